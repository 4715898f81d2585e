// Command step1 is the tutorial's first step: an empty window. Its main is
// the one every BEngine-Go program has, the game's included:
//
//	func main() { engine.Main(&engine.Options{Title: "Snake"}, setup) }
//
// engine.Main is the whole life of a program: it creates the engine (which
// opens the window and creates the singletons: Time, Renderer, Scenes,
// Res, Input), calls setup with it to set things up, runs the loop until
// the window closes, closes the engine and exits, with a clear message and
// status 1 if something failed.
//
//	go run ./examples/tutorial/step1
//
// The window shows the game's 256x240 logical pixels, scaled up three times
// with sharp edges. Close it, press Ctrl+C in the terminal or send the
// process SIGTERM: each ends the loop cleanly. The next steps put a game in
// it.
package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
)

func main() { engine.Main(&engine.Options{Title: "Snake"}, setup) }

// setup prepares the game in the engine it is given: for now, a dark green
// background.
func setup(e *engine.Engine) error {
	e.Renderer().SetClearColor(render.RGBA8(20, 30, 20, 255))
	return nil
}
