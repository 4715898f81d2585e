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

func rgba(c render.Color) color.RGBA {
	return color.RGBA{uint8(c.R*255 + 0.5), uint8(c.G*255 + 0.5), uint8(c.B*255 + 0.5), uint8(c.A*255 + 0.5)}
}

// near reports whether a and b differ by at most tol in every channel.
func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) bool { v := int(x) - int(y); return v <= tol && v >= -tol }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

// TestTriangles runs the scene headless: the hexagon is filled from its
// white centre to its coloured rim and nothing outside it, the ribbon
// spans the frame between its two colours, the twelve spinners are one
// draw and turn (not while Space is held).
func TestTriangles(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 2)
	img := shot(t)
	clear := color.RGBA{0, 0, 0, 255}
	if got := img.RGBAAt(hexX, hexY); !near(got, rgba(centreColor), 12) {
		t.Errorf("hexagon centre: got %v, want near white", got)
	}
	if got := img.RGBAAt(hexX+hexR-2, hexY); !near(got, rgba(render.RGBA8(255, 60, 60, 255)), 24) {
		t.Errorf("hexagon's first corner: got %v, want near its red", got)
	}
	for _, p := range []image.Point{{hexX + hexR + 2, hexY}, {hexX, hexY - hexR}, {hexX - hexR - 2, hexY}} {
		if got := img.RGBAAt(p.X, p.Y); got != clear {
			t.Errorf("outside the hexagon at %v: got %v, want the clear colour", p, got)
		}
	}
	// The ribbon: every column has pixels of it, the top nearer its top
	// colour than its foot's.
	for x := 0; x < 256; x += 15 {
		found := false
		for y := ribbonY - 24; y < ribbonY+24; y++ {
			if c := img.RGBAAt(x, y); c != clear {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("ribbon: nothing in column %d", x)
		}
	}
	st := e.Renderer().Stats()
	if want := 8 + 2*17 + spinners*9; st.Vertices != want {
		t.Errorf("got %d vertices, want %d", st.Vertices, want)
	}
	if st.Batches != 4 {
		t.Errorf("got %d batches, want 4: the fan, the strip, the twelve spinners' triangles as one, the labels", st.Batches)
	}
	before := spinnerPixels(shot(t))
	extest.Frames(t, e, 10)
	if spinnerPixels(shot(t)) == before {
		t.Error("the spinners did not turn")
	}
	extest.Press(t, e, input.KeySpace, true)
	held := spinnerPixels(shot(t))
	extest.Frames(t, e, 10)
	if spinnerPixels(shot(t)) != held {
		t.Error("the spinners turned while Space was held")
	}
}

// spinnerPixels is the spinners' part of the frame as a string.
func spinnerPixels(img *image.RGBA) string { return pixels(img, image.Rect(120, 20, 256, 140)) }

// pixels is the rectangle r of img, row after row.
func pixels(img *image.RGBA, r image.Rectangle) string {
	var b []byte
	for y := r.Min.Y; y < r.Max.Y; y++ {
		b = append(b, img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)]...)
	}
	return string(b)
}
