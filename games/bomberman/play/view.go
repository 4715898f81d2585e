package play

import (
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/effects"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The view: one GameObject per thing on screen, each with components that
// read the part of the game's state it shows and set their sprites from
// it. The view interpolates nothing and keeps no state of its own that
// the game has: what it remembers comes from events (the secret's pop-ups,
// the explosion centres).
//
// A frame of the view has two parts, each in its own pass of the scene,
// so that nothing depends on the order the components were added in:
//
//   - Update: the director (below) works out which screen shows and
//     turns the playfield, the pause window, the notice and the cards on
//     and off, and where the camera stands;
//   - LateUpdate, after every Update of the frame: each part reads the
//     game and settles its objects (positions, animation frames, which
//     pooled objects are in use); the camera is placed.
//
// Render then only submits: the sprite components draw what LateUpdate
// set, the text parts draw their text.

// viewMode is which screen the play scene shows.
type viewMode uint8

const (
	viewNone  viewMode = iota // no game yet
	viewCard                  // the STAGE card
	viewField                 // a stage, maybe paused
	viewOver                  // game over
	viewEnd                   // the ending
)

// director is the view's director, on the view object: each frame (Update)
// it works out which screen shows and turns the playfield, the pause
// window, the online notice and the cards on and off, and the camera's x;
// in LateUpdate, when every Update has run (the shake's among them), it
// places the camera.
type director struct {
	scene.Base
	as      *assets.Assets
	session *Session
	fx      *effects.Effects
	camera  *render.Renderer
	notice  [2]string // the online notice's lines (Play.SetNotice)

	mode   viewMode
	scroll int // the camera's x this frame, without the shake

	playfield, pause, noticeObj *scene.GameObject
	stageObj, overObj, endObj   *scene.GameObject
}

// game is the game being shown, or nil.
func (v *director) game() *game.Game { return v.session.g }

func (v *director) Update(float32) {
	g, s := v.game(), v.session
	v.mode = v.modeOf(g)
	if g != nil {
		v.scroll = Scroll(g)
	}
	field := v.mode == viewField
	setActive(v.playfield, field)
	setActive(v.pause, field && g.Paused())
	setActive(v.noticeObj, field && s.online)
	setActive(v.stageObj, v.mode == viewCard)
	setActive(v.overObj, v.mode == viewOver)
	setActive(v.endObj, v.mode == viewEnd)
	v.fx.Show(field)
}

// LateUpdate places the camera: the scroll and the shake over a stage,
// the origin on the cards (the UI step, where the HUD and the cards are
// drawn, never moves).
func (v *director) LateUpdate(float32) {
	r := v.camera
	if v.mode != viewField {
		r.SetCamera(0, 0)
		return
	}
	cx, cy := float32(v.scroll), float32(0)
	if o, ok := v.fx.ShakeOffset(); ok {
		cx, cy = cx+o[0], cy+o[1]
	}
	r.SetCamera(cx, cy)
}

func (v *director) modeOf(g *game.Game) viewMode {
	switch {
	case g == nil:
		return viewNone
	case v.session.introLeft > 0:
		return viewCard
	}
	switch g.Phase() {
	case game.PhaseIntro:
		return viewCard
	case game.PhaseGameOver:
		return viewOver
	case game.PhaseEnding:
		return viewEnd
	}
	return viewField
}

// setActive changes o's active flag if it differs (SetActive walks the
// subtree).
func setActive(o *scene.GameObject, on bool) {
	if o.Active() != on {
		o.SetActive(on)
	}
}

// Scroll is the camera's x over g's map: the game's ScrollX (player 1)
// in a one-player game; in co-op the midpoint of the players still in, so
// both share the screen while they stay within 256 px of each other. The
// versus arena fits the screen: the camera stands still with the arena
// centred (a negative x leaves the margins left and right of the 240-px
// arena).
func Scroll(g *game.Game) int {
	const cell, screenW = assets.Cell, assets.ScreenW
	if w, _ := g.MapSize(); w*cell <= screenW {
		return -(screenW - w*cell) / 2
	}
	if g.Players() < 2 {
		return g.ScrollX()
	}
	sum, n := 0, 0
	for i := 0; i < g.Players(); i++ {
		if p := g.Player(i); !p.Out {
			sum += p.X*cell + p.U
			n++
		}
	}
	if n == 0 {
		return g.ScrollX()
	}
	w, _ := g.MapSize()
	return max(0, min(w*cell-screenW, sum/n-screenW/2))
}

// pan places a sound by its cell's column on the screen of g: -1 left, 1
// right.
func pan(g *game.Game, cellX int) float32 {
	x := float32(cellX*assets.Cell+assets.Cell/2-Scroll(g)) - assets.ScreenW/2
	return max(-1, min(1, x/assets.ScreenW))
}

// visibleColumns are the map columns the camera at scroll shows, a column
// of margin either side for the shake.
func visibleColumns(g *game.Game, scroll int) (x0, x1 int) {
	w, _ := g.MapSize()
	return max(0, scroll/assets.Cell-1), min(w-1, (scroll+assets.ScreenW)/assets.Cell+1)
}

// entityView is a pooled object's handle: show makes it show one of the
// model's entities (an index into the game's slots or list), this frame:
// its position, its sprite's frame.
type entityView interface {
	scene.Component
	show(i int)
}

// mirror keeps a pool's objects in step with one kind of the model's
// entities. A layer calls begin, then show(i) for every entity that is on
// screen, in the model's order, then end, all in its LateUpdate: the k-th
// object handed out shows the k-th entity (and is settled at once, so an
// object the pool builds now draws in this frame too), objects are handed
// out when there are more entities than last frame and handed back, last
// first, when there are fewer. So the objects in use are always the
// pool's first ones, in creation order, and the entities are drawn in the
// model's order, as the rules list them (which decides what covers what
// when two enemies meet).
type mirror[T entityView] struct {
	pool *scene.Pool[T]
	live []T
	n    int
}

func newMirror[T entityView](s *scene.Scene, parent *scene.GameObject, name string, n int, build func(o *scene.GameObject) T) *mirror[T] {
	m := &mirror[T]{live: make([]T, 0, n)}
	m.pool = scene.NewPool(s, name, n, func(o *scene.GameObject) T {
		o.SetParent(parent, false)
		return build(o)
	})
	return m
}

func (m *mirror[T]) begin() { m.n = 0 }

func (m *mirror[T]) show(i int) {
	if m.n == len(m.live) {
		m.live = append(m.live, m.pool.Get())
	}
	m.live[m.n].show(i)
	m.n++
}

func (m *mirror[T]) end() {
	for len(m.live) > m.n {
		last := len(m.live) - 1
		m.pool.Put(m.live[last])
		var zero T
		m.live[last] = zero
		m.live = m.live[:last]
	}
}

// place moves o to world pixel (x, y), if it is not there.
func place(o *scene.GameObject, x, y int) {
	p := [2]float32{float32(x), float32(y)}
	if o.Transform.Position() != p {
		o.Transform.SetPosition(p)
	}
}

// cellPlace puts o on the top-left corner of cell (x, y).
func cellPlace(o *scene.GameObject, x, y int) { place(o, x*assets.Cell, assets.MapTop+y*assets.Cell) }

// Layers of the world (StepGeometry) and of the UI (StepUI).
const (
	layerFloor int16 = iota
	layerPickups
	layerBlocks
	layerBombs
	layerFlames
	layerEnemies
	layerPlayers
	layerParticles
	layerPopups
)

const (
	uiBar int16 = iota
	uiText
	uiCard
	uiCardInner
	uiCardText
)
