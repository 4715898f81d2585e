package app_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/play"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// TestHeadlessMatchesRunReplay plays replays through the whole engine
// (scenes, the session component, rendering) headless and checks that the
// -dump file equals game.RunReplay's dump: the engine path feeds the rules
// exactly the replay's inputs, one step per fixed step, and adds nothing,
// with the engine's render thread on and off.
func TestHeadlessMatchesRunReplay(t *testing.T) {
	apptest.SDL(t, nil)
	cfg := apptest.Config(t)
	cases := []struct {
		file  string
		ticks int
	}{
		{"../testdata/start.json", 90},
		{"../testdata/walk_corner.json", 200},
		{"../testdata/own_bomb.json", 400}, // the player dies: dying phase, new map
		{"../testdata/coop_own_bomb.json", 250},
		{"testdata/brick.json", 300},
		{"testdata/own_bomb_pause.json", 330},
	}
	for _, c := range cases {
		t.Run(filepath.Base(c.file), func(t *testing.T) {
			r, err := game.LoadReplay(c.file)
			if err != nil {
				t.Fatal(err)
			}
			g, err := game.RunReplay(cfg, r, c.ticks)
			if err != nil {
				t.Fatal(err)
			}
			want, err := g.Dump().JSON()
			if err != nil {
				t.Fatal(err)
			}
			for _, thread := range []engine.RenderThread{engine.RenderThreadOn, engine.RenderThreadOff} {
				dump := filepath.Join(t.TempDir(), "dump.json")
				a := apptest.Open(t, app.Flags{Replay: c.file, Ticks: c.ticks, Dump: dump, RenderThread: thread})
				if err := a.Run(); err != nil {
					t.Fatal(err)
				}
				a.Close()
				got, err := os.ReadFile(dump)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, want) {
					t.Fatalf("render thread %v: engine dump differs from RunReplay's:\ngot  %s\nwant %s", thread == engine.RenderThreadOn, got, want)
				}
				var d game.Dump
				if err := json.Unmarshal(got, &d); err != nil || d.Tick != c.ticks {
					t.Fatalf("got tick %d (err %v), want %d", d.Tick, err, c.ticks)
				}
			}
		})
	}
}

// TestRecordReplaysTheSame records a game played from a replay and plays
// the recording back: the same end state.
func TestRecordReplaysTheSame(t *testing.T) {
	apptest.SDL(t, nil)
	dir := t.TempDir()
	rec, d1, d2 := filepath.Join(dir, "rec.json"), filepath.Join(dir, "d1.json"), filepath.Join(dir, "d2.json")
	a := apptest.Open(t, app.Flags{Replay: "testdata/brick.json", Ticks: 260, Record: rec, Dump: d1})
	if err := a.Run(); err != nil {
		t.Fatal(err)
	}
	a.Close()
	b := apptest.Open(t, app.Flags{Replay: rec, Ticks: 260, Dump: d2})
	if err := b.Run(); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(d2)
	want, _ := os.ReadFile(d1)
	if len(want) == 0 || !bytes.Equal(got, want) {
		t.Fatalf("the recording replays to a different state:\ngot  %s\nwant %s", got, want)
	}
}

// TestStageScreenshot checks a stage in play by pixels: the grey HUD bar
// around the text row at y = 16, the pillars at their cells, the player
// sprite on cell (1, 1), a brick where the map has one, and the camera
// scrolled with the player.
func TestStageScreenshot(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	shot := filepath.Join(t.TempDir(), "shot.png")
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true, Ticks: 3, Screenshot: shot})
	if err := a.Run(); err != nil {
		t.Fatal(err)
	}
	img := apptest.ReadPNG(t, shot)
	if b := img.Bounds(); b.Dx() != assets.ScreenW || b.Dy() != assets.ScreenH {
		t.Fatalf("got a %v screenshot, want %dx%d", b, assets.ScreenW, assets.ScreenH)
	}
	g := a.Game()
	// The HUD bar: grey in every row of the HUD outside the glyphs.
	for _, p := range [][2]int{{0, 0}, {2, 16}, {2, 31}, {100, 2}, {255, 24}, {80, 20}} {
		if !apptest.Near(img.RGBAAt(p[0], p[1]), assets.HUDGrey) {
			t.Errorf("HUD at %v: got %v, want the HUD grey %v", p, img.RGBAAt(p[0], p[1]), assets.HUDGrey)
		}
	}
	// Some HUD text pixels are white (TIME at x=8).
	white := 0
	for y := assets.HUDRow; y < assets.HUDRow+8; y++ {
		for x := 8; x < 40; x++ {
			if c := img.RGBAAt(x, y); c.R > 240 && c.G > 240 && c.B > 240 {
				white++
			}
		}
	}
	if white < 20 {
		t.Errorf("got %d white pixels in TIME, want the HUD text", white)
	}
	as := a.Assets()
	check := func(what string, name string, cx, cy int) {
		t.Helper()
		want, ok := as.Art.Image(name)
		if !ok {
			t.Fatalf("no sprite %s", name)
		}
		bad := 0
		for y := 0; y < assets.Cell; y++ {
			for x := 0; x < assets.Cell; x++ {
				w := want.RGBAAt(x, y)
				if w.A != 255 {
					continue
				}
				if got := img.RGBAAt(cx*assets.Cell+x-g.ScrollX(), assets.MapTop+cy*assets.Cell+y); !apptest.NearRGBA(got, w) {
					bad++
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s at cell (%d, %d): %d pixels differ from sprite %s", what, cx, cy, bad, name)
		}
	}
	for _, c := range [][2]int{{0, 0}, {2, 2}, {4, 2}, {2, 4}, {14, 10}, {0, 12}} {
		check("pillar", "pillar", c[0], c[1])
	}
	p := g.Player(0)
	if p.X != 1 || p.Y != 1 || p.U != 8 || p.V != 8 {
		t.Fatalf("player at %+v, want centred on (1, 1)", p.Pos)
	}
	check("player", "player_"+[4]string{"right", "up", "left", "down"}[p.Facing]+"_0", 1, 1) // by game.Dir
	for y := 1; y < game.MapH-1; y++ {
		for x := 1; x < 16; x++ {
			if g.Tile(x, y) == game.TileBrick {
				check("brick", "brick", x, y)
				return
			}
		}
	}
	t.Error("no brick on the first screen")
}

// TestScreens renders the other screens of a game and checks them by
// pixels: the STAGE card, the pause overlay, dying, game over with the
// password.
func TestScreens(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true, Live: true})
	// The STAGE card of an interactive start: black with white text.
	if err := a.StartGame(game.ModeNormal, 4, ""); err != nil {
		t.Fatal(err)
	}
	apptest.Frames(t, a, 2)
	img := apptest.Screenshot(t, a)
	if c := img.RGBAAt(4, 4); c.R|c.G|c.B != 0 {
		t.Errorf("STAGE card corner: got %v, want black", c)
	}
	if n := apptest.CountBright(img, 80, 112, 176, 120); n < 30 {
		t.Errorf("STAGE card: got %d bright pixels on the text row, want \"STAGE 4\"", n)
	}
	for i := 0; i < a.Config().Rules.IntroFrames && a.Play().Intro() > 0; i++ {
		apptest.Frames(t, a, 1)
	}
	apptest.Frames(t, a, 1)
	if a.Game().Tick() != 1 {
		t.Fatalf("after the card: got tick %d, want 1 (the game starts after the card)", a.Game().Tick())
	}
	// Pause: Start through the controls, as a key press would.
	a.Controls().Press(0, game.ButtonStart)
	apptest.Frames(t, a, 2)
	if !a.Game().Paused() {
		t.Fatal("Start did not pause")
	}
	img = apptest.Screenshot(t, a)
	if n := apptest.CountBright(img, 108, 120, 148, 128); n < 20 {
		t.Errorf("pause: got %d bright pixels where PAUSE goes, want the word", n)
	}
	a.Controls().Press(0, game.ButtonStart)
	apptest.Frames(t, a, 2)
	if a.Game().Paused() {
		t.Fatal("Start did not resume")
	}
	// Game over: stand on your own bomb until the lives run out.
	for i := 0; i < 6000 && a.Game().Phase() != game.PhaseGameOver; i++ {
		if a.Game().Phase() == game.PhasePlaying && a.Game().Player(0).Alive {
			a.Controls().Press(0, game.ButtonA)
		}
		apptest.Frames(t, a, 1)
	}
	if a.Game().Phase() != game.PhaseGameOver {
		t.Fatalf("got phase %v, want gameover", a.Game().Phase())
	}
	apptest.Frames(t, a, 1)
	img = apptest.Screenshot(t, a)
	if y := play.GameOverTitleY; apptest.CountBright(img, 88, y, 168, y+8) < 30 {
		t.Errorf("game over: got %d bright pixels on the GAME OVER row, want the words", apptest.CountBright(img, 88, y, 168, y+8))
	}
	if y := play.GameOverCodeY + play.GameOverRowDY; apptest.CountBright(img, 48, y, 208, y+8) < 60 {
		n := apptest.CountBright(img, 48, y, 208, y+8)
		t.Errorf("game over: got %d bright pixels on the password row, want 20 letters", n)
	}
	if a.Play().Last().Password == "" || a.Play().Last().Stage != 4 {
		t.Errorf("got last game %+v, want stage 4 with a password", a.Play().Last())
	}
}

// TestEnding has the bot clear stage 50 (continued from a password) and
// hands that game to the play scene: the ending screen shows its picture
// and text, and when it ends the game loops to stage 1's card.
func TestEnding(t *testing.T) {
	cfg := apptest.Config(t)
	g, err := game.New(cfg, game.Options{Seed: 4, Stage: 50})
	if err != nil {
		t.Fatal(err)
	}
	pw := game.Progress{Stage: 50, Bombs: 8, Range: 5, Flamepass: true, Speed: true}.Password()
	if err := g.Continue(pw); err != nil {
		t.Fatal(err)
	}
	if _, ok := apptest.BotPlay(g, 1, func(g *game.Game) bool { return g.Phase() == game.PhaseEnding }, 40000); !ok {
		t.Fatalf("the bot did not clear stage 50 (phase %v): the ending is not reached", g.Phase())
	}
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 1, SeedSet: true})
	a.Play().Begin(g, nil, nil, false)
	apptest.Frames(t, a, 3)
	img := apptest.Screenshot(t, a)
	if out := os.Getenv("BOMBERMAN_SHOTS"); out != "" {
		_ = a.SaveScreenshot(filepath.Join(out, "ending.png"))
	}
	if c := img.RGBAAt(4, 4); c.R|c.G|c.B != 0 {
		t.Errorf("ending corner: got %v, want black", c)
	}
	lit := 0
	for y := 40; y < 136; y++ {
		for x := 64; x < 192; x++ {
			if c := img.RGBAAt(x, y); c.R|c.G|c.B != 0 {
				lit++
			}
		}
	}
	if lit < 128*96*3/4 {
		t.Errorf("ending picture: got %d coloured pixels, want most of its 128x96", lit)
	}
	if n := apptest.CountBright(img, 48, 160, 208, 168); n < 40 {
		t.Errorf("ending text: got %d bright pixels, want the words", n)
	}
	if a.Music() != "ending" {
		t.Errorf("got music %q, want ending", a.Music())
	}
	for i := 0; i < cfg.Rules.EndingFrames+10 && g.Phase() == game.PhaseEnding; i++ {
		apptest.Frames(t, a, 1)
	}
	if g.Phase() != game.PhaseIntro || g.Stage() != 1 {
		t.Fatalf("after the ending: got phase %v stage %d, want stage 1's intro", g.Phase(), g.Stage())
	}
	apptest.Frames(t, a, 1)
	if n := apptest.CountBright(apptest.Screenshot(t, a), 80, 112, 176, 120); n < 30 {
		t.Errorf("got %d bright pixels on the card's row, want STAGE 1", n)
	}
}

// loseAllLives stands on fresh bombs until the game is over.
func loseAllLives(t *testing.T, a *app.App) {
	t.Helper()
	for i := 0; i < 8000 && a.Game().Phase() != game.PhaseGameOver; i++ {
		if a.Game().Phase() == game.PhasePlaying && a.Game().Player(0).Alive {
			a.Controls().Press(0, game.ButtonA)
		}
		apptest.Frames(t, a, 1)
	}
	if a.Game().Phase() != game.PhaseGameOver {
		t.Fatalf("got phase %v, want gameover", a.Game().Phase())
	}
}

// TestGameOverHandover: in a played (not scripted) game the game over
// goes to the menus' game over screen at its first step, with what the
// game left; a press there counts only after menu.GameOverWait.
func TestGameOverHandover(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Stage: 2, Seed: 9, SeedSet: true, Live: true})
	loseAllLives(t, a)
	apptest.Frames(t, a, 2)
	if got := apptest.Scene(a); got != menu.SceneGameOver {
		t.Fatalf("at the game over: got scene %s, want %s", got, menu.SceneGameOver)
	}
	if l := a.Play().Last(); l.Stage != 2 || l.Password == "" {
		t.Errorf("got last game %+v, want stage 2 and a password", l)
	}
	key := func() {
		for _, down := range []bool{true, false} {
			if err := inputtest.PushKey(input.KeyReturn, down); err != nil {
				t.Fatal(err)
			}
			apptest.Frames(t, a, 1)
		}
	}
	key() // too early: the screen stays
	if got := apptest.Scene(a); got != menu.SceneGameOver {
		t.Fatalf("Return right at the game over: got scene %s, want the game over still", got)
	}
	apptest.Frames(t, a, menu.GameOverWait*60)
	key()
	apptest.Frames(t, a, 2)
	if got := apptest.Scene(a); got == menu.SceneGameOver {
		t.Fatalf("Return once input counts: still on the game over")
	}
}

// TestApplySettings: the effect switches take effect at once.
func TestApplySettings(t *testing.T) {
	apptest.SDL(t, nil)
	a := apptest.Open(t, app.Flags{Replay: "testdata/brick.json", Ticks: 240})
	if err := a.Run(); err != nil {
		t.Fatal(err)
	}
	if fx := a.Engine().Renderer().Effects(); fx.Lighting || fx.Glow {
		t.Fatalf("default settings (the NES look): got lighting %v glow %v, want both off", fx.Lighting, fx.Glow)
	}
	if a.Play().Effects().Live() == 0 {
		t.Fatal("no particles after an explosion and a broken brick")
	}
	s := a.Settings()
	s.Look = save.LookModern
	a.ApplySettings(s)
	if fx := a.Engine().Renderer().Effects(); apptest.RenderTargets(a) && (!fx.Lighting || !fx.Glow) {
		t.Fatalf("the modern look: got lighting %v glow %v, want both on", fx.Lighting, fx.Glow)
	}
	s.Look, s.Particles, s.MusicVolume = save.LookNES, false, 0
	a.ApplySettings(s)
	if fx := a.Engine().Renderer().Effects(); fx.Lighting || fx.Glow {
		t.Fatalf("effects off: got lighting %v glow %v, want both off", fx.Lighting, fx.Glow)
	}
	if n := a.Play().Effects().Live(); n != 0 {
		t.Fatalf("particles off: got %d live, want 0", n)
	}
	if a.Settings() != s {
		t.Fatalf("got settings %+v, want %+v", a.Settings(), s)
	}
}

// TestBonusStage has the bot clear stage 5 and hands the game to the play
// scene during the bonus stage's intro: the card says BONUS STAGE, then the
// bonus theme plays.
func TestBonusStage(t *testing.T) {
	cfg := apptest.Config(t)
	g, err := game.New(cfg, game.Options{Seed: 2, Stage: 5})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Continue(game.Progress{Stage: 5, Bombs: 6, Range: 4, Flamepass: true, Speed: true}.Password()); err != nil {
		t.Fatal(err)
	}
	if _, ok := apptest.BotPlay(g, 1, func(g *game.Game) bool { return g.Phase() == game.PhaseIntro && g.Bonus() }, 30000); !ok {
		t.Fatalf("the bot did not reach the bonus stage after stage 5 (phase %v, stage %d)", g.Phase(), g.Stage())
	}
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 1, SeedSet: true})
	a.Play().Begin(g, nil, nil, false)
	apptest.Frames(t, a, 3)
	img := apptest.Screenshot(t, a)
	// "BONUS STAGE" is 11 glyphs centred: x 84..172 on row 112.
	if n := apptest.CountBright(img, 84, 112, 172, 120); n < 60 {
		t.Errorf("got %d bright pixels on the card's row, want BONUS STAGE", n)
	}
	if n := apptest.CountBright(img, 0, 112, 80, 120); n != 0 {
		t.Errorf("got %d bright pixels left of the card's text, want none (STAGE n is shorter)", n)
	}
	for i := 0; i < cfg.Rules.IntroFrames+5 && g.Phase() == game.PhaseIntro; i++ {
		apptest.Frames(t, a, 1)
	}
	if g.Phase() != game.PhaseBonus || a.Music() != "bonus" {
		t.Fatalf("after the card: got phase %v music %q, want bonus and the bonus theme", g.Phase(), a.Music())
	}
}
