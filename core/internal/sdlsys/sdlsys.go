// Package sdlsys loads the SDL3 library and initialises its subsystems. It is
// the one place that decides where SDL comes from:
//
//  1. an SDL library beside the executable (SDL3.dll, libSDL3.so.0,
//     libSDL3.dylib), so a shipped build can carry its own;
//  2. otherwise the copy embedded in go-sdl3 (binsdl), written to a temporary
//     folder and loaded from there.
//
// Load and the Init functions are idempotent and safe to call from every
// package that needs SDL; Shutdown undoes them.
package sdlsys

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"

	"github.com/Zyko0/go-sdl3/bin/binsdl"
	"github.com/Zyko0/go-sdl3/sdl"
)

var (
	mu       sync.Mutex
	loaded   bool
	source   string
	embedded interface{ Unload() }
)

// Load loads the SDL library once. It reports where it was loaded from.
func Load() (string, error) {
	mu.Lock()
	defer mu.Unlock()
	if loaded {
		return source, nil
	}
	if exe, err := os.Executable(); err == nil {
		beside := filepath.Join(filepath.Dir(exe), sdl.Path())
		if _, statErr := os.Stat(beside); statErr == nil {
			if err := sdl.LoadLibrary(beside); err != nil {
				return "", fmt.Errorf("sdl: load %s: %w", beside, err)
			}
			loaded, source = true, beside
			return source, nil
		}
	}
	embedded = binsdl.Load()
	loaded, source = true, "embedded"
	return source, nil
}

// Subsystem names an SDL subsystem.
type Subsystem uint32

const (
	Video   = Subsystem(sdl.INIT_VIDEO)
	Audio   = Subsystem(sdl.INIT_AUDIO)
	Gamepad = Subsystem(sdl.INIT_GAMEPAD)
	Events  = Subsystem(sdl.INIT_EVENTS)
)

// Init loads SDL if needed and initialises the given subsystems. Without a
// usable video device it returns a clear error instead of panicking.
func Init(subsystems ...Subsystem) error {
	if _, err := Load(); err != nil {
		return err
	}
	var flags sdl.InitFlags
	for _, s := range subsystems {
		flags |= sdl.InitFlags(s)
	}
	if initialized(flags) {
		return nil
	}
	if err := initSubSystem(flags); err != nil {
		drv := os.Getenv("SDL_VIDEO_DRIVER")
		if drv == "" {
			drv = "auto"
		}
		return fmt.Errorf("sdl: init (video driver %s): %w; with no display, set SDL_VIDEO_DRIVER=offscreen or dummy", drv, err)
	}
	return nil
}

// Shutdown quits SDL and unloads an embedded library.
func Shutdown() {
	mu.Lock()
	defer mu.Unlock()
	if !loaded {
		return
	}
	sdl.Quit()
	if embedded != nil {
		embedded.Unload()
		embedded = nil
	}
	loaded = false
}

// ErrNoDisplay is returned by HasDisplay's callers when no window system exists.
var ErrNoDisplay = errors.New("no display: DISPLAY and WAYLAND_DISPLAY are unset")

// HasDisplay reports whether a real window system is reachable (for tests
// that need a real window: they skip with a clear message otherwise).
func HasDisplay() bool {
	return os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""
}
