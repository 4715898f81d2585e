package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestRebuildsOnlyWhenMoved runs the arm still, then turning, then still:
// the readout's text is rebuilt once at the start and once per frame that
// moved the hand; and the hand's world position, read through the stale
// matrices, stays at the arm's length from the shoulder.
func TestRebuildsOnlyWhenMoved(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 1) // the switch to the scene happens at the first frame
	s := engine.Scenes().Active()
	r := extest.Component[*readout](t, "readout")
	shoulder, hand := s.Find("shoulder"), s.Find("hand")
	reach := func() float32 { return hand.Transform.WorldPosition().Sub(shoulder.Transform.WorldPosition()).Len() }

	extest.Frames(t, e, 29)
	if r.rebuilds != 1 || r.frames != 30 {
		t.Fatalf("still arm: got %d rebuilds in %d frames, want 1 in 30", r.rebuilds, r.frames)
	}
	straight := reach()
	if want := float32(48 + 36 + 24); straight < want-0.01 || straight > want+0.01 {
		t.Fatalf("straight arm: hand %.2f px from the shoulder, want %v", straight, want)
	}
	before := hand.Transform.WorldPosition()
	extest.Press(t, e, input.KeySpace, true)
	extest.Frames(t, e, 9)
	extest.Press(t, e, input.KeySpace, false) // this frame no longer turns
	extest.Frames(t, e, 20)
	if r.rebuilds != 1+10 {
		t.Errorf("10 turning frames: got %d rebuilds, want 11", r.rebuilds)
	}
	if hand.Transform.WorldPosition() == before {
		t.Fatal("the hand did not move")
	}
	// The elbow bends: the reach is shorter than straight, and it is what
	// the joints' own transforms give.
	if got := reach(); got >= straight {
		t.Errorf("bent arm: reach %.2f, want less than %.2f", got, straight)
	}
	if got, want := hand.Transform.WorldPosition(), r.shown; got != want {
		t.Errorf("readout shows %v, want the hand's %v", want, got)
	}
}
