package input_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/input"
)

func TestGamepadPresentAtStartup(t *testing.T) {
	lockSDL(t)
	attach(t, "Startup Pad")
	m, ev := newManager(t, nil)
	if name, ok := m.GamepadName(1); !ok || name != "Startup Pad" {
		t.Fatalf("got player 1 pad %q,%v, want %q,true", name, ok, "Startup Pad")
	}
	want := []input.GamepadConnected{{Player: 1, Name: "Startup Pad"}}
	if !slices.Equal(ev.connected, want) {
		t.Errorf("got connected events %v, want %v (once: the start-up ADDED event is not a second pad)", ev.connected, want)
	}
}

func TestGamepadButtonsAndDPad(t *testing.T) {
	m, _ := newManager(t, nil)
	v := attach(t, "Pad")
	frame(m)
	var a, up counter
	m.BindAction(1, "start", &a) // Start, pressed
	m.BindAction(1, "up", &up)   // DPadUp, left stick up, Up key: held
	button(t, v, input.ButtonStart, true)
	button(t, v, input.ButtonDPadUp, true)
	for range 3 {
		frame(m)
	}
	if a.n != 1 || up.n != 3 {
		t.Errorf("got a %d up %d after 3 frames held, want 1 3", a.n, up.n)
	}
	if !m.PadHeld(1, input.ButtonDPadUp) || m.PadHeldFrames(1, input.ButtonDPadUp) != 3 {
		t.Errorf("got DPadUp held %v for %d frames, want true 3", m.PadHeld(1, input.ButtonDPadUp), m.PadHeldFrames(1, input.ButtonDPadUp))
	}
	button(t, v, input.ButtonStart, false)
	button(t, v, input.ButtonDPadUp, false)
	frame(m)
	if !m.PadReleased(1, input.ButtonStart) || m.PadHeld(1, input.ButtonStart) {
		t.Errorf("got Start released %v held %v, want true false", m.PadReleased(1, input.ButtonStart), m.PadHeld(1, input.ButtonStart))
	}
	if up.n != 3 {
		t.Errorf("got up %d after release, want 3", up.n)
	}
	if got := m.PadButtonLabel(1, input.ButtonSouth); got != "A (South)" {
		t.Errorf("got label %q, want %q", got, "A (South)")
	}
}

func TestStickDeadZone(t *testing.T) {
	m, _ := newManager(t, nil)
	v := attach(t, "Stick Pad")
	frame(m)
	var up, down, left, right, tight counter
	m.Bind(1, input.StickBinding(input.StickLeftUp, 0, input.Held), &up)
	m.Bind(1, input.StickBinding(input.StickLeftDown, 0, input.Held), &down)
	m.Bind(1, input.StickBinding(input.StickLeftLeft, 0, input.Held), &left)
	m.Bind(1, input.StickBinding(input.StickLeftRight, 0, input.Held), &right)
	m.Bind(1, input.StickBinding(input.StickLeftRight, 0.2, input.Pressed), &tight)
	cases := []struct {
		name                         string
		x, y                         int16
		up, down, left, right, tight int
	}{
		{"centred", 0, 0, 0, 0, 0, 0, 0},
		{"up below the dead zone", 0, -9000, 0, 0, 0, 0, 0},
		{"up past the dead zone", 0, -25000, 1, 0, 0, 0, 0},
		{"down past", 0, 30000, 0, 1, 0, 0, 0},
		{"left past", -32768, 0, 0, 0, 1, 0, 0},
		{"right below 0.5, past 0.2", 9830, 0, 0, 0, 0, 0, 1},
		{"right past both, still pushed", 32767, 0, 0, 0, 0, 1, 0},
		{"diagonal", 25000, -25000, 1, 0, 0, 1, 0},
	}
	for _, c := range cases {
		before := [5]int{up.n, down.n, left.n, right.n, tight.n}
		axis(t, v, input.AxisLeftX, c.x)
		axis(t, v, input.AxisLeftY, c.y)
		frame(m)
		got := [5]int{up.n - before[0], down.n - before[1], left.n - before[2], right.n - before[3], tight.n - before[4]}
		want := [5]int{c.up, c.down, c.left, c.right, c.tight}
		if got != want {
			t.Errorf("%s: got up/down/left/right/tight fired %v, want %v", c.name, got, want)
		}
	}
	if x, y := m.PadStick(1, true); x < 0.76 || x > 0.77 || y > -0.76 || y < -0.77 {
		t.Errorf("got PadStick %v,%v, want about 0.763,-0.763", x, y)
	}
}

func TestDetachMidPressAndReturn(t *testing.T) {
	m, ev := newManager(t, nil)
	a := attach(t, "Pad A")
	b := attach(t, "Pad B")
	frame(m)
	if n1, _ := m.GamepadName(1); n1 != "Pad A" {
		t.Fatalf("got player 1 pad %q, want Pad A", n1)
	}
	var held, released, stickReleased counter
	m.Bind(1, input.ButtonBinding(input.ButtonWest, input.Held), &held)
	m.Bind(1, input.ButtonBinding(input.ButtonWest, input.Released), &released)
	m.Bind(1, input.StickBinding(input.StickLeftRight, 0, input.Released), &stickReleased)
	button(t, a, input.ButtonWest, true)
	axis(t, a, input.AxisLeftX, 32767)
	frame(m)
	frame(m)
	if err := a.Detach(); err != nil {
		t.Fatal(err)
	}
	frame(m)
	if held.n != 2 || released.n != 1 || stickReleased.n != 1 {
		t.Errorf("after unplug: got held %d released %d stick released %d, want 2 1 1", held.n, released.n, stickReleased.n)
	}
	frame(m)
	if held.n != 2 || released.n != 1 {
		t.Errorf("a frame later: got held %d released %d, want 2 1", held.n, released.n)
	}
	wantGone := []input.GamepadDisconnected{{Player: 1, Name: "Pad A"}}
	if !slices.Equal(ev.disconnected, wantGone) {
		t.Errorf("got disconnected events %v, want %v", ev.disconnected, wantGone)
	}
	if _, ok := m.GamepadName(1); ok {
		t.Errorf("got a pad for player 1 after unplug, want none")
	}

	// Unplug B too, then plug B back first: it returns to player 2 although
	// player 1 is also free; A returns to player 1.
	if err := b.Detach(); err != nil {
		t.Fatal(err)
	}
	frame(m)
	ev.connected = nil
	b2 := attach(t, "Pad B")
	frame(m)
	a2 := attach(t, "Pad A")
	frame(m)
	wantBack := []input.GamepadConnected{{Player: 2, Name: "Pad B"}, {Player: 1, Name: "Pad A"}}
	if !slices.Equal(ev.connected, wantBack) {
		t.Errorf("got connected events %v, want %v", ev.connected, wantBack)
	}
	button(t, a2, input.ButtonWest, true)
	frame(m)
	if held.n != 3 {
		t.Errorf("got held %d after Pad A returned, want 3", held.n)
	}
	_ = b2
}

func TestNewPadGoesToFirstPlayerWithout(t *testing.T) {
	m, ev := newManager(t, &input.Options{Players: 2})
	attach(t, "One")
	attach(t, "Two")
	attach(t, "Three")
	frame(m)
	want := []input.GamepadConnected{{Player: 1, Name: "One"}, {Player: 2, Name: "Two"}, {Player: 0, Name: "Three"}}
	if !slices.Equal(ev.connected, want) {
		t.Errorf("got %v, want %v", ev.connected, want)
	}
	if m.Gamepads() != 3 {
		t.Errorf("got %d open pads, want 3", m.Gamepads())
	}
}

func TestTwoPlayersTwoPadsAndKeyboard(t *testing.T) {
	m, _ := newManager(t, nil)
	p1 := attach(t, "P1 Pad")
	p2 := attach(t, "P2 Pad")
	frame(m)
	var a, left [3]counter // index: player
	for p := 1; p <= 2; p++ {
		m.BindAction(p, "a", &a[p])
		m.BindAction(p, "left", &left[p])
	}
	cases := []struct {
		name            string
		do, undo        func()
		wantA, wantLeft [3]int
	}{
		{"pad 2 South", func() { button(t, p2, input.ButtonSouth, true) }, func() { button(t, p2, input.ButtonSouth, false) },
			[3]int{0, 0, 1}, [3]int{}},
		{"pad 1 South", func() { button(t, p1, input.ButtonSouth, true) }, func() { button(t, p1, input.ButtonSouth, false) },
			[3]int{0, 1, 0}, [3]int{}},
		{"Space", func() { key(t, input.KeySpace, true) }, func() { key(t, input.KeySpace, false) },
			[3]int{0, 1, 0}, [3]int{}},
		{"LShift", func() { key(t, input.KeyLShift, true) }, func() { key(t, input.KeyLShift, false) },
			[3]int{0, 0, 1}, [3]int{}},
		{"pad 1 D-pad left", func() { button(t, p1, input.ButtonDPadLeft, true) }, func() { button(t, p1, input.ButtonDPadLeft, false) },
			[3]int{}, [3]int{0, 1, 0}},
		{"pad 2 stick left", func() { axis(t, p2, input.AxisLeftX, -32768) }, func() { axis(t, p2, input.AxisLeftX, 0) },
			[3]int{}, [3]int{0, 0, 1}},
		{"A key (player 2 left) and pad 1 South at once", func() {
			key(t, input.KeyA, true)
			button(t, p1, input.ButtonSouth, true)
		}, func() {
			key(t, input.KeyA, false)
			button(t, p1, input.ButtonSouth, false)
		}, [3]int{0, 1, 0}, [3]int{0, 0, 1}},
	}
	for _, c := range cases {
		for p := range a {
			a[p].n, left[p].n = 0, 0
		}
		c.do()
		frame(m)
		c.undo()
		frame(m)
		got := [2][3]int{{a[0].n, a[1].n, a[2].n}, {left[0].n, left[1].n, left[2].n}}
		if want := [2][3]int{c.wantA, c.wantLeft}; got != want {
			t.Errorf("%s: got a/left per player %v, want %v", c.name, got, want)
		}
	}
}

// remaps numbers the remapped pads: SDL keeps a mapping per device model
// for the life of the process, so each run needs a model of its own.
var remaps int

func TestRemapReleasesStaleButtons(t *testing.T) {
	m, _ := newManager(t, nil)
	remaps++
	v := attach(t, fmt.Sprintf("Remap Pad %d", remaps))
	frame(m)
	button(t, v, input.ButtonSouth, true)
	frame(m)
	if !m.PadHeld(1, input.ButtonSouth) {
		t.Fatalf("got South up while held")
	}
	// Swap the two bottom face buttons: the physical button held now reads as East.
	err := v.Remap(func(s string) string {
		s = strings.Replace(s, "a:b0", "a:bX", 1)
		s = strings.Replace(s, "b:b1", "b:b0", 1)
		return strings.Replace(s, "a:bX", "a:b1", 1)
	})
	if err != nil {
		t.Fatal(err)
	}
	frame(m)
	got := [3]bool{m.PadReleased(1, input.ButtonSouth), m.PadHeld(1, input.ButtonSouth), m.PadHeld(1, input.ButtonEast)}
	if want := [3]bool{true, false, true}; got != want {
		t.Errorf("after remap: got South released/held, East held %v, want %v", got, want)
	}
}
