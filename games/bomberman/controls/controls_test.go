package controls_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
)

// TestControls checks the wiring of the bindings to the button masks:
// every action of both players is bound from bindings.json, its command
// sets its bit, a press survives a frame without a fixed step (latched
// until consumed), and a held bit lasts one frame.
func TestControls(t *testing.T) {
	apptest.SDL(t, nil)
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 1, SeedSet: true})
	c := a.Controls()
	for p := 0; p < 2; p++ {
		for i, name := range controls.Actions {
			if len(a.Engine().Input().Action(p+1, name)) == 0 {
				t.Errorf("player %d: action %q has no binding", p+1, name)
			}
			c.Reset()
			controls.Command(c, p, i).Execute()
			want := [2]game.Buttons{}
			want[p] = game.Buttons(1) << i
			if got := c.Buttons(); got != want {
				t.Errorf("player %d %s: got %v, want %v", p+1, name, got, want)
			}
		}
	}
	if got := a.Engine().Input().Action(1, "a"); len(got) == 0 || got[0] != input.KeyBinding(input.KeyX, input.Held) {
		t.Errorf("player 1 a: got %v, want X held first (bindings.json: A is held, as the NES reads it)", got)
	}
	c.Reset()
	controls.Command(c, 0, 4).Execute() // A
	c.EndFrame()                        // a frame ran no fixed step
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
	apptest.SDL(t, nil)
	raw := `{"players": [{"player": 1, "actions": {
		"up": [{"key": "W", "state": "held"}], "down": [{"key": "S", "state": "held"}],
		"left": [{"key": "A", "state": "held"}], "right": [{"key": "D", "state": "held"}],
		"a": [{"key": "K", "state": "pressed"}], "b": [{"key": "L", "state": "pressed"}],
		"start": [{"key": "P", "state": "pressed"}]}}]}`
	if err := os.WriteFile(filepath.Join(os.Getenv("BOMBERMAN_CONFIG_DIR"), controls.BindingsFile), []byte(raw), 0o644); err != nil {
		t.Fatal(err)
	}
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 1, SeedSet: true})
	if got := a.Engine().Input().Action(1, "a"); len(got) != 1 || got[0] != input.KeyBinding(input.KeyK, input.Pressed) {
		t.Fatalf("player 1 a: got %v, want K from the save folder", got)
	}
	if got, want := a.BindingsPath(), filepath.Join(os.Getenv("BOMBERMAN_CONFIG_DIR"), controls.BindingsFile); got != want {
		t.Errorf("got bindings path %s, want %s", got, want)
	}
}

// TestBrokenPlayerBindings: a player's bindings file that does not load
// (here an unknown key name) is reported and the defaults are used, so the
// game still starts and plays; the file is set aside for the player to
// mend, byte for byte, and a rebinding saves a new one.
func TestBrokenPlayerBindings(t *testing.T) {
	apptest.SDL(t, nil)
	bad := `{"players": [{"player": 1, "actions": {"a": [{"key": "Spacebar", "state": "held"}]}}]}`
	path := filepath.Join(os.Getenv("BOMBERMAN_CONFIG_DIR"), controls.BindingsFile)
	if err := os.WriteFile(path, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 1, SeedSet: true})
	if got := a.Engine().Input().Action(1, "a"); len(got) == 0 || got[0] != input.KeyBinding(input.KeyX, input.Held) {
		t.Fatalf("player 1 a: got %v, want the default X", got)
	}
	warned := false
	for _, w := range a.Notices() {
		warned = warned || (strings.Contains(w, controls.BindingsFile) && strings.Contains(w, "Spacebar"))
	}
	if !warned {
		t.Errorf("warnings %q: want one naming %s and the bad key", a.Notices(), controls.BindingsFile)
	}
	if kept, _ := os.ReadFile(path + ".corrupt-1"); string(kept) != bad {
		t.Errorf("set aside: got %q, want the player's file kept as bindings.json.corrupt-1", kept)
	}
	if err := a.Controls().SaveBindings(a.Engine().Input()); err != nil {
		t.Fatalf("SaveBindings after the file was set aside: %v", err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("no new bindings file: %v", err)
	}
}

// TestKeyboardPlays drives a stage with real key events through SDL's
// queue: Right walks, X drops a bomb, Escape pauses and Return resumes.
func TestKeyboardPlays(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true})
	key := func(k input.Key, down bool) {
		t.Helper()
		if err := inputtest.PushKey(k, down); err != nil {
			t.Skipf("cannot queue key events here: %v", err)
		}
	}
	apptest.Frames(t, a, 2)
	key(input.KeyRight, true)
	apptest.Frames(t, a, 12)
	key(input.KeyRight, false)
	apptest.Frames(t, a, 1)
	if p := a.Game().Player(0); p.X*assets.Cell+p.U <= assets.Cell+8 {
		t.Fatalf("holding Right: got the player at %+v, want him moved right of (1, 1)'s centre", p.Pos)
	}
	key(input.KeyX, true)
	apptest.Frames(t, a, 1)
	key(input.KeyX, false)
	apptest.Frames(t, a, 1)
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
	apptest.Frames(t, a, 1)
	key(input.KeyEscape, false)
	apptest.Frames(t, a, 1)
	if !a.Game().Paused() {
		t.Fatal("Escape did not pause")
	}
	key(input.KeyReturn, true)
	apptest.Frames(t, a, 1)
	key(input.KeyReturn, false)
	apptest.Frames(t, a, 1)
	if a.Game().Paused() {
		t.Fatal("Return did not resume")
	}
}

// The hints' names of the actions, from the bindings in effect: the first
// key and the first pad input, "X/A"; one of them alone; NONE; the keys
// by their names in capitals.
func TestNames(t *testing.T) {
	apptest.SDL(t, nil)
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 1, SeedSet: true})
	c, in := a.Controls(), a.Engine().Input()
	cases := []struct {
		p      int
		action string
		want   string
	}{
		{1, "a", "X/A"}, {1, "b", "Z/B"}, {1, "start", "RETURN/START"}, {1, "up", "UP/D-PAD UP"}, {1, "right", "RIGHT/D-PAD RIGHT"},
		{2, "a", "LSHIFT/A"}, {2, "b", "Q/B"}, {2, "start", "TAB/START"},
	}
	for _, k := range cases {
		if got := c.Name(k.p, k.action); got != k.want {
			t.Errorf("player %d %s: got %q, want %q", k.p, k.action, got, k.want)
		}
	}
	in.SetAction(1, "a", input.ButtonBinding(input.ButtonWest, input.Held))
	in.SetAction(1, "b", input.KeyBinding(input.KeyBackspace, input.Held))
	in.SetAction(1, "start")
	in.SetAction(2, "start", input.KeyBinding(input.KeyRShift, input.Pressed), input.StickBinding(input.StickRightUp, 0, input.Pressed))
	for _, k := range []struct {
		p            int
		action, want string
	}{
		{1, "a", "X"}, {1, "b", "BACKSPACE"}, {1, "start", "NONE"}, {2, "start", "RSHIFT"}, // RSHIFT/RIGHT STICK UP is too long
	} {
		if got := c.Name(k.p, k.action); got != k.want {
			t.Errorf("rebound, player %d %s: got %q, want %q", k.p, k.action, got, k.want)
		}
		if len(c.Name(k.p, k.action)) > controls.MaxName {
			t.Errorf("player %d %s: %q is longer than %d", k.p, k.action, c.Name(k.p, k.action), controls.MaxName)
		}
	}
	if got := controls.KeyName(input.KeyEscape); got != "ESCAPE" {
		t.Errorf("KeyName(Escape): got %q, want ESCAPE", got)
	}
}
