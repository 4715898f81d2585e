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

// Process reports the CPU time all the process's threads have used, user
// and system (getrusage RUSAGE_SELF).
func Process() time.Duration {
	var ru unix.Rusage
	if err := unix.Getrusage(unix.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
