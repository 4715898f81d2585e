package input_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/internal/sdlinput"
	"github.com/bengine-go/bengine/core/patterns"
)

func TestKeyEdgesAcrossFrames(t *testing.T) {
	m, _ := newManager(t, nil)
	type step struct {
		push                        []bool // key events pushed before the frame (true: down)
		repeat                      bool   // push an OS key repeat too
		pressed, held, released     bool
		heldFrames, pressedCommands int
	}
	steps := []step{
		{push: []bool{true}, pressed: true, held: true, heldFrames: 1, pressedCommands: 1},
		{held: true, heldFrames: 2, pressedCommands: 1},
		{repeat: true, held: true, heldFrames: 3, pressedCommands: 1},
		{push: []bool{true}, held: true, heldFrames: 4, pressedCommands: 1}, // a second down without an up is no press
		{push: []bool{false}, released: true, pressedCommands: 1},
		{pressedCommands: 1},
		{push: []bool{true, false}, pressed: true, released: true, pressedCommands: 2}, // a tap inside one frame
		{push: []bool{true}, pressed: true, held: true, heldFrames: 1, pressedCommands: 3},
	}
	var presses counter
	m.Bind(1, input.KeyBinding(input.KeySpace, input.Pressed), &presses)
	for i, s := range steps {
		for _, down := range s.push {
			key(t, input.KeySpace, down)
		}
		if s.repeat {
			if err := sdlinput.PushKey(uint32(input.KeySpace), true, true); err != nil {
				t.Fatal(err)
			}
		}
		m.ProcessInput()
		got := [3]bool{m.KeyPressed(input.KeySpace), m.KeyHeld(input.KeySpace), m.KeyReleased(input.KeySpace)}
		want := [3]bool{s.pressed, s.held, s.released}
		if got != want {
			t.Errorf("frame %d: got pressed/held/released %v, want %v", i, got, want)
		}
		if got := m.KeyHeldFrames(input.KeySpace); got != s.heldFrames {
			t.Errorf("frame %d: got KeyHeldFrames %d, want %d", i, got, s.heldFrames)
		}
		if presses.n != s.pressedCommands {
			t.Errorf("frame %d: got %d Pressed commands so far, want %d", i, presses.n, s.pressedCommands)
		}
	}
	key(t, input.KeySpace, false)
	m.ProcessInput()
}

func TestKeyBindingStates(t *testing.T) {
	m, _ := newManager(t, nil)
	var pressed, held, released counter
	m.Bind(1, input.KeyBinding(input.KeyZ, input.Pressed), &pressed)
	m.Bind(1, input.KeyBinding(input.KeyZ, input.Held), &held)
	m.Bind(1, input.KeyBinding(input.KeyZ, input.Released), &released)
	key(t, input.KeyZ, true)
	for range 5 {
		m.ProcessInput()
	}
	key(t, input.KeyZ, false)
	for range 3 {
		m.ProcessInput()
	}
	got := [3]int{pressed.n, held.n, released.n}
	if want := [3]int{1, 5, 1}; got != want {
		t.Errorf("got pressed/held/released fired %v times, want %v", got, want)
	}
}

func TestMouseAndWindow(t *testing.T) {
	half := func(x, y float32) (float32, float32) { return x / 2, y / 2 }
	m, _ := newManager(t, &input.Options{MouseMapper: half})
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(sdlinput.PushMouseMotion(100, 60))
	must(sdlinput.PushMouseButton(uint8(input.MouseLeft), true, 100, 60))
	must(sdlinput.PushWindow(sdlinput.WindowResized, 800, 600))
	m.ProcessInput()
	if x, y := m.MousePos(); x != 50 || y != 30 {
		t.Errorf("got MousePos %v,%v, want 50,30", x, y)
	}
	if !m.MousePressed(input.MouseLeft) || !m.MouseHeld(input.MouseLeft) || m.MouseReleased(input.MouseLeft) {
		t.Errorf("got left pressed %v held %v released %v, want true true false",
			m.MousePressed(input.MouseLeft), m.MouseHeld(input.MouseLeft), m.MouseReleased(input.MouseLeft))
	}
	if w, h, ok := m.Resized(); !ok || w != 800 || h != 600 {
		t.Errorf("got Resized %d,%d,%v, want 800,600,true", w, h, ok)
	}

	// Losing focus releases what was held; SDL may never send the key up.
	key(t, input.KeyLeft, true)
	m.ProcessInput()
	must(sdlinput.PushWindow(sdlinput.WindowFocusLost, 0, 0))
	m.ProcessInput()
	if !m.FocusLost() || m.KeyHeld(input.KeyLeft) || !m.KeyReleased(input.KeyLeft) || !m.MouseReleased(input.MouseLeft) {
		t.Errorf("after focus lost: got FocusLost %v, Left held %v released %v, mouse released %v; want true false true true",
			m.FocusLost(), m.KeyHeld(input.KeyLeft), m.KeyReleased(input.KeyLeft), m.MouseReleased(input.MouseLeft))
	}
	if _, _, ok := m.Resized(); ok {
		t.Errorf("got Resized again a frame later, want false")
	}

	if m.QuitRequested() {
		t.Fatalf("got QuitRequested before any quit event")
	}
	must(sdlinput.PushWindow(sdlinput.WindowClose, 0, 0))
	m.ProcessInput()
	if !m.QuitRequested() || !m.CloseRequested() {
		t.Errorf("got QuitRequested %v CloseRequested %v after a close request, want true true", m.QuitRequested(), m.CloseRequested())
	}
}

func TestCommandsMayChangeBindings(t *testing.T) {
	m, _ := newManager(t, nil)
	var late, victim counter
	var h *input.Handle
	m.Bind(1, input.KeyBinding(input.KeyK, input.Pressed), patterns.CommandFunc(func() {
		m.Bind(1, input.KeyBinding(input.KeyK, input.Held), &late) // fires from the next frame
		_ = h.Close()                                              // stops at once
	}))
	h = m.Bind(1, input.KeyBinding(input.KeyK, input.Pressed), &victim)
	key(t, input.KeyK, true)
	m.ProcessInput()
	if late.n != 0 || victim.n != 0 {
		t.Errorf("frame 1: got late %d victim %d, want 0 0", late.n, victim.n)
	}
	m.ProcessInput()
	if late.n != 1 || victim.n != 0 {
		t.Errorf("frame 2: got late %d victim %d, want 1 0", late.n, victim.n)
	}
	key(t, input.KeyK, false)
	m.ProcessInput()
}

func TestKeyNamesMatchSDL(t *testing.T) {
	lockSDL(t)
	if err := sdlinput.Init(); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		k   input.Key
		sdl string
	}{
		{input.KeyA, "A"}, {input.KeyZ, "Z"}, {input.Key1, "1"}, {input.Key0, "0"},
		{input.KeyReturn, "Return"}, {input.KeyEscape, "Escape"}, {input.KeySpace, "Space"},
		{input.KeyTab, "Tab"}, {input.KeySlash, "/"}, {input.KeyF1, "F1"}, {input.KeyF12, "F12"},
		{input.KeyUp, "Up"}, {input.KeyDown, "Down"}, {input.KeyLeft, "Left"}, {input.KeyRight, "Right"},
		{input.KeyPageDown, "PageDown"}, {input.KeyKPEnter, "Keypad Enter"}, {input.KeyKP0, "Keypad 0"},
		{input.KeyKPPeriod, "Keypad ."}, {input.KeyLCtrl, "Left Ctrl"}, {input.KeyLShift, "Left Shift"},
		{input.KeyRAlt, "Right Alt"}, {input.KeyRGui, "Right GUI"},
	}
	for _, c := range cases {
		if got := input.Key(sdlinput.ScancodeFromName(c.sdl)); got != c.k {
			t.Errorf("SDL %q: got scancode %d, want input.%s = %d", c.sdl, got, c.k, c.k)
		}
	}
}
