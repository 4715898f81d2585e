package main

import (
	"bytes"
	"image"
	"log/slog"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// steepest is the largest difference of red between neighbours along row
// y, from x0 to x1: a lit stripe's edge is a step of 70 or more, a blurred
// one a slope.
func steepest(img *image.RGBA, y, x0, x1 int) int {
	most := 0
	for x := x0; x+1 < x1; x++ {
		d := int(img.RGBAAt(x, y).R) - int(img.RGBAAt(x+1, y).R)
		most = max(most, d, -d)
	}
	return most
}

// TestFrostedOnTheGPU runs the example headless on the GPU backend: the
// wall's stripes are sharp beside the window and blurred behind its
// glass, the frame in front of the glass is drawn as it is, the window
// moves with the arrows and takes its blur along, and Space flashes the
// world red.
func TestFrostedOnTheGPU(t *testing.T) {
	e := extest.Start(t, &engine.Options{Window: render.Options{Backend: render.BackendGPU}}, setup)
	if e.Renderer().Backend() != render.BackendGPU {
		t.Fatalf("got backend %v, want gpu", e.Renderer().Backend())
	}
	extest.Frames(t, e, 2)
	img := extest.Shot(t)
	y := winY + winH/4
	if got := steepest(img, y, 4, winX-frameW-4); got < 70 {
		t.Errorf("beside the window: got the steepest step %d, want the stripes sharp (70 or more)", got)
	}
	if got := steepest(img, y, winX+4, winX+winW-4); got > 30 {
		t.Errorf("behind the glass: got the steepest step %d, want the stripes blurred (30 or less)", got)
	}
	// The mullion across the glass is the frame, on a higher layer: brown
	// all along, none of the stripes' colours blurred over it.
	for x := winX; x < winX+winW; x++ {
		if c := img.RGBAAt(x, winY+winH/2); !(c.R > c.G && c.G > c.B && c.B < 60) {
			t.Fatalf("the mullion in front of the glass at x %d: got %v, want the frame's brown", x, c)
		}
	}

	for range 20 {
		extest.Press(t, e, input.KeyLeft, true)
	}
	extest.Press(t, e, input.KeyLeft, false)
	moved := extest.Shot(t)
	if got := steepest(moved, y, winX+winW-12, winX+winW+20); got < 70 {
		t.Errorf("after moving the window left: got the steepest step %d where its right edge was, want the stripes sharp again", got)
	}

	const bx, by = 28, 10 // a blue stripe
	before := moved.RGBAAt(bx, by)
	extest.Tap(t, e, input.KeySpace)
	after := extest.Shot(t).RGBAAt(bx, by)
	if int(after.R)-int(before.R) < 60 || after.G != before.G {
		t.Errorf("after Space: got %v against %v before, want the world flashed red", after, before)
	}
	extest.Frames(t, e, 40) // the flash is gone after half a second
	if got := extest.Shot(t).RGBAAt(bx, by); got != before {
		t.Errorf("40 frames after Space: got %v, want %v: the flash should have faded", got, before)
	}
}

// TestFrostedOnSDLsRenderer runs the example on SDL's 2D renderer, which
// has no POSTPROCESS step: the glass draws as a plain tinted sprite, and
// the engine says so once.
func TestFrostedOnSDLsRenderer(t *testing.T) {
	var log bytes.Buffer
	e := extest.Start(t, &engine.Options{Logger: slog.New(slog.NewTextHandler(&log, nil)), Window: render.Options{Backend: render.BackendSDL}}, setup)
	extest.Frames(t, e, 5)
	img := extest.Shot(t)
	y := winY + winH/4
	c := img.RGBAAt(winX+10, y)
	for x := winX + 4; x < winX+winW-4; x++ {
		if got := img.RGBAAt(x, y); got != c {
			t.Fatalf("the plain glass at (%d,%d): got %v, want %v as at (%d,%d): one flat colour", x, y, got, c, winX+10, y)
		}
	}
	if n := strings.Count(log.String(), "no POSTPROCESS step"); n != 1 {
		t.Errorf("got %d log lines about the POSTPROCESS step, want 1: %q", n, log.String())
	}
}

func TestGPUFlag(t *testing.T) {
	cases := []struct {
		args []string
		want render.Backend
		err  bool
	}{{nil, render.BackendAuto, false}, {[]string{"-gpu"}, render.BackendGPU, false}, {[]string{"-nosuch"}, render.BackendAuto, true}}
	for _, c := range cases {
		var o engine.Options
		err := args(c.args, &o)
		if (err != nil) != c.err || o.Window.Backend != c.want {
			t.Errorf("%v: got backend %v, error %v; want %v, error %v", c.args, o.Window.Backend, err, c.want, c.err)
		}
	}
}
