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
func scene(tb testing.TB, r *render.Renderer) { sceneGlow(tb, r, true) }

// sceneGlow is scene, with or without its glow sprite.
func sceneGlow(tb testing.TB, r *render.Renderer, withGlow bool) {
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
	if withGlow {
		g := render.NewSprite(wt.Region())
		g.Step, g.Pos, g.Color = render.StepGlow, mgl32.Vec2{44, 22}, render.RGBA8(60, 0, 0, 255)
		put(g)
	}
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
		win, err := r.Screenshot(render.WindowPixels)
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

// backends opens one renderer per backend, skipping the GPU where it has
// no device.
func backends(t *testing.T, w, h int) []*render.Renderer {
	rs := []*render.Renderer{newRenderer(t, w, h)}
	if g := tryGPURenderer(t, w, h); g != nil {
		rs = append(rs, g)
	}
	return rs
}

// lit draws a white world lit by ambient and the lights.
func lit(t *testing.T, r *render.Renderer, ambient render.Color, lights ...render.Light) *image.RGBA {
	t.Helper()
	if !r.SetEffects(render.Effects{Lighting: true, Ambient: ambient}).Lighting {
		t.Fatalf("%v: lighting unavailable", r.Backend())
	}
	w, h := r.LogicalSize()
	r.Queue().FillRect(0, 0, float32(w), float32(h), render.StepGeometry, 0, render.White)
	for i := range lights {
		r.Queue().Light(&lights[i])
	}
	img := frame(t, r)
	r.SetEffects(render.Effects{})
	return img
}

func TestPointLightBrightensInsideItsRadiusOnly(t *testing.T) {
	for _, r := range backends(t, 64, 32) {
		ambient := render.RGBA8(40, 40, 40, 255)
		img := lit(t, r, ambient, render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{32, 16}, Color: render.White, Intensity: 0.8, Radius: 10})
		centre, near, outside := img.RGBAAt(32, 16).R, img.RGBAAt(36, 16).R, img.RGBAAt(44, 16).R
		if centre < 200 || near <= 45 || near >= centre {
			t.Errorf("%v: got red %d at the light, %d 4 px away, want bright at the light and brighter than ambient (40) inside its radius, falling off", r.Backend(), centre, near)
		}
		if outside < 39 || outside > 41 {
			t.Errorf("%v: got red %d outside the radius, want the ambient 40", r.Backend(), outside)
		}
		if st := r.Stats(); st.Lights != 1 {
			t.Errorf("%v: got %d lights in the stats, want 1", r.Backend(), st.Lights)
		}
	}
}

func TestSpotLightLightsItsConeOnly(t *testing.T) {
	for _, r := range backends(t, 64, 32) {
		img := lit(t, r, render.Color{}, render.Light{Kind: render.LightSpot, Pos: mgl32.Vec2{10, 16}, Dir: mgl32.Vec2{1, 0},
			Color: render.White, Intensity: 1, Radius: 50, Cone: math.Pi / 8, Falloff: 1})
		ahead, behind, aside := img.RGBAAt(25, 16).R, img.RGBAAt(4, 16).R, img.RGBAAt(20, 28).R
		if ahead < 100 || behind > 1 || aside > 1 {
			t.Errorf("%v: got red %d ahead, %d behind, %d outside the cone, want lit ahead only", r.Backend(), ahead, behind, aside)
		}
	}
}

func TestDirectionalLightAddsEverywhere(t *testing.T) {
	for _, r := range backends(t, 16, 16) {
		img := lit(t, r, render.RGBA8(50, 50, 50, 255), render.Light{Kind: render.LightDirectional, Color: render.RGBA8(100, 0, 0, 255), Intensity: 1})
		for _, p := range [][2]int{{0, 0}, {15, 15}, {8, 3}} {
			if got, want := img.RGBAAt(p[0], p[1]), (color.RGBA{150, 50, 50, 255}); !near(got, want, 1) {
				t.Errorf("%v: pixel %v: got %v, want %v", r.Backend(), p, got, want)
			}
		}
	}
}

func TestLightsPastMaxAreDropped(t *testing.T) {
	r := newRenderer(t, 16, 16)
	l := render.Light{Kind: render.LightPoint, Radius: 1}
	for range render.MaxLights + 3 {
		r.Queue().Light(&l)
	}
	if got := r.Queue().Lights(); got != render.MaxLights {
		t.Errorf("got %d lights queued, want %d", got, render.MaxLights)
	}
	r.SetEffects(render.Effects{Lighting: true, Ambient: render.White})
	frame(t, r)
	if st := r.Stats(); st.Lights != render.MaxLights || st.LightsDropped != 3 {
		t.Errorf("got %d lights and %d dropped, want %d and 3", st.Lights, st.LightsDropped, render.MaxLights)
	}
}

func TestGPUBlurSpreadsAnEmissivePixel(t *testing.T) {
	r := newGPURenderer(t, 32, 32)
	wt := texture(t, r, "white", solid(1, 1, white))
	draw := func(glow bool) *image.RGBA {
		r.SetEffects(render.Effects{Glow: glow})
		s := render.NewSprite(wt.Region())
		s.Step, s.Pos, s.Size = render.StepGlow, mgl32.Vec2{15, 15}, mgl32.Vec2{2, 2}
		r.Queue().Submit(&s)
		return frame(t, r)
	}
	sharp, blurred := draw(false), draw(true)
	if got := sharp.RGBAAt(20, 16).R; got != 0 {
		t.Errorf("without glow: got red %d 4 px from the emissive pixel, want 0", got)
	}
	if got := sharp.RGBAAt(16, 16).R; got != 255 {
		t.Errorf("without glow: got red %d on the emissive pixel, want 255", got)
	}
	for _, p := range [][2]int{{20, 16}, {16, 20}, {12, 12}} {
		if got := blurred.RGBAAt(p[0], p[1]).R; got == 0 {
			t.Errorf("with glow: got red 0 at %v, want the blur to reach it", p)
		}
	}
	if far := blurred.RGBAAt(2, 2).R; far != 0 {
		t.Errorf("with glow: got red %d in the far corner, want 0", far)
	}
}

func TestGPUToneMapKeepsValuesInRange(t *testing.T) {
	r := newGPURenderer(t, 32, 8)
	dim := texture(t, r, "dim", solid(8, 8, color.NRGBA{64, 64, 64, 255}))
	mid := texture(t, r, "mid", solid(8, 8, color.NRGBA{128, 128, 128, 255}))
	cases := []struct {
		name     string
		tone     render.ToneMap
		clipped  bool // HDR values above 1 all reach 255
		exposure float32
	}{
		{"linear clamps", render.DefaultToneMap, true, 1},
		{"Reinhard", render.ToneMap{Exposure: 1, Curve: render.ToneReinhard, Saturation: 1, Tint: render.White}, false, 1},
		{"ACES", render.ToneMap{Exposure: 1, Curve: render.ToneACES, Saturation: 1, Tint: render.White}, false, 1},
		{"Reinhard, half exposure", render.ToneMap{Exposure: 0.5, Curve: render.ToneReinhard, Saturation: 1, Tint: render.White}, false, 0.5},
	}
	var prev uint8
	for _, c := range cases {
		if !r.SetEffects(render.Effects{Lighting: true, ToneMapping: true, ToneMap: c.tone}).ToneMapping {
			t.Fatal("SetEffects: got no ToneMapping on the GPU backend, want it on")
		}
		for i, tex := range []*render.Texture{dim, mid} {
			s := render.NewSprite(tex.Region())
			s.Pos = mgl32.Vec2{float32(8 * i), 0}
			r.Queue().Submit(&s)
		}
		// HDR: the dim sprite lit to 2, the mid one to 4.
		r.Queue().Light(&render.Light{Kind: render.LightDirectional, Color: render.White, Intensity: 8})
		img := frame(t, r)
		d, m := img.RGBAAt(4, 4).R, img.RGBAAt(12, 4).R
		switch {
		case c.clipped && (d != 255 || m != 255):
			t.Errorf("%s: got %d and %d, want both clipped to 255", c.name, d, m)
		case !c.clipped && (d == 0 || m == 255 || d >= m):
			t.Errorf("%s: got %d and %d, want two distinct values below 255 in order", c.name, d, m)
		}
		if c.exposure < 1 && m >= prev {
			t.Errorf("%s: got %d, want darker than full exposure's %d", c.name, m, prev)
		}
		prev = m
	}
	r.SetEffects(render.Effects{})
}

func TestGPUNoLightsAndNoGlowIsExactlyTheUnlitImage(t *testing.T) {
	r := newGPURenderer(t, 96, 40)
	sceneGlow(t, r, false)
	unlit := frame(t, r)
	r.SetEffects(render.Effects{Lighting: true, Ambient: render.White, Glow: true})
	sceneGlow(t, r, false)
	effects := frame(t, r)
	if st := r.Stats(); st.TargetSwitches < 3 {
		t.Fatalf("got %d render passes, want the lighting passes to have run", st.TargetSwitches)
	}
	if n, worst := diff(unlit, effects, 0); n > 0 {
		t.Errorf("%d channels differ (worst by %d) between the unlit frame and lighting with white ambient and no lights", n, worst)
	}
}

func TestScanlinesPostPass(t *testing.T) {
	s := newRenderer(t, 8, 8)
	if err := s.AddPostEffect(render.Scanlines(0.5, 0)); err != render.ErrNoShaders {
		t.Errorf("SDL backend: got %v, want ErrNoShaders", err)
	}
	r := newGPURenderer(t, 8, 8)
	e := render.Scanlines(0.5, 0)
	if err := r.AddPostEffect(e); err != nil {
		t.Fatal(err)
	}
	r.SetClearColor(render.RGBA8(200, 100, 50, 255))
	img := frame(t, r)
	even, odd := img.RGBAAt(3, 2), img.RGBAAt(3, 3)
	if want := (color.RGBA{200, 100, 50, 255}); !near(even, want, 1) {
		t.Errorf("even row: got %v, want %v", even, want)
	}
	if want := (color.RGBA{100, 50, 25, 255}); !near(odd, want, 1) {
		t.Errorf("odd row: got %v, want %v", odd, want)
	}
	r.RemovePostEffect(e)
	if got := frame(t, r).RGBAAt(3, 3); got != (color.RGBA{200, 100, 50, 255}) {
		t.Errorf("after RemovePostEffect: got %v on an odd row, want the plain clear colour", got)
	}
	if err := r.AddPostEffect(e); err != nil {
		t.Fatal(err)
	}
	if got, want := frame(t, r).RGBAAt(3, 3), (color.RGBA{100, 50, 25, 255}); !near(got, want, 1) {
		t.Errorf("added again: got %v on an odd row, want %v", got, want)
	}
}

func TestGPUFrameDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	r := newGPURenderer(t, 96, 40)
	r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(100, 100, 100, 255), Glow: true})
	if err := r.AddPostEffect(render.Scanlines(0.2, 0.2)); err != nil {
		t.Fatal(err)
	}
	scene(t, r)
	frame(t, r)
	sprites := make([]render.Sprite, 0, 64)
	wt := texture(t, r, "w", solid(2, 2, white))
	for i := range 64 {
		s := render.NewSprite(wt.Region())
		s.Pos, s.Layer, s.Rotation = mgl32.Vec2{float32(i), float32(i % 30)}, int16(i%3), float32(i)
		sprites = append(sprites, s)
	}
	l := render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{20, 20}, Color: render.White, Intensity: 1, Radius: 20}
	// The G-buffer's material, a light above the plane, a POSTPROCESS
	// object and a flash fading.
	if err := r.SetMaterial(wt, render.Material{Normals: solid(2, 2, color.NRGBA{200, 128, 200, 255}), Specular: 0.5, Emissive: render.Color{R: 0.2}}); err != nil {
		t.Fatal(err)
	}
	hl := render.Light{Kind: render.LightSpot, Pos: mgl32.Vec2{40, 10}, Dir: mgl32.Vec2{0, 1}, Cone: 0.8, Color: render.White, Intensity: 1, Radius: 30, Height: 12}
	frosted, _ := r.Shader("frosted")
	win := render.NewSprite(wt.Region())
	win.Step, win.Shader, win.Pos, win.Size = render.StepPost, frosted, mgl32.Vec2{10, 10}, mgl32.Vec2{20, 10}
	r.Flash(render.Flash{Color: render.White, Seconds: 1e6})
	present := func() {
		q := r.Queue()
		for i := range sprites {
			q.Submit(&sprites[i])
		}
		q.Submit(&win)
		q.Light(&l)
		q.Light(&hl)
		r.AdvanceEffects(1.0 / 60)
		if err := r.Present(); err != nil {
			t.Fatal(err)
		}
	}
	present()
	if n := testing.AllocsPerRun(20, present); n != 0 {
		t.Errorf("got %v allocations a frame, want 0", n)
	}
}

// TestGPUFramesOfChangingSize draws frames of very different sprite
// counts, so that buckets outgrow their regions of the mapped buffer and
// the buffer itself, and checks each frame against the SDL renderer's.
func TestGPUFramesOfChangingSize(t *testing.T) {
	g := newGPURenderer(t, 64, 64)
	s := newRenderer(t, 64, 64)
	var tex [2][3]*render.Texture
	for i, r := range []*render.Renderer{s, g} {
		for k, c := range []color.NRGBA{red, green, blue} {
			tex[i][k] = texture(t, r, "t", solid(1, 1, c))
		}
	}
	for _, n := range []int{100, 3000, 20000, 500, 40000} {
		var shots [2]*image.RGBA
		for i, r := range []*render.Renderer{s, g} {
			q := r.Queue()
			for j := range n {
				sp := render.NewSprite(tex[i][j%3].Region())
				sp.Pos = mgl32.Vec2{float32(j % 64), float32((j / 64) % 64)}
				sp.Layer = int16(j % 2)
				q.Submit(&sp)
			}
			shots[i] = frame(t, r)
		}
		if d, worst := diff(shots[0], shots[1], 0); d > 0 {
			t.Errorf("%d sprites: %d channels differ (worst by %d) from the SDL renderer's frame", n, d, worst)
		}
		if got := g.Stats(); got.Sprites != n || got.Batches != 6 {
			t.Errorf("%d sprites: got %d sprites in %d batches, want %d in 6", n, got.Sprites, got.Batches, n)
		}
	}
}

func TestMoreGlowPassesSpreadFurther(t *testing.T) {
	for _, r := range backends(t, 48, 48) {
		wt := texture(t, r, "white", solid(8, 8, white))
		reach := func(passes int) uint8 {
			r.SetEffects(render.Effects{Glow: true, GlowPasses: passes})
			s := render.NewSprite(wt.Region())
			s.Step, s.Pos = render.StepGlow, mgl32.Vec2{20, 20}
			r.Queue().Submit(&s)
			return frame(t, r).RGBAAt(38, 24).R // 10 px from the emissive block
		}
		one, four := reach(1), reach(4)
		if four <= one {
			t.Errorf("%v: got red %d 10 px away with 4 pass pairs, %d with 1, want more with more passes", r.Backend(), four, one)
		}
		r.SetEffects(render.Effects{})
	}
}

func TestBackendChoice(t *testing.T) {
	r := newRenderer(t, 8, 8)
	if got := r.Backend(); got != render.BackendSDL {
		t.Errorf("BackendSDL: got %v", got)
	}
	sw, err := render.New(&render.Options{LogicalW: 8, LogicalH: 8, Hidden: true, Driver: "software"})
	if err != nil {
		t.Fatal(err)
	}
	if got, drv := sw.Backend(), sw.Driver(); got != render.BackendSDL || drv != "software" {
		t.Errorf("an SDL render driver by name: got backend %v driver %q, want sdl, software", got, drv)
	}
	sw.Close()
	auto, err := render.New(&render.Options{LogicalW: 8, LogicalH: 8, Hidden: true})
	if err != nil {
		t.Fatal(err)
	}
	if got := auto.Backend(); got != render.BackendGPU && got != render.BackendSDL {
		t.Errorf("BackendAuto: got %v, want gpu or sdl", got)
	}
	auto.Close()
	if g := tryGPURenderer(t, 8, 8); g != nil {
		if got, drv := g.Backend(), g.Driver(); got != render.BackendGPU || (drv != "vulkan" && drv != "metal") {
			t.Errorf("BackendGPU: got backend %v driver %q, want gpu on vulkan or metal", got, drv)
		}
	}
}

func TestLightsMoveWithTheCamera(t *testing.T) {
	for _, r := range backends(t, 64, 32) {
		r.SetCamera(20, 0)
		// At world x 40, on screen at 20.
		img := lit(t, r, render.Color{}, render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{40, 16}, Color: render.White, Intensity: 1, Radius: 6})
		r.SetCamera(0, 0)
		if on, off := img.RGBAAt(20, 16).R, img.RGBAAt(40, 16).R; on < 150 || off != 0 {
			t.Errorf("%v: got red %d at the light's screen position and %d at its world position, want lit and dark", r.Backend(), on, off)
		}
	}
}

func TestGPULightFalloff(t *testing.T) {
	r := newGPURenderer(t, 64, 32)
	at := func(falloff float32) uint8 {
		img := lit(t, r, render.Color{}, render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{32, 16}, Color: render.White, Intensity: 1, Radius: 20, Falloff: falloff})
		return img.RGBAAt(42, 16).R // half way to the radius: (1 - 1/2)^falloff
	}
	cases := []struct {
		falloff float32
		want    uint8
	}{{1, 128}, {2, 64}, {0, 64}, {3, 32}}
	for _, c := range cases {
		// The pixel centre is at 10.5 px from the light: a few levels off.
		if got := at(c.falloff); int(got) < int(c.want)-8 || int(got) > int(c.want)+8 {
			t.Errorf("falloff %v: got red %d half way out, want about %d", c.falloff, got, c.want)
		}
	}
}
