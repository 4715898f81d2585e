//go:build darwin || dragonfly || freebsd || linux || netbsd || openbsd

package save

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

// tryLock takes the lock of folder dir once: an exclusive flock on the
// folder itself, so no file is left in it. It returns errLocked while
// another process holds it.
func tryLock(dir string) (func(), error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	d, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	for {
		err = unix.Flock(int(d.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		if !errors.Is(err, unix.EINTR) {
			break
		}
	}
	if err != nil {
		d.Close()
		if errors.Is(err, unix.EWOULDBLOCK) {
			return nil, errLocked
		}
		return nil, err
	}
	return func() {
		_ = unix.Flock(int(d.Fd()), unix.LOCK_UN)
		d.Close()
	}, nil
}
