package bomberman

import (
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

// TestParticlesAtCellScale bursts each of the game's emitters
// (the data's particles folder) on one cell and follows every particle to its
// death: none may get more than two cells from the cell's centre, so debris
// and sparks stay on the bricks and flames they come from.
func TestParticlesAtCellScale(t *testing.T) {
	sdlTest(t, nil)
	a := newTestApp(t, Flags{Stage: 1, Seed: 1, SeedSet: true, Mute: true})
	f := a.fx
	names := [fxCount]string{"sparks", "debris", "dissolve"}
	const cx, cy = 7, 5
	origin := mgl32.Vec2{cx*Cell + Cell/2, MapTop + cy*Cell + Cell/2}
	for k, name := range names {
		s := f[k].sys
		if s == nil {
			t.Fatalf("%s: no particle system", name)
		}
		f.clear()
		f[k].burst(1, cx, cy, 200)
		if s.Live() == 0 {
			t.Fatalf("%s: a burst of 200 spawned nothing", name)
		}
		far, frames := float32(0), 0
		for ; s.Live() > 0 && frames < 600; frames++ {
			f[k].Update(1.0 / 60)
			for i := 0; i < s.Live(); i++ {
				far = max(far, s.At(i).Pos.Sub(origin).Len())
			}
		}
		if frames >= 600 {
			t.Errorf("%s: particles still alive after 10 s", name)
		}
		if far > 2*Cell {
			t.Errorf("%s: got a particle %.1f px from its cell's centre, want at most %d (two cells)", name, far, 2*Cell)
		}
		t.Logf("%s: farthest %.1f px, all gone after %d frames", name, far, frames)
	}
}
