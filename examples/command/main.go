// Command command shows the Command pattern: a key does not call gameplay
// code; it is bound to a command object, and the binding is data that can
// change while the game runs.
//
//	go run ./examples/command
//
// What to look at: the arrow keys fire move commands (patterns.Command,
// core/patterns/command.go) through the input manager's actions "left",
// "right", "up", "down" (core/input/bind.go). Each command is a
// TargetCommand bound to a target: Tab hands every binding from the yellow
// ship to the blue one by changing the target, without rebinding anything.
// F1 rebinds "left": the next key you press takes the place of the Left
// arrow (CaptureNext, then Rebind). The commands only record the wish to
// move; the ship moves in FixedUpdate, so the simulation stays in fixed
// steps.
package main

import (
	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Command"}, setup) }

// move is a TargetCommand: it acts on whichever ship it is given.
type move struct{ dir mgl32.Vec2 }

func (m move) Execute(s *ship) { s.wish = s.wish.Add(m.dir) }

// ship moves by the wishes its commands recorded this frame.
type ship struct {
	scene.Base
	color render.Color
	wish  mgl32.Vec2
}

func (s *ship) FixedUpdate(dt float32) {
	s.Owner().Transform.Translate(s.wish.Mul(90 * dt))
}

func (s *ship) Update(float32) { s.wish = mgl32.Vec2{} } // after the frame's steps

func (s *ship) Render(q *render.Queue) {
	p := s.Owner().Transform.WorldPosition()
	q.FillRect(p.X()-6, p.Y()-6, 12, 12, render.StepGeometry, 0, s.color)
}

// controls owns the bindings: the bound commands, Tab and F1.
type controls struct {
	scene.Base
	in    *input.Manager
	font  *render.Font
	ships [2]*ship
	bound []*patterns.Bound[*ship]
	label string // what "left" is bound to
}

// setup builds the scene in e: two ships and the controls, which bind
// through e's input manager.
func setup(e *engine.Engine) error {
	s := scene.New("command")
	c := &controls{in: e.Input(), font: render.DefaultFont(e.Renderer())}
	for i, col := range []render.Color{render.RGBA8(240, 200, 60, 255), render.RGBA8(120, 200, 255, 255)} {
		o := s.NewObject("ship")
		o.Transform.SetPosition(mgl32.Vec2{96 + 64*float32(i), 120})
		c.ships[i] = scene.AddComponent(o, &ship{color: col})
	}
	scene.AddComponent(s.NewObject("controls"), c)
	e.Scenes().Add(s)
	return e.Scenes().Switch("command")
}

// Start binds a move command to each direction, aimed at the first ship.
func (c *controls) Start() {
	for _, a := range []struct {
		action string
		dir    mgl32.Vec2
	}{{"left", mgl32.Vec2{-1, 0}}, {"right", mgl32.Vec2{1, 0}}, {"up", mgl32.Vec2{0, -1}}, {"down", mgl32.Vec2{0, 1}}} {
		b := patterns.Bind[*ship](move{a.dir}, c.ships[0])
		c.bound = append(c.bound, b)
		c.Own(c.in.BindAction(1, a.action, b)) // unbound when the controls go
	}
	c.describe()
}

// Update handles the two keys that change the bindings: Tab and F1.
func (c *controls) Update(float32) {
	in := c.in
	if in.KeyPressed(input.KeyTab) {
		next := c.ships[0]
		if c.bound[0].Target == next {
			next = c.ships[1]
		}
		for _, b := range c.bound {
			b.Target = next // the same bindings now drive the other ship
		}
	}
	if in.KeyPressed(input.KeyF1) && !in.Capturing() {
		c.label = "left: press a key..."
		in.CaptureNext(func(got input.Capture) {
			got.Binding.State = input.Held // moving is held, like the arrow it replaces
			in.Rebind(1, in.Action(1, "left")[0], got.Binding)
			c.describe()
		})
	}
}

// describe names the input that "left" answers to first.
func (c *controls) describe() {
	c.label = "left: " + c.in.Action(1, "left")[0].Label()
}

func (c *controls) Render(q *render.Queue) {
	q.Text(c.font, "F1 rebinds left, Tab swaps ship", 4, 4, render.StepUI, 0, render.White)
	q.Text(c.font, c.label, 4, 16, render.StepUI, 0, render.White)
}
