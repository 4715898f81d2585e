package patterns

import "slices"

// Delegate is BEngine's MulticastDelegate: a typed list of callbacks that are
// all called, in subscription order, by Broadcast. T is the one argument the
// listeners receive (Go has no variadic generics, so several values travel in
// an event struct). The zero value is an empty delegate, ready to use.
//
// The rules under re-entrancy (a listener that subscribes, unsubscribes or
// broadcasts while a broadcast is running) come down to one sentence:
// a broadcast calls exactly the listeners that were subscribed when it
// started and are still subscribed when their turn comes. So:
//
//   - Closing a Subscription during a broadcast marks its slot dead: it is not
//     called again, by this broadcast or any other. Dead slots are erased when
//     the outermost broadcast returns, so the slice being walked never shifts.
//   - Subscribing during a broadcast appends a slot the running broadcast does
//     not reach; the listener is called from the next broadcast on.
//   - A nested broadcast (a listener calling Broadcast on the same delegate) is
//     a broadcast like any other: it starts, calls the listeners live at that
//     moment (including any subscribed earlier in the outer broadcast), and
//     returns; then the outer broadcast resumes with its next listener, skipping
//     any a nested call unsubscribed. Nesting has no depth limit of its own:
//     a listener that broadcasts unconditionally recurses until the stack runs
//     out, as it would with plain function calls.
//
// A panic in a listener propagates to the caller of Broadcast; the delegate
// stays consistent (dead slots are still erased when the outermost broadcast
// unwinds).
//
// Delegate is not safe for concurrent use: subscribe, close and broadcast
// from one goroutine (the game loop's), or guard it yourself. Do not copy a
// Delegate after its first Subscribe (embed it by value in the struct that
// owns it and pass that struct by pointer): handles point to the original.
type Delegate[T any] struct {
	slots []slot[T]
	depth int // broadcasts currently running (nesting depth)
	dead  int // slots marked dead, erased when depth returns to 0
}

type slot[T any] struct {
	fn  func(T) // nil once the slot is dead
	sub *Subscription
}

// Subscribe adds fn to the end of the listener list and returns the handle that
// removes it. Keep the handle: closing it is the only way to unsubscribe, and
// an object that listens should close its handles when it goes away (a scene
// GameObject does this for handles given to Own). Subscribe panics on a nil fn.
func (d *Delegate[T]) Subscribe(fn func(T)) *Subscription {
	if fn == nil {
		panic("patterns: Subscribe with a nil func")
	}
	s := &Subscription{from: d}
	d.slots = append(d.slots, slot[T]{fn: fn, sub: s})
	return s
}

// Broadcast calls every live listener with v, in subscription order. It does
// not allocate.
func (d *Delegate[T]) Broadcast(v T) {
	n := len(d.slots) // listeners added from here on wait for the next broadcast
	if n == 0 {
		return
	}
	d.depth++
	defer d.endBroadcast()
	for i := 0; i < n; i++ {
		// Index each time: a listener may have appended (and so reallocated)
		// the slice, but never removed from it while depth > 0.
		if fn := d.slots[i].fn; fn != nil {
			fn(v)
		}
	}
}

func (d *Delegate[T]) endBroadcast() {
	d.depth--
	if d.depth == 0 && d.dead > 0 {
		d.compact()
	}
}

// Len reports the number of live listeners.
func (d *Delegate[T]) Len() int { return len(d.slots) - d.dead }

// compact erases dead slots, keeping the order of the live ones.
func (d *Delegate[T]) compact() {
	live := d.slots[:0]
	for _, s := range d.slots {
		if s.fn != nil {
			live = append(live, s)
		}
	}
	clear(d.slots[len(live):]) // drop references held by the erased tail
	d.slots = live
	d.dead = 0
}

// unsubscribe implements unsubscriber.
func (d *Delegate[T]) unsubscribe(s *Subscription) {
	for i := range d.slots {
		if d.slots[i].sub != s {
			continue
		}
		if d.depth > 0 {
			d.slots[i].fn = nil
			d.dead++
			return
		}
		d.slots = slices.Delete(d.slots, i, i+1) // zeroes the vacated slot
		return
	}
}

// unsubscriber is what a Subscription closes itself from.
type unsubscriber interface{ unsubscribe(*Subscription) }

// Subscription is the handle Subscribe returns: the ScopedDelegate of the C++
// engine. Go has no destructors, so the scope is explicit: Close removes the
// listener. Close is idempotent and safe on a nil *Subscription. Subscription
// implements io.Closer, so an owner (a GameObject, a Group) can close it.
type Subscription struct {
	from unsubscriber // nil once closed
}

// Close removes the listener from its delegate. It always returns nil; the
// error is there to satisfy io.Closer.
func (s *Subscription) Close() error {
	if s == nil || s.from == nil {
		return nil
	}
	from := s.from
	s.from = nil
	from.unsubscribe(s)
	return nil
}

// Active reports whether the subscription has not been closed yet.
func (s *Subscription) Active() bool { return s != nil && s.from != nil }

// Signal is the zero-argument form of Delegate, for events that carry no data
// ("round over", "music finished"). The zero value is ready to use and it
// follows every rule of Delegate.
type Signal struct {
	d Delegate[struct{}]
}

// Subscribe adds fn to the listeners. It allocates one small adapter closure,
// once, at subscription time.
func (s *Signal) Subscribe(fn func()) *Subscription {
	if fn == nil {
		panic("patterns: Subscribe with a nil func")
	}
	return s.d.Subscribe(func(struct{}) { fn() })
}

// Broadcast calls every live listener in subscription order.
func (s *Signal) Broadcast() { s.d.Broadcast(struct{}{}) }

// Len reports the number of live listeners.
func (s *Signal) Len() int { return s.d.Len() }

// Group collects subscriptions so an owner can close them all at once, for
// example when a component is destroyed. The zero value is an empty group.
// It implements io.Closer.
type Group struct {
	subs []*Subscription
}

// Add keeps s in the group and returns it, so calls can be chained:
//
//	g.Add(health.Changed.Subscribe(hud.onHealth))
func (g *Group) Add(s *Subscription) *Subscription {
	g.subs = append(g.subs, s)
	return s
}

// Close closes every subscription in the group, in reverse order, and empties
// it. Closing an empty group does nothing.
func (g *Group) Close() error {
	for i := len(g.subs) - 1; i >= 0; i-- {
		g.subs[i].Close()
	}
	clear(g.subs)
	g.subs = g.subs[:0]
	return nil
}
