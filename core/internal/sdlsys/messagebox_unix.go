//go:build !js && !windows

package sdlsys

import "os"

// StderrUnseen reports whether nobody reads the process's standard error:
// it is closed, or it is the null device, as for a macOS app opened from
// Finder (launchd points its output there) or a game started by a desktop
// launcher that discards it. A terminal, a pipe or a log file is read.
func StderrUnseen() bool {
	st, err := os.Stderr.Stat()
	if err != nil {
		return true
	}
	null, err := os.Stat(os.DevNull)
	return err == nil && os.SameFile(st, null)
}
