package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/examples/internal/extest"
	"github.com/bengine-go/bengine/examples/tutorial/snake"
)

// TestEatGrowDie feeds the snake, runs it into the wall and plays again.
func TestEatGrowDie(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 1)
	g := extest.Component[*snake.Game](t, "game")
	if len(g.Body) != 3 || snake.On(g.Food, g.Body) {
		t.Fatalf("start: body %v with food at %v, want 3 cells and the food elsewhere", g.Body, g.Food)
	}
	g.Food = snake.Point{X: 17, Y: 14} // just ahead of the head
	extest.Frames(t, e, snake.StepsPerMove)
	if len(g.Body) != 4 || g.Body[0] != (snake.Point{X: 17, Y: 14}) || g.Score != 10 {
		t.Fatalf("after eating: body %v, score %d; want 4 cells, the head at 17,14, 10 points", g.Body, g.Score)
	}
	if snake.On(g.Food, g.Body) {
		t.Fatalf("the new food %v is on the snake", g.Food)
	}
	extest.Frames(t, e, snake.StepsPerMove*snake.Cols)
	if !g.Dead || g.Body[0].X != snake.Cols-1 {
		t.Fatalf("after running right: dead %v, head %v; want dead at the right edge", g.Dead, g.Body[0])
	}
	extest.Tap(t, e, input.KeyReturn)
	if g.Dead || len(g.Body) != 3 || g.Score != 0 {
		t.Fatalf("after Return: dead %v, %d cells, score %d; want a new game", g.Dead, len(g.Body), g.Score)
	}
}

// TestNoTurningBack presses Left while moving right: the snake would run
// into its own neck, so the press is ignored.
func TestNoTurningBack(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 1)
	g := extest.Component[*snake.Game](t, "game")
	extest.Tap(t, e, input.KeyLeft)
	extest.Frames(t, e, 2*snake.StepsPerMove)
	if g.Dead || g.Dir() != (snake.Point{X: 1, Y: 0}) {
		t.Fatalf("after Left: dead %v, moving %v; want alive, still right", g.Dead, g.Dir())
	}
}
