package main

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// hudOf returns the HUD component of e's global scene.
func hudOf(t *testing.T, e *engine.Engine) *HUD {
	t.Helper()
	s := e.Scenes().Scene("hud")
	if s == nil {
		t.Fatal("no hud scene")
	}
	h, ok := scene.GetComponent[*HUD](s.Find("hud"))
	if !ok {
		t.Fatal("no HUD in the hud scene")
	}
	return h
}

// TestBunniesBounceHeadless runs the window's scene headless: 1,000
// bunnies drawn, inside the screen after two seconds of bouncing, Space
// adds 1,000, Tab runs the same number the other way.
func TestBunniesBounceHeadless(t *testing.T) {
	e := extest.Start(t, nil, func(e *engine.Engine) error { return setup(e, Objects) })
	extest.Frames(t, e, 2)
	h := hudOf(t, e)
	drawn := func(want int) {
		t.Helper()
		// The HUD adds a band and its glyphs.
		if got := e.Renderer().Stats().Sprites; got < want || got > want+80 {
			t.Errorf("%s: drew %d sprites, want the %d bunnies and the HUD", h.mark.Way, got, want)
		}
	}
	drawn(1000)
	extest.Frames(t, e, 120)
	moved := 0
	h.mark.Each(func(p mgl32.Vec2) {
		if p[0] < 0 || p[0] > maxX || p[1] < 0 || p[1] > maxY {
			t.Errorf("a bunny at %v, want inside (0, 0)-(%d, %d)", p, maxX, maxY)
		}
		if p != (mgl32.Vec2{}) {
			moved++
		}
	})
	if moved < 990 {
		t.Errorf("bunnies away from their start after 2 s: got %d, want nearly all 1000", moved)
	}
	img, err := e.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	fur := 0
	for y := 28; y < screenH; y++ {
		for x := range screenW {
			if c := img.RGBAAt(x, y); c.R == 250 && c.G == 250 && c.B == 250 {
				fur++
			}
		}
	}
	if fur < 500 {
		t.Errorf("white fur pixels on screen: got %d, want bunnies all over", fur)
	}

	extest.Tap(t, e, input.KeySpace)
	if got := h.mark.Bunnies(); got != 2000 {
		t.Fatalf("after Space: got %d bunnies, want 2000", got)
	}
	extest.Frames(t, e, 1)
	drawn(2000)
	extest.Tap(t, e, input.KeyTab)
	extest.Frames(t, e, 1)
	if h.mark.Way != Renderer || h.mark.Bunnies() != 2000 {
		t.Fatalf("after Tab: got %d bunnies the %s way, want 2000 the renderer-alone way", h.mark.Bunnies(), h.mark.Way)
	}
	drawn(2000)
	if e.Scenes().Scene("bunnies 1") != nil {
		t.Errorf("after Tab: the first scene is still loaded, want it unloaded")
	}
}

// TestMeasureStopsAtTheBudget measures both ways against a 3 ms budget:
// the count found runs under it and the next one over, and each step is
// logged.
func TestMeasureStopsAtTheBudget(t *testing.T) {
	e := extest.Start(t, &engine.Options{FrameCap: -1}, func(*engine.Engine) error { return nil })
	const budget = 3 * time.Millisecond
	for _, way := range []Way{Renderer, Objects} {
		var log bytes.Buffer
		res, err := Measure(e, way, budget, &log)
		if err != nil {
			t.Fatal(err)
		}
		if res.Over <= res.Bunnies || res.OverFrame < budget || (res.Bunnies > 0 && res.Frame >= budget) {
			t.Errorf("%s: got %+v, want the last count under %v and the next at or over it", way, res, budget)
		}
		steps := strings.Count(log.String(), "bunnies")
		if want := strings.Count(log.String(), way.String()+":"); steps == 0 || steps != want {
			t.Errorf("%s: got %d log lines (%d naming the way), want one per step:\n%s", way, steps, want, log.String())
		}
		if !strings.Contains(log.String(), " "+strconv.Itoa(res.Over)+" bunnies") {
			t.Errorf("%s: the log does not show the last step, %d bunnies:\n%s", way, res.Over, log.String())
		}
	}
}

func TestFlags(t *testing.T) {
	saved := settings
	t.Cleanup(func() { settings = saved })
	for _, c := range []struct {
		args []string
		ok   bool
	}{
		{[]string{"-measure", "-way", "objects", "-budget", "5ms", "-renderer", "sdl"}, true},
		{[]string{"-way", "sideways"}, false},
		{[]string{"-budget", "0s"}, false},
		{[]string{"-renderer", "crayon"}, false},
	} {
		var o engine.Options
		err := flags(c.args, &o)
		var usage engine.UsageError
		if got := err == nil; got != c.ok || (err != nil && !errors.As(err, &usage)) {
			t.Errorf("flags %q: got %v, want ok %v (else a UsageError)", c.args, err, c.ok)
		}
	}
}
