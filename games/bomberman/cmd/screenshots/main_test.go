package main

import (
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/games/bomberman/art"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// TestPicks plays the rules as the command does and checks that every
// picture it takes has a run to take it: stage 1 with Ballooms on screen,
// a bomb that burns a full cross, each enemy clear on screen.
func TestPicks(t *testing.T) {
	cfg, err := game.LoadConfig(os.DirFS("../../../../data/bomberman"))
	if err != nil {
		t.Fatal(err)
	}
	seed, tick, err := pickStage1(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.New(cfg, game.Options{Seed: seed, Stage: 1})
	if err != nil {
		t.Fatal(err)
	}
	for g.Tick() < tick {
		g.Step([2]game.Buttons{})
	}
	if n := onScreen(g, 0); n < 3 {
		t.Errorf("stage 1, seed %d, tick %d: got %d enemies on screen, want 3 or more", seed, tick, n)
	}
	r, tick, err := pickExplosion(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g, err = game.RunReplay(cfg, r, tick)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(g.Flames()) + burning(g); n < 5 || !g.Player(0).Alive {
		t.Errorf("explosion at tick %d: got %d burning cells, player alive %v, want 5 or more and alive", tick, n, g.Player(0).Alive)
	}
	for k, name := range art.Enemies {
		kind := game.EnemyKind(k + 1)
		stage, seed, tick, err := pickEnemy(cfg, kind)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		g, err := game.New(cfg, game.Options{Seed: seed, Stage: stage})
		if err != nil {
			t.Fatal(err)
		}
		for g.Tick() < tick {
			g.Step([2]game.Buttons{})
		}
		if e, ok := showcased(g, kind); !ok || e.Kind != kind {
			t.Errorf("%s: stage %d seed %d tick %d: none on screen", name, stage, seed, tick)
		}
	}
}

// TestREADMEPicturesAreCurrent takes every picture again, as the command
// does, and compares each with the one in docs/img pixel for pixel: a
// change to the art, the rules or the renderer that changes what the
// README shows fails here until the pictures are taken again. It takes
// them with the engine's render thread on and off: the same pictures.
func TestREADMEPicturesAreCurrent(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: plays eleven headless runs twice")
	}
	if runtime.GOOS != "linux" {
		t.Skip("docs/img is taken on Linux; other systems' render drivers may round a pixel differently")
	}
	for _, c := range []struct {
		name   string
		thread engine.RenderThread
	}{{"render thread", engine.RenderThreadOn}, {"no render thread", engine.RenderThreadOff}} {
		t.Run(c.name, func(t *testing.T) { picturesAreCurrent(t, c.thread) })
	}
}

func picturesAreCurrent(t *testing.T, thread engine.RenderThread) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	t.Setenv("BOMBERMAN_CONFIG_DIR", "") // run sets it; restored after
	out := t.TempDir()
	if err := run(filepath.Join("..", "..", "..", "..", "data", "bomberman"), out, thread); err != nil {
		t.Fatal(err)
	}
	taken, err := filepath.Glob(filepath.Join(out, "*.png"))
	if err != nil || len(taken) == 0 {
		t.Fatalf("the command wrote no pictures (%v)", err)
	}
	committed, err := filepath.Glob(filepath.Join("..", "..", "..", "..", "docs", "img", "*.png"))
	if err != nil {
		t.Fatal(err)
	}
	if len(committed) != len(taken) {
		t.Errorf("docs/img holds %d pictures, the command takes %d", len(committed), len(taken))
	}
	for _, path := range taken {
		name := filepath.Base(path)
		want, err := readPNG(filepath.Join("..", "..", "..", "..", "docs", "img", name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		got, err := readPNG(path)
		if err != nil {
			t.Fatal(err)
		}
		if n := differing(got, want); n != 0 {
			t.Errorf("docs/img/%s is out of date: %d pixels differ; take them again with go run ./games/bomberman/cmd/screenshots", name, n)
		}
	}
}

func readPNG(path string) (*image.RGBA, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, err
	}
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Rect, img, img.Bounds().Min, draw.Src)
	return rgba, nil
}

// differing counts the pixels that differ; a size mismatch counts all.
func differing(a, b *image.RGBA) int {
	if a.Rect.Size() != b.Rect.Size() {
		return a.Rect.Dx() * a.Rect.Dy()
	}
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		if [4]byte(a.Pix[i:i+4]) != [4]byte(b.Pix[i:i+4]) {
			n++
		}
	}
	return n
}
