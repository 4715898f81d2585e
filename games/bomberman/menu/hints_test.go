package menu_test

import (
	"image"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
)

// Every screen names the keys and buttons it reads one way, from the
// bindings in effect: "X/A: PICK", "RETURN/START: OK", "PRESS
// RETURN/START", Escape by its name; a rebinding renames them all, and
// every hint line fits the screen.
func TestHintsNameTheBindings(t *testing.T) {
	a, _ := apptest.OpenLive(t, 1)
	m := a.Menus()
	want := map[string][]string{
		menu.SceneTitle:    {"PRESS RETURN/START"},
		menu.ScenePassword: {"X/A: LETTER  Z/B: DELETE", "RETURN/START: OK  ESCAPE: BACK"},
		menu.SceneGameOver: {"PRESS RETURN/START", "X/A: PICK  Z/B: DELETE", "RETURN/START: OK"},
		menu.SceneScores:   {"PRESS RETURN/START"},
		menu.SceneOptions:  {"X/A: CHANGE  Z/B: BACK"},
		"controls":         {"X/A: REBIND  Z/B: BACK", "ESCAPE: KEEP THE OLD ONE"},
		menu.SceneJoin:     {"X/A: LETTER  Z/B: DELETE", "RETURN/START: JOIN  ESCAPE: BACK", "Z/B: BACK"},
		menu.SceneHost:     {"Z/B: BACK"},
		menu.SceneMessage:  {"PRESS RETURN/START"},
	}
	check := func(what string, want map[string][]string) {
		t.Helper()
		got := menu.Hints(m)
		for _, name := range slices.Sorted(maps.Keys(want)) {
			if !slices.Equal(got[name], want[name]) {
				t.Errorf("%s, %s: got the hints %q, want %q", what, name, got[name], want[name])
			}
			for _, l := range got[name] {
				if len(l)*8 > assets.ScreenW {
					t.Errorf("%s, %s: the hint %q is %d px wide, wider than the screen", what, name, l, len(l)*8)
				}
			}
		}
	}
	check("the default bindings", want)

	// player 1's A on Space (and the pad's A), Start on P alone
	in := a.Engine().Input()
	in.SetAction(1, "a", input.KeyBinding(input.KeySpace, input.Held), input.ButtonBinding(input.ButtonSouth, input.Held))
	in.SetAction(1, "start", input.KeyBinding(input.KeyP, input.Pressed))
	rebound := map[string][]string{}
	for name, hs := range want {
		for _, h := range hs {
			h = strings.ReplaceAll(h, "X/A", "SPACE/A")
			rebound[name] = append(rebound[name], strings.ReplaceAll(h, "RETURN/START", "P"))
		}
	}
	check("A on Space, Start on P", rebound)
}

// The title has nothing to go back to: B and Escape leave the cursor where
// it is (they used to put it on QUIT, one press of A from the end).
func TestTitleBackStaysPut(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	pl.Plug(1)
	ts := menu.Title(a.Menus())
	for _, sel := range []int{menu.TitlePlay1, menu.TitleVersus} {
		menu.SetTitleSel(a.Menus(), sel)
		pl.Key(input.KeyEscape)
		pl.Tap(1, input.ButtonEast)
		pl.Key(input.KeyZ)
		pl.Frames(5)
		if got := ts.Selected(); got != sel || apptest.Scene(a) != menu.SceneTitle {
			t.Errorf("Escape, B and Z on %s: got the cursor on %s in scene %q, want it kept on the title",
				menu.TitleLabels[sel], menu.TitleLabels[got], apptest.Scene(a))
		}
	}
}

// Where the game cannot play online (the web build) 2P VERSUS offers LOCAL
// and BACK, no HOST, JOIN or INPUT DELAY, and says that online versus
// needs the desktop game; LOCAL still starts a local match.
func TestVersusMenuLocalOnly(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	menu.SetLocalOnly(a.Menus(), true)
	pl.SwitchTo(menu.SceneVersusMenu)
	v := menu.VersusMenuOf(a.Menus())
	if got := v.Entries(); !slices.Equal(got, []int{menu.VersusLocal, menu.VersusBack}) {
		t.Fatalf("entries: got %v, want LOCAL and BACK only", got)
	}
	img := apptest.Screenshot(t, a)
	apptest.CheckNES(t, "2P VERSUS, local only", img)
	menuArea := image.Rect(menu.VersusMenuX, 0, assets.ScreenW, 0)
	text := func(y float32) int {
		r := apptest.TextRow(y)
		r.Min.X, r.Max.X = menuArea.Min.X, menuArea.Max.X
		return apptest.CountPixels(img, r, apptest.IsColour(assets.TextWhite)) + apptest.CountPixels(img, r, apptest.IsColour(assets.TextYellow))
	}
	if text(menu.VersusMenuRow(0)) < 20 {
		t.Error("no LOCAL on the first row")
	}
	for _, i := range []int{menu.VersusHost, menu.VersusJoin, menu.VersusDelay} {
		if n := text(menu.VersusMenuRow(i)); n != 0 {
			t.Errorf("%d text pixels on the row of entry %d, want none", n, i)
		}
	}
	for k, s := range menu.LocalOnlyText {
		y := float32(menu.LocalOnlyY + 12*k)
		if n := apptest.CountPixels(img, apptest.TextRow(y), apptest.IsColour(assets.TextGrey)); n < 4*len(strings.ReplaceAll(s, " ", "")) {
			t.Errorf("%q: got %d grey pixels on its row, want the line", s, n)
		}
	}
	pl.Key(input.KeyDown)
	if got := v.Selected(); got != menu.VersusBack {
		t.Fatalf("Down from LOCAL: got entry %d, want BACK", got)
	}
	pl.Key(input.KeyDown)
	pl.Key(input.KeyReturn) // LOCAL
	pl.WaitFor("the local match", 3, func() bool { return a.Game() != nil && a.Game().Players() == 2 })
}
