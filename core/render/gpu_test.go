package render_test

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/go-gl/mathgl/mgl32"
)

// scene submits the same frame to any renderer: layers, tints, flips,
// rotation, a World transform, blend modes, glow sprites, the camera and UI
// over the world.
func scene(tb testing.TB, r *render.Renderer) {
	tb.Helper()
	// A 4x4 texture with a distinct colour per quadrant shows flips.
	quad := image.NewNRGBA(image.Rect(0, 0, 4, 4))
	for y := range 4 {
		for x := range 4 {
			c := [4]color.NRGBA{red, green, blue, white}[(y/2)*2+x/2]
			quad.SetNRGBA(x, y, c)
		}
	}
	qt := texture(tb, r, "quad", quad)
	wt := texture(tb, r, "white", solid(4, 4, white))
	half := texture(tb, r, "half", solid(4, 4, color.NRGBA{255, 255, 255, 128}))
	q := r.Queue()
	r.SetClearColor(render.RGBA8(20, 30, 40, 255))
	r.SetCamera(2, 1)

	put := func(s render.Sprite) { q.Submit(&s) }
	s := render.NewSprite(qt.Region())
	s.Pos, s.Scale = mgl32.Vec2{4, 4}, mgl32.Vec2{3, 3} // 12x12, unflipped
	put(s)
	s.Pos, s.FlipX = mgl32.Vec2{20, 4}, true
	put(s)
	s.Pos, s.FlipX, s.FlipY = mgl32.Vec2{36, 4}, false, true
	put(s)
	// Tinted, on a higher layer, overlapping the first.
	t := render.NewSprite(wt.Region())
	t.Pos, t.Size, t.Layer, t.Color = mgl32.Vec2{8, 8}, mgl32.Vec2{10, 6}, 2, render.RGBA8(255, 128, 0, 255)
	put(t)
	// Rotated a quarter turn about its centre, through a World matrix.
	w := mgl32.Translate2D(60, 20).Mul3(mgl32.HomogRotate2D(0))
	rt := render.NewSprite(qt.Region())
	rt.World, rt.Pivot, rt.Rotation, rt.Scale = &w, mgl32.Vec2{2, 2}, math.Pi/2, mgl32.Vec2{3, 3}
	put(rt)
	// Half-transparent over the world, additive and multiplied.
	a := render.NewSprite(half.Region())
	a.Pos, a.Size, a.Layer = mgl32.Vec2{4, 20}, mgl32.Vec2{16, 8}, 1
	put(a)
	a.Pos, a.Blend, a.Color = mgl32.Vec2{24, 20}, render.BlendAdd, render.RGBA8(0, 100, 200, 255)
	put(a)
	m := render.NewSprite(wt.Region())
	m.Pos, m.Size, m.Blend, m.Layer, m.Color = mgl32.Vec2{2, 2}, mgl32.Vec2{12, 30}, render.BlendMod, 3, render.RGBA8(128, 255, 255, 255)
	put(m)
	// Glow sprites draw added, unblurred while GLOW is off.
	g := render.NewSprite(wt.Region())
	g.Step, g.Pos, g.Color = render.StepGlow, mgl32.Vec2{44, 22}, render.RGBA8(60, 0, 0, 255)
	put(g)
	// UI over everything, the camera not applied.
	u := render.NewSprite(wt.Region())
	u.Step, u.Pos, u.Size, u.Layer, u.Color = render.StepUI, mgl32.Vec2{0, 0}, mgl32.Vec2{8, 3}, -4, render.RGBA8(0, 255, 0, 255)
	put(u)
	q.Text(render.DefaultFont(r), "Hi", 30, 30, render.StepUI, 0, render.White)
	q.FillRect(70, 30, 5, 5, render.StepGeometry, 5, render.RGBA8(10, 200, 90, 255))
}

// diff counts the pixels of a and b that differ by more than tol in a
// channel, and the largest difference.
func diff(a, b *image.RGBA, tol int) (n, worst int) {
	for i := 0; i < len(a.Pix) && i < len(b.Pix); i++ {
		d := int(a.Pix[i]) - int(b.Pix[i])
		d = max(d, -d)
		worst = max(worst, d)
		if d > tol {
			n++
		}
	}
	return n, worst
}

func TestGPUFrameEqualsSDLFrame(t *testing.T) {
	g := newGPURenderer(t, 96, 40)
	s := newRenderer(t, 96, 40)
	var shots [2][2]*image.RGBA
	for i, r := range []*render.Renderer{s, g} {
		scene(t, r)
		shots[i][0] = frame(t, r)
		win, err := r.Screenshot()
		if err != nil {
			t.Fatal(err)
		}
		shots[i][1] = win
	}
	for k, name := range []string{"logical frame", "window (integer scaling)"} {
		a, b := shots[0][k], shots[1][k]
		if a.Bounds() != b.Bounds() {
			t.Fatalf("%s: got GPU bounds %v, want the SDL renderer's %v", name, b.Bounds(), a.Bounds())
		}
		if n, worst := diff(a, b, 2); n > 0 {
			t.Errorf("%s: %d channels differ by more than 2 (worst %d) between the backends", name, n, worst)
		}
	}
}
