// Command step1 is the tutorial's first step: an empty window. It is the
// whole life of a BEngine-Go program: create the engine (it opens the
// window and creates the singletons: Time, Renderer, Scenes, Res, Input),
// set things up, run the loop until the window closes, close the engine.
//
//	go run ./examples/tutorial/step1
//
// The window shows the game's 256x240 logical pixels, scaled up three times
// with sharp edges. Close it, press Ctrl+C in the terminal or send the
// process SIGTERM: each ends Run cleanly. The next steps put a game in it.
package main

import (
	"fmt"
	"os"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "snake:", err)
		os.Exit(1)
	}
}

func run() error {
	e, err := engine.New(&engine.Options{Title: "Snake"})
	if err != nil {
		return err // no display, say: the error says which
	}
	defer e.Close()
	if err := setup(e); err != nil {
		return err
	}
	return e.Run()
}

// setup prepares the game in the running engine: for now, a dark green
// background.
func setup(*engine.Engine) error {
	engine.Renderer().SetClearColor(render.RGBA8(20, 30, 20, 255))
	return nil
}
