package effects_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/effects"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
)

// TestShake: effects.ChainShake explosions within effects.ChainWindow steps shake the
// camera for effects.ShakeFrames frames; single blasts and the setting off do not.
func TestShake(t *testing.T) {
	cases := []struct {
		name       string
		on         bool
		blasts     int
		gap        int // steps between blasts
		wantShaken bool
	}{
		{"one blast", true, 1, 0, false},
		{"a chain", true, effects.ChainShake, 4, true},
		{"blasts too far apart", true, effects.ChainShake, effects.ChainWindow + 2, false},
		{"a chain with shake off", false, effects.ChainShake, 4, false},
	}
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true})
	apptest.Frames(t, a, 2)
	for _, c := range cases {
		s := a.Settings()
		s.ScreenShake = c.on
		a.ApplySettings(s)
		fx := a.Play().Effects()
		effects.SetShake(fx, 0, effects.ChainWindow+1)
		for i := 0; i < c.blasts; i++ {
			patterns.Broadcast(services.Bus(), game.Exploded{X: 5, Y: 5})
			effects.AgeChain(fx, c.gap)
		}
		if got := effects.ShakeLeft(fx) > 0; got != c.wantShaken {
			t.Errorf("%s: got shaking %v, want %v", c.name, got, c.wantShaken)
		}
		if c.wantShaken {
			moved := false
			for i := 0; i < effects.ShakeFrames; i++ {
				apptest.Frames(t, a, 1)
				if x, y := a.Engine().Renderer().Camera(); x != float32(a.Game().ScrollX()) || y != 0 {
					moved = true
				}
			}
			if !moved || effects.ShakeLeft(fx) != 0 {
				t.Errorf("%s: got camera moved %v, shake left %d; want a shake that ends", c.name, moved, effects.ShakeLeft(fx))
			}
		}
	}
}
