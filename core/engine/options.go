package engine

import (
	"io/fs"
	"log/slog"
	"time"

	"github.com/bengine-go/bengine/core/render"
)

// Options configure an Engine. The zero value (or a nil *Options) is a
// sensible NES-shaped setup: 256x240 logical pixels in a 3x window, a 1/60 s
// fixed step, at most 5 catch-up steps a frame, a 60 FPS cap, vsync off,
// debug features as the build says, signals handled.
type Options struct {
	// Title is the program's name: the window's title, the app's name for
	// SDL, the config folder's name when there is no AppID, and the title
	// of Fatal's message ("BEngine").
	Title string
	AppID string // the app's identifier, a reverse domain name ("io.github.bengine-go.bomberman"); "" for none
	// Window is the window and what draws in it (see render.Options): the
	// logical resolution (256x240), the window's scale (3), vsync,
	// fullscreen at start, the backend (render.BackendAuto picks the
	// fastest for the device found) and SDL's render driver. The engine
	// fills in its Title from Title and its Logger from Logger where they
	// are empty, and hides the window of a Headless run.
	Window     render.Options
	FixedStep  time.Duration // fixed simulation step (1/60 s)
	MaxCatchUp int           // fixed steps per frame at most (5)
	FrameCap   int           // frames per second at most; < 0 means no cap (60)
	Ticks      int           // end the run after this many fixed steps (RunOneFrame returns ErrQuit); 0 for no limit
	// Data is the program's own data, usually embedded (this repository's
	// programs take theirs from package data: data.Bomberman()); nil means
	// none. A real data folder overrides it: DataDir, or data/ beside the
	// executable, or, run from the repository's root, data/NAME for an
	// executable named NAME (see FindDataDir).
	Data        fs.FS
	DataDir     string // data folder that overrides Data ("" looks beside the executable, then in ./data/NAME)
	VideoDriver string // SDL video driver; overrides SDL_VIDEO_DRIVER ("" lets SDL choose; "offscreen" or "dummy" for headless runs)
	// ConfigDir is the player's folder for this program: the F12
	// screenshots go there when there is no pictures folder, and a
	// gamecontrollerdb.txt there adds gamepad mappings. "" means AppID (or
	// else the title, in lower case) under os.UserConfigDir.
	ConfigDir string
	// ScreenshotDir is where F12 writes screenshots; "" means the
	// player's pictures folder ($XDG_PICTURES_DIR, the one a Linux
	// desktop names, or Pictures in the home folder), else "screenshots"
	// in ConfigDir.
	ScreenshotDir string
	// Headless runs with no visible window (the offscreen driver unless
	// VideoDriver says otherwise), no audio device and no frame cap; each
	// frame after the first runs exactly one fixed step. BackendAuto then
	// makes no GPU device for a window nobody sees: SDL's 2D renderer
	// draws, with its software driver where OpenGL is a CPU rasterizer.
	Headless bool
	// Audio opens the SDL audio device; otherwise the NullAudioService is used.
	Audio bool
	// Debug turns the debug features on or off: the F3 overlay and hot
	// reload of data files. The zero value, DebugAuto, follows the build.
	Debug Debug
	// RenderThread runs a frame's fixed steps, Update and Render on a game
	// goroutine while the thread that owns SDL draws the frame before. The
	// zero value, RenderThreadAuto, turns it on in native builds with two
	// or more cores for Go. A game sees no difference: the same steps, the
	// same inputs, the same pictures.
	RenderThread RenderThread
	// NoSignals leaves SIGINT, SIGTERM and SIGHUP to a program that handles
	// them itself. By default the engine listens from New on,
	// and each of them ends the loop the way Quit does (RunOneFrame returns
	// ErrQuit), so a game's deferred saves still run; a game still open
	// three seconds later, or given a second signal, is ended.
	NoSignals bool
	// Args, when set, reads the program's command line for Main, which
	// calls it with os.Args[1:] before the engine starts. It parses the
	// program's flags (with ParseFlags) into these Options, and into the
	// program's own variables that setup reads: a -headless flag setting
	// o.Headless, say. It returns flag.ErrHelp when it printed the usage,
	// a UsageError for a bad command line, and any other error for one
	// that stops the program: Main then exits (0, 2 or 1) without opening
	// a window. New does not call it.
	Args func(args []string, o *Options) error
	// Instead, when set (by Args, for a command line that asks for work
	// without a window: a headless network match, a tool's batch job), is
	// what Main runs in place of the engine: it opens no engine, loads no
	// SDL, and ends the process on Instead's error as it would on setup's.
	// New ignores it.
	Instead func() error
	// Logger receives the engine's messages (nil is slog.Default()).
	Logger *slog.Logger
	// Clock overrides the time source (tests).
	Clock Source
	// Sleep overrides how the frame cap waits (tests); nil is time.Sleep.
	Sleep func(time.Duration)
}

// Debug says whether an engine's debug features (the F3 overlay, hot
// reload of data files) are on.
type Debug uint8

const (
	// DebugAuto turns them on in a debug build (DebugBuild) that is not
	// headless: a scripted headless run wants no reloads.
	DebugAuto Debug = iota
	DebugOn         // always on, even in a release build or a headless run
	DebugOff        // always off
)

// debugOn resolves o's Debug for a run that is headless or not.
func (o *Options) debugOn(headless bool) bool {
	var d Debug
	if o != nil {
		d = o.Debug
	}
	switch d {
	case DebugOn:
		return true
	case DebugOff:
		return false
	}
	return DebugBuild() && !headless
}

// withDefaults returns o with its defaults filled in and Debug and
// RenderThread resolved for this build and machine (New resolves
// RenderThread again once it knows whether the thread could start). The
// window's logical size and scale are left to render.New.
func (o *Options) withDefaults() Options {
	var v Options
	if o != nil {
		v = *o
	}
	if v.Title == "" {
		v.Title = "BEngine"
	}
	if v.FixedStep <= 0 {
		v.FixedStep = time.Second / 60
	}
	if v.MaxCatchUp <= 0 {
		v.MaxCatchUp = 5
	}
	if v.FrameCap == 0 {
		v.FrameCap = 60
	}
	if v.Headless {
		v.FrameCap = -1
		if v.VideoDriver == "" {
			v.VideoDriver = "offscreen"
		}
		if v.Clock == nil {
			v.Clock = &StepSource{Step: v.FixedStep}
		}
	}
	if v.Sleep == nil {
		v.Sleep = time.Sleep
	}
	if v.Logger == nil {
		v.Logger = slog.Default()
	}
	w := &v.Window
	if w.Title == "" {
		w.Title = v.Title
	}
	if w.Logger == nil {
		w.Logger = v.Logger
	}
	w.Hidden = w.Hidden || v.Headless
	if v.ConfigDir == "" {
		v.ConfigDir = configDir(v.AppID, v.Title)
	}
	if v.ScreenshotDir == "" {
		v.ScreenshotDir = screenshotDir(v.ConfigDir)
	}
	v.Debug = DebugOff
	if o.debugOn(v.Headless) {
		v.Debug = DebugOn
	}
	v.RenderThread = RenderThreadOff
	if o.renderThreadOn() {
		v.RenderThread = RenderThreadOn
	}
	return v
}
