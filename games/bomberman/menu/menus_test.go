package menu_test

import (
	"image"
	"image/color"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/play"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// TestTitleScreenshot checks the title's elements by pixels: the logo
// where it rests on black, the brick wall under it, the TOP row, every menu
// row's text, the cursor beside the selected entry only, and that the
// keyboard moves it.
func TestTitleScreenshot(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	pl.Frames(45) // the logo's drop-in tween ends
	img := apptest.Screenshot(t, a)

	logo := image.Rect(menu.TitleLogoX, menu.TitleLogoY, menu.TitleLogoX+128, menu.TitleLogoY+32)
	if n, area := apptest.CountPixels(img, logo, apptest.NotColour(menu.TitleBack)), logo.Dx()*logo.Dy(); n < area/4 {
		t.Errorf("logo region: got %d of %d pixels drawn, want at least a quarter", n, area)
	}
	above := image.Rect(0, 0, assets.ScreenW, menu.TitleLogoY)
	if n := apptest.CountPixels(img, above, apptest.NotColour(menu.TitleBack)); n != 0 {
		t.Errorf("above the logo: got %d drawn pixels, want 0 (the tween ended in place)", n)
	}
	// the wall under the logo: the brick sprite in every cell of its row
	brick, _ := pl.A.Assets().Art.Image("brick")
	for x := 0; x < assets.ScreenW; x += assets.Cell {
		bad := 0
		for y := 0; y < assets.Cell; y++ {
			for dx := 0; dx < assets.Cell; dx++ {
				if !apptest.NearRGBA(img.RGBAAt(x+dx, menu.TitleWallY+y), brick.RGBAAt(dx, y)) {
					bad++
				}
			}
		}
		if bad > 0 {
			t.Errorf("wall at x=%d: %d pixels differ from the brick sprite", x, bad)
		}
	}
	if n := apptest.CountPixels(img, apptest.TextRow(menu.TitleTopY), apptest.IsColour(assets.TextYellow)); n < 20 {
		t.Errorf("TOP row: got %d yellow pixels, want the word TOP", n)
	}
	checkTitleCursor(t, img, menu.TitlePlay1)

	for i := 0; i < menu.TitleVersus; i++ {
		pl.Key(input.KeyDown)
	}
	pl.Frames(1)
	if got := menu.Title(pl.A.Menus()).Selected(); got != menu.TitleVersus {
		t.Fatalf("after %d Down: got entry %d, want %d", menu.TitleVersus, got, menu.TitleVersus)
	}
	img = apptest.Screenshot(t, a)
	checkTitleCursor(t, img, menu.TitleVersus)
	if n := apptest.CountPixels(img, apptest.TextRow(menu.TitleHintY), apptest.IsColour(assets.TextGrey)); n < 20 {
		t.Errorf("versus hint row: got %d grey pixels, want BEST OF 3", n)
	}
}

func checkTitleCursor(t *testing.T, img *image.RGBA, sel int) {
	t.Helper()
	for i := 0; i < menu.TitleItems; i++ {
		y := int(menu.TitleRow(i))
		txt := image.Rect(menu.TitleMenuX, y, menu.TitleMenuX+8*len(menu.TitleLabels[i]), y+8)
		want := assets.TextWhite
		if i == sel {
			want = assets.TextYellow
		}
		if n := apptest.CountPixels(img, txt, apptest.IsColour(want)); n < 8*len(menu.TitleLabels[i]) {
			t.Errorf("menu row %d: got %d text pixels in its colour, want at least %d", i, n, 8*len(menu.TitleLabels[i]))
		}
		cur := image.Rect(menu.TitleCursorX, y, menu.TitleCursorX+8, y+8)
		n := apptest.CountPixels(img, cur, apptest.NotColour(menu.TitleBack))
		switch {
		case i == sel && n < 10:
			t.Errorf("cursor at row %d: got %d drawn pixels, want the bomb", i, n)
		case i != sel && n != 0:
			t.Errorf("row %d is not selected: got %d pixels in the cursor column, want 0", i, n)
		}
	}
}

// TestGameOverScreenshot checks the game over screen of a score that
// enters the table: GAME OVER, the password, NEW HIGH SCORE and the name
// entry with the first letter underlined.
func TestGameOverScreenshot(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	pw := game.Progress{ScoreHundreds: 123, Stage: 4, Bombs: 1, Range: 1}.Password()
	menu.SetLast(a.Menus(), play.LastGame{Score: 12300, Stage: 4, Password: pw, Mode: game.ModeNormal})
	if err := a.Engine().Scenes().Switch(menu.SceneGameOver); err != nil {
		t.Fatal(err)
	}
	pl.Frames(3)
	if got := apptest.Scene(a); got != menu.SceneGameOver {
		t.Fatalf("got scene %q, want %q", got, menu.SceneGameOver)
	}
	img := apptest.Screenshot(t, a)
	rows := []struct {
		what string
		y    float32
		c    func(color.RGBA) bool
		min  int
	}{
		{"GAME OVER", play.GameOverTitleY, apptest.IsColour(assets.TextWhite), 40},
		{"SECRET CODE", play.GameOverCodeY, apptest.IsColour(assets.TextYellow), 40},
		{"the password", play.GameOverCodeY + play.GameOverRowDY, apptest.IsColour(assets.TextWhite), 100},
		{"NEW HIGH SCORE!", play.GameOverScoreY, apptest.IsColour(assets.TextYellow), 60},
		{"ENTER YOUR NAME", menu.GameOverEnterY, apptest.IsColour(assets.TextWhite), 60},
	}
	for _, r := range rows {
		if n := apptest.CountPixels(img, apptest.TextRow(r.y), r.c); n < r.min {
			t.Errorf("%s row at y=%v: got %d pixels, want at least %d", r.what, r.y, n, r.min)
		}
	}
	// AAA, the first letter yellow and underlined
	first := image.Rect(menu.GameOverNameX, menu.GameOverNameY, menu.GameOverNameX+8, menu.GameOverNameY+8)
	if n := apptest.CountPixels(img, first, apptest.IsColour(assets.TextYellow)); n < 8 {
		t.Errorf("first name letter: got %d yellow pixels, want the letter A", n)
	}
	second := image.Rect(menu.GameOverNameX+menu.GameOverNameDX, menu.GameOverNameY, menu.GameOverNameX+menu.GameOverNameDX+8, menu.GameOverNameY+8)
	if n := apptest.CountPixels(img, second, apptest.IsColour(assets.TextWhite)); n < 8 {
		t.Errorf("second name letter: got %d white pixels, want the letter A", n)
	}
	under := image.Rect(menu.GameOverNameX-1, menu.GameOverNameY+10, menu.GameOverNameX+9, menu.GameOverNameY+12)
	if n := apptest.CountPixels(img, under, apptest.IsColour(assets.TextYellow)); n != under.Dx()*under.Dy() {
		t.Errorf("underline: got %d yellow pixels, want %d", n, under.Dx()*under.Dy())
	}
	if on, name, pos := menu.Over(a.Menus()).NameEntry(); !on || name != "AAA" || pos != 0 {
		t.Errorf("name entry: got %v %q at %d, want true \"AAA\" at 0", on, name, pos)
	}
}

// TestMenuFramesDoNotAllocate runs whole engine frames on each menu screen
// and checks that drawing and polling the menus allocates nothing.
func TestMenuFramesDoNotAllocate(t *testing.T) {
	if apptest.RaceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	a, pl := apptest.OpenLive(t, 1)
	a.Scores().Insert("BEN", 1200, 2)
	menu.SetLast(a.Menus(), play.LastGame{Score: 5000, Stage: 2, Password: "AAAAABBBBBCCCCCDDDDD"})
	menu.SetVersusResult(a.Menus(), play.VersusResult{Round: 1, Winner: 0, Wins: [2]int{1, 0}, Needed: 2, Match: -1})
	menu.ShowMessage(a.Menus(), "CONNECTION LOST", "nothing came from the opponent for 3s.")
	for _, name := range []string{menu.SceneTitle, menu.ScenePassword, menu.SceneGameOver, menu.SceneScores, menu.SceneOptions, menu.SceneVersus,
		menu.SceneVersusMenu, menu.SceneJoin, menu.SceneMessage} {
		if err := a.Engine().Scenes().Switch(name); err != nil {
			t.Fatal(err)
		}
		pl.Frames(2)
		allocs := testing.AllocsPerRun(20, func() { _ = a.Engine().RunOneFrame() })
		if allocs != 0 {
			t.Errorf("%s: got %v allocations per frame, want 0", name, allocs)
		}
	}
}

// BenchmarkTitleFrame measures a whole engine frame on the title screen
// (input, the menu's update, drawing and presenting, headless).
func BenchmarkTitleFrame(b *testing.B) {
	a, _ := apptest.OpenLive(b, 1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := a.Engine().RunOneFrame(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestNameEntryByKeyboard types a name whose letters are also player 2's
// movement and B keys (W, A, Q): typed text must enter as letters and never
// act as those players' buttons. The table is saved and loads back.
func TestNameEntryByKeyboard(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	menu.SetLast(a.Menus(), play.LastGame{Score: 25600, Stage: 9, Mode: game.ModeNormal})
	if err := a.Engine().Scenes().Switch(menu.SceneGameOver); err != nil {
		t.Fatal(err)
	}
	pl.Frames(menu.GameOverWait*60 + 2)
	pl.TypeText("WA")
	if on, name, pos := menu.Over(a.Menus()).NameEntry(); !on || name != "WAA" || pos != 2 {
		t.Fatalf("after typing WA: got %v %q at %d, want true \"WAA\" at 2", on, name, pos)
	}
	pl.TypeText("Q")
	pl.WaitFor("the high scores", 3, func() bool { return apptest.Scene(a) == menu.SceneScores })
	tab, err := save.Load("")
	if err != nil {
		t.Fatal(err)
	}
	if es := tab.Entries(); len(es) != 1 || es[0].Name != "WAQ" || es[0].Score != 25600 || es[0].Stage != 9 {
		t.Fatalf("got saved entries %+v, want WAQ 25600 at stage 9", es)
	}
}

// nameEntryScreen shows the game over of a score that enters the empty
// table and waits until input counts there.
func nameEntryScreen(t *testing.T, a *app.App, pl *apptest.Player) {
	t.Helper()
	menu.SetLast(a.Menus(), play.LastGame{Score: 31400, Stage: 12, Mode: game.ModeNormal})
	pl.SwitchTo(menu.SceneGameOver)
	pl.Frames(menu.GameOverWait*60 + 2)
	if on, name, pos := menu.Over(a.Menus()).NameEntry(); !on || name != "AAA" || pos != 0 {
		t.Fatalf("name entry: got %v %q at %d, want true \"AAA\" at 0", on, name, pos)
	}
}

// savedEntries loads the table back from the save folder.
func savedEntries(t *testing.T) []save.Entry {
	t.Helper()
	tab, err := save.Load("")
	if err != nil {
		t.Fatal(err)
	}
	return tab.Entries()
}

// TestNameEntryByPad enters a name with the pad's buttons alone: up and
// down cycle the letter, A picks it, B deletes back to the previous letter,
// Start confirms the name as shown, with a space in it.
func TestNameEntryByPad(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	pl.Plug(1)
	nameEntryScreen(t, a, pl)
	over := menu.Over(a.Menus())
	steps := []struct {
		button input.Button
		times  int
		name   string
		pos    int
	}{
		{input.ButtonDPadUp, 1, "BAA", 0},
		{input.ButtonSouth, 1, "BAA", 1},
		{input.ButtonDPadUp, 3, "BDA", 1},
		{input.ButtonSouth, 1, "BDA", 2},
		{input.ButtonDPadUp, 2, "BDC", 2},
		{input.ButtonEast, 1, "BDA", 1}, // B: the C goes, back to the D
		{input.ButtonDPadUp, 11, "BOA", 1},
		{input.ButtonSouth, 1, "BOA", 2},
		{input.ButtonDPadDown, 1, "BO ", 2}, // down from A wraps to the space
	}
	for _, st := range steps {
		for i := 0; i < st.times; i++ {
			pl.Tap(1, st.button)
		}
		if on, name, pos := over.NameEntry(); !on || name != st.name || pos != st.pos {
			t.Fatalf("after %d x %v: got %v %q at %d, want true %q at %d", st.times, st.button, on, name, pos, st.name, st.pos)
		}
	}
	pl.Tap(1, input.ButtonStart)
	pl.WaitFor("the high scores", 3, func() bool { return apptest.Scene(a) == menu.SceneScores })
	if es := savedEntries(t); len(es) != 1 || es[0].Name != "BO " || es[0].Score != 31400 || es[0].Stage != 12 {
		t.Fatalf("got saved entries %+v, want \"BO \" 31400 at stage 12", es)
	}
}

// TestNameEntryByKeyboardButtons: on the name entry X and Z are the pad's
// A and B and Return is Start, while the other letters still type.
func TestNameEntryByKeyboardButtons(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	nameEntryScreen(t, a, pl)
	over := menu.Over(a.Menus())
	pl.TypeText("KY")
	pl.Key(input.KeyZ) // delete: back to the Y
	pl.Key(input.KeyUp)
	pl.Key(input.KeyX) // pick the Z that Up made of the Y
	if on, name, pos := over.NameEntry(); !on || name != "KZA" || pos != 2 {
		t.Fatalf("after K Y, Z, Up, X: got %v %q at %d, want true \"KZA\" at 2", on, name, pos)
	}
	pl.Key(input.KeyReturn)
	pl.WaitFor("the high scores", 3, func() bool { return apptest.Scene(a) == menu.SceneScores })
	if es := savedEntries(t); len(es) != 1 || es[0].Name != "KZA" {
		t.Fatalf("got saved entries %+v, want KZA", es)
	}
}

// TestGameOverWithoutEntryTimesOut: a score that does not enter the table
// shows GAME OVER, and the prompt once input counts, and returns to the
// title by itself.
func TestGameOverWithoutEntryTimesOut(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	menu.SetLast(a.Menus(), play.LastGame{Score: 0, Stage: 1, Password: "AAAAABBBBBCCCCCDDDDD"})
	if err := a.Engine().Scenes().Switch(menu.SceneGameOver); err != nil {
		t.Fatal(err)
	}
	pl.Frames(3)
	if on, _, _ := menu.Over(a.Menus()).NameEntry(); on {
		t.Fatal("a score of 0 asks for a name")
	}
	if n := apptest.CountPixels(apptest.Screenshot(t, a), apptest.TextRow(menu.GameOverPromptY), apptest.IsColour(assets.TextGrey)); n != 0 {
		t.Errorf("the prompt before input counts: got %d grey pixels on its row, want none", n)
	}
	pl.Frames(menu.GameOverWait * 60)
	if n := apptest.CountPixels(apptest.Screenshot(t, a), apptest.TextRow(menu.GameOverPromptY), apptest.IsColour(assets.TextGrey)); n < 40 {
		t.Errorf("the prompt once input counts: got %d grey pixels on its row", n)
	}
	pl.Frames(menu.GameOverTimeout*60 - 10 - 3 - menu.GameOverWait*60)
	if got := apptest.Scene(a); got != menu.SceneGameOver {
		t.Fatalf("left the game over early: scene %q", got)
	}
	pl.WaitFor("the title after the timeout", 20, func() bool { return apptest.Scene(a) == menu.SceneTitle })
}
