// Command update shows the Update Method pattern: the scene gives every
// object a slice of time, each step and each frame, through the hooks its
// components choose to implement.
//
//	go run ./examples/update
//
// What to look at: a spawner drops a spark four times a second (every 15
// fixed steps); each spark falls for one second (60 steps) and then
// destroys itself. The spark component has a
// FixedUpdate (falling and ageing: the deterministic simulation) and a
// Render; the blinking of the newest sparks is an Update (frame-rate
// dependent, cosmetic). Nothing calls these methods but the scene
// (core/scene/scene.go): a component is asked once, when it is added, which
// hooks it has, and is put in one list per hook.
//
// A spark that destroys itself in the middle of the pass is only marked;
// the scene removes it after the pass, so the list being walked never
// changes under the loop. The counter shows the sparks alive: four at a
// time, once the first has landed.
package main

import (
	"strconv"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Update method"}, setup) }

// Times in fixed steps, 60 a second: counting steps keeps the simulation
// exact.
const (
	spawnEvery = 15 // steps between sparks
	sparkLife  = 60 // steps a spark lives
)

// setup builds the scene in e: one spawner, which adds the sparks.
func setup(e *engine.Engine) error {
	s := scene.New("update")
	scene.AddComponent(s.NewObject("spawner"), &spawner{font: render.DefaultFont(e.Renderer()), rng: random.New(7)})
	e.Scenes().Add(s)
	return e.Scenes().Switch("update")
}

// spawner adds a spark every spawnEvery steps, and shows how many are
// alive.
type spawner struct {
	scene.Base
	font  *render.Font
	rng   *random.RNG
	steps int
	alive int
	label string
}

func (s *spawner) FixedUpdate(float32) {
	if s.steps++; s.steps%spawnEvery == 1 {
		sc := s.Owner().Scene()
		o := sc.NewObject("spark")
		o.Transform.SetPosition(mgl32.Vec2{s.rng.RangeF(16, 240), 20})
		scene.AddComponent(o, &spark{})
	}
}

func (s *spawner) Update(float32) {
	if n := s.Owner().Scene().Len() - 1; n != s.alive || s.label == "" {
		s.alive, s.label = n, "sparks alive: "+strconv.Itoa(n)
	}
}

func (s *spawner) Render(q *render.Queue) {
	q.Text(s.font, s.label, 4, 4, render.StepUI, 0, render.White)
}

// spark falls and ages in FixedUpdate, blinks in Update, draws in Render.
type spark struct {
	scene.Base
	age   int // steps lived
	blink float32
}

func (p *spark) FixedUpdate(dt float32) {
	p.Owner().Transform.Translate(mgl32.Vec2{0, 180 * dt})
	if p.age++; p.age == sparkLife {
		p.Owner().Destroy() // marked now, removed after this pass
	}
}

func (p *spark) Update(dt float32) { p.blink += dt }

func (p *spark) Render(q *render.Queue) {
	c := render.RGBA8(255, 200, 80, 255)
	if p.age < spawnEvery && int(p.blink*16)%2 == 0 {
		c = render.White // the newest sparks blink
	}
	pos := p.Owner().Transform.WorldPosition()
	q.FillRect(pos.X()-3, pos.Y()-3, 6, 6, render.StepGeometry, 0, c)
}
