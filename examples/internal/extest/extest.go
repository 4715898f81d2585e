package extest

import (
	"image"
	"os"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// Start creates a headless engine with opts (nil means defaults), calls
// setup and returns the engine, closed when the test ends. The test runs
// on the main OS thread, as SDL requires. Where SDL has no video device it
// skips the test, saying so.
func Start(t testing.TB, opts *engine.Options, setup func(e *engine.Engine) error) *engine.Engine {
	t.Helper()
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		t.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	var o engine.Options
	if opts != nil {
		o = *opts
	}
	o.Headless = true
	e, err := engine.New(&o)
	if err != nil {
		t.Skipf("no SDL video here: %v", err)
	}
	t.Cleanup(e.Close)
	if err := setup(e); err != nil {
		t.Fatalf("setup: %v", err)
	}
	return e
}

// Frames runs n frames, failing the test on an error.
func Frames(t testing.TB, e *engine.Engine, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := e.RunOneFrame(); err != nil {
			t.Fatalf("frame %d: %v", i, err)
		}
	}
}

// Press queues k going down (or up) and runs one frame, which sees it.
func Press(t testing.TB, e *engine.Engine, k input.Key, down bool) {
	t.Helper()
	if err := inputtest.PushKey(k, down); err != nil {
		t.Fatal(err)
	}
	Frames(t, e, 1)
}

// Tap presses k for one frame and releases it the next.
func Tap(t testing.TB, e *engine.Engine, k input.Key) {
	t.Helper()
	Press(t, e, k, true)
	Press(t, e, k, false)
}

// Component returns the component of type T on the object named name in
// the active scene, failing the test if there is none.
func Component[T scene.Component](t testing.TB, name string) T {
	t.Helper()
	var zero T
	s := engine.Scenes().Active()
	if s == nil {
		t.Fatal("no active scene: run a frame first, the switch happens then")
		return zero
	}
	o := s.Find(name)
	if o == nil {
		t.Fatalf("no object %q in scene %q", name, s.Name())
		return zero
	}
	c, ok := scene.GetComponent[T](o)
	if !ok {
		t.Fatalf("object %q has no %T", name, zero)
	}
	return c
}

// Shot returns the last frame at logical resolution, failing the test on
// an error.
func Shot(t testing.TB) *image.RGBA {
	t.Helper()
	img, err := engine.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	return img
}
