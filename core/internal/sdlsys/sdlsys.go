package sdlsys

import (
	"fmt"
	"sync"

	"github.com/Zyko0/go-sdl3/sdl"
)

var (
	mu      sync.Mutex
	loaded  bool
	library Library
	gen     uint64 // counts loads and shutdowns (Generation)
)

// Load loads the SDL library once and says where it came from: the
// program's own copy (Candidates), else the embedded one, extracted once
// into the cache folder (CacheDir), else into a temporary folder that does
// not outlive the program. Later calls return the same Library.
func Load() (Library, error) {
	mu.Lock()
	defer mu.Unlock()
	if loaded {
		return library, nil
	}
	lib, err := load()
	if err != nil {
		return Library{}, err
	}
	loaded, library = true, lib
	gen++
	return lib, nil
}

// Generation changes each time SDL is loaded or shut down (0: not loaded
// yet). Code that keeps the addresses of SDL functions, or skips an Init it
// already made, does both again when it changes: a library loaded anew may
// be at another address, and a shut-down one needs its subsystems again.
func Generation() uint64 {
	mu.Lock()
	defer mu.Unlock()
	return gen
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
		drv := hint(sdl.HINT_VIDEO_DRIVER)
		if drv == "" {
			drv = "auto"
		}
		return fmt.Errorf("sdl: init (video driver %s): %w; with no display, set SDL_VIDEO_DRIVER=offscreen or dummy", drv, err)
	}
	return nil
}

// Shutdown quits SDL. A library loaded from a temporary folder that could
// not be removed while loaded (Windows) is unloaded and its folder removed;
// the next Init loads SDL again.
func Shutdown() {
	mu.Lock()
	defer mu.Unlock()
	if !loaded {
		return
	}
	sdl.Quit()
	gen++
	if mustRelease() {
		unload()
		loaded, library = false, Library{}
	}
}

// Release is what a program's end calls (the engine's Close): it shuts SDL
// down only when that removes a temporary copy of the library (Shutdown).
// Otherwise SDL stays loaded and initialised, so that a later engine in the
// same process (a test) starts at once.
func Release() {
	mu.Lock()
	release := loaded && mustRelease()
	mu.Unlock()
	if release {
		Shutdown()
	}
}
