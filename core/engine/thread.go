package engine

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"time"

	"github.com/bengine-go/bengine/core/internal/frames"
	"github.com/bengine-go/bengine/core/internal/sdlthread"
)

// RenderThread says whether a frame's updates run on a game goroutine
// while the thread that owns SDL draws the frame before (see the package
// documentation, "The render thread").
type RenderThread uint8

const (
	// RenderThreadAuto turns it on in native builds with two or more
	// cores for Go (GOMAXPROCS), where the updates and the drawing can
	// overlap; off in the browser, where the page drives one thread.
	RenderThreadAuto RenderThread = iota
	RenderThreadOn                // on wherever goroutines exist (js too, where it gains nothing)
	RenderThreadOff               // every frame on the calling thread, one part after the other
)

// renderThreadOn resolves o's RenderThread for this build and machine.
func (o *Options) renderThreadOn() bool {
	var t RenderThread
	if o != nil {
		t = o.RenderThread
	}
	switch t {
	case RenderThreadOn:
		return true
	case RenderThreadOff:
		return false
	}
	return runtime.GOOS != "js" && runtime.GOMAXPROCS(0) >= 2
}

// gameThread is the engine's side of the render thread: the goroutine
// that runs a frame's simulation and render submission, and the two
// channels it is woken and parked on. A frame with the thread goes:
//
//	SDL thread (main, OS-locked)        game goroutine
//	hand frame n-1 over to draw         (parked)
//	steps 1-2: input, reloads, switch   (parked)
//	                     -- wake -->    steps 3-6 of frame n into the other queue
//	draw and show frame n-1             ...
//	run what the game hands over        ...
//	                  <-- parked --
//
// The thread that owns SDL keeps everything SDL: events are polled there
// and handed over as the frame's input, hot reloads and scene switches
// (whose Start may make textures) run there while the game goroutine is
// parked, and a call of scene code that reaches SDL is run there after
// the draw (core/internal/sdlthread) while the caller waits. The frame
// drawn is a queue the game goroutine no longer writes, with the
// renderer's settings as they were when it was handed over.
type gameThread struct {
	pipe    frames.Pipe    // the renderer's two queues; nil without the thread
	wake    chan time.Time // when the SDL thread woke it (buffered: a send never waits)
	parked  chan frameEnd
	running bool // the goroutine was started and has not ended
}

// frameEnd is what the game goroutine reports when it parks: the frame's
// timings, or how it ended instead.
type frameEnd struct {
	steps                 int
	fixed, update, render time.Duration
	panicked              bool // a panic, recovered there and raised again on the SDL thread
	value                 any
	stack                 []byte
	exited                bool // runtime.Goexit (t.FailNow in a test's component) ended the goroutine
}

// startRenderThread splits the renderer in two for the render thread,
// and reports whether it could.
func (e *Engine) startRenderThread() bool {
	p, err := frames.Split(e.renderer)
	if err != nil {
		e.log.Warn("engine: render thread off", "err", err)
		return false
	}
	e.thread.pipe = p
	e.log.Debug("engine: render thread on")
	return true
}

// gameLoop is the game goroutine: one frame's updates each time it is
// woken, until wake is closed.
func (e *Engine) gameLoop(wake <-chan time.Time, parked chan<- frameEnd) {
	var parkedAt time.Time // when the goroutine last parked
	parkedFor := spinMax   // between a park and the wake after it; no spin for the first
	for {
		woken, ok := waitWake(wake, parkedFor)
		if !ok {
			return
		}
		if !parkedAt.IsZero() {
			parkedFor = woken.Sub(parkedAt)
		}
		parkedAt = e.gameFrame(parked)
	}
}

// spinMax is how long the game goroutine polls for its wake before it
// sleeps, when the frame before woke it that soon after it parked: where
// the updates are the longer half of a frame, the SDL thread wakes it a
// few hundred microseconds after it parks, and waking a sleeping thread
// took 0.6 to 1.7 ms on a virtual machine's cores (docs/performance.md),
// much of what the overlap gains.
const spinMax = time.Millisecond

// waitWake receives the next wake: at once where the goroutine was parked
// for more than spinMax the last time (the draw is the longer half, or
// the frame rate cap sleeps) or Go has one core (the SDL thread could not
// run while it polls), else after polling for it for at most spinMax.
func waitWake(wake <-chan time.Time, parkedFor time.Duration) (time.Time, bool) {
	if parkedFor < spinMax && runtime.GOMAXPROCS(0) >= 2 {
		start := time.Now()
		for time.Since(start) < spinMax {
			select {
			case t, ok := <-wake:
				return t, ok
			default:
			}
		}
	}
	t, ok := <-wake
	return t, ok
}

// gameFrame runs one frame's updates and parks, and returns when it
// parked. A panic is handed to the SDL thread, to be raised again there;
// so is the end of the goroutine by runtime.Goexit.
func (e *Engine) gameFrame(parked chan<- frameEnd) (parkedAt time.Time) {
	done := false
	defer func() {
		if done {
			return
		}
		if v := recover(); v != nil {
			parked <- frameEnd{panicked: true, value: v, stack: debug.Stack()}
			return
		}
		parked <- frameEnd{exited: true}
	}()
	var end frameEnd
	end.steps, end.fixed, end.update, end.render = e.update()
	done = true
	parkedAt = time.Now()
	parked <- end
	return parkedAt
}

// runThreaded is RunOneFrame with the render thread. At its start the
// game goroutine is parked and the renderer's queue holds the frame it
// built last; that frame is handed over, the SDL thread polls input and
// applies reloads as RunOneFrame always does, then the game goroutine
// builds this frame while the SDL thread draws the one handed over and
// runs what the game goroutine hands it (sdlthread), until it parks.
func (e *Engine) runThreaded() error {
	start := time.Now()
	th := &e.thread
	th.pipe.Hand()
	e.beginFrame()

	if !th.running {
		th.wake, th.parked = make(chan time.Time, 1), make(chan frameEnd)
		th.running = true
		go e.gameLoop(th.wake, th.parked)
	}
	sdlthread.Release()
	th.wake <- time.Now()
	t := time.Now()
	drawErr := th.pipe.Draw()
	drawn := time.Since(t)
	end := sdlthread.Serve(th.parked)
	switch {
	case end.exited:
		th.running = false
		runtime.Goexit() // as the game goroutine did: a test's FailNow ends the test
	case end.panicked:
		e.log.Error("engine: panic in a frame's updates (on the game goroutine)", "panic", fmt.Sprint(end.value), "stack", string(end.stack))
		panic(end.value)
	}
	if drawErr != nil {
		th.pipe.Built()
		return fmt.Errorf("engine: present: %w", drawErr)
	}
	e.stats.record(end.fixed, end.update, end.render+drawn, end.steps)
	if e.overlay {
		e.recordOverlay(time.Since(start))
	}
	// The frame is marked built only now: a Screenshot or Stats of the
	// renderer draws a built frame first, and recordOverlay's Stats above
	// is of the frame just drawn.
	th.pipe.Built()
	if e.quit || e.shots.inFrame {
		// The last frame is shown before ErrQuit, and a screenshot asked
		// for is written in the frame it was asked in: both as without
		// the render thread, at the cost of this frame's overlap.
		if err := e.drawBuilt(); err != nil {
			return err
		}
	}
	if e.quit {
		return ErrQuit
	}
	e.capFrameRate(start)
	return nil
}

// drawBuilt draws the frame just built at once, and takes the screenshot
// asked for in it.
func (e *Engine) drawBuilt() error {
	e.thread.pipe.Hand()
	if err := e.thread.pipe.Draw(); err != nil {
		return fmt.Errorf("engine: present: %w", err)
	}
	if e.shots.inFrame {
		e.shots.inFrame = false
		e.shots.take(e)
	}
	return nil
}

// stopRenderThread ends the game goroutine (parked between frames).
func (e *Engine) stopRenderThread() {
	if e.thread.running {
		close(e.thread.wake)
		e.thread.running = false
	}
}
