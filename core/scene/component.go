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

// Base is the part of a component the scene manages: its owner, its state
// and its capabilities, cached when it is added. Embed it (by value) in
// every component. Its zero value is an unattached component.
type Base struct {
	owner *GameObject
	self  Component
	state compState

	starter   Starter
	fixed     FixedUpdater
	updater   Updater
	late      LateUpdater
	renderer  Renderable
	destroyer Destroyer

	closers []io.Closer
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
	b.closers = append(b.closers, c)
}

func (b *Base) closeOwned() {
	closeAll(b.closers)
	clear(b.closers)
	b.closers = b.closers[:0]
}

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
	b.owner = o
	b.self = c
	// The one and only type assertion per capability.
	b.starter, _ = Component(c).(Starter)
	b.fixed, _ = Component(c).(FixedUpdater)
	b.updater, _ = Component(c).(Updater)
	b.late, _ = Component(c).(LateUpdater)
	b.renderer, _ = Component(c).(Renderable)
	b.destroyer, _ = Component(c).(Destroyer)
	o.comps = append(o.comps, b)
	o.scene.pending = append(o.scene.pending, b)
	return c
}

// GetComponent returns o's first component of type T (in add order).
func GetComponent[T Component](o *GameObject) (T, bool) {
	for _, b := range o.comps {
		if c, ok := b.self.(T); ok && b.state != compRemoved {
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
	for i, b := range o.comps {
		if _, ok := b.self.(T); !ok || b.state == compRemoved {
			continue
		}
		s := o.scene
		s.depth++ // hooks run below may destroy things: defer that to settle
		if !o.destroyed {
			// A destroyed object's list is dropped whole when it is removed.
			o.comps = slices.Delete(o.comps, i, i+1) // nils the vacated slot
		}
		b.retire()
		s.componentRemoved(o)
		s.depth--
		s.settle()
		return true
	}
	return false
}

// retire runs the component's destroy hook, closes its handles and detaches
// it. The scene drops it from its lists later.
func (b *Base) retire() {
	b.state = compRemoved
	if b.destroyer != nil {
		b.destroyer.OnDestroy()
	}
	b.closeOwned()
	b.owner = nil
}
