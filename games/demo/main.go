// Command demo is the engine's smallest complete program: a window, a scene,
// a sprite that moves in FixedUpdate, and a child sprite parented to it that
// spins around it through the transform hierarchy. Run it with
//
//	go run ./games/demo                       # a window; closing it quits
//	go run ./games/demo -headless -ticks 60   # no window: 60 fixed steps, then a summary
//	go run ./games/demo -headless -v          # until Ctrl+C, with the engine's debug log
//
// Arrow keys push the parent; the child follows without any code of its own.
// It loads no data, so it runs from any folder.
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"log/slog"
	"math"
	"os"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() {
	engine.Main(&engine.Options{Title: "BEngine demo", AppID: "io.github.bengine-go.demo", Args: flags}, run)
}

// flags reads the command line into the engine's options.
func flags(args []string, o *engine.Options) error {
	fl := flag.NewFlagSet("demo", flag.ContinueOnError)
	fl.BoolVar(&o.Headless, "headless", false, "run with no window, no audio and no frame cap")
	fl.IntVar(&o.Ticks, "ticks", 0, "quit after this many fixed steps (0: run until closed)")
	verbose := fl.Bool("v", false, "log the engine's debug messages (where SDL came from, signals)")
	backend := fl.String("renderer", "auto", "what draws: gpu, sdl or auto")
	if err := engine.ParseFlags(fl, args); err != nil {
		return err
	}
	be, err := render.ParseBackend(*backend)
	if err != nil {
		return engine.UsageError{Err: err}
	}
	o.Window.Backend = be
	if *verbose {
		o.Logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return nil
}

// run builds the scene in e; a headless run prints a summary after the
// loop.
func run(e *engine.Engine) error {
	if err := Setup(e); err != nil {
		return err
	}
	if e.Options().Headless {
		e.AfterRun(func() error {
			ship := e.Scenes().Active().Find("ship").Transform.WorldPosition()
			fmt.Printf("demo: %d fixed steps in %d frames; the ship at (%.1f, %.1f)\n",
				e.Time().TotalSteps(), e.Time().FrameCount(), ship[0], ship[1])
			return nil
		})
	}
	return nil
}

// Setup builds the demo scene in e.
func Setup(e *engine.Engine) error {
	r := e.Renderer()
	r.SetClearColor(render.RGBA8(24, 28, 48, 255))
	// A dim night lit by the ship's lamp, and CRT scanlines where the
	// backend runs shaders (the SDL renderer draws without them).
	r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(160, 160, 190, 255)})
	if err := r.AddPostEffect(render.Scanlines(0.25, 0.3)); err != nil && !errors.Is(err, render.ErrNoShaders) {
		return err
	}
	ship, err := r.NewTexture("ship", disc(16, color.NRGBA{240, 200, 60, 255}))
	if err != nil {
		return err
	}
	moon, err := r.NewTexture("moon", disc(8, color.NRGBA{120, 200, 255, 255}))
	if err != nil {
		return err
	}

	s := scene.New("demo")
	parent := s.NewObject("ship")
	parent.Transform.SetPosition(mgl32.Vec2{128, 120})
	parent.Transform.SetPivot(mgl32.Vec2{0, 0})
	scene.AddComponent(parent, centred(ship.Region()))
	scene.AddComponent(parent, &Mover{In: e.Input(), Speed: 90})
	scene.AddComponent(parent, &Lamp{Light: render.Light{Kind: render.LightPoint,
		Color: render.RGBA8(255, 220, 160, 255), Intensity: 2, Radius: 72}})

	child := s.NewObject("moon")
	child.SetParent(parent, false)
	child.Transform.SetPosition(mgl32.Vec2{24, 0})
	scene.AddComponent(child, centred(moon.Region()))
	// The orbit: rotating the parent would turn the ship too, so an orbit
	// pivot object between them spins instead.
	orbit := s.NewObject("orbit")
	orbit.SetParent(parent, false)
	child.SetParent(orbit, false)
	scene.AddComponent(orbit, &Spinner{Speed: 2})

	e.Scenes().Add(s)
	return e.Scenes().Switch("demo")
}

// centred returns the engine's sprite component for r, with its pivot at
// the image's centre so the object's position is the middle of the image.
func centred(r render.Region) *scene.SpriteRenderer {
	c := scene.NewSpriteRenderer(r)
	c.Sprite.Pivot = mgl32.Vec2{r.W / 2, r.H / 2}
	return c
}

// Mover drifts its object in a figure of eight, and the arrow keys push it.
type Mover struct {
	scene.Base
	In    *input.Manager // the arrow keys' state
	Speed float32
	t     float64
}

// FixedUpdate moves the object: deterministic work belongs in the fixed step.
func (m *Mover) FixedUpdate(dt float32) {
	m.t += float64(dt)
	in := m.In
	v := mgl32.Vec2{float32(math.Cos(m.t)) * 40, float32(math.Sin(2*m.t)) * 30}
	if in.KeyHeld(input.KeyLeft) {
		v[0] -= m.Speed
	}
	if in.KeyHeld(input.KeyRight) {
		v[0] += m.Speed
	}
	if in.KeyHeld(input.KeyUp) {
		v[1] -= m.Speed
	}
	if in.KeyHeld(input.KeyDown) {
		v[1] += m.Speed
	}
	m.Owner().Transform.Translate(v.Mul(dt))
}

// Lamp lights the world around its object: a point light submitted each
// frame at the object's world position.
type Lamp struct {
	scene.Base
	Light render.Light
}

// Render submits the light where the object is.
func (l *Lamp) Render(q *render.Queue) {
	l.Light.Pos = l.Owner().Transform.WorldPosition()
	q.Light(&l.Light)
}

// Spinner rotates its object.
type Spinner struct {
	scene.Base
	Speed float32
}

// Update spins with the frame's delta: smooth, frame-rate dependent work.
func (s *Spinner) Update(dt float32) { s.Owner().Transform.Rotate(s.Speed * dt) }

// disc draws a filled circle with a darker rim: art made in code.
func disc(size int, c color.NRGBA) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	r := float64(size) / 2
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			d := math.Hypot(float64(x)+0.5-r, float64(y)+0.5-r)
			switch {
			case d < r-1.5:
				img.SetNRGBA(x, y, c)
			case d < r:
				img.SetNRGBA(x, y, color.NRGBA{c.R / 2, c.G / 2, c.B / 2, 255})
			}
		}
	}
	return img
}
