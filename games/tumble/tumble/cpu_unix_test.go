//go:build unix

package tumble_test

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the process has used, user and system, all
// its threads (the render thread's too).
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
