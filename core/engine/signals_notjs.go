//go:build !js

package engine

import (
	"os"
	"syscall"
)

// shutdownSignals end a game the way closing its window does: Ctrl+C in a
// terminal (SIGINT), a process manager's stop (SIGTERM), the terminal
// closing (SIGHUP).
var shutdownSignals = []os.Signal{os.Interrupt, syscall.SIGTERM, syscall.SIGHUP}
