package menu_test

import (
	"image"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
)

// TestTitleNoticesNeverCut shows three notices too long for the title's
// rows: every line fits the screen's width, the lines hold every
// character of the notices, and the rows scroll until each line has been
// on screen, in red on its row, then start over.
func TestTitleNoticesNeverCut(t *testing.T) {
	a, pl := apptest.OpenLive(t, 1)
	menu.SetNotices(a.Menus(), append([]string(nil), longNotices...))
	pl.SwitchTo(menu.SceneScores)
	pl.SwitchTo(menu.SceneTitle)
	ts := menu.Title(a.Menus())
	lines, _ := menu.TitleLines(a.Menus())
	if len(lines) <= menu.TitleWarnRows {
		t.Fatalf("got %d notice lines, want more than the %d rows (the test needs long notices)", len(lines), menu.TitleWarnRows)
	}
	squash := func(s string) string { return strings.ReplaceAll(s, " ", "") }
	if got, want := squash(strings.Join(lines, "")), squash(strings.ToUpper(strings.Join(longNotices, ""))); got != want {
		t.Errorf("notice lines hold %q, want every character of %q", got, want)
	}
	for i, l := range lines {
		if len(l) > menu.TitleWarnCols || len(l)*8 > assets.ScreenW {
			t.Errorf("line %d %q: got %d characters, want at most %d (the screen is %d wide)", i, l, len(l), menu.TitleWarnCols, assets.ScreenW/8)
		}
	}

	shown := make([]bool, len(lines))
	wrapped := false
	steps := (len(lines) - menu.TitleWarnRows + 2) * menu.TitleWarnHold * 60
	for f := 0; f < steps && !wrapped; f++ {
		_, at := menu.TitleLines(a.Menus())
		vis := ts.Notices()
		if len(vis) != menu.TitleWarnRows {
			t.Fatalf("frame %d: got %d notice rows, want %d", f, len(vis), menu.TitleWarnRows)
		}
		if f%30 == 0 {
			checkNoticeRows(t, apptest.Screenshot(t, a), vis)
		}
		for i := range vis {
			shown[at+i] = true
		}
		pl.Frames(1)
		_, now := menu.TitleLines(a.Menus())
		wrapped = at > 0 && now == 0
	}
	for i, ok := range shown {
		if !ok {
			t.Errorf("notice line %d %q: never on screen in %d frames", i, lines[i], steps)
		}
	}
	if !wrapped {
		t.Errorf("the notices did not start over within %d frames", steps)
	}
}

// checkNoticeRows checks the title's notice rows by pixels: each row's
// red lies inside its line's centred box, and no red is above the rows.
func checkNoticeRows(t *testing.T, img *image.RGBA, vis []string) {
	t.Helper()
	red := apptest.IsColour(assets.TextRed)
	if n := apptest.CountPixels(img, image.Rect(0, 0, assets.ScreenW, menu.TitleWarnY), red); n != 0 {
		t.Errorf("above the notices: got %d red pixels, want 0", n)
	}
	for i, l := range vis {
		y := menu.TitleWarnY + menu.TitleWarnDY*i
		row := image.Rect(0, y, assets.ScreenW, y+8)
		x0 := (assets.ScreenW - 8*len(l)) / 2
		box := image.Rect(x0, y, x0+8*len(l), y+8)
		all, in := apptest.CountPixels(img, row, red), apptest.CountPixels(img, box, red)
		if in < 4*len(strings.ReplaceAll(l, " ", "")) || all != in {
			t.Errorf("notice row %d %q: got %d red pixels, %d of them in its box %v; want the line's letters, all inside", i, l, all, in, box)
		}
	}
}
