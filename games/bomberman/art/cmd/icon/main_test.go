package main

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

func TestIcon(t *testing.T) {
	out := filepath.Join(t.TempDir(), "icon.png")
	if err := run(filepath.Join("..", "..", "..", "data", "art"), out); err != nil {
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
	colours := map[[4]uint32]bool{}
	for y := 0; y < Size; y++ {
		for x := 0; x < Size; x++ {
			r, g, b, a := img.At(x, y).RGBA()
			colours[[4]uint32{r, g, b, a}] = true
		}
	}
	if len(colours) < 8 {
		t.Errorf("the icon has %d colours, want the grass, the player and the bomb (>= 8)", len(colours))
	}
}
