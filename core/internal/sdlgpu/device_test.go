//go:build !js

package sdlgpu_test

import (
	"errors"
	"image/color"
	"os"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/internal/sdlgpu"
)

// open makes a windowless device on SDL's offscreen driver (a Vulkan
// device such as Mesa's llvmpipe is enough), or skips the test saying why.
func open(t *testing.T) *sdlgpu.Device {
	t.Helper()
	runtime.LockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	d, err := sdlgpu.Open(sdlgpu.Config{Title: t.Name(), Width: 32, Height: 16, Hidden: true, Windowless: true})
	if errors.Is(err, sdlgpu.ErrNoDevice) {
		runtime.UnlockOSThread()
		t.Skipf("no GPU device (install a Vulkan driver, e.g. Debian's mesa-vulkan-drivers): %v", err)
	}
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() {
		d.Close()
		d.Close() // idempotent
		runtime.UnlockOSThread()
	})
	return d
}

func TestClearBlitAndDownload(t *testing.T) {
	d := open(t)
	pix := []byte{255, 0, 0, 255, 0, 255, 0, 255} // a red and a green texel
	tex, err := d.NewTexture(2, 1, pix)
	if err != nil {
		t.Fatal(err)
	}
	target, err := d.NewTarget(8, 4, sdlgpu.RGBA8)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Begin(); err != nil {
		t.Fatal(err)
	}
	if err := d.BeginPass(target, true, [4]float32{0, 0, 1, 1}); err != nil {
		t.Fatal(err)
	}
	d.EndPass()
	d.BlitTo(tex, target, sdlgpu.Rect{X: 2, Y: 1, W: 4, H: 2}) // each texel 2x2
	if err := d.Submit(); err != nil {
		t.Fatal(err)
	}
	img, err := d.Download(target)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		x, y int
		want color.RGBA
	}{
		{0, 0, color.RGBA{0, 0, 0, 255}}, // the blit clears outside its rectangle
		{2, 1, color.RGBA{255, 0, 0, 255}},
		{3, 2, color.RGBA{255, 0, 0, 255}},
		{4, 1, color.RGBA{0, 255, 0, 255}},
		{5, 2, color.RGBA{0, 255, 0, 255}},
		{6, 1, color.RGBA{0, 0, 0, 255}},
	}
	for _, c := range cases {
		if got := img.RGBAAt(c.x, c.y); got != c.want {
			t.Errorf("pixel (%d,%d): got %v, want %v", c.x, c.y, got, c.want)
		}
	}
}

func TestFrameDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	d := open(t)
	target, err := d.NewTarget(8, 8, sdlgpu.RGBA16F)
	if err != nil {
		t.Fatal(err)
	}
	up, err := d.NewUpload(1024)
	if err != nil {
		t.Fatal(err)
	}
	buf, err := d.NewBuffer(1024)
	if err != nil {
		t.Fatal(err)
	}
	frame := func() {
		if err := d.Begin(); err != nil {
			t.Fatal(err)
		}
		m, err := d.Map(up)
		if err != nil {
			t.Fatal(err)
		}
		m[0] = 1
		d.Unmap(up)
		d.CopyToBuffer(up, 0, buf, 0, 256)
		if err := d.BeginPass(target, true, [4]float32{1, 0, 0, 1}); err != nil {
			t.Fatal(err)
		}
		d.EndPass()
		if err := d.Submit(); err != nil {
			t.Fatal(err)
		}
	}
	frame()
	if n := testing.AllocsPerRun(20, frame); n != 0 {
		t.Errorf("got %v allocations a frame, want 0", n)
	}
}

// TestTitleWithNUL: a title holding a NUL byte is shown with U+FFFD in its
// place, never handed to go-sdl3, which panics on such strings.
func TestTitleWithNUL(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	d, err := sdlgpu.Open(sdlgpu.Config{Title: "Bomber\x00man", Width: 32, Height: 16, Hidden: true, Windowless: true})
	if errors.Is(err, sdlgpu.ErrNoDevice) {
		t.Skipf("no GPU device (install a Vulkan driver, e.g. Debian's mesa-vulkan-drivers): %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	got := d.WindowTitle()
	d.Close()
	if want := "Bomber\uFFFDman"; got != want {
		t.Errorf("title: got %q, want %q", got, want)
	}
}

// TestWindowlessWhereNobodySeesTheWindow: a device that cannot claim its
// window draws without it where it was asked to (BackendGPU), or, asked
// only where nobody sees the window (BackendAuto), for a hidden window or
// on SDL's offscreen and dummy drivers; a visible window on a display
// stays an error, not a window that never shows a frame.
func TestWindowlessWhereNobodySeesTheWindow(t *testing.T) {
	cases := []struct {
		always, unseen, hidden bool
		driver                 string
		want                   bool
	}{
		{driver: "offscreen"},
		{always: true, driver: "x11", want: true},
		{always: true, hidden: true, driver: "wayland", want: true},
		{unseen: true, driver: "offscreen", want: true},
		{unseen: true, driver: "dummy", want: true},
		{unseen: true, hidden: true, driver: "x11", want: true},
		{unseen: true, hidden: true, driver: "windows", want: true},
		{unseen: true, driver: "x11"},
		{unseen: true, driver: "wayland"},
		{unseen: true, driver: "cocoa"},
		{hidden: true, driver: "offscreen"},
	}
	for _, c := range cases {
		cfg := sdlgpu.Config{Windowless: c.always, WindowlessUnseen: c.unseen, Hidden: c.hidden}
		if got := sdlgpu.WindowlessOn(cfg, c.driver); got != c.want {
			t.Errorf("Windowless %v, WindowlessUnseen %v, Hidden %v on %s: got windowless %v, want %v", c.always, c.unseen, c.hidden, c.driver, got, c.want)
		}
	}
}
