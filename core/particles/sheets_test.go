package particles_test

import (
	"fmt"
	"testing"

	"github.com/bengine-go/bengine/core/particles"
)

// TestSheetsLayout checks every standard sheet: its size is its frames
// laid left to right, every frame has something drawn, and every pixel is
// premultiplied white (grey levels no brighter than their alpha), so an
// emitter's colour tints it.
func TestSheetsLayout(t *testing.T) {
	want := []struct {
		name         string
		frames, size int
	}{
		{"spark", 4, 8}, {"debris_0", 4, 6}, {"debris_1", 4, 6}, {"debris_2", 4, 6},
		{"dissolve", 6, 8}, {"magic", 8, 8}, {"dot", 1, 4},
	}
	got := particles.Sheets()
	if len(got) != len(want) {
		t.Fatalf("got %d sheets, want %d", len(got), len(want))
	}
	for i, w := range want {
		s := got[i]
		if s.Name != w.name || s.Frames != w.frames || s.Size != w.size {
			t.Errorf("sheet %d: got %s %d frames of %d, want %s %d frames of %d",
				i, s.Name, s.Frames, s.Size, w.name, w.frames, w.size)
			continue
		}
		if b := s.Image.Bounds(); b.Dx() != w.frames*w.size || b.Dy() != w.size {
			t.Errorf("%s: got a %dx%d image, want %dx%d", s.Name, b.Dx(), b.Dy(), w.frames*w.size, w.size)
		}
		for f := range s.Frames {
			drawn := 0
			for y := range s.Size {
				for x := range s.Size {
					c := s.Image.RGBAAt(f*s.Size+x, y)
					if c.R != c.G || c.G != c.B || c.R > c.A {
						t.Fatalf("%s frame %d (%d,%d): got %v, want premultiplied white", s.Name, f, x, y, c)
					}
					if c.A > 0 {
						drawn++
					}
				}
			}
			if drawn == 0 {
				t.Errorf("%s frame %d: got nothing drawn", s.Name, f)
			}
		}
	}
}

// The standard sheets are the names emitter files give as SpriteSource.
func ExampleSheets() {
	for _, s := range particles.Sheets() {
		fmt.Printf("%s: %d frames of %dx%d\n", s.Name, s.Frames, s.Size, s.Size)
	}
	// Output:
	// spark: 4 frames of 8x8
	// debris_0: 4 frames of 6x6
	// debris_1: 4 frames of 6x6
	// debris_2: 4 frames of 6x6
	// dissolve: 6 frames of 8x8
	// magic: 8 frames of 8x8
	// dot: 1 frames of 4x4
}
