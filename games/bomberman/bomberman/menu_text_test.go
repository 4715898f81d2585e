package bomberman

import (
	"image"
	"strings"
	"testing"
)

func TestNoticeLines(t *testing.T) {
	cases := []struct {
		notices []string
		cols    int
		want    []string
	}{
		{nil, 8, nil},
		{[]string{"scores unreadable: not saving"}, TitleWarnCols, []string{"SCORES UNREADABLE: NOT SAVING"}},
		{[]string{"a b", "", "  ", "c"}, 8, []string{"A B", "C"}},
		{[]string{"one two three four"}, 8, []string{"ONE TWO", "THREE", "FOUR"}},
		{[]string{"abcdefghijkl mn"}, 8, []string{"ABCDEFGH", "IJKL MN"}},
		{[]string{"first line\nsecond\tline"}, 8, []string{"FIRST", "LINE", "SECOND", "LINE"}},
		{[]string{`"my_f"; é#`}, 8, []string{"'MY-F',", "??"}},
	}
	for _, c := range cases {
		got := noticeLines(c.notices, c.cols)
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("noticeLines(%q, %d): got %q, want %q", c.notices, c.cols, got, c.want)
		}
	}
}

// TestTitleNoticesNeverCut shows three notices too long for the title's
// rows: every line fits the screen's width, the lines hold every
// character of the notices, and the rows scroll until each line has been
// on screen, in red on its row, then start over.
func TestTitleNoticesNeverCut(t *testing.T) {
	a, pl := newMenuApp(t, 1)
	a.warnings = append([]string(nil), longNotices...)
	pl.switchTo(SceneScores)
	pl.switchTo(SceneTitle)
	ts := a.Menus().title
	lines := ts.warn
	if len(lines) <= TitleWarnRows {
		t.Fatalf("got %d notice lines, want more than the %d rows (the test needs long notices)", len(lines), TitleWarnRows)
	}
	squash := func(s string) string { return strings.ReplaceAll(s, " ", "") }
	if got, want := squash(strings.Join(lines, "")), squash(strings.ToUpper(strings.Join(longNotices, ""))); got != want {
		t.Errorf("notice lines hold %q, want every character of %q", got, want)
	}
	for i, l := range lines {
		if len(l) > TitleWarnCols || len(l)*8 > ScreenW {
			t.Errorf("line %d %q: got %d characters, want at most %d (the screen is %d wide)", i, l, len(l), TitleWarnCols, ScreenW/8)
		}
	}

	shown := make([]bool, len(lines))
	wrapped := false
	steps := (len(lines) - TitleWarnRows + 2) * TitleWarnHold * 60
	for f := 0; f < steps && !wrapped; f++ {
		at := ts.warnAt
		vis := ts.Notices()
		if len(vis) != TitleWarnRows {
			t.Fatalf("frame %d: got %d notice rows, want %d", f, len(vis), TitleWarnRows)
		}
		if f%30 == 0 {
			checkNoticeRows(t, screenshot(t), vis)
		}
		for i := range vis {
			shown[at+i] = true
		}
		pl.frames(1)
		wrapped = at > 0 && ts.warnAt == 0
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
	red := isColour(TextRed)
	if n := countPixels(img, image.Rect(0, 0, ScreenW, TitleWarnY), red); n != 0 {
		t.Errorf("above the notices: got %d red pixels, want 0", n)
	}
	for i, l := range vis {
		y := TitleWarnY + titleWarnDY*i
		row := image.Rect(0, y, ScreenW, y+8)
		x0 := (ScreenW - 8*len(l)) / 2
		box := image.Rect(x0, y, x0+8*len(l), y+8)
		all, in := countPixels(img, row, red), countPixels(img, box, red)
		if in < 4*len(strings.ReplaceAll(l, " ", "")) || all != in {
			t.Errorf("notice row %d %q: got %d red pixels, %d of them in its box %v; want the line's letters, all inside", i, l, all, in, box)
		}
	}
}
