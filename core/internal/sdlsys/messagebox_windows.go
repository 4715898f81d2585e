//go:build windows

package sdlsys

import "syscall"

// StderrUnseen reports whether nobody reads the process's standard error: a
// GUI-subsystem program (a release build, -H=windowsgui) started from
// Explorer or a shortcut has no standard handles at all. One started with
// its error output redirected (game.exe 2> log.txt) has it, and is read.
func StderrUnseen() bool {
	h, err := syscall.GetStdHandle(syscall.STD_ERROR_HANDLE)
	if err != nil || h == 0 || h == syscall.InvalidHandle {
		return true
	}
	t, err := syscall.GetFileType(h)
	return err != nil || t == syscall.FILE_TYPE_UNKNOWN
}
