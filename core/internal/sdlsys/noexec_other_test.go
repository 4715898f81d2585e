//go:build !linux && !js

package sdlsys

import "testing"

// noexecDir skips: noexec mounts are a Linux test.
func noexecDir(t *testing.T) string {
	t.Skip("noexec mounts are a Linux test")
	return ""
}
