package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/examples/internal/extest"
	"github.com/bengine-go/bengine/examples/tutorial/snake"
)

// play starts the game keeping its best score at path, and returns the
// engine, the game and the best score after the first frame.
func play(t *testing.T, path string) (*engine.Engine, *snake.Game, *snake.Best) {
	t.Helper()
	e := extest.Start(t, nil, func(e *engine.Engine) error { return newGame(e, path) })
	extest.Frames(t, e, 1)
	return e, extest.Component[*snake.Game](t, "game"), extest.Component[*snake.Best](t, "best")
}

// TestBestScoreSurvives eats twice, runs into the wall, and checks that
// the best score was saved and that a new game (a new engine, as after a
// restart) starts with it; a worse game leaves it alone.
func TestBestScoreSurvives(t *testing.T) {
	path := filepath.Join(t.TempDir(), "snake", "best.json")
	e, g, _ := play(t, path)
	for range 2 {
		g.Food = snake.Point{X: g.Body[0].X + 1, Y: g.Body[0].Y} // just ahead
		extest.Frames(t, e, snake.StepsPerMove)
	}
	extest.Frames(t, e, snake.StepsPerMove*snake.Cols) // straight on, into the wall
	if !g.Dead || g.Score != 20 {
		t.Fatalf("got dead %v with %d points, want dead with 20", g.Dead, g.Score)
	}
	raw, err := os.ReadFile(path)
	if err != nil || string(raw) != `{"Best":20}` {
		t.Fatalf("save file: got %q (%v), want {\"Best\":20}", raw, err)
	}
	e.Close()

	e, g, best := play(t, path)
	if best.Score() != 20 {
		t.Fatalf("after a restart: best %d, want 20", best.Score())
	}
	extest.Tap(t, e, input.KeyUp)
	extest.Frames(t, e, snake.StepsPerMove*snake.Rows) // up, into the wall, with 0 points
	if raw, _ := os.ReadFile(path); !g.Dead || string(raw) != `{"Best":20}` || best.Score() != 20 {
		t.Fatalf("a worse game: save %q, best %d (dead %v), want them kept at 20", raw, best.Score(), g.Dead)
	}
}

// TestDamagedSaveIsSetAside starts on a damaged save file: the game
// starts with no best score and keeps the damaged file under another name.
func TestDamagedSaveIsSetAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "best.json")
	if err := os.WriteFile(path, []byte(`{"Best": "lots"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, best := play(t, path)
	if best.Score() != 0 {
		t.Fatalf("best: got %d, want 0", best.Score())
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the damaged file is still at %s (%v), want it set aside", path, err)
	}
	if aside, _ := filepath.Glob(path + ".corrupt-*"); len(aside) != 1 {
		t.Fatalf("got %v set aside, want one file", aside)
	}
}
