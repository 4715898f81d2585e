//go:build linux

package cputime

import (
	"time"

	"golang.org/x/sys/unix"
)

// Thread reports the CPU time the calling OS thread has used
// (CLOCK_THREAD_CPUTIME_ID).
func Thread() time.Duration {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0
	}
	return time.Duration(ts.Nano())
}

// Source names what Thread measures.
const Source = "thread CPU time"
