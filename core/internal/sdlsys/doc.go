// Package sdlsys loads the SDL3 library and initialises its subsystems: the
// one place that decides where SDL comes from, and the small platform
// differences (the main loop, sleeping) that every other SDL package shares.
//
//	if err := sdlsys.Init(sdlsys.Video, sdlsys.Events); err != nil {
//		return err // names the video driver and suggests offscreen/dummy
//	}
//
// # The problem
//
// go-sdl3 calls SDL through purego, so SDL is a shared library loaded at run
// time, not linked in. The renderer, the input manager, the audio service and
// their tests all need it, each with its own subsystems, in any order, and a
// shipped game should be able to carry its own SDL build.
//
// # The pattern: load once, initialise by subsystem
//
// Load picks the library once, under a mutex:
//
//  1. an SDL library beside the executable (SDL3.dll, libSDL3.so.0,
//     libSDL3.dylib), so a shipped build can carry its own;
//  2. otherwise the copy embedded in go-sdl3 (binsdl), written to a temporary
//     folder and loaded from there.
//
// Init loads SDL if needed and initialises the subsystems asked for; when
// they are all up already it does nothing, so each package calls it for
// what it uses, in any order. Without a usable video device Init returns an error
// that names the driver instead of panicking. Shutdown quits SDL and unloads
// an embedded library; the engine itself never calls it (Engine.Close leaves
// SDL loaded, so tests can create engine after engine in one process).
//
// RunLoop and CanSleep hide the one structural difference of the web build:
// natively the engine loops and sleeps to cap the frame rate; in the
// browser, requestAnimationFrame calls the frame function and sleeping is
// not allowed. The web build's SDL also lacks SDL_WasInit and
// SDL_InitSubSystem, so init_js.go tracks the initialised subsystems itself.
//
// # What it costs
//
// Loading the embedded library writes it to a temporary folder at start-up.
// Init is called from the main thread (SDL's rule for video and events);
// only Load is guarded by the mutex.
package sdlsys
