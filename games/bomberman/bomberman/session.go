package bomberman

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/sound"
)

// Timings of the presentation, in fixed steps (NES frames).
const (
	// GameOverHold is how long the game-over screen stays before the game
	// goes on to the menus by itself; Start skips it after GameOverMin.
	GameOverHold = 600
	GameOverMin  = 90
	// ShakeFrames is the length of the screen shake of a big chain, which
	// ChainShake explosions within ChainWindow steps start.
	ShakeFrames = 18
	ChainShake  = 3
	ChainWindow = 12
)

// Session is the play scene's driver: it owns the game being played and
// steps it one NES frame per fixed step (FixedUpdate), with the buttons of
// the bound controls or, for a replay, the replay's; it records the inputs
// when asked, publishes each step's events on the engine's event bus
// (the stepFeed) and asks for the music the game wants. It draws nothing:
// the play scene's other objects are the view (view.go), which reads the
// game each frame and hears its events on the bus.
type Session struct {
	scene.Base
	app *App
	bus *patterns.EventBus

	g      *game.Game
	cursor *game.ReplayCursor // replay input, or nil for live input
	rec    *game.Recorder     // recording, or nil

	introLeft  int  // frames of the STAGE card before the game's first step
	overFrames int  // steps spent in the game-over phase
	handedOver bool // the game over went to the menus
	lastIn     [2]game.Buttons

	padGone     [2]bool // a player's gamepad is unplugged
	padReturned [2]bool // and came back: "press start"

	online bool // the game is an online match's: its driver steps it (netMatch)
}

func newSession(a *App, bus *patterns.EventBus) *Session {
	return &Session{app: a, bus: bus}
}

// begin resets the session for a new game and tells the view
// (GameStarted).
func (s *Session) begin(g *game.Game, cur *game.ReplayCursor, rec *game.Recorder, intro bool) {
	s.g, s.cursor, s.rec = g, cur, rec
	s.introLeft, s.overFrames, s.handedOver, s.online = 0, 0, false, false
	s.padGone, s.padReturned = [2]bool{}, [2]bool{}
	s.app.controls.Reset()
	s.app.feed.Forget()
	patterns.Broadcast(s.bus, GameStarted{Mode: g.Mode(), Players: g.Players()})
	if intro {
		s.introLeft = s.app.Config.Rules.IntroFrames
		s.app.PlayMusic(trackID(game.MusicStageIntro))
	} else {
		s.app.PlayMusic(trackID(g.Music()))
	}
}

// beginOnline shows an online match's live game g: the match steps it
// (netMatch.step, from the global scene, under every scene) and
// hands its events to the feed; the session only asks for its music.
func (s *Session) beginOnline(g *game.Game) {
	s.begin(g, nil, nil, false)
	s.online = true
}

// Game returns the game being played (nil before the first).
func (s *Session) Game() *game.Game { return s.g }

// FixedUpdate steps the game once: one fixed step is one NES frame.
func (s *Session) FixedUpdate(float32) {
	g := s.g
	if g == nil {
		return
	}
	if s.online {
		s.app.PlayMusic(trackID(g.Music()))
		return
	}
	c := s.app.controls
	if s.introLeft > 0 {
		c.Consume()
		s.introLeft--
		if s.introLeft == 0 {
			s.app.PlayMusic(trackID(g.Music()))
		}
		return
	}
	var in [2]game.Buttons
	if s.cursor != nil {
		in = s.cursor.Buttons(g.Tick())
	} else {
		in = c.Buttons()
		c.Consume()
	}
	if s.rec != nil {
		s.rec.Record(g.Tick(), in)
	}
	g.Step(in)
	s.app.feed.Step(g.Tick()-1, g.Events())
	s.app.PlayMusic(trackID(g.Music()))
	if g.Phase() == game.PhaseGameOver {
		s.gameOverStep(in)
	}
	s.lastIn = in
}

// gameOverStep counts the game-over screen and hands over to the menus,
// except in scripted runs, which stay comparable with game.RunReplay.
func (s *Session) gameOverStep(in [2]game.Buttons) {
	g := s.g
	if s.overFrames == 0 {
		s.app.last = LastGame{Score: int64(g.Score()), Stage: g.Stage(), Password: g.Password(), Mode: g.Mode()}
	}
	s.overFrames++
	if s.handedOver || s.app.Flags.Scripted() {
		return
	}
	pressed := (in[0]|in[1])&^(s.lastIn[0]|s.lastIn[1])&(game.ButtonStart|game.ButtonA) != 0
	if s.overFrames >= GameOverHold || (s.overFrames >= GameOverMin && pressed) {
		s.handedOver = true
		s.app.gameOverDone()
	}
}

// Update runs once per frame: the controls' held bits are cleared for the
// next frame's commands, and a window that lost the focus pauses the game.
func (s *Session) Update(float32) {
	s.app.controls.EndFrame()
	if g := s.g; g != nil && s.cursor == nil && !s.online && !s.app.Flags.Scripted() && engine.Input().FocusLost() {
		// the window lost focus: pause, as for an unplugged pad
		if ph := g.Phase(); (ph == game.PhasePlaying || ph == game.PhaseBonus) && !g.Paused() && s.introLeft == 0 {
			s.app.controls.Press(0, game.ButtonStart)
		}
	}
}

// padLost pauses a game in play when a player's gamepad is unplugged, by
// pressing that player's Start: the pause goes through the game's input.
func (s *Session) padLost(ev input.GamepadDisconnected) {
	p := ev.Player - 1
	if p < 0 || p > 1 || s.g == nil || s.online || engine.Scenes().Active() != s.Owner().Scene() {
		return // an online match has no pause
	}
	s.padGone[p], s.padReturned[p] = true, false
	ph := s.g.Phase()
	if (ph == game.PhasePlaying || ph == game.PhaseBonus) && !s.g.Paused() && s.cursor == nil {
		s.app.controls.Press(p, game.ButtonStart)
	}
}

// padBack notes that the gamepad returned: the pause screen asks for Start.
func (s *Session) padBack(ev input.GamepadConnected) {
	p := ev.Player - 1
	if p < 0 || p > 1 || !s.padGone[p] {
		return
	}
	s.padGone[p], s.padReturned[p] = false, true
}

// trackID maps the game's music to a track id ("" for none).
func trackID(m game.Music) string {
	if m == game.MusicNone || int(m) > len(sound.TrackIDs) {
		return ""
	}
	return sound.TrackIDs[m-1]
}
