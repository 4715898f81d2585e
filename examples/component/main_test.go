package main

import (
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/internal/extest"
)

// TestComposition checks what each object is made of: the ship moves with
// the keys and the drone does not; Space adds a shield to the ship, which
// removes itself after its two seconds.
func TestComposition(t *testing.T) {
	e := extest.Start(t, nil, setup)
	extest.Frames(t, e, 2)
	s := engine.Scenes().Active()
	ship, drone := s.Find("ship"), s.Find("drone")
	if _, ok := scene.GetComponent[*pilot](drone); ok {
		t.Fatal("the drone has a pilot; want only the ship to")
	}
	start := ship.Transform.Position()
	extest.Press(t, e, input.KeyRight, true)
	extest.Frames(t, e, 29)
	extest.Press(t, e, input.KeyRight, false)
	if moved := ship.Transform.Position().Sub(start); moved.X() < 40 || moved.Y() != 0 {
		t.Fatalf("holding Right for 30 frames moved the ship by %v, want about 45 px right", moved)
	}

	extest.Tap(t, e, input.KeySpace)
	if _, ok := scene.GetComponent[*shield](ship); !ok {
		t.Fatal("Space gave the ship no shield")
	}
	if _, ok := scene.GetComponent[*shield](drone); ok {
		t.Fatal("the drone got a shield too")
	}
	extest.Frames(t, e, 125) // a little over two seconds
	if _, ok := scene.GetComponent[*shield](ship); ok {
		t.Fatal("the shield is still there after its two seconds")
	}
	if _, ok := scene.GetComponent[*body](ship); !ok {
		t.Fatal("removing the shield removed the body too")
	}
}
