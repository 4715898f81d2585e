// Command particles is the particle playground: go run ./games/particles.
//
// Move the mouse to move the emitter, click for a burst, hold P for the
// Key behaviour, press D for a death effect, 1-4 to switch between the
// emitter files, Space to pause the stream, R to reload. The files are the
// repository's data/particles, embedded; run from the repository's root, a
// debug build reads that folder from disk instead and reloads a file when
// it is saved: a broken edit shows its error on screen while the last good
// config keeps running.
//
//	go run ./games/particles                        # a window
//	go run ./games/particles -headless -ticks 120   # no window: 2 s of sparks, then a summary
//	go run ./games/particles -data DIR              # emitter files from DIR
package main

import (
	"flag"
	"fmt"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/data"
	"github.com/bengine-go/bengine/games/particles/playground"
)

func main() {
	engine.Main(&engine.Options{
		Title: "BEngine particle playground", AppID: "io.github.bengine-go.particles",
		Window: render.Options{LogicalW: playground.Width, LogicalH: playground.Height, Scale: 2},
		// The emitter files, embedded so that the program runs from
		// anywhere. A data/ folder beside the executable, data/particles
		// from the repository's root, or -data DIR overrides them.
		Data: data.Particles(),
		Args: flags,
	}, run)
}

// flags reads the command line into the engine's options.
func flags(args []string, o *engine.Options) error {
	fl := flag.NewFlagSet("particles", flag.ContinueOnError)
	fl.BoolVar(&o.Headless, "headless", false, "run with no window, no audio and no frame cap")
	fl.IntVar(&o.Ticks, "ticks", 0, "quit after this many fixed steps (0: run until closed)")
	fl.StringVar(&o.DataDir, "data", "", "read the emitter files from this folder instead of the embedded ones")
	return engine.ParseFlags(fl, args)
}

// run sets the playground up in e; a headless run prints a summary after
// the loop.
func run(e *engine.Engine) error {
	p, err := playground.Setup(e)
	if err != nil {
		return err
	}
	if e.Options().Headless {
		e.AfterRun(func() error {
			fmt.Printf("particles: %d fixed steps, %d particles live, data from %s\n",
				e.Time().TotalSteps(), p.Live(), e.Resources().Source())
			return nil
		})
	}
	return nil
}
