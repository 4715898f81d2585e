//go:build !unix

package tumble_test

import "time"

var started = time.Now()

// processCPU stands in for the process's CPU time where getrusage is
// missing: the wall clock.
func processCPU() time.Duration { return time.Since(started) }
