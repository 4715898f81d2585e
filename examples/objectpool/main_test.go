package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestPoolDoesNotGrow bursts three times into a pool that holds two
// bursts: the third half fits and the rest is counted as dropped; the pool
// keeps its size, and empties when the sparks' life is over.
func TestPoolDoesNotGrow(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 2)
	h := extest.Component[*hud](t, "hud")
	sys := h.em.System()
	pool := sparks.PoolSize(room)
	if sys.Cap() != pool || pool != 301 {
		t.Fatalf("pool: got %d, want %d (301)", sys.Cap(), pool)
	}
	cases := []struct{ live, dropped int }{{150, 0}, {300, 0}, {301, 149}}
	for i, c := range cases {
		extest.Tap(t, e, input.KeySpace)
		if sys.Live() != c.live || sys.Dropped() != c.dropped {
			t.Errorf("burst %d: got %d live, %d dropped; want %d, %d", i+1, sys.Live(), sys.Dropped(), c.live, c.dropped)
		}
	}
	if want := "pool 301, dropped 149"; h.label != want {
		t.Errorf("label: got %q, want %q", h.label, want)
	}
	if got := engine.Renderer().Stats().Sprites; got < 300 {
		t.Errorf("drew %d sprites, want the 300 sparks and the HUD", got)
	}
	extest.Frames(t, e, 100) // past the sparks' 1.5 s life
	if sys.Live() != 0 || sys.Cap() != pool {
		t.Errorf("after their life: got %d live in a pool of %d, want 0 in %d", sys.Live(), sys.Cap(), pool)
	}
}
