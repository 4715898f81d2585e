package engine

import (
	"io/fs"
	"time"
)

// Options configure an Engine. The zero value (or a nil *Options) is a
// sensible NES-shaped setup: 256x240 logical pixels in a 3x window, a 1/60 s
// fixed step, at most 5 catch-up steps a frame, a 60 FPS cap, vsync off.
type Options struct {
	Title      string        // window title ("BEngine")
	LogicalW   int           // logical width in pixels (256)
	LogicalH   int           // logical height in pixels (240)
	Scale      int           // window scale (3)
	FixedStep  time.Duration // fixed simulation step (1/60 s)
	MaxCatchUp int           // fixed steps per frame at most (5)
	FrameCap   int           // frames per second at most; < 0 means no cap (60)
	VSync      bool          // wait for the display's refresh
	Fullscreen bool          // start fullscreen
	// Data is the program's own data, usually embedded (embed.FS, rooted
	// at the data folder: fs.Sub(files, "data")); nil means none. A real
	// data folder overrides it: DataDir, or data/ beside the executable,
	// or ./data (see FindDataDir).
	Data         fs.FS
	DataDir      string // data folder that overrides Data ("" looks beside the executable, then ./data)
	VideoDriver  string // SDL video driver ("" lets SDL choose; "offscreen" or "dummy" for headless runs)
	RenderDriver string // SDL render driver ("" lets SDL choose; "software", "opengl", ...)
	// Headless runs with no visible window (the offscreen driver unless
	// VideoDriver says otherwise), no audio device and no frame cap; each
	// frame after the first runs exactly one fixed step.
	Headless bool
	// Audio opens the SDL audio device; otherwise the NullAudioService is used.
	Audio bool
	// Debug enables the F3 overlay and hot reload of data files. Defaults to
	// DebugBuild(), and to off in a headless run.
	Debug *bool
	// Clock overrides the time source (tests).
	Clock Source
	// Sleep overrides how the frame cap waits (tests); nil is time.Sleep.
	Sleep func(time.Duration)
}

func (o *Options) withDefaults() Options {
	var v Options
	if o != nil {
		v = *o
	}
	if v.Title == "" {
		v.Title = "BEngine"
	}
	if v.LogicalW <= 0 {
		v.LogicalW = 256
	}
	if v.LogicalH <= 0 {
		v.LogicalH = 240
	}
	if v.Scale <= 0 {
		v.Scale = 3
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
	if v.Debug == nil {
		d := DebugBuild() && !v.Headless // headless runs are scripted: no reloads
		v.Debug = &d
	}
	return v
}
