package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestHeadMovesAndTurns runs the head for a second to the right, turns it
// down, and runs it off the bottom: a move every six steps, wrapping.
func TestHeadMovesAndTurns(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 1) // starts the clock: no step yet
	sn, _ := scene.GetComponent[*snake](e.Scenes().Active().Find("snake"))

	extest.Frames(t, e, 60) // one second: ten moves
	if want := (point{26, 14}); sn.head != want {
		t.Fatalf("after a second: head at %v, want %v", sn.head, want)
	}
	extest.Tap(t, e, input.KeyDown) // two frames; the steps run on
	extest.Frames(t, e, 16*stepsPerMove-2)
	if want := (point{26, 2}); sn.head != want { // 14 + 16 rows, wrapped past 28
		t.Fatalf("after 16 moves down: head at %v, want %v", sn.head, want)
	}
}
