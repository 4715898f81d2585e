package effects_test

import (
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/effects"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
)

// TestParticlesAtCellScale bursts each of the game's emitters
// (the data's particles folder) on one cell and follows every particle to its
// death: none may get more than two cells from the cell's centre, so debris
// and sparks stay on the bricks and flames they come from.
func TestParticlesAtCellScale(t *testing.T) {
	apptest.SDL(t, nil)
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 1, SeedSet: true, Mute: true})
	f := a.Play().Effects()
	names := [3]string{"sparks", "debris", "dissolve"}
	const cx, cy = 7, 5
	origin := mgl32.Vec2{cx*assets.Cell + assets.Cell/2, assets.MapTop + cy*assets.Cell + assets.Cell/2}
	for k, name := range names {
		s := effects.System(f, k)
		if s == nil {
			t.Fatalf("%s: no particle system", name)
		}
		f.Clear()
		effects.Burst(f, k, cx, cy, 200)
		if s.Live() == 0 {
			t.Fatalf("%s: a burst of 200 spawned nothing", name)
		}
		far, frames := float32(0), 0
		for ; s.Live() > 0 && frames < 600; frames++ {
			effects.Age(f, k, 1.0/60)
			for i := 0; i < s.Live(); i++ {
				far = max(far, s.At(i).Pos.Sub(origin).Len())
			}
		}
		if frames >= 600 {
			t.Errorf("%s: particles still alive after 10 s", name)
		}
		if far > 2*assets.Cell {
			t.Errorf("%s: got a particle %.1f px from its cell's centre, want at most %d (two cells)", name, far, 2*assets.Cell)
		}
		t.Logf("%s: farthest %.1f px, all gone after %d frames", name, far, frames)
	}
}
