package render_test

import (
	"errors"
	"image"
	"image/color"
	"os"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/render"
)

// newRenderer opens a hidden window on the offscreen driver (real SDL,
// real OpenGL via Mesa) and closes it when the test ends.
func newRenderer(tb testing.TB, w, h int) *render.Renderer {
	tb.Helper()
	runtime.LockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	r, err := render.New(&render.Options{Title: tb.Name(), LogicalW: w, LogicalH: h, Scale: 2, Hidden: true, Backend: render.BackendSDL})
	if err != nil {
		tb.Fatalf("render.New: %v", err)
	}
	tb.Cleanup(func() {
		r.Close()
		runtime.UnlockOSThread()
	})
	return r
}

// newGPURenderer opens a hidden window on the GPU backend with the
// offscreen driver (windowless where the window cannot be claimed), or
// skips the test where no GPU device exists.
func newGPURenderer(tb testing.TB, w, h int) *render.Renderer {
	tb.Helper()
	r := tryGPURenderer(tb, w, h)
	if r == nil {
		tb.Skipf("no GPU device, the GPU backend is not tested (install a Vulkan driver, e.g. Debian's mesa-vulkan-drivers)")
	}
	return r
}

// tryGPURenderer is newGPURenderer returning nil, with a log line, where
// there is no GPU device.
func tryGPURenderer(tb testing.TB, w, h int) *render.Renderer {
	tb.Helper()
	runtime.LockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&render.Options{Title: tb.Name(), LogicalW: w, LogicalH: h, Scale: 2, Hidden: true, Backend: render.BackendGPU})
	if errors.Is(err, render.ErrNoGPU) {
		tb.Logf("no GPU device, the GPU backend is not tested (install a Vulkan driver, e.g. Debian's mesa-vulkan-drivers): %v", err)
		runtime.UnlockOSThread()
		return nil
	}
	if err != nil {
		tb.Fatalf("render.New: %v", err)
	}
	tb.Cleanup(func() {
		r.Close()
		runtime.UnlockOSThread()
	})
	return r
}

// solid returns a w x h image of one colour.
func solid(w, h int, c color.NRGBA) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	return img
}

// texture uploads img or fails the test.
func texture(tb testing.TB, r *render.Renderer, name string, img image.Image) *render.Texture {
	tb.Helper()
	t, err := r.NewTexture(name, img)
	if err != nil {
		tb.Fatalf("NewTexture %s: %v", name, err)
	}
	return t
}

// frame presents and returns the logical frame.
func frame(tb testing.TB, r *render.Renderer) *image.RGBA {
	tb.Helper()
	if err := r.Present(); err != nil {
		tb.Fatalf("Present: %v", err)
	}
	img, err := r.Screenshot(render.LogicalPixels)
	if err != nil {
		tb.Fatalf("Screenshot: %v", err)
	}
	return img
}

// near reports whether two colours differ by at most tol in each channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v <= tol && v >= -tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}
