package scene

import (
	"io"
	"slices"

	"github.com/bengine-go/bengine/core/render"
)

// Component is anything that can be attached to a GameObject. Embed Base in
// a struct and its pointer is a Component:
//
//	type Spin struct {
//		scene.Base
//		Speed float32
//	}
//
//	func (s *Spin) FixedUpdate(dt float32) { s.Owner().Transform.Rotate(s.Speed * dt) }
type Component interface {
	ComponentBase() *Base
}

// The optional capabilities of a component. Each is found by a type
// assertion once, when the component is added; a component pays for (and is
// called for) only the hooks it implements.
type (
	// Starter is called once, at the start of the first frame in which the
	// component is live (its object active), before any of its updates.
	Starter interface{ Start() }
	// FixedUpdater runs once per fixed simulation step: deterministic
	// gameplay goes here.
	FixedUpdater interface{ FixedUpdate(dt float32) }
	// Updater runs once per frame with the real frame delta: frame-rate
	// work such as tweens and animation.
	Updater interface{ Update(dt float32) }
	// LateUpdater runs once per frame after every Update of the frame and
	// before Render, with the same delta: a view that follows what the
	// updates changed (an object moved, a pool's object handed out, an
	// animation frame chosen) settles here, so that Render only submits.
	LateUpdater interface{ LateUpdate(dt float32) }
	// Renderable submits what the component draws, once per frame.
	Renderable interface{ Render(q *render.Queue) }
	// Destroyer is called once when the component is removed or its object
	// is destroyed, whether or not it ever started.
	Destroyer interface{ OnDestroy() }
)

type compState uint8

const (
	compPending compState = iota // added, Start not yet run
	compStarted                  // in the capability lists, called each pass
	compRemoved                  // removed or destroyed: skipped, dropped after the pass
)

// Capabilities a component has, found when it is added.
const (
	capStarter uint8 = 1 << iota
	capFixed
	capUpdater
	capLate
	capRenderer
	capDestroyer
)

// Skip flags, which a pass tests before calling a component: one byte in
// the component itself, so a pass that skips it reads nothing else.
const (
	skipOff    uint8 = 1 << iota // not started, removed, or its object destroyed
	skipUpdate                   // its object or an ancestor is inactive or asleep
	skipRender                   // its object or an ancestor is inactive

	skipUpdates = skipOff | skipUpdate // what keeps a component out of the updates
	skipRenders = skipOff | skipRender // what keeps it out of Render
)

// Base is the part of a component the scene manages: its owner, its place
// in the pass order, its state and capabilities, and the flags a pass tests
// before calling it. Embed it (by value) in every component. Its zero value
// is an unattached component. It is 16 bytes, so that what a pass touches of
// a component is the component's own data: the scene keeps the rest (the
// hooks as interface values, the component's handles) in its lists and the
// owner's.
type Base struct {
	owner *GameObject
	idx   uint32 // add order on its object (see Scene.componentKey)
	state compState
	caps  uint8 // capStarter | capFixed | ...
	skip  uint8 // skipOff | skipUpdate | skipRender
}

// ComponentBase returns b; it makes every struct that embeds Base a Component.
func (b *Base) ComponentBase() *Base { return b }

// Owner is the GameObject the component is attached to, or nil before it is
// added and after it is removed.
func (b *Base) Owner() *GameObject { return b.owner }

// Own registers a handle (an event subscription, say) to be closed when the
// component is removed or its object destroyed, so a listener cannot outlive
// the component that listens. On a component that is not attached, the
// handle is closed at once.
func (b *Base) Own(c io.Closer) {
	if b.owner == nil || b.state == compRemoved || b.owner.destroyed {
		_ = c.Close()
		return
	}
	b.owner.owned = append(b.owner.owned, owned{b, c})
}

// key is the component's place in the pass order: its object's creation
// order, then its add order on the object.
func (b *Base) key() uint64 { return b.owner.seq<<addBits | uint64(b.idx) }

// AddComponent attaches c to o and returns it, so that construction and
// attachment read as one line:
//
//	spin := scene.AddComponent(o, &Spin{Speed: 2})
//
// The component starts (Start, then its updates) at the start of the next
// frame: added during an update, it is not called until the frame after.
// It panics if o is destroyed, or c is attached or was removed before
// (components are not reused).
func AddComponent[T Component](o *GameObject, c T) T {
	if o.destroyed {
		panic("scene: AddComponent on a destroyed object " + o.name)
	}
	b := c.ComponentBase()
	if b.owner != nil || b.state != compPending {
		panic("scene: AddComponent of a component that is attached or was removed (object " + o.name + "); components are not reusable")
	}
	a := attached{c, b}
	b.owner = o
	b.idx = o.scene.componentIndex(o)
	b.caps = capsOf(c)
	b.skip = skipOff | o.skipFlags()
	o.comps = append(o.comps, a)
	o.scene.pending = append(o.scene.pending, a)
	return c
}

// GetComponent returns o's first component of type T (in add order).
func GetComponent[T Component](o *GameObject) (T, bool) {
	for _, a := range o.comps {
		if c, ok := a.c.(T); ok && a.b.state != compRemoved {
			return c, true
		}
	}
	var zero T
	return zero, false
}

// RemoveComponent detaches o's first component of type T: its OnDestroy
// runs and its owned handles close at once, it is not called again, and it
// leaves the per-frame lists after the current pass. It reports whether
// there was one.
func RemoveComponent[T Component](o *GameObject) bool {
	for i, a := range o.comps {
		if _, ok := a.c.(T); !ok || a.b.state == compRemoved {
			continue
		}
		s := o.scene
		s.depth++ // hooks run below may destroy things: defer that to settle
		if !o.destroyed {
			// A destroyed object's list is dropped whole when it is removed.
			o.comps = slices.Delete(o.comps, i, i+1) // nils the vacated slot
		}
		a.retire()
		s.depth--
		s.settle()
		return true
	}
	return false
}

// attached is a component as its object and the scene's pending list hold
// it: its interface value, for GetComponent's type assertions and for its
// hooks, and its Base.
type attached struct {
	c Component
	b *Base
}

// capsOf finds the hooks c implements, by one type assertion each.
func capsOf(c Component) uint8 {
	var caps uint8
	if _, ok := c.(Starter); ok {
		caps |= capStarter
	}
	if _, ok := c.(FixedUpdater); ok {
		caps |= capFixed
	}
	if _, ok := c.(Updater); ok {
		caps |= capUpdater
	}
	if _, ok := c.(LateUpdater); ok {
		caps |= capLate
	}
	if _, ok := c.(Renderable); ok {
		caps |= capRenderer
	}
	if _, ok := c.(Destroyer); ok {
		caps |= capDestroyer
	}
	return caps
}

// retire runs the component's destroy hook, closes its handles and detaches
// it. The scene drops it from its lists later.
func (a attached) retire() {
	b := a.b
	o := b.owner
	b.state = compRemoved
	b.skip |= skipOff
	o.scene.hooksDead(b.caps)
	if b.caps&capDestroyer != 0 {
		a.c.(Destroyer).OnDestroy()
	}
	o.closeOwned(b)
	b.owner = nil
}
