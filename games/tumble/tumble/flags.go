package tumble

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"path"
	"strings"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
)

// Flags are the command line of the tumble executable, in Bomberman's
// shape: the scripted, headless runs of tests and tools, plus the window's
// options.
type Flags struct {
	Level      string         // -level: the level's name, levels/NAME.json in the data ("yard")
	Edit       bool           // -edit: start in the level editor
	Headless   bool           // -headless: offscreen driver, no audio device, steps as fast as possible
	Ticks      int            // -ticks: exit after this many fixed steps (0 = no limit)
	Replay     string         // -replay: take the level and the buttons from this replay
	Record     string         // -record: write a replay of the run on exit
	Dump       string         // -dump: write the run's state as JSON on exit
	Screenshot string         // -screenshot: write the last frame as PNG on exit
	DataDir    string         // -data: the data folder ("" finds data/ beside the executable, or ./data/tumble)
	Scale      int            // -scale: window scale (0: 3, or 1 headless)
	Renderer   render.Backend // -renderer: gpu, sdl or auto
	DebugDraw  bool           // -debugdraw: draw the physics world's shapes, joints and contacts (F4 on the F3 overlay too)
	// RenderDriver names SDL's render driver (no flag; "" lets the
	// renderer pick): pictures compared pixel for pixel pin one.
	RenderDriver string
	// Debug is the engine's debug features (no flag: as the build says);
	// tests of hot reload turn them on in a headless run.
	Debug engine.Debug
}

// DefaultLevel is the level played without -level.
const DefaultLevel = "yard"

// LevelFile is the data file of the level named name.
func LevelFile(name string) string { return "levels/" + name + ".json" }

// ParseFlags parses the executable's arguments (without the program
// name). Values out of range are errors that name the flag.
func ParseFlags(args []string) (Flags, error) {
	var f Flags
	var backend string
	fs := flag.NewFlagSet("tumble", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.StringVar(&f.Level, "level", DefaultLevel, "")
	fs.BoolVar(&f.Edit, "edit", false, "")
	fs.BoolVar(&f.Headless, "headless", false, "")
	fs.IntVar(&f.Ticks, "ticks", 0, "")
	fs.StringVar(&f.Replay, "replay", "", "")
	fs.StringVar(&f.Record, "record", "", "")
	fs.StringVar(&f.Dump, "dump", "", "")
	fs.StringVar(&f.Screenshot, "screenshot", "", "")
	fs.StringVar(&f.DataDir, "data", "", "")
	fs.IntVar(&f.Scale, "scale", 0, "")
	fs.StringVar(&backend, "renderer", "auto", "")
	fs.BoolVar(&f.DebugDraw, "debugdraw", false, "")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return f, err
		}
		return f, fmt.Errorf("tumble: %w", err)
	}
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	if fs.NArg() > 0 {
		return f, fmt.Errorf("tumble: unexpected argument %q", fs.Arg(0))
	}
	r, err := render.ParseBackend(backend)
	if err != nil {
		return f, fmt.Errorf("tumble: -renderer: %w", err)
	}
	f.Renderer = r
	switch {
	case f.Level == "" || strings.ContainsAny(f.Level, `/\.`) || !validName(f.Level):
		return f, fmt.Errorf("tumble: -level: got %q, want a level's name, such as %s (the file %s)", f.Level, DefaultLevel, LevelFile(DefaultLevel))
	case f.Ticks < 0 || f.Ticks > MaxReplayTicks:
		return f, fmt.Errorf("tumble: -ticks: got %d, want 0 (no limit) to %d", f.Ticks, MaxReplayTicks)
	case f.Scale != 0 && (f.Scale < 1 || f.Scale > 8):
		return f, fmt.Errorf("tumble: -scale: got %d, want 1..8", f.Scale)
	case f.Headless && f.Ticks == 0 && f.Replay == "":
		return f, errors.New("tumble: -headless needs -ticks N or -replay FILE, or it would never end")
	case f.Replay != "" && set["level"]:
		return f, errors.New("tumble: -replay names its level: give -replay or -level, not both")
	case f.Replay != "" && f.Edit:
		return f, errors.New("tumble: -replay plays a run; -edit opens the editor: give one of them")
	case f.Replay != "" && f.Record != "" && path.Clean(f.Replay) == path.Clean(f.Record):
		return f, fmt.Errorf("tumble: -record %s would overwrite the -replay it plays", f.Record)
	}
	return f, nil
}

func validName(s string) bool {
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return len(s) <= 64
}

// Usage is the flags' help text.
func Usage() string {
	return `usage: tumble [flags]
  -level NAME     play the level levels/NAME.json of the data (default yard)
  -edit           start in the level editor
  -headless       no window, no audio device, fixed steps as fast as possible
  -ticks N        exit after N fixed steps (10 ms each)
  -replay FILE    take the level and the buttons from a replay (the run ends at its last step)
  -record FILE    write a replay of the run on exit (of the run since its last start or restart)
  -dump FILE      write the run's state as JSON on exit
  -screenshot F   write the last frame as PNG on exit
  -data DIR       data folder overriding the embedded data (default: data/ beside the executable, or ./data/tumble)
  -scale N        window scale 1..8 (default 3)
  -renderer R     what draws: gpu (SDL's GPU API), sdl (SDL's 2D renderer) or auto
  -debugdraw      draw the physics world over the game: shapes, joints, contacts
                  (in a debug build, F4 turns them on and off while F3's overlay shows)`
}
