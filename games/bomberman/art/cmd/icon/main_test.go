package main

import (
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/art"
)

func TestIcon(t *testing.T) {
	out := filepath.Join(t.TempDir(), "icon.png")
	if err := run(filepath.Join("..", "..", "..", "..", "..", "data", "bomberman", "art"), out); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != Size || b.Dy() != Size {
		t.Fatalf("icon is %v, want %dx%d", b, Size, Size)
	}
	cases := []struct {
		x, y   int
		opaque bool
	}{
		{0, 0, false}, {1, 0, false}, {0, 1, false}, {Size - 1, Size - 1, false}, {Size - 2, 0, false},
		{2, 2, true}, {Size / 2, Size / 2, true}, {Size - 3, 2, true},
	}
	for _, c := range cases {
		_, _, _, a := img.At(c.x, c.y).RGBA()
		if got := a == 0xffff; got != c.opaque {
			t.Errorf("pixel %d,%d alpha %#x: opaque = %v, want %v", c.x, c.y, a, got, c.opaque)
		}
	}
	// The grass, the hero and the bomb, in the game's NES colours and
	// nothing else.
	indices := map[int]bool{}
	for y := 0; y < Size; y++ {
		for x := 0; x < Size; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			if c.A == 0 {
				continue
			}
			i, ok := art.NESIndex(c)
			if !ok {
				t.Fatalf("pixel %d,%d: %v is not an NES colour", x, y, c)
			}
			indices[i] = true
		}
	}
	for _, want := range []int{0x1a, 0x30, 0x0f} { // the grass green, the hero's white, the bomb's black
		if !indices[want] {
			t.Errorf("the icon has NES colours %v, want $%02X among them", indices, want)
		}
	}
}
