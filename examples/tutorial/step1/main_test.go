package main

import (
	"image/color"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestEmptyWindow runs a few frames and reads the window back: every
// pixel is the background colour, at the default 3x scale.
func TestEmptyWindow(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 3)
	shot, err := e.Renderer().Screenshot(render.WindowPixels)
	if err != nil {
		t.Fatal(err)
	}
	if b := shot.Bounds(); b.Dx() != 3*256 || b.Dy() != 3*240 {
		t.Fatalf("window: got %dx%d, want %dx%d", b.Dx(), b.Dy(), 3*256, 3*240)
	}
	want := color.RGBA{20, 30, 20, 255}
	for _, p := range [][2]int{{0, 0}, {384, 360}, {767, 719}} {
		if got := shot.RGBAAt(p[0], p[1]); got != want {
			t.Errorf("pixel %v: got %v, want %v", p, got, want)
		}
	}
	if got := e.Time().FrameCount(); got != 3 {
		t.Errorf("frames: got %d, want 3", got)
	}
}
