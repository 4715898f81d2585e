//go:build unix

package datatest

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

func mkfifo(t testing.TB, path string) error { return syscall.Mkfifo(path, 0o644) }

// mksocket binds a Unix socket in a folder with a short path and links
// path to it (a link to a socket is what a reader meets either way).
func mksocket(t testing.TB, path string) error {
	sock := filepath.Join(shortDir(t), "sock")
	fd, err := syscall.Socket(syscall.AF_UNIX, syscall.SOCK_STREAM, 0)
	if err != nil {
		t.Skipf("no Unix sockets here: %v", err)
	}
	t.Cleanup(func() { syscall.Close(fd) })
	if err := syscall.Bind(fd, &syscall.SockaddrUnix{Name: sock}); err != nil {
		t.Skipf("cannot bind a Unix socket at %s: %v", sock, err)
	}
	if err := os.Chmod(filepath.Dir(sock), 0o755); err != nil {
		return err
	}
	return os.Symlink(sock, path)
}
