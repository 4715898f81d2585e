package input

import (
	"fmt"
	"maps"
	"slices"

	"github.com/bengine-go/bengine/core/patterns"
)

// Actions maps an action name ("up", "a", "start") to the bindings that
// trigger it, for one player. The game binds commands to action names with
// BindAction; the bindings come from the defaults or a bindings file, and an
// options menu changes them at run time.
type Actions map[string][]Binding

// Clone returns a deep copy of a.
func (a Actions) Clone() Actions {
	c := make(Actions, len(a))
	for name, bs := range a {
		c[name] = slices.Clone(bs)
	}
	return c
}

// Names returns the action names, sorted.
func (a Actions) Names() []string { return slices.Sorted(maps.Keys(a)) }

// DefaultActions returns the default bindings of player p (1 or 2; other
// players get none): up, down, left, right, a and b (held) and start
// (pressed).
//
//	player 1: arrows, a = X or Space, b = Z or LCtrl, start = Return
//	player 2: WASD,   a = LShift or G, b = Q or H,    start = Tab
//
// and, for both, their gamepad: D-pad and left stick, a = South, b = East
// or West (A, and B or X, on an Xbox pad), start = Start.
func DefaultActions(p int) Actions {
	type keys struct{ up, down, left, right, a1, a2, b1, b2, start Key }
	var k keys
	switch p {
	case 1:
		k = keys{KeyUp, KeyDown, KeyLeft, KeyRight, KeyX, KeySpace, KeyZ, KeyLCtrl, KeyReturn}
	case 2:
		k = keys{KeyW, KeyS, KeyA, KeyD, KeyLShift, KeyG, KeyQ, KeyH, KeyTab}
	default:
		return Actions{}
	}
	dir := func(key Key, b Button, s Stick) []Binding {
		return []Binding{KeyBinding(key, Held), ButtonBinding(b, Held), StickBinding(s, DefaultDeadZone, Held)}
	}
	return Actions{
		"up":    dir(k.up, ButtonDPadUp, StickLeftUp),
		"down":  dir(k.down, ButtonDPadDown, StickLeftDown),
		"left":  dir(k.left, ButtonDPadLeft, StickLeftLeft),
		"right": dir(k.right, ButtonDPadRight, StickLeftRight),
		// A and B are held, as on the NES: the game reads the pad every frame
		// (holding A while walking drops a bomb in each new cell, and the
		// detonator waits for all buttons to be released).
		"a":     {KeyBinding(k.a1, Held), KeyBinding(k.a2, Held), ButtonBinding(ButtonSouth, Held)},
		"b":     {KeyBinding(k.b1, Held), KeyBinding(k.b2, Held), ButtonBinding(ButtonEast, Held), ButtonBinding(ButtonWest, Held)},
		"start": {KeyBinding(k.start, Pressed), ButtonBinding(ButtonStart, Pressed)},
	}
}

// Handle is one registration of a command, returned by Bind and BindAction.
// Close removes it; a component can own it so the command goes away with its
// object.
type Handle struct {
	m      *Manager
	player int
	action string  // "" for a direct binding
	b      Binding // direct bindings only
	cmd    patterns.Command
	closed bool
}

// Close unregisters the command; it stops firing at once, even in the middle
// of this frame's dispatch. It is idempotent and always returns nil.
func (h *Handle) Close() error {
	if h.closed {
		return nil
	}
	h.closed = true
	h.m.handles = slices.DeleteFunc(h.m.handles, func(o *Handle) bool { return o == h })
	h.m.dirty = true
	return nil
}

// entry is one binding to check per frame: a direct binding, or one binding
// of a bound action, expanded from the registrations when they change.
type entry struct {
	h *Handle
	b Binding
}

func (m *Manager) mustPlayer(op string, p int) {
	if p < 1 || p > m.nplayers {
		panic(fmt.Sprintf("input: %s: player %d out of range 1..%d", op, p, m.nplayers))
	}
}

// Bind fires cmd for player p on every frame in which b matches: a key,
// player p's gamepad button or stick direction, in b's State. Commands fire
// in the order they were bound.
func (m *Manager) Bind(p int, b Binding, cmd patterns.Command) *Handle {
	m.mustPlayer("Bind", p)
	return m.register("Bind", &Handle{m: m, player: p, b: mustValid("Bind", b), cmd: cmd})
}

// BindAction fires cmd for player p whenever one of the bindings of action
// matches, now and after the action is rebound or the bindings reloaded.
// It panics if p has no such action (a typo in the game's code).
func (m *Manager) BindAction(p int, action string, cmd patterns.Command) *Handle {
	m.mustPlayer("BindAction", p)
	if _, ok := m.actions[p][action]; !ok {
		panic(fmt.Sprintf("input: BindAction: player %d has no action %q (have %v)", p, action, m.actions[p].Names()))
	}
	return m.register("BindAction", &Handle{m: m, player: p, action: action, cmd: cmd})
}

// register adds h to the registrations; the bindings are expanded again
// before the next dispatch.
func (m *Manager) register(op string, h *Handle) *Handle {
	if h.cmd == nil {
		panic("input: " + op + " with a nil command")
	}
	m.handles = append(m.handles, h)
	m.dirty = true
	return h
}

// Unbind removes binding b of player p everywhere: the commands bound to it
// with Bind, and b from p's actions. It returns how many were removed.
func (m *Manager) Unbind(p int, b Binding) int {
	m.mustPlayer("Unbind", p)
	b = b.normalized()
	n := 0
	for _, h := range slices.Clone(m.handles) {
		if h.player == p && h.action == "" && h.b == b {
			_ = h.Close()
			n++
		}
	}
	for name, bs := range m.actions[p] {
		kept := slices.DeleteFunc(bs, func(o Binding) bool { return o == b })
		n += len(bs) - len(kept)
		m.actions[p][name] = kept
	}
	m.dirty = true
	return n
}

// Rebind replaces binding old of player p by b everywhere (direct bindings
// and p's actions), keeping the commands. It returns how many were replaced.
func (m *Manager) Rebind(p int, old, b Binding) int {
	m.mustPlayer("Rebind", p)
	old, b = old.normalized(), mustValid("Rebind", b)
	n := 0
	for _, h := range m.handles {
		if h.player == p && h.action == "" && h.b == old {
			h.b = b
			n++
		}
	}
	for _, bs := range m.actions[p] {
		for i := range bs {
			if bs[i] == old {
				bs[i] = b
				n++
			}
		}
	}
	m.dirty = true
	return n
}

// Actions returns a copy of player p's actions.
func (m *Manager) Actions(p int) Actions {
	m.mustPlayer("Actions", p)
	return m.actions[p].Clone()
}

// Action returns a copy of the bindings of player p's action (nil if none).
func (m *Manager) Action(p int, action string) []Binding {
	m.mustPlayer("Action", p)
	return slices.Clone(m.actions[p][action])
}

// SetActions replaces player p's actions by a copy of a.
func (m *Manager) SetActions(p int, a Actions) {
	m.mustPlayer("SetActions", p)
	c := make(Actions, len(a))
	for name, bs := range a {
		c[name] = validBindings("SetActions", bs)
	}
	m.actions[p] = c
	m.dirty = true
}

// SetAction replaces the bindings of player p's action (creating it).
func (m *Manager) SetAction(p int, action string, bs ...Binding) {
	m.mustPlayer("SetAction", p)
	if m.actions[p] == nil {
		m.actions[p] = Actions{}
	}
	m.actions[p][action] = validBindings("SetAction", bs)
	m.dirty = true
}

func validBindings(op string, bs []Binding) []Binding {
	out := make([]Binding, len(bs))
	for i, b := range bs {
		out[i] = mustValid(op, b)
	}
	return out
}

// ActionPressed reports whether one of the bindings of player p's action
// went down this frame, whatever the bindings' State (for games that poll).
func (m *Manager) ActionPressed(p int, action string) bool { return m.actionIs(p, action, Pressed) }

// ActionHeld reports whether one of the bindings of player p's action is down.
func (m *Manager) ActionHeld(p int, action string) bool { return m.actionIs(p, action, Held) }

// ActionReleased reports whether one of the bindings of player p's action
// went up this frame.
func (m *Manager) ActionReleased(p int, action string) bool { return m.actionIs(p, action, Released) }

func (m *Manager) actionIs(p int, action string, s State) bool {
	if p < 1 || p > m.nplayers {
		return false
	}
	for _, b := range m.actions[p][action] {
		if m.matches(p, b, s) {
			return true
		}
	}
	return false
}

// rebuild expands the registrations into entries, reusing their storage.
func (m *Manager) rebuild() {
	clear(m.entries) // drop references to closed handles
	m.entries = m.entries[:0]
	for _, h := range m.handles {
		if h.action == "" {
			m.entries = append(m.entries, entry{h: h, b: h.b})
			continue
		}
		for _, b := range m.actions[h.player][h.action] {
			m.entries = append(m.entries, entry{h: h, b: b})
		}
	}
	m.dirty = false
}

// dispatch fires the commands whose bindings match this frame. Commands may
// bind, unbind and rebind: registrations made now fire from the next frame,
// handles closed now stop at once.
func (m *Manager) dispatch() {
	if m.dirty {
		m.rebuild()
	}
	m.dispatching = true
	defer func() { m.dispatching = false }()
	for i := range m.entries {
		e := &m.entries[i]
		if !e.h.closed && m.matches(e.h.player, e.b, e.b.State) {
			e.h.cmd.Execute()
		}
	}
}

// matches reports whether binding b of player p is in state s this frame.
func (m *Manager) matches(p int, b Binding, s State) bool {
	switch {
	case b.Key != KeyNone:
		return m.keys[b.Key].is(s, m.frame)
	case b.Button != ButtonNone:
		return m.players[p].buttons[b.Button].is(s, m.frame)
	case b.Stick != StickNone:
		pl := &m.players[p]
		dz := b.DeadZone
		if dz == 0 {
			dz = DefaultDeadZone
		}
		cur := stickActive(&pl.axes, b.Stick, dz)
		prev := stickActive(&pl.prevAxes, b.Stick, dz)
		switch s {
		case Pressed:
			return cur && !prev
		case Held:
			return cur
		default:
			return prev && !cur
		}
	}
	return false
}
