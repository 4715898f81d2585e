package main

import (
	"strconv"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestSparksLiveOneSecond runs the example for three seconds of
// simulation (one step a frame): a spark every 15 steps, each living 60,
// so four are alive at a time, and the destroyed ones are gone from the
// scene after the pass that destroyed them.
func TestSparksLiveOneSecond(t *testing.T) {
	e := extest.Start(t, nil, setup)
	cases := []struct {
		frames, alive int
	}{
		{1, 0},   // the first frame starts the clock: no step yet
		{1, 1},   // the first step spawns one
		{15, 2},  // 16 steps: the second
		{45, 4},  // 61 steps: four spawned, none landed
		{1, 4},   // 62 steps: the first has landed, a fifth is not due yet
		{120, 4}, // steady
	}
	for _, c := range cases {
		extest.Frames(t, e, c.frames)
		s := engine.Scenes().Active()
		if got := s.Len() - 1; got != c.alive {
			t.Fatalf("after %d steps: got %d sparks, want %d", engine.Time().TotalSteps(), got, c.alive)
		}
		sp := extest.Component[*spawner](t, "spawner")
		if want := "sparks alive: " + strconv.Itoa(c.alive); sp.label != want {
			t.Fatalf("label: got %q, want %q", sp.label, want)
		}
	}
}
