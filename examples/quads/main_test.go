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

func shot(t *testing.T) *image.RGBA {
	t.Helper()
	img, err := engine.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v <= tol && v >= -tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

func rgba(c color.NRGBA) color.RGBA { return color.RGBA{c.R, c.G, c.B, c.A} }

// TestQuads runs the scene headless: every floor tile shows the texture's
// tile its UVs pick, 2 pixels a texel, and Space swaps them; the panel's
// corners have their colours; the card is a sheared quad, and the floor,
// the panel and the card are three draws.
func TestQuads(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 2)
	f := extest.Component[*floor](t, "floor")
	checkFloor := func(what string, img *image.RGBA) {
		t.Helper()
		for r := range rows {
			for c := range cols {
				// A texel inside the tile, past its dark border: tile
				// pixel (5, 5) is texel (2, 2) of the 8x8 tile.
				x, y := floorX+c*tile+5, floorY+r*tile+5
				if got, want := img.RGBAAt(x, y), rgba(tileColors[f.tileOf(c, r)]); got != want {
					t.Errorf("%s: floor tile (%d,%d) at (%d,%d): got %v, want %v", what, c, r, x, y, got, want)
				}
			}
		}
	}
	img := shot(t)
	checkFloor("start", img)
	for i, p := range []image.Point{{panelX, panelY}, {panelX + panelW - 1, panelY}, {panelX + panelW - 1, panelY + panelH - 1}, {panelX, panelY + panelH - 1}} {
		c := panelColors[i]
		want := color.RGBA{uint8(c.R * 255), uint8(c.G * 255), uint8(c.B * 255), 255}
		if got := img.RGBAAt(p.X, p.Y); !near(got, want, 20) {
			t.Errorf("panel corner %d at %v: got %v, want near %v", i, p, got, want)
		}
	}
	if st := e.Renderer().Stats(); st.Batches != 3 || st.Vertices != 4*(cols*rows+2) {
		t.Errorf("got %d vertices in %d batches, want %d in 3 (floor, panel, card)", st.Vertices, st.Batches, 4*(cols*rows+2))
	}
	// The card, sheared: its middle row is centred on its object, its top
	// and bottom rows are shifted opposite ways.
	extest.Frames(t, e, 60) // a second in: the shear is sin(1)
	img = shot(t)
	if got := img.RGBAAt(cardX, cardY); got == (color.RGBA{0, 0, 0, 255}) {
		t.Errorf("the card's centre at (%d,%d) is empty", cardX, cardY)
	}
	top, bottom := rowSpan(img, cardY-14), rowSpan(img, cardY+13)
	if top[0] >= bottom[0]-10 {
		t.Errorf("card rows: the top starts at x %d, the bottom at %d, want the top at least 10 left (sheared)", top[0], bottom[0])
	}
	extest.Tap(t, e, input.KeySpace)
	checkFloor("swapped", shot(t))
}

// rowSpan is the first and last x of the card's row y (right of the floor).
func rowSpan(img *image.RGBA, y int) [2]int {
	span := [2]int{-1, -1}
	for x := 140; x < 256; x++ {
		if img.RGBAAt(x, y) != (color.RGBA{0, 0, 0, 255}) {
			if span[0] < 0 {
				span[0] = x
			}
			span[1] = x
		}
	}
	return span
}
