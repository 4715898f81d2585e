// Command component shows the Component pattern: a game object is a
// transform plus a list of components, and what it is comes from which
// components it has, not from a class it inherits from.
//
//	go run ./examples/component
//
// What to look at: the ship and the drone share the body component (a
// coloured square); the ship adds a pilot (arrow keys move it), the drone
// an orbit (it circles the centre). Space gives the ship a shield: a third
// component, added at run time, that drains and then removes itself. The
// body finds the shield with GetComponent to draw it, and the pilot finds
// the body once, in Start, to tint it.
//
// The machinery is core/scene/component.go: AddComponent, GetComponent and
// RemoveComponent are generic, so the compiler checks the types, and each
// component implements only the hooks it needs (FixedUpdate, Render, ...).
package main

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Component"}, setup) }

// setup builds the scene in e: a piloted ship and a drone, each an object
// made of components.
func setup(e *engine.Engine) error {
	s := scene.New("components")
	ship := s.NewObject("ship")
	ship.Transform.SetPosition(mgl32.Vec2{128, 160})
	scene.AddComponent(ship, &body{color: render.RGBA8(240, 200, 60, 255)})
	scene.AddComponent(ship, &pilot{in: e.Input(), speed: 90})

	drone := s.NewObject("drone")
	scene.AddComponent(drone, &body{color: render.RGBA8(120, 200, 255, 255)})
	scene.AddComponent(drone, &orbit{centre: mgl32.Vec2{128, 100}, radius: 50})
	e.Scenes().Add(s)
	return e.Scenes().Switch("components")
}

// body draws its object as a square, and its shield if it has one.
type body struct {
	scene.Base
	color render.Color
}

func (b *body) Render(q *render.Queue) {
	p := b.Owner().Transform.WorldPosition()
	q.FillRect(p.X()-6, p.Y()-6, 12, 12, render.StepGeometry, 1, b.color)
	if sh, ok := scene.GetComponent[*shield](b.Owner()); ok {
		r := 8 + 4*sh.energy
		q.FillRect(p.X()-r, p.Y()-r, 2*r, 2*r, render.StepGeometry, 0, render.RGBA8(80, 255, 160, 120))
	}
}

// pilot moves its object with the arrow keys and gives it a shield on Space.
type pilot struct {
	scene.Base
	in    *input.Manager
	speed float32
	body  *body // found once, in Start
}

func (p *pilot) Start() {
	p.body, _ = scene.GetComponent[*body](p.Owner())
	p.body.color = render.RGBA8(255, 160, 60, 255) // a piloted body is orange
}

func (p *pilot) FixedUpdate(dt float32) {
	in := p.in
	var v mgl32.Vec2
	for _, k := range []struct {
		key input.Key
		dir mgl32.Vec2
	}{{input.KeyLeft, mgl32.Vec2{-1, 0}}, {input.KeyRight, mgl32.Vec2{1, 0}},
		{input.KeyUp, mgl32.Vec2{0, -1}}, {input.KeyDown, mgl32.Vec2{0, 1}}} {
		if in.KeyHeld(k.key) {
			v = v.Add(k.dir)
		}
	}
	p.Owner().Transform.Translate(v.Mul(p.speed * dt))
}

// Update reads the Space press once a frame: a press is an edge of the
// frame, and a frame may run no fixed step, or several.
func (p *pilot) Update(float32) {
	if _, shielded := scene.GetComponent[*shield](p.Owner()); p.in.KeyPressed(input.KeySpace) && !shielded {
		scene.AddComponent(p.Owner(), &shield{energy: 2})
	}
}

// orbit circles its object around centre.
type orbit struct {
	scene.Base
	centre mgl32.Vec2
	radius float32
	angle  float64
}

func (o *orbit) FixedUpdate(dt float32) {
	o.angle += float64(dt)
	off := mgl32.Vec2{float32(math.Cos(o.angle)), float32(math.Sin(o.angle))}.Mul(o.radius)
	o.Owner().Transform.SetPosition(o.centre.Add(off))
}

// shield drains for energy seconds, then removes itself from its object.
type shield struct {
	scene.Base
	energy float32
}

func (s *shield) FixedUpdate(dt float32) {
	if s.energy -= dt; s.energy <= 0 {
		scene.RemoveComponent[*shield](s.Owner())
	}
}
