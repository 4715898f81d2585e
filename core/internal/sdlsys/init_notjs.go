//go:build !js

package sdlsys

import "github.com/Zyko0/go-sdl3/sdl"

func initialized(flags sdl.InitFlags) bool { return sdl.WasInit(flags) == flags }

func initSubSystem(flags sdl.InitFlags) error { return sdl.InitSubSystem(flags) }
