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
	pending []attached    // added, not started; add order

	// The started components of each hook, in pass order: what the
	// passes walk (see hooks).
	fixed   hooks[FixedUpdater]
	updates hooks[Updater]
	lates   hooks[LateUpdater]
	renders hooks[Renderable]

	seq uint64 // objects created; the next one's creation order

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
	if s.seq >= maxObjectSeq {
		s.renumber()
	}
	s.seq++
	o := &GameObject{name: name, scene: s, seq: s.seq, opacity: 1}
	o.Transform.obj = o
	s.objects = append(s.objects, o)
	return o
}

// Keys put components in pass order: the object's creation order in the
// high bits, the component's add order on its object in the low ones.
const (
	addBits      = 24
	maxAdded     = 1<<addBits - 1
	maxObjectSeq = 1<<(64-addBits) - 1
)

// componentIndex returns the add order of a component being added to o.
func (s *Scene) componentIndex(o *GameObject) uint32 {
	if o.added >= maxAdded {
		s.renumber()
	}
	o.added++
	return o.added - 1
}

// renumber gives the objects and components keys from 1 and 0 again, in
// the same order, when a counter would overflow (after some 10^12 objects
// or 16 million components added to one object).
func (s *Scene) renumber() {
	for i, o := range s.objects {
		o.seq = uint64(i + 1)
		o.added = uint32(len(o.comps))
		for j, a := range o.comps {
			a.b.idx = uint32(j)
		}
	}
	s.seq = uint64(len(s.objects))
	s.fixed.rekey()
	s.updates.rekey()
	s.lates.rekey()
	s.renders.rekey()
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

// The four passes are one loop each, written out, so that each calls its
// hook directly through the entry's interface: a shared loop would take the
// call as a function value, a second indirect call per component. Each
// walks its list by index, re-reading it, because a component started
// during the pass (StartNow) is inserted into it (see hooks.insert).

// FixedUpdate runs one fixed simulation step: FixedUpdate on the started
// components of every live, active, awake object.
func (s *Scene) FixedUpdate(dt float32) {
	l := &s.fixed
	s.begin(phaseFixed)
	for l.i = 0; l.i < l.end; l.i++ {
		if x := &l.e[l.i]; x.b.skip&skipUpdates == 0 {
			x.h.FixedUpdate(dt)
		}
	}
	s.end(&l.walking)
}

// Update runs Update(dt) on the started components of every live, active,
// awake object, once per frame with the real frame delta.
func (s *Scene) Update(dt float32) {
	l := &s.updates
	s.begin(phaseUpdate)
	for l.i = 0; l.i < l.end; l.i++ {
		if x := &l.e[l.i]; x.b.skip&skipUpdates == 0 {
			x.h.Update(dt)
		}
	}
	s.end(&l.walking)
}

// LateUpdate runs LateUpdate(dt) on the started components of every live,
// active, awake object, once per frame after Update and before Render.
// Everything the frame's updates did is done by then: objects a pool
// handed out or turned on during Update, in any order of creation, and
// every component's Update whatever the order it was added in. A view
// reads the state it shows here, so that its Render only submits.
func (s *Scene) LateUpdate(dt float32) {
	l := &s.lates
	s.begin(phaseLate)
	for l.i = 0; l.i < l.end; l.i++ {
		if x := &l.e[l.i]; x.b.skip&skipUpdates == 0 {
			x.h.LateUpdate(dt)
		}
	}
	s.end(&l.walking)
}

// Render calls Render(q) on the started components of every live, active
// object, sleeping or not.
func (s *Scene) Render(q *render.Queue) {
	l := &s.renders
	s.begin(phaseRender)
	for l.i = 0; l.i < l.end; l.i++ {
		if x := &l.e[l.i]; x.b.skip&skipRenders == 0 {
			x.h.Render(q)
		}
	}
	s.end(&l.walking)
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

// begin starts a pass: a new frame first if ph begins one, then the walk
// of the pass's list.
func (s *Scene) begin(ph phase) {
	if s.depth != 0 {
		panic("scene: a pass of scene " + s.name + " started inside another pass")
	}
	if startsFrame(s.phase, ph) {
		s.startPending()
	}
	s.phase = ph
	s.depth++
	switch ph {
	case phaseFixed:
		s.fixed.begin()
	case phaseUpdate:
		s.updates.begin()
	case phaseLate:
		s.lates.begin()
	default:
		s.renders.begin()
	}
}

// end ends a pass and its walk, and removes what it destroyed.
func (s *Scene) end(walking *bool) {
	*walking = false
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
		a := s.pending[i]
		switch {
		case a.b.state != compPending, a.b.owner.destroyed:
			// Dropped: removed, or started already (a pool's, by
			// startObjects); a destroyed object's components are retired
			// by reap.
		case a.b.owner.noRender:
			s.pending[keep] = a
			keep++
		default:
			s.start(a)
		}
	}
	clear(s.pending[keep:])
	s.pending = s.pending[:keep]
	s.flushing = false
	s.depth--
	s.settle()
}

// start puts a pending component in the lists of its hooks and runs its
// Start.
func (s *Scene) start(a attached) {
	b, c := a.b, a.c
	b.state = compStarted
	b.skip &^= skipOff
	if b.caps&capFixed != 0 {
		s.fixed.add(c.(FixedUpdater), b)
	}
	if b.caps&capUpdater != 0 {
		s.updates.add(c.(Updater), b)
	}
	if b.caps&capLate != 0 {
		s.lates.add(c.(LateUpdater), b)
	}
	if b.caps&capRenderer != 0 {
		s.renders.add(c.(Renderable), b)
	}
	if b.caps&capStarter != 0 {
		c.(Starter).Start()
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
		a := s.pending[i]
		if b := a.b; b.state == compPending && !b.owner.destroyed && slices.Contains(objs, b.owner) {
			s.start(a)
		}
	}
	if !s.flushing { // a flush drops them itself
		keep := 0
		for _, a := range s.pending {
			if a.b.state == compPending {
				s.pending[keep] = a
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
}

// hooksDead notes that the lists of the hooks in caps hold a removed
// component: the next walk of each compacts it first (and reap does at
// once, as it walks every object anyway).
func (s *Scene) hooksDead(caps uint8) {
	s.fixed.dead = s.fixed.dead || caps&capFixed != 0
	s.updates.dead = s.updates.dead || caps&capUpdater != 0
	s.lates.dead = s.lates.dead || caps&capLate != 0
	s.renders.dead = s.renders.dead || caps&capRenderer != 0
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
				if a := o.comps[j]; a.b.state != compRemoved {
					a.retire()
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
	s.fixed.compactDead()
	s.updates.compactDead()
	s.lates.compactDead()
	s.renders.compactDead()
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
		}
	}
	st.Updaters = s.updates.live(skipUpdates)
	st.Renderables = s.renders.live(skipRenders)
	return st
}
