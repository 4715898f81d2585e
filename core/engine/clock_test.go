package engine_test

import (
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
)

// A step that divides evenly by 2 and 3 keeps the table exact.
const step = 12 * time.Millisecond

func TestClockFixedSteps(t *testing.T) {
	cases := []struct {
		name     string
		deltas   []time.Duration // real time between frames
		maxSteps int
		steps    []int         // fixed steps per frame
		lag      time.Duration // lag left after the last frame
		dropped  uint64
	}{
		{"exact frames", []time.Duration{step, step, step}, 5, []int{1, 1, 1}, 0, 0},
		{"fast frames accumulate", []time.Duration{step / 2, step / 2, step / 2}, 5, []int{0, 1, 0}, step / 2, 0},
		{"slow frame catches up", []time.Duration{3*step + step/4}, 5, []int{3}, step / 4, 0},
		{"cap drops the rest", []time.Duration{10*step + step/3}, 4, []int{4}, step / 3, 6},
		{"uneven", []time.Duration{step / 3, step, 2 * step / 3, step / 2}, 5, []int{0, 1, 1, 0}, step / 2, 0},
		{"zero delta", []time.Duration{0, 0}, 5, []int{0, 0}, 0, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := &engine.ManualSource{}
			clk := engine.NewClock(step, c.maxSteps, src)
			clk.Advance() // the first frame establishes the start time
			for i, d := range c.deltas {
				src.Advance(d)
				n := clk.Advance()
				for j := 0; j < n; j++ {
					clk.StepDone()
				}
				if n != c.steps[i] {
					t.Errorf("frame %d: got %d fixed steps, want %d", i, n, c.steps[i])
				}
			}
			if got := clk.Lag(); got != c.lag {
				t.Errorf("lag: got %v, want %v", got, c.lag)
			}
			if got := clk.Dropped(); got != c.dropped {
				t.Errorf("dropped: got %d, want %d", got, c.dropped)
			}
		})
	}
}

func TestClockTimeScale(t *testing.T) {
	src := &engine.ManualSource{}
	clk := engine.NewClock(step, 5, src)
	clk.Advance()
	clk.TimeScale = 0
	src.Advance(10 * step)
	if n := clk.Advance(); n != 0 {
		t.Fatalf("paused clock ran %d steps, want 0", n)
	}
	if clk.Delta() != 0 {
		t.Fatalf("paused delta: got %v, want 0", clk.Delta())
	}
	clk.TimeScale = 0.5
	src.Advance(4 * step)
	if n := clk.Advance(); n != 2 {
		t.Fatalf("half-speed: got %d steps for 4 real steps, want 2", n)
	}
}

func TestStepSourceRunsOneStepPerFrame(t *testing.T) {
	clk := engine.NewClock(step, 5, &engine.StepSource{Step: step})
	clk.Advance()
	for i := 0; i < 100; i++ {
		n := clk.Advance()
		if n != 1 {
			t.Fatalf("frame %d: got %d steps, want 1", i, n)
		}
		clk.StepDone()
	}
	if clk.TotalSteps() != 100 || clk.Total() != 100*step {
		t.Fatalf("got %d steps / %v, want 100 / %v", clk.TotalSteps(), clk.Total(), 100*step)
	}
}
