package bomberman

import (
	"os"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// TestOptionsRebindKey rebinds player 1's A from X to K on the controls
// page by pressing K while the screen captures (input.Manager.CaptureNext),
// then checks the bindings file in the save folder, that X no longer
// chooses on the title and that K does.
func TestOptionsRebindKey(t *testing.T) {
	a, pl := newMenuApp(t, 1)
	for i := 0; i < TitleOptions; i++ {
		pl.key(input.KeyDown)
	}
	pl.key(input.KeyReturn)
	pl.waitFor("the options scene", 3, func() bool { return activeScene() == SceneOptions })
	o := a.Menus().options
	for i := 0; i < OptControls1; i++ {
		pl.key(input.KeyDown)
	}
	pl.key(input.KeyReturn)
	if p, sel := o.Page(); p != 1 || sel != 0 {
		t.Fatalf("got page %d entry %d, want player 1's controls at entry 0", p, sel)
	}
	for i := 0; i < 4; i++ { // up, down, left, right, then a
		pl.key(input.KeyDown)
	}
	pl.key(input.KeyReturn)
	if !o.Capturing() || !engine.Input().Capturing() {
		t.Fatal("choosing A did not start a capture")
	}
	if n := countPixels(screenshot(t), textRow(OptionsRow(4, true)), isColour(TextRed)); n < 40 {
		t.Errorf("capture prompt: got %d red pixels on the A row, want PRESS A KEY/BUTTON", n)
	}
	pl.key(input.KeyK)
	if o.Capturing() {
		t.Fatal("K did not end the capture")
	}
	if got := o.labels[4]; !strings.HasPrefix(got, "K") {
		t.Errorf("A's label: got %q, want it to start with K", got)
	}

	raw, err := os.ReadFile(a.BindingsPath())
	if err != nil {
		t.Fatalf("bindings not saved: %v", err)
	}
	players, err := input.DecodeBindings(a.BindingsPath(), raw)
	if err != nil {
		t.Fatal(err)
	}
	var keys []input.Key
	for _, b := range players[1]["a"] {
		if b.Key != input.KeyNone {
			keys = append(keys, b.Key)
		}
	}
	if len(keys) != 2 || keys[0] != input.KeyK || keys[1] != input.KeySpace {
		t.Fatalf("saved player 1 a keys: got %v, want [K Space] (K replaced X)", keys)
	}
	if want, err := save.Dir(); err != nil || !strings.HasPrefix(a.BindingsPath(), want) {
		t.Errorf("bindings saved at %s, want under the save folder %s (%v)", a.BindingsPath(), want, err)
	}

	// back to the title with Escape twice; it still has OPTIONS selected
	pl.key(input.KeyEscape)
	pl.key(input.KeyEscape)
	pl.waitFor("the title", 3, func() bool { return activeScene() == SceneTitle })
	pl.key(input.KeyX)
	pl.frames(2)
	if got := activeScene(); got != SceneTitle {
		t.Fatalf("X, no longer bound, chose an entry: scene %q", got)
	}
	pl.key(input.KeyK)
	pl.waitFor("the options scene again (K chose)", 3, func() bool { return activeScene() == SceneOptions })
}

// TestOptionsSettingsByPad changes settings with a gamepad alone: the
// versus rounds and the friendly fire, then leaves with B, which saves them.
func TestOptionsSettingsByPad(t *testing.T) {
	a, pl := newMenuApp(t, 1)
	pl.plug(1)
	for i := 0; i < TitleOptions; i++ {
		pl.tap(1, input.ButtonDPadDown)
	}
	pl.tap(1, input.ButtonSouth)
	pl.waitFor("the options scene", 3, func() bool { return activeScene() == SceneOptions })
	before := a.Settings()
	for i := 0; i < OptFriendly; i++ {
		pl.tap(1, input.ButtonDPadDown)
	}
	pl.tap(1, input.ButtonSouth) // friendly fire toggles
	pl.tap(1, input.ButtonDPadDown)
	pl.tap(1, input.ButtonDPadRight) // best of 3 -> 5
	pl.tap(1, input.ButtonDPadUp)
	pl.tap(1, input.ButtonDPadUp)
	pl.tap(1, input.ButtonDPadUp)
	pl.tap(1, input.ButtonDPadLeft) // glow toggles
	st := a.Settings()
	if st.FriendlyFire == before.FriendlyFire || st.VersusRounds != 5 || st.Glow == before.Glow {
		t.Fatalf("applied settings: got friendly %v rounds %d glow %v, want %v 5 %v",
			st.FriendlyFire, st.VersusRounds, st.Glow, !before.FriendlyFire, !before.Glow)
	}
	pl.tap(1, input.ButtonEast) // B: back, saving
	pl.waitFor("the title", 3, func() bool { return activeScene() == SceneTitle })
	saved, err := save.LoadSettings("")
	if err != nil {
		t.Fatal(err)
	}
	if saved != st {
		t.Fatalf("saved settings: got %+v, want %+v", saved, st)
	}
}
