// Package sdlthread keeps SDL on the thread that owns it while the
// engine's game goroutine runs a frame's updates (the render thread of
// core/engine).
//
// SDL must be called from the thread that initialised it (the main,
// OS-locked goroutine: on macOS the process's main thread). With the
// render thread on, a frame's fixed steps, Update and Render run on a
// game goroutine while that thread draws the frame before; scene code
// that calls something reaching SDL (a texture made on the fly, a
// fullscreen switch from a menu, a screenshot) would then call it from
// the wrong thread, and while the SDL thread is drawing. Such entry points
// wrap their SDL work in Do: while the game goroutine runs (between
// Release and the end of Serve) Do hands the work to the SDL thread,
// which runs it once it has drawn, and waits; at any other time (no
// render thread, or between frames, when the game goroutine is parked)
// the caller is the SDL thread and Do runs the work at once.
//
//	sdlthread.Release()          // on the SDL thread, before waking the game goroutine
//	wake <- struct{}{}
//	draw()                       // the frame before
//	end := sdlthread.Serve(done) // runs what the game goroutine hands over, until it parks
package sdlthread

import "sync/atomic"

var (
	away    atomic.Bool // the game goroutine runs a frame: Do hands work over
	serving atomic.Bool // the SDL thread runs work handed over (its caller waits)
	calls   = make(chan func())
	done    = make(chan struct{})
)

// Do runs f where SDL may be called: at once when no game goroutine is
// running a frame, else on the SDL thread, which runs it after drawing
// while the caller waits. A Do inside work handed over runs at once too:
// it is on the SDL thread already. Handing over allocates nothing when f
// is a func value made once (a method value kept in a field), so a
// per-frame call can stay allocation-free.
func Do(f func()) {
	if !away.Load() || serving.Load() {
		f()
		return
	}
	calls <- f
	<-done
}

// Away reports whether a game goroutine is running a frame (Do hands
// work to the SDL thread).
func Away() bool { return away.Load() }

// Release marks that the game goroutine is about to run a frame: from now
// on Do hands work to the SDL thread. Call it on the SDL thread before
// waking the game goroutine, and Serve after.
func Release() { away.Store(true) }

// Serve runs on the SDL thread the work Do hands over until parked
// delivers (the game goroutine has finished its frame), then makes Do
// direct again and returns what parked delivered.
func Serve[T any](parked <-chan T) T {
	for {
		select {
		case f := <-calls:
			run(f)
		case v := <-parked:
			away.Store(false)
			return v
		}
	}
}

// run runs f and lets its caller go on, even if f panics (the panic then
// goes on up the SDL thread).
func run(f func()) {
	serving.Store(true)
	defer func() {
		serving.Store(false)
		done <- struct{}{}
	}()
	f()
}
