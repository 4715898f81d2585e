package menu_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// TestPasswordByKeyboard opens the password screen from the title with
// the keyboard, types a password whose last letter is wrong (rejected: the
// screen stays and says so), deletes it with Backspace, types the right one
// and checks that the game continues at the password's stage with its score
// and power-ups.
func TestPasswordByKeyboard(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	for i := 0; i < menu.TitlePassword; i++ {
		pl.Key(input.KeyDown)
	}
	pl.Key(input.KeyReturn)
	pl.WaitFor("the password scene", 3, func() bool { return apptest.Scene(a) == menu.ScenePassword })

	pr := game.Progress{ScoreHundreds: 4321, Stage: 17, Bombs: 3, Range: 2, Speed: true}
	pw := pr.Password()
	last := pw[len(pw)-1]
	bad := pw[:len(pw)-1] + string("ABCDEFGHIJKLMNOP"[(int(last-'A')+1)%16])
	if _, err := game.DecodePassword(bad); err == nil {
		t.Fatalf("test setup: %q should be invalid", bad)
	}
	ps := menu.Password(a.Menus())
	pl.TypeText(bad)
	if !ps.Wrong() || apptest.Scene(a) != menu.ScenePassword || ps.Entry() != bad {
		t.Fatalf("after a wrong password: wrong %v, scene %q, entry %q; want true, %q, %q", ps.Wrong(), apptest.Scene(a), ps.Entry(), menu.ScenePassword, bad)
	}
	if n := apptest.CountPixels(apptest.Screenshot(t, a), apptest.TextRow(menu.PasswordWrongY), apptest.IsColour(assets.TextRed)); n < 40 {
		t.Errorf("WRONG SECRET CODE: got %d red pixels on its row", n)
	}
	pl.Key(input.KeyBackspace)
	if got := ps.Entry(); got != pw[:len(pw)-1] {
		t.Fatalf("after Backspace: got entry %q, want %q", got, pw[:len(pw)-1])
	}
	pl.TypeText(pw[len(pw)-1:])
	pl.WaitFor("the play scene", 3, func() bool { return apptest.Scene(a) == play.SceneName })
	g := a.Game()
	p := g.Player(0)
	if g.Stage() != 17 || g.Score() != 432100 || p.Bombs != 3 || p.Range != 2 || !p.Speed || g.Lives() != 2 {
		t.Fatalf("continued game: stage %d score %d bombs %d range %d speed %v lives %d; want 17 432100 3 2 true 2",
			g.Stage(), g.Score(), p.Bombs, p.Range, p.Speed, g.Lives())
	}
}

// padPick moves the password grid's cursor from sel to letter c with the
// d-pad and picks it with A, and returns the new cursor.
func padPick(pl *apptest.Player, sel int, c byte) int {
	pl.T.Helper()
	want := int(c - 'A')
	for sel != want {
		switch {
		case sel/menu.PasswordCols != want/menu.PasswordCols:
			pl.Tap(1, input.ButtonDPadDown)
			sel = (sel + menu.PasswordCols) % len(menu.PasswordLetters)
		case sel < want:
			pl.Tap(1, input.ButtonDPadRight)
			sel++
		default:
			pl.Tap(1, input.ButtonDPadLeft)
			sel--
		}
	}
	pl.Tap(1, input.ButtonSouth)
	return sel
}

// TestPasswordByPad enters a password with the pad's buttons alone, as on
// the NES: the d-pad and A pick letters, B deletes a wrong one, Start on a
// short entry is refused and the twentieth letter continues the game.
func TestPasswordByPad(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	pl.Plug(1)
	pl.SwitchTo(menu.ScenePassword)
	ps := menu.Password(a.Menus())
	pr := game.Progress{ScoreHundreds: 7, Stage: 3, Bombs: 2, Range: 3, Detonator: true}
	pw := pr.Password()
	sel := 0
	for i := 0; i < 5; i++ {
		sel = padPick(pl, sel, pw[i])
	}
	wrong := "ABCDEFGHIJKLMNOP"[(int(pw[5]-'A')+3)%16]
	sel = padPick(pl, sel, wrong)
	if got, want := ps.Entry(), pw[:5]+string(wrong); got != want {
		t.Fatalf("after six picks: got entry %q, want %q", got, want)
	}
	pl.Tap(1, input.ButtonEast) // B
	if got := ps.Entry(); got != pw[:5] {
		t.Fatalf("after B: got entry %q, want %q", got, pw[:5])
	}
	pl.Tap(1, input.ButtonStart)
	if !ps.Wrong() || apptest.Scene(a) != menu.ScenePassword || ps.Entry() != pw[:5] {
		t.Fatalf("Start on five letters: got wrong %v, scene %q, entry %q; want true, %q, %q",
			ps.Wrong(), apptest.Scene(a), ps.Entry(), menu.ScenePassword, pw[:5])
	}
	for i := 5; i < len(pw); i++ {
		sel = padPick(pl, sel, pw[i])
	}
	pl.WaitFor("the play scene", 3, func() bool { return apptest.Scene(a) == play.SceneName })
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
	a, pl := apptest.OpenLive(t, 1)
	pl.SwitchTo(menu.ScenePassword)
	ps := menu.Password(a.Menus())
	pl.Key(input.KeyZ)
	pl.WaitFor("the title after Z on an empty entry", 3, func() bool { return apptest.Scene(a) == menu.SceneTitle })
	pl.SwitchTo(menu.ScenePassword)

	pw := game.Progress{ScoreHundreds: 12, Stage: 6, Bombs: 4, Range: 2, Wallpass: true}.Password()
	sel := 0
	for i := 0; i < len(pw)-1; i++ {
		want := int(pw[i] - 'A')
		for sel != want {
			switch {
			case sel/menu.PasswordCols != want/menu.PasswordCols:
				pl.Key(input.KeyDown)
				sel = (sel + menu.PasswordCols) % len(menu.PasswordLetters)
			case sel < want:
				pl.Key(input.KeyRight)
				sel++
			default:
				pl.Key(input.KeyLeft)
				sel--
			}
		}
		pl.Key(input.KeyX)
		if i == 2 { // a letter picked twice, then deleted with Z
			pl.Key(input.KeyX)
			pl.Key(input.KeyZ)
		}
	}
	if got := ps.Entry(); got != pw[:len(pw)-1] {
		t.Fatalf("after X and Z: got entry %q, want %q", got, pw[:len(pw)-1])
	}
	pl.Key(input.KeyReturn)
	if !ps.Wrong() || apptest.Scene(a) != menu.ScenePassword {
		t.Fatalf("Return on 19 letters: got wrong %v, scene %q; want true, %q", ps.Wrong(), apptest.Scene(a), menu.ScenePassword)
	}
	pl.TypeText(pw[len(pw)-1:]) // typing still works beside the buttons
	pl.WaitFor("the play scene", 3, func() bool { return apptest.Scene(a) == play.SceneName })
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
		a, pl := apptest.OpenLive(t, 11)
		pl.SwitchTo(menu.ScenePassword)
		pl.TypeText(pw)
		pl.WaitFor("the play scene", 3, func() bool { return apptest.Scene(a) == play.SceneName })
		if a.Play().Intro() == 0 {
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
		apptest.SDL(t, apptest.EffectsOff())
		a, err := app.Open(app.Flags{Password: pw, Seed: 11, SeedSet: true, Headless: !live, Ticks: 1000, Mute: true, DataDir: apptest.DataDir}, nil)
		if err != nil {
			t.Skipf("no SDL video here: %v", err)
		}
		raw, err := a.Game().Dump().JSON()
		if err != nil {
			t.Fatal(err)
		}
		if diff := apptest.FirstDiff(screen, raw); diff != "" {
			t.Errorf("live %v: -password's game differs from CONTINUE's: %s", live, diff)
		}
		if intro := a.Play().Intro() > 0; intro != live {
			t.Errorf("live %v: got the STAGE card %v, want %v", live, intro, live)
		}
		a.Close()
	}
}
