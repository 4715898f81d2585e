package play

import (
	"log/slog"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/effects"
	"github.com/bengine-go/bengine/games/bomberman/feed"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// SceneName is the play scene's name.
const SceneName = "play"

// Play is the play scene: the session (the game and its driver), the view
// (the objects that show the game) and the effects of the game's events.
type Play struct {
	scene   *scene.Scene
	session *Session
	view    *director
	feed    *feed.Feed
	fx      *effects.Effects
	popups  *popupsLayer
}

// Options are what the play scene is built from.
type Options struct {
	Engine   *engine.Engine // its input, its scenes, its renderer (the camera)
	Assets   *assets.Assets
	Controls *controls.Controls
	Music    *effects.Music
	Bus      *patterns.EventBus // where the game's events are published
	// Scripted is a run driven by flags, not a player (-headless,
	// -replay): the game over never hands over to the menus (so that the
	// state stays comparable with game.RunReplay), and losing the focus
	// pauses nothing.
	Scripted bool
	Log      *slog.Logger
}

// burningBricks is the bricks pool's size: more bricks on fire than this
// at once, on screen, grows it.
const burningBricks = 48

// New builds the play scene: the session, then the view's objects in the
// order the passes visit them (which is the order they are drawn in
// within a batch key), indented under their parents:
//
//	session                        Session: steps the game, feeds its events to the bus
//	view                           director: which screen shows; the camera
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
//	sparks, debris, dissolve       the particle effects (package effects), ageing on the cards too
//	shake, sounds                  the screen shake, the sounds the events play
//	stage card, game over, ending  the full-screen cards (the game over's rows: DrawGameOver)
//	  picture, ALL 50 STAGES ...   the ending's lines
func New(o Options) *Play {
	p := &Play{feed: feed.New(o.Bus)}
	as, bus := o.Assets, o.Bus
	s := scene.New(SceneName)
	p.scene = s
	obj := s.NewObject("session")
	p.session = scene.AddComponent(obj, &Session{controls: o.Controls, music: o.Music, feed: p.feed, bus: o.Bus,
		input: o.Engine.Input(), scenes: o.Engine.Scenes(), scripted: o.Scripted})
	obj.Own(patterns.Subscribe(bus, p.session.padLost))
	obj.Own(patterns.Subscribe(bus, p.session.padBack))

	vo := s.NewObject("view")
	v := scene.AddComponent(vo, &director{as: as, session: p.session, camera: o.Engine.Renderer()})
	p.view = v

	pf := s.NewObject("playfield")
	v.playfield = pf
	child := func(parent *scene.GameObject, name string) *scene.GameObject {
		o := s.NewObject(name)
		o.SetParent(parent, false)
		return o
	}
	scene.AddComponent(child(pf, "field"), &fieldLayer{v: v})

	o1 := child(pf, "bricks")
	bricks := scene.AddComponent(o1, &bricksLayer{v: v})
	bricks.cells = newMirror(s, o1, "brick", burningBricks, func(o *scene.GameObject) *brickView {
		b := scene.AddComponent(o, &brickView{v: v})
		b.anim = newAnim(o, as.BrickBurn[:], layerBlocks)
		return b
	})

	o1 = child(pf, "exit")
	exit := scene.AddComponent(o1, &exitView{v: v})
	exit.sprite = newSprite(o1, as.Exit, layerPickups)

	o1 = child(pf, "items")
	items := scene.AddComponent(o1, &itemsLayer{v: v})
	items.items = newMirror(s, o1, "item", game.MaxItems, func(o *scene.GameObject) *itemView {
		it := scene.AddComponent(o, &itemView{v: v})
		it.sprite = newSprite(o, as.Item[1], layerPickups)
		return it
	})

	o1 = child(pf, "secret")
	secret := scene.AddComponent(o1, &secretView{v: v})
	secret.sprite = newSprite(o1, as.Bonus[1], layerPickups)

	o1 = child(pf, "bombs")
	bombs := scene.AddComponent(o1, &bombsLayer{v: v})
	bombs.bombs = newMirror(s, o1, "bomb", 2*game.MaxBombs, func(o *scene.GameObject) *bombView {
		b := scene.AddComponent(o, &bombView{v: v})
		b.anim = newAnim(o, as.Bomb[:], layerBombs)
		return b
	})

	o1 = child(pf, "flames")
	flames := scene.AddComponent(o1, &flamesLayer{v: v})
	flames.subscribe(bus)
	flames.flames = newMirror(s, o1, "flame", game.MaxFlames, newFlame(v, flames))

	o1 = child(pf, "enemies")
	enemies := scene.AddComponent(o1, &enemiesLayer{v: v})
	enemies.enemies = newMirror(s, o1, "enemy", game.MaxEnemies, func(o *scene.GameObject) *enemyView {
		e := scene.AddComponent(o, &enemyView{v: v})
		e.anim = newAnim(o, as.EnemyWalk[1][:], layerEnemies)
		return e
	})

	o1 = child(pf, "popups")
	popups := scene.AddComponent(o1, &popupsLayer{v: v})
	p.popups = popups
	popups.subscribe(bus)
	popups.popups = newMirror(s, o1, "popup", maxPopups, newPopup(s, popups))

	var players [2]*scene.GameObject
	for i := range players {
		o1 = child(pf, [2]string{"player 1", "player 2"}[i])
		pv := scene.AddComponent(o1, &playerView{v: v, i: i})
		pv.anim = newAnim(o1, as.PlayerWalk[0][game.DirDown][:], layerPlayers)
		pv.subscribe(bus)
		players[i] = o1
	}

	buildHUD(s, v, pf, bus)
	for i, pl := range players {
		o := uiObject(s, pl, "arrow", 0, 4) // at the player's height
		scene.AddComponent(o, &arrowView{v: v, i: i})
	}
	v.pause = child(pf, "pause")
	pw := scene.AddComponent(v.pause, &pauseWindow{v: v})
	pw.started(o.Controls)
	v.pause.Own(patterns.Subscribe(bus, func(feed.GameStarted) { pw.started(o.Controls) }))
	v.noticeObj = child(pf, "online notice")
	scene.AddComponent(v.noticeObj, &onlineNotice{v: v})

	p.fx = effects.Build(s, as, bus, effects.Options{ParticleLayer: layerParticles, Log: o.Log,
		Pan: func(cellX int) float32 { return pan(p.session.g, cellX) }})
	v.fx = p.fx

	buildCards(s, v)

	// everything ready now: an object the view turns on mid-frame draws
	// in that frame
	for _, root := range []*scene.GameObject{obj, vo, pf, v.stageObj, v.overObj, v.endObj} {
		s.StartNow(root)
	}
	players[1].SetActive(false)
	v.pause.SetActive(false)
	v.noticeObj.SetActive(false)
	return p
}

// Scene returns the play scene, for the scene manager.
func (p *Play) Scene() *scene.Scene { return p.scene }

// Begin shows a new game g and drives it: live on the bound controls, or
// on a replay's inputs (cursor not nil), recorded into rec if not nil,
// behind the STAGE card when intro is set.
func (p *Play) Begin(g *game.Game, cursor *game.ReplayCursor, rec *game.Recorder, intro bool) {
	p.session.begin(g, cursor, rec, intro)
}

// BeginOnline shows an online match's live game g: the match steps it
// and hands its events to the Feed; the session only asks for its music.
func (p *Play) BeginOnline(g *game.Game) {
	p.session.begin(g, nil, nil, false)
	p.session.online = true
	p.view.notice = [2]string{}
}

// Game returns the game being shown, or nil before the first.
func (p *Play) Game() *game.Game { return p.session.g }

// Recording returns the recorder of the game being played, or nil.
func (p *Play) Recording() *game.Recorder { return p.session.rec }

// Online reports whether the game shown is an online match's.
func (p *Play) Online() bool { return p.session.online }

// Intro returns the steps of the STAGE card still to show before the
// game's first step (0 when none).
func (p *Play) Intro() int { return p.session.introLeft }

// Last returns what the last game over left.
func (p *Play) Last() LastGame { return p.session.last }

// Feed returns the feed the game's events reach the bus through.
func (p *Play) Feed() *feed.Feed { return p.feed }

// Effects returns the effects of the game's events.
func (p *Play) Effects() *effects.Effects { return p.fx }

// SetNotice sets the lines shown over an online match ("" none): that
// Start does not pause it, or that the game waits for the opponent.
func (p *Play) SetNotice(top, bottom string) { p.view.notice = [2]string{top, bottom} }

// VersusResult is what the versus screen shows after a round.
type VersusResult struct {
	Round  int    // rounds played so far
	Winner int    // the round's winner (0 or 1), -1 a draw
	Wins   [2]int // rounds won by each player
	Needed int    // wins that take the match (settings: best of 3 or 5)
	Match  int    // the match winner (0 or 1), or -1 while it goes on
}

// ResultOf is the result of the round of g won by winner (-1 a draw), in
// a match that need wins take.
func ResultOf(g *game.Game, winner, need int) VersusResult {
	r := VersusResult{Round: g.Round(), Winner: winner, Needed: need, Match: -1,
		Wins: [2]int{g.Player(0).Wins, g.Player(1).Wins}}
	for i, n := range r.Wins {
		if n >= need {
			r.Match = i
		}
	}
	if gw := g.Winner(); gw >= 0 {
		r.Match = gw
	}
	return r
}
