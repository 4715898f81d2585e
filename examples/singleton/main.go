// Command singleton shows the engine's Singletons: exactly five long-lived
// managers (Time, Renderer, SceneManager, ResourceManager, InputManager),
// created explicitly by engine.New in a known order and reached through one
// accessor each: engine.Time(), engine.Renderer(), engine.Scenes(),
// engine.Resources(), engine.Input().
//
//	go run ./examples/singleton
//
// What to look at: the readout component holds no pointer to any manager;
// it asks the accessors each frame, from whichever scene is active. Return
// switches to the second scene (through the SceneManager, at the next frame
// boundary): its readout reads the same Time, so the seconds carry on. The
// list is kept short on purpose: audio and the event bus come from the
// service locator instead (examples/servicelocator), and there is no
// generic singleton helper that would make a sixth global easy to add.
// Code that holds the engine calls its methods instead (e.Time(),
// e.Renderer(), ...); the accessors reach the one open engine's. Both are
// in core/engine/engine.go.
package main

import (
	"strconv"
	"time"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(options, setup) }

// options widen the screen to fit the readout's lines.
var options = &engine.Options{Title: "Singleton", Window: render.Options{LogicalW: 400, LogicalH: 240, Scale: 2}}

// setup holds the engine, so it uses e's methods; the readouts it adds hold
// nothing and use the accessors.
func setup(e *engine.Engine) error {
	for _, name := range []string{"first", "second"} {
		s := scene.New(name)
		scene.AddComponent(s.NewObject("readout"), &readout{})
		e.Scenes().Add(s)
	}
	return e.Scenes().Switch("first")
}

// readout shows what the singletons report. Its lines change at most once
// a second, so it rebuilds them only then.
type readout struct {
	scene.Base
	seconds int
	lines   [4]string
}

func (r *readout) Update(float32) {
	if engine.Input().KeyPressed(input.KeyReturn) {
		next := "second"
		if engine.Scenes().Active().Name() == next {
			next = "first"
		}
		_ = engine.Scenes().Switch(next) // both scenes exist: no error
	}
	clk := engine.Time()
	perSecond := int((time.Second + clk.FixedStep()/2) / clk.FixedStep()) // 60
	if s := int(clk.TotalSteps()) / perSecond; s != r.seconds || r.lines[0] == "" {
		r.seconds = s
		w, h := engine.Renderer().LogicalSize()
		data := engine.Resources().Dir()
		if data == "" {
			data = "(embedded, or none)"
		}
		r.lines = [4]string{
			"Time: " + strconv.Itoa(s) + " s simulated",
			"Renderer: " + strconv.Itoa(w) + "x" + strconv.Itoa(h) + " logical pixels",
			"Scenes: active is " + r.Owner().Scene().Name() + " (Return switches)",
			"Resources: data folder " + data,
		}
	}
}

func (r *readout) Render(q *render.Queue) {
	font := render.DefaultFont(engine.Renderer())
	for i, l := range r.lines {
		q.Text(font, l, 4, float32(8+14*i), render.StepUI, 0, render.White)
	}
	q.Text(font, "Input: is Return held?", 4, 72, render.StepUI, 0, render.White)
	if engine.Input().KeyHeld(input.KeyReturn) {
		q.FillRect(4, 84, 8, 8, render.StepUI, 0, render.RGBA8(80, 255, 120, 255))
	}
}
