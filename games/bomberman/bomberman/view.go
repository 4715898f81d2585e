package bomberman

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The play scene is the session (the game and its driver) and the view:
// one GameObject per thing on screen, each with a component that reads, every
// frame, the part of the game's state it shows, and sprites that draw it.
// The view interpolates nothing and keeps no state of its own that the game
// has: what it remembers comes from events (the secret's pop-ups, the
// explosion centres, the shake's chain, the particles).
//
// The objects, in the order the passes visit them (which is the order they
// are drawn in within a batch key), indented under their parents:
//
//	session                        Session: steps the game, publishes its events
//	view                           playView: which screen shows; screenShake; the camera
//	playfield                      everything of a stage in play, off on the cards
//	  field                        fieldLayer: floor, pillars and bricks, one tile layer
//	  bricks                       finds the bricks on fire on screen
//	    brick#i                    one of them (pooled)
//	  exit                         the exit door
//	  items                        the items out of their bricks
//	    item#i                     (pooled)
//	  secret                       the secret bonus item
//	  bombs
//	    bomb#i                     (pooled)
//	  flames                       and their shapes
//	    flame#i                    a burning cell, its glow and its light (pooled)
//	  enemies
//	    enemy#i                    (pooled)
//	  popups                       the score pop-ups' layout
//	    popup#i                    (pooled)
//	      digit                    one per digit
//	  player 1, player 2           player 2's object is on in two-player games
//	  hud                          the grey bar
//	    normal, coop, versus       its fields, one group per mode, one on
//	      TIME, time, score ...
//	    arrow                      a child of player 1, then of player 2: he is off screen
//	  pause                        the pause window
//	  online notice                an online match's: no pause, or waiting for the opponent
//	sparks, debris, dissolve       the particle systems, ageing on the cards too
//	stage card, game over, ending  the full-screen cards
//	  GAME OVER, picture ...       their lines
//	sounds                         the effects the events play
//	versus watch                   (the menus') shows the versus screen on RoundOver

// viewMode is which screen the play scene shows.
type viewMode uint8

const (
	viewNone  viewMode = iota // no game yet
	viewCard                  // the STAGE card
	viewField                 // a stage, maybe paused
	viewOver                  // game over
	viewEnd                   // the ending
)

// playView is the view's director, on the view object: each frame it
// works out which screen shows (viewMode) and turns the playfield, the
// pause window and the cards on and off, and where the camera stands.
// Update runs before every other part of the view reads the game, so they
// see this frame's screen.
type playView struct {
	scene.Base
	app   *App
	s     *Session
	shake *screenShake

	mode   viewMode
	scroll int // the camera's x this frame, without the shake

	playfield, pause, notice     *scene.GameObject
	stageCard, overCard, endCard *scene.GameObject
	popups                       *popupsLayer
}

// game is the game being shown, or nil.
func (v *playView) game() *game.Game { return v.s.g }

// fieldShown reports whether the playfield is on screen this frame.
func (v *playView) fieldShown() bool { return v.mode == viewField }

func (v *playView) Update(float32) {
	g := v.s.g
	v.mode = v.modeOf(g)
	if g != nil {
		v.scroll = scrollOf(g)
	}
	setActive(v.playfield, v.mode == viewField)
	setActive(v.pause, v.mode == viewField && g.Paused())
	setActive(v.notice, v.mode == viewField && v.s.online)
	setActive(v.stageCard, v.mode == viewCard)
	setActive(v.overCard, v.mode == viewOver)
	setActive(v.endCard, v.mode == viewEnd)
}

// setActive changes o's active flag if it differs (SetActive walks the
// subtree).
func setActive(o *scene.GameObject, on bool) {
	if o.Active() != on {
		o.SetActive(on)
	}
}

func (v *playView) modeOf(g *game.Game) viewMode {
	switch {
	case g == nil:
		return viewNone
	case v.s.introLeft > 0:
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

// Render places the camera: the scroll and the shake over a stage, the
// origin on the cards (the UI step, where the HUD and the cards are drawn,
// never moves).
func (v *playView) Render(*render.Queue) {
	r := engine.Renderer()
	if v.mode != viewField {
		r.SetCamera(0, 0)
		return
	}
	cx, cy := float32(v.scroll), float32(0)
	if o, ok := v.shake.offset(); ok {
		cx, cy = cx+o[0], cy+o[1]
	}
	r.SetCamera(cx, cy)
}

// scrollOf is the camera's x over g's map: the game's ScrollX (player 1)
// in a one-player game; in co-op the midpoint of the players still in, so
// both share the screen while they stay within 256 px of each other. The
// versus arena fits the screen: the camera stands still with the arena
// centred (a negative x leaves the margins left and right of the 240-px
// arena).
func scrollOf(g *game.Game) int {
	if w, _ := g.MapSize(); w*Cell <= ScreenW {
		return -(ScreenW - w*Cell) / 2
	}
	if g.Players() < 2 {
		return g.ScrollX()
	}
	sum, n := 0, 0
	for i := 0; i < g.Players(); i++ {
		if p := g.Player(i); !p.Out {
			sum += p.X*Cell + p.U
			n++
		}
	}
	if n == 0 {
		return g.ScrollX()
	}
	w, _ := g.MapSize()
	return clamp(sum/n-ScreenW/2, 0, w*Cell-ScreenW)
}

// visibleColumns are the map columns the camera at scroll shows, a column
// of margin either side for the shake.
func visibleColumns(g *game.Game, scroll int) (x0, x1 int) {
	w, _ := g.MapSize()
	return max(0, scroll/Cell-1), min(w-1, (scroll+ScreenW)/Cell+1)
}

// screenShake shakes the camera for ShakeFrames frames when ChainShake
// explosions go off within ChainWindow steps of each other (and the
// setting is on). It hears the explosions (Exploded, and Undone for one a
// rollback took back) and counts steps (Stepped); the shake itself runs in
// frames.
type screenShake struct {
	scene.Base
	app      *App
	frames   int // frames of shake left
	chainAge int // steps since the last explosion
	chain    int // explosions in the current chain window
}

func (s *screenShake) subscribe(bus *patterns.EventBus) {
	s.Own(patterns.Subscribe(bus, func(Exploded) {
		if s.chainAge > ChainWindow {
			s.chain = 0
		}
		s.chain++
		s.chainAge = 0
		if s.chain >= ChainShake && s.app.settings.ScreenShake {
			s.frames = ShakeFrames
		}
	}))
	s.Own(patterns.Subscribe(bus, func(Undone[Exploded]) {
		// a rollback took an explosion back: it leaves its chain, and a
		// shake it started stops
		if s.chain > 0 {
			s.chain--
		}
		if s.chain < ChainShake {
			s.frames = 0
		}
	}))
	s.Own(patterns.Subscribe(bus, func(Stepped) { s.chainAge++ }))
	s.Own(patterns.Subscribe(bus, func(GameStarted) { s.frames, s.chain, s.chainAge = 0, 0, 0 }))
}

func (s *screenShake) Update(float32) {
	if s.frames > 0 {
		s.frames--
	}
}

// offset is the camera's offset this frame, if it shakes.
func (s *screenShake) offset() ([2]float32, bool) {
	if s.frames > 0 && s.app.settings.ScreenShake {
		return shakeOffset[s.frames%ShakeFrames], true
	}
	return [2]float32{}, false
}

// entityView is a pooled object's handle: bind tells it which of the
// model's entities (an index into the game's slots or list) it shows from
// now on. It reads that entity in its Render, just before its sprites
// (components added after it) draw: a layer binds in Update, and an object
// that a pool had to build during that pass is not visited by it, but is
// by Render.
type entityView interface {
	scene.Component
	bind(i int)
}

// mirror keeps a pool's objects in step with one kind of the model's
// entities. A layer calls begin, then show(i) for every entity that is on
// screen, in the model's order, then end: the k-th object handed out shows
// the k-th entity, objects are handed out when there are more entities
// than last frame and handed back, last first, when there are fewer. So
// the objects in use are always the pool's first ones, in creation order,
// and the entities are drawn in the model's order, as the rules list them
// (which decides what covers what when two enemies meet).
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
	m.live[m.n].bind(i)
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

// burningBricks is the bricks pool's size: more bricks on fire than this
// at once, on screen, grows it.
const burningBricks = 48

// buildPlay makes the play scene: the session, then the view's objects in
// the order the passes are to visit them (see the list above).
func (a *App) buildPlay() *scene.Scene {
	bus := services.Bus()
	a.feed = newStepFeed(bus)
	as := a.Assets
	s := scene.New(ScenePlay)
	obj := s.NewObject("session")
	a.session = scene.AddComponent(obj, newSession(a, bus))
	obj.Own(patterns.Subscribe(bus, a.session.padLost))
	obj.Own(patterns.Subscribe(bus, a.session.padBack))

	vo := s.NewObject("view")
	v := scene.AddComponent(vo, &playView{app: a, s: a.session})
	a.view = v
	v.shake = scene.AddComponent(vo, &screenShake{app: a})
	v.shake.subscribe(bus)

	pf := s.NewObject("playfield")
	v.playfield = pf
	child := func(parent *scene.GameObject, name string) *scene.GameObject {
		o := s.NewObject(name)
		o.SetParent(parent, false)
		return o
	}
	scene.AddComponent(child(pf, "field"), &fieldLayer{v: v})

	o := child(pf, "bricks")
	bricks := scene.AddComponent(o, &bricksLayer{v: v})
	bricks.cells = newMirror(s, o, "brick", burningBricks, func(o *scene.GameObject) *brickView {
		b := scene.AddComponent(o, &brickView{v: v})
		b.anim = newAnim(o, as.brickBurn[:], layerBlocks)
		return b
	})

	o = child(pf, "exit")
	exit := scene.AddComponent(o, &exitView{v: v})
	exit.sprite = newSprite(o, as.exit, layerPickups)

	o = child(pf, "items")
	items := scene.AddComponent(o, &itemsLayer{v: v})
	items.items = newMirror(s, o, "item", game.MaxItems, func(o *scene.GameObject) *itemView {
		it := scene.AddComponent(o, &itemView{v: v})
		it.sprite = newSprite(o, as.item[1], layerPickups)
		return it
	})

	o = child(pf, "secret")
	secret := scene.AddComponent(o, &secretView{v: v})
	secret.sprite = newSprite(o, as.bonus[1], layerPickups)

	o = child(pf, "bombs")
	bombs := scene.AddComponent(o, &bombsLayer{v: v})
	bombs.bombs = newMirror(s, o, "bomb", 2*game.MaxBombs, func(o *scene.GameObject) *bombView {
		b := scene.AddComponent(o, &bombView{v: v})
		b.anim = newAnim(o, as.bomb[:], layerBombs)
		return b
	})

	o = child(pf, "flames")
	flames := scene.AddComponent(o, &flamesLayer{v: v})
	flames.subscribe(bus)
	flames.flames = newMirror(s, o, "flame", game.MaxFlames, newFlame(v, flames))

	o = child(pf, "enemies")
	enemies := scene.AddComponent(o, &enemiesLayer{v: v})
	enemies.enemies = newMirror(s, o, "enemy", game.MaxEnemies, func(o *scene.GameObject) *enemyView {
		e := scene.AddComponent(o, &enemyView{v: v})
		e.anim = newAnim(o, as.enemyWalk[1][:], layerEnemies)
		return e
	})

	o = child(pf, "popups")
	popups := scene.AddComponent(o, &popupsLayer{v: v})
	v.popups = popups
	popups.subscribe(bus)
	popups.popups = newMirror(s, o, "popup", maxPopups, newPopup(s, popups))

	var players [2]*scene.GameObject
	for i := range players {
		o = child(pf, [2]string{"player 1", "player 2"}[i])
		p := scene.AddComponent(o, &playerView{v: v, i: i})
		p.anim = newAnim(o, as.playerWalk[game.DirDown][:], layerPlayers)
		p.subscribe(bus)
		players[i] = o
	}

	buildHUD(s, v, pf, bus)
	for i, p := range players {
		o := uiObject(s, p, "arrow", 0, 4) // at the player's height
		scene.AddComponent(o, &arrowView{v: v, i: i})
	}
	v.pause = child(pf, "pause")
	scene.AddComponent(v.pause, &pauseWindow{v: v})
	v.notice = child(pf, "online notice")
	scene.AddComponent(v.notice, &onlineNotice{v: v})

	var fx effects = newEffects(s, v, bus)
	a.fx = &fx

	buildCards(s, v)

	o = s.NewObject("sounds")
	scene.AddComponent(o, &sounds{v: v}).subscribe(bus)

	// everything ready now: an object the view turns on mid-frame draws
	// in that frame
	for _, root := range []*scene.GameObject{obj, vo, pf, v.stageCard, v.overCard, v.endCard, o} {
		s.StartNow(root)
	}
	for _, e := range fx {
		s.StartNow(e.Owner())
	}
	players[1].SetActive(false)
	v.pause.SetActive(false)
	v.notice.SetActive(false)
	return s
}
