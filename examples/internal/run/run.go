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
