package tumble

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"strconv"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/tumble/level"
)

// Title and AppID are the game's name, as the window and the desktop show
// it, and its identifier.
const (
	Title = "Tumble"
	AppID = "io.github.bengine-go.tumble"
)

// FixedStep is the Custom Hobo engine's step: 10 ms, at most 100 updates
// a second whatever the frame rate, short enough that fast bodies do not
// pass through thin ones.
const FixedStep = 10 * time.Millisecond

// BindingsFile holds the controls, in the data.
const BindingsFile = "bindings.json"

// App is the running game: the flags, the engine, the level's file (hot
// reloaded) and the play.
type App struct {
	Flags  Flags
	Engine *engine.Engine
	Play   *Play

	files  fs.FS // the embedded data, overridden by a data folder
	file   string
	levels *data.Reloadable[*level.Level]
	replay *Replay
}

// New returns the game before its engine: the executable's main hands it
// to engine.Main, which reads the command line through EngineOptions'
// Args, opens the engine and calls Run.
//
//	game := tumble.New(data.Tumble())
//	engine.Main(game.EngineOptions(), game.Run)
func New(files fs.FS) *App { return &App{files: files} }

// EngineOptions are the options engine.Main starts the engine with; their
// Args reads the command line (ParseFlags; -h prints Usage).
func (a *App) EngineOptions() *engine.Options {
	o := a.engineOptions()
	o.Args = a.readArgs
	return &o
}

func (a *App) readArgs(args []string, o *engine.Options) error {
	f, err := ParseFlags(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Println(Usage())
		return err
	}
	if err != nil {
		return engine.UsageError{Err: fmt.Errorf("%w (tumble -h lists the flags)", err)}
	}
	if err := a.prepare(f); err != nil {
		return err
	}
	*o = a.engineOptions()
	return nil
}

// prepare reads what comes before the engine: -replay, which names the
// level and, without -ticks, ends the run where the recording ended.
func (a *App) prepare(f Flags) error {
	if f.Level == "" {
		f.Level = DefaultLevel
	}
	a.file = LevelFile(f.Level)
	if f.Replay != "" {
		r, err := LoadReplay(f.Replay)
		if err != nil {
			return err
		}
		a.replay, a.file = r, r.Level
		if f.Ticks == 0 {
			f.Ticks = r.Ticks
		}
	}
	a.Flags = f
	return nil
}

func (a *App) engineOptions() engine.Options {
	f := a.Flags
	scale := f.Scale
	if scale == 0 {
		scale = 3
		if f.Headless {
			scale = 1 // nobody sees the window; screenshots are logical
		}
	}
	return engine.Options{
		Title: Title, AppID: AppID,
		Window: render.Options{
			LogicalW: ScreenW, LogicalH: ScreenH, Scale: scale,
			Backend: f.Renderer, Driver: f.RenderDriver,
		},
		FixedStep:  FixedStep,
		MaxCatchUp: 10, // a 100 ms hitch still runs every step
		Ticks:      f.Ticks,
		Data:       a.files,
		DataDir:    f.DataDir,
		Headless:   f.Headless,
		Debug:      f.Debug,
	}
}

// NewApp opens an engine for the flags and loads the game into it: tests
// and tools drive the game from Go this way; the executable goes through
// engine.Main (New).
func NewApp(f Flags, files fs.FS) (*App, error) {
	a := New(files)
	if err := a.prepare(f); err != nil {
		return nil, err
	}
	o := a.engineOptions()
	e, err := engine.New(&o)
	if err != nil {
		return nil, err
	}
	if err := a.attach(e); err != nil {
		e.Close()
		return nil, err
	}
	return a, nil
}

// Run plays the game in e, the engine engine.Main opened with
// EngineOptions: it loads the level, the controls and the art, runs the
// loop until the player quits or -ticks, then writes the -record, -dump
// and -screenshot files.
func (a *App) Run(e *engine.Engine) error {
	if err := a.attach(e); err != nil {
		return err
	}
	return a.Loop()
}

// Loop runs the engine until it stops, then writes the files the flags
// ask for.
func (a *App) Loop() error {
	runErr := a.Engine.Run()
	err := a.Finish()
	if runErr != nil {
		return runErr
	}
	return err
}

// attach loads the game into the engine e.
func (a *App) attach(e *engine.Engine) error {
	a.Engine = e
	res := e.Resources()
	if err := e.Input().LoadBindings(res.FS(), BindingsFile); err != nil {
		return err
	}
	file := a.file
	levels, err := data.Load(res, func(fsys fs.FS) (*level.Level, error) { return level.Load(fsys, file) }, file)
	if err != nil {
		return err
	}
	if r := a.replay; r != nil {
		if h := LevelHash(levels.Value().Encode()); h != r.LevelHash {
			return fmt.Errorf("tumble: replay %s was recorded on another %s (hash %s, the file's now %s): play it on the level it was recorded on",
				a.Flags.Replay, file, r.LevelHash, h)
		}
	}
	art, err := loadArt(e.Renderer())
	if err != nil {
		return err
	}
	r := e.Renderer()
	r.SetClearColor(render.RGBA8(44, 52, 78, 255))
	p := newPlay(e, art, newLook(r), file, levels.Value().Clone())
	a.Play, a.levels = p, levels
	if a.replay != nil {
		p.replay = &replayCursor{r: a.replay}
	}
	levels.OnReload(p.reloaded)
	if err := levels.Watch(); err != nil {
		return err
	}
	e.TrackReload(levels)
	e.Scenes().Add(p.scene)
	if err := e.Scenes().Switch(SceneName); err != nil {
		return err
	}
	if a.Flags.Edit {
		p.mode = modeEdit
	}
	p.rebuild()
	p.ed.open(p.start.Sub(mgl32.Vec2{ScreenW / 2, ScreenH * 0.6})) // where the actor starts
	p.lines.On = a.Flags.DebugDraw
	e.AddOverlaySwitch(input.KeyF4, "physics lines", &p.lines.On)
	e.AddOverlayLine(func(b []byte) []byte {
		b = append(b, "bodies "...)
		b = strconv.AppendInt(b, int64(p.world.Bodies()), 10)
		b = append(b, " joints "...)
		b = strconv.AppendInt(b, int64(p.world.Joints()), 10)
		b = append(b, " contacts "...)
		return strconv.AppendInt(b, int64(p.world.Contacts()), 10)
	})
	return nil
}

// reloaded puts a level changed on disk to use: the level is built again
// from it (a run starts over), and the editor's history, which edits the
// old one, is forgotten. A file that holds the level as it is (the
// editor's own save coming back) changes nothing.
func (p *Play) reloaded(l *level.Level) error {
	enc := l.Encode()
	p.saved = enc
	if bytes.Equal(enc, p.lvl.Encode()) {
		p.rebuildFlags()
		return nil
	}
	p.lvl = l.Clone()
	p.ed.history.Clear()
	p.ed.reset()
	p.rebuild()
	p.say("reloaded " + p.file)
	return nil
}

// rebuildFlags brings the unsaved mark up to date without building.
func (p *Play) rebuildFlags() { p.unsaved = !bytes.Equal(p.lvl.Encode(), p.saved) }

// Finish writes the files the flags ask for, -record, -dump and
// -screenshot, each atomically: the end of every run (Loop calls it).
func (a *App) Finish() error {
	var errs []error
	p := a.Play
	if a.Flags.Record != "" {
		raw, err := p.rec.replay(a.file, p.lvl.Encode()).Marshal()
		if err == nil {
			err = data.WriteFileAtomic(a.Flags.Record, raw, 0o644)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("-record: %w", err))
		}
	}
	if a.Flags.Dump != "" {
		raw, err := p.Dump().JSON()
		if err == nil {
			err = data.WriteFileAtomic(a.Flags.Dump, raw, 0o644)
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("-dump: %w", err))
		}
	}
	if a.Flags.Screenshot != "" {
		if err := a.Engine.SaveScreenshot(a.Flags.Screenshot); err != nil {
			errs = append(errs, fmt.Errorf("-screenshot: %w", err))
		}
	}
	return errors.Join(errs...)
}

// Close closes the engine (idempotent).
func (a *App) Close() {
	if a.Engine != nil {
		a.Engine.Close()
		a.Engine = nil
	}
}
