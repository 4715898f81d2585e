package input

import "fmt"

// DefaultDeadZone is the dead zone of a stick binding that sets none: the
// stick must be pushed past half of its travel.
const DefaultDeadZone = 0.5

// Binding is one physical input and the edge it reacts to: a key, a gamepad
// button or a stick direction (exactly one of Key, Button, Stick is set),
// with its State. Bindings are comparable values; Unbind and Rebind find
// bindings by equality.
type Binding struct {
	Key      Key
	Button   Button
	Stick    Stick
	DeadZone float32 // Stick only: fraction of the travel, in (0, 1); 0 means DefaultDeadZone
	State    State
}

// KeyBinding binds key k in state s.
func KeyBinding(k Key, s State) Binding { return Binding{Key: k, State: s} }

// ButtonBinding binds gamepad button b in state s.
func ButtonBinding(b Button, s State) Binding { return Binding{Button: b, State: s} }

// StickBinding binds stick direction d, past deadZone (0: DefaultDeadZone),
// in state s.
func StickBinding(d Stick, deadZone float32, s State) Binding {
	return Binding{Stick: d, DeadZone: deadZone, State: s}
}

// Label is the text shown to players for the binding's input: "Space",
// "A (South)", "Left Stick Up".
func (b Binding) Label() string {
	switch {
	case b.Key != KeyNone:
		return KeyName(b.Key)
	case b.Button != ButtonNone:
		return ButtonLabel(b.Button)
	case b.Stick != StickNone:
		return StickLabel(b.Stick)
	}
	return "None"
}

// String describes the binding for logs: "Space pressed".
func (b Binding) String() string { return b.Label() + " " + b.State.String() }

// validate reports what is wrong with b, or "".
func (b Binding) validate() string {
	n := 0
	if b.Key != KeyNone {
		n++
		if int(b.Key) >= KeyCount {
			return fmt.Sprintf("key %d out of range", b.Key)
		}
	}
	if b.Button != ButtonNone {
		n++
		if int(b.Button) >= ButtonCount {
			return fmt.Sprintf("button %d out of range", b.Button)
		}
	}
	if b.Stick != StickNone {
		n++
		if b.Stick >= stickEnd {
			return fmt.Sprintf("stick %d out of range", b.Stick)
		}
	}
	switch {
	case n == 0:
		return "no key, button or stick"
	case n > 1:
		return "more than one of key, button and stick"
	case b.State > Released:
		return fmt.Sprintf("state %d out of range", b.State)
	case b.DeadZone != 0 && b.Stick == StickNone:
		return "a dead zone on a key or button"
	case !(b.DeadZone >= 0 && b.DeadZone < 1): // NaN too
		return fmt.Sprintf("dead zone %g outside (0, 1)", b.DeadZone)
	}
	return ""
}

// normalized returns b with the default dead zone made explicit, so that
// equal bindings compare equal.
func (b Binding) normalized() Binding {
	if b.Stick != StickNone && b.DeadZone == 0 {
		b.DeadZone = DefaultDeadZone
	}
	return b
}

// mustValid panics on a binding no file could produce: a programmer error.
func mustValid(op string, b Binding) Binding {
	if msg := b.validate(); msg != "" {
		panic(fmt.Sprintf("input: %s: invalid binding %+v: %s", op, b, msg))
	}
	return b.normalized()
}
