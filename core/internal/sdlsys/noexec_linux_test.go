package sdlsys

import (
	"syscall"
	"testing"
)

// noexecDir mounts a small tmpfs with noexec, where loading a library
// fails ("failed to map segment"); it skips where mounting is not allowed.
func noexecDir(t *testing.T) string {
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", syscall.MS_NOEXEC, "size=16m"); err != nil {
		t.Skipf("cannot mount a noexec tmpfs here (%v): needs root or CAP_SYS_ADMIN", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, 0) })
	return dir
}
