package engine_test

import (
	"bytes"
	"errors"
	"image/png"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

func TestOneEngineAtATime(t *testing.T) {
	e, _ := newEngine(t, engine.Options{})
	if e2, err := engine.New(nil); !errors.Is(err, engine.ErrOpen) {
		if e2 != nil {
			e2.Close()
		}
		t.Fatalf("a second New while one is open: got %v, want ErrOpen", err)
	}
	if engine.Scenes() != e.Scenes() {
		t.Fatal("the first engine stopped being the open one after a refused New")
	}
	e.Close()
	e.Close() // idempotent
	e3, _ := newEngine(t, engine.Options{})
	if e3 == e {
		t.Fatal("New after Close returned the closed engine")
	}
}

func TestAccessorsWrapTheOpenEngine(t *testing.T) {
	e, _ := newEngine(t, engine.Options{})
	cases := []struct {
		name      string
		got, want any
	}{
		{"Time", engine.Time(), e.Time()},
		{"Renderer", engine.Renderer(), e.Renderer()},
		{"Scenes", engine.Scenes(), e.Scenes()},
		{"Resources", engine.Resources(), e.Resources()},
		{"Input", engine.Input(), e.Input()},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("engine.%s(): got %p, want the open engine's %p", c.name, c.got, c.want)
		}
		if c.want == nil {
			t.Errorf("Engine.%s() is nil", c.name)
		}
	}
	e.Close()
	defer func() {
		if recover() == nil {
			t.Error("engine.Scenes() after Close did not panic")
		}
	}()
	engine.Scenes()
}

// TestCloseTakesBackWhatNewRegistered: the bus and the audio service in
// the ServiceLocator, and no environment variable changed on the way.
func TestCloseTakesBackWhatNewRegistered(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	video, audio := os.Getenv("SDL_VIDEO_DRIVER"), os.Getenv("SDL_AUDIO_DRIVER")
	e, err := engine.New(&engine.Options{VideoDriver: "offscreen", Audio: true, Clock: &engine.ManualSource{}})
	if err != nil {
		t.Fatal(err)
	}
	bus := services.Bus()
	if bus == nil {
		t.Error("an open engine left no bus in the ServiceLocator")
	}
	if _, null := services.Audio().(services.NullAudioService); null {
		t.Error("an engine with Audio left the null audio service in the ServiceLocator")
	}
	e.Close()
	if services.Bus() == bus {
		t.Error("the ServiceLocator still serves a closed engine's bus")
	}
	if _, null := services.Audio().(services.NullAudioService); !null {
		t.Errorf("after Close the ServiceLocator serves %T, want the NullAudioService", services.Audio())
	}
	if v, a := os.Getenv("SDL_VIDEO_DRIVER"), os.Getenv("SDL_AUDIO_DRIVER"); v != video || a != audio {
		t.Errorf("New changed the environment: SDL_VIDEO_DRIVER %q -> %q, SDL_AUDIO_DRIVER %q -> %q", video, v, audio, a)
	}
}

func TestDebugOption(t *testing.T) {
	cases := []struct {
		debug    engine.Debug
		headless bool
		want     bool
	}{
		{engine.DebugAuto, true, false}, // scripted runs: no reloads
		{engine.DebugAuto, false, engine.DebugBuild()},
		{engine.DebugOn, true, true},
		{engine.DebugOff, false, false},
	}
	for _, c := range cases {
		runtime.LockOSThread()
		e, err := engine.New(&engine.Options{Debug: c.debug, Headless: c.headless, VideoDriver: "offscreen", Clock: &engine.ManualSource{}})
		if err != nil {
			t.Fatal(err)
		}
		if got := e.Options().Debug == engine.DebugOn; got != c.want {
			t.Errorf("Debug %d, headless %v: got on %v, want %v", c.debug, c.headless, got, c.want)
		}
		e.Close()
		runtime.UnlockOSThread()
	}
}

// Options reports the options in effect: the defaults filled in, what was
// left to the engine resolved, the window's title, logger and logical size.
func TestOptionsInEffect(t *testing.T) {
	log := slog.New(slog.DiscardHandler)
	cases := []struct {
		name   string
		opts   engine.Options
		title  string
		w, h   int
		thread engine.RenderThread
	}{
		{"defaults", engine.Options{Logger: log}, "BEngine", 256, 240, engine.RenderThreadOff},
		{"the window's own", engine.Options{Title: "Game", Logger: log, Window: render.Options{Title: "Game (debug)", LogicalW: 320, LogicalH: 180}}, "Game (debug)", 320, 180, engine.RenderThreadOff},
		{"render thread", engine.Options{Title: "Game", Logger: log, RenderThread: engine.RenderThreadOn}, "Game", 256, 240, engine.RenderThreadOn},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.opts.RenderThread == engine.RenderThreadAuto {
				c.opts.RenderThread = engine.RenderThreadOff
			}
			e, _ := newEngine(t, c.opts)
			o := e.Options()
			if o.Window.Title != c.title || o.Window.LogicalW != c.w || o.Window.LogicalH != c.h {
				t.Errorf("got window %q %dx%d, want %q %dx%d", o.Window.Title, o.Window.LogicalW, o.Window.LogicalH, c.title, c.w, c.h)
			}
			if o.Logger != log || o.Window.Logger != log {
				t.Errorf("got loggers %p and %p, want %p", o.Logger, o.Window.Logger, log)
			}
			if !o.Window.Hidden {
				t.Error("a headless engine's window is not hidden")
			}
			if o.RenderThread != c.thread {
				t.Errorf("got RenderThread %d, want %d", o.RenderThread, c.thread)
			}
			if o.Debug != engine.DebugOn && o.Debug != engine.DebugOff {
				t.Errorf("got Debug %d, want it resolved to DebugOn or DebugOff", o.Debug)
			}
			if w, h := e.Renderer().LogicalSize(); w != c.w || h != c.h {
				t.Errorf("the renderer is %dx%d, want %dx%d", w, h, c.w, c.h)
			}
		})
	}
}

func TestPicturesDir(t *testing.T) {
	home := t.TempDir()
	pics := filepath.Join(home, "Pictures")
	bilder := filepath.Join(home, "Bilder")
	own := filepath.Join(home, "shots")
	for _, d := range []string{pics, bilder, own} {
		os.MkdirAll(d, 0o755)
	}
	cfg := filepath.Join(home, ".config")
	os.MkdirAll(cfg, 0o755)
	cases := []struct {
		name     string
		xdg      string // XDG_PICTURES_DIR
		userDirs string // user-dirs.dirs, "" for none
		want     string
	}{
		{"XDG_PICTURES_DIR", own, `XDG_PICTURES_DIR="$HOME/Bilder"`, own},
		{"user-dirs.dirs", "", "# made by xdg-user-dirs\nXDG_PICTURES_DIR=\"$HOME/Bilder\"\n", bilder},
		{"~/Pictures", "", "", pics},
		{"a missing XDG_PICTURES_DIR", filepath.Join(home, "gone"), "", pics},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Setenv("HOME", home)
			t.Setenv("USERPROFILE", home)
			t.Setenv("XDG_CONFIG_HOME", cfg)
			t.Setenv("XDG_PICTURES_DIR", c.xdg)
			os.Remove(filepath.Join(cfg, "user-dirs.dirs"))
			if c.userDirs != "" {
				os.WriteFile(filepath.Join(cfg, "user-dirs.dirs"), []byte(c.userDirs), 0o644)
			}
			if runtime.GOOS != "linux" && c.userDirs != "" && c.xdg == "" {
				t.Skip("user-dirs.dirs is read on Linux desktops")
			}
			if got := engine.PicturesDir(); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
	t.Run("none", func(t *testing.T) {
		empty := t.TempDir()
		t.Setenv("HOME", empty)
		t.Setenv("USERPROFILE", empty)
		t.Setenv("XDG_CONFIG_HOME", filepath.Join(empty, "cfg"))
		t.Setenv("XDG_PICTURES_DIR", "")
		if got := engine.PicturesDir(); got != "" {
			t.Errorf("got %q, want \"\" with no pictures folder", got)
		}
	})
}

// With no pictures folder, screenshots go to the config folder, named
// after AppID.
func TestScreenshotDirFallsBackToTheConfigFolder(t *testing.T) {
	home := t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("USERPROFILE", home)
	t.Setenv("XDG_PICTURES_DIR", "")
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "cfg"))
	t.Setenv("AppData", filepath.Join(home, "cfg"))
	e, _ := newEngine(t, engine.Options{AppID: "io.example.game"})
	base, err := os.UserConfigDir()
	if err != nil {
		t.Skipf("no config folder here: %v", err)
	}
	if got, want := e.Options().ConfigDir, filepath.Join(base, "io.example.game"); got != want {
		t.Errorf("ConfigDir: got %q, want %q", got, want)
	}
	if got, want := e.Options().ScreenshotDir, filepath.Join(base, "io.example.game", "screenshots"); got != want {
		t.Errorf("ScreenshotDir: got %q, want %q", got, want)
	}
}

// TestF12SavesAScreenshotWithANotice presses F12: the next frame is
// written as a PNG into the pictures folder, at window size, and a notice
// shows for about two seconds.
func TestF12SavesAScreenshotWithANotice(t *testing.T) {
	pics := t.TempDir()
	t.Setenv("XDG_PICTURES_DIR", pics)
	var logged bytes.Buffer
	e, src := newEngine(t, engine.Options{Title: "Shot Test", Window: render.Options{Scale: 2}, Logger: slog.New(slog.NewTextHandler(&logged, nil))})
	s := scene.New("empty")
	e.Scenes().Add(s)
	e.Scenes().Switch("empty")
	d := driver{t, e, src}
	frame := d.frame
	frame()
	quiet := e.Renderer().Stats().Sprites
	d.tap(input.KeyF12)
	// The file is written on a goroutine; the notice shows once it is.
	for deadline := time.Now().Add(5 * time.Second); e.Renderer().Stats().Sprites == quiet; {
		if time.Now().After(deadline) {
			t.Fatal("no screenshot notice within 5 s of F12")
		}
		time.Sleep(time.Millisecond)
		frame()
	}
	if got, want := e.Renderer().Stats().Sprites, quiet+len("Screenshotsaved")+1; got != want {
		t.Errorf("drew %d sprites while the notice shows, want %d (its glyphs and its box)", got, want)
	}
	files, _ := filepath.Glob(filepath.Join(pics, "shot-test-*.png"))
	if len(files) != 1 {
		t.Fatalf("got screenshots %q in the pictures folder, want one shot-test-*.png", files)
	}
	f, err := os.Open(files[0])
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatalf("%s: %v", files[0], err)
	}
	if cfg.Width != 512 || cfg.Height != 480 {
		t.Errorf("screenshot is %dx%d, want the window's 512x480", cfg.Width, cfg.Height)
	}
	if !strings.Contains(logged.String(), files[0]) {
		t.Errorf("the log does not name %s:\n%s", files[0], logged.String())
	}
	for i := 0; i < int(2*time.Second/step)+1; i++ {
		frame()
	}
	if got := e.Renderer().Stats().Sprites; got != quiet {
		t.Errorf("drew %d sprites two seconds later, want %d (the notice gone)", got, quiet)
	}
}

// TestRunOneFrameDoesNotAllocate: a steady frame, with the screenshot
// notice showing, allocates nothing.
func TestRunOneFrameDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	t.Setenv("XDG_PICTURES_DIR", t.TempDir())
	e, src := newEngine(t, engine.Options{Logger: slog.New(slog.DiscardHandler)})
	e.Scenes().Add(scene.New("empty"))
	e.Scenes().Switch("empty")
	step := e.Time().FixedStep()
	frame := func() {
		src.Advance(step)
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
	}
	frame()
	quiet := e.Renderer().Stats().Sprites
	e.Screenshot()
	for deadline := time.Now().Add(5 * time.Second); e.Renderer().Stats().Sprites == quiet; {
		if time.Now().After(deadline) {
			t.Fatal("the screenshot notice never showed")
		}
		time.Sleep(time.Millisecond)
		frame()
	}
	if got := testing.AllocsPerRun(50, frame); got != 0 {
		t.Errorf("RunOneFrame: got %v allocations a frame, want 0", got)
	}
	if e.Renderer().Stats().Sprites == quiet {
		t.Error("the notice was gone before the measurement ended")
	}
}
