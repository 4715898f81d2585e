package bomberman

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
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

// Session is the play scene's component: it owns the game being played and
// drives it one NES frame per fixed step (FixedUpdate), with the buttons of
// the bound controls or, for a replay, the replay's; it records the inputs
// when asked and turns the game's events into sounds, music, particles and
// screen shake; Render draws the state (render.go).
type Session struct {
	scene.Base
	app *App

	g      *game.Game
	cursor *game.ReplayCursor // replay input, or nil for live input
	rec    *game.Recorder     // recording, or nil

	introLeft  int  // frames of the STAGE card before the game's first step
	overFrames int  // steps spent in the game-over phase
	handedOver bool // the game over went to the menus
	lastIn     [2]game.Buttons

	padGone     [2]bool // a player's gamepad is unplugged
	padReturned [2]bool // and came back: "press start"

	shake    int // frames of shake left
	chainAge int // steps since the last explosion
	chain    int // explosions in the current chain window

	centres [game.MaxFlames]struct{ x, y int8 } // explosion centres still burning
	ncentre int

	popups [4]popup // score pop-ups that belong to no enemy (the secret bonus)

	fx   fx
	view view // render scratch (render.go)
}

func newSession(a *App) *Session {
	s := &Session{app: a}
	s.fx.init(a)
	return s
}

// begin resets the session for a new game.
func (s *Session) begin(g *game.Game, cur *game.ReplayCursor, rec *game.Recorder, intro bool) {
	s.g, s.cursor, s.rec = g, cur, rec
	s.introLeft, s.overFrames, s.handedOver = 0, 0, false
	s.shake, s.chain, s.chainAge, s.ncentre = 0, 0, 0, 0
	s.padGone, s.padReturned = [2]bool{}, [2]bool{}
	s.popups = [len(s.popups)]popup{}
	s.fx.clear()
	s.app.controls.Reset()
	if intro {
		s.introLeft = s.app.Config.Rules.IntroFrames
		s.app.PlayMusic(trackID(game.MusicStageIntro))
	} else {
		s.app.PlayMusic(trackID(g.Music()))
	}
}

// popup is a score shown over a cell for a while.
type popup struct {
	x, y, points, left int
}

// addPopup shows points over cell (x, y) for the enemies' pop-up time,
// replacing the oldest pop-up when all are in use.
func (s *Session) addPopup(x, y, points int) {
	k := 0
	for i := range s.popups {
		if s.popups[i].left < s.popups[k].left {
			k = i
		}
	}
	s.popups[k] = popup{x: x, y: y, points: points, left: s.app.Config.Rules.EnemyPopupFrames}
}

// Game returns the game being played (nil before the first).
func (s *Session) Game() *game.Game { return s.g }

// FixedUpdate steps the game once: one fixed step is one NES frame.
func (s *Session) FixedUpdate(float32) {
	g := s.g
	if g == nil {
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
	for _, ev := range g.Events() {
		s.onEvent(ev)
	}
	s.app.PlayMusic(trackID(g.Music()))
	s.chainAge++
	for i := range s.popups {
		if s.popups[i].left > 0 {
			s.popups[i].left--
		}
	}
	if s.ncentre > 0 {
		s.pruneCentres()
	}
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

// onEvent turns one game event into its sound, particles and shake
// (docs/nes-rules.md section 10).
func (s *Session) onEvent(ev game.Event) {
	au := services.Audio()
	pan := s.pan(ev.X)
	switch ev.Kind {
	case game.EventFootstep:
		if ev.Value == 1 {
			au.PlaySound("footstep_h", 1, pan)
		} else {
			au.PlaySound("footstep_v", 1, pan)
		}
	case game.EventBombPlaced:
		au.PlaySound("bomb_place", 1, pan)
	case game.EventExplosion:
		au.PlaySound("explosion", 1, pan)
		s.fx.burst(fxSparks, ev.X, ev.Y, 14)
		s.addCentre(ev.X, ev.Y)
		if s.chainAge > ChainWindow {
			s.chain = 0
		}
		s.chain++
		s.chainAge = 0
		if s.chain >= ChainShake && s.app.settings.ScreenShake {
			s.shake = ShakeFrames
		}
	case game.EventBrickDestroyed:
		s.fx.burst(fxDebris, ev.X, ev.Y, 6)
	case game.EventItemCollected:
		au.PlaySound("item_get", 1, pan)
	case game.EventSecretCollected:
		au.PlaySound("item_get", 1, pan)
		s.addPopup(ev.X, ev.Y, ev.Value)
	case game.EventPlayerDied:
		au.PlaySound("player_die", 1, pan)
	case game.EventEnemyKilled:
		s.fx.burst(fxDissolve, ev.X, ev.Y, 10)
	case game.EventAllEnemiesDead, game.EventPause:
		au.PlaySound("pause", 1, 0)
	case game.EventPasswordShown:
		au.PlaySound("password_beep", 1, 0)
	}
}

// pan places a sound left or right by its cell's place on screen.
func (s *Session) pan(cellX int) float32 {
	x := float32(cellX*Cell+Cell/2-s.scroll()) - ScreenW/2
	return max(-1, min(1, x/ScreenW))
}

func (s *Session) addCentre(x, y int) {
	if s.ncentre < len(s.centres) {
		s.centres[s.ncentre].x, s.centres[s.ncentre].y = int8(x), int8(y)
		s.ncentre++
	}
}

// pruneCentres forgets explosion centres whose cell no longer burns.
func (s *Session) pruneCentres() {
	fl := s.g.Flames()
	n := 0
	for i := 0; i < s.ncentre; i++ {
		c := s.centres[i]
		for _, f := range fl {
			if f.X == int(c.x) && f.Y == int(c.y) {
				s.centres[n] = c
				n++
				break
			}
		}
	}
	s.ncentre = n
}

func (s *Session) isCentre(x, y int) bool {
	for i := 0; i < s.ncentre; i++ {
		if int(s.centres[i].x) == x && int(s.centres[i].y) == y {
			return true
		}
	}
	return false
}

// Update runs once per frame: particles and shake age with real time, and
// the controls' held bits are cleared for the next frame's commands.
func (s *Session) Update(dt float32) {
	s.app.controls.EndFrame()
	if g := s.g; g != nil && s.cursor == nil && !s.app.Flags.Scripted() && engine.Input().FocusLost() {
		// the window lost focus: pause, as for an unplugged pad
		if ph := g.Phase(); (ph == game.PhasePlaying || ph == game.PhaseBonus) && !g.Paused() && s.introLeft == 0 {
			s.app.controls.Press(0, game.ButtonStart)
		}
	}
	s.fx.update(dt)
	if s.shake > 0 {
		s.shake--
	}
}

// padLost pauses a game in play when a player's gamepad is unplugged, by
// pressing that player's Start: the pause goes through the game's input.
func (s *Session) padLost(ev input.GamepadDisconnected) {
	p := ev.Player - 1
	if p < 0 || p > 1 || s.g == nil || engine.Scenes().Active() != s.Owner().Scene() {
		return
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
