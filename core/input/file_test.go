package input_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/input"
)

func TestDecodeBindingsErrors(t *testing.T) {
	const file = "bindings.json"
	wrap := func(binding string) string {
		return `{"players": [{"player": 1, "actions": {"up": [{"key": "Up"}, ` + binding + `]}}]}`
	}
	cases := []struct {
		name, raw string
		want      []string // substrings of the error
	}{
		{"unknown top-level field", `{"players": [], "extra": 1}`, []string{file + ":1:", `unknown field "extra"`}},
		{"unknown binding field", wrap(`{"key": "X", "sate": "held"}`), []string{file, `unknown field "players[0].actions.up[1].sate"`}},
		{"unknown key name", wrap(`{"key": "Spacebar"}`), []string{file, "players[0].actions.up[1].key", `unknown key name "Spacebar"`}},
		{"key name with wrong case", wrap(`{"key": "space"}`), []string{"players[0].actions.up[1].key", `did you mean "Space"`}},
		{"unknown button name", wrap(`{"button": "A"}`), []string{"players[0].actions.up[1].button", `unknown button name "A"`}},
		{"unknown stick", wrap(`{"stick": "Up"}`), []string{"players[0].actions.up[1].stick", `unknown stick direction "Up"`}},
		{"two inputs", wrap(`{"key": "X", "button": "South"}`), []string{"players[0].actions.up[1]", "exactly one of key, button or stick, got 2"}},
		{"no input", wrap(`{"state": "held"}`), []string{"players[0].actions.up[1]", "got 0"}},
		{"dead zone on a key", wrap(`{"key": "X", "deadZone": 0.3}`), []string{"players[0].actions.up[1].deadZone", "stick only"}},
		{"dead zone out of range", wrap(`{"stick": "LeftUp", "deadZone": 1.5}`), []string{"players[0].actions.up[1].deadZone", "got 1.5"}},
		{"unknown state", wrap(`{"key": "X", "state": "down"}`), []string{"players[0].actions.up[1].state", `unknown state "down"`}},
		{"player 0", `{"players": [{"player": 0, "actions": {}}]}`, []string{"players[0].player", "got 0"}},
		{"player twice", `{"players": [{"player": 1, "actions": {}}, {"player": 1, "actions": {}}]}`, []string{"players[1].player", "twice"}},
		{"wrong type", `{"players": [{"player": "one"}]}`, []string{file + ":1:25: players[0].player: want an integer"}},
		{"trailing data", `{"players": []} {}`, []string{file + ":1:", "after the JSON value"}},
		{"not JSON", `{"players": [`, []string{file}},
	}
	for _, c := range cases {
		_, err := input.DecodeBindings(file, []byte(c.raw))
		if err == nil {
			t.Errorf("%s: got no error, want one containing %q", c.name, c.want)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: got error %q, want it to contain %q", c.name, err, w)
			}
		}
	}
}

func TestBindingsFileRoundTrip(t *testing.T) {
	players := map[int]input.Actions{1: input.DefaultActions(1), 2: input.DefaultActions(2)}
	players[2]["fire"] = []input.Binding{
		input.StickBinding(input.StickRightDown, 0.25, input.Released),
		input.KeyBinding(input.Key(300), input.Held), // a key without a name
	}
	raw, err := input.EncodeBindings(players)
	if err != nil {
		t.Fatal(err)
	}
	got, err := input.DecodeBindings("round.json", raw)
	if err != nil {
		t.Fatalf("decoding what EncodeBindings wrote: %v\n%s", err, raw)
	}
	if !reflect.DeepEqual(got, players) {
		t.Errorf("got %v, want %v", got, players)
	}
}

func TestShippedBindingsFile(t *testing.T) {
	path := filepath.Join("..", "..", "data", "bomberman", "bindings.json")
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	players, err := input.DecodeBindings(path, raw)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"a", "b", "down", "left", "right", "start", "up"}
	for p := 1; p <= 2; p++ {
		if got := players[p].Names(); !reflect.DeepEqual(got, want) {
			t.Errorf("player %d: got actions %v, want %v", p, got, want)
		}
		for name, bs := range players[p] {
			if len(bs) == 0 {
				t.Errorf("player %d action %s: got no bindings", p, name)
			}
		}
	}
}

func TestRebindSaveLoad(t *testing.T) {
	m, _ := newManager(t, nil)
	var a counter
	m.BindAction(1, "a", &a)
	press := func(k input.Key) {
		key(t, k, true)
		m.ProcessInput()
		key(t, k, false)
		m.ProcessInput()
	}

	// The options menu: wait for a key, then put it in place of X.
	var got input.Capture
	m.CaptureNext(func(c input.Capture) { got = c })
	if !m.Capturing() {
		t.Fatalf("got Capturing false after CaptureNext")
	}
	press(input.KeyK)
	if want := (input.Capture{Binding: input.KeyBinding(input.KeyK, input.Pressed)}); got != want {
		t.Fatalf("got capture %+v, want %+v", got, want)
	}
	if n := m.Rebind(1, input.KeyBinding(input.KeyX, input.Held), got.Binding); n != 1 {
		t.Fatalf("got %d bindings rebound, want 1", n)
	}
	press(input.KeyX)
	press(input.KeyK)
	if a.n != 1 {
		t.Errorf("after rebinding X to K: got a fired %d times for X then K, want 1", a.n)
	}

	path := filepath.Join(t.TempDir(), "bindings.json")
	if err := m.SaveBindings(path); err != nil {
		t.Fatal(err)
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("got %d files beside the saved one, want none (temporary file left)", len(entries)-1)
	}
	m.SetActions(1, input.DefaultActions(1))
	press(input.KeyK)
	if a.n != 1 {
		t.Errorf("after restoring the defaults: got a fired by K")
	}
	if err := m.LoadBindings(os.DirFS(filepath.Dir(path)), "bindings.json"); err != nil {
		t.Fatal(err)
	}
	press(input.KeyK)
	if a.n != 2 {
		t.Errorf("after loading the saved file: got a fired %d times, want 2", a.n)
	}
	if got := m.Action(1, "a")[0]; got != input.KeyBinding(input.KeyK, input.Pressed) {
		t.Errorf("got first binding of a %v, want K pressed", got)
	}

	// A bad file changes nothing.
	const bad = "bad.json"
	badFS := fstest.MapFS{bad: {Data: []byte(`{"players": [{"player": 1, "actions": {"a": [{"key": "Nope"}]}}]}`)}}
	err := m.LoadBindings(badFS, bad)
	if err == nil || !strings.Contains(err.Error(), bad) || !strings.Contains(err.Error(), "players[0].actions.a[0].key") {
		t.Errorf("got %v, want an error naming %s and players[0].actions.a[0].key", err, bad)
	}
	press(input.KeyK)
	if a.n != 3 {
		t.Errorf("after a failed load: got a fired %d times, want 3", a.n)
	}
}

func TestCaptureGamepadAndStick(t *testing.T) {
	m, _ := newManager(t, nil)
	v := attach(t, "Capture Pad")
	frame(m)
	var start counter
	m.BindAction(1, "start", &start)
	cases := []struct {
		name       string
		do, undo   func()
		want       input.Capture
		startFired int
	}{
		{"button", func() { button(t, v, input.ButtonStart, true) }, func() { button(t, v, input.ButtonStart, false) },
			input.Capture{Binding: input.ButtonBinding(input.ButtonStart, input.Pressed), Player: 1}, 0},
		{"stick", func() { axis(t, v, input.AxisRightY, 32767) }, func() { axis(t, v, input.AxisRightY, 0) },
			input.Capture{Binding: input.StickBinding(input.StickRightDown, 0, input.Pressed), Player: 1}, 0},
	}
	for _, c := range cases {
		start.n = 0
		var got input.Capture
		m.CaptureNext(func(cp input.Capture) { got = cp })
		c.do()
		frame(m)
		c.undo()
		frame(m)
		if got != c.want || start.n != c.startFired {
			t.Errorf("%s: got capture %+v and start fired %d, want %+v and %d", c.name, got, start.n, c.want, c.startFired)
		}
		if m.Capturing() {
			t.Errorf("%s: still capturing after a capture", c.name)
		}
	}
	m.CaptureNext(func(input.Capture) { t.Errorf("got a capture after CancelCapture") })
	m.CancelCapture()
	button(t, v, input.ButtonStart, true)
	frame(m)
	button(t, v, input.ButtonStart, false)
	frame(m)
	if start.n != 1 {
		t.Errorf("after CancelCapture: got start fired %d, want 1", start.n)
	}
}

func TestUnbindAndHandles(t *testing.T) {
	m, _ := newManager(t, nil)
	var direct, act counter
	h := m.Bind(2, input.KeyBinding(input.KeyP, input.Pressed), &direct)
	m.BindAction(2, "a", &act)
	tapPG := func() { // P and G down for a frame, up the next
		for _, down := range []bool{true, false} {
			key(t, input.KeyP, down)
			key(t, input.KeyG, down)
			m.ProcessInput()
		}
	}
	tapPG()
	if n := m.Unbind(2, input.KeyBinding(input.KeyG, input.Held)); n != 1 {
		t.Errorf("got Unbind G removed %d, want 1", n)
	}
	_ = h.Close()
	_ = h.Close() // idempotent
	tapPG()
	if direct.n != 1 || act.n != 1 {
		t.Errorf("got direct %d action %d, want 1 1 (nothing after Unbind and Close)", direct.n, act.n)
	}
}

func TestActionQueries(t *testing.T) {
	m, _ := newManager(t, nil)
	type flags struct{ p1Held, p2Pressed, p2Held, p2Released bool }
	read := func() flags {
		return flags{m.ActionHeld(1, "up"), m.ActionPressed(2, "up"), m.ActionHeld(2, "up"), m.ActionReleased(2, "up")}
	}
	key(t, input.KeyW, true)
	m.ProcessInput()
	if got, want := read(), (flags{false, true, true, false}); got != want {
		t.Errorf("W down: got %+v, want %+v", got, want)
	}
	m.ProcessInput()
	if got, want := read(), (flags{false, false, true, false}); got != want {
		t.Errorf("W still down: got %+v, want %+v", got, want)
	}
	key(t, input.KeyW, false)
	m.ProcessInput()
	if got, want := read(), (flags{false, false, false, true}); got != want {
		t.Errorf("W up: got %+v, want %+v", got, want)
	}
}

func TestMisusePanics(t *testing.T) {
	m, _ := newManager(t, nil)
	cases := []struct {
		name string
		f    func()
		want string
	}{
		{"player out of range", func() { m.Bind(3, input.KeyBinding(input.KeyA, input.Pressed), &counter{}) }, "input: Bind: player 3 out of range 1..2"},
		{"empty binding", func() { m.Bind(1, input.Binding{}, &counter{}) }, "no key, button or stick"},
		{"unknown action", func() { m.BindAction(1, "jmup", &counter{}) }, `no action "jmup"`},
		{"nil command", func() { m.Bind(1, input.KeyBinding(input.KeyA, input.Pressed), nil) }, "nil command"},
	}
	for _, c := range cases {
		func() {
			defer func() {
				r := recover()
				if s, _ := r.(string); !strings.Contains(s, c.want) {
					t.Errorf("%s: got panic %v, want one containing %q", c.name, r, c.want)
				}
			}()
			c.f()
		}()
	}
}
