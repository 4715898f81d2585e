package play

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/feed"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The field: the map's tiles, the bricks on fire, the exit, the items, the
// secret bonus, the bombs and the flames.

// fieldLayer is the tile layer of the static field: for each cell the
// camera shows, the floor, a pillar or a brick (under a brick on fire, the
// floor: the burning brick is an object of its own). The field is hundreds
// of cells that change only when a brick burns: one object whose component
// submits the visible cells beats an object per cell. It keeps nothing:
// its Render reads the map and submits. Beside a map narrower than the
// screen (the versus arena, centred) the concrete wall goes on past the
// map's sides to the screen's edges, under the full-width HUD bar, as if
// the arena were cut from a wider one: no black strip.
type fieldLayer struct {
	scene.Base
	v  *director
	sp render.Sprite
}

func (f *fieldLayer) Render(q *render.Queue) {
	g, as := f.v.game(), f.v.as
	x0, x1 := visibleColumns(g, f.v.scroll)
	_, h := g.MapSize()
	for y := 0; y < h; y++ {
		py := assets.MapTop + y*assets.Cell
		for x := x0; x <= x1; x++ {
			px := x * assets.Cell
			switch g.Tile(x, y) {
			case game.TileConcrete:
				f.put(q, as.Pillar, px, py, layerBlocks)
			case game.TileBrick:
				f.put(q, as.Brick, px, py, layerBlocks)
			default: // the floor, under a burning brick too
				f.put(q, as.Floor, px, py, layerFloor)
			}
		}
	}
	if scroll := f.v.scroll; scroll < 0 {
		w, _ := g.MapSize()
		for y := 0; y < h; y++ {
			py := assets.MapTop + y*assets.Cell
			for x := scroll/assets.Cell - 1; x < 0; x++ {
				f.put(q, as.Pillar, x*assets.Cell, py, layerBlocks)
			}
			for x := w; x*assets.Cell < scroll+assets.ScreenW; x++ {
				f.put(q, as.Pillar, x*assets.Cell, py, layerBlocks)
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

// bricksLayer finds the bricks on fire the camera shows and gives each an
// object.
type bricksLayer struct {
	scene.Base
	v     *director
	cells *mirror[*brickView]
}

func (l *bricksLayer) LateUpdate(float32) {
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
	v    *director
	anim *scene.AnimatedSprite
}

func (b *brickView) show(i int) {
	x, y := i%game.MapW, i/game.MapW
	b.anim.Frame = min(b.v.game().BurnTicks(x, y), len(b.anim.Frames)-1)
	cellPlace(b.Owner(), x, y)
}

// exitView is the exit door, once its brick has burned away.
type exitView struct {
	scene.Base
	v      *director
	sprite *scene.SpriteRenderer
}

func (e *exitView) LateUpdate(float32) {
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
	v     *director
	items *mirror[*itemView]
}

func (l *itemsLayer) LateUpdate(float32) {
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
	v      *director
	sprite *scene.SpriteRenderer
}

func (it *itemView) show(i int) {
	s := it.v.game().Items()[i]
	it.sprite.Sprite.Region = it.v.as.Item[s.Kind]
	cellPlace(it.Owner(), s.X, s.Y)
}

// secretView is the secret bonus item while it is out.
type secretView struct {
	scene.Base
	v      *director
	sprite *scene.SpriteRenderer
}

func (s *secretView) LateUpdate(float32) {
	sc := s.v.game().Secret()
	shown := sc.Visible && sc.Kind != game.SecretNone
	s.sprite.Hidden = !shown
	if shown {
		s.sprite.Sprite.Region = s.v.as.Bonus[sc.Kind]
		cellPlace(s.Owner(), sc.X, sc.Y)
	}
}

// bombsLayer gives an object to each bomb on the map.
type bombsLayer struct {
	scene.Base
	v     *director
	bombs *mirror[*bombView]
}

func (l *bombsLayer) LateUpdate(float32) {
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
	v    *director
	anim *scene.AnimatedSprite
}

func (b *bombView) show(i int) {
	g := b.v.game()
	bb := g.Bombs()[i]
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
	v      *director
	flames *mirror[*flameView]

	grid [game.MapH][game.MapW]bool // the cells burning this frame

	centres [game.MaxFlames]struct{ x, y int8 } // explosion centres still burning
	ncentre int
}

func (l *flamesLayer) subscribe(bus *patterns.EventBus) {
	l.Own(patterns.Subscribe(bus, func(e game.Exploded) {
		if l.ncentre < len(l.centres) {
			l.centres[l.ncentre].x, l.centres[l.ncentre].y = int8(e.X), int8(e.Y)
			l.ncentre++
		}
	}))
	l.Own(patterns.Subscribe(bus, func(u game.Undone[game.Exploded]) {
		for i := l.ncentre - 1; i >= 0; i-- {
			if c := l.centres[i]; int(c.x) == u.Event.X && int(c.y) == u.Event.Y {
				copy(l.centres[i:l.ncentre], l.centres[i+1:l.ncentre])
				l.ncentre--
				return
			}
		}
	}))
	l.Own(patterns.Subscribe(bus, func(feed.Stepped) {
		if l.ncentre > 0 {
			l.pruneCentres()
		}
	}))
	l.Own(patterns.Subscribe(bus, func(feed.GameStarted) { l.ncentre = 0 }))
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

// LateUpdate marks every burning cell first, then gives each flame its
// object: a flame's shape depends on its neighbours.
func (l *flamesLayer) LateUpdate(float32) {
	l.grid = [game.MapH][game.MapW]bool{}
	fl := l.v.game().Flames()
	for _, f := range fl {
		l.grid[f.Y][f.X] = true
	}
	l.flames.begin()
	for i := range fl {
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
		return assets.FlameCenter
	case lf && r:
		return assets.FlameH
	case u && d:
		return assets.FlameV
	case lf:
		return assets.FlameEndRight
	case r:
		return assets.FlameEndLeft
	case u:
		return assets.FlameEndDown
	case d:
		return assets.FlameEndUp
	}
	return assets.FlameCenter
}

// flameStage is the flame's drawing stage (0 smallest .. 3 fullest) by its
// age in explosion ticks: it grows, holds, and dies down before it clears.
var flameStage = [8]int{1, 2, 3, 3, 3, 2, 1, 0}

// flameView is one burning cell: its shape at the stage its age gives,
// and in the modern look the same drawn again into the glow step and a
// light disc into the light map.
type flameView struct {
	scene.Base
	v           *director
	layer       *flamesLayer
	anim        *scene.AnimatedSprite
	glow, light *scene.SpriteRenderer
}

func (f *flameView) show(i int) {
	fl := f.v.game().Flames()[i]
	st := 0
	if fl.Age >= 0 && fl.Age < len(flameStage) {
		st = flameStage[fl.Age]
	}
	as := f.v.as
	frames := &as.Flame[f.layer.shape(fl.X, fl.Y)]
	f.anim.Frames, f.anim.Frame = frames[:], st
	glow := as.Look.Glow
	f.glow.Hidden, f.light.Hidden = !glow, !glow
	if glow {
		f.glow.Sprite.Region = frames[st]
	}
	cellPlace(f.Owner(), fl.X, fl.Y)
}

// newFlame builds a pooled flame object.
func newFlame(v *director, l *flamesLayer) func(o *scene.GameObject) *flameView {
	return func(o *scene.GameObject) *flameView {
		as := v.as
		f := scene.AddComponent(o, &flameView{v: v, layer: l})
		f.anim = newAnim(o, as.Flame[assets.FlameCenter][:], layerFlames)
		f.glow = scene.AddComponent(o, scene.NewSpriteRenderer(as.Flame[assets.FlameCenter][0]))
		f.glow.Sprite.Step, f.glow.Sprite.Layer, f.glow.Sprite.Color = render.StepGlow, layerFlames, assets.FlameGlow
		f.light = scene.AddComponent(o, scene.NewSpriteRenderer(as.Light))
		sp := &f.light.Sprite
		sp.Step, sp.Layer, sp.Blend, sp.Color = render.StepLight, 0, render.BlendAdd, assets.FlameLight
		sp.Size[0], sp.Size[1] = 48, 48
		sp.Pos[0], sp.Pos[1] = -16, -16
		return f
	}
}
