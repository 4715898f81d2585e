package engine

import (
	"time"

	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// SDLGeneration counts the loads and shutdowns of SDL in this process (0:
// SDL never loaded).
var SDLGeneration = sdlsys.Generation

// RunMain is Main without the exit: it reads args with o.Args, opens the
// engine (or runs o.Instead), runs setup and the loop, closes the engine
// and returns the error Main would exit on.
var RunMain = runMain

// PicturesDir is where the engine finds the player's pictures folder.
var PicturesDir = picturesDir

// NewClock returns a clock as the engine makes its Time singleton.
func NewClock(step time.Duration, maxSteps int, src Source) *Clock {
	return newClock(step, maxSteps, src)
}

// Advance starts a frame on c, as RunOneFrame does, and returns the fixed
// steps to run.
func (c *Clock) Advance() int { return c.advance() }

// StepDone records a fixed step run, as RunOneFrame does after each.
func (c *Clock) StepDone() { c.stepDone() }
