package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// hold holds k for n frames and reports how far the two ships moved on x.
func hold(t *testing.T, e *engine.Engine, c *controls, k input.Key, n int) (dx0, dx1 float32) {
	t.Helper()
	x0, x1 := c.ships[0].Owner().Transform.Position().X(), c.ships[1].Owner().Transform.Position().X()
	extest.Press(t, e, k, true)
	extest.Frames(t, e, n-1)
	extest.Press(t, e, k, false)
	return c.ships[0].Owner().Transform.Position().X() - x0, c.ships[1].Owner().Transform.Position().X() - x1
}

// TestBindingsAreData moves the first ship with Left, rebinds "left" to J
// through the capture, hands the bindings to the second ship with Tab.
func TestBindingsAreData(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 2)
	c := extest.Component[*controls](t, "controls")

	cases := []struct {
		name     string
		before   func()
		key      input.Key
		dx0, dx1 float32 // the sign of each ship's move: -1, 0 or 1
	}{
		{"Left moves the first ship", nil, input.KeyLeft, -1, 0},
		{"J does nothing yet", nil, input.KeyJ, 0, 0},
		{"after F1 and J, J is left", func() {
			extest.Tap(t, e, input.KeyF1)
			extest.Tap(t, e, input.KeyJ) // captured: rebinds, moves nothing
		}, input.KeyJ, -1, 0},
		{"and Left is not", nil, input.KeyLeft, 0, 0},
		{"Tab hands the bindings over", func() { extest.Tap(t, e, input.KeyTab) }, input.KeyRight, 0, 1},
	}
	for _, tc := range cases {
		if tc.before != nil {
			tc.before()
		}
		dx0, dx1 := hold(t, e, c, tc.key, 20)
		if sign(dx0) != tc.dx0 || sign(dx1) != tc.dx1 {
			t.Errorf("%s: got moves %.1f, %.1f, want signs %v, %v", tc.name, dx0, dx1, tc.dx0, tc.dx1)
		}
	}
	if want := "left: J"; c.label != want {
		t.Errorf("label: got %q, want %q", c.label, want)
	}
}

func sign(x float32) float32 {
	switch {
	case x > 0.01:
		return 1
	case x < -0.01:
		return -1
	}
	return 0
}
