package main

import (
	"bytes"
	"image"
	"image/color"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/render/shaderc"
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

func stripeColor(i int) color.RGBA {
	s := stripes[i]
	return rgba(render.Color{R: s[0], G: s[1], B: s[2], A: s[3]})
}

var clear = color.RGBA{0, 0, 0, 255}

// pixels is the rectangle r of img, row after row.
func pixels(img *image.RGBA, r image.Rectangle) string {
	var b []byte
	for y := r.Min.Y; y < r.Max.Y; y++ {
		b = append(b, img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)]...)
	}
	return string(b)
}

// TestFlagOnTheGPU runs the scene headless on the GPU backend, where the
// shaders run: the outer bands take the block's stripe colour and the
// middle one the vertex colour, the flag's far end moves with time and
// its pole side does not, and Space sets another colour through the block.
func TestFlagOnTheGPU(t *testing.T) {
	e := extest.Start(t, &engine.Options{Window: render.Options{Backend: render.BackendGPU}}, setup)
	if e.Renderer().Backend() != render.BackendGPU {
		t.Fatalf("got backend %v, want gpu", e.Renderer().Backend())
	}
	extest.Frames(t, e, 2)
	img := shot(t)
	x := flagX + 4 // near the pole the wave is a fraction of a pixel
	for _, p := range []struct {
		y    int
		want color.RGBA
	}{{flagY + 3, stripeColor(0)}, {flagY + 24, rgba(flagColor)}, {flagY + 44, stripeColor(0)}, {flagY - 4, clear}, {flagY + 52, clear}} {
		if got := img.RGBAAt(x, p.y); got != p.want {
			t.Errorf("flag at (%d,%d): got %v, want %v", x, p.y, got, p.want)
		}
	}
	end := func() string { // the far end's columns
		return pixels(shot(t), image.Rect(flagX+cols*cell-16, flagY-20, flagX+cols*cell, flagY+cell*rows+20))
	}
	pole := func() string { // the columns by the pole
		return pixels(shot(t), image.Rect(flagX, flagY-4, flagX+4, flagY+cell*rows+4))
	}
	e0, p0 := end(), pole()
	extest.Frames(t, e, 7)
	if end() == e0 {
		t.Error("the flag's far end did not move: the vertex shader's wave is missing")
	}
	if pole() != p0 {
		t.Error("the flag moved at the pole, where the wave is nothing")
	}
	extest.Tap(t, e, input.KeySpace)
	if got := shot(t).RGBAAt(x, flagY+3); got != stripeColor(1) {
		t.Errorf("after Space: the stripe is %v, want %v", got, stripeColor(1))
	}
}

// TestFlagOnSDLsRenderer runs the scene headless on SDL's renderer, which
// runs no shaders: the flag draws flat in its vertex colour, and the
// engine says once that it drew "flag" with its own shader.
func TestFlagOnSDLsRenderer(t *testing.T) {
	var log bytes.Buffer
	e := extest.Start(t, &engine.Options{Logger: slog.New(slog.NewTextHandler(&log, nil)), Window: render.Options{Backend: render.BackendSDL}}, setup)
	extest.Frames(t, e, 5)
	img := shot(t)
	for _, p := range []struct {
		x, y int
		want color.RGBA
	}{{flagX + 4, flagY + 3, rgba(flagColor)}, {flagX + 100, flagY + 44, rgba(flagColor)}, {flagX + 100, flagY - 2, clear}, {flagX + 100, flagY + cell*rows, clear}} {
		if got := img.RGBAAt(p.x, p.y); got != p.want {
			t.Errorf("flat flag at (%d,%d): got %v, want %v", p.x, p.y, got, p.want)
		}
	}
	if n := strings.Count(log.String(), "shader=flag"); n != 1 {
		t.Errorf("got %d log lines naming the shader, want 1: %q", n, log.String())
	}
}

// TestShadersAreFresh recompiles shaders/src and compares the result with
// the committed blobs: a shader edited without go generate fails here.
func TestShadersAreFresh(t *testing.T) {
	if _, _, err := shaderc.Tools(); err != nil {
		t.Skipf("cannot check the shaders: %v", err)
	}
	out := t.TempDir()
	if err := shaderc.Compile("shaders/src", out); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"spirv/flag.vert.spv", "spirv/flag.frag.spv", "msl/flag.vert.msl", "msl/flag.frag.msl"} {
		fresh, err := os.ReadFile(filepath.Join(out, f))
		if err != nil {
			t.Fatal(err)
		}
		committed, err := shaderFiles.ReadFile("shaders/" + f)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(fresh, committed) {
			t.Errorf("shaders/%s is stale: run go generate ./examples/shader", f)
		}
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
