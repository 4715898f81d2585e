// Command triangles draws with the triangle modes of Queue.SubmitDraw:
// ModeTriangles, three vertices a triangle; ModeTriangleFan, a convex
// polygon from its centre; ModeTriangleStrip, a ribbon of triangles each
// sharing two vertices with the one before.
//
//	go run ./examples/triangles
//
// What to look at: the hexagon is a fan, a centre and its rim, the colours
// blended across each triangle from its vertices. The ribbon is a strip,
// rebuilt each frame in a slice kept from frame to frame. The spinners are
// twelve objects, each with three triangles in its own space; each submits
// them with its own world matrix, and all twelve are still one draw call:
// on the GPU backend the vertex shader applies each submission's
// transform, so objects that share a batch key share a draw whatever
// their transforms (Custom Hobo's per-instance transform). Space pauses
// the spinning.
package main

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Triangles"}, setup) }

// The keys the shapes are drawn with: one batch each.
var (
	fanKey     = render.Key{Mode: render.ModeTriangleFan}
	ribbonKey  = render.Key{Mode: render.ModeTriangleStrip, Layer: 1}
	spinnerKey = render.Key{Mode: render.ModeTriangles, Layer: 2}
)

// Where the shapes are.
const (
	hexX, hexY, hexR = 64, 80, 40
	ribbonY          = 180
	spinners         = 12
)

var (
	centreColor = render.White
	ribbonTop   = render.RGBA8(240, 80, 160, 255)
	ribbonFoot  = render.RGBA8(80, 40, 200, 255)
	bladeColor  = render.RGBA8(255, 200, 40, 255)
)

// setup builds the scene in e: the hexagon, the ribbon and the spinners.
func setup(e *engine.Engine) error {
	s := scene.New("triangles")
	scene.AddComponent(s.NewObject("hexagon"), newHexagon())
	scene.AddComponent(s.NewObject("ribbon"), &ribbon{})
	for i := range spinners {
		o := s.NewObject("spinner")
		o.Transform.SetPosition(mgl32.Vec2{float32(140 + 32*(i%4)), float32(40 + 40*(i/4))})
		scene.AddComponent(o, &spinner{in: e.Input(), speed: 1 + float32(i%3)})
	}
	scene.AddComponent(s.NewObject("label"), &label{font: render.DefaultFont(e.Renderer())})
	e.Scenes().Add(s)
	return e.Scenes().Switch("triangles")
}

// hexagon is a fan: its centre, then its six corners and the first again.
type hexagon struct {
	scene.Base
	verts []render.Vertex
}

func newHexagon() *hexagon {
	h := &hexagon{verts: []render.Vertex{{Pos: mgl32.Vec2{hexX, hexY}, Color: centreColor}}}
	rim := []render.Color{
		render.RGBA8(255, 60, 60, 255), render.RGBA8(255, 200, 60, 255), render.RGBA8(80, 220, 80, 255),
		render.RGBA8(60, 200, 255, 255), render.RGBA8(80, 80, 255, 255), render.RGBA8(220, 80, 255, 255),
	}
	for i := range 7 {
		a := float64(i%6) * math.Pi / 3
		p := mgl32.Vec2{hexX + hexR*float32(math.Cos(a)), hexY + hexR*float32(math.Sin(a))}
		h.verts = append(h.verts, render.Vertex{Pos: p, Color: rim[i%6]})
	}
	return h
}

func (h *hexagon) Render(q *render.Queue) { q.SubmitDraw(fanKey, h.verts, nil) }

// ribbon is a strip that waves: pairs of vertices, top and foot, across
// the frame.
type ribbon struct {
	scene.Base
	t     float32
	verts []render.Vertex // kept: rebuilt in place
}

func (r *ribbon) Update(dt float32) {
	r.t += dt
	r.verts = r.verts[:0]
	for x := float32(0); x <= 256; x += 16 {
		y := ribbonY + 10*float32(math.Sin(float64(x/40+r.t)))
		r.verts = append(r.verts,
			render.Vertex{Pos: mgl32.Vec2{x, y - 12}, Color: ribbonTop},
			render.Vertex{Pos: mgl32.Vec2{x, y + 12}, Color: ribbonFoot})
	}
}

func (r *ribbon) Render(q *render.Queue) { q.SubmitDraw(ribbonKey, r.verts, nil) }

// blades are a spinner's three triangles, around (0, 0) in its own space.
var blades = func() []render.Vertex {
	var v []render.Vertex
	for i := range 3 {
		a := float64(i) * 2 * math.Pi / 3
		tip := mgl32.Vec2{12 * float32(math.Cos(a)), 12 * float32(math.Sin(a))}
		side := mgl32.Vec2{5 * float32(math.Cos(a+math.Pi/2)), 5 * float32(math.Sin(a+math.Pi/2))}
		v = append(v,
			render.Vertex{Pos: mgl32.Vec2{}, Color: render.White},
			render.Vertex{Pos: tip, Color: bladeColor},
			render.Vertex{Pos: tip.Add(side), Color: bladeColor})
	}
	return v
}()

// spinner turns its object and submits the blades with its world matrix.
type spinner struct {
	scene.Base
	in    *input.Manager
	speed float32 // radians a second
}

func (s *spinner) FixedUpdate(dt float32) {
	if !s.in.KeyHeld(input.KeySpace) {
		s.Owner().Transform.Rotate(s.speed * dt)
	}
}

func (s *spinner) Render(q *render.Queue) {
	q.SubmitDraw(spinnerKey, blades, s.Owner().Transform.World())
}

// label names the modes.
type label struct {
	scene.Base
	font *render.Font
}

func (l *label) Render(q *render.Queue) {
	q.Text(l.font, "fan", hexX-12, hexY+hexR+6, render.StepUI, 0, render.White)
	q.Text(l.font, "strip", 4, ribbonY-34, render.StepUI, 0, render.White)
	q.Text(l.font, "triangles", 156, 4, render.StepUI, 0, render.White)
}
