package physics_test

import (
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/physics"
	"github.com/bengine-go/bengine/core/scene"
)

// step is the seed's fixed step, 10 ms.
const step = float32(0.01)

// rig is a world and the scene its bodies live in, run the way the engine
// runs them: the world's step, then the scene's passes.
type rig struct {
	t   testing.TB
	s   *scene.Scene
	w   *physics.World
	bus *patterns.EventBus
	all []*physics.Body // every body the rig made, in order
}

func newRig(t testing.TB, o *physics.Options) *rig {
	bus := patterns.NewEventBus()
	var opts physics.Options
	if o != nil {
		opts = *o
	}
	opts.Bus = bus
	w := physics.New(&opts)
	t.Cleanup(w.Close)
	return &rig{t: t, s: scene.New("test"), w: w, bus: bus}
}

// frame runs the scene's passes once (components added since the last
// frame start), without stepping the world.
func (r *rig) frame() {
	r.s.FixedUpdate(step)
	r.s.Update(step)
	r.s.LateUpdate(step)
	r.s.Render(nil)
}

// run steps the world n times, each followed by a frame, as the engine's
// headless loop does.
func (r *rig) run(n int) {
	for range n {
		r.w.Step(step)
		r.frame()
	}
}

// body adds an object at pos with a body of type t and shapes.
func (r *rig) body(name string, pos mgl32.Vec2, t physics.BodyType, shapes ...physics.Shape) *physics.Body {
	o := r.s.NewObject(name)
	o.Transform.SetPosition(pos)
	b := scene.AddComponent(o, physics.NewBody(r.w, t, shapes...))
	r.all = append(r.all, b)
	return b
}

// ground adds a static floor, 400 px wide, its top at y.
func (r *rig) ground(y float32) *physics.Body {
	return r.body("ground", mgl32.Vec2{200, y + 10}, physics.Static, physics.Box(400, 20))
}

// events counts the world's events by type.
type events struct {
	began, ended, entered, exited int
	log                           []string
}

func (r *rig) listen() *events {
	ev := &events{}
	name := func(o *scene.GameObject) string { return o.Name() }
	r.t.Cleanup(func() {}) // subscriptions die with the bus
	patterns.Subscribe(r.bus, func(e physics.ContactBegan) {
		ev.began++
		ev.log = append(ev.log, "began "+name(e.A)+" "+name(e.B))
	})
	patterns.Subscribe(r.bus, func(e physics.ContactEnded) {
		ev.ended++
		ev.log = append(ev.log, "ended "+name(e.A)+" "+name(e.B))
	})
	patterns.Subscribe(r.bus, func(e physics.SensorEntered) {
		ev.entered++
		ev.log = append(ev.log, "entered "+name(e.Sensor)+" "+name(e.Other))
	})
	patterns.Subscribe(r.bus, func(e physics.SensorExited) {
		ev.exited++
		ev.log = append(ev.log, "exited "+name(e.Sensor)+" "+name(e.Other))
	})
	return ev
}

func near(a, b mgl32.Vec2, tol float32) bool { return a.Sub(b).Len() <= tol }

func subscribeBegan(r *rig, fn func(physics.ContactBegan)) *patterns.Subscription {
	return patterns.Subscribe(r.bus, fn)
}
