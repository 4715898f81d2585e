package main

import (
	"image"
	"image/color"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// shot presents nothing new: it reads the frame just drawn.
func shot(t *testing.T) *image.RGBA {
	t.Helper()
	img, err := engine.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// of collects the pixels of img in colour c.
func of(img *image.RGBA, c render.Color) []image.Point {
	want := rgba(c)
	var pts []image.Point
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if img.RGBAAt(x, y) == want {
				pts = append(pts, image.Pt(x, y))
			}
		}
	}
	return pts
}

func rgba(c render.Color) color.RGBA {
	return color.RGBA{uint8(c.R*255 + 0.5), uint8(c.G*255 + 0.5), uint8(c.B*255 + 0.5), uint8(c.A*255 + 0.5)}
}

// TestLines runs the scene headless: the grid's lines are each one pixel
// wide at their place, the wave is unbroken across the frame, the star is
// an outline around its object that turns (and stops while Space is
// held), and each shape is one draw.
func TestLines(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 3)
	img := shot(t)
	grid := rgba(gridColor)
	for _, p := range []struct {
		x, y int
		on   bool
	}{{16, 60, true}, {15, 60, false}, {17, 60, false}, {48, 100, true}, {100, 48, true}, {100, 47, false}, {100, 49, false}} {
		if got := img.RGBAAt(p.x, p.y) == grid; got != p.on {
			t.Errorf("grid at (%d,%d): got %v, want %v", p.x, p.y, img.RGBAAt(p.x, p.y), map[bool]string{true: "the grid's colour", false: "not the grid's"}[p.on])
		}
	}
	if st := e.Renderer().Stats(); st.Vertices != 2*(8+7)+11+65 || st.Batches != 4 {
		t.Errorf("got %d vertices in %d batches, want %d in 4 (grid, star, wave, the counter's text)", st.Vertices, st.Batches, 2*(8+7)+11+65)
	}
	// The wave: a pixel of it in every column, within its band.
	cols := map[int]bool{}
	for _, p := range of(img, waveColor) {
		if y := float64(p.Y); y < waveY-waveDepth-2 || y > waveY+waveDepth+2 {
			t.Fatalf("wave pixel %v outside its band", p)
		}
		cols[p.X] = true
	}
	if len(cols) < 255 {
		t.Errorf("the wave fills %d columns, want every one of 256 (an unbroken line)", len(cols))
	}
	// The star: an outline around its object's position.
	first := of(img, starColor)
	checkStar(t, "first", first)
	extest.Frames(t, e, 20)
	turned := of(shot(t), starColor)
	checkStar(t, "turned", turned)
	if same(first, turned) {
		t.Error("the star did not turn in 20 frames")
	}
	extest.Press(t, e, input.KeySpace, true)
	held := of(shot(t), starColor)
	extest.Frames(t, e, 10)
	if !same(held, of(shot(t), starColor)) {
		t.Error("the star turned while Space was held")
	}
}

// checkStar checks the star's pixels: enough of them for an outline, none
// inside its inner radius, their centre on the object.
func checkStar(t *testing.T, what string, pts []image.Point) {
	t.Helper()
	if len(pts) < 150 {
		t.Fatalf("%s: %d star pixels, want an outline of at least 150", what, len(pts))
	}
	var sx, sy float64
	for _, p := range pts {
		dx, dy := float64(p.X)+0.5-starX, float64(p.Y)+0.5-starY
		if dx*dx+dy*dy < (inner-3)*(inner-3) || dx*dx+dy*dy > (outer+2)*(outer+2) {
			t.Fatalf("%s: star pixel %v is not on the outline", what, p)
		}
		sx, sy = sx+dx, sy+dy
	}
	n := float64(len(pts))
	if sx/n > 2 || sx/n < -2 || sy/n > 2 || sy/n < -2 {
		t.Errorf("%s: the star's pixels centre on (%.1f, %.1f) from its object, want within 2", what, sx/n, sy/n)
	}
}

func same(a, b []image.Point) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
