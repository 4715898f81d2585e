package physics_test

import (
	"math"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/physics"
	"github.com/bengine-go/bengine/core/scene"
)

// Box2D integrates semi-implicitly: each step v += g·dt, then x += v·dt. So
// after n steps from rest a body has fallen g·dt²·n(n+1)/2, exactly that,
// and its object's Transform says so.
func TestBodyFallsTheDistanceTheStepPredicts(t *testing.T) {
	cases := []struct {
		name  string
		ppm   float32
		steps int
	}{
		{"32 px/m, 1 s", 32, 100},
		{"16 px/m, 0.5 s", 16, 50},
		{"100 px/m, 2 s", 100, 200},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, &physics.Options{PixelsPerMetre: c.ppm})
			start := mgl32.Vec2{50, 20}
			b := r.body("stone", start, physics.Dynamic, physics.Circle(4))
			r.frame()
			r.run(c.steps)

			n, dt, g := float64(c.steps), float64(step), 9.8
			want := start[1] + float32(g*dt*dt*n*(n+1)/2*float64(c.ppm))
			got := b.Owner().Transform.Position()
			if math.Abs(float64(got[1]-want)) > 1e-3 || got[0] != start[0] {
				t.Errorf("after %d steps the object is at %v, want (%g, %g)", c.steps, got, start[0], want)
			}
			if bp := b.Position(); bp != got {
				t.Errorf("the body is at %v and its object at %v, want them equal", bp, got)
			}
			wantV := float32(g * dt * n * float64(c.ppm))
			if v := b.Velocity(); math.Abs(float64(v[1]-wantV)) > 1e-3 {
				t.Errorf("velocity %v, want (0, %g)", v, wantV)
			}
		})
	}
}

// A fast, small body against a thin wall at the seed's 10 ms step: Box2D's
// continuous collision stops it at a static wall always, at a dynamic one
// only when it is a bullet. The case that tunnels shows that the test sees
// tunnelling when it happens.
func TestBulletDoesNotTunnelThroughAThinWall(t *testing.T) {
	cases := []struct {
		name        string
		wall        physics.BodyType
		bullet      bool
		wantThrough bool
	}{
		{"bullet, dynamic wall", physics.Dynamic, true, false},
		{"not a bullet, dynamic wall", physics.Dynamic, false, true},
		{"not a bullet, static wall", physics.Static, false, false},
		{"bullet, static wall", physics.Static, true, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, nil)
			r.w.SetGravity(mgl32.Vec2{})
			wall := physics.Box(1, 80) // 1 px thick
			wall.Density = 50
			r.body("wall", mgl32.Vec2{200, 100}, c.wall, wall)
			shot := r.body("shot", mgl32.Vec2{25, 100}, physics.Dynamic, physics.Circle(1.5))
			shot.Bullet = c.bullet
			r.frame()
			shot.SetVelocity(mgl32.Vec2{3000, 0}) // 30 px a step, from x=25: never on the wall at a step's end
			r.run(20)
			x := shot.Owner().Transform.Position()[0]
			if through := x > 200; through != c.wantThrough {
				t.Errorf("the shot ended at x=%g; passed through the wall at x=200: %v, want %v", x, through, c.wantThrough)
			}
		})
	}
}

// Contacts are published once when they begin and once when they end,
// after the step, however many steps the bodies stay in touch.
func TestContactEventsOncePerBeginAndEnd(t *testing.T) {
	r := newRig(t, nil)
	ev := r.listen()
	r.ground(200)
	box := physics.Box(16, 16)
	box.Restitution = 0
	crate := r.body("crate", mgl32.Vec2{100, 150}, physics.Dynamic, box)
	r.frame()
	r.run(300) // falls 34 px in about 0.26 s, then rests (and sleeps)
	if ev.began != 1 || ev.ended != 0 {
		t.Fatalf("after landing and resting: %d began, %d ended, want 1 and 0: %v", ev.began, ev.ended, ev.log)
	}
	if crate.Awake() {
		t.Errorf("a crate at rest for 2 s is awake, want it asleep")
	}
	// Lift it: the game moves the object, the body follows at the next step.
	crate.Owner().Transform.SetPosition(mgl32.Vec2{100, 100})
	r.run(1)
	if ev.began != 1 || ev.ended != 1 {
		t.Fatalf("after lifting it: %d began, %d ended, want 1 and 1: %v", ev.began, ev.ended, ev.log)
	}
	r.run(300)
	if ev.began != 2 || ev.ended != 1 {
		t.Errorf("after it fell back: %d began, %d ended, want 2 and 1: %v", ev.began, ev.ended, ev.log)
	}
}

func TestSensorEventsOncePerEntryAndExit(t *testing.T) {
	r := newRig(t, nil)
	ev := r.listen()
	zone := physics.Box(100, 20)
	zone.Sensor = true
	r.body("zone", mgl32.Vec2{100, 100}, physics.Static, zone)
	r.body("ball", mgl32.Vec2{100, 40}, physics.Dynamic, physics.Circle(4))
	r.frame()
	r.run(200) // falls through the zone and on
	want := []string{"entered zone ball", "exited zone ball"}
	if len(ev.log) != len(want) || ev.log[0] != want[0] || ev.log[1] != want[1] {
		t.Errorf("events %q, want %q", ev.log, want)
	}
}

// Listeners run after the step with the world unlocked: destroying what
// was hit, and creating a body, are allowed there. The destroyed body's
// contact ends in the same publication.
func TestListenersMayDestroyAndCreate(t *testing.T) {
	r := newRig(t, nil)
	ev := r.listen()
	r.ground(200)
	r.body("egg", mgl32.Vec2{100, 150}, physics.Dynamic, physics.Circle(5))
	r.frame()
	var made *physics.Body
	sub := subscribeBegan(r, func(e physics.ContactBegan) {
		egg := e.A
		if egg.Name() != "egg" {
			egg = e.B
		}
		pos := egg.Transform.Position()
		egg.Destroy()
		made = r.body("splat", pos.Add(mgl32.Vec2{0, -20}), physics.Dynamic, physics.Box(8, 2))
		_ = made.Position() // created at once, in the listener
	})
	defer sub.Close()
	r.run(100)
	if made == nil || !made.Created() {
		t.Fatalf("the listener did not create its body")
	}
	if ev.began < 1 || ev.log[0] != "began ground egg" && ev.log[0] != "began egg ground" {
		t.Fatalf("events %q, want the egg's landing first", ev.log)
	}
	if ev.log[1] != "ended ground egg" && ev.log[1] != "ended egg ground" {
		t.Errorf("events %q, want the egg's contact ended next, in the same publication", ev.log)
	}
	if got := r.w.Bodies(); got != 2 {
		t.Errorf("%d bodies, want 2: the ground and the splat", got)
	}
}

// A kinematic body follows its Transform with a velocity, so it pushes
// what is in its way; a static one jumps there.
func TestKinematicBodyFollowsItsTransformAndPushes(t *testing.T) {
	r := newRig(t, nil)
	r.ground(200)
	pusher := r.body("pusher", mgl32.Vec2{40, 180}, physics.Kinematic, physics.Box(10, 40))
	crate := r.body("crate", mgl32.Vec2{80, 192}, physics.Dynamic, physics.Box(16, 16))
	r.frame()
	r.run(20) // the crate settles
	for i := range 100 {
		pusher.Owner().Transform.SetPosition(mgl32.Vec2{40 + float32(i+1), 180})
		r.run(1)
	}
	if got := pusher.Position(); !near(got, mgl32.Vec2{140, 180}, 1e-3) {
		t.Errorf("the kinematic body is at %v, want its Transform's (140, 180)", got)
	}
	if x := crate.Position()[0]; x < 150 {
		t.Errorf("the crate is at x=%g, want it pushed ahead of the pusher (x >= 150)", x)
	}
	r.run(5)
	if v := pusher.Velocity(); v != (mgl32.Vec2{}) {
		t.Errorf("a kinematic body whose Transform stopped moves at %v, want 0", v)
	}

	wall := r.body("wall", mgl32.Vec2{300, 100}, physics.Static, physics.Box(10, 10))
	r.run(1)
	wall.Owner().Transform.SetPosition(mgl32.Vec2{320, 90})
	r.run(1)
	if got := wall.Position(); got != (mgl32.Vec2{320, 90}) {
		t.Errorf("the static body is at %v after its object moved, want (320, 90)", got)
	}
}

// A dynamic body whose object the game moves is taken there (teleported),
// and then falls from there.
func TestMovingAnObjectMovesItsDynamicBody(t *testing.T) {
	r := newRig(t, nil)
	b := r.body("ball", mgl32.Vec2{10, 10}, physics.Dynamic, physics.Circle(3))
	r.frame()
	r.run(10)
	b.Owner().Transform.SetPosition(mgl32.Vec2{300, 10})
	b.Owner().Transform.SetRotation(1)
	r.run(1)
	p := b.Position()
	if math.Abs(float64(p[0]-300)) > 1e-4 || p[1] < 10 || p[1] > 12 {
		t.Errorf("after the move and a step the body is at %v, want just below (300, 10)", p)
	}
	if a := b.Angle(); math.Abs(float64(a-1)) > 1e-4 {
		t.Errorf("angle %g, want 1", a)
	}
}

func TestSleepingObjectSleepsItsBody(t *testing.T) {
	r := newRig(t, nil)
	b := r.body("bird", mgl32.Vec2{50, 50}, physics.Dynamic, physics.Circle(4))
	r.frame()
	r.run(1)
	b.Owner().Sleep()
	r.run(50)
	if b.Awake() {
		t.Errorf("the body of a sleeping object is awake")
	}
	if y := b.Position()[1]; y > 50.1 {
		t.Errorf("the body of a sleeping object fell to y=%g, want it to stay at about 50", y)
	}
	b.Owner().Wake()
	r.run(50)
	if !b.Awake() || b.Position()[1] < 60 {
		t.Errorf("after waking the object the body is awake: %v, at %v; want awake and falling", b.Awake(), b.Position())
	}

	// Asleep through a parent, too.
	nest := r.s.NewObject("nest")
	b.Owner().SetParent(nest, true)
	nest.Sleep()
	r.run(1)
	if b.Awake() {
		t.Errorf("the body of an object whose parent sleeps is awake")
	}
}

func TestInactiveObjectLeavesTheSimulation(t *testing.T) {
	r := newRig(t, nil)
	r.ground(200)
	b := r.body("ghost", mgl32.Vec2{100, 150}, physics.Dynamic, physics.Box(10, 10))
	r.frame()
	r.run(1)
	b.Owner().SetActive(false)
	r.run(100)
	if got := r.w.QueryPoint(mgl32.Vec2{100, 150}, nil); len(got) != 0 {
		t.Errorf("a query finds %d objects where the inactive body is, want none", len(got))
	}
	b.Owner().SetActive(true)
	r.run(100)
	if y := b.Position()[1]; math.Abs(float64(y-195)) > 0.5 {
		t.Errorf("after it came back the body rests at y=%g, want 195 on the ground", y)
	}
}

func TestDestroyingTheObjectDestroysTheBodyAndItsJoints(t *testing.T) {
	r := newRig(t, nil)
	anchor := r.body("hook", mgl32.Vec2{100, 20}, physics.Static, physics.Box(4, 4))
	bob := r.body("bob", mgl32.Vec2{100, 60}, physics.Dynamic, physics.Circle(5))
	j := scene.AddComponent(bob.Owner(), physics.NewJoint(physics.Revolute, anchor, bob, mgl32.Vec2{100, 20}))
	r.frame()
	r.run(1)
	if r.w.Bodies() != 2 || r.w.Joints() != 1 || !j.Alive() {
		t.Fatalf("%d bodies, %d joints, alive %v; want 2, 1, true", r.w.Bodies(), r.w.Joints(), j.Alive())
	}
	anchor.Owner().Destroy()
	if r.w.Bodies() != 1 || r.w.Joints() != 0 || j.Alive() || anchor.Created() {
		t.Errorf("after destroying the hook: %d bodies, %d joints, joint alive %v, hook's body %v; want 1, 0, false, false",
			r.w.Bodies(), r.w.Joints(), j.Alive(), anchor.Created())
	}
	r.run(10)
	bob.Owner().Destroy()
	r.run(1)
	if r.w.Bodies() != 0 {
		t.Errorf("%d bodies after destroying both, want 0", r.w.Bodies())
	}
}

func TestBodyShapesAreChecked(t *testing.T) {
	cases := []struct {
		name  string
		t     physics.BodyType
		shape physics.Shape
	}{
		{"flat box", physics.Dynamic, physics.Box(10, 0)},
		{"tiny circle", physics.Dynamic, physics.Circle(0.1)},
		{"NaN box", physics.Dynamic, physics.Box(float32(math.NaN()), 4)},
		{"concave polygon", physics.Dynamic, physics.Polygon(mgl32.Vec2{0, 0}, mgl32.Vec2{10, 0}, mgl32.Vec2{5, 2}, mgl32.Vec2{10, 10}, mgl32.Vec2{0, 10})},
		{"polygon in line", physics.Dynamic, physics.Polygon(mgl32.Vec2{0, 0}, mgl32.Vec2{5, 0}, mgl32.Vec2{10, 0})},
		{"edge on a dynamic body", physics.Dynamic, physics.Edge(mgl32.Vec2{0, 0}, mgl32.Vec2{10, 0})},
		{"chain of one point", physics.Static, physics.Chain(false, mgl32.Vec2{0, 0})},
		{"chain with a repeated point", physics.Static, physics.Chain(false, mgl32.Vec2{0, 0}, mgl32.Vec2{0, 0}, mgl32.Vec2{9, 0})},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, nil)
			b := r.body("bad", mgl32.Vec2{}, c.t, c.shape)
			defer func() {
				if recover() == nil {
					t.Errorf("a body with a %s was created, want a panic naming the problem", c.name)
				}
			}()
			b.Position()
		})
	}
}

// Each kind of joint holds what it promises through a long simulation.
func TestJointsHold(t *testing.T) {
	cases := []struct {
		name  string
		build func(r *rig) (*physics.Joint, *physics.Body)
		check func(t *testing.T, j *physics.Joint, b *physics.Body)
	}{
		{"revolute pendulum", func(r *rig) (*physics.Joint, *physics.Body) {
			hook := r.body("hook", mgl32.Vec2{100, 20}, physics.Static, physics.Box(4, 4))
			bob := r.body("bob", mgl32.Vec2{160, 20}, physics.Dynamic, physics.Box(120, 6))
			bob.Owner().Transform.SetPosition(mgl32.Vec2{160, 20}) // the rod's middle: the hook is its left end
			return scene.AddComponent(bob.Owner(), physics.NewJoint(physics.Revolute, hook, bob, mgl32.Vec2{100, 20})), bob
		}, func(t *testing.T, j *physics.Joint, b *physics.Body) {
			a, bb := j.Anchors()
			if !near(a, bb, 0.25) {
				t.Errorf("the pendulum's anchors drifted apart: %v and %v", a, bb)
			}
			if a := j.Angle(); a == 0 {
				t.Errorf("the pendulum never swung")
			}
		}},
		{"distance rope", func(r *rig) (*physics.Joint, *physics.Body) {
			hook := r.body("hook", mgl32.Vec2{100, 20}, physics.Static, physics.Box(4, 4))
			ball := r.body("ball", mgl32.Vec2{150, 20}, physics.Dynamic, physics.Circle(5))
			j := physics.NewJoint(physics.Distance, hook, ball, mgl32.Vec2{100, 20})
			j.AnchorB = mgl32.Vec2{150, 20}
			return scene.AddComponent(ball.Owner(), j), ball
		}, func(t *testing.T, j *physics.Joint, b *physics.Body) {
			a, bb := j.Anchors()
			if d := a.Sub(bb).Len(); math.Abs(float64(d-50)) > 0.5 {
				t.Errorf("the rope is %g px long, want 50", d)
			}
		}},
		{"prismatic lift", func(r *rig) (*physics.Joint, *physics.Body) {
			frame := r.body("frame", mgl32.Vec2{100, 100}, physics.Static, physics.Box(4, 4))
			car := r.body("car", mgl32.Vec2{130, 100}, physics.Dynamic, physics.Box(20, 6))
			j := physics.NewJoint(physics.Prismatic, frame, car, mgl32.Vec2{130, 100})
			j.Axis = mgl32.Vec2{0, 1}
			j.Limit, j.Lower, j.Upper = true, -50, 40
			return scene.AddComponent(car.Owner(), j), car
		}, func(t *testing.T, j *physics.Joint, b *physics.Body) {
			p := b.Position()
			if math.Abs(float64(p[0]-130)) > 0.1 || math.Abs(float64(b.Angle())) > 1e-3 {
				t.Errorf("the car left its axis: at %v, angle %g", p, b.Angle())
			}
			if tr := j.Translation(); math.Abs(float64(tr-40)) > 0.5 {
				t.Errorf("the car slid %g px, want it to stop at the limit, 40", tr)
			}
		}},
		{"weld shelf", func(r *rig) (*physics.Joint, *physics.Body) {
			wall := r.body("wall", mgl32.Vec2{100, 100}, physics.Static, physics.Box(10, 60))
			shelf := r.body("shelf", mgl32.Vec2{125, 100}, physics.Dynamic, physics.Box(40, 4))
			return scene.AddComponent(shelf.Owner(), physics.NewJoint(physics.Weld, wall, shelf, mgl32.Vec2{105, 100})), shelf
		}, func(t *testing.T, j *physics.Joint, b *physics.Body) {
			if p := b.Position(); !near(p, mgl32.Vec2{125, 100}, 0.5) || math.Abs(float64(b.Angle())) > 0.01 {
				t.Errorf("the welded shelf sagged to %v, angle %g", p, b.Angle())
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := newRig(t, nil)
			j, b := c.build(r)
			r.frame()
			r.run(1000) // 10 s
			if !j.Alive() {
				t.Fatal("the joint is gone")
			}
			c.check(t, j, b)
		})
	}
}

func TestRevoluteMotorTurns(t *testing.T) {
	r := newRig(t, nil)
	r.w.SetGravity(mgl32.Vec2{})
	axle := r.body("axle", mgl32.Vec2{100, 100}, physics.Static, physics.Circle(2))
	wheel := r.body("wheel", mgl32.Vec2{100, 100}, physics.Dynamic, physics.Circle(10))
	j := physics.NewJoint(physics.Revolute, axle, wheel, mgl32.Vec2{100, 100})
	j.Motor, j.MotorSpeed, j.MaxMotor = true, math.Pi, 1e6
	scene.AddComponent(wheel.Owner(), j)
	r.frame()
	r.run(100) // 1 s at π rad/s
	if a := j.Angle(); math.Abs(float64(a-math.Pi)) > 0.05 {
		t.Errorf("the motor turned the wheel %g rad in 1 s, want π", a)
	}
	if got := wheel.Owner().Transform.Rotation(); math.Abs(float64(got-j.Angle())) > 1e-5 {
		t.Errorf("the wheel's Transform turned %g, its joint %g", got, j.Angle())
	}
}

func TestChildObjectsFollowTheirBodiesInWorldSpace(t *testing.T) {
	r := newRig(t, nil)
	parent := r.s.NewObject("cart")
	parent.Transform.SetPosition(mgl32.Vec2{100, 0})
	parent.Transform.SetRotation(0.5)
	child := r.s.NewObject("load")
	child.SetParent(parent, false)
	child.Transform.SetPosition(mgl32.Vec2{20, 0})
	want := child.Transform.WorldPosition()
	b := scene.AddComponent(child, physics.NewBody(r.w, physics.Dynamic, physics.Box(6, 6)))
	if got := b.Position(); !near(got, want, 1e-4) {
		t.Fatalf("a child's body starts at %v, want its world position %v", got, want)
	}
	r.frame()
	r.run(60)
	if got, wp := b.Position(), child.Transform.WorldPosition(); !near(got, wp, 1e-3) {
		t.Errorf("the body is at %v, its object at %v in the world", got, wp)
	}
	if b.Velocity()[1] < 100 {
		t.Errorf("the child's body falls at %v, want it falling freely (the round trip through the parent must not stop it)", b.Velocity())
	}
}

func TestCloseDetachesBodiesAndJoints(t *testing.T) {
	r := newRig(t, nil)
	hook := r.body("hook", mgl32.Vec2{100, 20}, physics.Static, physics.Box(4, 4))
	bob := r.body("bob", mgl32.Vec2{100, 60}, physics.Dynamic, physics.Circle(5))
	j := scene.AddComponent(bob.Owner(), physics.NewJoint(physics.Revolute, hook, bob, mgl32.Vec2{100, 20}))
	r.frame()
	r.run(1)
	r.w.Close()
	if hook.Created() || bob.Created() || j.Alive() || r.w.Bodies() != 0 {
		t.Errorf("after Close: bodies %v %v, joint %v, %d bodies; want none", hook.Created(), bob.Created(), j.Alive(), r.w.Bodies())
	}
	r.run(5) // stepping a closed world, and destroying its objects, do nothing
	bob.Owner().Destroy()
	hook.Owner().Destroy()
	if h, ok := r.w.RayCast(mgl32.Vec2{0, 60}, mgl32.Vec2{200, 60}); ok {
		t.Errorf("a closed world's ray hits %v", h.Object.Name())
	}
}

// A falling crate meets a crate at rest: the event says which one moved.
func TestContactBeganCarriesTheImpact(t *testing.T) {
	r := newRig(t, nil)
	r.ground(200)
	var got []physics.ContactBegan
	sub := subscribeBegan(r, func(e physics.ContactBegan) {
		if e.A.Name() != "ground" && e.B.Name() != "ground" {
			got = append(got, e)
		}
	})
	defer sub.Close()
	r.body("below", mgl32.Vec2{100, 192}, physics.Dynamic, physics.Box(16, 16))
	r.body("above", mgl32.Vec2{100, 100}, physics.Dynamic, physics.Box(16, 16))
	r.frame()
	r.run(100)
	if len(got) != 1 {
		t.Fatalf("%d contacts between the crates, want 1", len(got))
	}
	e := got[0]
	vAbove, vBelow := e.VelocityA, e.VelocityB
	if e.A.Name() == "below" {
		vAbove, vBelow = vBelow, vAbove
	}
	// It fell 76 px: at 313 px/s² that is about 218 px/s.
	if vAbove[1] < 200 || vAbove[1] > 240 || vBelow.Len() > 5 {
		t.Errorf("the falling crate met the other at %v, the resting one moved at %v; want about (0, 218) and 0", vAbove, vBelow)
	}
	if math.Abs(float64(e.Speed-vAbove[1])) > 5 {
		t.Errorf("Speed %g, want the closing speed, about %g", e.Speed, vAbove[1])
	}
	if math.Abs(float64(e.Point[1]-184)) > 1 {
		t.Errorf("they touched at %v, want y 184, the lower crate's top", e.Point)
	}
}

func TestStepFromAListenerPanics(t *testing.T) {
	r := newRig(t, nil)
	r.ground(200)
	r.body("ball", mgl32.Vec2{100, 190}, physics.Dynamic, physics.Circle(5))
	r.frame()
	var got any
	sub := subscribeBegan(r, func(physics.ContactBegan) {
		defer func() { got = recover() }()
		r.w.Step(step)
	})
	defer sub.Close()
	r.run(20)
	if got == nil {
		t.Errorf("a Step from a listener of the world's events ran, want a panic")
	}
}

// Edges and chains are ground: a ball rolls down a V of chain to its
// bottom; a box rests on an edge.
func TestEdgeAndChainHoldBodies(t *testing.T) {
	r := newRig(t, nil)
	r.body("valley", mgl32.Vec2{200, 200}, physics.Static,
		physics.Chain(false, mgl32.Vec2{-150, -80}, mgl32.Vec2{0, 0}, mgl32.Vec2{150, -80}))
	r.body("shelf", mgl32.Vec2{500, 100}, physics.Static, physics.Edge(mgl32.Vec2{-40, 0}, mgl32.Vec2{40, 0}))
	ball := r.body("ball", mgl32.Vec2{90, 100}, physics.Dynamic, physics.Circle(6))
	box := r.body("box", mgl32.Vec2{500, 60}, physics.Dynamic, physics.Box(10, 10))
	r.frame()
	r.run(1000)
	if p := ball.Position(); math.Abs(float64(p[0]-200)) > 2 || p[1] > 200 || p[1] < 185 {
		t.Errorf("the ball stopped at %v, want it at the bottom of the V, about (200, 192)", p)
	}
	if p := box.Position(); !near(p, mgl32.Vec2{500, 95}, 0.5) {
		t.Errorf("the box rests at %v, want (500, 95) on the edge", p)
	}
}
