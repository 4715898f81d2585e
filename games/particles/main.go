// Command particles is the particle playground: go run ./games/particles.
//
// Move the mouse to move the emitter, click for a burst, hold P for the
// Key behaviour, press D for a death effect, 1-4 to switch between the
// files in its data folder, Space to pause the stream, R to reload. In
// debug builds, saving a file in its data folder reloads it; a broken edit
// shows its error on screen while the last good config keeps running.
//
//	go run ./games/particles                        # a window
//	go run ./games/particles -headless -ticks 120   # no window: 2 s of sparks, then a summary
//	go run ./games/particles -data DIR              # emitter files from DIR
package main

import (
	"embed"
	"flag"
	"fmt"
	"io/fs"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/games/particles/playground"
)

// files is the playground's data: its emitter files, embedded so the
// program runs from anywhere. A data/ folder beside the executable (or
// ./data, or -data DIR) overrides it, and hot-reloads in debug builds.
//
//go:embed data
var files embed.FS

func main() { engine.Main("Particle playground", run) }

func run(args []string) error {
	fl := flag.NewFlagSet("particles", flag.ContinueOnError)
	headless := fl.Bool("headless", false, "run with no window, no audio and no frame cap")
	ticks := fl.Int("ticks", 0, "quit after this many fixed steps (0: run until closed)")
	dataDir := fl.String("data", "", "read the emitter files from this folder instead of the embedded ones")
	if err := engine.ParseFlags(fl, args); err != nil {
		return err
	}
	data, err := fs.Sub(files, "data")
	if err != nil {
		return err
	}
	e, err := engine.New(&engine.Options{
		Data: data, DataDir: *dataDir,
		Title: "BEngine particle playground", AppID: "io.github.bengine-go.particles",
		LogicalW: playground.Width, LogicalH: playground.Height, Scale: 2,
		Headless: *headless, Ticks: *ticks,
	})
	if err != nil {
		return err
	}
	defer e.Close()
	p, err := playground.Setup(e)
	if err != nil {
		return err
	}
	if err := e.Run(); err != nil {
		return err
	}
	if *headless {
		fmt.Printf("particles: %d fixed steps, %d particles live, data from %s\n",
			e.Time().TotalSteps(), p.Live(), e.Resources().Source())
	}
	return nil
}
