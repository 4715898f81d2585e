package engine

import (
	"fmt"
	"io"
	"os"

	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// Fatal reports an error that stops the game, such as one from New or Run,
// where the player can see it, then exits with status 1. A game's main
// calls it in place of printing and exiting:
//
//	if err := bomberman.Run(f, data); err != nil {
//		engine.Fatal("Bomberman", err)
//	}
//
// See ReportFatal for where the message goes.
func Fatal(title string, err error) {
	ReportFatal(os.Stderr, title, err)
	os.Exit(1)
}

// ReportFatal writes "title: err" to w (a terminal, a pipe or a log file),
// and where nobody reads the process's standard error, also shows err in a
// modal error box titled title, returning when the player closes it: a
// Windows release build (a GUI program has no console), a macOS app opened
// from Finder or a game started by a desktop launcher (their output goes to
// the null device), and the web build (the browser's alert: players do not
// read the developer console). It reports whether it showed the box. The box
// is SDL's (SDL_ShowSimpleMessageBox), which needs no window and works even
// when the engine failed to start; with SDL_VIDEO_DRIVER=offscreen or dummy
// no box is shown.
func ReportFatal(w io.Writer, title string, err error) bool {
	fmt.Fprintf(w, "%s: %v\n", title, err)
	if !sdlsys.StderrUnseen() {
		return false
	}
	return sdlsys.ShowError(title, fmt.Sprintf("%s could not go on:\n\n%v", title, err)) == nil
}
