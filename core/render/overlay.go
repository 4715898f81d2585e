package render

import (
	"strconv"
	"time"
)

// OverlayStats are the numbers the debug overlay shows for one frame. The
// engine fills them in (it owns the clocks, the particle systems and the
// runtime/metrics readings) and hands them to Overlay.Record.
type OverlayStats struct {
	FrameTime   time.Duration // the whole frame, wall clock
	FixedUpdate time.Duration // time in FixedUpdate this frame
	Update      time.Duration // time in Update
	Render      time.Duration // time in Render and Present
	FixedSteps  int           // fixed steps run this frame
	DrawCalls   int           // from Renderer.Stats
	Sprites     int           // from Renderer.Stats
	Particles   int           // live particles
	Allocs      uint64        // heap allocations this frame
	GCPause     time.Duration // GC pause time this frame
}

// graphLen is how many frames the frame-time graph shows.
const graphLen = 64

// Overlay draws the debug overlay (the engine toggles it with F3): FPS,
// frame time split into fixed update, update and render, fixed steps,
// draw calls, sprites, particles, allocations and GC pauses per frame, and
// a frame-time graph. It keeps the last frames in a ring buffer and formats
// into a reused buffer, so recording and drawing allocate nothing.
type Overlay struct {
	Font   *Font
	X, Y   float32 // top-left corner, logical pixels
	Layer  int16   // UI layer it draws on; NewOverlay puts it on top
	Budget time.Duration

	last   OverlayStats
	ring   [graphLen]float32 // frame times in milliseconds
	head   int
	n      int
	avgDur time.Duration
	buf    []byte
}

// NewOverlay returns an overlay drawing with font f (DefaultFont(r) will
// do) in the top-left corner, with a 60 Hz frame budget line.
func NewOverlay(f *Font) *Overlay {
	return &Overlay{Font: f, X: 2, Y: 2, Layer: maxLayer - 1, Budget: time.Second / 60, buf: make([]byte, 0, 64)}
}

// Record stores one frame's numbers.
func (o *Overlay) Record(s OverlayStats) {
	o.last = s
	o.ring[o.head] = float32(s.FrameTime.Seconds() * 1000)
	o.head = (o.head + 1) % graphLen
	o.n = min(o.n+1, graphLen)
	// Exponential moving average, so the FPS figure is readable.
	if o.avgDur == 0 {
		o.avgDur = s.FrameTime
	} else {
		o.avgDur += (s.FrameTime - o.avgDur) / 16
	}
}

// FPS reports the smoothed frames per second.
func (o *Overlay) FPS() float64 {
	if o.avgDur <= 0 {
		return 0
	}
	return float64(time.Second) / float64(o.avgDur)
}

// Graph copies the recorded frame times (milliseconds, oldest first) into
// dst and returns how many it copied.
func (o *Overlay) Graph(dst []float32) int {
	k := 0
	for i := 0; i < o.n && k < len(dst); i++ {
		dst[k] = o.ring[(o.head-o.n+i+graphLen)%graphLen]
		k++
	}
	return k
}

// Draw submits the overlay to q in the UI step.
func (o *Overlay) Draw(q *Queue) {
	f := o.Font
	lines := 6
	x, y, lh := o.X, o.Y, f.LineHeight
	graphH := float32(24)
	w := max(f.Advance*22, graphLen+2)
	if q.white.Tex != nil {
		q.FillRect(x-1, y-1, w+2, float32(lines)*lh+graphH+4, StepUI, o.Layer-1, Color{0, 0, 0, 0.6})
	}
	s := o.last
	ms := func(b []byte, d time.Duration) []byte {
		return strconv.AppendFloat(b, d.Seconds()*1000, 'f', 1, 64)
	}
	b := o.buf[:0]
	b = append(b, "FPS "...)
	b = strconv.AppendFloat(b, o.FPS(), 'f', 0, 64)
	b = append(b, "  "...)
	b = ms(b, s.FrameTime)
	b = append(b, "ms"...)
	o.line(q, b, x, &y)
	b = append(b[:0], "fix "...)
	b = ms(b, s.FixedUpdate)
	b = append(b, " upd "...)
	b = ms(b, s.Update)
	b = append(b, " ren "...)
	b = ms(b, s.Render)
	o.line(q, b, x, &y)
	b = append(b[:0], "steps "...)
	b = strconv.AppendInt(b, int64(s.FixedSteps), 10)
	b = append(b, " draws "...)
	b = strconv.AppendInt(b, int64(s.DrawCalls), 10)
	o.line(q, b, x, &y)
	b = append(b[:0], "sprites "...)
	b = strconv.AppendInt(b, int64(s.Sprites), 10)
	o.line(q, b, x, &y)
	b = append(b[:0], "particles "...)
	b = strconv.AppendInt(b, int64(s.Particles), 10)
	o.line(q, b, x, &y)
	b = append(b[:0], "allocs "...)
	b = strconv.AppendUint(b, s.Allocs, 10)
	b = append(b, " gc "...)
	b = strconv.AppendFloat(b, s.GCPause.Seconds()*1000, 'f', 2, 64)
	b = append(b, "ms"...)
	o.line(q, b, x, &y)
	o.buf = b

	if q.white.Tex == nil {
		return
	}
	// Frame-time graph: one bar a frame, the budget as a line, scaled so
	// twice the budget fills the graph.
	base := y + graphH + 1
	budget := float32(o.Budget.Seconds() * 1000)
	scale := graphH / (2 * budget)
	for i := 0; i < o.n; i++ {
		v := o.ring[(o.head-o.n+i+graphLen)%graphLen]
		h := min(v*scale, graphH)
		c := Color{0.3, 0.9, 0.3, 1}
		if v > budget {
			c = Color{0.95, 0.3, 0.2, 1}
		}
		q.FillRect(x+float32(i), base-h, 1, h, StepUI, o.Layer, c)
	}
	q.FillRect(x, base-budget*scale, graphLen, 1, StepUI, o.Layer, Color{1, 1, 1, 0.5})
}

func (o *Overlay) line(q *Queue, b []byte, x float32, y *float32) {
	q.textBytes(o.Font, b, x, *y, StepUI, o.Layer, White)
	*y += o.Font.LineHeight
}
