package play_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// TestPopupsOnScreen shows a double kill's points over one cell in a real
// frame: both numbers are drawn, digit by digit, one above the other.
func TestPopupsOnScreen(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true})
	apptest.Frames(t, a, 2)
	p := a.Play()
	play.AddSecretPopup(p, 5, 5, 100)
	play.AddSecretPopup(p, 5, 5, 200)
	apptest.Frames(t, a, 1)
	img := apptest.Screenshot(t, a)
	rects, _ := play.PopupBoxes(p)
	if len(rects) != 2 {
		t.Fatalf("got %d pop-ups laid out, want 2", len(rects))
	}
	if rects[0].Overlaps(rects[1]) {
		t.Fatalf("pop-ups overlap: %v and %v", rects[0], rects[1])
	}
	scroll := play.Scroll(a.Game())
	for i := 0; i < 2; i++ {
		r := rects[i]
		for k, ch := range []byte{'1', '0', '0'} {
			if i == 1 && k == 0 {
				ch = '2'
			}
			digit, _ := a.Assets().Art.Image("popup_digit_" + string(ch))
			bad := 0
			for y := 0; y < play.PopupH; y++ {
				for x := 0; x < play.PopupDigitW-1; x++ {
					w := digit.RGBAAt(x, y)
					if w.A == 0 {
						continue
					}
					if got := img.RGBAAt(r.Min.X+k*play.PopupDigitW+x-scroll, r.Min.Y+y); !apptest.NearRGBA(got, w) {
						bad++
					}
				}
			}
			if bad > 0 {
				t.Errorf("pop-up %d digit %d (%c) at %v: %d pixels differ from the digit", i, k, ch, r.Min, bad)
			}
		}
	}
}

// The secret bonus's points pop up where it was taken (SecretTaken), for
// the enemies' pop-up time.
func TestSecretTakenPopsUp(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Stage: 1, Seed: 42, SeedSet: true})
	apptest.Frames(t, a, 1)
	patterns.Broadcast(services.Bus(), game.SecretTaken{X: 3, Y: 1, Points: 10000})
	want := play.SecretPopup{X: 3, Y: 1, Points: 10000, Left: a.Config().Rules.EnemyPopupFrames}
	if got := play.SecretPopups(a.Play()); len(got) != 1 || got[0] != want {
		t.Errorf("got pop-ups %+v, want %+v", got, want)
	}
}
