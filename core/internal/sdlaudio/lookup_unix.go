//go:build !js && !windows

package sdlaudio

import "github.com/ebitengine/purego"

// lookup finds an SDL function among the loaded libraries (go-sdl3 opens
// SDL with RTLD_GLOBAL).
func lookup(name string) (uintptr, error) { return purego.Dlsym(purego.RTLD_DEFAULT, name) }
