package physics

import (
	"fmt"

	"github.com/ByteArena/box2d"
	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/scene"
)

// JointKind is what a Joint allows between its two bodies.
type JointKind uint8

const (
	// Revolute pins the bodies together at Anchor and lets them turn about
	// it: a hinge, a pendulum, a wheel's axle. Limit bounds the angle
	// (Lower, Upper in radians); Motor turns it.
	Revolute JointKind = iota
	// Distance keeps Anchor (on A) and AnchorB (on B) at Length apart: a
	// rod, or a spring with Frequency.
	Distance
	// Prismatic lets B slide along Axis relative to A, without turning: a
	// piston, a lift. Limit bounds the travel (Lower, Upper in pixels);
	// Motor drives it.
	Prismatic
	// Weld glues the bodies together at Anchor (softly, with Frequency).
	Weld
)

var jointNames = [...]string{"revolute", "distance", "prismatic", "weld"}

func (k JointKind) String() string {
	if int(k) < len(jointNames) {
		return jointNames[k]
	}
	return fmt.Sprintf("JointKind(%d)", uint8(k))
}

// Joint is the component that joins two bodies of the same world with a
// Box2D joint. It may sit on any object, usually one of the two bodies':
// destroying that object (or removing the component) destroys the joint,
// and destroying either body destroys it too (Alive then reports false).
//
//	// A lamp hanging from the ceiling, free to swing about its hook.
//	hook := mgl32.Vec2{160, 20}
//	scene.AddComponent(lamp, physics.NewJoint(physics.Revolute, ceiling, lampBody, hook))
//
// Anchors and the axis are in world pixels, where the bodies are when the
// joint is created (when the component starts, creating the bodies first
// if they are not yet). The fields are read then; change them before, or
// use the methods after.
type Joint struct {
	scene.Base

	Kind JointKind
	A, B *Body
	// Anchor is the revolute and weld joints' pivot, a point on the
	// prismatic joint's axis, and the distance joint's end on A.
	Anchor mgl32.Vec2
	// AnchorB is the distance joint's end on B.
	AnchorB mgl32.Vec2
	// Axis is the prismatic joint's direction of travel (any length but 0).
	Axis mgl32.Vec2
	// Length is the distance joint's length in pixels; 0 means the
	// anchors' distance when the joint is created.
	Length float32
	// Frequency (Hz) and Damping (ratio, 0 to 1) make distance and weld
	// joints springs; a Frequency of 0 is rigid.
	Frequency, Damping float32
	// Limit bounds a revolute joint's angle or a prismatic joint's travel
	// to Lower..Upper (radians, or pixels along Axis).
	Limit        bool
	Lower, Upper float32
	// Motor drives a revolute or prismatic joint at MotorSpeed (radians or
	// pixels per second) with at most MaxMotor (torque in kg·px²/s², or
	// force in kg·px/s²).
	Motor      bool
	MotorSpeed float32
	MaxMotor   float32
	// CollideConnected lets the two bodies collide with each other.
	CollideConnected bool

	j    box2d.B2JointInterface
	gone bool
}

// NewJoint returns a joint component of kind k between bodies a and b at
// the world point anchor (see Joint's fields for what the anchor is for
// each kind). Set the other fields before adding it.
func NewJoint(k JointKind, a, b *Body, anchor mgl32.Vec2) *Joint {
	if a == nil || b == nil {
		panic("physics: NewJoint with a nil body")
	}
	if a.world != b.world {
		panic("physics: NewJoint between bodies of two worlds")
	}
	return &Joint{Kind: k, A: a, B: b, Anchor: anchor}
}

// Start creates the joint (and its bodies, if they are not yet).
func (j *Joint) Start() { j.create() }

// OnDestroy destroys the joint.
func (j *Joint) OnDestroy() {
	if j.j != nil && !j.A.world.closed {
		w := j.A.world
		if w.b2.IsLocked() {
			panic("physics: a joint destroyed inside Box2D's step")
		}
		w.b2.DestroyJoint(j.j)
	}
	j.detach()
}

// Alive reports whether the joint exists: it was created, and neither it
// nor one of its bodies was destroyed since.
func (j *Joint) Alive() bool { return j.j != nil }

func (j *Joint) detach() {
	j.j = nil
	j.gone = true
}

func (j *Joint) create() {
	if j.j != nil || j.gone {
		return
	}
	if j.A == j.B {
		panic("physics: a joint of a body with itself")
	}
	a, b := j.A, j.B
	if !a.ensure() || !b.ensure() {
		if a.Owner() == nil || b.Owner() == nil {
			panic("physics: a joint's bodies must be added to objects before the joint starts")
		}
		j.gone = true // a body was destroyed, or its world closed
		return
	}
	w := a.world
	anchor := w.toB2(j.Anchor)
	var def box2d.B2JointDefInterface
	switch j.Kind {
	case Revolute:
		d := box2d.MakeB2RevoluteJointDef()
		d.Initialize(a.b2, b.b2, anchor)
		d.EnableLimit, d.LowerAngle, d.UpperAngle = j.Limit, float64(j.Lower), float64(j.Upper)
		d.EnableMotor, d.MotorSpeed = j.Motor, float64(j.MotorSpeed)
		d.MaxMotorTorque = float64(j.MaxMotor) * w.mpp * w.mpp
		d.CollideConnected = j.CollideConnected
		def = &d
	case Distance:
		d := box2d.MakeB2DistanceJointDef()
		d.Initialize(a.b2, b.b2, anchor, w.toB2(j.AnchorB))
		if j.Length > 0 {
			d.Length = float64(j.Length) * w.mpp
		}
		if d.Length < box2d.B2_linearSlop {
			panic(fmt.Sprintf("physics: a distance joint's anchors %v and %v are too close: give it a Length", j.Anchor, j.AnchorB))
		}
		d.FrequencyHz, d.DampingRatio = float64(j.Frequency), float64(j.Damping)
		d.CollideConnected = j.CollideConnected
		def = &d
	case Prismatic:
		axis := vec(j.Axis)
		if axis.Length() == 0 {
			panic("physics: a prismatic joint with a zero Axis")
		}
		axis.Normalize()
		d := box2d.MakeB2PrismaticJointDef()
		d.Initialize(a.b2, b.b2, anchor, axis)
		d.EnableLimit = j.Limit
		d.LowerTranslation, d.UpperTranslation = float64(j.Lower)*w.mpp, float64(j.Upper)*w.mpp
		d.EnableMotor, d.MotorSpeed = j.Motor, float64(j.MotorSpeed)*w.mpp
		d.MaxMotorForce = float64(j.MaxMotor) * w.mpp
		d.CollideConnected = j.CollideConnected
		def = &d
	case Weld:
		d := box2d.MakeB2WeldJointDef()
		d.Initialize(a.b2, b.b2, anchor)
		d.FrequencyHz, d.DampingRatio = float64(j.Frequency), float64(j.Damping)
		d.CollideConnected = j.CollideConnected
		def = &d
	default:
		panic(fmt.Sprintf("physics: unknown joint kind %d", j.Kind))
	}
	def.SetUserData(j)
	if w.b2.IsLocked() {
		panic("physics: a joint created inside Box2D's step")
	}
	j.j = w.b2.CreateJoint(def)
}

// Angle is a revolute joint's angle in radians (B's rotation relative to
// A, from when it was created); 0 for other kinds.
func (j *Joint) Angle() float32 {
	if r, ok := j.j.(*box2d.B2RevoluteJoint); ok {
		return float32(r.GetJointAngle())
	}
	return 0
}

// Translation is a prismatic joint's travel along its axis in pixels,
// from where it was created; 0 for other kinds.
func (j *Joint) Translation() float32 {
	if p, ok := j.j.(*box2d.B2PrismaticJoint); ok {
		return float32(p.GetJointTranslation() * j.A.world.ppm)
	}
	return 0
}

// SetMotorSpeed sets a revolute (radians per second) or prismatic (pixels
// per second) joint's motor speed and wakes its bodies.
func (j *Joint) SetMotorSpeed(speed float32) {
	j.MotorSpeed = speed
	switch jj := j.j.(type) {
	case *box2d.B2RevoluteJoint:
		jj.SetMotorSpeed(float64(speed))
	case *box2d.B2PrismaticJoint:
		jj.SetMotorSpeed(float64(speed) * j.A.world.mpp)
	}
}

// Anchors are the two bodies' anchor points in world pixels: together
// while a revolute or weld joint holds, Length apart for a distance joint.
func (j *Joint) Anchors() (a, b mgl32.Vec2) {
	if j.j == nil {
		return j.Anchor, j.Anchor
	}
	w := j.A.world
	pa, pb := anchors(j.j)
	return w.toPixels(pa), w.toPixels(pb)
}

// anchors are a Box2D joint's anchor points in world metres.
func anchors(j box2d.B2JointInterface) (a, b box2d.B2Vec2) {
	switch jj := j.(type) {
	case *box2d.B2RevoluteJoint:
		return jj.GetAnchorA(), jj.GetAnchorB()
	case *box2d.B2DistanceJoint:
		return jj.GetAnchorA(), jj.GetAnchorB()
	case *box2d.B2PrismaticJoint:
		return jj.GetAnchorA(), jj.GetAnchorB()
	case *box2d.B2WeldJoint:
		return jj.GetAnchorA(), jj.GetAnchorB()
	}
	return j.GetBodyA().M_xf.P, j.GetBodyB().M_xf.P
}
