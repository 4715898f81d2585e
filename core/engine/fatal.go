package engine

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// Fatal reports an error that stops the program, such as one from New or
// Run, where the player can see it, then exits with status 1: Main calls it
// for any error but a bad command line. It writes "title: err" to standard
// error (a terminal, a pipe or a log file), and where nobody reads that,
// also shows err in a modal error box titled title, until the player
// closes it: a Windows release build (a GUI program has no console), a
// macOS app opened from Finder or a game started by a desktop launcher
// (their output goes to the null device), and the web build (the
// browser's alert: players do not read the developer console). The box is
// SDL's, which needs no window and works even when the engine failed to
// start; with SDL_VIDEO_DRIVER=offscreen or dummy no box is shown. Fatal
// does not return, so nothing deferred runs: call it only once the engine
// is closed.
func Fatal(title string, err error) {
	reportFatal(os.Stderr, title, err)
	os.Exit(1)
}

// reportFatal is Fatal without the exit, writing to w; it reports whether
// it showed the box (SDL_ShowSimpleMessageBox).
func reportFatal(w io.Writer, title string, err error) bool {
	fmt.Fprintf(w, "%s: %v\n", title, err)
	if !sdlsys.StderrUnseen() {
		return false
	}
	return sdlsys.ShowError(title, fmt.Sprintf("%s could not go on:\n\n%v", title, err)) == nil
}

// UsageError marks an error as a bad command line: Main prints it, one
// line, and exits with status 2, as the flag package's programs do,
// without a message box.
type UsageError struct{ Err error }

func (e UsageError) Error() string { return e.Err.Error() }
func (e UsageError) Unwrap() error { return e.Err }

// ParseFlags parses args with fl, the way Main expects of Options.Args: -h
// prints fl's flags to standard output and returns flag.ErrHelp (Main then
// exits 0); a bad flag returns a UsageError with a hint to -h (Main prints
// it and exits 2).
func ParseFlags(fl *flag.FlagSet, args []string) error {
	fl.SetOutput(io.Discard)
	err := fl.Parse(args)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fl.SetOutput(os.Stdout)
		fmt.Printf("usage of %s:\n", fl.Name())
		fl.PrintDefaults()
		return err
	case err != nil:
		return UsageError{Err: fmt.Errorf("%w (-h lists the flags)", err)}
	}
	return nil
}
