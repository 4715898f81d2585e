package main

import (
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestCatchUp drives the loop with a manual clock: frames of one, three and
// twenty steps' worth. The fixed square moves exactly one step's distance
// per step run, the monitor records the steps, and the cap of 5 drops the
// rest of the long frame.
func TestCatchUp(t *testing.T) {
	src := &engine.ManualSource{}
	e := extest.Start(t, &engine.Options{Clock: src}, setup)
	extest.Frames(t, e, 1) // the first frame starts the clock
	s := engine.Scenes().Active()
	fixed, smooth := s.Find("fixed"), s.Find("smooth")
	mon := extest.Component[*monitor](t, "monitor")
	step := engine.Time().FixedStep()
	perStep := float32(speed * step.Seconds())

	cases := []struct {
		real    time.Duration
		steps   int
		dropped uint64
	}{{step, 1, 0}, {3 * step, 3, 0}, {20 * step, 5, 15}, {step, 1, 15}}
	x := fixed.Transform.Position().X()
	for _, c := range cases {
		src.Advance(c.real)
		extest.Frames(t, e, 1)
		last := mon.history[(mon.next+len(mon.history)-1)%len(mon.history)]
		if last != c.steps {
			t.Errorf("%v frame: monitor got %d steps, want %d", c.real, last, c.steps)
		}
		moved := fixed.Transform.Position().X() - x
		if want := float32(c.steps) * perStep; moved < want-0.01 || moved > want+0.01 {
			t.Errorf("%v frame: fixed square moved %.2f px, want %.2f (%d steps)", c.real, moved, want, c.steps)
		}
		x = fixed.Transform.Position().X()
		if mon.dropped != c.dropped {
			t.Errorf("%v frame: got %d dropped steps, want %d", c.real, mon.dropped, c.dropped)
		}
	}
	if mon.label != "dropped steps: 15" {
		t.Errorf("label: got %q, want %q", mon.label, "dropped steps: 15")
	}
	// Update saw every frame's delta (capped like the steps), so the two
	// squares are level.
	if d := fixed.Transform.Position().X() - smooth.Transform.Position().X(); d < -0.01 || d > 0.01 {
		t.Errorf("the squares are %.2f px apart, want level", d)
	}
}
