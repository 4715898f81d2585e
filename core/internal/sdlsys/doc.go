// Package sdlsys loads the SDL3 library and initialises its subsystems: the
// one place that decides where SDL comes from, and the small platform
// differences (hints, the main loop, sleeping) that every other SDL
// package shares.
//
//	if err := sdlsys.SetHint("SDL_VIDEO_DRIVER", "offscreen", true); err != nil {
//		return err
//	}
//	if err := sdlsys.Init(sdlsys.Video, sdlsys.Events); err != nil {
//		return err // names the video driver and suggests offscreen/dummy
//	}
//
// # The problem
//
// go-sdl3 calls SDL through purego, so SDL is a shared library loaded at run
// time, not linked in. go-sdl3 embeds a build of it for each desktop
// platform, and its own loader (binsdl.Load) writes a fresh 3.5 MB copy into
// a new temporary folder on every start and removes it only when asked: a
// program that exits without asking, or is killed, leaves the copy behind
// (a test run leaves one per package), and on a temporary folder mounted
// noexec the library cannot be mapped at all. A shipped game, on the other
// hand, should carry its own SDL, as BEngine's post-build step copies the
// SDL DLLs beside the executable.
//
// # The pattern: look beside the program, else extract once into a cache
//
// Load picks the library once, under a mutex, and reports where from (a
// Library and its Origin):
//
//  1. Beside: the program's own library (SDL3.dll, libSDL3.so.0,
//     libSDL3.dylib) beside the executable, or in a macOS app bundle's
//     Contents/Frameworks when the executable is X.app/Contents/MacOS/exe
//     (Candidates lists the places).
//  2. Cached: the embedded library, extracted into the user's cache folder,
//     <cache>/bengine/sdl/<hash of the library>/<name> (CacheDir), and
//     reused by every later run. The bytes are go-sdl3's own (binsdl's
//     embedded blob, reached with go:linkname). The extraction writes a
//     temporary file beside the target, syncs it and renames it into place,
//     so a process never loads a half-written library and several starting
//     at once each end with a whole one; an unfinished extraction a killed
//     process left is removed once stale. The hash in the path keeps
//     programs built with different go-sdl3 versions apart.
//  3. Temporary: only when the cache cannot be written or loaded from (no
//     home folder, a read-only or noexec cache), a temporary folder. Where
//     the platform allows it the folder is removed as soon as the library
//     is loaded (the mapping outlives the file); on Windows, which keeps a
//     loaded DLL's file, Release removes it at the program's end.
//  4. Memory (Linux): when no folder can be written or run from either (a
//     locked-down account, a read-only home, noexec everywhere), an
//     anonymous file in memory (memfd_create), loaded through
//     /proc/self/fd: nothing is written anywhere.
//
// When none of these works, Load's error lists each place it tried with
// its reason, and how to fix it (SDL beside the program, or a cache or
// temporary folder the user can write and run from).
//
// Init loads SDL if needed and initialises the subsystems asked for; when
// they are all up already it does nothing, so each package calls it for
// what it uses, in any order. Without a usable video device Init returns an
// error that names the driver instead of panicking. Hints (SetHint) and
// the app's metadata (SetAppMetadata) configure SDL before Init, in place
// of environment variables, so a program never changes its own
// environment. Release, called by the engine's Close, removes a temporary
// copy; otherwise SDL stays loaded, so tests can create engine after
// engine in one process.
//
// RunLoop and CanSleep hide the one structural difference of the web build:
// natively the engine loops and sleeps to cap the frame rate; in the
// browser, requestAnimationFrame calls the frame function and sleeping is
// not allowed. The web build's SDL also lacks SDL_WasInit,
// SDL_InitSubSystem and hints, so init_js.go tracks the initialised
// subsystems itself and hints_js.go does nothing.
//
// # What it costs
//
// The first run on a machine writes the library to the cache (a few
// milliseconds); every start hashes the 1.4 MB embedded blob to find its
// folder (about a millisecond). The cache keeps one copy per go-sdl3
// build, which nothing removes. Reaching binsdl's unexported blob by
// go:linkname ties this package to that variable's name: after a go-sdl3
// update that renames it, the blob is empty, Load says so, and this
// package's tests fail. Init is
// called from the main thread (SDL's rule for video and events); only Load
// is guarded by the mutex.
package sdlsys
