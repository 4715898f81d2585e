package sdlsys

import "sync/atomic"

// Unseen reports whether SDL's video driver named driver shows its windows
// to nobody: SDL's offscreen driver (drawing with EGL, no window system)
// and its dummy driver. A server, a container or a CI runner uses them.
func Unseen(driver string) bool { return driver == "offscreen" || driver == "dummy" }

// graphicsDevices counts the graphics devices made and destroyed besides
// SDL's renderers (GPU devices), on the thread that owns SDL.
var graphicsDevices atomic.Uint64

// GraphicsDeviceChanged records that a graphics device other than an SDL
// renderer (a GPU device of SDL's GPU API) was made or destroyed: some
// drivers change the thread's current OpenGL context when they do, and an
// SDL renderer drawing with OpenGL then makes its own current again
// (sdlgfx).
func GraphicsDeviceChanged() { graphicsDevices.Add(1) }

// GraphicsDevices is the count GraphicsDeviceChanged keeps.
func GraphicsDevices() uint64 { return graphicsDevices.Load() }
