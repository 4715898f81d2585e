//go:build js

package sdlsys

import "github.com/Zyko0/go-sdl3/sdl"

// The web build's SDL has SDL_Init but neither SDL_WasInit nor
// SDL_InitSubSystem, so the initialised subsystems are tracked here. SDL3's
// SDL_Init adds subsystems like SDL_InitSubSystem does.
var inited sdl.InitFlags

func initialized(flags sdl.InitFlags) bool { return inited&flags == flags }

func initSubSystem(flags sdl.InitFlags) error {
	if err := sdl.Init(flags &^ inited); err != nil {
		return err
	}
	inited |= flags
	return nil
}
