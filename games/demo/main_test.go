package main

import (
	"os"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
)

func TestDemoMovesParentAndChild(t *testing.T) {
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		t.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	e, err := engine.New(&engine.Options{Headless: true})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := Setup(e); err != nil {
		t.Fatal(err)
	}
	e.RunOneFrame()
	s := e.Scenes().Active()
	ship, moon := s.Find("ship"), s.Find("moon")
	if ship == nil || moon == nil {
		t.Fatal("the demo scene has no ship or moon")
	}
	shipStart, moonStart := ship.Transform.WorldPosition(), moon.Transform.WorldPosition()
	for i := 0; i < 30; i++ {
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
	}
	shipMoved := ship.Transform.WorldPosition().Sub(shipStart)
	if shipMoved.Len() < 1 {
		t.Fatalf("the ship moved %v in 30 frames, want it to drift", shipMoved)
	}
	// The moon keeps its 24 px orbit around the ship while both move.
	if d := moon.Transform.WorldPosition().Sub(ship.Transform.WorldPosition()).Len(); d < 23.9 || d > 24.1 {
		t.Fatalf("moon is %v px from the ship, want 24 (its orbit)", d)
	}
	if moon.Transform.WorldPosition().Sub(moonStart).Sub(shipMoved).Len() < 1 {
		t.Fatal("the moon only followed the ship; its orbit did not turn")
	}
	if got := e.Renderer().Stats().Sprites; got != 2 {
		t.Fatalf("drew %d sprites, want 2", got)
	}
}
