//go:build unix

package data

import "syscall"

// openNonblock opens a FIFO without waiting for a writer (a regular file
// reads as usual with it), so that opening for a check never blocks.
const openNonblock = syscall.O_NONBLOCK
