package physics_test

import (
	"math"
	"slices"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/physics"
	"github.com/bengine-go/bengine/core/scene"
)

// playground builds a busy world: a ramp, a heap of crates of three sizes,
// a pendulum, a rope bridge of planks on revolute joints, a lift on a
// prismatic joint, a kinematic sweeper the game moves, and a ball the
// "player" kicks on a fixed schedule. tick runs one step of the game's
// side: what a game's FixedUpdate does with the inputs of that step.
func playground(r *rig, kickAt int) (tick func(n int)) {
	r.ground(400)
	ramp := physics.Polygon(mgl32.Vec2{0, 0}, mgl32.Vec2{120, 0}, mgl32.Vec2{120, -60})
	r.body("ramp", mgl32.Vec2{260, 400}, physics.Static, ramp)
	sizes := []float32{8, 12, 16}
	for i := range 150 {
		s := sizes[i%3]
		x := 20 + float32(i%15)*14
		y := 360 - float32(i/15)*20
		box := physics.Box(s, s)
		box.Restitution = 0.1
		r.body("crate", mgl32.Vec2{x, y}, physics.Dynamic, box)
	}
	hook := r.body("hook", mgl32.Vec2{500, 100}, physics.Static, physics.Box(4, 4))
	bob := r.body("bob", mgl32.Vec2{560, 100}, physics.Dynamic, physics.Circle(8))
	scene.AddComponent(bob.Owner(), physics.NewJoint(physics.Revolute, hook, bob, mgl32.Vec2{500, 100}))

	left := r.body("post", mgl32.Vec2{600, 300}, physics.Static, physics.Box(6, 6))
	right := r.body("post", mgl32.Vec2{760, 300}, physics.Static, physics.Box(6, 6))
	prev := left
	for i := range 10 {
		plank := physics.Box(14, 3)
		plank.Group = -1 // planks do not collide with each other
		p := r.body("plank", mgl32.Vec2{608 + float32(i)*16, 300}, physics.Dynamic, plank)
		scene.AddComponent(p.Owner(), physics.NewJoint(physics.Revolute, prev, p, mgl32.Vec2{600 + float32(i)*16, 300}))
		prev = p
	}
	scene.AddComponent(right.Owner(), physics.NewJoint(physics.Revolute, prev, right, mgl32.Vec2{760, 300}))

	frame := r.body("frame", mgl32.Vec2{800, 380}, physics.Static, physics.Box(4, 4))
	car := r.body("car", mgl32.Vec2{830, 380}, physics.Dynamic, physics.Box(30, 6))
	lift := physics.NewJoint(physics.Prismatic, frame, car, mgl32.Vec2{830, 380})
	lift.Axis, lift.Limit, lift.Lower, lift.Upper = mgl32.Vec2{0, 1}, true, -150, 0
	lift.Motor, lift.MotorSpeed, lift.MaxMotor = true, -40, 1e5
	scene.AddComponent(car.Owner(), lift)

	sweeper := r.body("sweeper", mgl32.Vec2{-20, 380}, physics.Kinematic, physics.Box(6, 30))
	ball := r.body("ball", mgl32.Vec2{100, 200}, physics.Dynamic, physics.Circle(6))
	ball.Bullet = true

	return func(n int) {
		x := -20 + float32(n%1200)*0.4
		sweeper.Owner().Transform.SetPosition(mgl32.Vec2{x, 380})
		if n%150 == kickAt {
			dir := float32(1)
			if n%300 == 0 {
				dir = -1
			}
			ball.ApplyImpulse(mgl32.Vec2{dir * 250, -400}.Mul(ball.Mass()))
		}
		if n%1000 == 500 {
			lift.SetMotorSpeed(-lift.MotorSpeed)
		}
	}
}

// snapshot is the exact state of every body: Box2D's float64 position and
// angle bits, and the float32 bits of the object's Transform.
func snapshot(r *rig) []uint64 {
	var s []uint64
	for _, b := range r.all {
		if !b.Created() {
			continue
		}
		o := b.Owner()
		bb := b.B2Body()
		s = append(s, math.Float64bits(bb.M_xf.P.X), math.Float64bits(bb.M_xf.P.Y), math.Float64bits(bb.M_sweep.A))
		p := o.Transform.Position()
		s = append(s, uint64(math.Float32bits(p[0])), uint64(math.Float32bits(p[1])), uint64(math.Float32bits(o.Transform.Rotation())))
	}
	return s
}

// The same start and the same inputs give bit-identical bodies after 6,000
// steps (a minute at the seed's 10 ms), run twice.
func TestSameStartAndInputsGiveIdenticalBodies(t *testing.T) {
	steps := 6000
	if testing.Short() {
		steps = 1500
	}
	run := func(kickAt int) []uint64 {
		r := newRig(t, nil)
		tick := playground(r, kickAt)
		r.frame()
		for n := range steps {
			tick(n)
			r.run(1)
		}
		return snapshot(r)
	}
	a, b := run(0), run(0)
	if len(a) != len(b) || len(a) < 6*160 {
		t.Fatalf("snapshots of %d and %d values, want the same, of every body", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("after %d steps value %d (body %d) differs: %#x and %#x", steps, i, i/6, a[i], b[i])
		}
	}
	// The snapshot sees the inputs: kicking the ball one step later ends
	// elsewhere.
	if c := run(1); slices.Equal(a, c) {
		t.Errorf("kicking one step later gives the same bodies: the snapshot misses what the inputs do")
	}
}
