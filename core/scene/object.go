package scene

import (
	"io"
	"slices"
)

// GameObject is a node of a Scene: a Transform, an ordered list of
// components, and links to a parent and children. The Scene owns it
// (create it with Scene.NewObject); the parent and child links do not own,
// so reparenting never copies or frees anything.
//
// The Transform is a plain member, not a component: every object has one.
// A GameObject must not be copied.
type GameObject struct {
	// Transform places the object relative to its parent. Its pointer, and
	// the pointer World returns, stay valid for the object's life.
	Transform Transform

	name     string
	scene    *Scene
	parent   *GameObject
	children []*GameObject

	comps []attached // every attached component, in add order
	owned []owned    // handles of the object and its components, to close

	seq   uint64 // creation order in the scene (see Base.key)
	added uint32 // components added so far: the next one's add order

	opacity float32 // own opacity, SetOpacity; the world one is cached in Transform

	manual   bool // attached with AddChild(c, false): detached, not destroyed, with its parent
	inactive bool // own flag: SetActive(false)
	asleep   bool // own flag: Sleep()
	// Effective flags: set when the object or an ancestor is inactive
	// (noRender) or inactive or asleep (noUpdate). Kept up to date on
	// change so a pass tests one bool.
	noUpdate bool
	noRender bool

	destroyed bool // marked by Destroy; removed after the pass
	hooksRun  bool // OnDestroy hooks have run
}

// Name is the name given to NewObject.
func (o *GameObject) Name() string { return o.name }

// Scene is the scene that owns the object.
func (o *GameObject) Scene() *Scene { return o.scene }

// Parent is the object's parent, or nil for a root object.
func (o *GameObject) Parent() *GameObject { return o.parent }

// Children are the object's children in the order they were attached. The
// slice belongs to the object: do not modify it, and do not keep it across a
// change to the hierarchy.
func (o *GameObject) Children() []*GameObject { return o.children }

// Destroyed reports whether Destroy was called on the object or an ancestor.
func (o *GameObject) Destroyed() bool { return o.destroyed }

// SetParent attaches o under p (nil makes o a root), as p's last child,
// an auto child (see AddChild): destroyed with p.
//
// With keepWorld false the local transform is kept, so o moves with its new
// parent. With keepWorld true the local transform is recomputed so that o
// keeps its world position, rotation and scale; if the new parent's world
// matrix is sheared (a rotated object under a non-uniformly scaled one) only
// the position is kept exactly, and if it is singular (a zero scale) the
// local transform is left as it is.
//
// SetParent panics if o or p is destroyed, if p belongs to another scene,
// or if p is o or one of its descendants.
func (o *GameObject) SetParent(p *GameObject, keepWorld bool) {
	if o.destroyed {
		panic("scene: SetParent on a destroyed object " + o.name)
	}
	if p != nil {
		if p.destroyed {
			panic("scene: SetParent of " + o.name + " to a destroyed object " + p.name)
		}
		if p.scene != o.scene {
			panic("scene: SetParent of " + o.name + " to " + p.name + " of another scene")
		}
		for a := p; a != nil; a = a.parent {
			if a == o {
				panic("scene: SetParent of " + o.name + " to " + p.name + " would make a cycle")
			}
		}
	}
	if p == o.parent {
		o.manual = false
		return
	}
	world := *o.Transform.World() // resolved before the links change
	if o.parent != nil {
		o.parent.removeChild(o)
	}
	o.parent = p
	o.manual = false
	o.Transform.parent = nil
	if p != nil {
		p.children = append(p.children, o)
		p.Transform.flags |= tKids
		o.Transform.parent = &p.Transform
	}
	o.Transform.stale(tWorld | tAlpha)
	if keepWorld {
		pw := o.Transform.parentWorld()
		if inv, ok := invertAffine(&pw); ok {
			local := mulAffine(&inv, &world)
			o.Transform.setLocalMatrix(&local)
		}
	}
	o.refresh()
}

// AddChild attaches c under o as o's last child, keeping c's local
// transform, so that c moves, turns, scales and fades with o from now on:
// the Custom Hobo engine's addChild (docs/porting.md#custom-hobo).
//
// An auto child (auto true) belongs to o: it is destroyed with o, as every
// child attached with SetParent is. A manual child does not: when o is
// destroyed, c is detached, keeping its world transform, and lives on as
// a root object until something destroys it. Either kind leaves o's
// children when it is destroyed itself. (Every object of a scene is
// updated and drawn by the scene, so neither kind needs its parent for
// that, as the seed's auto children do.)
//
// AddChild panics where SetParent does.
func (o *GameObject) AddChild(c *GameObject, auto bool) {
	c.SetParent(o, false)
	c.manual = !auto
}

func (o *GameObject) removeChild(c *GameObject) {
	for i, x := range o.children {
		if x == c {
			o.children = slices.Delete(o.children, i, i+1) // nils the vacated slot
			if len(o.children) == 0 {
				o.Transform.flags &^= tKids
			}
			return
		}
	}
}

// ApplyToChildren calls fn for every descendant of o (not o itself), depth
// first, parents before their children, children in order: the Custom Hobo
// engine's applyToChildren (docs/porting.md#custom-hobo), for changes that
// flow down a subtree (tint, layer, sleep). Destroyed descendants are
// skipped. fn must not change the hierarchy below o.
func (o *GameObject) ApplyToChildren(fn func(*GameObject)) {
	for _, c := range o.children {
		if c.destroyed {
			continue
		}
		fn(c)
		c.ApplyToChildren(fn)
	}
}

// Sleep stops the object and its subtree from receiving FixedUpdate and
// Update; they still render. A component starts even while asleep (so it
// can set up what it draws).
func (o *GameObject) Sleep() {
	o.asleep = true
	o.refresh()
}

// Wake undoes Sleep. Descendants that were put to sleep themselves stay
// asleep.
func (o *GameObject) Wake() {
	o.asleep = false
	o.refresh()
}

// Sleeping reports whether Sleep was called on o (not on an ancestor).
func (o *GameObject) Sleeping() bool { return o.asleep }

// SetActive(false) removes the object and its subtree from the frame: no
// updates, no render, and components added to it do not start until it is
// active again. SetActive(true) undoes it for o; descendants that were
// deactivated themselves stay inactive.
func (o *GameObject) SetActive(active bool) {
	o.inactive = !active
	o.refresh()
}

// Active reports o's own active flag (true unless SetActive(false)).
func (o *GameObject) Active() bool { return !o.inactive }

// SetOpacity sets o's own opacity, from 0 (transparent) to 1 (opaque, what
// a new object has); values outside are clamped, and NaN is 0. Opacity
// multiplies down the tree: what o and its descendants draw is as opaque
// as the product of the opacities from the root down (WorldOpacity).
// SpriteRenderer and AnimatedSprite multiply their colour's alpha by it.
//
// Like the world transform, the product is cached and recomputed lazily
// (the Dirty Flag pattern): SetOpacity marks the subtree's cached value
// stale, and WorldOpacity recomputes it on the next read.
func (o *GameObject) SetOpacity(a float32) {
	switch {
	case !(a >= 0):
		a = 0
	case a > 1:
		a = 1
	}
	o.opacity = a
	o.Transform.stale(tAlpha)
}

// Opacity is o's own opacity (SetOpacity).
func (o *GameObject) Opacity() float32 { return o.opacity }

// WorldOpacity is the product of o's opacity and its ancestors': how
// opaque what o draws is. A clean read is a flag test.
func (o *GameObject) WorldOpacity() float32 {
	if o.Transform.flags&tAlpha != 0 {
		return o.Transform.alpha
	}
	return o.resolveOpacity()
}

func (o *GameObject) resolveOpacity() float32 {
	a := o.opacity
	if p := o.parent; p != nil {
		a *= p.WorldOpacity()
	}
	o.Transform.alpha = a
	o.Transform.flags |= tAlpha
	return a
}

// refresh recomputes the effective flags of o and its subtree, and copies
// them into their components' skip flags.
func (o *GameObject) refresh() {
	var pu, pr bool
	if o.parent != nil {
		pu, pr = o.parent.noUpdate, o.parent.noRender
	}
	o.noRender = pr || o.inactive
	o.noUpdate = pu || o.noRender || o.asleep
	f := o.skipFlags()
	for _, a := range o.comps {
		a.b.skip = a.b.skip&skipOff | f
	}
	for _, c := range o.children {
		c.refresh()
	}
}

// skipFlags are the skip flags o's effective flags give its components.
func (o *GameObject) skipFlags() uint8 {
	var f uint8
	if o.noUpdate {
		f |= skipUpdate
	}
	if o.noRender {
		f |= skipRender
	}
	return f
}

// Own registers a handle (an event subscription, say) that is closed when
// the object is destroyed, so a listener cannot outlive the object it
// serves. Handles close at the moment Destroy is called, in reverse order
// of registration; errors from Close are ignored (subscriptions do not
// fail). On a destroyed object the handle is closed at once.
func (o *GameObject) Own(c io.Closer) {
	if o.destroyed {
		_ = c.Close()
		return
	}
	o.owned = append(o.owned, owned{nil, c})
}

// owned is a handle given to Own: by is the component that owns it, or nil
// for the object.
type owned struct {
	by *Base
	c  io.Closer
}

// closeOwned closes the handles that by owns (nil: the object's own), last
// registered first, and drops them.
func (o *GameObject) closeOwned(by *Base) {
	for i := len(o.owned) - 1; i >= 0; i-- {
		if i >= len(o.owned) || o.owned[i].by != by {
			continue
		}
		c := o.owned[i].c
		o.owned = slices.Delete(o.owned, i, i+1)
		_ = c.Close()
	}
}

// Destroy marks o and its whole subtree as destroyed. Their owned handles
// (the object's and its components') close at once and they get no further
// hooks in the current pass; after the pass their components' OnDestroy
// hooks run (objects in creation order, components in add order) and the
// objects leave the scene. Called outside a pass, all of this happens
// before Destroy returns. Destroying twice is harmless.
func (o *GameObject) Destroy() {
	if o.destroyed {
		return
	}
	o.markDestroyed()
	o.scene.needReap = true
	o.scene.settle()
}

func (o *GameObject) markDestroyed() {
	o.destroyed = true
	o.closeOwned(nil)
	for _, a := range o.comps {
		a.b.skip |= skipOff
		o.closeOwned(a.b)
	}
	clear(o.owned)
	o.owned = nil
	for i := 0; i < len(o.children); {
		c := o.children[i]
		switch {
		case c.manual && !c.destroyed:
			c.SetParent(nil, true) // leaves o.children
			continue
		case !c.destroyed:
			c.markDestroyed()
		}
		i++
	}
}

// release drops every reference a removed object holds, so that a stray
// pointer to it keeps nothing else alive.
func (o *GameObject) release() {
	clear(o.comps)
	o.comps = nil
	clear(o.children)
	o.children = nil
	o.parent = nil
	o.Transform.parent = nil
	o.Transform.flags &^= tKids
}
