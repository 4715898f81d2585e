package menu

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// wrap leaves no word alone on a line where another layout with as few
// lines would not: "MATCH." joins the line above it.
func TestWrapOrphans(t *testing.T) {
	cases := []struct {
		s    string
		cols int
		want []string
	}{
		{"THE OTHER PLAYER LEFT THE MATCH.", 29, []string{"THE OTHER PLAYER LEFT", "THE MATCH."}},
		{"ONE TWO THREE FOUR", 8, []string{"ONE TWO", "THREE", "FOUR"}}, // no layout of 3 lines does better
		{"AB CD EF", 5, []string{"AB CD", "EF"}},                        // CD EF would leave AB alone as well
		{"AAA BB CC DD", 9, []string{"AAA BB", "CC DD"}},
		{"ABCDEFGHIJKL MN", 8, []string{"ABCDEFGH", "IJKL MN"}},
		// a word longer than a line goes on from where it starts
		{"FILE: /A/LONG/PATH/ON", 10, []string{"FILE: /A/L", "ONG/PATH/O", "N"}},
		{"SAVED IN /A/LONG/PATH/ON. OK", 10, []string{"SAVED IN /", "A/LONG/PAT", "H/ON. OK"}},
		{"  SPACED   OUT  ", 20, []string{"SPACED OUT"}},
		{"", 8, []string{""}},
	}
	for _, c := range cases {
		if got := wrap(c.s, c.cols); strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("wrap(%q, %d): got %q, want %q", c.s, c.cols, got, c.want)
		}
	}
}

// Over many texts, wrap's layout keeps every word in order, fits the
// width, has the fewest lines there can be and, of the layouts with that
// many, the fewest lines holding one word alone: checked against every
// layout there is.
func TestWrapIsTheBestLayout(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 3000; n++ {
		cols := 6 + r.IntN(14)
		words := make([]string, 1+r.IntN(9))
		for i := range words {
			words[i] = strings.Repeat(string(rune('A'+i)), 1+r.IntN(cols))
		}
		s := strings.Join(words, " ")
		got := wrap(s, cols)
		if strings.Join(got, " ") != s {
			t.Fatalf("wrap(%q, %d): got %q, which is not the words in order", s, cols, got)
		}
		for _, l := range got {
			if len(l) > cols {
				t.Fatalf("wrap(%q, %d): the line %q is wider than %d", s, cols, l, cols)
			}
		}
		lines, orphans := bestLayout(words, cols)
		if len(got) != lines || orphanLines(got, len(words)) != orphans {
			t.Fatalf("wrap(%q, %d): got %q, %d lines with %d words alone; the best has %d with %d",
				s, cols, got, len(got), orphanLines(got, len(words)), lines, orphans)
		}
	}
}

// orphanLines counts the lines of a text of words words that hold one
// word alone.
func orphanLines(lines []string, words int) int {
	if words < 2 {
		return 0
	}
	n := 0
	for _, l := range lines {
		if !strings.Contains(l, " ") {
			n++
		}
	}
	return n
}

// bestLayout tries every way of breaking words into lines of at most cols
// and returns the fewest lines, and the fewest lines with one word alone
// among the layouts with that many.
func bestLayout(words []string, cols int) (lines, orphans int) {
	lines, orphans = len(words)+1, 0
	for mask := 0; mask < 1<<(len(words)-1); mask++ { // bit i: a break after word i
		var ls []string
		line := words[0]
		for i := 1; i < len(words); i++ {
			if mask&(1<<(i-1)) != 0 {
				ls, line = append(ls, line), words[i]
			} else {
				line += " " + words[i]
			}
		}
		ls = append(ls, line)
		fits := true
		for _, l := range ls {
			fits = fits && len(l) <= cols
		}
		if !fits {
			continue
		}
		o := orphanLines(ls, len(words))
		if len(ls) < lines || len(ls) == lines && o < orphans {
			lines, orphans = len(ls), o
		}
	}
	return lines, orphans
}
