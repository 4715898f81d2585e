package bomberman

import (
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// TestPasswordByKeyboard opens the password screen from the title with
// the keyboard, types a password whose last letter is wrong (rejected: the
// screen stays and says so), deletes it with Backspace, types the right one
// and checks that the game continues at the password's stage with its score
// and power-ups.
func TestPasswordByKeyboard(t *testing.T) {
	a, pl := newMenuApp(t, 1)
	for i := 0; i < TitlePassword; i++ {
		pl.key(input.KeyDown)
	}
	pl.key(input.KeyReturn)
	pl.waitFor("the password scene", 3, func() bool { return activeScene() == ScenePassword })

	pr := game.Progress{ScoreHundreds: 4321, Stage: 17, Bombs: 3, Range: 2, Speed: true}
	pw := pr.Password()
	last := pw[len(pw)-1]
	bad := pw[:len(pw)-1] + string("ABCDEFGHIJKLMNOP"[(int(last-'A')+1)%16])
	if _, err := game.DecodePassword(bad); err == nil {
		t.Fatalf("test setup: %q should be invalid", bad)
	}
	ps := a.Menus().password
	pl.typeText(bad)
	if !ps.Wrong() || activeScene() != ScenePassword || ps.Entry() != bad {
		t.Fatalf("after a wrong password: wrong %v, scene %q, entry %q; want true, %q, %q", ps.Wrong(), activeScene(), ps.Entry(), ScenePassword, bad)
	}
	if n := countPixels(screenshot(t), textRow(176), isColour(TextRed)); n < 40 {
		t.Errorf("WRONG PASSWORD: got %d red pixels on its row", n)
	}
	pl.key(input.KeyBackspace)
	if got := ps.Entry(); got != pw[:len(pw)-1] {
		t.Fatalf("after Backspace: got entry %q, want %q", got, pw[:len(pw)-1])
	}
	pl.typeText(pw[len(pw)-1:])
	pl.waitFor("the play scene", 3, func() bool { return activeScene() == ScenePlay })
	g := a.Game()
	p := g.Player(0)
	if g.Stage() != 17 || g.Score() != 432100 || p.Bombs != 3 || p.Range != 2 || !p.Speed || g.Lives() != 2 {
		t.Fatalf("continued game: stage %d score %d bombs %d range %d speed %v lives %d; want 17 432100 3 2 true 2",
			g.Stage(), g.Score(), p.Bombs, p.Range, p.Speed, g.Lives())
	}
}

// TestPasswordByPad enters a password with the d-pad and A only.
func TestPasswordByPad(t *testing.T) {
	a, pl := newMenuApp(t, 1)
	pl.plug(1)
	for i := 0; i < TitlePassword; i++ {
		pl.tap(1, input.ButtonDPadDown)
	}
	pl.tap(1, input.ButtonSouth)
	pl.waitFor("the password scene", 3, func() bool { return activeScene() == ScenePassword })
	pw := game.Progress{ScoreHundreds: 7, Stage: 3, Bombs: 1, Range: 1}.Password()
	sel := 0
	for i := 0; i < len(pw); i++ {
		want := int(pw[i] - 'A')
		for sel != want {
			switch {
			case sel/passwordCols != want/passwordCols:
				pl.tap(1, input.ButtonDPadDown)
				sel = (sel + passwordCols) % len(passwordLetters)
			case sel < want:
				pl.tap(1, input.ButtonDPadRight)
				sel++
			default:
				pl.tap(1, input.ButtonDPadLeft)
				sel--
			}
		}
		pl.tap(1, input.ButtonSouth)
	}
	pl.waitFor("the play scene", 3, func() bool { return activeScene() == ScenePlay })
	if g := a.Game(); g.Stage() != 3 || g.Score() != 700 {
		t.Fatalf("continued game: stage %d score %d, want 3 700", g.Stage(), g.Score())
	}
}
