package physics_test

import (
	"errors"
	"image"
	"image/color"
	"os"
	"runtime"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/physics"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// openRenderer opens a hidden 160x120 renderer of backend b on SDL's
// offscreen driver, or skips the test where b cannot open (no GPU device).
func openRenderer(t *testing.T, b render.Backend, driver string) *render.Renderer {
	t.Helper()
	runtime.LockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		t.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		t.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	r, err := render.New(&render.Options{Title: t.Name(), LogicalW: 160, LogicalH: 120, Scale: 1, Hidden: true, Backend: b, Driver: driver})
	if errors.Is(err, render.ErrNoGPU) {
		runtime.UnlockOSThread()
		t.Skipf("no GPU device, the GPU backend is not tested (install a Vulkan driver, e.g. Debian's mesa-vulkan-drivers): %v", err)
	}
	if err != nil {
		runtime.UnlockOSThread()
		t.Fatalf("render.New: %v", err)
	}
	t.Cleanup(func() { r.Close(); runtime.UnlockOSThread() })
	return r
}

func rgba8(c render.Color) color.RGBA {
	return color.RGBA{uint8(c.R*255 + 0.5), uint8(c.G*255 + 0.5), uint8(c.B*255 + 0.5), 255}
}

func close8(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return max(x, y)-min(x, y) <= 2 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

// A DebugView draws the world's lines where the bodies are, under a
// camera, in the testbed's colours whatever the lighting, on both
// backends; its frames allocate nothing; off, it draws nothing.
func TestDebugViewDrawsTheWorldWhereItIs(t *testing.T) {
	cases := []struct {
		name    string
		backend render.Backend
		driver  string
	}{
		{"sdl software", render.BackendSDL, "software"},
		{"gpu", render.BackendGPU, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := openRenderer(t, c.backend, c.driver)
			r.SetClearColor(render.RGBA8(200, 200, 220, 255))
			// The clear colour under the ambient light: the world is dark.
			dark := func(c color.RGBA) bool { return c.R < 40 && c.G < 40 && c.B < 40 }
			// A dark scene: lit lines would be dimmed; the view's are not.
			r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(40, 40, 40, 255)})

			w := newRig(t, nil)
			// A static box whose sides fall on pixel centres: x 90.5 to
			// 110.5, y 50.5 to 70.5 in the world.
			w.body("box", mgl32.Vec2{100.5, 60.5}, physics.Static, physics.Box(20, 20))
			w.ground(100)
			crate := w.body("crate", mgl32.Vec2{40, 80}, physics.Dynamic, physics.Box(12, 12))
			cam := mgl32.Vec2{10, 5}
			lines := w.s.NewObject("lines")
			lines.Transform.SetPosition(cam.Mul(-1))
			view := scene.AddComponent(lines, physics.NewDebugView(w.w, physics.DrawShapes|physics.DrawContacts))
			r.SetCamera(cam[0], cam[1])
			view.On = false // the rig's frames render into no queue
			w.frame()
			w.run(100) // the crate lands and rests on the ground
			view.On = true

			frame := func() *image.RGBA {
				t.Helper()
				w.s.Render(r.Queue())
				if err := r.Present(); err != nil {
					t.Fatal(err)
				}
				img, err := r.Screenshot(render.LogicalPixels)
				if err != nil {
					t.Fatal(err)
				}
				return img
			}
			img := frame()
			static, dynamic, contact := rgba8(physics.ColorStatic), rgba8(physics.ColorDynamic), rgba8(physics.ColorContact)
			// The box's outline, moved by the camera: rows 45 and 65,
			// columns 80 and 100, and nothing inside.
			for i := 81; i < 100; i++ {
				for _, p := range []image.Point{{i, 45}, {i, 65}, {80, i - 36}, {100, i - 36}} {
					if got := img.RGBAAt(p.X, p.Y); !close8(got, static) {
						t.Fatalf("the static box's outline at %v: got %v, want %v", p, got, static)
					}
				}
			}
			if got := img.RGBAAt(90, 55); !dark(got) {
				t.Errorf("inside the box at (90,55): got %v, want the dark background", got)
			}
			// The crate asleep on the ground (Box2D's grey) or awake, and
			// the contact marks under it.
			p := crate.Owner().Transform.Position().Sub(cam)
			top := false
			for y := int(p[1]) - 7; y <= int(p[1])-5; y++ {
				c := img.RGBAAt(int(p[0]), y)
				top = top || close8(c, dynamic) || close8(c, rgba8(physics.ColorAsleep))
			}
			if !top {
				t.Errorf("the crate's top about (%d,%d): got none of the dynamic %v or the asleep %v", int(p[0]), int(p[1])-6, dynamic, rgba8(physics.ColorAsleep))
			}
			marks := 0
			for y := int(p[1]); y < int(p[1])+12; y++ {
				for x := int(p[0]) - 10; x <= int(p[0])+10; x++ {
					if close8(img.RGBAAt(x, y), contact) {
						marks++
					}
				}
			}
			if marks == 0 {
				t.Errorf("no contact marks under the resting crate")
			}
			if n := len(view.Segments()); n != 4*3+2*3 {
				t.Errorf("the view drew %d segments, want 18: three boxes and two contact points", n)
			}

			if !raceEnabled {
				frame()
				if got := testing.AllocsPerRun(20, func() {
					w.s.Render(r.Queue())
					r.Present()
				}); got != 0 {
					t.Errorf("a frame with the debug view: got %v allocations, want 0", got)
				}
			}

			view.On = false
			img = frame()
			if got := img.RGBAAt(90, 45); !dark(got) {
				t.Errorf("with the view off, at the box's top (90,45): got %v, want the dark background", got)
			}
			if len(view.Segments()) != 0 {
				t.Errorf("with the view off it reports %d segments, want none", len(view.Segments()))
			}
		})
	}
}
