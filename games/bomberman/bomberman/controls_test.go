package bomberman

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// TestControls checks the wiring of the bindings to the button masks:
// every action of both players is bound from bindings.json, its command
// sets its bit, a press survives a frame without a fixed step (latched
// until consumed), and a held bit lasts one frame.
func TestControls(t *testing.T) {
	sdlTest(t, nil)
	a := newTestApp(t, Flags{Stage: 1, Seed: 1, SeedSet: true})
	c := a.Controls()
	for p := 0; p < 2; p++ {
		for i, name := range Actions {
			if len(engine.Input().Action(p+1, name)) == 0 {
				t.Errorf("player %d: action %q has no binding", p+1, name)
			}
			c.Reset()
			c.cmds[p][i].Execute()
			want := [2]game.Buttons{}
			want[p] = game.Buttons(1) << i
			if got := c.Buttons(); got != want {
				t.Errorf("player %d %s: got %v, want %v", p+1, name, got, want)
			}
		}
	}
	if got := engine.Input().Action(1, "a"); len(got) == 0 || got[0] != input.KeyBinding(input.KeyX, input.Held) {
		t.Errorf("player 1 a: got %v, want X held first (bindings.json: A is held, as the NES reads it)", got)
	}
	c.Reset()
	c.cmds[0][4].Execute() // A
	c.EndFrame()           // a frame ran no fixed step
	if got := c.Buttons()[0]; got != game.ButtonA {
		t.Fatalf("after a frame without a step: got %v, want A still latched", got)
	}
	c.Consume()
	if got := c.Buttons()[0]; got != 0 {
		t.Fatalf("after the step: got %v, want nothing", got)
	}
}

// TestPlayerBindingsWin: a bindings file in the save folder (an options
// menu's rebinding) replaces the defaults.
func TestPlayerBindingsWin(t *testing.T) {
	sdlTest(t, nil)
	raw := `{"players": [{"player": 1, "actions": {
		"up": [{"key": "W", "state": "held"}], "down": [{"key": "S", "state": "held"}],
		"left": [{"key": "A", "state": "held"}], "right": [{"key": "D", "state": "held"}],
		"a": [{"key": "K", "state": "pressed"}], "b": [{"key": "L", "state": "pressed"}],
		"start": [{"key": "P", "state": "pressed"}]}}]}`
	if err := os.WriteFile(filepath.Join(os.Getenv("BOMBERMAN_CONFIG_DIR"), BindingsFile), []byte(raw), 0o644); err != nil {
		t.Fatal(err)
	}
	a := newTestApp(t, Flags{Stage: 1, Seed: 1, SeedSet: true})
	if got := engine.Input().Action(1, "a"); len(got) != 1 || got[0] != input.KeyBinding(input.KeyK, input.Pressed) {
		t.Fatalf("player 1 a: got %v, want K from the save folder", got)
	}
	if got, want := a.BindingsPath(), filepath.Join(os.Getenv("BOMBERMAN_CONFIG_DIR"), BindingsFile); got != want {
		t.Errorf("got bindings path %s, want %s", got, want)
	}
}

// TestBrokenPlayerBindings: a player's bindings file that does not load
// (here an unknown key name) is reported and the defaults are used, so the
// game still starts and plays; the file is set aside for the player to
// mend, byte for byte, and a rebinding saves a new one.
func TestBrokenPlayerBindings(t *testing.T) {
	sdlTest(t, nil)
	bad := `{"players": [{"player": 1, "actions": {"a": [{"key": "Spacebar", "state": "held"}]}}]}`
	path := filepath.Join(os.Getenv("BOMBERMAN_CONFIG_DIR"), BindingsFile)
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	a := newTestApp(t, Flags{Stage: 1, Seed: 1, SeedSet: true})
	if got := engine.Input().Action(1, "a"); len(got) == 0 || got[0] != input.KeyBinding(input.KeyX, input.Held) {
		t.Fatalf("player 1 a: got %v, want the default X", got)
	}
	warned := false
	for _, w := range a.Warnings() {
		warned = warned || (strings.Contains(w, BindingsFile) && strings.Contains(w, "Spacebar"))
	}
	if !warned {
		t.Errorf("warnings %q: want one naming %s and the bad key", a.Warnings(), BindingsFile)
	}
	if kept, _ := os.ReadFile(path + ".corrupt-1"); string(kept) != bad {
		t.Errorf("set aside: got %q, want the player's file kept as bindings.json.corrupt-1", kept)
	}
	if err := a.Controls().SaveBindings(engine.Input()); err != nil {
		t.Fatalf("SaveBindings after the file was set aside: %v", err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("no new bindings file: %v", err)
	}
}

// TestKeyboardPlays drives a stage with real key events through SDL's
// queue: Right walks, X drops a bomb, Escape pauses and Return resumes.
func TestKeyboardPlays(t *testing.T) {
	sdlTest(t, effectsOff())
	a := newTestApp(t, Flags{Stage: 1, Seed: 42, SeedSet: true})
	key := func(k input.Key, down bool) {
		t.Helper()
		if err := inputtest.PushKey(k, down); err != nil {
			t.Skipf("cannot queue key events here: %v", err)
		}
	}
	frames(t, a, 2)
	key(input.KeyRight, true)
	frames(t, a, 12)
	key(input.KeyRight, false)
	frames(t, a, 1)
	if p := a.Game().Player(0); p.X*Cell+p.U <= Cell+8 {
		t.Fatalf("holding Right: got the player at %+v, want him moved right of (1, 1)'s centre", p.Pos)
	}
	key(input.KeyX, true)
	frames(t, a, 1)
	key(input.KeyX, false)
	frames(t, a, 1)
	bombs := 0
	for _, b := range a.Game().Bombs() {
		if b.Active {
			bombs++
		}
	}
	if bombs != 1 {
		t.Fatalf("after X: got %d bombs, want 1", bombs)
	}
	key(input.KeyEscape, true)
	frames(t, a, 1)
	key(input.KeyEscape, false)
	frames(t, a, 1)
	if !a.Game().Paused() {
		t.Fatal("Escape did not pause")
	}
	key(input.KeyReturn, true)
	frames(t, a, 1)
	key(input.KeyReturn, false)
	frames(t, a, 1)
	if a.Game().Paused() {
		t.Fatal("Return did not resume")
	}
}

// TestPadUnpluggedForReal attaches a virtual gamepad, lets SDL report its
// removal during play, and checks the pause and its message, then plugs it
// back.
func TestPadUnpluggedForReal(t *testing.T) {
	sdlTest(t, effectsOff())
	t.Setenv("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1")
	a := newTestApp(t, Flags{Stage: 1, Seed: 42, SeedSet: true})
	pad, err := inputtest.AttachPad("Test Pad")
	if err != nil {
		t.Skipf("no virtual gamepads here: %v", err)
	}
	t.Cleanup(func() { _ = pad.Close() })
	step := func(n int) {
		for i := 0; i < n; i++ {
			inputtest.Update()
			frames(t, a, 1)
		}
	}
	step(3)
	if _, ok := engine.Input().GamepadName(1); !ok {
		t.Fatal("player 1 got no gamepad")
	}
	if err := pad.Close(); err != nil {
		t.Fatal(err)
	}
	step(3)
	if !a.Game().Paused() || !a.session.padGone[0] {
		t.Fatalf("after unplugging: got paused %v, pad gone %v; want both", a.Game().Paused(), a.session.padGone[0])
	}
	again, err := inputtest.AttachPad("Test Pad")
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	step(3)
	if !a.Game().Paused() || !a.session.padReturned[0] {
		t.Fatalf("after plugging back: got paused %v, returned %v; want still paused, waiting for Start", a.Game().Paused(), a.session.padReturned[0])
	}
	if err := again.Press(input.ButtonStart, true); err != nil {
		t.Fatal(err)
	}
	step(2)
	if a.Game().Paused() {
		t.Fatal("the pad's Start did not resume")
	}
}
