// Command lines draws with the line modes of Queue.SubmitDraw: ModeLines,
// two vertices a segment, and ModeLineStrip, a polyline through every
// vertex in turn.
//
//	go run ./examples/lines
//
// What to look at: the grid is one ModeLines submission, its segments
// made once at setup (each segment's own two vertices). The star is a
// ModeLineStrip whose vertices are made once, in the star's own space
// around (0, 0), and never change: its object turns, and SubmitDraw takes
// the object's world matrix with the vertices, so the GPU backend's vertex
// shader (or, on SDL's renderer, the CPU) places them; hold Space to stop
// it. The wave is a ModeLineStrip rebuilt every frame into a slice kept
// from frame to frame, so a frame allocates nothing. Lines are one logical
// pixel wide on every backend, centred on the segment: a line through
// pixel centres (x.5) fills exactly one row or column. Each of the three
// is one draw call; the counter says how many vertices the frame took.
package main

import (
	"math"
	"strconv"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Lines"}, setup) }

// The colours, and the keys the shapes are drawn with: one batch each.
var (
	gridColor = render.RGBA8(40, 60, 110, 255)
	starColor = render.RGBA8(255, 210, 60, 255)
	waveColor = render.RGBA8(80, 230, 120, 255)

	gridKey = render.Key{Mode: render.ModeLines}
	starKey = render.Key{Mode: render.ModeLineStrip, Layer: 2}
	waveKey = render.Key{Mode: render.ModeLineStrip, Layer: 1}
)

// The grid's spacing, and the star's centre and radii.
const (
	spacing          = 32
	starX, starY     = 128.5, 112.5
	outer, inner     = 44, 18
	waveY, waveDepth = 204.5, 12
)

// setup builds the scene in e: the grid, the star on an object of its own,
// the wave and the counter.
func setup(e *engine.Engine) error {
	s := scene.New("lines")
	scene.AddComponent(s.NewObject("grid"), newGrid(e.Renderer().LogicalSize()))
	star := s.NewObject("star")
	star.Transform.SetPosition(mgl32.Vec2{starX, starY})
	scene.AddComponent(star, newStar(e.Input()))
	scene.AddComponent(s.NewObject("wave"), &wave{})
	scene.AddComponent(s.NewObject("counter"), &counter{r: e.Renderer(), font: render.DefaultFont(e.Renderer())})
	e.Scenes().Add(s)
	return e.Scenes().Switch("lines")
}

// grid draws lines every spacing pixels, through pixel centres.
type grid struct {
	scene.Base
	verts []render.Vertex
}

func newGrid(w, h int) *grid {
	g := &grid{}
	line := func(x0, y0, x1, y1 float32) {
		g.verts = append(g.verts,
			render.Vertex{Pos: mgl32.Vec2{x0, y0}, Color: gridColor},
			render.Vertex{Pos: mgl32.Vec2{x1, y1}, Color: gridColor})
	}
	for x := spacing / 2; x < w; x += spacing {
		line(float32(x)+0.5, 0, float32(x)+0.5, float32(h))
	}
	for y := spacing / 2; y < h; y += spacing {
		line(0, float32(y)+0.5, float32(w), float32(y)+0.5)
	}
	return g
}

func (g *grid) Render(q *render.Queue) { q.SubmitDraw(gridKey, g.verts, nil) }

// star is a five-pointed outline that turns with its object.
type star struct {
	scene.Base
	in    *input.Manager
	verts []render.Vertex // in the star's space: the outline, closed
}

func newStar(in *input.Manager) *star {
	s := &star{in: in}
	for i := range 11 {
		a := float64(i) * math.Pi / 5
		r := float32(outer)
		if i%2 == 1 {
			r = inner
		}
		s.verts = append(s.verts, render.Vertex{
			Pos:   mgl32.Vec2{r * float32(math.Sin(a)), -r * float32(math.Cos(a))},
			Color: starColor,
		})
	}
	return s
}

// FixedUpdate turns the star half a turn every four seconds, unless Space
// is held.
func (s *star) FixedUpdate(dt float32) {
	if !s.in.KeyHeld(input.KeySpace) {
		s.Owner().Transform.Rotate(math.Pi / 4 * dt)
	}
}

func (s *star) Render(q *render.Queue) {
	q.SubmitDraw(starKey, s.verts, s.Owner().Transform.World())
}

// wave is a sine polyline that scrolls, its vertices rebuilt each frame.
type wave struct {
	scene.Base
	t     float32
	verts []render.Vertex // kept: rebuilt in place
}

func (w *wave) Update(dt float32) {
	w.t += dt
	w.verts = w.verts[:0]
	for x := float32(0); x <= 256; x += 4 {
		y := waveY + waveDepth*float32(math.Sin(float64(x/20-2*w.t)))
		w.verts = append(w.verts, render.Vertex{Pos: mgl32.Vec2{x, y}, Color: waveColor})
	}
}

func (w *wave) Render(q *render.Queue) { q.SubmitDraw(waveKey, w.verts, nil) }

// counter shows how many vertices the last frame drew, in how many draws.
type counter struct {
	scene.Base
	r    *render.Renderer
	font *render.Font
	line []byte
}

func (c *counter) Render(q *render.Queue) {
	st := c.r.Stats()
	c.line = strconv.AppendInt(append(c.line[:0], "vertices "...), int64(st.Vertices), 10)
	c.line = strconv.AppendInt(append(c.line, ", draws "...), int64(st.Batches), 10)
	q.TextBytes(c.font, c.line, 4, 4, render.StepUI, 0, render.White)
}
