package render_test

import (
	"bytes"
	"image"
	"image/color"
	"log/slog"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/go-gl/mathgl/mgl32"
)

// normalMap returns a w x h normal map whose every texel faces n (x to the
// right, y up the picture, z out of it), with specular mask a.
func normalMap(w, h int, n mgl32.Vec3, a uint8) *image.NRGBA {
	n = n.Normalize()
	enc := func(v float32) uint8 { return uint8(math.Round(float64((v*0.5 + 0.5) * 255))) }
	return solid(w, h, color.NRGBA{enc(n[0]), enc(n[1]), enc(n[2]), a})
}

// litScene draws one frame lit by lights over a black ambient: a white
// world, and s (if its region has a texture) on layer 1.
func litScene(t *testing.T, r *render.Renderer, s *render.Sprite, lights ...render.Light) *image.RGBA {
	t.Helper()
	r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(0, 0, 0, 255)})
	defer r.SetEffects(render.Effects{})
	q := r.Queue()
	w, h := r.LogicalSize()
	q.FillRect(0, 0, float32(w), float32(h), render.StepGeometry, 0, render.White)
	if s != nil && s.Region.Tex != nil {
		q.Submit(s)
	}
	for i := range lights {
		q.Light(&lights[i])
	}
	return frame(t, r)
}

// TestLightHeightShadesByAngle checks a light standing above the plane
// against the formula: its colour times the fade with distance times the
// cosine of the angle at which it reaches the flat surface; a light of
// height 0 lights as a flat 2D light, without the cosine.
func TestLightHeightShadesByAngle(t *testing.T) {
	r := newGPURenderer(t, 64, 32)
	const radius, height = 40, 10
	light := func(h float32) render.Light {
		return render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{32, 16}, Color: render.White, Intensity: 1, Radius: radius, Falloff: 1, Height: h}
	}
	raised := litScene(t, r, nil, light(height))
	flat := litScene(t, r, nil, light(0))
	for _, x := range []int{32, 36, 40, 48, 60} {
		dx := float64(x) + 0.5 - 32
		dy := 0.5
		d := math.Hypot(dx, dy)
		att := math.Max(0, 1-d/radius)
		cases := []struct {
			name string
			img  *image.RGBA
			want float64
		}{
			{"height 10", raised, att * height / math.Sqrt(d*d+height*height)},
			{"height 0 (flat)", flat, att},
		}
		for _, c := range cases {
			want := uint8(math.Round(math.Min(c.want, 1) * 255))
			if got := c.img.RGBAAt(x, 16); !near(got, color.RGBA{want, want, want, 255}, 2) {
				t.Errorf("%s, %.1f pixels from the light's foot: got %v, want grey %d", c.name, d, got, want)
			}
		}
	}
}

// TestNormalMapTurnsTheSurface lights a sprite whose normal map faces
// right from each side in turn: the light on the side it faces lights it
// more, and flipping or turning the sprite turns its normals with it.
func TestNormalMapTurnsTheSurface(t *testing.T) {
	r := newGPURenderer(t, 64, 32)
	tex := texture(t, r, "panel", solid(16, 16, white))
	if err := r.SetMaterial(tex, render.Material{Normals: normalMap(16, 16, mgl32.Vec3{1, 0, 1}, 255)}); err != nil {
		t.Fatal(err)
	}
	from := func(x float32) render.Light {
		return render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{x, 16}, Color: render.White, Intensity: 1, Radius: 100, Falloff: 1, Height: 12}
	}
	bright := func(img *image.RGBA) int { return int(img.RGBAAt(32, 16).R) }
	cases := []struct {
		name   string
		set    func(s *render.Sprite)
		facing float32 // +1: towards the right-hand light
	}{
		{"as drawn", func(s *render.Sprite) {}, 1},
		{"flipped in x", func(s *render.Sprite) { s.FlipX = true }, -1},
		{"turned half round", func(s *render.Sprite) { s.Rotation = math.Pi }, -1},
		{"flipped in y", func(s *render.Sprite) { s.FlipY = true }, 1},
	}
	for _, c := range cases {
		s := render.NewSprite(tex.Region())
		s.Pos, s.Pivot, s.Layer = mgl32.Vec2{32, 16}, mgl32.Vec2{8, 8}, 1
		c.set(&s)
		right := bright(litScene(t, r, &s, from(52)))
		left := bright(litScene(t, r, &s, from(12)))
		if float32(right-left)*c.facing < 40 {
			t.Errorf("%s: got %d lit from the right and %d from the left, want the side it faces (%+v) brighter by 40 or more", c.name, right, left, c.facing)
		}
	}

	// The flat world around the sprite is lit alike from both sides; a
	// fully transparent sprite drawn over the panel keeps the panel's
	// normals in the G-buffer.
	clear := texture(t, r, "clear", solid(16, 16, color.NRGBA{}))
	s := render.NewSprite(tex.Region())
	s.Pos, s.Pivot, s.Layer = mgl32.Vec2{32, 16}, mgl32.Vec2{8, 8}, 1
	for _, from := range []float32{52, 12} {
		r.SetEffects(render.Effects{Lighting: true})
		q := r.Queue()
		q.FillRect(0, 0, 64, 32, render.StepGeometry, 0, render.White)
		q.Submit(&s)
		cs := render.NewSprite(clear.Region())
		cs.Pos, cs.Layer = mgl32.Vec2{24, 8}, 2
		q.Submit(&cs)
		l := render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{from, 16}, Color: render.White, Intensity: 1, Radius: 100, Falloff: 1, Height: 12}
		q.Light(&l)
		img := frame(t, r)
		r.SetEffects(render.Effects{})
		want := litScene(t, r, &s, l)
		if got, w := img.RGBAAt(32, 16), want.RGBAAt(32, 16); got != w {
			t.Errorf("light at x %v: got %v under a transparent sprite, want the panel's own %v", from, got, w)
		}
	}
}

// TestSpecularHighlight draws a dim light straight above a specular
// surface: the highlight adds the light's colour again under it, and
// little further off; a matte surface has none.
func TestSpecularHighlight(t *testing.T) {
	r := newGPURenderer(t, 64, 32)
	shiny := texture(t, r, "shiny", solid(64, 32, white))
	if err := r.SetMaterial(shiny, render.Material{Specular: 1, Roughness: 0.3}); err != nil {
		t.Fatal(err)
	}
	matte := texture(t, r, "matte", solid(64, 32, white))
	l := render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{32, 16}, Color: render.White, Intensity: 0.4, Radius: 200, Falloff: 1, Height: 20}
	shot := func(tex *render.Texture) *image.RGBA {
		s := render.NewSprite(tex.Region())
		s.Layer = 1
		return litScene(t, r, &s, l)
	}
	sh, mt := shot(shiny), shot(matte)
	if got := mt.RGBAAt(32, 16).R; got < 97 || got > 107 {
		t.Errorf("matte, under the light: got %d, want about 0.4 (102)", got)
	}
	if got := sh.RGBAAt(32, 16).R; got < 190 {
		t.Errorf("specular, under the light: got %d, want about 0.8 (204): the diffuse and a highlight as strong", got)
	}
	if a, b := sh.RGBAAt(2, 16).R, mt.RGBAAt(2, 16).R; int(a)-int(b) > 4 {
		t.Errorf("30 pixels off: got specular %d against matte %d, want the highlight gone", a, b)
	}
}

// TestEmissiveMaterialGlows gives a texture a red emissive: it shows red
// in the dark, and with GLOW on it bleeds past its edge.
func TestEmissiveMaterialGlows(t *testing.T) {
	r := newGPURenderer(t, 64, 32)
	tex := texture(t, r, "ember", solid(8, 8, white))
	if err := r.SetMaterial(tex, render.Material{Emissive: render.Color{R: 1}}); err != nil {
		t.Fatal(err)
	}
	for _, glow := range []bool{false, true} {
		r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(0, 0, 0, 255), Glow: glow})
		s := render.NewSprite(tex.Region())
		s.Pos = mgl32.Vec2{28, 12}
		r.Queue().Submit(&s)
		img := frame(t, r)
		if got := img.RGBAAt(32, 16); got.R < 250 || got.G > 3 {
			t.Errorf("glow %v: got %v inside the emissive sprite in the dark, want red", glow, got)
		}
		edge := img.RGBAAt(26, 16).R // two pixels outside
		if glow && edge < 10 {
			t.Errorf("glow on: got red %d two pixels past the edge, want the glow to bleed", edge)
		}
		if !glow && edge != 0 {
			t.Errorf("glow off: got red %d two pixels past the edge, want 0", edge)
		}
	}
}

// TestFlashFadesWithTheDeltaGiven starts a flash and advances it by fixed
// deltas: its level and the frames follow, on both backends, over the
// world and not over the UI.
func TestFlashFadesWithTheDeltaGiven(t *testing.T) {
	for _, r := range backends(t, 32, 16) {
		wt := texture(t, r, "w", solid(2, 2, white))
		r.SetClearColor(render.RGBA8(0, 0, 0, 255))
		cases := []struct {
			dt     float32
			level  float32
			pulses int
		}{
			{0, 1, 0}, {0.25, 0.75, 0}, {0.25, 0.5, 0}, {0.6, 0, 0},
			{0.125, 0.875 * 0.5, 2}, {0.125, 0.75, 2}, {0.25, 0, 2}, {0.25, 0.25, 2},
		}
		for i, c := range cases {
			if i == 0 || (c.pulses != 0 && cases[i-1].pulses == 0) {
				r.Flash(render.Flash{Color: render.RGBA8(200, 100, 0, 255), Seconds: 1, Pulses: c.pulses})
			}
			r.AdvanceEffects(c.dt)
			if got := r.FlashLevel(); math.Abs(float64(got-c.level)) > 1e-5 {
				t.Errorf("%v: pulses %d, after %d steps: got level %v, want %v", r.Backend(), c.pulses, i, got, c.level)
			}
			u := render.NewSprite(wt.Region())
			u.Step, u.Pos, u.Color = render.StepUI, mgl32.Vec2{0, 0}, render.RGBA8(0, 0, 255, 255)
			r.Queue().Submit(&u)
			img := frame(t, r)
			want := color.RGBA{uint8(math.Round(float64(200 * c.level))), uint8(math.Round(float64(100 * c.level))), 0, 255}
			if got := img.RGBAAt(20, 8); !near(got, want, 2) {
				t.Errorf("%v: pulses %d, level %v: got %v over the world, want %v", r.Backend(), c.pulses, c.level, got, want)
			}
			if got := img.RGBAAt(1, 1); got != (color.RGBA{0, 0, 255, 255}) {
				t.Errorf("%v: level %v: got %v over the UI, want the UI as drawn", r.Backend(), c.level, got)
			}
		}
		r.AdvanceEffects(-1) // a negative delta changes nothing
		if got := r.FlashLevel(); got != 0.25 {
			t.Errorf("%v: after a negative delta: got level %v, want 0.25", r.Backend(), got)
		}
	}
}

// checker draws a one-pixel checkerboard of black and white over the
// whole frame, on layer 0.
func checker(t *testing.T, r *render.Renderer) {
	t.Helper()
	w, h := r.LogicalSize()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			if (x+y)%2 == 0 {
				img.SetNRGBA(x, y, white)
			} else {
				img.SetNRGBA(x, y, black)
			}
		}
	}
	s := render.NewSprite(texture(t, r, "checker", img).Region())
	r.Queue().Submit(&s)
}

// spread is the difference between the brightest and darkest red of the
// pixels of img in rect.
func spread(img *image.RGBA, rect image.Rectangle) int {
	lo, hi := 255, 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			v := int(img.RGBAAt(x, y).R)
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	return hi - lo
}

// TestFrostedWindowBlursWhatIsBehindIt puts the engine's frosted window,
// a StepPost sprite, over a checkerboard: behind it the board is blurred
// to grey, beside it the board is as drawn. In a lit frame the window
// keeps to its layer: a sprite of a higher layer in front of it stays
// sharp, one of a lower layer is blurred.
func TestFrostedWindowBlursWhatIsBehindIt(t *testing.T) {
	r := newGPURenderer(t, 64, 32)
	frosted, ok := r.Shader("frosted")
	if !ok {
		t.Fatal(`Shader("frosted"): not registered`)
	}
	glass := texture(t, r, "glass", solid(4, 4, white))
	inside, outside := image.Rect(24, 8, 40, 24), image.Rect(2, 2, 14, 14)
	window := func(layer int16) {
		s := render.NewSprite(glass.Region())
		s.Step, s.Shader, s.Layer = render.StepPost, frosted, layer
		s.Pos, s.Size = mgl32.Vec2{20, 4}, mgl32.Vec2{24, 24}
		r.Queue().Submit(&s)
	}
	checker(t, r)
	window(0)
	img := frame(t, r)
	if got := spread(img, inside); got > 40 {
		t.Errorf("behind the window: got reds spread over %d, want the board blurred to grey (40 or less)", got)
	}
	if got := img.RGBAAt(32, 16).R; got < 100 || got > 155 {
		t.Errorf("behind the window: got red %d, want grey", got)
	}
	if got := spread(img, outside); got != 255 {
		t.Errorf("beside the window: got reds spread over %d, want the board as drawn (255)", got)
	}

	// Lit: a red bar on layer 5 across the window's middle.
	bar := texture(t, r, "bar", solid(4, 4, red))
	for _, c := range []struct {
		layer int16
		sharp bool
	}{{2, true}, {9, false}} {
		r.SetEffects(render.Effects{Lighting: true, Ambient: render.White})
		checker(t, r)
		b := render.NewSprite(bar.Region())
		b.Pos, b.Size, b.Layer = mgl32.Vec2{26, 14}, mgl32.Vec2{12, 4}, 5
		r.Queue().Submit(&b)
		window(c.layer)
		img := frame(t, r)
		r.SetEffects(render.Effects{})
		barPx, edge := img.RGBAAt(32, 15), img.RGBAAt(32, 14)
		if c.sharp && (barPx != color.RGBA{255, 0, 0, 255} || edge != color.RGBA{255, 0, 0, 255}) {
			t.Errorf("window on layer %d behind the bar: got %v and %v on the bar, want it sharp red", c.layer, barPx, edge)
		}
		if !c.sharp && edge.G < 10 { // the sharp bar is pure red
			t.Errorf("window on layer %d in front of the bar: got %v at the bar's edge, want the bar blurred with the board", c.layer, edge)
		}
	}
}

// TestSDLRendererSaysOnceWhatItCannotDraw: SDL's 2D renderer has no
// G-buffer and no POSTPROCESS step; it draws normal-mapped textures flat
// and StepPost batches with its own shader, and says so once each.
func TestSDLRendererSaysOnceWhatItCannotDraw(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	var log bytes.Buffer
	r, err := render.New(&render.Options{LogicalW: 32, LogicalH: 16, Hidden: true, Backend: render.BackendSDL,
		Logger: slog.New(slog.NewTextHandler(&log, nil))})
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	tex := texture(t, r, "panel", solid(4, 4, white))
	for range 2 {
		if err := r.SetMaterial(tex, render.Material{Normals: normalMap(4, 4, mgl32.Vec3{1, 0, 1}, 255), Specular: 1}); err != nil {
			t.Fatal(err)
		}
	}
	frosted, _ := r.Shader("frosted")
	for range 3 {
		s := render.NewSprite(tex.Region())
		s.Step, s.Shader = render.StepPost, frosted
		r.Queue().Submit(&s)
		if got := frame(t, r).RGBAAt(1, 1); got != (color.RGBA{255, 255, 255, 255}) {
			t.Fatalf("a StepPost sprite on SDL's renderer: got %v, want it drawn white", got)
		}
	}
	for _, want := range []string{"normal maps and materials are ignored", "no POSTPROCESS step", `shader=frosted`} {
		if n := strings.Count(log.String(), want); n != 1 {
			t.Errorf("got %q logged %d times, want once; the log:\n%s", want, n, log.String())
		}
	}
}

func TestSetMaterialMisuse(t *testing.T) {
	for _, r := range backends(t, 16, 16) {
		tex := texture(t, r, "t", solid(4, 4, white))
		if err := r.SetMaterial(tex, render.Material{Normals: normalMap(8, 4, mgl32.Vec3{0, 0, 1}, 255)}); err == nil || !strings.Contains(err.Error(), "normal map of 8x4, want the texture's 4x4") {
			t.Errorf("%v: a normal map of another size: got %v, want an error naming both sizes", r.Backend(), err)
		}
		if err := r.SetMaterial(nil, render.Material{}); err == nil {
			t.Errorf("%v: SetMaterial(nil): got no error", r.Backend())
		}
	}
}

func TestNewTextureRefusesBadImages(t *testing.T) {
	r := newRenderer(t, 16, 16)
	cases := []struct {
		name string
		img  image.Image
		want string
	}{
		{"nil", nil, "nil image"},
		{"empty", image.NewNRGBA(image.Rect(0, 0, 0, 3)), "empty image"},
		{"unbounded", image.NewUniform(color.White), "larger than 8192 texels a side"},
		{"too wide", image.NewNRGBA(image.Rect(0, 0, render.MaxTextureSize+1, 1)), "8193x1 is larger"},
	}
	for _, c := range cases {
		if _, err := r.NewTexture(c.name, c.img); err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), c.name) {
			t.Errorf("%s: got %v, want an error naming the texture and saying %q", c.name, err, c.want)
		}
	}
}

// TestAtlasNormalMaps packs two images, one with a normal map that faces
// right, into one page: lit from the right the mapped one is brighter than
// lit from the left, the other the same both ways, since the page's
// normal map is packed as the page is.
func TestAtlasNormalMaps(t *testing.T) {
	r := newGPURenderer(t, 64, 32)
	a, err := render.NewAtlasBuilder(64).
		Add("bevel", solid(16, 16, white)).
		Add("plain", solid(16, 16, white)).
		AddNormals("bevel", normalMap(16, 16, mgl32.Vec3{1, 0, 1}, 255)).
		Build(r)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(a.Textures()); n != 1 {
		t.Fatalf("got %d textures, want one page", n)
	}
	lit := func(name string, x float32) int {
		reg, _ := a.Region(name)
		s := render.NewSprite(reg)
		s.Pos, s.Pivot, s.Layer = mgl32.Vec2{32, 16}, mgl32.Vec2{8, 8}, 1
		img := litScene(t, r, &s, render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{x, 16}, Color: render.White, Intensity: 1, Radius: 100, Falloff: 1, Height: 12})
		return int(img.RGBAAt(32, 16).R)
	}
	// Lights 20 pixels either side of the centre of pixel (32, 16).
	if right, left := lit("bevel", 52.5), lit("bevel", 12.5); right-left < 40 {
		t.Errorf("the mapped image: got %d lit from the right, %d from the left, want the right brighter by 40 or more", right, left)
	}
	if right, left := lit("plain", 52.5), lit("plain", 12.5); right-left > 2 || left-right > 2 {
		t.Errorf("the image without a map: got %d lit from the right, %d from the left, want them equal", right, left)
	}
	for _, c := range []struct {
		b    *render.AtlasBuilder
		want string
	}{
		{render.NewAtlasBuilder(64).AddNormals("nothing", solid(4, 4, white)), `"nothing", which was not added`},
		{render.NewAtlasBuilder(64).Add("a", solid(4, 4, white)).AddNormals("a", solid(8, 4, white)), `"a" is not the image's size`},
	} {
		if _, err := c.b.Build(r); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want an error saying %s", err, c.want)
		}
	}
}
