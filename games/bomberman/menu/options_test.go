package menu_test

import (
	"os"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// TestOptionsRebindKey rebinds player 1's A from X to K on the controls
// page by pressing K while the screen captures (input.Manager.CaptureNext),
// then checks the bindings file in the save folder, that X no longer
// chooses on the title and that K does.
func TestOptionsRebindKey(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	for i := 0; i < menu.TitleOptions; i++ {
		pl.Key(input.KeyDown)
	}
	pl.Key(input.KeyReturn)
	pl.WaitFor("the options scene", 3, func() bool { return apptest.Scene(a) == menu.SceneOptions })
	o := menu.OptionsOf(a.Menus())
	for i := 0; i < menu.OptControls1; i++ {
		pl.Key(input.KeyDown)
	}
	pl.Key(input.KeyReturn)
	if p, sel := o.Page(); p != 1 || sel != 0 {
		t.Fatalf("got page %d entry %d, want player 1's controls at entry 0", p, sel)
	}
	for i := 0; i < 4; i++ { // up, down, left, right, then a
		pl.Key(input.KeyDown)
	}
	pl.Key(input.KeyReturn)
	if !o.Capturing() || !a.Engine().Input().Capturing() {
		t.Fatal("choosing A did not start a capture")
	}
	if n := apptest.CountPixels(apptest.Screenshot(t, a), apptest.TextRow(menu.OptionsRow(4, true)), apptest.IsColour(assets.TextRed)); n < 40 {
		t.Errorf("capture prompt: got %d red pixels on the A row, want PRESS A KEY/BUTTON", n)
	}
	pl.Key(input.KeyK)
	if o.Capturing() {
		t.Fatal("K did not end the capture")
	}
	if got := menu.ControlsLabel(o, 4); !strings.HasPrefix(got, "K") {
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
	pl.Key(input.KeyEscape)
	pl.Key(input.KeyEscape)
	pl.WaitFor("the title", 3, func() bool { return apptest.Scene(a) == menu.SceneTitle })
	pl.Key(input.KeyX)
	pl.Frames(2)
	if got := apptest.Scene(a); got != menu.SceneTitle {
		t.Fatalf("X, no longer bound, chose an entry: scene %q", got)
	}
	pl.Key(input.KeyK)
	pl.WaitFor("the options scene again (K chose)", 3, func() bool { return apptest.Scene(a) == menu.SceneOptions })
}

// TestOptionsSettingsByPad changes settings with a gamepad alone: the
// versus rounds and the friendly fire, then leaves with B, which saves them.
func TestOptionsSettingsByPad(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	pl.Plug(1)
	for i := 0; i < menu.TitleOptions; i++ {
		pl.Tap(1, input.ButtonDPadDown)
	}
	pl.Tap(1, input.ButtonSouth)
	pl.WaitFor("the options scene", 3, func() bool { return apptest.Scene(a) == menu.SceneOptions })
	before := a.Settings()
	for i := 0; i < menu.OptFriendly; i++ {
		pl.Tap(1, input.ButtonDPadDown)
	}
	pl.Tap(1, input.ButtonSouth) // friendly fire toggles
	pl.Tap(1, input.ButtonDPadDown)
	pl.Tap(1, input.ButtonDPadRight) // best of 3 -> 5
	pl.Tap(1, input.ButtonDPadUp)
	pl.Tap(1, input.ButtonDPadUp)
	pl.Tap(1, input.ButtonDPadUp)
	pl.Tap(1, input.ButtonDPadLeft) // the look toggles
	st := a.Settings()
	if st.FriendlyFire == before.FriendlyFire || st.VersusRounds != 5 || st.Look == before.Look {
		t.Fatalf("applied settings: got friendly %v rounds %d look %v, want %v 5 and the other look than %v",
			st.FriendlyFire, st.VersusRounds, st.Look, !before.FriendlyFire, before.Look)
	}
	pl.Tap(1, input.ButtonEast) // B: back, saving
	pl.WaitFor("the title", 3, func() bool { return apptest.Scene(a) == menu.SceneTitle })
	saved, err := save.LoadSettings("")
	if err != nil {
		t.Fatal(err)
	}
	if saved != st {
		t.Fatalf("saved settings: got %+v, want %+v", saved, st)
	}
}
