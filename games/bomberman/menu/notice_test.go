package menu

import (
	"strings"
	"testing"
)

// noticeLines lays the title's notices out: capitals, broken at spaces,
// every character kept (or replaced by the nearest the font has).
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
