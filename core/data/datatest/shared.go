package datatest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// SharedDir returns a new folder, removed when t ends, that every user may
// enter and write: for a test that runs a program as another user
// (AsNobody). See SharedTempDir for where it is made; it skips t where no
// folder can be shared.
func SharedDir(t testing.TB) string {
	t.Helper()
	dir, err := SharedTempDir("shared-")
	if err != nil {
		t.Skipf("no folder another user can reach: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// SharedTempDir makes a new folder (its name starts with prefix) of mode
// 0777 that every user can reach: under the temporary folder when every
// folder above it lets other users through, which a private TMPDIR (mode
// 0700, as macOS and many CI systems give each user) does not; else under
// the first of /tmp, /var/tmp and /dev/shm that does. The caller removes
// it.
func SharedTempDir(prefix string) (string, error) {
	bases := []string{os.TempDir()}
	if runtime.GOOS != "windows" {
		bases = append(bases, "/tmp", "/var/tmp", "/dev/shm")
	}
	for _, base := range bases {
		if !traversable(base) {
			continue
		}
		dir, err := os.MkdirTemp(base, prefix)
		if err != nil {
			continue
		}
		if err := os.Chmod(dir, 0o777); err != nil {
			os.Remove(dir)
			return "", err
		}
		return dir, nil
	}
	return "", fmt.Errorf("none of %q lets every user through", bases)
}

// traversable reports whether every user may pass through dir and each
// folder above it (the execute bit for others). Modes do not apply on
// Windows.
func traversable(dir string) bool {
	if runtime.GOOS == "windows" {
		return true
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return false
	}
	if real, err := filepath.EvalSymlinks(abs); err == nil {
		abs = real
	}
	for p := abs; ; p = filepath.Dir(p) {
		st, err := os.Stat(p)
		if err != nil || !st.IsDir() || st.Mode().Perm()&0o001 == 0 {
			return false
		}
		if filepath.Dir(p) == p {
			return true
		}
	}
}
