package play_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// TestPadUnpluggedForReal attaches a virtual gamepad, lets SDL report its
// removal during play, and checks the pause and its message, then plugs it
// back.
func TestPadUnpluggedForReal(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	t.Setenv("SDL_JOYSTICK_ALLOW_BACKGROUND_EVENTS", "1")
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true})
	pad, err := inputtest.AttachPad("Test Pad")
	if err != nil {
		t.Skipf("no virtual gamepads here: %v", err)
	}
	t.Cleanup(func() { _ = pad.Close() })
	step := func(n int) {
		for i := 0; i < n; i++ {
			inputtest.Update()
			apptest.Frames(t, a, 1)
		}
	}
	step(3)
	if _, ok := a.Engine().Input().GamepadName(1); !ok {
		t.Fatal("player 1 got no gamepad")
	}
	if err := pad.Close(); err != nil {
		t.Fatal(err)
	}
	step(3)
	if !a.Game().Paused() || !play.PadGone(a.Play(), 0) {
		t.Fatalf("after unplugging: got paused %v, pad gone %v; want both", a.Game().Paused(), play.PadGone(a.Play(), 0))
	}
	again, err := inputtest.AttachPad("Test Pad")
	if err != nil {
		t.Fatal(err)
	}
	defer again.Close()
	step(3)
	if !a.Game().Paused() || !play.PadBack(a.Play(), 0) {
		t.Fatalf("after plugging back: got paused %v, returned %v; want still paused, waiting for Start", a.Game().Paused(), play.PadBack(a.Play(), 0))
	}
	if err := again.Press(input.ButtonStart, true); err != nil {
		t.Fatal(err)
	}
	step(2)
	if a.Game().Paused() {
		t.Fatal("the pad's Start did not resume")
	}
}
