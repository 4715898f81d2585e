// Package physics puts Box2D (the Go port github.com/ByteArena/box2d,
// which keeps the C++ names: B2World, B2Body, B2Vec2) into the engine's
// fixed step and scene: a World stepped once per fixed step, Body and
// Joint components on GameObjects, contact and sensor events on the
// EventBus, ray casts and box queries that answer with GameObjects, and a
// debug drawing as line segments.
//
//	w := physics.New(&physics.Options{PixelsPerMetre: 16})
//	e.SetPhysics(w) // the engine steps it before every FixedUpdate
//
//	crate := s.NewObject("crate")
//	crate.Transform.SetPosition(mgl32.Vec2{120, 40})
//	scene.AddComponent(crate, physics.NewBody(w, physics.Dynamic, physics.Box(16, 16)))
//
//	patterns.Subscribe(services.Bus(), func(e physics.ContactBegan) { ... })
//
// # The problem
//
// Crates that tumble, a rope bridge that sags under a character, a lamp
// that swings when something hits it: rigid-body dynamics is a field of
// its own (contact manifolds, constraint solvers, continuous collision),
// and a game should not write it. The Custom Hobo engine
// (docs/porting.md#custom-hobo) uses Box2D, and so does this package. What
// is left to the engine is the seam between the two: when the world
// steps, how a body and a GameObject stay one thing, and how what happens
// inside the step reaches gameplay code.
//
// # Why the fixed step
//
// Custom Hobo's doFixedUpdate "steps the Box2D physics simulation, calls
// updateLevel", every 10 ms. A physics step must be fixed: Box2D's solver
// is tuned for a constant dt (its warm starting reuses the last step's
// impulses, scaled by the ratio of the steps), a long step lets a fast
// body jump past a thin wall between two looks (tunnelling), and a
// varying one makes two runs of the same inputs diverge. So the World is
// stepped by the engine's loop (engine.Engine.SetPhysics), once per fixed
// step and before the scenes' FixedUpdate: gameplay code sees the world
// as the step left it, and what it does (a jump's impulse, a door moved)
// takes effect at the next step. Custom Hobo's 10 ms is
// engine.Options.FixedStep = 10 * time.Millisecond; at most 100 steps
// then run in a second, whatever the frame rate.
//
// Same start, same inputs, same steps: the Go port runs the same float64
// operations in the same order every time (its lists are linked lists in
// creation order; it has no maps and no goroutines), so a run repeats
// bit for bit on the same machine and build, which replays and tests rely
// on. Compilers may fuse multiply-adds differently on another CPU
// architecture; replays are exact within one.
//
// # The pattern: components over a simulation that owns the truth
//
// Box2D owns the bodies' positions, velocities and contacts while they
// move; the scene owns the objects and what they draw. A Body component
// is the bridge (the Component pattern, as the scene package teaches
// it): it creates its Box2D body when it starts, at its object's world
// transform, and World.Step keeps the two in step:
//
//  1. before Box2D steps, each body follows its object where the game
//     moved it (a kinematic body by a velocity, so it pushes; the others
//     by a jump), leaves the simulation while its object is inactive, and
//     sleeps while its object sleeps;
//  2. Box2D steps;
//  3. each body that moved writes its position and angle into its
//     object's Transform (the Transform's lazy world matrix, the Dirty
//     Flag pattern, makes that cheap), then the events go out.
//
// Destroying the object destroys the body (a Destroyer hook) and the
// joints attached to it. Joints are components too, between two bodies.
//
// Units are the game's: pixels, y down, radians clockwise on screen,
// kilograms and seconds; Options.PixelsPerMetre converts lengths to
// Box2D's metres (gravity and density are the only values in metres:
// they are physical constants).
//
// # Events: an Event Queue in front of the Observer
//
// Box2D reports contacts through callbacks called inside its step, while
// the world is locked: creating or destroying a body there corrupts it
// (the C++ asserts; the Go port panics). So the World's listener only
// records what happened, and after the step it publishes typed events on
// the EventBus: ContactBegan, ContactEnded, SensorEntered, SensorExited,
// each once per begin or end of touching between two shapes, in the order
// Box2D reported them. Listeners may then destroy, create and move
// freely. This is Nystrom's Event Queue, drained once a step.
//
// # Queries
//
// RayCast (the nearest solid shape on a segment), RayCastAll, QueryAABB
// and QueryPoint answer with GameObjects. They walk Box2D's broad-phase
// tree (a dynamic AABB tree) with the World's own scratch stack, because
// the Go port's query functions allocate on every call; with a slice
// kept from frame to frame, a query allocates nothing.
//
// # Debug drawing
//
// What Box2D simulates is not what a game draws: a crate's sprite may be
// larger than its box, a sensor has no picture, a joint none at all. When
// something behaves oddly, the first thing to look at is the world as
// Box2D sees it. DebugLines turns it into line segments with colours
// (shapes as Box2D's testbed colours them, by body type and sleep;
// joints; contact points and their normals; bounding boxes), into a
// slice the caller keeps: nothing is allocated per frame once it has
// grown.
//
// A DebugView component draws them: each frame, while On, it asks the
// World for its lines, turns them into vertices (LineVertices: two a
// segment) and submits them in one batch of render.ModeLines, the
// renderer's one-pixel lines, with render.Queue.SubmitDraw. It draws in
// StepUI by default, so no lighting, flash or tone map changes the
// testbed's colours; that step is the one the camera does not move, so
// the view's object is placed at minus the camera (DebugView says how).
// A game turns it on and off from the F3 overlay with a switch
// (engine.Engine.AddOverlaySwitch on the view's On), and from a flag
// where there is no overlay (a release build, a headless run):
//
//	view := scene.AddComponent(s.NewObject("physics lines"), physics.NewDebugView(w, physics.DrawShapes|physics.DrawJoints|physics.DrawContacts))
//	view.On = *debugDraw // -debugdraw
//	e.AddOverlaySwitch(input.KeyF4, "physics lines", &view.On)
//
// Tumble (games/tumble) does this; BenchmarkTumbleFrame measures a frame
// with the lines on and off.
//
// # What it costs
//
// Box2D's Go port is slower than the C++ and allocates inside its step:
// its island solver makes its arrays anew each step, its broad phase
// pushes each tree node it visits onto a linked-list stack, and with a
// contact listener (events need one) it reports each contact's impulses
// through a fresh struct. That garbage is Box2D's, not this package's:
// the package's own work in a step (following the objects, writing the
// Transforms, recording and publishing events) allocates nothing once its
// slices have grown. docs/performance.md has the figures of
// BenchmarkPhysicsStep (100, 1,000 and 4,000 boxes). Each body costs a
// few comparisons per step beyond Box2D's work, even asleep: a walk up
// its object's parents (for sleep and active) and a comparison of its
// Transform with the last pose written.
package physics
