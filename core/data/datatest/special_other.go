//go:build !unix

package datatest

import (
	"runtime"
	"testing"
)

func mkfifo(t testing.TB, path string) error {
	t.Skipf("no named pipes in the file system on %s", runtime.GOOS)
	return nil
}

func mksocket(t testing.TB, path string) error {
	t.Skipf("Unix sockets are a Unix test (%s)", runtime.GOOS)
	return nil
}
