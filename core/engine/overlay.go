package engine

import (
	"math"
	"runtime"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
)

// SetOverlay shows or hides the debug overlay (F3 in a debug build).
func (e *Engine) SetOverlay(on bool) {
	e.overlay = on
	if on {
		runtime.ReadMemStats(&e.mem) // baseline for per-frame allocation counts
	}
}

// Overlay reports whether the debug overlay is showing.
func (e *Engine) Overlay() bool { return e.overlay }

// AddOverlayLine adds a line of the game's own to the debug overlay,
// under the engine's lines, in the order added: once a frame while the
// overlay shows, line appends the text to dst (a buffer the overlay
// keeps) and returns it. Built with append and strconv's Append
// functions, a line allocates nothing:
//
//	e.AddOverlayLine(func(dst []byte) []byte {
//		return strconv.AppendInt(append(dst, "particles "...), int64(fx.Live()), 10)
//	})
func (e *Engine) AddOverlayLine(line func(dst []byte) []byte) {
	if line != nil {
		e.overlayView.lines = append(e.overlayView.lines, line)
	}
}

// AddOverlaySwitch adds a switch of the game's own to the debug overlay:
// while the overlay shows, pressing key flips *on, and the overlay shows
// the switch on a line of its own under the game's lines, its key, name
// and state ("F4 physics lines on"). The game reads *on where it draws
// what the switch shows (a physics debug drawing, hitboxes, paths); a
// flag may set it too, so that a release build or a headless run, which
// have no overlay, can show the same. The overlay only flips *on, on the
// loop's thread between frames, and never allocates for it.
//
//	e.AddOverlaySwitch(input.KeyF4, "physics lines", &g.showLines)
//
// It panics on a nil on.
func (e *Engine) AddOverlaySwitch(key input.Key, name string, on *bool) {
	if on == nil {
		panic("engine: AddOverlaySwitch with a nil switch")
	}
	e.overlayView.switches = append(e.overlayView.switches, overlaySwitch{
		key: key, on: on, label: input.KeyName(key) + " " + name,
	})
}

// flipSwitches flips the switches whose key was pressed this frame.
func (o *overlayView) flipSwitches(in *input.Manager) {
	for _, s := range o.switches {
		if in.KeyPressed(s.key) {
			*s.on = !*s.on
		}
	}
}

// overlaySwitch is one of the game's switches on the overlay.
type overlaySwitch struct {
	key   input.Key
	on    *bool
	label string // the key's name and the switch's
}

// recordOverlay feeds the overlay with this frame's numbers. Reading memory
// statistics stops the world briefly, so it only happens while the overlay
// is showing.
func (e *Engine) recordOverlay(frame time.Duration) {
	mallocs, pause := e.mem.Mallocs, e.mem.PauseTotalNs
	runtime.ReadMemStats(&e.mem)
	rs := e.renderer.Stats()
	e.overlayView.record(overlayStats{
		frameTime:  frame,
		fixed:      e.stats.fixed,
		update:     e.stats.update,
		render:     e.stats.render,
		fixedSteps: e.stats.steps,
		drawCalls:  rs.DrawCalls,
		sprites:    rs.Sprites,
		allocs:     e.mem.Mallocs - mallocs,
		gcPause:    time.Duration(e.mem.PauseTotalNs - pause),
	})
}

// frameStats holds the last frame's timings, split the way the overlay
// shows them.
type frameStats struct {
	fixed, update, render time.Duration // time spent in each part of the frame
	steps                 int           // fixed steps run this frame
}

func (s *frameStats) record(fixed, update, render time.Duration, steps int) {
	s.fixed, s.update, s.render, s.steps = fixed, update, render, steps
}

// overlayStats are the numbers the debug overlay shows for one frame.
type overlayStats struct {
	frameTime  time.Duration // the whole frame, wall clock
	fixed      time.Duration // time in FixedUpdate this frame
	update     time.Duration // time in Update
	render     time.Duration // time in Render and Present
	fixedSteps int           // fixed steps run this frame
	drawCalls  int           // from the Renderer's Stats
	sprites    int           // from the Renderer's Stats
	allocs     uint64        // heap allocations this frame
	gcPause    time.Duration // GC pause time this frame
}

// graphLen is how many frames the frame-time graph shows.
const graphLen = 64

// overlayLayer is the UI layer the overlay draws on: above what a game
// draws there.
const overlayLayer = math.MaxInt16 - 1

// builtinLines is how many lines of text the engine's own numbers take.
const builtinLines = 5

// overlayView draws the debug overlay: FPS, the frame time split into
// fixed update, update and render, fixed steps, draw calls, sprites,
// allocations and GC pauses per frame, the game's lines (AddOverlayLine),
// and a frame-time graph. It keeps the last frames in a ring buffer and
// formats into a reused buffer, so recording and drawing allocate nothing.
type overlayView struct {
	font   *render.Font
	x, y   float32       // top-left corner, logical pixels
	budget time.Duration // the frame budget the graph draws a line at
	widest int           // the longest line drawn this frame, in characters

	lines    []func(dst []byte) []byte // the game's lines
	switches []overlaySwitch           // the game's switches, shown under its lines
	last     overlayStats
	ring     [graphLen]float32 // frame times in milliseconds
	head     int
	n        int
	avgDur   time.Duration
	buf      []byte
}

// newOverlayView returns an overlay drawing with font f in the top-left
// corner, with a 60 Hz frame budget line.
func newOverlayView(f *render.Font) *overlayView {
	return &overlayView{font: f, x: 2, y: 2, budget: time.Second / 60, buf: make([]byte, 0, 64)}
}

// record stores one frame's numbers.
func (o *overlayView) record(s overlayStats) {
	o.last = s
	o.ring[o.head] = float32(s.frameTime.Seconds() * 1000)
	o.head = (o.head + 1) % graphLen
	o.n = min(o.n+1, graphLen)
	// Exponential moving average, so the FPS figure is readable.
	if o.avgDur == 0 {
		o.avgDur = s.frameTime
	} else {
		o.avgDur += (s.frameTime - o.avgDur) / 16
	}
}

// fps reports the smoothed frames per second.
func (o *overlayView) fps() float64 {
	if o.avgDur <= 0 {
		return 0
	}
	return float64(time.Second) / float64(o.avgDur)
}

// graph copies the recorded frame times (milliseconds, oldest first) into
// dst and returns how many it copied.
func (o *overlayView) graph(dst []float32) int {
	k := 0
	for i := 0; i < o.n && k < len(dst); i++ {
		dst[k] = o.ring[(o.head-o.n+i+graphLen)%graphLen]
		k++
	}
	return k
}

// overlayMinChars is the overlay panel's least width, in characters: the
// panel grows from it to its widest line, so that longer numbers (a 12.5
// ms render) and a game's long lines stay inside.
const overlayMinChars = 22

// draw submits the overlay to q in the UI step: its lines, the panel under
// them, as wide as the widest line or overlayMinChars, and the graph.
func (o *overlayView) draw(q *render.Queue) {
	f := o.font
	lines := builtinLines + len(o.lines) + len(o.switches)
	x, y, lh := o.x, o.y, f.LineHeight
	graphH := float32(24)
	o.widest = 0
	s := o.last
	ms := func(b []byte, d time.Duration) []byte {
		return strconv.AppendFloat(b, d.Seconds()*1000, 'f', 1, 64)
	}
	b := o.buf[:0]
	b = append(b, "FPS "...)
	b = strconv.AppendFloat(b, o.fps(), 'f', 0, 64)
	b = append(b, "  "...)
	b = ms(b, s.frameTime)
	b = append(b, "ms"...)
	o.line(q, b, x, &y)
	b = append(b[:0], "fix "...)
	b = ms(b, s.fixed)
	b = append(b, " upd "...)
	b = ms(b, s.update)
	b = append(b, " ren "...)
	b = ms(b, s.render)
	o.line(q, b, x, &y)
	b = append(b[:0], "steps "...)
	b = strconv.AppendInt(b, int64(s.fixedSteps), 10)
	b = append(b, " draws "...)
	b = strconv.AppendInt(b, int64(s.drawCalls), 10)
	o.line(q, b, x, &y)
	b = append(b[:0], "sprites "...)
	b = strconv.AppendInt(b, int64(s.sprites), 10)
	o.line(q, b, x, &y)
	b = append(b[:0], "allocs "...)
	b = strconv.AppendUint(b, s.allocs, 10)
	b = append(b, " gc "...)
	b = strconv.AppendFloat(b, s.gcPause.Seconds()*1000, 'f', 2, 64)
	b = append(b, "ms"...)
	o.line(q, b, x, &y)
	for _, line := range o.lines {
		b = line(b[:0])
		o.line(q, b, x, &y)
	}
	for _, s := range o.switches {
		b = append(append(b[:0], s.label...), " off"...)
		if *s.on {
			b = append(b[:len(b)-4], " on"...)
		}
		o.line(q, b, x, &y)
	}
	o.buf = b
	w := max(f.Advance*float32(max(o.widest, overlayMinChars)), graphLen+2)
	q.FillRect(x-1, o.y-1, w+2, float32(lines)*lh+graphH+4, render.StepUI, overlayLayer-1, render.Color{A: 0.6})

	// Frame-time graph: one bar a frame, the budget as a line, scaled so
	// twice the budget fills the graph.
	base := y + graphH + 1
	budget := float32(o.budget.Seconds() * 1000)
	scale := graphH / (2 * budget)
	for i := 0; i < o.n; i++ {
		v := o.ring[(o.head-o.n+i+graphLen)%graphLen]
		h := min(v*scale, graphH)
		c := render.Color{R: 0.3, G: 0.9, B: 0.3, A: 1}
		if v > budget {
			c = render.Color{R: 0.95, G: 0.3, B: 0.2, A: 1}
		}
		q.FillRect(x+float32(i), base-h, 1, h, render.StepUI, overlayLayer, c)
	}
	q.FillRect(x, base-budget*scale, graphLen, 1, render.StepUI, overlayLayer, render.Color{R: 1, G: 1, B: 1, A: 0.5})
}

func (o *overlayView) line(q *render.Queue, b []byte, x float32, y *float32) {
	q.TextBytes(o.font, b, x, *y, render.StepUI, overlayLayer, render.White)
	*y += o.font.LineHeight
	o.widest = max(o.widest, utf8.RuneCount(b))
}
