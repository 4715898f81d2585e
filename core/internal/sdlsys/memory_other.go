//go:build !linux && !js

package sdlsys

import (
	"errors"
	"fmt"
	"runtime"
)

// loadFromMemory is Linux's last way to load SDL (memfd_create); elsewhere
// a library must come from a file.
func loadFromMemory(name string) (Library, error) {
	return Library{}, fmt.Errorf("loading %s from memory on %s: %w", name, runtime.GOOS, errors.ErrUnsupported)
}
