package play

import (
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/effects"
	"github.com/bengine-go/bengine/games/bomberman/feed"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// LastGame is what a game over left: the game-over and high-score
// screens show it.
type LastGame struct {
	Score    int64
	Stage    int
	Password string
	Mode     game.Mode
}

// GameOverDone is published at the first step of a game over in a game
// played live: over to the menus, whose game over screen shows it from
// its first frame (it takes a high score's name), with what the game
// left. A scripted run (-headless, -replay) stays on the play scene's
// game over card, drawn in the same layout (DrawGameOver), and so does a
// versus match, whose result the versus screen shows.
type GameOverDone struct{ Last LastGame }

// Session is the play scene's driver: it owns the game being played and
// steps it one NES frame per fixed step (FixedUpdate), with the buttons of
// the bound controls or, for a replay, the replay's; it records the inputs
// when asked, hands each step's events to the feed and asks for the music
// the game wants. It draws nothing: the view's objects read the game each
// frame and hear its events on the bus.
type Session struct {
	scene.Base
	controls *controls.Controls
	music    *effects.Music
	feed     *feed.Feed
	bus      *patterns.EventBus
	input    *input.Manager // a window that lost the focus pauses
	scenes   *scene.Manager // a pad lost pauses only the scene showing
	scripted bool

	g      *game.Game
	cursor *game.ReplayCursor // replay input, or nil for live input
	rec    *game.Recorder     // recording, or nil

	introLeft  int  // frames of the STAGE card before the game's first step
	over       bool // the game over's first step has run: last holds it
	handedOver bool // the game over went to the menus
	last       LastGame

	padGone     [2]bool // a player's gamepad is unplugged
	padReturned [2]bool // and came back: "press start"

	online bool // the game is an online match's: the match steps it (package netmatch)
}

// begin resets the session for a new game and tells the view
// (feed.GameStarted).
func (s *Session) begin(g *game.Game, cur *game.ReplayCursor, rec *game.Recorder, intro bool) {
	s.g, s.cursor, s.rec = g, cur, rec
	s.introLeft, s.over, s.handedOver, s.online = 0, false, false, false
	s.padGone, s.padReturned = [2]bool{}, [2]bool{}
	s.controls.Reset()
	s.feed.Begin(g)
	if intro {
		s.introLeft = g.Numbers().IntroFrames
		s.music.Play(effects.TrackID(game.MusicStageIntro))
	} else {
		s.music.Play(effects.TrackID(g.Music()))
	}
}

// FixedUpdate steps the game once: one fixed step is one NES frame.
func (s *Session) FixedUpdate(float32) {
	g := s.g
	if g == nil {
		return
	}
	if s.online {
		s.music.Play(effects.TrackID(g.Music()))
		return
	}
	c := s.controls
	if s.introLeft > 0 {
		c.Consume()
		s.introLeft--
		if s.introLeft == 0 {
			s.music.Play(effects.TrackID(g.Music()))
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
	s.feed.Step(g.Tick()-1, g.Events())
	s.music.Play(effects.TrackID(g.Music()))
	if g.Phase() == game.PhaseGameOver && !s.over {
		s.gameOver()
	}
}

// gameOver keeps what the game left at its game over's first step and,
// in a game played live (not a versus match), hands the game over to the
// menus at once. Scripted runs stay, comparable with game.RunReplay.
func (s *Session) gameOver() {
	g := s.g
	s.over = true
	s.last = LastGame{Score: int64(g.Score()), Stage: g.Stage(), Password: g.Password(), Mode: g.Mode()}
	if s.scripted || g.Mode() == game.ModeVersus {
		return
	}
	s.handedOver = true
	patterns.Broadcast(s.bus, GameOverDone{Last: s.last})
}

// Update runs once per frame: the controls' held bits are cleared for the
// next frame's commands, and a window that lost the focus pauses the game.
func (s *Session) Update(float32) {
	s.controls.EndFrame()
	if g := s.g; g != nil && s.cursor == nil && !s.online && !s.scripted && s.input.FocusLost() {
		// the window lost focus: pause, as for an unplugged pad
		if ph := g.Phase(); (ph == game.PhasePlaying || ph == game.PhaseBonus) && !g.Paused() && s.introLeft == 0 {
			s.controls.Press(0, game.ButtonStart)
		}
	}
}

// padLost pauses a game in play when a player's gamepad is unplugged, by
// pressing that player's Start: the pause goes through the game's input.
func (s *Session) padLost(ev input.GamepadDisconnected) {
	p := ev.Player - 1
	if p < 0 || p > 1 || s.g == nil || s.online || s.scenes.Active() != s.Owner().Scene() {
		return // an online match has no pause
	}
	s.padGone[p], s.padReturned[p] = true, false
	ph := s.g.Phase()
	if (ph == game.PhasePlaying || ph == game.PhaseBonus) && !s.g.Paused() && s.cursor == nil {
		s.controls.Press(p, game.ButtonStart)
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
