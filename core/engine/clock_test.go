package engine_test

import (
	"slices"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
)

// A step that divides evenly by 2 and 3 keeps the table exact.
const step = 12 * time.Millisecond

const ms = time.Millisecond

// repeat returns n copies of ds, one after the other.
func repeat(n int, ds ...time.Duration) []time.Duration {
	var out []time.Duration
	for range n {
		out = append(out, ds...)
	}
	return out
}

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
		{"source goes back", []time.Duration{step, -step, step}, 5, []int{1, 0, 1}, 0, 0},

		// Jitter: frame times wobbling around the step. The lag after the
		// first two frames of the "boundary" cases sits just below a step,
		// where counting whole steps alone would run 0, 2, 0, 2.
		{"jitter 1 ms", repeat(3, 11*ms, 13*ms), 5, []int{1, 1, 1, 1, 1, 1}, 0, 0},
		{"jitter on a step boundary", append([]time.Duration{5500 * time.Microsecond, 6 * ms}, repeat(3, 13*ms, 11*ms)...),
			5, []int{0, 0, 1, 1, 1, 1, 1, 1}, 11500 * time.Microsecond, 0},
		{"jitter on a step boundary, 30 Hz", append([]time.Duration{5500 * time.Microsecond, 6 * ms}, repeat(3, 25*ms, 23*ms)...),
			5, []int{0, 0, 2, 2, 2, 2, 2, 2}, 11500 * time.Microsecond, 0},
		// A display a little slower than the step: the half-milliseconds
		// kept aside come back to the lag, so no real time is lost.
		{"slow display keeps its time", repeat(8, 12500*time.Microsecond), 5, []int{1, 1, 1, 1, 1, 1, 1, 1}, 4 * ms, 0},
		// Frames that really alternate short and long are real time: the
		// simulation follows them.
		{"uneven frames are not hidden", repeat(2, 6*ms, 18*ms), 5, []int{0, 2, 0, 2}, 0, 0},

		// Long gaps: a process paused (a debugger, a dragged window, a
		// laptop asleep) resumes with one capped frame, then runs normally.
		{"paused 10 s", []time.Duration{step, 10 * time.Second, step, step}, 5, []int{1, 5, 1, 1}, 4 * ms, 828},
		{"paused an hour", []time.Duration{time.Hour, step}, 3, []int{3, 1}, 0, 299_997},
		{"two gaps", []time.Duration{time.Second, step, time.Second, step}, 2, []int{2, 1, 2, 1}, 2 * 4 * ms, 2 * 81},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := &engine.ManualSource{}
			clk := engine.NewClock(step, c.maxSteps, src)
			clk.Advance() // the first frame establishes the start time
			if len(c.steps) != len(c.deltas) {
				t.Fatalf("bad case: %d deltas, %d step counts", len(c.deltas), len(c.steps))
			}
			var got []int
			for _, d := range c.deltas {
				src.Advance(d)
				n := clk.Advance()
				for j := 0; j < n; j++ {
					clk.StepDone()
				}
				got = append(got, n)
				// Update never sees more time than the cap lets the
				// simulation run.
				if max := float32(c.maxSteps) * float32(step.Seconds()); clk.Delta() > max*1.0001 {
					t.Errorf("delta: got %v s, want at most %v s (the cap)", clk.Delta(), max)
				}
			}
			if !slices.Equal(got, c.steps) {
				t.Errorf("steps per frame: got %v, want %v", got, c.steps)
			}
			if got := clk.Lag(); got != c.lag {
				t.Errorf("lag: got %v, want %v", got, c.lag)
			}
			if got := clk.Dropped(); got != c.dropped {
				t.Errorf("dropped: got %d, want %d", got, c.dropped)
			}
			// Simulated time plus lag plus what the cap dropped is all the
			// real time that passed: smoothing moves time, never loses it.
			var real time.Duration
			for _, d := range c.deltas {
				real += max(d, 0)
			}
			if got := clk.Total() + clk.Lag() + time.Duration(clk.Dropped())*step; got != real {
				t.Errorf("simulated + lag + dropped: got %v, want %v (the real time)", got, real)
			}
		})
	}
}

// TestClockJitterSmoothingOverALongRun feeds 10,000 frames that wobble by
// up to 1 ms around the step: every frame runs exactly one step, and the
// simulated time stays within the tolerance of the real time.
func TestClockJitterSmoothingOverALongRun(t *testing.T) {
	src := &engine.ManualSource{}
	clk := engine.NewClock(step, 5, src)
	clk.Advance()
	wobble := []time.Duration{-ms, 700 * time.Microsecond, 300 * time.Microsecond, -400 * time.Microsecond, 400 * time.Microsecond}
	var real time.Duration
	for i := range 10_000 {
		d := step + wobble[i%len(wobble)]
		real += d
		src.Advance(d)
		if n := clk.Advance(); n != 1 {
			t.Fatalf("frame %d: got %d steps, want 1", i, n)
		}
		clk.StepDone()
		if off := real - clk.Total(); off < -step/8 || off > step/8 {
			t.Fatalf("frame %d: simulated time is %v off real time, want at most %v", i, off, step/8)
		}
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
