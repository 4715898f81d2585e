package render_test

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/go-gl/mathgl/mgl32"
)

// quadVerts is the rectangle (x, y, w, h) as four vertices in order around
// it, UVs across the whole texture.
func quadVerts(x, y, w, h float32, c render.Color) []render.Vertex {
	return []render.Vertex{
		{Pos: mgl32.Vec2{x, y}, UV: mgl32.Vec2{0, 0}, Color: c},
		{Pos: mgl32.Vec2{x + w, y}, UV: mgl32.Vec2{1, 0}, Color: c},
		{Pos: mgl32.Vec2{x + w, y + h}, UV: mgl32.Vec2{1, 1}, Color: c},
		{Pos: mgl32.Vec2{x, y + h}, UV: mgl32.Vec2{0, 1}, Color: c},
	}
}

// vs makes vertices of one colour at the points (x0, y0, x1, y1, ...).
func vs(c render.Color, xy ...float32) []render.Vertex {
	out := make([]render.Vertex, len(xy)/2)
	for i := range out {
		out[i] = render.Vertex{Pos: mgl32.Vec2{xy[2*i], xy[2*i+1]}, Color: c}
	}
	return out
}

var (
	cRed   = render.RGBA8(255, 0, 0, 255)
	cGreen = render.RGBA8(0, 255, 0, 255)
	cBlue  = render.RGBA8(0, 0, 255, 255)
	cWhite = render.White
)

// pixel is one expected pixel of a frame.
type pixel struct {
	x, y int
	want color.NRGBA
}

var black = color.NRGBA{0, 0, 0, 255}

// checkPixels reports every pixel of img that is not as expected.
func checkPixels(t *testing.T, what string, img *image.RGBA, px []pixel) {
	t.Helper()
	for _, p := range px {
		if got := img.RGBAAt(p.x, p.y); got != rgba(p.want) {
			t.Errorf("%s: pixel (%d,%d): got %v, want %v", what, p.x, p.y, got, p.want)
		}
	}
}

// everyRenderer opens SDL's renderer on its OpenGL and software drivers
// and, where there is a device, the GPU backend.
func everyRenderer(t *testing.T, w, h int) []*render.Renderer {
	rs := backends(t, w, h)
	soft, err := render.New(&render.Options{Title: t.Name(), LogicalW: w, LogicalH: h, Scale: 2, Hidden: true, Driver: "software"})
	if err != nil {
		t.Fatalf("render.New software: %v", err)
	}
	t.Cleanup(soft.Close)
	return append(rs, soft)
}

// name is how a test names the renderer: its backend and driver.
func name(r *render.Renderer) string { return r.Backend().String() + "/" + r.Driver() }

// TestSubmitDrawModes draws each mode of SubmitDraw alone on each backend
// and checks the pixels it fills and the ones it leaves: edges at whole
// pixels, lines one pixel wide through pixel centres.
func TestSubmitDrawModes(t *testing.T) {
	cases := []struct {
		name  string
		mode  render.Mode
		verts []render.Vertex
		px    []pixel
	}{
		{"quads", render.ModeQuads, append(quadVerts(4, 4, 8, 6, cRed), quadVerts(20, 4, 2, 2, cBlue)...), []pixel{
			{4, 4, red}, {11, 9, red}, {12, 4, black}, {4, 10, black}, {3, 4, black}, {20, 4, blue}, {21, 5, blue}, {22, 5, black},
		}},
		{"triangles", render.ModeTriangles, vs(cGreen, 0, 0, 16, 0, 0, 16), []pixel{
			{0, 0, green}, {2, 2, green}, {7, 7, green}, {9, 9, black}, {15, 15, black},
		}},
		{"triangle strip", render.ModeTriangleStrip, vs(cBlue, 2, 2, 10, 2, 2, 10, 10, 10), []pixel{
			{2, 2, blue}, {9, 2, blue}, {2, 9, blue}, {9, 9, blue}, {10, 10, black}, {1, 1, black},
		}},
		{"triangle fan", render.ModeTriangleFan, vs(cWhite, 6, 6, 2, 2, 10, 2, 10, 10, 2, 10, 2, 2), []pixel{
			{2, 2, white}, {9, 2, white}, {2, 9, white}, {9, 9, white}, {6, 6, white}, {10, 6, black}, {6, 1, black},
		}},
		{"lines", render.ModeLines, vs(cRed, 2.5, 10.5, 11.5, 10.5, 20.5, 2.5, 20.5, 8.5, 25.5, 25.5, 25.5, 25.5), []pixel{
			{2, 10, red}, {11, 10, red}, {12, 10, black}, {1, 10, black}, {5, 9, black}, {5, 11, black},
			{20, 2, red}, {20, 8, red}, {20, 9, black}, {20, 1, black}, {19, 5, black}, {21, 5, black},
			{25, 25, red}, {24, 25, black}, {26, 25, black}, {25, 24, black}, {25, 26, black}, // a point
		}},
		{"line strip", render.ModeLineStrip, vs(cGreen, 2.5, 20.5, 10.5, 20.5, 10.5, 28.5), []pixel{
			{2, 20, green}, {10, 20, green}, {10, 28, green}, {1, 20, black}, {11, 20, black}, {10, 29, black},
			{11, 24, black}, {9, 24, black}, {5, 21, black}, {5, 19, black},
		}},
	}
	for _, r := range everyRenderer(t, 32, 32) {
		for _, c := range cases {
			r.Queue().SubmitDraw(render.Key{Mode: c.mode}, c.verts, nil)
			img := frame(t, r)
			checkPixels(t, fmt.Sprintf("%s %s", name(r), c.name), img, c.px)
			if st := r.Stats(); st.Vertices != len(c.verts) || st.Batches != 1 {
				t.Errorf("%s %s: got %d vertices in %d batches, want %d in 1", name(r), c.name, st.Vertices, st.Batches, len(c.verts))
			}
		}
	}
}

// drawScene submits one frame of every mode at once, with world
// transforms, a texture, layers over sprites, the camera and the UI step.
func drawScene(tb testing.TB, r *render.Renderer, quad *render.Texture) {
	q := r.Queue()
	r.SetCamera(2, 1)
	// Three objects of one key, each with its own transform: one draw.
	for i := range 3 {
		w := mgl32.Translate2D(float32(4+14*i), 4).Mul3(mgl32.Scale2D(2, 2))
		q.SubmitDraw(render.Key{Mode: render.ModeQuads, Tex: quad}, quadVerts(0, 0, 4, 4, cWhite), &w)
	}
	// Two fans in one batch stay apart.
	q.SubmitDraw(render.Key{Mode: render.ModeTriangleFan, Layer: 1}, vs(cGreen, 4, 16, 10, 16, 10, 22, 4, 22), nil)
	q.SubmitDraw(render.Key{Mode: render.ModeTriangleFan, Layer: 1}, vs(cGreen, 24, 16, 30, 16, 30, 22, 24, 22), nil)
	// A line over a sprite of a lower layer, submitted first.
	q.SubmitDraw(render.Key{Mode: render.ModeLines, Layer: 2}, vs(cRed, 0, 26.5, 40, 26.5), nil)
	s := render.NewSprite(quad.Region())
	s.Pos, s.Scale = mgl32.Vec2{14, 24}, mgl32.Vec2{2, 2}
	q.Submit(&s)
	// A rotated triangle, half transparent, through a rotating World.
	w := mgl32.Translate2D(36, 12).Mul3(mgl32.HomogRotate2D(0.5))
	q.SubmitDraw(render.Key{Mode: render.ModeTriangles, Layer: 3}, vs(render.Color{R: 1, G: 1, A: 0.5}, 0, 0, 6, 0, 0, 6), &w)
	// A diagonal line strip, and UI over everything, the camera not applied.
	q.SubmitDraw(render.Key{Mode: render.ModeLineStrip, Step: render.StepGlow}, vs(cBlue, 30, 30, 38, 22, 46, 30), nil)
	q.SubmitDraw(render.Key{Mode: render.ModeQuads, Step: render.StepUI}, quadVerts(0, 0, 6, 3, cGreen), nil)
}

// quadrants is a 4x4 texture whose quadrants are red, green, blue, white.
func quadrants(tb testing.TB, r *render.Renderer) *render.Texture {
	img := image.NewNRGBA(image.Rect(0, 0, 4, 4))
	for y := range 4 {
		for x := range 4 {
			img.SetNRGBA(x, y, [4]color.NRGBA{red, green, blue, white}[(y/2)*2+x/2])
		}
	}
	return texture(tb, r, "quadrants", img)
}

// TestSubmitDrawScene draws every mode at once and checks what each
// renderer shows, then that they all show the same frame (diagonal edges,
// which rasterizers may round a hair apart, allowed a few pixels).
func TestSubmitDrawScene(t *testing.T) {
	var shots []*image.RGBA
	rs := everyRenderer(t, 48, 32)
	for _, r := range rs {
		drawScene(t, r, quadrants(t, r))
		img := frame(t, r)
		shots = append(shots, img)
		// Camera (2, 1): world (x, y) shows at (x-2, y-1).
		checkPixels(t, name(r), img, []pixel{
			{2, 3, red}, {6, 3, green}, {2, 7, blue}, {9, 10, white}, {10, 3, black}, // the first quad, a texel two pixels square
			{16, 3, red}, {37, 10, white}, {26, 3, black}, // the second and third
			{3, 16, green}, {22, 16, green}, {14, 18, black}, // the fans, nothing between
			{14, 25, red}, {13, 24, red}, {13, 23, red}, // the line over the sprite
			{0, 0, green}, {5, 2, green}, {6, 0, black}, // UI at (0, 0) despite the camera
		})
		if st := r.Stats(); st.Vertices != 3*4+2*4+2+3+3+4 {
			t.Errorf("%s: got %d vertices, want %d", name(r), st.Vertices, 3*4+2*4+2+3+3+4)
		}
		if got, want := r.Stats().Batches, 7; got != want {
			t.Errorf("%s: got %d batches, want %d (one per key)", name(r), got, want)
		}
	}
	// SDL's software renderer fills slanted edges its own way (a diagonal
	// line one pixel wide elsewhere covers up to two there): it must match
	// everywhere but around the rotated triangle and the diagonal strip.
	slanted := []image.Rectangle{image.Rect(29, 9, 43, 18), image.Rect(25, 19, 47, 31)}
	for i := 1; i < len(shots); i++ {
		n, worst := diff(shots[0], shots[i], 2)
		t.Logf("%s against %s: %d channels differ by more than 2 (worst %d)", name(rs[i]), name(rs[0]), n, worst)
		soft := rs[i].Driver() == "software"
		if !soft && n > 0 {
			t.Errorf("%s against %s: %d channels differ by more than 2 (worst %d), want none", name(rs[i]), name(rs[0]), n, worst)
		}
		for y := range 32 {
			for x := range 48 {
				a, b := shots[0].RGBAAt(x, y), shots[i].RGBAAt(x, y)
				if soft && !near(a, b, 2) && !image.Pt(x, y).In(slanted[0]) && !image.Pt(x, y).In(slanted[1]) {
					t.Errorf("%s: pixel (%d,%d) is %v, %s's is %v", name(rs[i]), x, y, b, name(rs[0]), a)
				}
			}
		}
	}
}

// TestSubmitDrawKeepsSubmissionOrderInAKey draws overlapping triangles of
// one key: the last submitted is on top, on both backends.
func TestSubmitDrawKeepsSubmissionOrderInAKey(t *testing.T) {
	for _, r := range backends(t, 16, 16) {
		k := render.Key{Mode: render.ModeTriangles}
		for _, c := range []render.Color{cRed, cGreen, cBlue} {
			r.Queue().SubmitDraw(k, vs(c, 0, 0, 16, 0, 0, 16), nil)
		}
		checkPixels(t, name(r), frame(t, r), []pixel{{2, 2, blue}})
	}
}

// TestSubmitDrawMisuse checks the panics of SubmitDraw, each with a
// message that names the problem.
func TestSubmitDrawMisuse(t *testing.T) {
	r := newRenderer(t, 16, 16)
	cases := []struct {
		name  string
		key   render.Key
		verts int
		want  string
	}{
		{"sprites", render.Key{}, 4, "ModeSprites"},
		{"five quad vertices", render.Key{Mode: render.ModeQuads}, 5, "multiple of 4"},
		{"four triangle vertices", render.Key{Mode: render.ModeTriangles}, 4, "multiple of 3"},
		{"three line vertices", render.Key{Mode: render.ModeLines}, 3, "multiple of 2"},
		{"unknown mode", render.Key{Mode: 42}, 3, "unknown"},
		{"unregistered shader", render.Key{Mode: render.ModeTriangles, Shader: 9}, 3, "not registered"},
		{"unmade uniforms", render.Key{Mode: render.ModeTriangles, Uniforms: 3}, 3, "NewUniforms"},
	}
	for _, c := range cases {
		got := catch(func() { r.Queue().SubmitDraw(c.key, make([]render.Vertex, c.verts), nil) })
		if !strings.Contains(got, c.want) {
			t.Errorf("%s: got panic %q, want one containing %q", c.name, got, c.want)
		}
	}
	// Too few vertices for a strip, fan or line strip draw nothing.
	for _, m := range []render.Mode{render.ModeTriangleStrip, render.ModeTriangleFan, render.ModeLineStrip} {
		n := 2
		if m == render.ModeLineStrip {
			n = 1
		}
		r.Queue().SubmitDraw(render.Key{Mode: m}, vs(cRed, make([]float32, 2*n)...), nil)
	}
	if err := r.Present(); err != nil {
		t.Fatal(err)
	}
	if st := r.Stats(); st.Vertices != 0 || st.Batches != 0 {
		t.Errorf("too short strips: got %d vertices in %d batches, want none", st.Vertices, st.Batches)
	}
}

// catch runs f and returns its panic's message, "" if none.
func catch(f func()) (msg string) {
	defer func() {
		if v := recover(); v != nil {
			msg = fmt.Sprint(v)
		}
	}()
	f()
	return ""
}

// TestSubmitDrawFrameAllocatesNothing draws frames of lines and triangles,
// each shape with its own transform, on both backends: once warm, a frame
// allocates nothing.
func TestSubmitDrawFrameAllocatesNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	for _, r := range everyRenderer(t, 64, 48) {
		q := r.Queue()
		tri := vs(cGreen, 0, 0, 4, 0, 0, 4)
		seg := vs(cRed, 0, 0.5, 6, 0.5)
		strip := vs(cBlue, 0, 0, 4, 0, 0, 4, 4, 4)
		worlds := make([]mgl32.Mat3, 200)
		frame := func() {
			for i := range worlds {
				worlds[i] = mgl32.Translate2D(float32(i%60), float32(i/60*10))
				q.SubmitDraw(render.Key{Mode: render.ModeTriangles}, tri, &worlds[i])
				q.SubmitDraw(render.Key{Mode: render.ModeLines, Layer: 1}, seg, &worlds[i])
				q.SubmitDraw(render.Key{Mode: render.ModeTriangleStrip, Layer: 2}, strip, &worlds[i])
			}
			if err := r.Present(); err != nil {
				t.Fatal(err)
			}
		}
		frame()
		frame()
		if got := testing.AllocsPerRun(20, frame); got != 0 {
			t.Errorf("%s: got %v allocations a frame, want 0", name(r), got)
		}
	}
}
