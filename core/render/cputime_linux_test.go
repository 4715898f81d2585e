//go:build linux

package render_test

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPU reports the CPU time the calling OS thread has used: the game
// thread's own work, without the time it sleeps waiting for the GPU or
// the time driver threads spend. The benchmarks lock their goroutine to
// its thread, so this is the game thread's.
func threadCPU() time.Duration {
	const clockThreadCPUTime = 3 // CLOCK_THREAD_CPUTIME_ID
	var ts syscall.Timespec
	syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}

const threadCPUName = "thread CPU"
