package play_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// TestGamepadUnplugged: a pad unplugged in play pauses the game and the
// pause screen says so; when it is back, Start resumes.
func TestGamepadUnplugged(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true})
	apptest.Frames(t, a, 5)
	patterns.Broadcast(services.Bus(), input.GamepadDisconnected{Player: 1, Name: "test pad"})
	apptest.Frames(t, a, 2)
	if !a.Game().Paused() {
		t.Fatal("unplugging player 1's pad did not pause")
	}
	tick := a.Game().Tick()
	apptest.Frames(t, a, 10)
	if p := a.Game().Player(0); !a.Game().Paused() || p.X != 1 || p.Y != 1 {
		t.Fatal("the game did not stay paused")
	}
	img := apptest.Screenshot(t, a)
	if n := apptest.CountBright(img, 48, 144, 208, 152); n < 40 {
		t.Errorf("got %d bright pixels on the message row, want GAMEPAD DISCONNECTED", n)
	}
	patterns.Broadcast(services.Bus(), input.GamepadConnected{Player: 1, Name: "test pad"})
	apptest.Frames(t, a, 1)
	if !a.Game().Paused() || !play.PadBack(a.Play(), 0) {
		t.Fatal("the pad's return must not resume by itself")
	}
	a.Controls().Press(0, game.ButtonStart)
	apptest.Frames(t, a, 2)
	if a.Game().Paused() {
		t.Fatal("Start after the pad returned did not resume")
	}
	if a.Game().Tick() <= tick {
		t.Fatalf("got tick %d, want the game stepping past %d", a.Game().Tick(), tick)
	}
}
