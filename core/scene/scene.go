package scene

import (
	"slices"

	"github.com/bengine-go/bengine/core/render"
)

// Scene owns a set of GameObjects and runs their components: FixedUpdate,
// Update and Render fan out to live, active objects in creation order, and
// to each object's components in add order.
//
// # Frames
//
// The scene sees a frame as the passes between two Renders: any number of
// FixedUpdate steps, then Update, then LateUpdate, then Render (the engine's
// RunOneFrame). A pass that cannot continue the current frame (FixedUpdate
// or Update after Update, LateUpdate or Render; LateUpdate other than after
// Update or FixedUpdate; Render after Render) starts a new one, and a new frame
// first starts the components added since the last one: Start is called,
// then they are in the lists that the passes walk. So a component added
// during an update is not called until the next frame, and Start always
// runs before a component's first FixedUpdate, Update or Render. (A caller
// that runs nothing but FixedUpdate never leaves its first frame: run the
// whole frame, as the engine does.)
//
// # Removal
//
// Nothing is removed while a pass walks the lists. Destroyed objects and
// removed components are skipped for the rest of the pass and dropped when
// it ends.
type Scene struct {
	// OnEnter and OnExit, when set, are called by the Manager when the scene
	// becomes the active scene and when it stops being it.
	OnEnter, OnExit func()

	name    string
	objects []*GameObject // creation order
	pending []*Base       // added, not started; add order
	compact []*GameObject // objects with removed components

	depth    int  // > 0 while a pass, a start flush or a reap runs
	flushing bool // startPending is walking pending
	needReap bool // some object was destroyed
	phase    phase
}

// phase is the last pass the scene ran, to tell where frames begin.
type phase uint8

const (
	phaseIdle phase = iota
	phaseFixed
	phaseUpdate
	phaseLate
	phaseRender
)

// startsFrame reports whether a pass next, run after a pass prev, begins a
// new frame.
func startsFrame(prev, next phase) bool {
	switch next {
	case phaseFixed, phaseUpdate:
		return prev != phaseFixed
	case phaseLate:
		return prev != phaseUpdate && prev != phaseFixed
	default: // phaseRender
		return prev == phaseIdle || prev == phaseRender
	}
}

// New returns an empty scene.
func New(name string) *Scene { return &Scene{name: name} }

// Name is the scene's name.
func (s *Scene) Name() string { return s.name }

// Len is the number of objects in the scene, counting those destroyed in the
// current pass until it ends.
func (s *Scene) Len() int { return len(s.objects) }

// NewObject creates a root object at the identity transform. Objects created
// during a pass are not visited by that pass.
func (s *Scene) NewObject(name string) *GameObject {
	o := &GameObject{name: name, scene: s}
	o.Transform.obj = o
	s.objects = append(s.objects, o)
	return o
}

// Find returns the first live object with the given name in creation
// order, or nil. It walks the whole scene: look objects up once, not per
// frame.
func (s *Scene) Find(name string) *GameObject {
	for _, o := range s.objects {
		if o.name == name && !o.destroyed {
			return o
		}
	}
	return nil
}

// FixedUpdate runs one fixed simulation step: FixedUpdate on the started
// components of every live, active, awake object.
func (s *Scene) FixedUpdate(dt float32) { s.pass(phaseFixed, dt, nil) }

// Update runs Update(dt) on the started components of every live, active,
// awake object, once per frame with the real frame delta.
func (s *Scene) Update(dt float32) { s.pass(phaseUpdate, dt, nil) }

// LateUpdate runs LateUpdate(dt) on the started components of every live,
// active, awake object, once per frame after Update and before Render.
// Everything the frame's updates did is done by then: objects a pool
// handed out or turned on during Update, in any order of creation, and
// every component's Update whatever the order it was added in. A view
// reads the state it shows here, so that its Render only submits.
func (s *Scene) LateUpdate(dt float32) { s.pass(phaseLate, dt, nil) }

// Render calls Render(q) on the started components of every live, active
// object, sleeping or not.
func (s *Scene) Render(q *render.Queue) { s.pass(phaseRender, 0, q) }

// pass is the one loop of the three passes: for each object in creation
// order, the hook of phase on each of its started components that have it,
// in add order. Objects created during the pass wait for the next one (n is
// read first); an object destroyed mid-pass is skipped from then on.
func (s *Scene) pass(ph phase, dt float32, q *render.Queue) {
	s.begin(ph)
	n := len(s.objects)
	for i := range n {
		o := s.objects[i]
		list, skip := o.fixed, o.noUpdate
		switch ph {
		case phaseUpdate:
			list = o.updaters
		case phaseLate:
			list = o.lates
		case phaseRender:
			list, skip = o.renderers, o.noRender // sleeping objects still draw
		}
		if o.destroyed || skip {
			continue
		}
		for _, b := range list {
			if o.destroyed {
				break
			}
			if b.state != compStarted {
				continue
			}
			switch ph {
			case phaseFixed:
				b.fixed.FixedUpdate(dt)
			case phaseUpdate:
				b.updater.Update(dt)
			case phaseLate:
				b.late.LateUpdate(dt)
			default:
				b.renderer.Render(q)
			}
		}
	}
	s.end()
}

// Clear destroys every object in the scene (see GameObject.Destroy): their
// OnDestroy hooks run and their handles close. Called during a pass, the
// objects leave when the pass ends.
func (s *Scene) Clear() {
	for _, o := range s.objects {
		if !o.destroyed {
			o.markDestroyed()
			s.needReap = true
		}
	}
	s.settle()
}

func (s *Scene) begin(ph phase) {
	if s.depth != 0 {
		panic("scene: a pass of scene " + s.name + " started inside another pass")
	}
	if startsFrame(s.phase, ph) {
		s.startPending()
	}
	s.phase = ph
	s.depth++
}

func (s *Scene) end() {
	s.depth--
	s.settle()
}

// startPending starts the components added since the last frame, in add
// order. Components added by a Start are started in the same flush;
// components of inactive objects wait.
func (s *Scene) startPending() {
	if len(s.pending) == 0 {
		return
	}
	s.depth++
	s.flushing = true
	keep := 0
	for i := 0; i < len(s.pending); i++ {
		b := s.pending[i]
		switch {
		case b.state != compPending, b.owner.destroyed:
			// Dropped: removed, or started already (a pool's, by
			// startObjects); a destroyed object's components are retired
			// by reap.
		case b.owner.noRender:
			s.pending[keep] = b
			keep++
		default:
			s.start(b)
		}
	}
	clear(s.pending[keep:])
	s.pending = s.pending[:keep]
	s.flushing = false
	s.depth--
	s.settle()
}

// start puts a pending component in its object's lists and runs its Start.
func (s *Scene) start(b *Base) {
	o := b.owner
	b.state = compStarted
	if b.fixed != nil {
		o.fixed = append(o.fixed, b)
	}
	if b.updater != nil {
		o.updaters = append(o.updaters, b)
	}
	if b.late != nil {
		o.lates = append(o.lates, b)
	}
	if b.renderer != nil {
		o.renderers = append(o.renderers, b)
	}
	if b.starter != nil {
		b.starter.Start()
	}
}

// StartNow starts at once, in add order, the components of o and its
// descendants that have not started yet, instead of at the start of the
// next frame (each Start runs now), whether or not the objects are active.
// It is for objects built ahead to be turned on later (SetActive) in the
// middle of a frame: without it, the components of an object that was
// inactive when the frame began would not run until the frame after. A
// Pool does this for every object it builds. Components that a Start adds
// start too.
func (s *Scene) StartNow(o *GameObject) {
	if o.scene != s {
		panic("scene: StartNow of " + o.name + " in another scene than " + s.name)
	}
	objs := []*GameObject{o}
	o.ApplyToChildren(func(c *GameObject) { objs = append(objs, c) })
	s.startObjects(objs)
}

// startObjects starts the pending components of objs at once, in add order.
func (s *Scene) startObjects(objs []*GameObject) {
	s.depth++
	for i := 0; i < len(s.pending); i++ {
		b := s.pending[i]
		if b.state == compPending && !b.owner.destroyed && slices.Contains(objs, b.owner) {
			s.start(b)
		}
	}
	if !s.flushing { // a flush drops them itself
		keep := 0
		for _, b := range s.pending {
			if b.state == compPending {
				s.pending[keep] = b
				keep++
			}
		}
		clear(s.pending[keep:])
		s.pending = s.pending[:keep]
	}
	s.depth--
	s.settle()
}

// settle removes what was destroyed or removed, unless a pass is running.
func (s *Scene) settle() {
	if s.depth != 0 {
		return
	}
	if s.needReap {
		s.reap()
	}
	if len(s.compact) > 0 {
		for _, o := range s.compact {
			o.compact()
		}
		clear(s.compact)
		s.compact = s.compact[:0]
	}
}

func (s *Scene) componentRemoved(o *GameObject) {
	if !o.compsDirty {
		o.compsDirty = true
		s.compact = append(s.compact, o)
	}
}

// reap runs the OnDestroy hooks of destroyed objects and removes them. Hooks
// may destroy more objects; those are handled in the same reap.
func (s *Scene) reap() {
	s.depth++
	for s.needReap {
		s.needReap = false
		for i := 0; i < len(s.objects); i++ {
			o := s.objects[i]
			if !o.destroyed || o.hooksRun {
				continue
			}
			o.hooksRun = true
			for j := 0; j < len(o.comps); j++ {
				if b := o.comps[j]; b.state != compRemoved {
					b.retire()
				}
			}
		}
	}
	keep := 0
	for _, o := range s.objects {
		if !o.destroyed {
			s.objects[keep] = o
			keep++
			continue
		}
		if p := o.parent; p != nil && !p.destroyed {
			p.removeChild(o)
		}
		o.release()
	}
	clear(s.objects[keep:])
	s.objects = s.objects[:keep]
	s.depth--
}

// Stats counts what a scene holds, for a debug overlay or a benchmark.
type Stats struct {
	Objects     int // live objects (destroyed ones leave at the end of the pass)
	Active      int // live objects that are drawn: neither they nor an ancestor inactive
	Components  int // components attached to live objects
	Updaters    int // started components the Update pass calls this frame
	Renderables int // started components the Render pass calls this frame
}

// Stats counts the scene's objects and components. It walks every object
// and allocates nothing.
func (s *Scene) Stats() Stats {
	var st Stats
	for _, o := range s.objects {
		if o.destroyed {
			continue
		}
		st.Objects++
		st.Components += len(o.comps)
		if !o.noRender {
			st.Active++
			st.Renderables += countStarted(o.renderers)
		}
		if !o.noUpdate {
			st.Updaters += countStarted(o.updaters)
		}
	}
	return st
}

func countStarted(bs []*Base) int {
	n := 0
	for _, b := range bs {
		if b.state == compStarted {
			n++
		}
	}
	return n
}
