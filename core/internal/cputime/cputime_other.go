//go:build !linux

package cputime

import "time"

var start = time.Now()

// Thread falls back to the wall clock where the thread's CPU time is not
// read: the figure then includes waiting for the GPU.
func Thread() time.Duration { return time.Since(start) }

// Source names what Thread measures.
const Source = "wall clock"

// Process falls back to the wall clock, as Thread does.
func Process() time.Duration { return time.Since(start) }
