package engine

import (
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"time"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/resource"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

// ErrQuit ends Run without an error: return it from a hook, or call Quit.
// RunOneFrame returns it once the engine should stop (Quit, the window
// closed, or a signal).
var ErrQuit = errors.New("engine: quit")

// ErrOpen is returned by New while another engine is open: the singletons
// are one of each, so Close the first engine before making another.
var ErrOpen = errors.New("engine: an engine is already open (Close it first)")

// Engine owns the singletons and runs the loop. Main creates one and hands
// it to the program's setup; New creates one for a program that runs it
// itself.
type Engine struct {
	opts      Options
	log       *slog.Logger
	clock     *Clock
	renderer  *render.Renderer
	scenes    *scene.Manager
	resources *resource.Manager
	input     *input.Manager
	bus       *patterns.EventBus
	audio     *audio.Mixer
	hints     []string // SDL hints New set, reset by Close
	debug     bool
	closed    bool
	afterRun  []func() error // what Run does after its loop (AfterRun)

	quit        bool
	signals     signals
	thread      gameThread // the render thread, when on
	overlay     bool       // the F3 debug overlay is showing
	overlayView *overlayView
	shots       screenshots
	stats       frameStats
	mem         runtime.MemStats
	reports     reloadReports // what hot reload cannot do now, for the log and the overlay
	physics     Physics       // stepped before each FixedUpdate (SetPhysics)
}

// current is the open engine, reached by the package-level accessors.
var current *Engine

// Time returns the Time singleton of the open engine (Engine.Time).
func Time() *Clock { return running().clock }

// Renderer returns the Renderer singleton of the open engine
// (Engine.Renderer).
func Renderer() *render.Renderer { return running().renderer }

// Scenes returns the SceneManager singleton of the open engine
// (Engine.Scenes).
func Scenes() *scene.Manager { return running().scenes }

// Resources returns the resource manager of the open engine
// (Engine.Resources).
func Resources() *resource.Manager { return running().resources }

// Input returns the InputManager singleton of the open engine
// (Engine.Input).
func Input() *input.Manager { return running().input }

func running() *Engine {
	if current == nil {
		panic("engine: no engine is open: call engine.New first")
	}
	return current
}

// New loads SDL, opens the window and creates the singletons in a known
// order: Time, the Renderer, the resource manager, then the event bus
// (registered with the ServiceLocator before the InputManager, which
// publishes gamepad events on it), the InputManager, the SceneManager and
// last the audio service. A nil o means the defaults. Only one engine is
// open at a time: New returns ErrOpen while another is. Main calls it; a
// program that calls it itself closes the engine it returns.
func New(o *Options) (*Engine, error) {
	if current != nil {
		return nil, ErrOpen
	}
	opts := o.withDefaults()
	e := &Engine{opts: opts, log: opts.Logger, debug: opts.Debug == DebugOn}
	if !opts.NoSignals {
		// From the start, not from the first frame: a signal while the
		// game still loads must end it as cleanly as one during play.
		e.signals.listen(e.log)
	}
	dir, err := FindDataDir(opts.DataDir)
	if err != nil {
		e.signals.stop()
		return nil, fmt.Errorf("engine: %w", err)
	}
	if err := e.configureSDL(); err != nil {
		e.signals.stop()
		e.resetHints()
		return nil, fmt.Errorf("engine: %w", err)
	}
	if err := sdlsys.Init(sdlsys.Video, sdlsys.Gamepad, sdlsys.Events); err != nil {
		e.signals.stop()
		e.resetHints()
		return nil, fmt.Errorf("engine: %w", err)
	}
	if err := e.open(dir); err != nil {
		e.Close()
		return nil, fmt.Errorf("engine: %w", err)
	}
	e.opts.RenderThread = RenderThreadOff
	if opts.RenderThread == RenderThreadOn && e.startRenderThread() {
		e.opts.RenderThread = RenderThreadOn
	}
	current = e
	return e, nil
}

// configureSDL loads SDL and tells it the app's metadata and the drivers,
// as hints: an explicit VideoDriver overrides SDL_VIDEO_DRIVER; a headless
// run's dummy audio driver is only a default under SDL_AUDIO_DRIVER.
func (e *Engine) configureSDL() error {
	lib, err := sdlsys.Load()
	if err != nil {
		return err
	}
	e.log.Debug("engine: SDL loaded", "from", lib.From.String(), "path", lib.Path)
	if lib.CacheErr != nil {
		e.log.Warn("engine: SDL's cache folder is unusable", "from", lib.From.String(), "err", lib.CacheErr)
	}
	if err := sdlsys.SetAppMetadata(e.opts.Title, Version, e.opts.AppID); err != nil {
		return err
	}
	if d := e.opts.VideoDriver; d != "" {
		if err := e.setHint("SDL_VIDEO_DRIVER", d, true); err != nil {
			return err
		}
	}
	if e.opts.Headless {
		return e.setHint("SDL_AUDIO_DRIVER", "dummy", false)
	}
	return nil
}

func (e *Engine) setHint(name, value string, override bool) error {
	if err := sdlsys.SetHint(name, value, override); err != nil {
		return err
	}
	e.hints = append(e.hints, name)
	return nil
}

func (e *Engine) resetHints() {
	for _, h := range e.hints {
		sdlsys.ResetHint(h)
	}
	e.hints = nil
}

// open creates the singletons; Close undoes what it did if it fails.
func (e *Engine) open(dir string) error {
	opts := e.opts
	var err error
	e.clock = newClock(opts.FixedStep, opts.MaxCatchUp, opts.Clock)
	if e.renderer, err = render.New(&opts.Window); err != nil {
		return err
	}
	e.opts.Window.LogicalW, e.opts.Window.LogicalH = e.renderer.LogicalSize()
	var w *data.Watcher
	if e.debug {
		if w, err = data.NewWatcher(nil); err != nil {
			e.log.Warn("engine: hot reload off", "err", err)
			w = nil
		}
	}
	if dir != "" {
		if e.resources, err = resource.Open(dir, e.renderer, w); err != nil {
			w.Close()
			return err
		}
	} else {
		e.resources = resource.New(opts.Data, e.renderer, w)
	}
	if w != nil {
		e.trackWatcher(w)
	}
	e.log.Debug("engine: data", "from", e.resources.Source())
	e.bus = patterns.NewEventBus()
	services.ProvideBus(e.bus)
	e.input, err = input.New(&input.Options{
		MouseMapper:         e.renderer.WindowToLogical,
		GamepadConnected:    func(ev input.GamepadConnected) { patterns.Broadcast(e.bus, ev) },
		GamepadDisconnected: func(ev input.GamepadDisconnected) { patterns.Broadcast(e.bus, ev) },
	})
	if err != nil {
		return err
	}
	e.loadGamepadMappings()
	e.scenes = scene.NewManager()
	font := render.DefaultFont(e.renderer)
	e.overlayView = newOverlayView(font)
	e.shots.init(font)
	if opts.Audio && !opts.Headless {
		a, err := audio.NewMixer(nil) // SDL natively, Web Audio in the browser
		if err != nil {
			e.log.Warn("engine: audio unavailable, using the null service", "err", err)
		} else {
			e.audio = a
			services.ProvideAudio(a)
		}
	}
	return nil
}

// Time is the Time singleton: the fixed step, frame deltas and counters.
func (e *Engine) Time() *Clock { return e.clock }

// Renderer is the Renderer singleton.
func (e *Engine) Renderer() *render.Renderer { return e.renderer }

// Scenes is the SceneManager singleton.
func (e *Engine) Scenes() *scene.Manager { return e.scenes }

// Resources is the resource manager: the program's data, embedded or in a
// data folder, and its hot reload (see package resource).
func (e *Engine) Resources() *resource.Manager { return e.resources }

// Input is the InputManager singleton.
func (e *Engine) Input() *input.Manager { return e.input }

// Options returns the options in effect: the defaults filled in (Logger
// among them), Debug and RenderThread resolved to On or Off, ConfigDir and
// ScreenshotDir the folders found ("" where there is none), and the
// Window's logical size the renderer's.
func (e *Engine) Options() Options { return e.opts }

// Quit asks the loop to stop after the current frame.
func (e *Engine) Quit() { e.quit = true }

// Run runs frames until Quit, a quit event, a signal (SIGINT, SIGTERM,
// SIGHUP; see Options.NoSignals), or an error, then the AfterRun
// functions. A native build loops here and sleeps to cap the frame rate;
// the web build hands the same RunOneFrame to the browser's animation
// frames. A Quit asked for before Run runs no frame.
func (e *Engine) Run() error {
	var err error
	if !e.quit {
		err = sdlsys.RunLoop(func() error {
			err := e.RunOneFrame()
			if errors.Is(err, ErrQuit) {
				return sdlsys.EndLoop
			}
			return err
		})
	}
	errs := []error{err}
	for _, fn := range e.afterRun {
		errs = append(errs, fn())
	}
	return errors.Join(errs...)
}

// AfterRun adds fn to what Run does after its loop, however the loop
// ended (the window closed, Quit, Options.Ticks, a signal, an error), in
// the order added and with the engine still open: the place for the work
// of the end of a run (saving, writing the files a run was asked for,
// printing a summary). Run returns their errors with its own.
func (e *Engine) AfterRun(fn func() error) { e.afterRun = append(e.afterRun, fn) }

// RunOneFrame runs one frame: input, hot reloads, the fixed steps the lag
// allows (at most MaxCatchUp), one Update, one LateUpdate, one Render and
// Present, then sleeps to the frame cap. It returns ErrQuit when the engine
// should stop.
//
// With the render thread on (Options.RenderThread), the fixed steps,
// Update, LateUpdate and Render run on the game goroutine while this thread
// draws the frame before; the frame is drawn by the next RunOneFrame, or at once by
// a Screenshot or Stats of the Renderer from between frames, and the last
// one before ErrQuit is drawn before it returns.
func (e *Engine) RunOneFrame() error {
	if e.thread.pipe != nil {
		return e.runThreaded()
	}
	start := time.Now()
	e.beginFrame()
	steps, fixed, update, render := e.update()
	t := time.Now()
	if err := e.renderer.Present(); err != nil {
		return fmt.Errorf("engine: present: %w", err)
	}
	t3 := time.Now()
	render += t3.Sub(t)
	if e.shots.inFrame {
		e.shots.inFrame = false
		e.shots.take(e)
	}
	e.stats.record(fixed, update, render, steps)
	if e.overlay {
		e.recordOverlay(t3.Sub(start))
	}

	if e.quit {
		return ErrQuit
	}
	e.capFrameRate(start)
	return nil
}

// beginFrame is the start of every frame, on the thread that owns SDL:
// input, the engine's keys, hot reloads, a scene switch asked for.
func (e *Engine) beginFrame() {
	e.input.ProcessInput()
	if e.signals.received() || e.input.QuitRequested() {
		e.quit = true
	}
	e.handleEngineKeys()
	e.resources.Watcher().Poll()
	e.checkReloads()
	e.scenes.ApplyPending()
}

// update runs the frame's simulation and its render submission: the fixed
// steps the lag allows, Update, the scenes' Render, the overlay and the
// notices, and returns the steps run and the time each part took. It
// makes no SDL call of its own: with the render thread on it runs on the
// game goroutine.
func (e *Engine) update() (steps int, fixed, update, render time.Duration) {
	t0 := time.Now()
	steps = e.clock.advance()
	step := e.clock.FixedDelta()
	for i := 0; i < steps; i++ {
		if e.quit {
			break // a quit asked for in a step ends the catch-up there
		}
		if e.physics != nil {
			e.physics.Step(step)
		}
		e.scenes.FixedUpdate(step)
		e.clock.stepDone()
		if e.opts.Ticks > 0 && e.clock.TotalSteps() >= uint64(e.opts.Ticks) {
			e.quit = true // this frame still renders the last step
		}
	}
	t1 := time.Now()
	e.scenes.Update(e.clock.Delta())
	e.scenes.LateUpdate(e.clock.Delta())
	e.renderer.AdvanceEffects(e.clock.Delta()) // a Flash fades with the frame's delta
	t2 := time.Now()

	q := e.renderer.Queue()
	e.scenes.Render(q)
	if e.overlay {
		e.overlayView.draw(q)
		e.drawReports(q)
	}
	e.shots.drawNotice(q, e)
	return steps, t1.Sub(t0), t2.Sub(t1), time.Since(t2)
}

// capFrameRate sleeps (never spins) until the frame has taken 1/FrameCap.
func (e *Engine) capFrameRate(start time.Time) {
	if e.opts.FrameCap <= 0 || !sdlsys.CanSleep {
		return
	}
	budget := time.Second / time.Duration(e.opts.FrameCap)
	if left := budget - time.Since(start); left > 0 {
		e.opts.Sleep(left)
	}
}

// Close shuts the engine down: it stops listening for signals, waits for
// screenshots being written, closes scenes, audio, input, the resource
// manager (its data watcher and folder), then the renderer and its window,
// and takes back what
// New registered (the bus and the audio service in the ServiceLocator, SDL
// hints). SDL itself stays loaded, so a later New in the same process (a
// test) starts at once, unless it was loaded from a temporary copy that
// must be removed (sdlsys.Release). Close is idempotent.
func (e *Engine) Close() {
	if e.closed {
		return
	}
	e.closed = true
	e.stopRenderThread()
	e.signals.stop()
	e.shots.wait(e)
	if e.scenes != nil {
		e.scenes.Close()
	}
	if e.audio != nil {
		if services.Audio() == e.audio {
			services.ProvideAudio(nil)
		}
		e.audio.Close()
	}
	if e.input != nil {
		e.input.Close()
	}
	if e.bus != nil && services.Bus() == e.bus {
		services.ProvideBus(nil)
	}
	if e.resources != nil {
		e.resources.Close()
	}
	if e.renderer != nil {
		e.renderer.Close()
	}
	e.resetHints()
	if current == e {
		current = nil
		sdlsys.Release()
	}
}
