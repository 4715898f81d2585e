package engine

import (
	"errors"
	"fmt"
	"os"
	"os/signal"
	"runtime"
	"syscall"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

// ErrQuit ends Run without an error: return it from a hook, or call Quit.
var ErrQuit = errors.New("engine: quit")

// Engine owns the singletons and runs the loop. Create it with New, fill the
// scene manager, then call Run.
type Engine struct {
	opts      Options
	clock     *Clock
	renderer  *render.Renderer
	scenes    *scene.Manager
	resources *Resources
	input     *input.Manager
	bus       *patterns.EventBus
	audio     services.AudioService

	quit        bool
	signals     chan os.Signal
	overlay     bool // the F3 debug overlay is showing
	overlayView *render.Overlay
	stats       FrameStats
	mem         runtime.MemStats
	reload      []func()      // hot-reload pollers, run between frames
	watcher     *data.Watcher // data files in debug builds; nil when off

	// BeforeFixedUpdate runs before each fixed step (games feed recorded
	// or live input to the simulation here).
	BeforeFixedUpdate func()
}

var current *Engine

// Time returns the Time singleton of the running engine.
func Time() *Clock { return mustCurrent().clock }

// Renderer returns the Renderer singleton of the running engine.
func Renderer() *render.Renderer { return mustCurrent().renderer }

// Scenes returns the SceneManager singleton of the running engine.
func Scenes() *scene.Manager { return mustCurrent().scenes }

// Res returns the ResourceManager singleton of the running engine.
func Res() *Resources { return mustCurrent().resources }

// Input returns the InputManager singleton of the running engine.
func Input() *input.Manager { return mustCurrent().input }

// Current returns the running engine, or nil before New.
func Current() *Engine { return current }

func mustCurrent() *Engine {
	if current == nil {
		panic("engine: no engine: call engine.New first")
	}
	return current
}

// New loads SDL, opens the window and creates the singletons in a known
// order: Time, Renderer, ResourceManager, then the event bus (registered
// with the ServiceLocator before the InputManager, which publishes gamepad
// events on it), InputManager, SceneManager and last the audio service.
func New(o *Options) (*Engine, error) {
	opts := o.withDefaults()
	if opts.VideoDriver != "" {
		os.Setenv("SDL_VIDEO_DRIVER", opts.VideoDriver)
	}
	if opts.Headless && os.Getenv("SDL_AUDIO_DRIVER") == "" {
		os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	dir, err := FindDataDir(opts.DataDir)
	if err != nil {
		return nil, fmt.Errorf("engine: %w", err)
	}
	if err := sdlsys.Init(sdlsys.Video, sdlsys.Gamepad, sdlsys.Events); err != nil {
		return nil, err
	}
	e := &Engine{opts: opts}
	e.clock = NewClock(opts.FixedStep, opts.MaxCatchUp, opts.Clock)
	e.renderer, err = render.New(render.Options{
		Title: opts.Title, LogicalW: opts.LogicalW, LogicalH: opts.LogicalH,
		Scale: opts.Scale, VSync: opts.VSync, Hidden: opts.Headless, Fullscreen: opts.Fullscreen,
		Driver: opts.RenderDriver,
	})
	if err != nil {
		return nil, fmt.Errorf("engine: %w", err)
	}
	if dir != "" {
		if e.resources, err = OpenResources(dir, e.renderer); err != nil {
			e.renderer.Close()
			return nil, fmt.Errorf("engine: %w", err)
		}
	} else {
		e.resources = NewResources(opts.Data, e.renderer)
	}
	e.bus = patterns.NewEventBus()
	services.ProvideBus(e.bus)
	e.input, err = input.New(&input.Options{
		MouseMapper:         e.renderer.WindowToLogical,
		GamepadConnected:    func(ev input.GamepadConnected) { patterns.Broadcast(e.bus, ev) },
		GamepadDisconnected: func(ev input.GamepadDisconnected) { patterns.Broadcast(e.bus, ev) },
	})
	if err != nil {
		e.renderer.Close()
		return nil, fmt.Errorf("engine: %w", err)
	}
	e.scenes = scene.NewManager()
	e.overlayView = render.NewOverlay(render.DefaultFont(e.renderer))
	if opts.Audio && !opts.Headless {
		a, err := services.NewSDLAudio(nil)
		if err != nil {
			fmt.Fprintf(os.Stderr, "engine: audio unavailable, using the null service: %v\n", err)
		} else {
			e.audio = a
			services.ProvideAudio(a)
		}
	}
	if *opts.Debug {
		w, err := data.NewWatcher(nil)
		if err != nil {
			fmt.Fprintf(os.Stderr, "engine: hot reload off: %v\n", err)
		} else {
			e.watcher = w
			e.resources.watcher = w
		}
	}
	e.signals = make(chan os.Signal, 1)
	signal.Notify(e.signals, os.Interrupt, syscall.SIGTERM)
	current = e
	return e, nil
}

// Options returns the options in effect (defaults filled in).
func (e *Engine) Options() Options { return e.opts }

// Bus is the event bus the engine registered with the ServiceLocator.
func (e *Engine) Bus() *patterns.EventBus { return e.bus }

// Quit asks the loop to stop after the current frame.
func (e *Engine) Quit() { e.quit = true }

// Watcher is the data-file watcher of a debug build (nil, whose methods do
// nothing, in a release or headless build). Particles, stats, levels and
// bindings register their files with it; the changes it sees are applied on
// the main thread between frames.
func (e *Engine) Watcher() *data.Watcher { return e.watcher }

// OnReload registers a hot-reload poller run on the main thread between
// frames (data watchers deliver their changes there).
func (e *Engine) OnReload(poll func()) { e.reload = append(e.reload, poll) }

// Debug reports whether debug features (overlay, hot reload) are on.
func (e *Engine) Debug() bool { return *e.opts.Debug }

// Run runs frames until Quit, a quit event, SIGINT/SIGTERM, or an error.
// A native build loops here and sleeps to cap the frame rate; the web build
// hands the same RunOneFrame to the browser's animation frames.
func (e *Engine) Run() error {
	err := sdlsys.RunLoop(func() error {
		err := e.RunOneFrame()
		if errors.Is(err, ErrQuit) {
			return sdlsys.EndLoop
		}
		return err
	})
	return err
}

// RunOneFrame runs one frame: input, hot reloads, the fixed steps the lag
// allows (at most MaxCatchUp), one Update, one Render and Present, then
// sleeps to the frame cap. It returns ErrQuit when the engine should stop.
func (e *Engine) RunOneFrame() error {
	start := time.Now()

	e.input.ProcessInput()
	select {
	case <-e.signals:
		e.quit = true
	default:
	}
	if e.input.QuitRequested() {
		e.quit = true
	}
	e.handleEngineKeys()
	e.watcher.Poll()
	for _, poll := range e.reload {
		poll()
	}
	e.scenes.ApplyPending()

	t0 := time.Now()
	steps := e.clock.Advance()
	fixed := e.clock.FixedDelta()
	for i := 0; i < steps; i++ {
		if e.quit {
			break // a quit asked for in a step ends the catch-up there
		}
		if e.BeforeFixedUpdate != nil {
			e.BeforeFixedUpdate()
		}
		e.scenes.FixedUpdate(fixed)
		e.clock.StepDone()
	}
	t1 := time.Now()
	e.scenes.Update(e.clock.Delta())
	t2 := time.Now()

	q := e.renderer.Queue()
	e.scenes.Render(q)
	if e.overlay {
		e.overlayView.Draw(q)
	}
	if err := e.renderer.Present(); err != nil {
		return fmt.Errorf("engine: present: %w", err)
	}
	t3 := time.Now()
	e.stats.record(t1.Sub(t0), t2.Sub(t1), t3.Sub(t2), steps)
	if e.overlay {
		e.recordOverlay(t3.Sub(start))
	}

	if e.quit {
		return ErrQuit
	}
	e.capFrameRate(start)
	return nil
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

// Close shuts the engine down: scenes, audio, input, the data watcher, then
// the renderer and its window. SDL itself stays loaded, so a later New in the
// same process (a test) reuses it.
func (e *Engine) Close() {
	signal.Stop(e.signals)
	if e.scenes != nil {
		e.scenes.Close()
	}
	if e.audio != nil {
		e.audio.Close()
		services.ProvideAudio(nil)
	}
	if e.input != nil {
		e.input.Close()
	}
	if e.watcher != nil {
		e.resources.watcher = nil
		e.watcher.Close()
		e.watcher = nil
	}
	if e.resources != nil {
		e.resources.Close()
	}
	if e.renderer != nil {
		e.renderer.Close()
	}
	if current == e {
		current = nil
	}
}
