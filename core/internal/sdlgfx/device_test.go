package sdlgfx_test

import (
	"errors"
	"image/color"
	"os"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/internal/sdlgfx"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

func open(t *testing.T) *sdlgfx.Device {
	t.Helper()
	runtime.LockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	d, err := sdlgfx.Open(sdlgfx.Config{Title: t.Name(), Width: 32, Height: 16, LogicalW: 16, LogicalH: 8, Hidden: true})
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

func TestGeometryAndCopiesReachTheTarget(t *testing.T) {
	d := open(t)
	pix := []byte{255, 0, 0, 255, 0, 255, 0, 255} // a red and a green texel
	tex, err := d.NewTexture(2, 1, pix)
	if err != nil {
		t.Fatal(err)
	}
	target, err := d.NewTarget(16, 8, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := d.SetTarget(target); err != nil {
		t.Fatal(err)
	}
	if err := d.Clear(0, 0, 255, 255); err != nil {
		t.Fatal(err)
	}
	// A quad over x 0..4 sampling the red texel, by geometry.
	v := []sdlgfx.Vertex{
		{X: 0, Y: 0, R: 1, G: 1, B: 1, A: 1, U: 0, V: 0},
		{X: 4, Y: 0, R: 1, G: 1, B: 1, A: 1, U: 0.5, V: 0},
		{X: 4, Y: 4, R: 1, G: 1, B: 1, A: 1, U: 0.5, V: 1},
		{X: 0, Y: 4, R: 1, G: 1, B: 1, A: 1, U: 0, V: 1},
	}
	if err := d.Geometry(tex, sdlgfx.BlendAlpha, v, []int32{0, 1, 2, 2, 3, 0}); err != nil {
		t.Fatal(err)
	}
	// The green texel copied to x 8..12, at half brightness by colour mod.
	if err := d.SetMod(tex, 128, 128, 128, 255); err != nil {
		t.Fatal(err)
	}
	if err := d.Copy(tex, sdlgfx.BlendNone, &sdlgfx.Rect{X: 1, W: 1, H: 1}, &sdlgfx.Rect{X: 8, W: 4, H: 4}); err != nil {
		t.Fatal(err)
	}
	img, err := d.ReadPixels()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		x, y int
		want color.RGBA
	}{
		{1, 1, color.RGBA{255, 0, 0, 255}},
		{9, 1, color.RGBA{0, 128, 0, 255}},
		{14, 6, color.RGBA{0, 0, 255, 255}},
	}
	for _, c := range cases {
		if got := img.RGBAAt(c.x, c.y); got != c.want {
			t.Errorf("pixel (%d,%d): got %v, want %v", c.x, c.y, got, c.want)
		}
	}

	// The window: the target copied whole, scaled x2 by logical presentation.
	if err := d.SetTarget(nil); err != nil {
		t.Fatal(err)
	}
	if err := d.Copy(target, sdlgfx.BlendNone, nil, &sdlgfx.Rect{W: 16, H: 8}); err != nil {
		t.Fatal(err)
	}
	win, err := d.ReadPixels()
	if err != nil {
		t.Fatal(err)
	}
	if got := win.Bounds().Size(); got.X != 32 || got.Y != 16 {
		t.Errorf("window read: got %v, want 32x16", got)
	}
	if got := win.RGBAAt(19, 3); got != (color.RGBA{0, 128, 0, 255}) {
		t.Errorf("window pixel (19,3): got %v, want the green copy", got)
	}
	if err := d.Present(); err != nil {
		t.Fatal(err)
	}
	if p, err := d.PresentationRect(); err != nil || p.W != 32 || p.H != 16 {
		t.Errorf("PresentationRect: got %+v, %v; want 32x16", p, err)
	}
}

func TestDrawCallsAllocateNothing(t *testing.T) {
	d := open(t)
	tex, err := d.NewTexture(1, 1, []byte{255, 255, 255, 255})
	if err != nil {
		t.Fatal(err)
	}
	target, err := d.NewTarget(16, 8, true)
	if err != nil {
		t.Fatal(err)
	}
	v := make([]sdlgfx.Vertex, 4)
	idx := []int32{0, 1, 2, 2, 3, 0}
	full := &sdlgfx.Rect{W: 16, H: 8}
	frame := func() {
		_ = d.SetTarget(target)
		_ = d.Clear(0, 0, 0, 255)
		_ = d.Geometry(tex, sdlgfx.BlendAdd, v, idx)
		_ = d.Geometry(tex, sdlgfx.BlendAlpha, v, idx)
		_ = d.SetMod(target, 10, 10, 10, 255)
		_ = d.SetMod(target, 255, 255, 255, 255)
		_ = d.SetTarget(nil)
		_ = d.Copy(target, sdlgfx.BlendNone, nil, full)
		_ = d.CopyAffine(tex, sdlgfx.BlendAlpha, nil, [2]float32{}, [2]float32{1, 0}, [2]float32{0, 1})
		_ = d.Present()
	}
	frame()
	if raceEnabled {
		t.Skip("allocation counts are meaningless under the race detector")
	}
	if got := testing.AllocsPerRun(20, frame); got != 0 {
		t.Errorf("got %v allocations a frame, want 0", got)
	}
}

func TestNewTextureRejectsShortPixels(t *testing.T) {
	d := open(t)
	if _, err := d.NewTexture(4, 4, make([]byte, 10)); err == nil {
		t.Error("got nil error for 10 bytes of a 4x4 texture, want one")
	}
}

// TestStringsWithNUL: a title holding a NUL byte is shown with U+FFFD in
// its place, and a render driver's name holding one is refused; neither
// reaches go-sdl3, which panics on such strings.
func TestStringsWithNUL(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	d, err := sdlgfx.Open(sdlgfx.Config{Title: "Bomber\x00man", Width: 32, Height: 16, Hidden: true})
	if err != nil {
		t.Fatal(err)
	}
	got := d.WindowTitle()
	d.Close()
	if want := "Bomber\uFFFDman"; got != want {
		t.Errorf("title: got %q, want %q", got, want)
	}
	if _, err := sdlgfx.Open(sdlgfx.Config{Title: "x", Width: 32, Height: 16, Hidden: true, Driver: "soft\x00ware"}); !errors.Is(err, sdlsys.ErrNUL) {
		t.Errorf("render driver with a NUL byte: got %v, want sdlsys.ErrNUL", err)
	}
}
