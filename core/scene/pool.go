package scene

import "strconv"

// Pool is the Object Pool pattern for GameObjects: a set of objects built
// once, each with its components (and children, if it has any), handed out
// with Get when a thing appears and handed back with Put when it goes, so
// that things which come and go every few frames (bombs, flames, enemies,
// pop-ups) never make or free an object while the game runs.
//
// A free object is inactive (SetActive(false)): the passes skip it at the
// cost of a flag test. Get activates the first free object in creation
// order, so objects handed out in order and handed back last first stay in
// creation order, which is the order the passes visit them in (and so the
// order their sprites are drawn in within a batch key).
//
// T is the component a user of the pool drives, the handle of one pooled
// object: Get returns it, Put takes it back.
//
// The pool grows when Get finds every object in use: it builds one more,
// which allocates, and comes after every object of the scene in the
// passes. Size a pool for the most things there can be at once and it never
// grows.
//
// A Pool belongs to one scene and is not safe for concurrent use.
type Pool[T Component] struct {
	scene *Scene
	name  string
	build func(o *GameObject) T
	items []T
	used  []bool
	live  int
}

// NewPool builds a pool of n objects in s, named name#0, name#1 and so on:
// build adds each one's components (and may create children for it) and
// returns the component that is the object's handle. The objects'
// components (their children's too) start at once, inside NewPool
// (Scene.StartNow: each Start runs then, in add order), so that an object
// handed out during a frame is updated and drawn in that same frame; then
// the objects are made inactive. NewPool panics if called during a pass, or
// if build returns a component not attached to the object it was given.
func NewPool[T Component](s *Scene, name string, n int, build func(o *GameObject) T) *Pool[T] {
	if s.depth != 0 {
		panic("scene: NewPool " + name + " during a pass of scene " + s.name)
	}
	p := &Pool[T]{scene: s, name: name, build: build}
	for range n {
		p.add()
	}
	return p
}

// add builds one more object, starts it and leaves it free.
func (p *Pool[T]) add() {
	s := p.scene
	o := s.NewObject(p.name + "#" + strconv.Itoa(len(p.items)))
	c := p.build(o)
	if c.ComponentBase().owner != o {
		panic("scene: the build func of pool " + p.name + " returned a component not attached to the object it was given")
	}
	s.StartNow(o)
	o.SetActive(false)
	p.items = append(p.items, c)
	p.used = append(p.used, false)
}

// Get hands out the first free object, active, and returns its handle. If
// every object is in use it builds one more (see Pool). An object handed out
// during a pass is visited by the rest of that pass if it comes after the
// object being visited.
func (p *Pool[T]) Get() T {
	for i, u := range p.used {
		if !u && !p.items[i].ComponentBase().destroyedOwner() {
			return p.take(i)
		}
	}
	p.add()
	return p.take(len(p.items) - 1)
}

func (p *Pool[T]) take(i int) T {
	p.used[i] = true
	p.live++
	c := p.items[i]
	c.ComponentBase().owner.SetActive(true)
	return c
}

// Put hands c's object back: it becomes inactive and free. It panics if c
// is not one of the pool's handles in use.
func (p *Pool[T]) Put(c T) {
	b := c.ComponentBase()
	for i, x := range p.items {
		if x.ComponentBase() != b {
			continue
		}
		if !p.used[i] {
			panic("scene: Put of a free object of pool " + p.name)
		}
		p.used[i] = false
		p.live--
		if o := b.owner; o != nil && !o.destroyed {
			o.SetActive(false)
		}
		return
	}
	panic("scene: Put of an object that is not pool " + p.name + "'s")
}

// Live is the number of objects handed out.
func (p *Pool[T]) Live() int { return p.live }

// Cap is the number of objects the pool holds, in use or free.
func (p *Pool[T]) Cap() int { return len(p.items) }

// destroyedOwner reports whether the component's object is gone.
func (b *Base) destroyedOwner() bool { return b.owner == nil || b.owner.destroyed }
