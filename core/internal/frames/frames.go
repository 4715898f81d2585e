// Package frames lets core/engine drive core/render's two queues for the
// render thread without that machinery being part of render's public
// API. core/render sets Split when it is imported; code outside core/
// cannot import this package.
//
// With a Pipe, a frame's submissions (on the game goroutine) go into one
// queue while the SDL thread draws the other:
//
//	SDL thread                         game goroutine
//	p.Hand()      the frame built last becomes the one to draw (both parked)
//	              wake the game goroutine ->  fixed steps, Update, Render into the queue
//	p.Draw()      draws the frame handed over  ...
//	              <- parked
//	p.Built()     the queue holds a complete frame
package frames

// Pipe is a renderer split in two for a render thread. Every method is
// called on the SDL thread; Hand and Built only while the game goroutine
// is parked.
type Pipe interface {
	// Built marks the queue as holding a complete frame, built by a game
	// goroutine now parked. A Screenshot or Stats from between frames
	// draws it first, as Present would have.
	Built()
	// Hand makes the frame built last the one to draw, with the
	// renderer's settings as they are now (clear colour, lighting, glow,
	// tone map, post passes, camera), and opens an empty queue for the
	// next. It reports whether there was a frame to hand over.
	Hand() bool
	// Draw draws and shows the frame handed over (nothing if none), while
	// the game goroutine fills the other queue.
	Draw() error
}

// Split turns renderer (a *render.Renderer) double-buffered and returns
// its Pipe; from then on the renderer's queue is the one being built and
// the frame drawn is the one handed over. core/render sets it in its
// init.
var Split func(renderer any) (Pipe, error)
