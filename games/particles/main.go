// Command particles is the particle playground: go run ./games/particles.
//
// Move the mouse to move the emitter, click for a burst, hold P for the
// Key behaviour, press D for a death effect, 1-4 to switch between the
// files in its data folder, Space to pause the stream, R to reload. In
// debug builds, saving a file in its data folder reloads it; a broken edit
// shows its error on screen while the last good config keeps running.
package main

import (
	"embed"
	"fmt"
	"io/fs"
	"os"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/games/particles/playground"
)

// files is the playground's data: its emitter files, embedded so the
// program runs from anywhere. A data/ folder beside the executable (or
// ./data, or -data DIR) overrides it, and hot-reloads in debug builds.
//
//go:embed data
var files embed.FS

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "particles:", err)
		os.Exit(1)
	}
}

func run() error {
	data, err := fs.Sub(files, "data")
	if err != nil {
		return err
	}
	e, err := engine.New(&engine.Options{
		Data:     data,
		Title:    "BEngine particle playground",
		LogicalW: playground.Width, LogicalH: playground.Height, Scale: 2,
	})
	if err != nil {
		return err
	}
	defer e.Close()
	if _, err := playground.Setup(e); err != nil {
		return err
	}
	return e.Run()
}
