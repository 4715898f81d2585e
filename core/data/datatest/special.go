package datatest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"
)

// Specials are the kinds of path MakeSpecial makes: what a player or a
// mistake can put where a data file, a config file or a save should be.
var Specials = []string{"folder", "fifo", "socket", "device"}

// MakeSpecial makes at path something that is not a regular file: a
// "folder", a "fifo" (named pipe), a Unix "socket", or a "device" (a link
// to the null device). It skips t where the platform cannot make that
// kind (Windows has only folders of these).
func MakeSpecial(t testing.TB, path, kind string) {
	t.Helper()
	var err error
	switch kind {
	case "folder":
		err = os.Mkdir(path, 0o755)
	case "fifo":
		err = mkfifo(t, path)
	case "socket":
		err = mksocket(t, path)
	case "device":
		if runtime.GOOS == "windows" {
			t.Skip("the null device is no file to link to on Windows")
		}
		err = os.Symlink(os.DevNull, path)
		if err != nil {
			t.Skipf("cannot link to %s here: %v", os.DevNull, err)
		}
	default:
		t.Fatalf("datatest: no special file of kind %q", kind)
	}
	if err != nil {
		t.Fatalf("make a %s at %s: %v", kind, path, err)
	}
}

// Returns fails t unless f returns within MaxBlock: the test of "never
// blocks" (opening a FIFO for reading waits for a writer forever).
func Returns(t testing.TB, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(MaxBlock):
		t.Fatalf("%s still blocked after %v", what, MaxBlock)
	}
}

// MaxBlock is how long Returns waits: far more than a read of a small file
// takes on a busy machine, far less than a test's patience.
const MaxBlock = 5 * time.Second

// shortDir is a folder with a short path, for Unix sockets, whose paths
// are limited to about a hundred bytes.
func shortDir(t testing.TB) string {
	t.Helper()
	for _, base := range []string{os.TempDir(), "/tmp", "."} {
		dir, err := os.MkdirTemp(base, "s")
		if err != nil {
			continue
		}
		if len(dir) > 80 {
			os.Remove(dir)
			continue
		}
		t.Cleanup(func() { os.RemoveAll(dir) })
		abs, _ := filepath.Abs(dir)
		return abs
	}
	t.Skip("no folder with a path short enough for a Unix socket")
	return ""
}
