package bomberman

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The field: the map's tiles, the bricks on fire, the exit, the items, the
// secret bonus, the bombs and the flames.

// fieldLayer is the tile layer of the static field: for each cell the
// camera shows, the floor, a pillar or a brick (under a brick on fire, the
// floor: the burning brick is an object of its own). The field is hundreds of
// cells that change only when a brick burns: one object whose component
// walks the visible cells beats an object per cell.
type fieldLayer struct {
	scene.Base
	v  *playView
	sp render.Sprite
}

func (f *fieldLayer) Render(q *render.Queue) {
	g, as := f.v.game(), f.v.app.Assets
	x0, x1 := visibleColumns(g, f.v.scroll)
	_, h := g.MapSize()
	for y := 0; y < h; y++ {
		py := MapTop + y*Cell
		for x := x0; x <= x1; x++ {
			px := x * Cell
			switch g.Tile(x, y) {
			case game.TileConcrete:
				f.put(q, as.pillar, px, py, layerBlocks)
			case game.TileBrick:
				f.put(q, as.brick, px, py, layerBlocks)
			default: // the floor, under a burning brick too
				f.put(q, as.floor, px, py, layerFloor)
			}
		}
	}
}

func (f *fieldLayer) put(q *render.Queue, reg render.Region, x, y int, layer int16) {
	sp := &f.sp
	*sp = render.NewSprite(reg)
	sp.Step, sp.Layer = render.StepGeometry, layer
	sp.Pos[0], sp.Pos[1] = float32(x), float32(y)
	q.Submit(sp)
}

// newSprite adds a SpriteRenderer of region r to o in the geometry step
// on layer.
func newSprite(o *scene.GameObject, r render.Region, layer int16) *scene.SpriteRenderer {
	sr := scene.AddComponent(o, scene.NewSpriteRenderer(r))
	sr.Sprite.Step, sr.Sprite.Layer = render.StepGeometry, layer
	return sr
}

// newAnim adds an AnimatedSprite of frames to o in the geometry step on
// layer, showing the frame it is told.
func newAnim(o *scene.GameObject, frames []render.Region, layer int16) *scene.AnimatedSprite {
	a := scene.AddComponent(o, scene.NewAnimatedSprite(frames))
	a.Sprite.Step, a.Sprite.Layer = render.StepGeometry, layer
	return a
}

// cellPlace puts o on the top-left corner of cell (x, y).
func cellPlace(o *scene.GameObject, x, y int) { place(o, x*Cell, MapTop+y*Cell) }

// bricksLayer finds the bricks on fire the camera shows and gives each an
// object.
type bricksLayer struct {
	scene.Base
	v     *playView
	cells *mirror[*brickView]
}

func (l *bricksLayer) Update(float32) {
	g := l.v.game()
	x0, x1 := visibleColumns(g, l.v.scroll)
	_, h := g.MapSize()
	l.cells.begin()
	for y := 0; y < h; y++ {
		for x := x0; x <= x1; x++ {
			if g.Tile(x, y) == game.TileBurning {
				l.cells.show(y*game.MapW + x)
			}
		}
	}
	l.cells.end()
}

// brickView is a brick on fire: it crumbles through its frames with the
// explosion ticks it has burned.
type brickView struct {
	scene.Base
	v      *playView
	anim   *scene.AnimatedSprite
	x, y   int
	frames int
}

func (b *brickView) bind(i int) { b.x, b.y = i%game.MapW, i/game.MapW }

func (b *brickView) Render(*render.Queue) {
	b.anim.Frame = min(b.v.game().BurnTicks(b.x, b.y), len(b.anim.Frames)-1)
	cellPlace(b.Owner(), b.x, b.y)
}

// exitView is the exit door, once its brick has burned away.
type exitView struct {
	scene.Base
	v      *playView
	sprite *scene.SpriteRenderer
}

func (e *exitView) Render(*render.Queue) {
	g := e.v.game()
	ex := g.Exit()
	shown := ex.X >= 0 && ex.Revealed && g.Tile(ex.X, ex.Y) == game.TileFloor
	e.sprite.Hidden = !shown
	if shown {
		cellPlace(e.Owner(), ex.X, ex.Y)
	}
}

// itemsLayer gives an object to each item out of its brick and not yet
// taken.
type itemsLayer struct {
	scene.Base
	v     *playView
	items *mirror[*itemView]
}

func (l *itemsLayer) Update(float32) {
	g := l.v.game()
	l.items.begin()
	for i, it := range g.Items() {
		if it.Kind != 0 && it.Revealed && !it.Taken && g.Tile(it.X, it.Y) == game.TileFloor {
			l.items.show(i)
		}
	}
	l.items.end()
}

// itemView is one item lying on the floor.
type itemView struct {
	scene.Base
	v      *playView
	sprite *scene.SpriteRenderer
	i      int
}

func (it *itemView) bind(i int) { it.i = i }

func (it *itemView) Render(*render.Queue) {
	s := it.v.game().Items()[it.i]
	it.sprite.Sprite.Region = it.v.app.Assets.item[s.Kind]
	cellPlace(it.Owner(), s.X, s.Y)
}

// secretView is the secret bonus item while it is out.
type secretView struct {
	scene.Base
	v      *playView
	sprite *scene.SpriteRenderer
}

func (s *secretView) Render(*render.Queue) {
	sc := s.v.game().Secret()
	shown := sc.Visible && sc.Kind != game.SecretNone
	s.sprite.Hidden = !shown
	if shown {
		s.sprite.Sprite.Region = s.v.app.Assets.bonus[sc.Kind]
		cellPlace(s.Owner(), sc.X, sc.Y)
	}
}

// bombsLayer gives an object to each bomb on the map.
type bombsLayer struct {
	scene.Base
	v     *playView
	bombs *mirror[*bombView]
}

func (l *bombsLayer) Update(float32) {
	l.bombs.begin()
	for i, b := range l.v.game().Bombs() {
		if b.Active {
			l.bombs.show(i)
		}
	}
	l.bombs.end()
}

// bombView is a bomb; it pulses 0, 1, 2, 1 with the game's frame counter.
type bombView struct {
	scene.Base
	v    *playView
	anim *scene.AnimatedSprite
	i    int
}

func (b *bombView) bind(i int) { b.i = i }

func (b *bombView) Render(*render.Queue) {
	g := b.v.game()
	bb := g.Bombs()[b.i]
	b.anim.Frame = [4]int{0, 1, 2, 1}[(g.Frame()/10)%4]
	cellPlace(b.Owner(), bb.X, bb.Y)
}

// flamesLayer gives an object to each burning cell and knows the cells'
// shapes: a centre, an arm or an end, by the burning neighbours and the
// explosions' centres, which it hears of (Exploded) and forgets once they
// no longer burn (after each step), or when a rollback takes the explosion
// back (Undone).
type flamesLayer struct {
	scene.Base
	v      *playView
	flames *mirror[*flameView]

	grid  [game.MapH][game.MapW]bool // the cells burning this frame
	shown int                        // flames marked in grid

	centres [game.MaxFlames]struct{ x, y int8 } // explosion centres still burning
	ncentre int
}

func (l *flamesLayer) subscribe(bus *patterns.EventBus) {
	l.Own(patterns.Subscribe(bus, func(e Exploded) {
		if l.ncentre < len(l.centres) {
			l.centres[l.ncentre].x, l.centres[l.ncentre].y = int8(e.X), int8(e.Y)
			l.ncentre++
		}
	}))
	l.Own(patterns.Subscribe(bus, func(u Undone[Exploded]) {
		for i := l.ncentre - 1; i >= 0; i-- {
			if c := l.centres[i]; int(c.x) == u.Event.X && int(c.y) == u.Event.Y {
				copy(l.centres[i:l.ncentre], l.centres[i+1:l.ncentre])
				l.ncentre--
				return
			}
		}
	}))
	l.Own(patterns.Subscribe(bus, func(Stepped) {
		if l.ncentre > 0 {
			l.pruneCentres()
		}
	}))
	l.Own(patterns.Subscribe(bus, func(GameStarted) { l.ncentre = 0 }))
}

// pruneCentres forgets explosion centres whose cell no longer burns.
func (l *flamesLayer) pruneCentres() {
	fl := l.v.game().Flames()
	n := 0
	for i := 0; i < l.ncentre; i++ {
		c := l.centres[i]
		for _, f := range fl {
			if f.X == int(c.x) && f.Y == int(c.y) {
				l.centres[n] = c
				n++
				break
			}
		}
	}
	l.ncentre = n
}

func (l *flamesLayer) isCentre(x, y int) bool {
	for i := 0; i < l.ncentre; i++ {
		if int(l.centres[i].x) == x && int(l.centres[i].y) == y {
			return true
		}
	}
	return false
}

func (l *flamesLayer) Update(float32) {
	l.grid = [game.MapH][game.MapW]bool{}
	fl := l.v.game().Flames()
	l.flames.begin()
	for i, f := range fl {
		l.grid[f.Y][f.X] = true
		l.flames.show(i)
	}
	l.flames.end()
}

func (l *flamesLayer) burning(x, y int) bool {
	return x >= 0 && y >= 0 && x < game.MapW && y < game.MapH && l.grid[y][x]
}

// shape is the flame shape of burning cell (x, y).
func (l *flamesLayer) shape(x, y int) int {
	lf, r, u, d := l.burning(x-1, y), l.burning(x+1, y), l.burning(x, y-1), l.burning(x, y+1)
	switch {
	case l.isCentre(x, y), (lf || r) && (u || d):
		return flameCenter
	case lf && r:
		return flameH
	case u && d:
		return flameV
	case lf:
		return flameEndRight
	case r:
		return flameEndLeft
	case u:
		return flameEndDown
	case d:
		return flameEndUp
	}
	return flameCenter
}

// flameView is one burning cell: its shape at the stage its age gives,
// and in the modern look the same drawn again into the glow step and a
// light disc into the light map.
type flameView struct {
	scene.Base
	v           *playView
	layer       *flamesLayer
	anim        *scene.AnimatedSprite
	glow, light *scene.SpriteRenderer
	i           int
}

func (f *flameView) bind(i int) { f.i = i }

func (f *flameView) Render(*render.Queue) {
	fl := f.v.game().Flames()[f.i]
	st := 0
	if fl.Age >= 0 && fl.Age < len(flameStage) {
		st = flameStage[fl.Age]
	}
	frames := &f.v.app.Assets.flame[f.layer.shape(fl.X, fl.Y)]
	f.anim.Frames, f.anim.Frame = frames[:], st
	glow := f.v.app.settings.Glow
	f.glow.Hidden, f.light.Hidden = !glow, !glow
	if glow {
		f.glow.Sprite.Region = frames[st]
	}
	cellPlace(f.Owner(), fl.X, fl.Y)
}

// newFlame builds a pooled flame object.
func newFlame(v *playView, l *flamesLayer) func(o *scene.GameObject) *flameView {
	return func(o *scene.GameObject) *flameView {
		as := v.app.Assets
		f := scene.AddComponent(o, &flameView{v: v, layer: l})
		f.anim = newAnim(o, as.flame[flameCenter][:], layerFlames)
		f.glow = scene.AddComponent(o, scene.NewSpriteRenderer(as.flame[flameCenter][0]))
		f.glow.Sprite.Step, f.glow.Sprite.Layer, f.glow.Sprite.Color = render.StepGlow, layerFlames, flameGlow
		f.light = scene.AddComponent(o, scene.NewSpriteRenderer(as.light))
		sp := &f.light.Sprite
		sp.Step, sp.Layer, sp.Blend, sp.Color = render.StepLight, 0, render.BlendAdd, flameLight
		sp.Size[0], sp.Size[1] = 48, 48
		sp.Pos[0], sp.Pos[1] = -16, -16
		return f
	}
}
