//go:build !linux

package render_test

import "time"

var start = time.Now()

// threadCPU falls back to the wall clock where the thread's CPU time is
// not read (the figure then includes waiting for the GPU).
func threadCPU() time.Duration { return time.Since(start) }

const threadCPUName = "wall clock"
