package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestEatGrowDie feeds the snake, runs it into the wall and plays again.
func TestEatGrowDie(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 1)
	sn, _ := scene.GetComponent[*snake](engine.Scenes().Active().Find("snake"))
	if len(sn.body) != 3 || sn.on(sn.food, sn.body) {
		t.Fatalf("start: body %v with food at %v, want 3 cells and the food elsewhere", sn.body, sn.food)
	}
	sn.food = point{17, 14} // just ahead of the head
	extest.Frames(t, e, stepsPerMove)
	if len(sn.body) != 4 || sn.body[0] != (point{17, 14}) {
		t.Fatalf("after eating: body %v, want 4 cells, the head at 17,14", sn.body)
	}
	if sn.on(sn.food, sn.body) {
		t.Fatalf("the new food %v is on the snake", sn.food)
	}
	extest.Frames(t, e, stepsPerMove*cols)
	if !sn.dead || sn.body[0].x != cols-1 {
		t.Fatalf("after running right: dead %v, head %v; want dead at the right edge", sn.dead, sn.body[0])
	}
	extest.Tap(t, e, input.KeyReturn)
	if sn.dead || len(sn.body) != 3 {
		t.Fatalf("after Return: dead %v, %d cells; want a new game", sn.dead, len(sn.body))
	}
}

// TestNoTurningBack presses Left while moving right: the snake would run
// into its own neck, so the press is ignored.
func TestNoTurningBack(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 1)
	sn, _ := scene.GetComponent[*snake](engine.Scenes().Active().Find("snake"))
	extest.Tap(t, e, input.KeyLeft)
	extest.Frames(t, e, 2*stepsPerMove)
	if sn.dead || sn.dir != (point{1, 0}) {
		t.Fatalf("after Left: dead %v, moving %v; want alive, still right", sn.dead, sn.dir)
	}
}
