// Command hello is a whole program on BEngine-Go, written as one outside
// the engine's module would write it: it imports only the public packages,
// opens a window, draws a sprite from a PNG embedded in the executable,
// moves it with the arrow keys and quits on Escape. It needs no data
// folder and no C compiler:
//
//	go run ./examples/hello
//
// Its main is the one every program on the engine has: engine.Main with
// the options and a setup function, which builds the scene in the engine
// Main created; Main then runs the loop and closes the engine. hello.png is
// a 16x16 face drawn for this example.
package main

import (
	"embed"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/scene"
)

//go:embed hello.png
var files embed.FS // the program's data, inside the executable

func main() { engine.Main(&engine.Options{Title: "Hello, BEngine", Data: files}, setup) }

// setup builds the scene in e: one object with the sprite and the walker.
func setup(e *engine.Engine) error {
	tex, err := e.Resources().Texture("hello.png")
	if err != nil {
		return err
	}
	s := scene.New("hello")
	face := s.NewObject("face")
	face.Transform.SetPosition(mgl32.Vec2{120, 112})
	scene.AddComponent(face, scene.NewSpriteRenderer(tex.Region()))
	scene.AddComponent(face, &walker{e: e, speed: 90})
	e.Scenes().Add(s)
	return e.Scenes().Switch("hello")
}

// walker moves its object with the arrow keys; Escape quits.
type walker struct {
	scene.Base
	e     *engine.Engine
	speed float32 // logical pixels a second
}

// FixedUpdate moves: keys held during the step, the step's fixed time.
func (w *walker) FixedUpdate(dt float32) {
	in := w.e.Input()
	var v mgl32.Vec2
	if in.KeyHeld(input.KeyLeft) {
		v[0]--
	}
	if in.KeyHeld(input.KeyRight) {
		v[0]++
	}
	if in.KeyHeld(input.KeyUp) {
		v[1]--
	}
	if in.KeyHeld(input.KeyDown) {
		v[1]++
	}
	w.Owner().Transform.Translate(v.Mul(w.speed * dt))
}

// Update runs once a frame, where a key press is seen exactly once.
func (w *walker) Update(float32) {
	if w.e.Input().KeyPressed(input.KeyEscape) {
		w.e.Quit()
	}
}
