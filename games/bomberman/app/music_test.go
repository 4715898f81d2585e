package app_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
)

// inOrder fails unless every string of want appears in log, in order.
func inOrder(t *testing.T, log string, want ...string) {
	t.Helper()
	last := 0
	for _, w := range want {
		i := strings.Index(log[last:], w)
		if i < 0 {
			t.Fatalf("no %s after %q in the audio log", w, log[max(0, last-120):last])
		}
		last += i + len(w)
	}
}

// TestMusicItemAndClear has the bot clear stage 1 (reveal and take the
// Flames item, kill the six Ballooms, walk onto the exit), records it as a
// replay, and plays the replay through the engine headless: the item's
// sound and the alternate theme, the all-enemies chime and the clear
// jingle follow each other in the audio log, and the end state equals
// game.RunReplay's.
func TestMusicItemAndClear(t *testing.T) {
	cfg := apptest.Config(t)
	opts := game.Options{Seed: 42, Stage: 1}
	g, err := game.New(cfg, opts)
	if err != nil {
		t.Fatal(err)
	}
	inputs, ok := apptest.BotPlay(g, 1, func(g *game.Game) bool { return g.Phase() == game.PhaseClear }, 30000)
	if !ok {
		t.Fatalf("the bot did not clear stage 1 in %d ticks (phase %v)", len(inputs), g.Phase())
	}
	rec := game.NewRecorder(opts)
	for i, in := range inputs {
		rec.Record(i, [2]game.Buttons{in, 0})
	}
	dir := t.TempDir()
	replay, dump := filepath.Join(dir, "clear.json"), filepath.Join(dir, "dump.json")
	if err := rec.Replay().Save(replay); err != nil {
		t.Fatal(err)
	}
	ticks := len(inputs) + 30

	apptest.SDL(t, apptest.EffectsOff()) // fast frames: the audio is what is tested
	logb, _ := withLoggedAudio(t)
	a := apptest.Open(t, app.Flags{Replay: replay, Ticks: ticks, Dump: dump})
	if err := a.Run(); err != nil {
		t.Fatal(err)
	}
	inOrder(t, logb.String(),
		playMusic("main", true),
		playSound("item_get"),
		playMusic("alt", true),
		playSound("pause"), // all enemies defeated
		playMusic("clear", false),
	)
	r, err := game.LoadReplay(replay)
	if err != nil {
		t.Fatal(err)
	}
	want, err := game.RunReplay(cfg, r, ticks)
	if err != nil {
		t.Fatal(err)
	}
	wantJSON, _ := want.Dump().JSON()
	got, _ := os.ReadFile(dump)
	if !bytes.Equal(got, wantJSON) {
		t.Fatalf("after a %d-tick stage the engine's dump differs from RunReplay's", ticks)
	}
}

// TestMusicInvincible continues at stage 26 from a password (flamepass,
// range 3) and has the bot take the stage's Mystery item, feeding its
// buttons through the live input path (the bound controls) frame by frame:
// the item's sound, then the invincibility theme; and the live path ends in
// the same state as the bot's own game.
func TestMusicInvincible(t *testing.T) {
	cfg := apptest.Config(t)
	pw := game.Progress{Stage: 26, Bombs: 4, Range: 3, Flamepass: true}.Password()
	g, err := game.New(cfg, game.Options{Seed: 42, Password: pw}) // as CONTINUE starts it
	if err != nil {
		t.Fatal(err)
	}
	inputs, ok := apptest.BotPlay(g, 1, func(g *game.Game) bool { return g.Music() == game.MusicInvincible }, 30000)
	if !ok {
		t.Fatalf("the bot did not take the Mystery item in %d ticks", len(inputs))
	}

	apptest.SDL(t, apptest.EffectsOff()) // fast frames: the audio is what is tested
	logb, _ := withLoggedAudio(t)
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true})
	if err := a.StartFirst(game.ModeNormal, 26, pw, false); err != nil { // the first game, with -seed 42
		t.Fatal(err)
	}
	apptest.Frames(t, a, 1) // the engine's first frame measures time and runs no fixed step
	if got := a.Game().Tick(); got != 0 {
		t.Fatalf("got tick %d after the first frame, want 0", got)
	}
	for _, in := range inputs {
		a.Controls().Press(0, in)
		apptest.Frames(t, a, 1)
	}
	if got := a.Game().Tick(); got != len(inputs) {
		t.Fatalf("got %d steps, want %d", got, len(inputs))
	}
	inOrder(t, logb.String(), playSound("item_get"), playMusic("invincible", true))
	gotJSON, _ := a.Game().Dump().JSON()
	wantJSON, _ := g.Dump().JSON()
	if !bytes.Equal(gotJSON, wantJSON) {
		t.Fatalf("the live input path ends elsewhere than the bot's game:\ngot  %s\nwant %s", gotJSON, wantJSON)
	}
}
