package bomberman

import (
	"image"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
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
				if got, want := r.Dx(), digits(int64(l.item[i].points))*popupDigitW-1; got != want || r.Dy() != popupH {
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

// TestPopupsOnScreen shows a double kill's points over one cell in a real
// frame: both numbers are drawn, digit by digit, one above the other.
func TestPopupsOnScreen(t *testing.T) {
	sdlTest(t, effectsOff())
	a := newTestApp(t, Flags{Stage: 1, Seed: 42, SeedSet: true})
	frames(t, a, 2)
	pl := a.view.popups
	pl.addSecret(5, 5, 100)
	pl.addSecret(5, 5, 200)
	frames(t, a, 1)
	img, err := engine.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	l := &pl.layout
	if l.n != 2 {
		t.Fatalf("got %d pop-ups laid out, want 2", l.n)
	}
	if l.rect[0].Overlaps(l.rect[1]) {
		t.Fatalf("pop-ups overlap: %v and %v", l.rect[0], l.rect[1])
	}
	scroll := scrollOf(a.Game())
	for i := 0; i < 2; i++ {
		r := l.rect[i]
		for k, ch := range []byte{'1', '0', '0'} {
			if i == 1 && k == 0 {
				ch = '2'
			}
			digit, _ := a.Assets.Art.Image("popup_digit_" + string(ch))
			bad := 0
			for y := 0; y < popupH; y++ {
				for x := 0; x < popupDigitW-1; x++ {
					w := digit.RGBAAt(x, y)
					if w.A == 0 {
						continue
					}
					if got := img.RGBAAt(r.Min.X+k*popupDigitW+x-scroll, r.Min.Y+y); !nearRGBA(got, w) {
						bad++
					}
				}
			}
			if bad > 0 {
				t.Errorf("pop-up %d digit %d (%c) at %v: %d pixels differ from the digit", i, k, ch, r.Min, bad)
			}
		}
	}
}
