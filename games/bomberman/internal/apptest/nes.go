package apptest

import (
	"fmt"
	"image"
	"image/color"
	"sort"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/art"
	"github.com/bengine-go/bengine/games/bomberman/assets"
)

// offNES lists the pixels of img that are not NES palette colours
// (art.NESIndex): how many, the first one's place and colour, and the
// off colours by count.
func offNES(img *image.RGBA) (n int, first image.Point, firstC color.RGBA, colours string) {
	count := map[color.RGBA]int{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := img.RGBAAt(x, y)
			if _, ok := art.NESIndex(c); ok {
				continue
			}
			if n == 0 {
				first, firstC = image.Pt(x, y), c
			}
			n++
			count[c]++
		}
	}
	var cs []string
	for c, k := range count {
		cs = append(cs, fmt.Sprintf("%02x%02x%02x/%02x x%d", c.R, c.G, c.B, c.A, k))
	}
	sort.Strings(cs)
	if len(cs) > 8 {
		cs = append(cs[:8], "...")
	}
	return n, first, firstC, strings.Join(cs, " ")
}

// CheckNES fails unless every pixel of img is an NES colour and some are
// not the black background.
func CheckNES(t testing.TB, what string, img *image.RGBA) {
	t.Helper()
	if n, at, c, colours := offNES(img); n > 0 {
		t.Errorf("%s: got %d pixels off the NES palette, the first at %v is %v (%s), want none", what, n, at, c, colours)
	}
	if n := CountPixels(img, img.Bounds(), NotColour(assets.MenuBack)); n < 100 {
		t.Errorf("%s: got %d pixels other than the black background, want a drawn screen", what, n)
	}
}
