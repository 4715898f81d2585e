package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestExplosionReachesEveryListener plants a bomb and waits for its fuse:
// the score counts it, the camera shakes, the bomb is gone; and the
// listeners leave the bus with their scene.
func TestExplosionReachesEveryListener(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 2)
	s := engine.Scenes().Active()
	sc := extest.Component[*score](t, "score")
	var heard []Exploded
	patterns.Subscribe(services.Bus(), func(ev Exploded) { heard = append(heard, ev) })

	extest.Tap(t, e, input.KeySpace)
	if s.Find("bomb") == nil {
		t.Fatal("Space planted no bomb")
	}
	extest.Frames(t, e, 58)
	if len(heard) != 0 {
		t.Fatalf("the bomb exploded after %d steps, want 60", engine.Time().TotalSteps())
	}
	extest.Frames(t, e, 2)
	if len(heard) != 1 {
		t.Fatalf("got %d explosions, want 1", len(heard))
	}
	if want := 10 * heard[0].Power; sc.points != want {
		t.Errorf("score: got %d, want %d", sc.points, want)
	}
	if x, y := engine.Renderer().Camera(); x == 0 && y == 0 {
		t.Error("the camera did not shake")
	}
	if s.Find("bomb") != nil {
		t.Error("the bomb is still there")
	}
	if n := patterns.Listeners[Exploded](services.Bus()); n != 3 {
		t.Errorf("got %d listeners, want 3 (score, shake, this test)", n)
	}
	s.Clear()
	if n := patterns.Listeners[Exploded](services.Bus()); n != 1 {
		t.Errorf("after the scene was cleared: got %d listeners, want 1 (this test)", n)
	}
}
