package sdlsys

import (
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

// Load loads the SDL library once. It reports where it was loaded from: the
// path of the library beside the executable, or "embedded".
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

// The subsystems the engine uses. Video implies Events in SDL itself.
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
