package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// play starts the game keeping its best score at path, and returns the
// engine and the snake after the first frame.
func play(t *testing.T, path string) (*engine.Engine, *snake, *hud) {
	t.Helper()
	e := extest.Start(t, nil, func(e *engine.Engine) error { return newGame(e, path) })
	extest.Frames(t, e, 1)
	s := engine.Scenes().Active()
	sn, _ := scene.GetComponent[*snake](s.Find("snake"))
	h, _ := scene.GetComponent[*hud](s.Find("hud"))
	return e, sn, h
}

// TestBestScoreSurvives eats twice, runs into the wall, and checks that
// the best score was saved and that a new game (a new engine, as after a
// restart) starts with it.
func TestBestScoreSurvives(t *testing.T) {
	path := filepath.Join(t.TempDir(), "snake", "best.json")
	e, sn, _ := play(t, path)
	for range 2 {
		sn.food = point{sn.body[0].x + 1, sn.body[0].y} // just ahead
		extest.Frames(t, e, stepsPerMove)
	}
	if sn.score != 20 {
		t.Fatalf("after eating twice: score %d, want 20", sn.score)
	}
	extest.Frames(t, e, stepsPerMove*cols) // straight on, into the wall
	if !sn.dead {
		t.Fatal("the snake went through the wall")
	}
	raw, err := os.ReadFile(path)
	if err != nil || string(raw) != `{"Best":20}` {
		t.Fatalf("save file: got %q (%v), want {\"Best\":20}", raw, err)
	}
	e.Close()

	e, sn, h := play(t, path)
	extest.Frames(t, e, 1)
	if want := "score 0   best 20"; h.text != want {
		t.Fatalf("after a restart the HUD says %q, want %q", h.text, want)
	}
	extest.Tap(t, e, input.KeyUp)
	extest.Frames(t, e, stepsPerMove*rows) // up, into the wall, with score 0
	if raw, _ := os.ReadFile(path); !sn.dead || string(raw) != `{"Best":20}` {
		t.Fatalf("a worse game changed the save to %q (dead %v), want it kept", raw, sn.dead)
	}
}

// TestDamagedSaveIsSetAside starts on a damaged save file: the game
// starts with no best score and keeps the damaged file under another name.
func TestDamagedSaveIsSetAside(t *testing.T) {
	path := filepath.Join(t.TempDir(), "best.json")
	if err := os.WriteFile(path, []byte(`{"Best": "lots"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	e, _, h := play(t, path)
	extest.Frames(t, e, 1)
	if want := "score 0   best 0"; h.text != want {
		t.Fatalf("HUD: got %q, want %q", h.text, want)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the damaged file is still at %s (%v), want it set aside", path, err)
	}
	aside, _ := filepath.Glob(path + ".corrupt-*")
	if len(aside) != 1 {
		t.Fatalf("got %v set aside, want one file", aside)
	}
}
