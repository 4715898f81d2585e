package bomberman

import (
	"fmt"
	"image"
	"image/color"
	"sort"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/games/bomberman/art"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// longNotices are three start-up notices, each longer than the title's
// rows can hold, with a path that has no space to break at.
var longNotices = []string{
	"settings unreadable: not saving, the file /home/player/.config/bomberman/settings.json is kept as it is",
	"high scores were corrupt and set aside as /home/player/.config/bomberman/highscores.json.corrupt-1, starting an empty table",
	"controls unreadable: not saving, the default bindings are in use until the file can be read again",
}

// offNES lists the pixels of img that are not NES palette colours
// (art.NESIndex): how many, the first one's place and colour, and the
// off colours by count.
func offNES(img *image.RGBA) (n int, first image.Point, firstC color.RGBA, colours string) {
	count := map[color.RGBA]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if _, ok := art.NESIndex(c); ok {
				continue
			}
			if n == 0 {
				first, firstC = image.Pt(x, y), c
			}
			n++
			count[c]++
		}
	}
	var cs []string
	for c, k := range count {
		cs = append(cs, fmt.Sprintf("%02x%02x%02x/%02x x%d", c.R, c.G, c.B, c.A, k))
	}
	sort.Strings(cs)
	if len(cs) > 8 {
		cs = append(cs[:8], "...")
	}
	return n, first, firstC, strings.Join(cs, " ")
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
	a, pl := newMenuApp(t, 3)
	a.Scores().Insert("BEN", 12300, 4)
	a.Scores().Insert("AL ", 900, 1)
	m := a.Menus()
	cases := []struct {
		what  string
		scene string
		setup func() // after the scene is entered
	}{
		{"title", SceneTitle, func() { pl.frames(45) }},
		{"title, 2P VERSUS chosen", SceneTitle, func() { m.title.sel = TitleVersus }},
		{"title with three long notices", SceneTitle, func() {
			a.warnings = append([]string(nil), longNotices...)
			m.title.enter()
		}},
		{"secret code, empty", ScenePassword, nil},
		{"secret code, rejected", ScenePassword, func() {
			pl.typeText("ABCDEFGHIJ")
			m.password.check()
			m.password.sel = 11
		}},
		{"game over, name entry", SceneGameOver, func() {
			m.over.name[1], m.over.pos = ' ', 2
			m.over.saveErr = "NAME NEEDS A LETTER"
		}},
		{"game over, no entry", SceneGameOver, func() { m.over.entry = false }},
		{"high scores", SceneScores, func() { m.scores.highlight = 1 }},
		{"options", SceneOptions, func() { m.options.sel = OptGlow }},
		{"controls P1, capturing", SceneOptions, func() {
			o := m.options
			o.player, o.sel, o.capture = 1, 4, 4
			o.refresh()
		}},
		{"controls P2", SceneOptions, func() {
			o := m.options
			o.player, o.sel, o.msg = 2, ctlDefaults, "SAVED"
			o.refresh()
		}},
		{"versus, P2 takes the round", SceneVersus, func() {
			m.versus.res = VersusResult{Round: 2, Winner: 1, Wins: [2]int{1, 1}, Needed: 2, Match: -1}
		}},
		{"versus, a draw", SceneVersus, func() {
			m.versus.res = VersusResult{Round: 3, Winner: -1, Wins: [2]int{1, 1}, Needed: 3, Match: -1}
		}},
		{"versus, P1 takes the match", SceneVersus, func() {
			m.versus.res = VersusResult{Round: 3, Winner: 0, Wins: [2]int{2, 1}, Needed: 2, Match: 0}
		}},
	}
	for _, c := range cases {
		if c.scene == SceneGameOver {
			a.last = LastGame{Score: 15000, Stage: 5, Password: "ABCDEFGHIJKLMNOPABCD", Mode: game.ModeNormal}
		}
		if err := engine.Scenes().Switch(c.scene); err != nil {
			t.Fatal(err)
		}
		pl.frames(2)
		if c.setup != nil {
			c.setup()
		}
		pl.frames(2)
		if got := activeScene(); got != c.scene {
			t.Fatalf("%s: got scene %q, want %q", c.what, got, c.scene)
		}
		checkNESFrame(t, c.what, screenshot(t))
	}

	// the play scene's own screens: the STAGE card, then the pause window
	// over the field, with a lost pad's message
	if err := a.StartGame(game.ModeNormal, 1, ""); err != nil {
		t.Fatal(err)
	}
	pl.waitFor("the play scene", 3, func() bool { return activeScene() == ScenePlay })
	pl.frames(2)
	checkNESFrame(t, "STAGE card", screenshot(t))
	pl.waitFor("play", 600, func() bool {
		return a.session.introLeft == 0 && a.Game().Phase() == game.PhasePlaying
	})
	a.controls.Press(0, game.ButtonStart)
	pl.frames(2)
	if !a.Game().Paused() {
		t.Fatal("Start did not pause")
	}
	checkNESFrame(t, "pause", screenshot(t))
	a.session.padGone[0] = true
	pl.frames(2)
	checkNESFrame(t, "pause, a pad lost", screenshot(t))

	// the session's end screens, on games played to them headless
	oneLife := *a.Config
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
		{"versus, the match over", a.Config, game.Options{Seed: 2, Mode: game.ModeVersus, Wins: 1}, ownBomb(0), game.PhaseGameOver},
		{"the ending", a.Config, rep.Options(), cur.Buttons, game.PhaseEnding},
	}
	for _, e := range ends {
		g := playedTo(t, e.cfg, e.opts, e.in, e.phase)
		a.session.begin(g, nil, nil, false)
		pl.frames(2)
		if g.Phase() != e.phase {
			t.Fatalf("%s: got phase %v, want %v", e.what, g.Phase(), e.phase)
		}
		checkNESFrame(t, e.what, screenshot(t))
	}

	// the two-player fields: player 2 is repainted, not tinted, and his
	// HUD numbers are in his colour
	for _, mode := range []game.Mode{game.ModeVersus, game.ModeCoop} {
		if err := a.StartGame(mode, 1, ""); err != nil {
			t.Fatal(err)
		}
		pl.waitFor("play", 600, func() bool {
			return a.session.introLeft == 0 && a.Game().Phase() == game.PhasePlaying
		})
		pl.frames(10)
		checkNESFrame(t, fmt.Sprintf("%v field", mode), screenshot(t))
	}
}

// playedTo plays a game headless with the inputs in gives by tick until
// it reaches phase.
func playedTo(t *testing.T, cfg *game.Config, opts game.Options, in func(int) [2]game.Buttons, phase game.Phase) *game.Game {
	t.Helper()
	g, err := game.New(cfg, opts)
	if err != nil {
		t.Fatal(err)
	}
	for tick := 0; g.Phase() != phase; tick++ {
		if tick > 1_000_000 {
			t.Fatalf("options %+v: phase %v not reached in %d ticks", opts, phase, tick)
		}
		g.Step(in(g.Tick()))
	}
	return g
}

// checkNESFrame fails unless every pixel of img is an NES colour and some
// are not the black background.
func checkNESFrame(t *testing.T, what string, img *image.RGBA) {
	t.Helper()
	if n, at, c, colours := offNES(img); n > 0 {
		t.Errorf("%s: got %d pixels off the NES palette, the first at %v is %v (%s), want none", what, n, at, c, colours)
	}
	if n := countPixels(img, img.Bounds(), notColour(MenuBack)); n < 100 {
		t.Errorf("%s: got %d pixels other than the black background, want a drawn screen", what, n)
	}
}
