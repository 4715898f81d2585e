package engine

import "time"

// Source is where the engine reads real time from. The default reads the
// monotonic wall clock; tests and headless runs inject their own so time
// advances exactly as they say.
type Source interface {
	Now() time.Duration
}

// wallClock is the real, monotonic clock.
type wallClock struct{ start time.Time }

func (w wallClock) Now() time.Duration { return time.Since(w.start) }

// ManualSource is a Source that moves only when told to: tests drive frame
// times exactly with it.
type ManualSource struct{ T time.Duration }

// Now reports the manual time.
func (m *ManualSource) Now() time.Duration { return m.T }

// Advance moves the manual time forward by d.
func (m *ManualSource) Advance(d time.Duration) { m.T += d }

// StepSource is a Source that advances by exactly one fixed step each time it
// is read, so every frame after the first (which starts the clock) runs
// exactly one FixedUpdate: the headless mode runs
// a simulation as fast as the machine allows, tick for tick.
type StepSource struct {
	Step time.Duration
	t    time.Duration
}

// Now advances by Step and reports the new time.
func (s *StepSource) Now() time.Duration { s.t += s.Step; return s.t }

// Clock is the Time singleton: the frame's delta, the fixed step, how many
// fixed steps ran, total time, frame count and the time scale. Read it through
// engine.Time(); the engine advances it, once a frame.
type Clock struct {
	// TimeScale multiplies real time before it reaches the simulation:
	// 0 pauses FixedUpdate (Update still runs, with a zero delta), 0.5 is slow
	// motion. It starts at 1.
	TimeScale float64

	step      time.Duration
	maxSteps  int
	src       Source
	last      time.Duration
	started   bool
	lag       time.Duration // time fed to the simulation and not yet stepped
	jitter    time.Duration // what snapping took from (or added to) the lag, not yet given back
	delta     time.Duration // scaled delta of the last frame
	realDelta time.Duration
	total     time.Duration // scaled time fed to the simulation
	frames    uint64
	steps     int    // fixed steps run in the last frame
	allSteps  uint64 // fixed steps run since start
	dropped   uint64 // fixed steps dropped by the catch-up cap since start
}

// newClock returns a clock with the given fixed step and catch-up cap,
// reading time from src (nil means the wall clock).
func newClock(step time.Duration, maxSteps int, src Source) *Clock {
	if src == nil {
		src = wallClock{start: time.Now()}
	}
	return &Clock{TimeScale: 1, step: step, maxSteps: maxSteps, src: src}
}

// jitterShare sets the snapping tolerance: a frame within FixedStep /
// jitterShare of a whole number of steps counts as exactly that many.
const jitterShare = 8

// advance measures the real delta since the last frame (the first call
// starts the clock and runs no step), adds it (scaled) to the lag and
// reports how many fixed steps to run now: at most the catch-up cap. The
// engine calls stepDone after each step that runs.
//
// Two rules shape the count:
//
//   - Jitter is smoothed. Frame times measured on a real machine wobble
//     around the display's period: 16.2 ms, 17.1 ms, 16.4 ms at 60 Hz. With
//     the lag sitting near a step boundary, counting whole steps in it would
//     run 0, 2, 0, 2 steps on alternate frames, and motion would stutter.
//     So a frame within an eighth of a step of a whole number of steps is
//     counted as exactly that many, and the difference is kept aside. What is
//     kept aside is given back to the lag once it grows past an eighth of a
//     step, so the simulation never drifts from real time by more than that
//     (a display slightly slower than the step still loses a step, now and
//     then, as it must). Frames that are really uneven (6 ms, then 18 ms)
//     are real time and are not hidden.
//   - Long gaps are cut. After a frame longer than the cap (a process
//     paused in a debugger, a window dragged, a laptop asleep) the clock runs
//     at most MaxCatchUp steps and drops the rest, counting them, so a slow
//     machine slows the game down instead of spiralling and a resumed game
//     carries on from where it was. Update's delta is capped the same way.
func (c *Clock) advance() int {
	now := c.src.Now()
	if !c.started {
		c.started, c.last = true, now
	}
	c.realDelta = max(now-c.last, 0) // a source that goes back counts as no time
	c.last = now
	d := time.Duration(float64(c.realDelta) * c.TimeScale)
	c.lag += c.snap(d)
	c.frames++

	n := int(c.lag / c.step)
	if n > c.maxSteps {
		drop := time.Duration(n-c.maxSteps) * c.step
		c.dropped += uint64(n - c.maxSteps)
		c.lag -= drop
		d = min(d, time.Duration(c.maxSteps)*c.step)
		n = c.maxSteps
	}
	c.delta = d
	c.steps = n
	return n
}

// snap returns the frame's delta d as the lag receives it: a whole number
// of steps when d is within the tolerance of one (the difference goes to
// c.jitter), plus c.jitter once it has grown past the tolerance.
func (c *Clock) snap(d time.Duration) time.Duration {
	tol := c.step / jitterShare
	if k := (d + c.step/2) / c.step; k >= 1 {
		if off := d - k*c.step; off >= -tol && off <= tol {
			c.jitter += off
			d = k * c.step
		}
	}
	if c.jitter > tol || c.jitter < -tol {
		d += c.jitter
		c.jitter = 0
	}
	return d
}

// stepDone records that one fixed step ran.
func (c *Clock) stepDone() {
	c.lag -= c.step
	c.total += c.step
	c.allSteps++
}

// Delta is the last frame's scaled delta in seconds (for Update), at most
// MaxCatchUp steps.
func (c *Clock) Delta() float32 { return float32(c.delta.Seconds()) }

// RealDelta is the last frame's unscaled wall-clock delta.
func (c *Clock) RealDelta() time.Duration { return c.realDelta }

// FixedStep is the fixed step (1/60 s by default).
func (c *Clock) FixedStep() time.Duration { return c.step }

// FixedDelta is the fixed step in seconds (for FixedUpdate).
func (c *Clock) FixedDelta() float32 { return float32(c.step.Seconds()) }

// Lag is the time accumulated but not yet simulated. Smoothing jitter can
// make it slightly negative (by at most an eighth of a step): the
// simulation ran a step a little early.
func (c *Clock) Lag() time.Duration { return c.lag + c.jitter }

// Total is the simulated time since start.
func (c *Clock) Total() time.Duration { return c.total }

// FrameCount is the number of frames since start.
func (c *Clock) FrameCount() uint64 { return c.frames }

// StepsThisFrame is the number of fixed steps run in the last frame.
func (c *Clock) StepsThisFrame() int { return c.steps }

// TotalSteps is the number of fixed steps run since start.
func (c *Clock) TotalSteps() uint64 { return c.allSteps }

// Dropped is the number of fixed steps dropped by the catch-up cap.
func (c *Clock) Dropped() uint64 { return c.dropped }
