package render_test

import (
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/render"
)

func TestOverlayGraphIsARing(t *testing.T) {
	o := render.NewOverlay(nil)
	cases := []struct {
		frames   int
		wantLen  int
		wantHead float32 // oldest frame time kept, ms
	}{{1, 1, 1}, {10, 10, 1}, {64, 64, 1}, {100, 64, 37}}
	for _, c := range cases {
		o := *o
		for i := 1; i <= c.frames; i++ {
			o.Record(render.OverlayStats{FrameTime: time.Duration(i) * time.Millisecond})
		}
		buf := make([]float32, 128)
		n := o.Graph(buf)
		if n != c.wantLen || buf[0] != c.wantHead || buf[n-1] != float32(c.frames) {
			t.Errorf("%d frames: got %d entries from %v to %v, want %d from %v to %v",
				c.frames, n, buf[0], buf[n-1], c.wantLen, c.wantHead, c.frames)
		}
	}
}

func TestOverlayFPS(t *testing.T) {
	o := render.NewOverlay(nil)
	for range 200 {
		o.Record(render.OverlayStats{FrameTime: 20 * time.Millisecond})
	}
	if got := o.FPS(); got < 49.9 || got > 50.1 {
		t.Errorf("got %v FPS, want 50", got)
	}
}

func TestOverlayDraws(t *testing.T) {
	r := newRenderer(t, 256, 240)
	o := render.NewOverlay(render.DefaultFont(r))
	for i := range 80 {
		o.Record(render.OverlayStats{FrameTime: time.Duration(10+i%20) * time.Millisecond, FixedSteps: 1, DrawCalls: 5, Sprites: 120, Allocs: 3})
	}
	o.Draw(r.Queue())
	n := r.Queue().Len()
	img := frame(t, r)
	// six lines of text, a background, 64 graph bars and the budget line
	if n < 64+2+40 {
		t.Errorf("got %d quads, want at least %d", n, 64+2+40)
	}
	lit := 0
	for y := 2; y < 12; y++ {
		for x := 2; x < 60; x++ {
			if img.RGBAAt(x, y).R > 200 {
				lit++
			}
		}
	}
	if lit < 20 {
		t.Errorf("got %d bright pixels in the first text line, want text", lit)
	}
}
