//go:build !js

package sdlgfx_test

import (
	"image/color"
	"os"
	"runtime"
	"testing"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/ebitengine/purego"

	"github.com/bengine-go/bengine/core/internal/sdlgfx"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// TestOpenGLContextComesBackAfterAnotherDevice: a driver that changes the
// thread's current OpenGL context behind SDL's back (NVIDIA's, when SDL's
// GPU API makes a Vulkan device after an OpenGL renderer) leaves SDL's
// renderer drawing into nothing, every read-back transparent black. Here
// the context is released through EGL itself, as such a driver would;
// once a graphics device is recorded as made (sdlgpu does it), the
// renderer makes its context current again and draws.
func TestOpenGLContextComesBackAfterAnotherDevice(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		t.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	d, err := sdlgfx.Open(sdlgfx.Config{Title: t.Name(), Width: 8, Height: 8, LogicalW: 8, LogicalH: 8, Hidden: true, Driver: "opengl"})
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer d.Close()
	name := d.GLRenderer()
	release := sdl.EGL_GetProcAddress("eglMakeCurrent")
	dpy, err := sdl.EGL_GetCurrentDisplay()
	if name == "" || release == 0 || err != nil || dpy == 0 {
		t.Skipf("no OpenGL renderer on EGL here (video driver %s, renderer %q)", sdlsys.VideoDriver(), d.Name())
	}
	target, err := d.NewTarget(4, 4, false)
	if err != nil {
		t.Fatal(err)
	}

	// The context goes, behind SDL's back: the driver draws with none.
	purego.SyscallN(uintptr(release), uintptr(dpy), 0, 0, 0) // EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT
	if got := sdlgfx.GLRendererNow(); got != "" {
		t.Fatalf("got GL_RENDERER %q with the context released, want none current", got)
	}

	sdlsys.GraphicsDeviceChanged()
	if err := d.SetTarget(target); err != nil {
		t.Fatal(err)
	}
	if err := d.Clear(200, 30, 10, 255); err != nil {
		t.Fatal(err)
	}
	img, err := d.ReadPixels()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := img.RGBAAt(1, 1), (color.RGBA{200, 30, 10, 255}); got != want {
		t.Errorf("got %v read back after another device was made, want %v drawn", got, want)
	}
	if got := sdlgfx.GLRendererNow(); got != name {
		t.Errorf("got GL_RENDERER %q current, want the renderer's %q", got, name)
	}
}
