package patterns

import "reflect"

// EventBus routes events by their type between systems that know nothing of
// each other: a publisher calls Broadcast(bus, Exploded{...}) and every
// listener of Subscribe[Exploded] is called. They share only the event type.
//
// Under the hood it is BEngine's type-erased map from the event type to a
// Delegate slot: one Delegate[E] per event type E, created on the first
// Subscribe. All of Delegate's rules (order, re-entrancy, nested broadcasts)
// hold per event type. A listener may broadcast other event types; those are
// delivered at once, synchronously, like a function call (for deferred delivery
// queue the event yourself and broadcast it between frames).
//
// The map key is the event's type, reflect.TypeFor[E](): a comparable
// value that exists once per type and costs nothing to get (no allocation,
// no lookup by name). Finding a slot is one map lookup plus one type
// assertion, and a broadcast allocates nothing.
// A type is the right key because it is what publisher and listener already
// share; a string topic would let two systems collide on a name, and a
// typo would compile.
//
// The zero value is an empty bus, ready to use. EventBus is not safe for
// concurrent use: the game loop's goroutine owns it. Another goroutine that
// must publish hands the event to the main goroutine first.
type EventBus struct {
	slots map[reflect.Type]any // reflect.TypeFor[E]() -> *Delegate[E]
}

// NewEventBus returns an empty bus.
func NewEventBus() *EventBus { return &EventBus{} }

// Subscribe adds fn as a listener for events of type E and returns the handle
// that removes it. It panics on a nil bus or a nil fn.
func Subscribe[E any](bus *EventBus, fn func(E)) *Subscription {
	if bus == nil {
		panic("patterns: Subscribe on a nil EventBus")
	}
	return slotOf[E](bus).Subscribe(fn)
}

// Broadcast delivers e to every listener of type E, in subscription order.
// With no listener it does nothing. It does not allocate. Broadcasting on a
// nil bus does nothing.
func Broadcast[E any](bus *EventBus, e E) {
	if bus == nil {
		return
	}
	if d, ok := bus.slots[reflect.TypeFor[E]()].(*Delegate[E]); ok {
		d.Broadcast(e)
	}
}

// Listeners reports how many live listeners events of type E have.
func Listeners[E any](bus *EventBus) int {
	if bus == nil {
		return 0
	}
	if d, ok := bus.slots[reflect.TypeFor[E]()].(*Delegate[E]); ok {
		return d.Len()
	}
	return 0
}

func slotOf[E any](bus *EventBus) *Delegate[E] {
	if d, ok := bus.slots[reflect.TypeFor[E]()].(*Delegate[E]); ok {
		return d
	}
	if bus.slots == nil {
		bus.slots = make(map[reflect.Type]any)
	}
	d := &Delegate[E]{}
	bus.slots[reflect.TypeFor[E]()] = d
	return d
}
