package main

import (
	"slices"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestListenersHearTheKnight hits the knight and checks both listeners:
// the bar follows the hit points, the achievements unlock, and destroying
// the bar closes its subscription.
func TestListenersHearTheKnight(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 2)
	hp := extest.Component[*health](t, "knight")
	bar := extest.Component[*healthBar](t, "bar")
	ach := extest.Component[*achievements](t, "achievements")

	for range 3 {
		extest.Tap(t, e, input.KeyH)
	}
	if bar.shown != 7 || ach.hits != 3 {
		t.Fatalf("after 3 hits: bar shows %d, achievements counted %d; want 7 and 3", bar.shown, ach.hits)
	}
	if hp.Changed.Len() != 1 {
		t.Fatalf("Changed has %d listeners, want 1 (the bar)", hp.Changed.Len())
	}
	extest.Tap(t, e, input.KeyB)
	if hp.Changed.Len() != 0 {
		t.Fatalf("after the bar was destroyed Changed has %d listeners, want 0", hp.Changed.Len())
	}
	for range 8 {
		extest.Tap(t, e, input.KeyH)
	}
	if want := []string{"First blood", "Fallen"}; !slices.Equal(ach.unlocked, want) || hp.hp != 0 {
		t.Fatalf("after 11 hits: unlocked %v with %d hp left, want %v and 0", ach.unlocked, hp.hp, want)
	}
}
