package physics

import (
	"github.com/ByteArena/box2d"
	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
)

// EarthGravity is the gravity a zero Options gives: 9.8 metres per second
// squared, pointing down the screen (y grows downwards).
var EarthGravity = mgl32.Vec2{0, 9.8}

// Defaults of Options.
const (
	DefaultPixelsPerMetre     = 32
	DefaultVelocityIterations = 8
	DefaultPositionIterations = 3
)

// Options configure a World. The zero value (or a nil *Options) is Earth's
// gravity, 32 pixels to the metre, Box2D's usual 8 velocity and 3 position
// iterations, sleeping allowed and events on the engine's bus.
type Options struct {
	// Gravity in metres per second squared, y down; the zero value means
	// EarthGravity. World.SetGravity sets any other value, none included.
	Gravity mgl32.Vec2
	// PixelsPerMetre converts the game's pixels to Box2D's metres. Box2D is
	// tuned for moving objects of 0.1 to 10 metres: pick a scale that puts
	// the game's crates and characters there (a 16-pixel crate is half a
	// metre at 32). 0 means DefaultPixelsPerMetre.
	PixelsPerMetre float32
	// VelocityIterations and PositionIterations are the constraint
	// solver's passes per step: more makes stacks and joints stiffer and
	// the step slower. 0 means the defaults.
	VelocityIterations, PositionIterations int
	// NoSleep keeps every body awake: bodies at rest are then still
	// solved every step (Box2D's allowSleep false).
	NoSleep bool
	// Bus receives the contact and sensor events; nil means the bus of the
	// service locator (services.Bus(), the engine's) at each publication.
	Bus *patterns.EventBus
}

// World is a Box2D world in the engine's units: the scene's pixels, y down,
// angles in radians clockwise on screen, as scene.Transform has them. Its
// Body and Joint components place bodies and joints at their objects'
// transforms; Step advances the simulation by one fixed step, writes the
// bodies' positions and angles back into the transforms and then
// publishes the step's contact events on the bus.
//
// The engine steps the world it is given (engine.Engine.SetPhysics) once
// per fixed step, before the scenes' FixedUpdate. A World is not safe for
// concurrent use; like the scene, it belongs to the game loop.
type World struct {
	b2      box2d.B2World
	ppm     float64 // pixels per metre
	mpp     float64 // metres per pixel
	velIter int
	posIter int
	bus     *patterns.EventBus

	bodies []*Body // created and not destroyed, in creation order (nil: destroyed, compacted at the next step)
	holes  int     // nil entries in bodies
	joints int     // joints alive

	events   []contactEvent // reported by Box2D, published after the step
	listener contactListener
	goodbye  destructionListener

	steps      uint64
	closed     bool
	publishing bool    // the step's events are being published
	dt         float64 // the last step, in seconds

	query queryState // the scratch of the queries (query.go)
	// wm receives contacts' world manifolds: a local one would escape
	// through Box2D's interface and be allocated at each use.
	wm box2d.B2WorldManifold
}

// New returns an empty world. A nil o means the defaults.
func New(o *Options) *World {
	var opts Options
	if o != nil {
		opts = *o
	}
	if opts.Gravity == (mgl32.Vec2{}) {
		opts.Gravity = EarthGravity
	}
	if opts.PixelsPerMetre <= 0 {
		opts.PixelsPerMetre = DefaultPixelsPerMetre
	}
	if opts.VelocityIterations <= 0 {
		opts.VelocityIterations = DefaultVelocityIterations
	}
	if opts.PositionIterations <= 0 {
		opts.PositionIterations = DefaultPositionIterations
	}
	w := &World{
		ppm:     float64(opts.PixelsPerMetre),
		mpp:     1 / float64(opts.PixelsPerMetre),
		velIter: opts.VelocityIterations,
		posIter: opts.PositionIterations,
		bus:     opts.Bus,
	}
	w.b2 = box2d.MakeB2World(vec(opts.Gravity))
	w.b2.SetAllowSleeping(!opts.NoSleep)
	w.listener.w = w
	w.goodbye.w = w
	// The Go port's default is no filter at all, so that Category, Mask
	// and Group would be ignored: use Box2D's standard one.
	w.b2.SetContactFilter(&box2d.B2ContactFilter{})
	w.b2.SetContactListener(&w.listener)
	w.b2.SetDestructionListener(&w.goodbye)
	w.query.init(w)
	return w
}

// PixelsPerMetre is the world's scale.
func (w *World) PixelsPerMetre() float32 { return float32(w.ppm) }

// Gravity is the gravity in metres per second squared.
func (w *World) Gravity() mgl32.Vec2 { return vec32(w.b2.M_gravity) }

// SetGravity sets the gravity in metres per second squared (zero for
// none, as in a top-down game). Sleeping bodies stay asleep until
// something wakes them.
func (w *World) SetGravity(g mgl32.Vec2) { w.b2.SetGravity(vec(g)) }

// Steps is the number of steps taken.
func (w *World) Steps() uint64 { return w.steps }

// Bodies is the number of bodies in the world.
func (w *World) Bodies() int { return w.b2.M_bodyCount }

// Joints is the number of joints in the world.
func (w *World) Joints() int { return w.b2.M_jointCount }

// Contacts is the number of contacts Box2D keeps: pairs of shapes whose
// bounding boxes overlap, touching or not.
func (w *World) Contacts() int { return w.b2.M_contactManager.M_contactCount }

// Step advances the world by dt seconds (the engine's fixed step), in
// three phases:
//
//  1. In: each body follows its object. An object moved by the game since
//     the last step moves its body there (a kinematic body by the velocity
//     that reaches the new place at the end of this step, the others at
//     once); an inactive object's body leaves the simulation, and a
//     sleeping object's body sleeps.
//  2. Box2D steps: contacts, the solver, continuous collision.
//  3. Out: each moving body writes its position and angle into its
//     object's Transform, then the contact and sensor events Box2D reported
//     are published on the bus, in the order they happened. Listeners run
//     with the world unlocked: they may create and destroy bodies.
//
// Step panics when called from an event listener of the same world.
func (w *World) Step(dt float32) {
	if w.closed {
		return
	}
	if w.b2.IsLocked() || w.publishing {
		panic("physics: Step inside a step (from a contact listener?)")
	}
	w.compact()
	w.dt = float64(dt)
	for _, b := range w.bodies {
		b.syncIn(w.dt)
	}
	w.b2.Step(w.dt, w.velIter, w.posIter)
	for _, b := range w.bodies {
		if b != nil {
			b.syncOut()
		}
	}
	w.steps++
	w.publish()
}

// compact drops the destroyed bodies' slots, keeping creation order.
func (w *World) compact() {
	if w.holes == 0 {
		return
	}
	keep := 0
	for _, b := range w.bodies {
		if b != nil {
			b.slot = keep
			w.bodies[keep] = b
			keep++
		}
	}
	clear(w.bodies[keep:])
	w.bodies = w.bodies[:keep]
	w.holes = 0
}

// Close destroys every body and joint. The components stay attached but
// inert; a Step after Close does nothing. Closing twice is harmless.
func (w *World) Close() {
	if w.closed {
		return
	}
	for _, b := range w.bodies {
		if b != nil {
			b.detach()
		}
	}
	for j := w.b2.M_jointList; j != nil; j = j.GetNext() {
		if jc, ok := j.GetUserData().(*Joint); ok {
			jc.detach()
		}
	}
	clear(w.bodies)
	w.bodies = w.bodies[:0]
	clear(w.events)
	w.events = w.events[:0]
	w.b2.Destroy()
	w.b2 = box2d.MakeB2World(box2d.B2Vec2{})
	w.closed = true
}

// bus returns the bus events go to.
func (w *World) eventBus() *patterns.EventBus {
	if w.bus != nil {
		return w.bus
	}
	return services.Bus()
}

// Unit conversions between the game's pixels and Box2D's metres.

func (w *World) toB2(p mgl32.Vec2) box2d.B2Vec2 {
	return box2d.B2Vec2{X: float64(p[0]) * w.mpp, Y: float64(p[1]) * w.mpp}
}

func (w *World) toPixels(v box2d.B2Vec2) mgl32.Vec2 {
	return mgl32.Vec2{float32(v.X * w.ppm), float32(v.Y * w.ppm)}
}

func vec(v mgl32.Vec2) box2d.B2Vec2 { return box2d.B2Vec2{X: float64(v[0]), Y: float64(v[1])} }

func vec32(v box2d.B2Vec2) mgl32.Vec2 { return mgl32.Vec2{float32(v.X), float32(v.Y)} }
