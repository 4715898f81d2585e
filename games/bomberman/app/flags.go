package app

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// Flags are the command line of the bomberman executable: the scripted,
// headless runs of tests and tools, plus the window options.
type Flags struct {
	Stage      int            // -stage: start at this stage (1..50), skipping the title; 0 = title
	Password   string         // -password: continue from this Game Over password, as CONTINUE does (upper case)
	Seed       uint64         // -seed: the RNG seed
	SeedSet    bool           // whether -seed was given (otherwise the clock picks one; headless: 0)
	Headless   bool           // -headless: offscreen driver, no audio device, steps as fast as possible
	Replay     string         // -replay: take the inputs (and seed, stage, mode) from this replay
	Force      bool           // -force: play a -replay recorded on other rules data all the same
	Record     string         // -record: write a replay of the game on exit
	Ticks      int            // -ticks: exit after this many fixed steps (0 = no limit)
	Dump       string         // -dump: write game.Dump as JSON on exit
	Screenshot string         // -screenshot: write the last frame as PNG on exit
	Mode       game.Mode      // -mode: normal, coop or versus (with -stage)
	DataDir    string         // -data: the data folder ("" finds data/ beside the executable, or ./data/bomberman)
	Scale      int            // -scale: window scale (0 = from the settings)
	Fullscreen bool           // -fullscreen
	Mute       bool           // -mute: no sound
	Renderer   render.Backend // -renderer: gpu or sdl (default auto: the fastest for the machine)
	Host       string         // -host: wait for an online opponent on this UDP address (player 1)
	Join       string         // -join: play online against the host at HOST:PORT (player 2)
	Delay      int            // -delay: the online input delay in ticks
	DelaySet   bool           // whether -delay was given (otherwise the settings' InputDelay)
	// RenderThread is the engine's render thread (no flag: the engine's
	// default, on where it is faster); tests run the game both ways.
	RenderThread engine.RenderThread
	// RenderDriver names SDL's render driver (no flag: "" lets the
	// renderer pick; SDL_RENDER_DRIVER in the environment does too):
	// pictures compared pixel for pixel pin the one they were taken with.
	RenderDriver string
	// Live makes a headless run play as a player's would (no flag): the
	// STAGE cards, the game over's hand-over to the menus, the versus
	// screens; the tests of the menus play so, on the offscreen driver.
	Live bool
}

// ParseFlags parses the executable's arguments (without the program name).
// Values out of range are errors that name the flag.
func ParseFlags(args []string) (Flags, error) {
	var f Flags
	var seed, mode, backend string
	fs := flagSet(&f, &seed, &mode, &backend)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return f, err
		}
		return f, fmt.Errorf("bomberman: %w", err)
	}
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	f.DelaySet = set["delay"]
	if fs.NArg() > 0 {
		return f, fmt.Errorf("bomberman: unexpected argument %q", fs.Arg(0))
	}
	// The command line is not the NES pad: a password typed in lower case
	// is read as the same letters in upper case.
	f.Password = upperASCII(f.Password)
	if seed != "" {
		v, err := strconv.ParseUint(seed, 10, 64)
		if err != nil {
			return f, fmt.Errorf("bomberman: -seed: %q is not a number in 0..%d", seed, uint64(1<<64-1))
		}
		f.Seed, f.SeedSet = v, true
	}
	r, err := render.ParseBackend(backend)
	if err != nil {
		return f, fmt.Errorf("bomberman: -renderer: %w", err)
	}
	f.Renderer = r
	m, err := game.ParseMode(mode)
	if err != nil {
		return f, fmt.Errorf("bomberman: -mode: %w", err)
	}
	f.Mode = m
	switch {
	case f.Stage != 0 && (f.Stage < 1 || f.Stage > game.Stages):
		return f, fmt.Errorf("bomberman: -stage: got %d, want 1..%d", f.Stage, game.Stages)
	case f.Ticks < 0:
		return f, fmt.Errorf("bomberman: -ticks: got %d, want 0 (no limit) or more", f.Ticks)
	case f.Scale != 0 && (f.Scale < save.MinScale || f.Scale > save.MaxScale):
		return f, fmt.Errorf("bomberman: -scale: got %d, want %d..%d", f.Scale, save.MinScale, save.MaxScale)
	case f.Headless && f.Ticks == 0 && f.Replay == "":
		return f, errors.New("bomberman: -headless needs -ticks N or -replay FILE, or it would never end")
	case f.Headless && f.Fullscreen:
		return f, errors.New("bomberman: -headless and -fullscreen do not go together")
	case f.Password != "" && f.Stage != 0:
		return f, errors.New("bomberman: -password holds its stage: give -password or -stage, not both")
	case f.Password != "" && f.Mode == game.ModeVersus:
		return f, errors.New("bomberman: -password continues a normal or co-op game, not -mode versus")
	case f.Force && f.Replay == "":
		return f, errors.New("bomberman: -force plays a -replay recorded on other rules data: give it with -replay")
	case f.Replay != "" && f.Record != "" && f.Replay == f.Record:
		return f, fmt.Errorf("bomberman: -record %s would overwrite the -replay it plays", f.Record)
	}
	return f, f.checkOnline(set)
}

// checkOnline checks the flags of an online match (-host, -join, -delay).
func (f Flags) checkOnline(set map[string]bool) error {
	switch {
	case f.Host != "" && f.Join != "":
		return errors.New("bomberman: -host waits for an opponent and -join connects to one: give one of them")
	case f.DelaySet && (f.Delay < 0 || f.Delay > netplay.MaxDelay):
		return fmt.Errorf("bomberman: -delay: got %d, want 0..%d ticks", f.Delay, netplay.MaxDelay)
	case !f.Online() && f.DelaySet:
		return errors.New("bomberman: -delay is the online input delay: give it with -host or -join")
	case !f.Online():
		return nil
	case !f.Headless && (f.Replay != "" || f.Ticks != 0 || f.Dump != "" || f.Record != ""):
		return errors.New("bomberman: -replay, -ticks, -dump and -record script a headless online match (add -headless); in a window you play it")
	case f.Password != "":
		return errors.New("bomberman: -password continues a normal or co-op game; an online match is versus")
	case set["mode"] && f.Mode != game.ModeVersus:
		return fmt.Errorf("bomberman: -mode %v: an online match is versus", f.Mode)
	case f.Headless && f.Screenshot != "":
		return errors.New("bomberman: -screenshot: a headless online match draws no frames")
	case f.Join != "" && (set["seed"] || set["stage"]):
		return errors.New("bomberman: -seed and -stage are the host's: the joiner plays the host's match")
	}
	return nil
}

// Online reports whether the flags ask for an online match.
func (f Flags) Online() bool { return f.Host != "" || f.Join != "" }

// flagSet declares the executable's flags into f and the three strings
// ParseFlags turns into values.
func flagSet(f *Flags, seed, mode, backend *string) *flag.FlagSet {
	fs := flag.NewFlagSet("bomberman", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.IntVar(&f.Stage, "stage", 0, "start at stage `N` (1..50), skipping the title")
	fs.StringVar(&f.Password, "password", "", "continue from Game Over password `CODE` (20 letters A-P, either case), skipping the title")
	fs.StringVar(seed, "seed", "", "RNG seed `N` (default: from the clock)")
	fs.BoolVar(&f.Headless, "headless", false, "no window, no audio device, fixed steps as fast as possible")
	fs.StringVar(&f.Replay, "replay", "", "take the inputs from replay `FILE` (its seed, stage and mode win)")
	fs.BoolVar(&f.Force, "force", false, "play a -replay recorded on other rules data all the same (it plays to another game)")
	fs.StringVar(&f.Record, "record", "", "write a replay of the game to `FILE` on exit")
	fs.IntVar(&f.Ticks, "ticks", 0, "exit after `N` fixed steps")
	fs.StringVar(&f.Dump, "dump", "", "write the game state as JSON to `FILE` on exit")
	fs.StringVar(&f.Screenshot, "screenshot", "", "write the last frame as PNG to `FILE` on exit")
	fs.StringVar(mode, "mode", "normal", "game `MODE` with -stage: normal, coop or versus")
	fs.StringVar(&f.DataDir, "data", "", "data `DIR` overriding the embedded data (default: data/ beside the executable, or ./data/bomberman, if there)")
	fs.IntVar(&f.Scale, "scale", 0, "window scale `N` (1..6; default from the settings)")
	fs.BoolVar(&f.Fullscreen, "fullscreen", false, "start fullscreen")
	fs.BoolVar(&f.Mute, "mute", false, "no sound")
	fs.StringVar(backend, "renderer", "auto", "what draws: `gpu` (SDL's GPU API), sdl (SDL's 2D renderer) or auto")
	fs.StringVar(&f.Host, "host", "", "wait for an online opponent on UDP `ADDR` (:7777, 0.0.0.0:7777, [::]:7777); you are player 1")
	fs.StringVar(&f.Join, "join", "", "play online against the host at `HOST:PORT`; you are player 2")
	fs.IntVar(&f.Delay, "delay", 0, "online input delay `N` in ticks (0..10; default from the settings, 2)")
	return fs
}

// Scripted reports whether the run is driven by flags rather than a player:
// headless or from a replay (and not Live). A scripted run never leaves
// the play scene by itself, so its state stays comparable with
// game.RunReplay.
func (f Flags) Scripted() bool { return (f.Headless || f.Replay != "") && !f.Live }

// Usage returns the flags' help text.
func Usage() string {
	return `usage: bomberman [flags]
  -stage N        start at stage N (1..50), skipping the title
  -password CODE  continue from a Game Over password (20 letters A-P, either case), as CONTINUE does
  -seed N         RNG seed (default: from the clock)
  -mode MODE      normal, coop or versus (with -stage)
  -headless       no window, no audio device, fixed steps as fast as possible
  -replay FILE    take the inputs from a replay (its seed, stage and mode win; -password continues from it)
  -force          play a -replay recorded on other rules data all the same (it plays to another game)
  -record FILE    write a replay of the game on exit
  -ticks N        exit after N fixed steps
  -dump FILE      write the game state as JSON on exit
  -screenshot F   write the last frame as PNG on exit
  -data DIR       data folder overriding the embedded data (default: data/ beside the executable, or ./data/bomberman)
  -scale N        window scale 1..6
  -fullscreen     start fullscreen
  -mute           no sound
  -renderer R     what draws: gpu (SDL's GPU API), sdl (SDL's 2D renderer) or auto (the fastest here: the GPU, or SDL's software renderer where the GPU or OpenGL runs on the CPU)
  -host ADDR      wait for an online opponent on UDP ADDR (:7777, 0.0.0.0:7777, [::]:7777); you are player 1
  -join HOST:PORT play online against a host; you are player 2 (seed, stage and rounds are the host's)
  -delay N        online input delay in ticks, 0..10 (default from the settings: 2)
                  with -headless an online match is scripted: -replay FILE gives your inputs
                  (the host plays its p1, the joiner its p2), -ticks N ends both at tick N`
}

// upperASCII returns s with a-z as A-Z; every other character is kept, so
// an error still shows what was typed.
func upperASCII(s string) string {
	return strings.Map(func(r rune) rune {
		if 'a' <= r && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}, s)
}
