// Package run starts the course's example programs, so that each example's
// main is one line and its file is about its pattern:
//
//	func main() { run.Main(&engine.Options{Title: "Command"}, setup) }
//
// Main does what every BEngine-Go program does (the tutorial's first step
// writes it out): create the engine, which opens the window and creates the
// singletons, let the program build its scene, run the loop until the
// window closes, and close the engine.
package run

import (
	"fmt"
	"os"

	"github.com/bengine-go/bengine/core/engine"
)

// Main runs an example: engine.New(opts), setup(e), e.Run(), e.Close().
// On an error it prints it and exits with status 1.
func Main(opts *engine.Options, setup func(e *engine.Engine) error) {
	if err := start(opts, setup); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

func start(opts *engine.Options, setup func(e *engine.Engine) error) error {
	e, err := engine.New(opts)
	if err != nil {
		return err
	}
	defer e.Close()
	if err := setup(e); err != nil {
		return err
	}
	return e.Run()
}
