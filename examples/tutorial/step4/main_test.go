package main

import (
	"testing"

	"github.com/bengine-go/bengine/examples/internal/extest"
	"github.com/bengine-go/bengine/examples/tutorial/snake"
)

// TestScoreOnTheHUD eats once and dies: the HUD says the score, then that
// the game is over.
func TestScoreOnTheHUD(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 1)
	g := extest.Component[*snake.Game](t, "game")
	h := extest.Component[*snake.HUD](t, "hud")
	cases := []struct {
		frames     int
		score, end string
	}{
		{0, "score 0", ""},
		{snake.StepsPerMove, "score 10", ""}, // the food put just ahead
		{snake.StepsPerMove * snake.Cols, "score 10", "game over: Return plays again"}, // into the wall
	}
	g.Food = snake.Point{X: 17, Y: 14}
	for _, c := range cases {
		extest.Frames(t, e, c.frames)
		if score, end := h.Text(); score != c.score || end != c.end {
			t.Errorf("after %d more frames: HUD %q / %q, want %q / %q", c.frames, score, end, c.score, c.end)
		}
	}
}
