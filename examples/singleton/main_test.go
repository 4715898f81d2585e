package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestOneTimeAcrossScenes runs a simulated second in the first scene,
// switches with Return, and runs another: the second scene's readout reads
// the same Time singleton, so it shows two seconds, not one.
func TestOneTimeAcrossScenes(t *testing.T) {
	e := extest.Start(t, options, setup)
	extest.Frames(t, e, 61) // the first frame starts the clock: 60 steps, one second
	first := extest.Component[*readout](t, "readout")
	if want := "Time: 1 s simulated"; first.lines[0] != want {
		t.Fatalf("first scene: got %q, want %q", first.lines[0], want)
	}
	extest.Tap(t, e, input.KeyReturn)
	if got := engine.Scenes().Active().Name(); got != "second" {
		t.Fatalf("after Return the active scene is %q, want second", got)
	}
	extest.Frames(t, e, 58)
	second := extest.Component[*readout](t, "readout")
	cases := []struct{ got, want string }{
		{second.lines[0], "Time: 2 s simulated"},
		{second.lines[1], "Renderer: 400x240 logical pixels"},
		{second.lines[2], "Scenes: active is second (Return switches)"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("second scene: got %q, want %q", c.got, c.want)
		}
	}
}
