package engine

import (
	"errors"
	"flag"
	"fmt"
	"os"
)

// Main is the main function of every program on the engine, from the
// smallest example to the game, and it has one shape:
//
//	func main() { engine.Main(&engine.Options{Title: "Snake"}, setup) }
//
//	// setup builds the game in the engine it is given.
//	func setup(e *engine.Engine) error {
//		s := scene.New("play")
//		// ... objects and their components ...
//		e.Scenes().Add(s)
//		return e.Scenes().Switch("play")
//	}
//
// Main does what every program does, in order:
//
//  1. When opts.Args is set, it reads the command line with it (see
//     Options.Args); a program without flags leaves it nil. Where the
//     command line asks for work that needs no window (Args sets
//     Options.Instead), Main runs that instead of steps 2 to 5: no SDL is
//     loaded, no window opened.
//  2. It creates the engine with opts (New): SDL, the window and the
//     singletons.
//  3. It calls setup with the engine, to load the program's data and build
//     its scenes. A nil setup leaves the window empty. Work for after the
//     loop (saving, writing files, printing a summary) is handed to
//     Engine.AfterRun here.
//  4. It runs the loop (Run) until the window closes, Quit, a signal or
//     Options.Ticks ends it; the AfterRun functions run after it, with the
//     engine still open.
//  5. It closes the engine, however the run ended.
//  6. It ends the process: it returns when all went well (and after -h), it
//     exits with status 2 for a UsageError (its message on standard error),
//     and with status 1 for any other error, through Fatal, titled with
//     the window's title.
func Main(opts *Options, setup func(e *Engine) error) {
	o := Options{}
	if opts != nil {
		o = *opts
	}
	err := runMain(&o, setup, os.Args[1:])
	var usage UsageError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
	case errors.As(err, &usage):
		fmt.Fprintln(os.Stderr, usage.Err)
		os.Exit(2)
	default:
		Fatal(o.withDefaults().Title, err)
	}
}

// runMain is Main up to the exit: steps 1 to 5, with the command line args,
// changing o as Options.Args does.
func runMain(o *Options, setup func(e *Engine) error, args []string) error {
	if o.Args != nil {
		if err := o.Args(args, o); err != nil {
			return err
		}
	}
	if o.Instead != nil {
		return o.Instead()
	}
	e, err := New(o)
	if err != nil {
		return err
	}
	defer e.Close()
	if setup != nil {
		if err := setup(e); err != nil {
			return err
		}
	}
	return e.Run()
}
