package menu_test

import (
	"fmt"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// longNotices are three start-up notices, each longer than the title's
// rows can hold, with a path that has no space to break at.
var longNotices = []string{
	"settings unreadable: not saving, the file /home/player/.config/bomberman/settings.json is kept as it is",
	"high scores were corrupt and set aside as /home/player/.config/bomberman/highscores.json.corrupt-1, starting an empty table",
	"controls unreadable: not saving, the default bindings are in use until the file can be read again",
}

// TestMenuScreensInNESColours takes every menu screen in its states (the
// title with and without notices, the secret code screen empty and
// rejecting a code, the game over with and without the name entry, the
// high scores, the options and both controls pages with a capture, the
// versus results, the STAGE card and the pause window with a lost pad, and
// the play scene's game over, versus match over and ending on games played
// to them) with the game's logical screenshots, and checks that every pixel
// is an NES palette colour and that the screen shows more than its
// background.
func TestMenuScreensInNESColours(t *testing.T) {
	a, pl := apptest.OpenLive(t, 3)
	a.Scores().Insert("BEN", 12300, 4)
	a.Scores().Insert("AL ", 900, 1)
	m := a.Menus()
	cases := []struct {
		what  string
		scene string
		setup func() // after the scene is entered
	}{
		{"title", menu.SceneTitle, func() { pl.Frames(45) }},
		{"title, 2P VERSUS chosen", menu.SceneTitle, func() { menu.SetTitleSel(m, menu.TitleVersus) }},
		{"title with three long notices", menu.SceneTitle, func() {
			menu.SetNotices(m, append([]string(nil), longNotices...))
			menu.EnterTitle(m)
		}},
		{"secret code, empty", menu.ScenePassword, nil},
		{"secret code, rejected", menu.ScenePassword, func() {
			pl.TypeText("ABCDEFGHIJ")
			menu.CheckPassword(m)
			menu.SetPasswordSel(m, 11)
		}},
		{"game over, name entry", menu.SceneGameOver, func() {
			menu.SetOverName(m, 1, ' ', 2, "NAME NEEDS A LETTER")
		}},
		{"game over, no entry", menu.SceneGameOver, func() { menu.SetOverEntry(m, false) }},
		{"high scores", menu.SceneScores, func() { menu.SetScoresHighlight(m, 1) }},
		{"options", menu.SceneOptions, func() { menu.SetOptionsSel(m, menu.OptLook) }},
		{"controls P1, capturing", menu.SceneOptions, func() {
			menu.SetControlsPage(m, 1, 4, 4, "")
		}},
		{"controls P2", menu.SceneOptions, func() {
			menu.SetControlsPage(m, 2, menu.CtlDefaults, -1, "SAVED")
		}},
		{"versus, P2 takes the round", menu.SceneVersus, func() {
			menu.SetVersusResult(m, play.VersusResult{Round: 2, Winner: 1, Wins: [2]int{1, 1}, Needed: 2, Match: -1})
		}},
		{"versus, a draw", menu.SceneVersus, func() {
			menu.SetVersusResult(m, play.VersusResult{Round: 3, Winner: -1, Wins: [2]int{1, 1}, Needed: 3, Match: -1})
		}},
		{"versus, P1 takes the match", menu.SceneVersus, func() {
			menu.SetVersusResult(m, play.VersusResult{Round: 3, Winner: 0, Wins: [2]int{2, 1}, Needed: 2, Match: 0})
		}},
	}
	for _, c := range cases {
		if c.scene == menu.SceneGameOver {
			menu.SetLast(a.Menus(), play.LastGame{Score: 15000, Stage: 5, Password: "ABCDEFGHIJKLMNOPABCD", Mode: game.ModeNormal})
		}
		if err := a.Engine().Scenes().Switch(c.scene); err != nil {
			t.Fatal(err)
		}
		pl.Frames(2)
		if c.setup != nil {
			c.setup()
		}
		pl.Frames(2)
		if got := apptest.Scene(a); got != c.scene {
			t.Fatalf("%s: got scene %q, want %q", c.what, got, c.scene)
		}
		apptest.CheckNES(t, c.what, apptest.Screenshot(t, a))
	}

	// the play scene's own screens: the STAGE card, then the pause window
	// over the field, with a lost pad's message
	if err := a.StartGame(game.ModeNormal, 1, ""); err != nil {
		t.Fatal(err)
	}
	pl.WaitFor("the play scene", 3, func() bool { return apptest.Scene(a) == play.SceneName })
	pl.Frames(2)
	apptest.CheckNES(t, "STAGE card", apptest.Screenshot(t, a))
	pl.WaitFor("play", 600, func() bool {
		return a.Play().Intro() == 0 && a.Game().Phase() == game.PhasePlaying
	})
	a.Controls().Press(0, game.ButtonStart)
	pl.Frames(2)
	if !a.Game().Paused() {
		t.Fatal("Start did not pause")
	}
	apptest.CheckNES(t, "pause", apptest.Screenshot(t, a))
	patterns.Broadcast(services.Bus(), input.GamepadDisconnected{Player: 1}) // the pad of player 1 is lost
	pl.Frames(2)
	apptest.CheckNES(t, "pause, a pad lost", apptest.Screenshot(t, a))

	// the session's end screens, on games played to them headless
	oneLife := *a.Config()
	oneLife.Rules.StartLives = 0
	ownBomb := func(p int) func(int) [2]game.Buttons {
		return func(tick int) (in [2]game.Buttons) {
			if tick == 1 {
				in[p] = game.ButtonA
			}
			return in
		}
	}
	rep, err := game.LoadReplay("../testdata/full_game.json")
	if err != nil {
		t.Fatal(err)
	}
	cur := rep.Cursor()
	ends := []struct {
		what  string
		cfg   *game.Config
		opts  game.Options
		in    func(int) [2]game.Buttons
		phase game.Phase
	}{
		{"game over, the secret code", &oneLife, game.Options{Seed: 2}, ownBomb(0), game.PhaseGameOver},
		{"versus, the match over", a.Config(), game.Options{Seed: 2, Mode: game.ModeVersus, Wins: 1}, ownBomb(0), game.PhaseGameOver},
		{"the ending", a.Config(), rep.Options(), cur.Buttons, game.PhaseEnding},
	}
	for _, e := range ends {
		g := apptest.PlayedTo(t, e.cfg, e.opts, e.in, e.phase)
		a.Play().Begin(g, nil, nil, false)
		pl.Frames(2)
		if g.Phase() != e.phase {
			t.Fatalf("%s: got phase %v, want %v", e.what, g.Phase(), e.phase)
		}
		apptest.CheckNES(t, e.what, apptest.Screenshot(t, a))
	}

	// the two-player fields: player 2 is repainted, not tinted, and his
	// HUD numbers are in his colour
	for _, mode := range []game.Mode{game.ModeVersus, game.ModeCoop} {
		if err := a.StartGame(mode, 1, ""); err != nil {
			t.Fatal(err)
		}
		pl.WaitFor("play", 600, func() bool {
			return a.Play().Intro() == 0 && a.Game().Phase() == game.PhasePlaying
		})
		pl.Frames(10)
		apptest.CheckNES(t, fmt.Sprintf("%v field", mode), apptest.Screenshot(t, a))
	}
}
