package bomberman

import (
	"image"
	"image/color"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// TestTitleScreenshot checks the title's elements by pixels: the logo
// where it rests on black, the brick wall under it, the TOP row, every menu
// row's text, the cursor beside the selected entry only, and that the
// keyboard moves it.
func TestTitleScreenshot(t *testing.T) {
	_, pl := newMenuApp(t, 1)
	pl.frames(45) // the logo's drop-in tween ends
	img := screenshot(t)

	logo := image.Rect(TitleLogoX, TitleLogoY, TitleLogoX+128, TitleLogoY+32)
	if n, area := countPixels(img, logo, notColour(TitleBack)), logo.Dx()*logo.Dy(); n < area/4 {
		t.Errorf("logo region: got %d of %d pixels drawn, want at least a quarter", n, area)
	}
	above := image.Rect(0, 0, ScreenW, TitleLogoY)
	if n := countPixels(img, above, notColour(TitleBack)); n != 0 {
		t.Errorf("above the logo: got %d drawn pixels, want 0 (the tween ended in place)", n)
	}
	// the wall under the logo: the brick sprite in every cell of its row
	brick, _ := pl.a.Assets.Art.Image("brick")
	for x := 0; x < ScreenW; x += Cell {
		bad := 0
		for y := 0; y < Cell; y++ {
			for dx := 0; dx < Cell; dx++ {
				if !nearRGBA(img.RGBAAt(x+dx, TitleWallY+y), brick.RGBAAt(dx, y)) {
					bad++
				}
			}
		}
		if bad > 0 {
			t.Errorf("wall at x=%d: %d pixels differ from the brick sprite", x, bad)
		}
	}
	if n := countPixels(img, textRow(TitleTopY), isColour(TextYellow)); n < 20 {
		t.Errorf("TOP row: got %d yellow pixels, want the word TOP", n)
	}
	checkTitleCursor(t, img, TitlePlay1)

	for i := 0; i < TitleVersus; i++ {
		pl.key(input.KeyDown)
	}
	pl.frames(1)
	if got := pl.a.Menus().title.Selected(); got != TitleVersus {
		t.Fatalf("after %d Down: got entry %d, want %d", TitleVersus, got, TitleVersus)
	}
	img = screenshot(t)
	checkTitleCursor(t, img, TitleVersus)
	if n := countPixels(img, textRow(TitleHintY), isColour(TextGrey)); n < 20 {
		t.Errorf("versus hint row: got %d grey pixels, want BEST OF 3", n)
	}
}

func checkTitleCursor(t *testing.T, img *image.RGBA, sel int) {
	t.Helper()
	for i := 0; i < titleItems; i++ {
		y := int(TitleRow(i))
		txt := image.Rect(TitleMenuX, y, TitleMenuX+8*len(titleLabels[i]), y+8)
		want := TextWhite
		if i == sel {
			want = TextYellow
		}
		if n := countPixels(img, txt, isColour(want)); n < 8*len(titleLabels[i]) {
			t.Errorf("menu row %d: got %d text pixels in its colour, want at least %d", i, n, 8*len(titleLabels[i]))
		}
		cur := image.Rect(TitleCursorX, y, TitleCursorX+8, y+8)
		n := countPixels(img, cur, notColour(TitleBack))
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
	a, pl := newMenuApp(t, 1)
	pw := game.Progress{ScoreHundreds: 123, Stage: 4, Bombs: 1, Range: 1}.Password()
	a.last = LastGame{Score: 12300, Stage: 4, Password: pw, Mode: game.ModeNormal}
	if err := engine.Scenes().Switch(SceneGameOver); err != nil {
		t.Fatal(err)
	}
	pl.frames(3)
	if got := activeScene(); got != SceneGameOver {
		t.Fatalf("got scene %q, want %q", got, SceneGameOver)
	}
	img := screenshot(t)
	rows := []struct {
		what string
		y    float32
		c    func(color.RGBA) bool
		min  int
	}{
		{"GAME OVER", GameOverTitleY, isColour(TextWhite), 40},
		{"SECRET CODE", GameOverPassY, isColour(TextYellow), 40},
		{"the password", GameOverPassY + 14, isColour(TextWhite), 100},
		{"NEW HIGH SCORE!", 124, isColour(TextYellow), 60},
		{"ENTER YOUR NAME", 158, isColour(TextWhite), 60},
	}
	for _, r := range rows {
		if n := countPixels(img, textRow(r.y), r.c); n < r.min {
			t.Errorf("%s row at y=%v: got %d pixels, want at least %d", r.what, r.y, n, r.min)
		}
	}
	// AAA, the first letter yellow and underlined
	first := image.Rect(GameOverNameX, GameOverNameY, GameOverNameX+8, GameOverNameY+8)
	if n := countPixels(img, first, isColour(TextYellow)); n < 8 {
		t.Errorf("first name letter: got %d yellow pixels, want the letter A", n)
	}
	second := image.Rect(GameOverNameX+GameOverNameDX, GameOverNameY, GameOverNameX+GameOverNameDX+8, GameOverNameY+8)
	if n := countPixels(img, second, isColour(TextWhite)); n < 8 {
		t.Errorf("second name letter: got %d white pixels, want the letter A", n)
	}
	under := image.Rect(GameOverNameX-1, GameOverNameY+10, GameOverNameX+9, GameOverNameY+12)
	if n := countPixels(img, under, isColour(TextYellow)); n != under.Dx()*under.Dy() {
		t.Errorf("underline: got %d yellow pixels, want %d", n, under.Dx()*under.Dy())
	}
	if on, name, pos := a.Menus().over.NameEntry(); !on || name != "AAA" || pos != 0 {
		t.Errorf("name entry: got %v %q at %d, want true \"AAA\" at 0", on, name, pos)
	}
}

// TestMenuFramesDoNotAllocate runs whole engine frames on each menu screen
// and checks that drawing and polling the menus allocates nothing.
func TestMenuFramesDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	a, pl := newMenuApp(t, 1)
	a.Scores().Insert("BEN", 1200, 2)
	a.last = LastGame{Score: 5000, Stage: 2, Password: "AAAAABBBBBCCCCCDDDDD"}
	a.Menus().versus.res = VersusResult{Round: 1, Winner: 0, Wins: [2]int{1, 0}, Needed: 2, Match: -1}
	a.Menus().message.show("CONNECTION LOST", "nothing came from the opponent for 3s.")
	for _, name := range []string{SceneTitle, ScenePassword, SceneGameOver, SceneScores, SceneOptions, SceneVersus,
		SceneVersusMenu, SceneJoin, SceneMessage} {
		if err := engine.Scenes().Switch(name); err != nil {
			t.Fatal(err)
		}
		pl.frames(2)
		allocs := testing.AllocsPerRun(20, func() { _ = a.Engine.RunOneFrame() })
		if allocs != 0 {
			t.Errorf("%s: got %v allocations per frame, want 0", name, allocs)
		}
	}
}

// BenchmarkTitleFrame measures a whole engine frame on the title screen
// (input, the menu's update, drawing and presenting, headless).
func BenchmarkTitleFrame(b *testing.B) {
	a, _ := newMenuApp(b, 1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := a.Engine.RunOneFrame(); err != nil {
			b.Fatal(err)
		}
	}
}

// TestNameEntryByKeyboard types a name whose letters are also player 2's
// movement and B keys (W, A, Q): typed text must enter as letters and never
// act as those players' buttons. The table is saved and loads back.
func TestNameEntryByKeyboard(t *testing.T) {
	a, pl := newMenuApp(t, 1)
	a.last = LastGame{Score: 25600, Stage: 9, Mode: game.ModeNormal}
	if err := engine.Scenes().Switch(SceneGameOver); err != nil {
		t.Fatal(err)
	}
	pl.frames(40)
	pl.typeText("WA")
	if on, name, pos := a.Menus().over.NameEntry(); !on || name != "WAA" || pos != 2 {
		t.Fatalf("after typing WA: got %v %q at %d, want true \"WAA\" at 2", on, name, pos)
	}
	pl.typeText("Q")
	pl.waitFor("the high scores", 3, func() bool { return activeScene() == SceneScores })
	tab, err := save.Load("")
	if err != nil {
		t.Fatal(err)
	}
	if es := tab.Entries(); len(es) != 1 || es[0].Name != "WAQ" || es[0].Score != 25600 || es[0].Stage != 9 {
		t.Fatalf("got saved entries %+v, want WAQ 25600 at stage 9", es)
	}
}

// nameEntryScreen shows the game over of a score that enters the empty
// table and waits out the screen's first half second.
func nameEntryScreen(t *testing.T, a *App, pl *player) {
	t.Helper()
	a.last = LastGame{Score: 31400, Stage: 12, Mode: game.ModeNormal}
	pl.switchTo(SceneGameOver)
	pl.frames(40)
	if on, name, pos := a.Menus().over.NameEntry(); !on || name != "AAA" || pos != 0 {
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
	a, pl := newMenuApp(t, 1)
	pl.plug(1)
	nameEntryScreen(t, a, pl)
	over := a.Menus().over
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
			pl.tap(1, st.button)
		}
		if on, name, pos := over.NameEntry(); !on || name != st.name || pos != st.pos {
			t.Fatalf("after %d x %v: got %v %q at %d, want true %q at %d", st.times, st.button, on, name, pos, st.name, st.pos)
		}
	}
	pl.tap(1, input.ButtonStart)
	pl.waitFor("the high scores", 3, func() bool { return activeScene() == SceneScores })
	if es := savedEntries(t); len(es) != 1 || es[0].Name != "BO " || es[0].Score != 31400 || es[0].Stage != 12 {
		t.Fatalf("got saved entries %+v, want \"BO \" 31400 at stage 12", es)
	}
}

// TestNameEntryByKeyboardButtons: on the name entry X and Z are the pad's
// A and B and Return is Start, while the other letters still type.
func TestNameEntryByKeyboardButtons(t *testing.T) {
	a, pl := newMenuApp(t, 1)
	nameEntryScreen(t, a, pl)
	over := a.Menus().over
	pl.typeText("KY")
	pl.key(input.KeyZ) // delete: back to the Y
	pl.key(input.KeyUp)
	pl.key(input.KeyX) // pick the Z that Up made of the Y
	if on, name, pos := over.NameEntry(); !on || name != "KZA" || pos != 2 {
		t.Fatalf("after K Y, Z, Up, X: got %v %q at %d, want true \"KZA\" at 2", on, name, pos)
	}
	pl.key(input.KeyReturn)
	pl.waitFor("the high scores", 3, func() bool { return activeScene() == SceneScores })
	if es := savedEntries(t); len(es) != 1 || es[0].Name != "KZA" {
		t.Fatalf("got saved entries %+v, want KZA", es)
	}
}

// TestGameOverWithoutEntryTimesOut: a score that does not enter the table
// shows GAME OVER and returns to the title by itself.
func TestGameOverWithoutEntryTimesOut(t *testing.T) {
	a, pl := newMenuApp(t, 1)
	a.last = LastGame{Score: 0, Stage: 1, Password: "AAAAABBBBBCCCCCDDDDD"}
	if err := engine.Scenes().Switch(SceneGameOver); err != nil {
		t.Fatal(err)
	}
	pl.frames(3)
	if on, _, _ := a.Menus().over.NameEntry(); on {
		t.Fatal("a score of 0 asks for a name")
	}
	if n := countPixels(screenshot(t), textRow(200), isColour(TextGrey)); n < 40 {
		t.Errorf("PRESS START: got %d grey pixels on its row", n)
	}
	pl.frames(GameOverTimeout*60 - 10)
	if got := activeScene(); got != SceneGameOver {
		t.Fatalf("left the game over early: scene %q", got)
	}
	pl.waitFor("the title after the timeout", 20, func() bool { return activeScene() == SceneTitle })
}
