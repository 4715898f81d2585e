package engine_test

import (
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/core/scene"
)

// ticker counts fixed steps and updates.
type ticker struct {
	scene.Base
	steps, frames int
}

func (t *ticker) FixedUpdate(dt float32) { t.steps++ }
func (t *ticker) Update(dt float32)      { t.frames++ }

// A headless engine runs one fixed step a frame, as fast as the machine
// allows: the shape of replays, tests and bots. The first frame starts the
// clock, so it runs none.
func Example() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	e, err := engine.New(&engine.Options{Headless: true})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer e.Close()

	s := scene.New("main")
	t := scene.AddComponent(s.NewObject("ticker"), &ticker{})
	engine.Scenes().Add(s)
	engine.Scenes().Switch("main")
	for i := 0; i < 10; i++ {
		e.RunOneFrame()
	}
	fmt.Println("fixed steps:", t.steps, "frames:", t.frames)
	fmt.Println("simulated:", engine.Time().Total().Round(time.Millisecond))
	// Output:
	// fixed steps: 9 frames: 10
	// simulated: 150ms
}

// The clock turns real frame times into fixed steps. A 40 ms frame at
// 60 steps a second runs two steps and keeps the rest as lag. A
// ManualSource gives the engine frame times exactly, as a test wants them.
func ExampleClock() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	src := &engine.ManualSource{}
	e, err := engine.New(&engine.Options{Headless: true, Clock: src})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer e.Close()
	e.RunOneFrame() // the first frame starts the clock
	src.Advance(40 * time.Millisecond)
	e.RunOneFrame()
	clk := e.Time()
	fmt.Println("steps:", clk.StepsThisFrame(), "lag:", clk.Lag().Round(time.Microsecond))
	// Output:
	// steps: 2 lag: 6.667ms
}

// A game tracks each data.Reloadable it watches: while a broken edit is
// refused (the last good data keeps running), the F3 overlay shows the
// reload's error, and ReloadErr returns it.
func ExampleEngine_TrackReload() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	dir, _ := os.MkdirTemp("", "data")
	defer os.RemoveAll(dir)
	file := filepath.Join(dir, "speed.json")
	os.WriteFile(file, []byte(`{"Speed": 2}`), 0o644)
	e, err := engine.New(&engine.Options{Headless: true, DataDir: dir, Debug: engine.DebugOn})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer e.Close()

	type tuning struct{ Speed int }
	speed, err := data.Load(e.Resources(), func(fsys fs.FS) (tuning, error) {
		var t tuning
		return t, data.LoadJSON(fsys, "speed.json", &t)
	}, "speed.json")
	if err != nil {
		fmt.Println(err)
		return
	}
	speed.Logger = slog.New(slog.DiscardHandler)
	speed.Watch()
	e.TrackReload(speed)

	os.WriteFile(file, []byte(`{"Speed": "fast"}`), 0o644)
	speed.Reload() // the watcher would, between frames
	e.RunOneFrame()
	fmt.Println("speed:", speed.Value().Speed)
	fmt.Println("overlay says:", e.ReloadErr())
	// Output:
	// speed: 2
	// overlay says: speed.json:1:11: Speed: want an integer, got "fast"
}

// Work for the end of a run goes to AfterRun: Run does it after its loop,
// however the loop ended (here Options.Ticks), with the engine still open.
func ExampleEngine_AfterRun() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	e, err := engine.New(&engine.Options{Headless: true, Ticks: 30})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer e.Close()
	e.AfterRun(func() error {
		fmt.Println("fixed steps:", e.Time().TotalSteps())
		return nil
	})
	if err := e.Run(); err != nil {
		fmt.Println(err)
	}
	// Output: fixed steps: 30
}

// A game's switch on the F3 overlay: while the overlay shows, the key
// flips the game's bool, which the game reads where it draws (here a
// physics debug drawing); a command-line flag can set the same bool where
// there is no overlay.
func ExampleEngine_AddOverlaySwitch() {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	e, err := engine.New(&engine.Options{Headless: true, Debug: engine.DebugOn})
	if err != nil {
		fmt.Println(err)
		return
	}
	defer e.Close()
	lines := false
	e.AddOverlaySwitch(input.KeyF4, "physics lines", &lines)
	e.SetOverlay(true) // as F3 does
	inputtest.PushKey(input.KeyF4, true)
	e.RunOneFrame()
	fmt.Println("physics lines:", lines)
	// Output: physics lines: true
}
