package engine

import "time"

// FrameStats holds the last frame's timings, split the way the debug overlay
// shows them.
type FrameStats struct {
	Fixed, Update, Render time.Duration // time spent in each part of the frame
	Steps                 int           // fixed steps run this frame
}

func (s *FrameStats) record(fixed, update, render time.Duration, steps int) {
	s.Fixed, s.Update, s.Render, s.Steps = fixed, update, render, steps
}

// Stats returns the last frame's timings.
func (e *Engine) Stats() FrameStats { return e.stats }
