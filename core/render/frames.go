package render

import (
	"fmt"

	"github.com/bengine-go/bengine/core/internal/frames"
)

// frameSettings are the renderer's settings a frame is drawn with, taken
// when the frame is handed over: with the render thread, a game may change
// them for its next frame while this one is drawn.
type frameSettings struct {
	clear      [4]uint8
	lighting   bool
	ambient    [4]uint8
	glow       bool
	glowPasses int
	tone       ToneMap
	posts      []framePost
	flash      [4]float32 // the damage flash's colour times its level now; zero: none
}

// framePost is a post pass as the frame is drawn with it: the pipeline
// and the parameters of the moment it was handed over.
type framePost struct {
	gpu    *gpuPost
	params [8]float32
}

// threadFrames is the render thread's side of the Renderer: the second
// queue and where the frames are between building and drawing.
type threadFrames struct {
	on     bool
	drawn  Queue // the frame handed over to draw
	built  bool  // queue holds a complete frame not handed over yet
	handed bool  // drawn holds a frame not drawn yet
}

func init() {
	frames.Split = func(r any) (frames.Pipe, error) {
		rr, ok := r.(*Renderer)
		if !ok {
			return nil, fmt.Errorf("render: frames of %T, want *Renderer", r)
		}
		if err := rr.split(); err != nil {
			return nil, err
		}
		return pipe{rr}, nil
	}
}

// split gives the renderer its second queue (and, on the GPU backend, its
// second transfer buffer).
func (r *Renderer) split() error {
	if r.thread.on {
		return nil
	}
	if r.closed {
		return fmt.Errorf("render: render thread on a closed Renderer")
	}
	d := &r.thread.drawn
	d.last = -1
	d.white, d.instances, d.slot, d.reg = r.queue.white, r.queue.instances, 1, r.queue.reg
	if s, ok := r.b.(interface{ split() error }); ok {
		if err := s.split(); err != nil {
			return fmt.Errorf("render: render thread: %w", err)
		}
	}
	r.thread.on = true
	return nil
}

// pipe is a Renderer's frames.Pipe.
type pipe struct{ r *Renderer }

func (p pipe) Built()      { p.r.thread.built = true }
func (p pipe) Hand() bool  { return p.r.hand() }
func (p pipe) Draw() error { return p.r.drawHanded() }

// take makes q the frame to draw, with the settings in force now.
func (r *Renderer) take(q *Queue) {
	q.begin() // a frame with no submissions is an empty frame
	r.frame = q
	f := &r.fs
	f.clear, f.lighting, f.ambient, f.glow, f.glowPasses, f.tone =
		r.clear, r.lighting, r.ambient, r.glow, r.glowPasses, r.tone
	f.flash = r.flash.color()
	f.posts = f.posts[:0]
	for _, e := range r.posts {
		f.posts = append(f.posts, framePost{gpu: e.gpu, params: e.Params})
	}
	r.b.take(q)
}

// drawFrame draws the frame taken and shows it.
func (r *Renderer) drawFrame() error {
	q := r.frame
	r.stats = FrameStats{Sprites: q.sprites, Vertices: q.vertices, Lights: len(q.lights), LightsDropped: q.dropped}
	if !r.fs.lighting {
		r.stats.Lights = 0
	}
	err := r.b.present()
	q.done = true
	return err
}

// hand swaps the queues: the frame built becomes the one to draw, and the
// one drawn before is emptied for the next frame, keeping the camera.
func (r *Renderer) hand() bool {
	f := &r.thread
	if !f.built {
		return false
	}
	f.built = false
	r.queue, f.drawn = f.drawn, r.queue
	r.queue.camX, r.queue.camY = f.drawn.camX, f.drawn.camY
	r.queue.ublocks = append(r.queue.ublocks[:0], f.drawn.ublocks...) // blocks keep their contents
	r.take(&f.drawn)
	r.queue.done = true
	r.queue.begin()
	r.b.begin(&r.queue)
	f.handed = true
	return true
}

// drawHanded draws the frame handed over, if one waits.
func (r *Renderer) drawHanded() error {
	f := &r.thread
	if !f.handed {
		return nil
	}
	f.handed = false
	if r.closed {
		return fmt.Errorf("render: Present on a closed Renderer")
	}
	return r.drawFrame()
}

// flushBuilt draws, with the render thread on, a frame built but not yet
// handed over (a Screenshot or Stats between frames reads what Present
// would have shown), and a frame handed over but not yet drawn.
func (r *Renderer) flushBuilt() error {
	if !r.thread.on {
		return nil
	}
	r.hand()
	return r.drawHanded()
}
