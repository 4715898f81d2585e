// Command dirtyflag shows the Dirty Flag pattern: keep a derived value, mark
// it stale when what it derives from changes, and recompute it only when it
// is read while stale.
//
//	go run ./examples/dirtyflag
//
// What to look at: an arm of three segments, each the child of the one
// before. Hold Space to turn the shoulder: every segment's world position
// changes, yet only the shoulder's local rotation was set. Setting it marks
// the shoulder and its descendants stale; World() recomputes a stale
// matrix, parents first, once, when someone reads it (core/scene/
// transform.go). The readout is the same idea at the game's level: its text
// is rebuilt only when the hand has moved, and the counter says how often
// that was, against the number of frames drawn.
package main

import (
	"fmt"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Dirty flag"}, setup) }

// segments are the arm's joints, each offset from its parent.
var segments = []struct {
	name   string
	offset mgl32.Vec2
}{{"shoulder", mgl32.Vec2{128, 120}}, {"elbow", mgl32.Vec2{48, 0}}, {"wrist", mgl32.Vec2{36, 0}}, {"hand", mgl32.Vec2{24, 0}}}

// setup builds the arm in e: a chain of joints, each the child of the one
// before, two of them turned by motors.
func setup(e *engine.Engine) error {
	s := scene.New("arm")
	var parent *scene.GameObject
	for _, seg := range segments {
		o := s.NewObject(seg.name)
		if parent != nil {
			o.SetParent(parent, false)
		}
		o.Transform.SetPosition(seg.offset)
		scene.AddComponent(o, &joint{})
		parent = o
	}
	scene.AddComponent(s.Find("shoulder"), &motor{in: e.Input()})
	scene.AddComponent(s.Find("elbow"), &motor{in: e.Input(), speed: -0.5}) // the elbow bends back a little
	scene.AddComponent(s.NewObject("readout"), &readout{font: render.DefaultFont(e.Renderer()), hand: s.Find("hand")})
	e.Scenes().Add(s)
	return e.Scenes().Switch("arm")
}

// motor turns its joint while Space is held.
type motor struct {
	scene.Base
	in    *input.Manager
	speed float32 // radians a second, relative to 1
}

func (m *motor) FixedUpdate(dt float32) {
	if m.in.KeyHeld(input.KeySpace) {
		m.Owner().Transform.Rotate((1 + m.speed) * dt)
	}
}

// joint draws its object at its world position.
type joint struct{ scene.Base }

func (j *joint) Render(q *render.Queue) {
	p := j.Owner().Transform.WorldPosition() // recomputed only if stale
	q.FillRect(p.X()-4, p.Y()-4, 8, 8, render.StepGeometry, 0, render.RGBA8(240, 200, 60, 255))
}

// readout shows where the hand is, with its own dirty flag: the last
// position it formatted.
type readout struct {
	scene.Base
	font             *render.Font
	hand             *scene.GameObject
	shown            mgl32.Vec2
	text, counter    string
	rebuilds, frames int
}

func (r *readout) Update(float32) {
	r.frames++
	if p := r.hand.Transform.WorldPosition(); p != r.shown || r.text == "" {
		r.shown = p
		r.text = fmt.Sprintf("hand at %.0f, %.0f", p.X(), p.Y())
		r.rebuilds++
	}
	if r.frames%30 == 1 { // the counter itself twice a second
		r.counter = fmt.Sprintf("rebuilt %d times / %d frames", r.rebuilds, r.frames)
	}
}

func (r *readout) Render(q *render.Queue) {
	q.Text(r.font, "hold Space to turn the arm", 4, 4, render.StepUI, 0, render.White)
	q.Text(r.font, r.text, 4, 18, render.StepUI, 0, render.White)
	q.Text(r.font, r.counter, 4, 32, render.StepUI, 0, render.RGBA8(160, 200, 255, 255))
}
