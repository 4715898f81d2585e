package play

import (
	"image"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/assets"
)

// TestPopupLayout: score pop-ups shown at once never overlap; a lone or
// the oldest pop-up keeps its place over its cell, later ones rise above
// it, and sink below it where rising would pass minY.
func TestPopupLayout(t *testing.T) {
	type pop struct{ points, cx, cy, age int }
	cases := []struct {
		name string
		minY int
		pops []pop
		want []image.Point // top-left corner of each, in placing order (oldest first)
	}{
		{"alone", 0, []pop{{100, 40, 60, 0}}, []image.Point{{32, 57}}},
		{"far apart", 0, []pop{{100, 40, 60, 3}, {200, 120, 60, 3}}, []image.Point{{32, 57}, {112, 57}}},
		{"double kill, one cell", 0, []pop{{100, 40, 60, 0}, {200, 40, 60, 0}}, []image.Point{{32, 57}, {32, 49}}},
		{"triple kill, one cell", 0, []pop{{100, 40, 60, 0}, {200, 40, 60, 0}, {400, 40, 60, 0}},
			[]image.Point{{32, 57}, {32, 49}, {32, 41}}},
		{"the older stays", 0, []pop{{200, 40, 60, 1}, {100, 40, 60, 9}}, []image.Point{{32, 57}, {32, 49}}},
		{"next cells", 0, []pop{{800, 40, 60, 0}, {1000, 56, 60, 0}}, []image.Point{{32, 57}, {45, 49}}},
		{"under the HUD: sink", 50, []pop{{100, 40, 60, 0}, {200, 40, 60, 0}}, []image.Point{{32, 57}, {32, 65}}},
		{"ten at once", 0, []pop{
			{100, 40, 100, 0}, {200, 40, 100, 0}, {400, 40, 100, 0}, {800, 40, 100, 0}, {1600, 40, 100, 0},
			{3200, 40, 100, 0}, {6400, 40, 100, 0}, {12800, 40, 100, 0}, {25600, 40, 100, 0}, {51200, 40, 100, 0},
		}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var l popupLayout
			l.minY = c.minY
			for _, p := range c.pops {
				l.add(p.points, p.cx, p.cy, p.age)
			}
			n := l.place()
			if n != len(c.pops) {
				t.Fatalf("got %d placed, want %d", n, len(c.pops))
			}
			for i := 0; i < n; i++ {
				r := l.rect[i]
				if got, want := r.Dx(), assets.Digits(int64(l.item[i].points))*popupDigitW-1; got != want || r.Dy() != popupH {
					t.Errorf("pop-up %d: got a %dx%d box, want %dx%d", i, r.Dx(), r.Dy(), want, popupH)
				}
				if r.Min.Y < c.minY {
					t.Errorf("pop-up %d at %v: above minY %d", i, r.Min, c.minY)
				}
				for j := 0; j < i; j++ {
					if r.Overlaps(l.rect[j]) {
						t.Errorf("pop-ups %d %v and %d %v overlap", j, l.rect[j], i, r)
					}
				}
				if c.want != nil && r.Min != c.want[i] {
					t.Errorf("pop-up %d (%d points): got top-left %v, want %v", i, l.item[i].points, r.Min, c.want[i])
				}
			}
		})
	}
}
