package physics_test

import (
	"fmt"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/physics"
	"github.com/bengine-go/bengine/core/scene"
)

// A crate dropped on a floor, stepped the way the engine steps it: the
// world once per fixed step, then the scene. The landing arrives as an
// event after the step; the crate's Transform follows its body.
func Example() {
	bus := patterns.NewEventBus()
	w := physics.New(&physics.Options{PixelsPerMetre: 16, Bus: bus})
	defer w.Close()
	s := scene.New("yard")

	floor := s.NewObject("floor")
	floor.Transform.SetPosition(mgl32.Vec2{160, 170})
	scene.AddComponent(floor, physics.NewBody(w, physics.Static, physics.Box(320, 20)))

	crate := s.NewObject("crate")
	crate.Transform.SetPosition(mgl32.Vec2{100, 60})
	scene.AddComponent(crate, physics.NewBody(w, physics.Dynamic, physics.Box(16, 16)))

	patterns.Subscribe(bus, func(e physics.ContactBegan) {
		fmt.Printf("step %d: %s hit %s at %.0f px/s\n", w.Steps(), e.A.Name(), e.B.Name(), e.Speed)
	})
	const dt = 0.01 // the seed's 10 ms step
	for range 200 {
		w.Step(dt) // engine.Engine.SetPhysics(w) does this, before FixedUpdate
		s.FixedUpdate(dt)
		s.Update(dt)
		s.LateUpdate(dt)
		s.Render(nil)
	}
	fmt.Printf("the crate rests at %.1f\n", crate.Transform.Position())
	// Output:
	// step 109: floor hit crate at 169 px/s
	// the crate rests at [100.0 151.8]
}

// What is under the mouse, and what a ray from the eye meets first.
func ExampleWorld_RayCast() {
	w := physics.New(nil)
	defer w.Close()
	s := scene.New("room")
	for i, x := range []float32{40, 80, 120} {
		o := s.NewObject(fmt.Sprintf("box%d", i+1))
		o.Transform.SetPosition(mgl32.Vec2{x, 100})
		scene.AddComponent(o, physics.NewBody(w, physics.Static, physics.Box(10, 10)))
	}
	s.FixedUpdate(0.01) // the components start: the bodies exist

	if h, ok := w.RayCast(mgl32.Vec2{200, 100}, mgl32.Vec2{0, 100}); ok {
		fmt.Printf("the ray meets %s at %.0f\n", h.Object.Name(), h.Point)
	}
	for _, o := range w.QueryPoint(mgl32.Vec2{42, 97}, nil) {
		fmt.Println("under the mouse:", o.Name())
	}
	// Output:
	// the ray meets box3 at [125 100]
	// under the mouse: box1
}

// A lamp swinging from a hook on a revolute joint.
func ExampleNewJoint() {
	w := physics.New(nil)
	defer w.Close()
	s := scene.New("hall")
	hook := s.NewObject("hook")
	hook.Transform.SetPosition(mgl32.Vec2{100, 20})
	hb := scene.AddComponent(hook, physics.NewBody(w, physics.Static, physics.Circle(2)))

	lamp := s.NewObject("lamp")
	lamp.Transform.SetPosition(mgl32.Vec2{140, 20}) // out to the side: it will swing
	lb := scene.AddComponent(lamp, physics.NewBody(w, physics.Dynamic, physics.Circle(6)))
	j := scene.AddComponent(lamp, physics.NewJoint(physics.Revolute, hb, lb, mgl32.Vec2{100, 20}))

	lowest := float32(0)
	for range 300 {
		w.Step(0.01)
		s.FixedUpdate(0.01)
		s.Update(0.01)
		lowest = max(lowest, lamp.Transform.Position()[1])
	}
	a, b := j.Anchors()
	fmt.Printf("lowest point %.0f, anchors %.1f apart\n", lowest, a.Sub(b).Len())
	// Output:
	// lowest point 60, anchors 0.0 apart
}

// The debug drawing as the renderer's line vertices: a DebugView
// component submits them every frame (render.ModeLines); LineVertices is
// the step from DebugLines' segments to SubmitDraw's vertices, two a
// segment, for a game that draws them itself.
func ExampleLineVertices() {
	w := physics.New(nil)
	defer w.Close()
	s := scene.New("yard")
	crate := s.NewObject("crate")
	crate.Transform.SetPosition(mgl32.Vec2{40, 30})
	scene.AddComponent(crate, physics.NewBody(w, physics.Static, physics.Box(16, 16)))
	s.FixedUpdate(0.01) // the components start: the body exists

	segs := w.DebugLines(nil, physics.DrawShapes)
	verts := physics.LineVertices(nil, segs)
	fmt.Println(len(segs), "segments,", len(verts), "vertices")
	fmt.Printf("the first from %.0f to %.0f\n", verts[0].Pos, verts[1].Pos)
	// Output:
	// 4 segments, 8 vertices
	// the first from [32 22] to [48 22]
}
