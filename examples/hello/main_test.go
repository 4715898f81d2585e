package main

import (
	"errors"
	"runtime"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/core/render"
)

// TestHelloRunsHeadless runs the program's scene headless: the sprite from
// the embedded PNG is drawn, Right held moves it right, Escape quits.
func TestHelloRunsHeadless(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	e, err := engine.New(&engine.Options{Title: "Hello, BEngine", Data: files, Headless: true})
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := setup(e); err != nil {
		t.Fatal(err)
	}
	frames := func(n int) {
		t.Helper()
		for i := 0; i < n; i++ {
			if err := e.RunOneFrame(); err != nil {
				t.Fatal(err)
			}
		}
	}
	frames(2)
	face := e.Scenes().Active().Find("face")
	if got := e.Renderer().Stats().Sprites; got != 1 {
		t.Fatalf("drew %d sprites, want the face", got)
	}
	img, err := e.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	if c := img.RGBAAt(120+8, 112+3); c.R != 250 || c.G != 200 || c.B != 40 {
		t.Errorf("the face's yellow at (128, 115): got %v, want {250 200 40}", c)
	}

	start := face.Transform.WorldPosition()
	inputtest.PushKey(input.KeyRight, true)
	frames(30) // half a second at 90 px/s: 45 px
	inputtest.PushKey(input.KeyRight, false)
	frames(1)
	if moved := face.Transform.WorldPosition().Sub(start); moved[0] < 40 || moved[0] > 50 || moved[1] != 0 {
		t.Errorf("Right held for 30 steps moved the face by %v, want about (45, 0)", moved)
	}

	inputtest.PushKey(input.KeyEscape, true)
	if err := e.RunOneFrame(); !errors.Is(err, engine.ErrQuit) {
		t.Fatalf("the frame after Escape: got %v, want ErrQuit", err)
	}
}
