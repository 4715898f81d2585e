package bomberman

import (
	"fmt"
	"strings"
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
	if n := countPixels(screenshot(t), textRow(PasswordWrongY), isColour(TextRed)); n < 40 {
		t.Errorf("WRONG SECRET CODE: got %d red pixels on its row", n)
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

// padPick moves the password grid's cursor from sel to letter c with the
// d-pad and picks it with A, and returns the new cursor.
func (pl *player) padPick(sel int, c byte) int {
	pl.t.Helper()
	want := int(c - 'A')
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
	return sel
}

// TestPasswordByPad enters a password with the pad's buttons alone, as on
// the NES: the d-pad and A pick letters, B deletes a wrong one, Start on a
// short entry is refused and the twentieth letter continues the game.
func TestPasswordByPad(t *testing.T) {
	a, pl := newMenuApp(t, 1)
	pl.plug(1)
	pl.switchTo(ScenePassword)
	ps := a.Menus().password
	pr := game.Progress{ScoreHundreds: 7, Stage: 3, Bombs: 2, Range: 3, Detonator: true}
	pw := pr.Password()
	sel := 0
	for i := 0; i < 5; i++ {
		sel = pl.padPick(sel, pw[i])
	}
	wrong := "ABCDEFGHIJKLMNOP"[(int(pw[5]-'A')+3)%16]
	sel = pl.padPick(sel, wrong)
	if got, want := ps.Entry(), pw[:5]+string(wrong); got != want {
		t.Fatalf("after six picks: got entry %q, want %q", got, want)
	}
	pl.tap(1, input.ButtonEast) // B
	if got := ps.Entry(); got != pw[:5] {
		t.Fatalf("after B: got entry %q, want %q", got, pw[:5])
	}
	pl.tap(1, input.ButtonStart)
	if !ps.Wrong() || activeScene() != ScenePassword || ps.Entry() != pw[:5] {
		t.Fatalf("Start on five letters: got wrong %v, scene %q, entry %q; want true, %q, %q",
			ps.Wrong(), activeScene(), ps.Entry(), ScenePassword, pw[:5])
	}
	for i := 5; i < len(pw); i++ {
		sel = pl.padPick(sel, pw[i])
	}
	pl.waitFor("the play scene", 3, func() bool { return activeScene() == ScenePlay })
	g := a.Game()
	p := g.Player(0)
	if g.Stage() != 3 || g.Score() != 700 || p.Bombs != 2 || p.Range != 3 || !p.Detonator || g.Lives() != 2 {
		t.Fatalf("continued game: stage %d score %d bombs %d range %d detonator %v lives %d; want 3 700 2 3 true 2",
			g.Stage(), g.Score(), p.Bombs, p.Range, p.Detonator, g.Lives())
	}
}

// TestPasswordByKeyboardButtons plays the password screen with the keys
// that stand for the pad's buttons: the arrows, X to pick, Z to delete,
// Return to confirm; Z on an empty entry goes back to the title.
func TestPasswordByKeyboardButtons(t *testing.T) {
	a, pl := newMenuApp(t, 1)
	pl.switchTo(ScenePassword)
	ps := a.Menus().password
	pl.key(input.KeyZ)
	pl.waitFor("the title after Z on an empty entry", 3, func() bool { return activeScene() == SceneTitle })
	pl.switchTo(ScenePassword)

	pw := game.Progress{ScoreHundreds: 12, Stage: 6, Bombs: 4, Range: 2, Wallpass: true}.Password()
	sel := 0
	for i := 0; i < len(pw)-1; i++ {
		want := int(pw[i] - 'A')
		for sel != want {
			switch {
			case sel/passwordCols != want/passwordCols:
				pl.key(input.KeyDown)
				sel = (sel + passwordCols) % len(passwordLetters)
			case sel < want:
				pl.key(input.KeyRight)
				sel++
			default:
				pl.key(input.KeyLeft)
				sel--
			}
		}
		pl.key(input.KeyX)
		if i == 2 { // a letter picked twice, then deleted with Z
			pl.key(input.KeyX)
			pl.key(input.KeyZ)
		}
	}
	if got := ps.Entry(); got != pw[:len(pw)-1] {
		t.Fatalf("after X and Z: got entry %q, want %q", got, pw[:len(pw)-1])
	}
	pl.key(input.KeyReturn)
	if !ps.Wrong() || activeScene() != ScenePassword {
		t.Fatalf("Return on 19 letters: got wrong %v, scene %q; want true, %q", ps.Wrong(), activeScene(), ScenePassword)
	}
	pl.typeText(pw[len(pw)-1:]) // typing still works beside the buttons
	pl.waitFor("the play scene", 3, func() bool { return activeScene() == ScenePlay })
	if g := a.Game(); g.Stage() != 6 || g.Score() != 1200 || g.Player(0).Bombs != 4 || !g.Player(0).Wallpass {
		t.Fatalf("continued game: stage %d score %d bombs %d wallpass %v, want 6 1200 4 true",
			g.Stage(), g.Score(), g.Player(0).Bombs, g.Player(0).Wallpass)
	}
}

// TestPasswordFlagIsContinue: -password starts the very game that CONTINUE
// on the password screen starts with the same code and seed (the same
// state, field for field), headless without the STAGE card and live with
// it.
func TestPasswordFlagIsContinue(t *testing.T) {
	pw := game.Progress{ScoreHundreds: 250, Stage: 9, Bombs: 5, Range: 3, Flamepass: true, Wallpass: true}.Password()
	var screen []byte
	{
		a, pl := newMenuApp(t, 11)
		pl.switchTo(ScenePassword)
		pl.typeText(pw)
		pl.waitFor("the play scene", 3, func() bool { return activeScene() == ScenePlay })
		if a.session.introLeft == 0 {
			t.Fatal("CONTINUE showed no STAGE card")
		}
		raw, err := a.Game().Dump().JSON()
		if err != nil {
			t.Fatal(err)
		}
		screen = raw
		a.Close()
	}
	for _, live := range []bool{false, true} {
		sdlTest(t, effectsOff())
		a, err := NewApp(Flags{Password: pw, Seed: 11, SeedSet: true, Headless: !live, Ticks: 1000, Mute: true, DataDir: dataDir}, nil)
		if err != nil {
			t.Skipf("no SDL video here: %v", err)
		}
		raw, err := a.Game().Dump().JSON()
		if err != nil {
			t.Fatal(err)
		}
		if diff := firstDiff(screen, raw); diff != "" {
			t.Errorf("live %v: -password's game differs from CONTINUE's: %s", live, diff)
		}
		if intro := a.session.introLeft > 0; intro != live {
			t.Errorf("live %v: got the STAGE card %v, want %v", live, intro, live)
		}
		a.Close()
	}
}

// firstDiff returns "" if a and b are the same JSON text, else the first
// line where they differ.
func firstDiff(a, b []byte) string {
	la, lb := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(la) && i < len(lb); i++ {
		if la[i] != lb[i] {
			return fmt.Sprintf("line %d: %q, want %q", i+1, lb[i], la[i])
		}
	}
	if len(la) != len(lb) {
		return fmt.Sprintf("%d lines, want %d", len(lb), len(la))
	}
	return ""
}
