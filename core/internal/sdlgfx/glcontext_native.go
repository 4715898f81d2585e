//go:build !js

package sdlgfx

import (
	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// An OpenGL renderer of SDL draws with the context it made, which SDL
// makes current before its GL calls only when its own record of the
// thread's current context (kept apart from the driver's) names another.
// A graphics driver that changes the thread's current context behind SDL's
// back then leaves SDL's renderer drawing into nothing: every GL call a
// no-op, every read-back transparent black. NVIDIA's does, in a process
// that makes a Vulkan device for SDL's GPU API after the renderer (a test
// comparing both backends). So each Device keeps the context its renderer
// made, and makes it current again (through SDL, so SDL's record stays
// true) when another graphics device was made or destroyed on the thread
// since it last did (sdlsys.GraphicsDevices): before SDL next talks to
// OpenGL, which is at a texture's creation, a change of render target,
// Present, a read-back and the renderer's end. It costs a counter's
// comparison where nothing changed.

// captureGL records the renderer's OpenGL context: the current one, just
// after SDL made the renderer.
func (d *Device) captureGL() {
	if n := d.rendererName(); n != "opengl" && n != "opengles2" {
		return
	}
	ctx, err := sdl.GL_GetCurrentContext()
	if err != nil || ctx == nil {
		return
	}
	d.gl, d.glDevices = ctx, sdlsys.GraphicsDevices()
}

// keepGL makes the renderer's context current again if another graphics
// device was made or destroyed since the renderer last used it.
func (d *Device) keepGL() {
	if d.gl == nil {
		return
	}
	n := sdlsys.GraphicsDevices()
	if n == d.glDevices {
		return
	}
	d.glDevices = n
	// SDL skips making current the context it believes current: release
	// it first, so that the driver is told again.
	_ = sdl.GL_MakeCurrent(nil, nil)
	_ = sdl.GL_MakeCurrent(d.win, d.gl)
}
