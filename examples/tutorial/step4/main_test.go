package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestScoreOnTheHUD eats once and dies: the HUD says the score, then that
// the game is over.
func TestScoreOnTheHUD(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 1)
	s := engine.Scenes().Active()
	sn, _ := scene.GetComponent[*snake](s.Find("snake"))
	h, _ := scene.GetComponent[*hud](s.Find("hud"))
	if h.text != "score 0" || h.over != "" {
		t.Fatalf("start: HUD %q / %q, want \"score 0\" and no game over", h.text, h.over)
	}
	sn.food = point{17, 14}
	extest.Frames(t, e, stepsPerMove)
	if h.text != "score 10" {
		t.Fatalf("after eating: HUD %q, want \"score 10\"", h.text)
	}
	extest.Frames(t, e, stepsPerMove*cols)
	if want := "game over: Return plays again"; !sn.dead || h.over != want {
		t.Fatalf("after the wall: HUD %q, want %q", h.over, want)
	}
}
