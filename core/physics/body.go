package physics

import (
	"fmt"
	"math"

	"github.com/ByteArena/box2d"
	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/scene"
)

// BodyType is how a body moves.
type BodyType uint8

// The values are Box2D's.
const (
	// Static bodies never move by themselves and have infinite mass:
	// ground, walls. Moving the object moves the body there.
	Static BodyType = iota
	// Kinematic bodies move only as the game moves them, through their
	// object's Transform or SetVelocity: lifts, moving platforms. They push
	// dynamic bodies and are not pushed.
	Kinematic
	// Dynamic bodies are moved by Box2D: gravity, contacts, joints, forces.
	Dynamic
)

var bodyTypeNames = [...]string{"static", "kinematic", "dynamic"}

func (t BodyType) String() string {
	if int(t) < len(bodyTypeNames) {
		return bodyTypeNames[t]
	}
	return fmt.Sprintf("BodyType(%d)", uint8(t))
}

// Body is the component that gives its GameObject a Box2D body: the
// object's world position and rotation are the body's, its Shapes are the
// body's fixtures.
//
//	crate := s.NewObject("crate")
//	crate.Transform.SetPosition(mgl32.Vec2{120, 40})
//	body := scene.AddComponent(crate, physics.NewBody(w, physics.Dynamic, physics.Box(16, 16)))
//
// The body is created when the component starts (or at once, by the first
// method that needs it, or by a Joint that joins it), at its object's world
// transform. From then on, each World.Step keeps the two together:
//
//   - Box2D moves a dynamic or kinematic body; after the step its position
//     and angle are written into the object's Transform.
//   - The game moves the object (SetPosition, a tween, the level editor);
//     at the next step the body follows: a kinematic body by the velocity
//     that takes it there during the step, so that it pushes what is in
//     the way, the others by a jump.
//   - An object put to sleep (GameObject.Sleep, on it or an ancestor) puts
//     its body to sleep, and it is put back to sleep each step while the
//     object sleeps: it stays where it is, costs nothing to solve, and is
//     still an obstacle (something hitting it wakes it for that step).
//     Waking the object wakes the body.
//   - An inactive object's body leaves the simulation: no collisions,
//     no queries, until the object is active again.
//   - Destroying the object (or removing the component) destroys the body
//     and the joints attached to it.
//
// The fields are read when the body is created; change them before that.
// The Transform's scale is not applied to the shapes.
type Body struct {
	scene.Base

	Type   BodyType
	Shapes []Shape
	// Bullet turns on continuous collision against dynamic bodies too
	// (against static ones it is always on): a fast, small body does not
	// pass through a thin dynamic one between two steps.
	Bullet bool
	// FixedRotation keeps the body from turning (a character standing up).
	FixedRotation bool
	// LinearDamping and AngularDamping slow the body down as air would,
	// per second; 0 is none.
	LinearDamping, AngularDamping float32

	world    *World
	b2       *box2d.B2Body
	fixtures []fixtureRef // one per shape, the user data of its fixture
	slot     int          // index in world.bodies
	gone     bool         // destroyed, or its world closed

	// The object's world pose as last synchronised, in the Transform's
	// float32: a different value at the next step means the game moved it.
	pos mgl32.Vec2
	rot float32

	asleep    bool // the object was asleep at the last step
	inactive  bool // the object was inactive at the last step
	following bool // a kinematic body moving towards its moved Transform
	mark      uint64
}

// fixtureRef is what a fixture's user data points at: the body, and which
// of its shapes the fixture is.
type fixtureRef struct {
	body  *Body
	shape int
}

// NewBody returns a body component of world w, of type t, with the given
// shapes (copied). Add it to an object with scene.AddComponent.
func NewBody(w *World, t BodyType, shapes ...Shape) *Body {
	if w == nil {
		panic("physics: NewBody with a nil World")
	}
	return &Body{world: w, Type: t, Shapes: append([]Shape(nil), shapes...)}
}

// Start creates the body, if nothing created it before.
func (b *Body) Start() { b.create() }

// OnDestroy destroys the body and the joints attached to it.
func (b *Body) OnDestroy() { b.destroy() }

// World is the world the body belongs to.
func (b *Body) World() *World { return b.world }

// Created reports whether the body exists in its world: it was created and
// neither it nor the world was destroyed since.
func (b *Body) Created() bool { return b.b2 != nil }

// create makes the Box2D body at the owner's world transform. It panics
// on a component that is not attached and on shapes Box2D cannot take.
func (b *Body) create() {
	if b.b2 != nil || b.gone {
		return
	}
	w := b.world
	if w.closed {
		b.gone = true
		return
	}
	o := b.Owner()
	if o == nil {
		panic("physics: a Body used before it was added to an object (scene.AddComponent)")
	}
	if w.b2.IsLocked() {
		panic("physics: body of " + o.Name() + " created inside Box2D's step")
	}
	if len(b.Shapes) == 0 {
		panic("physics: body of " + o.Name() + " has no shapes")
	}
	for i := range b.Shapes {
		if err := b.Shapes[i].check(w.ppm); err != nil {
			panic(fmt.Sprintf("physics: body of %s: shape %d: %v", o.Name(), i, err))
		}
		if b.Type == Dynamic && (b.Shapes[i].Kind == ShapeEdge || b.Shapes[i].Kind == ShapeChain) {
			panic(fmt.Sprintf("physics: body of %s: shape %d: a %v has no area, and so no mass: give it to a static or kinematic body", o.Name(), i, b.Shapes[i].Kind))
		}
	}
	pos, rot := worldPose(o)
	inactive, asleep := objectState(o)
	def := box2d.MakeB2BodyDef()
	def.Type = uint8(b.Type)
	def.Position = w.toB2(pos)
	def.Angle = float64(rot)
	def.Bullet = b.Bullet
	def.FixedRotation = b.FixedRotation
	def.LinearDamping = float64(b.LinearDamping)
	def.AngularDamping = float64(b.AngularDamping)
	def.Active = !inactive
	def.Awake = !asleep
	def.UserData = b
	b.b2 = w.b2.CreateBody(&def)
	b.fixtures = make([]fixtureRef, len(b.Shapes))
	for i := range b.Shapes {
		b.fixtures[i] = fixtureRef{body: b, shape: i}
		fd := b.Shapes[i].fixtureDef(w)
		fd.UserData = &b.fixtures[i]
		b.b2.CreateFixtureFromDef(&fd)
	}
	b.pos, b.rot = pos, rot
	b.inactive, b.asleep = inactive, asleep
	b.slot = len(w.bodies)
	w.bodies = append(w.bodies, b)
}

// ensure creates the body if it can be; it reports whether it exists.
func (b *Body) ensure() bool {
	if b.b2 == nil && !b.gone && b.Owner() != nil {
		b.create()
	}
	return b.b2 != nil
}

// destroy removes the body from its world, with its joints.
func (b *Body) destroy() {
	if b.b2 == nil {
		b.gone = true
		return
	}
	w := b.world
	if w.b2.IsLocked() {
		panic("physics: a body destroyed inside Box2D's step")
	}
	w.b2.DestroyBody(b.b2)
	w.bodies[b.slot] = nil
	w.holes++
	b.detach()
}

// detach forgets the Box2D body (destroyed, or its world closed).
func (b *Body) detach() {
	b.b2 = nil
	b.gone = true
	clear(b.fixtures)
	b.fixtures = nil
}

// syncIn brings the body to its object before a step (World.Step, phase 1).
func (b *Body) syncIn(dt float64) {
	if b == nil {
		return
	}
	o := b.Owner()
	inactive, asleep := objectState(o)
	if inactive != b.inactive {
		b.inactive = inactive
		b.b2.SetActive(!inactive)
	}
	if inactive {
		return
	}
	pos, rot := worldPose(o)
	moved := pos != b.pos || rot != b.rot
	w := b.world
	switch {
	case b.Type == Kinematic && moved:
		// The velocity that reaches the new pose at the end of this step.
		t, p := w.toB2(pos), b.b2.M_xf.P
		b.b2.SetLinearVelocity(box2d.B2Vec2{X: (t.X - p.X) / dt, Y: (t.Y - p.Y) / dt})
		b.b2.SetAngularVelocity((float64(rot) - b.b2.M_sweep.A) / dt)
		b.b2.SetAwake(true)
		b.following = true
	case b.Type == Kinematic && b.following:
		b.b2.SetLinearVelocity(box2d.B2Vec2{})
		b.b2.SetAngularVelocity(0)
		b.following = false
	case moved:
		b.b2.SetTransform(w.toB2(pos), float64(rot))
		b.b2.SetAwake(true)
		b.pos, b.rot = pos, rot
	}
	switch {
	case asleep && b.awake():
		b.b2.SetAwake(false)
	case !asleep && b.asleep:
		b.b2.SetAwake(true)
	}
	b.asleep = asleep
}

// syncOut writes a moving body's pose into its object after a step
// (World.Step, phase 3).
func (b *Body) syncOut() {
	if b.Type == Static || b.inactive {
		return
	}
	w := b.world
	pos := w.toPixels(b.b2.M_xf.P)
	rot := float32(b.b2.M_sweep.A)
	if pos == b.pos && rot == b.rot {
		return
	}
	o := b.Owner()
	setPose(o, pos, rot)
	if o.Parent() == nil {
		b.pos, b.rot = pos, rot
	} else {
		// What a child's transform holds after the round trip through its
		// parent's inverse: comparing with that tells the game's moves
		// from rounding.
		b.pos, b.rot = worldPose(o)
	}
}

func (b *Body) awake() bool {
	return b.b2.M_flags&box2d.B2Body_Flags.E_awakeFlag != 0
}

// worldPose is where an object's pivot is in the world, and its world
// rotation.
func worldPose(o *scene.GameObject) (mgl32.Vec2, float32) {
	t := &o.Transform
	if o.Parent() == nil {
		return t.Position(), t.Rotation()
	}
	m := t.World()
	return t.WorldPosition(), float32(math.Atan2(float64(m[1]), float64(m[0])))
}

// setPose places an object's pivot at pos in the world with world
// rotation rot.
func setPose(o *scene.GameObject, pos mgl32.Vec2, rot float32) {
	t := &o.Transform
	p := o.Parent()
	if p == nil {
		t.SetPosition(pos)
		t.SetRotation(rot)
		return
	}
	t.SetWorldPosition(pos)
	m := p.Transform.World()
	t.SetRotation(rot - float32(math.Atan2(float64(m[1]), float64(m[0]))))
}

// objectState reports whether o or an ancestor is inactive, or asleep.
func objectState(o *scene.GameObject) (inactive, asleep bool) {
	for a := o; a != nil; a = a.Parent() {
		inactive = inactive || !a.Active()
		asleep = asleep || a.Sleeping()
	}
	return inactive, asleep
}

// Position is where the body's origin is, in world pixels: its object's
// position after the last step.
func (b *Body) Position() mgl32.Vec2 {
	if !b.ensure() {
		return b.pos
	}
	return b.world.toPixels(b.b2.M_xf.P)
}

// Angle is the body's rotation in radians (clockwise on screen). Box2D
// does not wrap it: a wheel that turned twice reads about 4π.
func (b *Body) Angle() float32 {
	if !b.ensure() {
		return b.rot
	}
	return float32(b.b2.M_sweep.A)
}

// Velocity is the velocity of the body's origin in pixels per second.
func (b *Body) Velocity() mgl32.Vec2 {
	if !b.ensure() {
		return mgl32.Vec2{}
	}
	return b.world.toPixels(b.b2.M_linearVelocity)
}

// SetVelocity sets the velocity of the body's centre of mass in pixels per
// second (and wakes it, if v is not zero). A static body has none.
func (b *Body) SetVelocity(v mgl32.Vec2) {
	if b.ensure() {
		b.b2.SetLinearVelocity(b.world.toB2(v))
	}
}

// AngularVelocity is the body's spin in radians per second, clockwise on
// screen.
func (b *Body) AngularVelocity() float32 {
	if !b.ensure() {
		return 0
	}
	return float32(b.b2.M_angularVelocity)
}

// SetAngularVelocity sets the body's spin in radians per second.
func (b *Body) SetAngularVelocity(w float32) {
	if b.ensure() {
		b.b2.SetAngularVelocity(float64(w))
	}
}

// Mass is the body's mass in kilograms (0 for static and kinematic
// bodies), from its shapes' densities and areas.
func (b *Body) Mass() float32 {
	if !b.ensure() {
		return 0
	}
	return float32(b.b2.M_mass)
}

// ApplyImpulse changes the body's momentum at once by impulse, in
// kilogram-pixels per second (mass times the change of velocity, so an
// impulse of Mass()*(0, -200) makes it jump at 200 px/s), through its
// centre of mass. It wakes the body.
func (b *Body) ApplyImpulse(impulse mgl32.Vec2) {
	if b.ensure() {
		b.b2.ApplyLinearImpulseToCenter(b.world.toB2(impulse), true)
	}
}

// ApplyImpulseAt is ApplyImpulse at the world point at (pixels), which
// also spins the body.
func (b *Body) ApplyImpulseAt(impulse, at mgl32.Vec2) {
	if b.ensure() {
		b.b2.ApplyLinearImpulse(b.world.toB2(impulse), b.world.toB2(at), true)
	}
}

// ApplyForce pushes the body through its centre of mass during the next
// step with force, in kilogram-pixels per second squared (mass times
// acceleration). It wakes the body. Forces are cleared after each step:
// apply a steady force every step.
func (b *Body) ApplyForce(force mgl32.Vec2) {
	if b.ensure() {
		b.b2.ApplyForceToCenter(b.world.toB2(force), true)
	}
}

// ApplyTorque turns the body during the next step with torque, in
// kilogram-pixels squared per second squared. It wakes the body.
func (b *Body) ApplyTorque(torque float32) {
	if b.ensure() {
		b.b2.ApplyTorque(float64(torque)*b.world.mpp*b.world.mpp, true)
	}
}

// SetGravityScale scales the world's gravity for this body: 0 floats, -1
// falls up. The default is 1.
func (b *Body) SetGravityScale(s float32) {
	if b.ensure() {
		b.b2.SetGravityScale(float64(s))
	}
}

// Awake reports whether Box2D is simulating the body: bodies at rest fall
// asleep, and anything touching them, a joint or a force wakes them.
func (b *Body) Awake() bool { return b.ensure() && b.awake() }

// SetAwake wakes the body, or puts it to sleep (its velocity becomes zero).
func (b *Body) SetAwake(awake bool) {
	if b.ensure() {
		b.b2.SetAwake(awake)
	}
}

// B2Body is Box2D's own body (positions in metres, y down), for what this
// package does not wrap: read it, change its mass data, its fixtures'
// friction. Moving it directly is overwritten by its object's Transform
// only if the object moves too. Nil before the body is created and after
// it is destroyed.
func (b *Body) B2Body() *box2d.B2Body { return b.b2 }
