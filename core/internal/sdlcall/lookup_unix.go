//go:build !js && !windows

package sdlcall

import "github.com/ebitengine/purego"

// Lookup finds an SDL function among the loaded libraries (go-sdl3 opens
// SDL with RTLD_GLOBAL).
func Lookup(name string) (uintptr, error) { return purego.Dlsym(purego.RTLD_DEFAULT, name) }
