package physics

import (
	"github.com/ByteArena/box2d"
	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
)

// The events a World publishes on its bus after each step, one per
// begin or end of touching between two shapes, in the order Box2D reported
// them. Subscribe with patterns.Subscribe:
//
//	sub := patterns.Subscribe(bus, func(e physics.ContactBegan) {
//		if e.Speed > 300 { ... } // a hard landing
//	})
//	player.Own(sub)
//
// A and B (and their bodies and shape indices) are the two sides, in
// Box2D's order, which is arbitrary: test both. An object destroyed since
// the contact began still appears in its ContactEnded (Destroyed reports
// true).
type (
	// ContactBegan: two solid shapes started touching.
	ContactBegan struct {
		A, B           *scene.GameObject
		BodyA, BodyB   *Body
		ShapeA, ShapeB int        // indices into the bodies' Shapes
		Point          mgl32.Vec2 // where they touch, in world pixels
		Normal         mgl32.Vec2 // unit vector from A towards B
		// Speed is how fast they came together along Normal, in pixels
		// per second: how hard the hit was.
		Speed float32
		// VelocityA and VelocityB are each body's velocity at Point when
		// they met, before Box2D's solver answered the contact, in pixels
		// per second: which of the two hit the other.
		VelocityA, VelocityB mgl32.Vec2
	}
	// ContactEnded: two solid shapes stopped touching (or one was
	// destroyed or deactivated).
	ContactEnded struct {
		A, B           *scene.GameObject
		BodyA, BodyB   *Body
		ShapeA, ShapeB int
	}
	// SensorEntered: a shape started overlapping a sensor shape.
	SensorEntered struct {
		Sensor, Other           *scene.GameObject
		SensorBody, OtherBody   *Body
		SensorShape, OtherShape int
	}
	// SensorExited: a shape stopped overlapping a sensor shape.
	SensorExited struct {
		Sensor, Other           *scene.GameObject
		SensorBody, OtherBody   *Body
		SensorShape, OtherShape int
	}
)

type eventKind uint8

const (
	eventBegan eventKind = iota
	eventEnded
	eventEntered
	eventExited
)

// contactEvent is one event as reported inside the step, kept until the
// step ends. For sensor events, a is the sensor's side.
type contactEvent struct {
	kind          eventKind
	a, b          fixtureRef
	oa, ob        *scene.GameObject
	point, normal mgl32.Vec2
	speed         float32
	va, vb        mgl32.Vec2
}

// contactListener receives Box2D's callbacks during the step, while the
// world is locked: it only records them.
type contactListener struct{ w *World }

func (l *contactListener) BeginContact(c box2d.B2ContactInterface) { l.record(c, true) }
func (l *contactListener) EndContact(c box2d.B2ContactInterface)   { l.record(c, false) }
func (l *contactListener) PreSolve(box2d.B2ContactInterface, box2d.B2Manifold) {
}
func (l *contactListener) PostSolve(box2d.B2ContactInterface, *box2d.B2ContactImpulse) {
}

func (l *contactListener) record(c box2d.B2ContactInterface, begin bool) {
	fa, fb := c.GetFixtureA(), c.GetFixtureB()
	ra, okA := fa.M_userData.(*fixtureRef)
	rb, okB := fb.M_userData.(*fixtureRef)
	if !okA || !okB {
		return // not one of ours
	}
	e := contactEvent{a: *ra, b: *rb}
	sensor := fa.M_isSensor || fb.M_isSensor
	switch {
	case sensor && !fa.M_isSensor:
		e.a, e.b = e.b, e.a // the sensor's side first
		fallthrough
	case sensor:
		e.kind = eventExited
		if begin {
			e.kind = eventEntered
		}
	case begin:
		e.kind = eventBegan
		l.w.impact(c, &e)
	default:
		e.kind = eventEnded
	}
	e.oa, e.ob = e.a.body.Owner(), e.b.body.Owner()
	l.w.events = append(l.w.events, e)
}

// impact fills in where two shapes touch and how fast they met.
func (w *World) impact(c box2d.B2ContactInterface, e *contactEvent) {
	wm := &w.wm
	c.GetWorldManifold(wm)
	n := c.GetManifold().PointCount
	if n == 0 {
		return
	}
	var p box2d.B2Vec2
	for i := 0; i < n; i++ {
		p.X += wm.Points[i].X
		p.Y += wm.Points[i].Y
	}
	p.X /= float64(n)
	p.Y /= float64(n)
	ba, bb := e.a.body.b2, e.b.body.b2
	va, vb := velocityAt(ba, p), velocityAt(bb, p)
	closing := (va.X-vb.X)*wm.Normal.X + (va.Y-vb.Y)*wm.Normal.Y
	e.point = w.toPixels(p)
	e.normal = vec32(wm.Normal)
	e.speed = float32(closing * w.ppm)
	e.va, e.vb = w.toPixels(va), w.toPixels(vb)
}

// velocityAt is the velocity of body b's material at the world point p.
func velocityAt(b *box2d.B2Body, p box2d.B2Vec2) box2d.B2Vec2 {
	r := box2d.B2Vec2{X: p.X - b.M_sweep.C.X, Y: p.Y - b.M_sweep.C.Y}
	w := b.M_angularVelocity
	return box2d.B2Vec2{X: b.M_linearVelocity.X - w*r.Y, Y: b.M_linearVelocity.Y + w*r.X}
}

// publish broadcasts the events recorded since the last publication, in
// order. Listeners may destroy bodies, whose ContactEnded events are then
// published in the same call.
func (w *World) publish() {
	if len(w.events) == 0 {
		return
	}
	bus := w.eventBus()
	w.publishing = true
	defer func() { w.publishing = false }()
	for i := 0; i < len(w.events); i++ {
		e := w.events[i] // a copy: a listener's append may move the slice
		switch e.kind {
		case eventBegan:
			patterns.Broadcast(bus, ContactBegan{
				A: e.oa, B: e.ob, BodyA: e.a.body, BodyB: e.b.body, ShapeA: e.a.shape, ShapeB: e.b.shape,
				Point: e.point, Normal: e.normal, Speed: e.speed, VelocityA: e.va, VelocityB: e.vb,
			})
		case eventEnded:
			patterns.Broadcast(bus, ContactEnded{A: e.oa, B: e.ob, BodyA: e.a.body, BodyB: e.b.body, ShapeA: e.a.shape, ShapeB: e.b.shape})
		case eventEntered:
			patterns.Broadcast(bus, SensorEntered{Sensor: e.oa, Other: e.ob, SensorBody: e.a.body, OtherBody: e.b.body, SensorShape: e.a.shape, OtherShape: e.b.shape})
		case eventExited:
			patterns.Broadcast(bus, SensorExited{Sensor: e.oa, Other: e.ob, SensorBody: e.a.body, OtherBody: e.b.body, SensorShape: e.a.shape, OtherShape: e.b.shape})
		}
	}
	clear(w.events)
	w.events = w.events[:0]
}

// destructionListener hears of the joints Box2D destroys with a body.
type destructionListener struct{ w *World }

func (d *destructionListener) SayGoodbyeToJoint(j box2d.B2JointInterface) {
	if jc, ok := j.GetUserData().(*Joint); ok {
		jc.detach()
	}
}

func (d *destructionListener) SayGoodbyeToFixture(*box2d.B2Fixture) {}
