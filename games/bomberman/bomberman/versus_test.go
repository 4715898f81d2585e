package bomberman

import (
	"image"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// TestVersusMatchByInput plays a best-of-3 versus match with two pads:
// each round player 2 drops a bomb where he stands and waits, player 1
// stays in his corner. After each round the versus screen must name
// player 1 (in his colour, on the result row) with the right score; the
// second round takes the match and the game returns to the title.
func TestVersusMatchByInput(t *testing.T) {
	a, pl := newMenuApp(t, 5)
	if got := a.Settings().WinsNeeded(); got != 2 {
		t.Fatalf("default settings: got %d wins needed, want 2 (best of 3)", got)
	}
	pl.plug(2)
	pl.tap(1, input.ButtonDPadDown)
	pl.tap(1, input.ButtonDPadDown)
	pl.tap(2, input.ButtonStart)
	pl.waitFor("the play scene", 3, func() bool { return activeScene() == ScenePlay })
	g := a.Game()
	if g.Mode() != game.ModeVersus {
		t.Fatalf("got mode %v, want versus", g.Mode())
	}
	for round := 1; round <= 2; round++ {
		pl.waitFor("the round's start", 600, func() bool {
			return a.session.introLeft == 0 && g.Phase() == game.PhasePlaying
		})
		pl.bomb(2) // player 2's bomb at his feet
		pl.waitFor("the versus screen", 600, func() bool { return activeScene() == SceneVersus })
		pl.frames(2)
		r := a.Menus().versus.Result()
		wantMatch := -1
		if round == 2 {
			wantMatch = 0
		}
		if r.Round != round || r.Winner != 0 || r.Wins != [2]int{round, 0} || r.Needed != 2 || r.Match != wantMatch {
			t.Fatalf("round %d: got %+v, want round %d won by player 1, wins [%d 0] of 2, match %d", round, r, round, round, wantMatch)
		}
		img := screenshot(t)
		row := textRow(VersusResultY)
		if n := countPixels(img, row, isColour(TextWhite)); n < 80 {
			t.Errorf("round %d: result row has %d pixels in player 1's colour, want his name", round, n)
		}
		if n := countPixels(img, row, isColour(Player2)); n != 0 {
			t.Errorf("round %d: result row has %d pixels in player 2's colour, want none", round, n)
		}
		score := image.Rect(104, VersusScoreY, 120, VersusScoreY+8)
		if n := countPixels(img, score, isColour(TextWhite)); n < 4 {
			t.Errorf("round %d: player 1's win count not drawn (%d pixels)", round, n)
		}
		if round == 1 {
			pl.waitFor("the next round", VersusHold*60+10, func() bool { return activeScene() == ScenePlay })
		}
	}
	pl.frames(40)
	pl.tap(1, input.ButtonSouth)
	pl.waitFor("the title after the match", 3, func() bool { return activeScene() == SceneTitle })
}
