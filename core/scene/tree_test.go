package scene_test

import (
	"image"
	"image/color"
	"math"
	"os"
	"runtime"
	"slices"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/go-gl/mathgl/mgl32"
)

func TestOpacityMultipliesDownTheTree(t *testing.T) {
	s := scene.New("t")
	root := s.NewObject("root")
	mid := s.NewObject("mid")
	leaf := s.NewObject("leaf")
	mid.SetParent(root, false)
	leaf.SetParent(mid, false)
	other := s.NewObject("other")

	type want struct{ root, mid, leaf, other float32 }
	read := func() want {
		return want{root.WorldOpacity(), mid.WorldOpacity(), leaf.WorldOpacity(), other.WorldOpacity()}
	}
	cases := []struct {
		name string
		do   func()
		want want
	}{
		{"a new object is opaque", func() {}, want{1, 1, 1, 1}},
		{"the root at half", func() { root.SetOpacity(0.5) }, want{0.5, 0.5, 0.5, 1}},
		{"the middle at half too", func() { mid.SetOpacity(0.5) }, want{0.5, 0.25, 0.25, 1}},
		{"the root back to 1 after a clean read", func() { root.SetOpacity(1) }, want{1, 0.5, 0.5, 1}},
		{"the leaf moved under other", func() { other.SetOpacity(0.25); leaf.SetParent(other, false) }, want{1, 0.5, 0.25, 0.25}},
		{"above 1 is 1", func() { other.SetOpacity(3) }, want{1, 0.5, 1, 1}},
		{"below 0 is 0", func() { other.SetOpacity(-1) }, want{1, 0.5, 0, 0}},
		{"NaN is 0", func() { other.SetOpacity(float32(math.NaN())); leaf.SetParent(mid, false) }, want{1, 0.5, 0.5, 0}},
	}
	for _, c := range cases {
		c.do()
		if got := read(); got != c.want {
			t.Errorf("%s: got world opacities %+v, want %+v", c.name, got, c.want)
		}
	}
	if got := mid.Opacity(); got != 0.5 {
		t.Errorf("Opacity of mid: got %v, want its own 0.5", got)
	}
}

// newRenderer opens a hidden window on SDL's 2D renderer with the
// offscreen driver, black, w x h logical pixels.
func newRenderer(t *testing.T, w, h int) *render.Renderer {
	t.Helper()
	runtime.LockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		t.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&render.Options{Title: t.Name(), LogicalW: w, LogicalH: h, Hidden: true, Backend: render.BackendSDL})
	if err != nil {
		runtime.UnlockOSThread()
		t.Fatalf("render.New: %v", err)
	}
	t.Cleanup(func() {
		r.Close()
		runtime.UnlockOSThread()
	})
	r.SetClearColor(render.Color{A: 1})
	return r
}

// whiteTexture makes an opaque white texture of n x n texels.
func whiteTexture(t *testing.T, r *render.Renderer, n int) *render.Texture {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	tex, err := r.NewTexture("white", img)
	if err != nil {
		t.Fatal(err)
	}
	return tex
}

// drawScene runs a frame of s into r and reads it back.
func drawScene(t *testing.T, r *render.Renderer, s *scene.Scene) *image.RGBA {
	t.Helper()
	s.Update(1.0 / 60)
	s.LateUpdate(1.0 / 60)
	s.Render(r.Queue())
	if err := r.Present(); err != nil {
		t.Fatal(err)
	}
	img, err := r.Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func TestSpritesDrawAtTheirWorldOpacity(t *testing.T) {
	r := newRenderer(t, 24, 8)
	tex := whiteTexture(t, r, 8)
	s := scene.New("t")
	parent := s.NewObject("parent")
	sr := scene.AddComponent(parent, scene.NewSpriteRenderer(tex.Region()))
	child := s.NewObject("child")
	parent.AddChild(child, true)
	child.Transform.SetPosition(mgl32.Vec2{8, 0})
	an := scene.AddComponent(child, scene.NewAnimatedSprite([]render.Region{tex.Region()}))
	alone := s.NewObject("alone")
	alone.Transform.SetPosition(mgl32.Vec2{16, 0})
	scene.AddComponent(alone, scene.NewSpriteRenderer(tex.Region()))
	parent.SetOpacity(0.5)
	child.SetOpacity(0.5)

	img := drawScene(t, r, s)
	for _, c := range []struct {
		what string
		x    int
		want uint8
	}{
		{"the parent's SpriteRenderer at 0.5", 3, 128},
		{"the child's AnimatedSprite at 0.25", 11, 64},
		{"an opaque object", 19, 255},
	} {
		if got := img.RGBAAt(c.x, 4); !nearGrey(got, c.want, 2) {
			t.Errorf("%s: got %v, want grey %d", c.what, got, c.want)
		}
	}
	if sr.Sprite.Color != render.White || an.Sprite.Color != render.White {
		t.Errorf("colours after drawing: got %v and %v, want White kept", sr.Sprite.Color, an.Sprite.Color)
	}
}

// nearGrey reports whether c is the grey g, within tol per channel.
func nearGrey(c color.RGBA, g uint8, tol int) bool {
	d := func(a uint8) bool { return int(a)-int(g) <= tol && int(g)-int(a) <= tol }
	return d(c.R) && d(c.G) && d(c.B)
}

func TestAutoAndManualChildren(t *testing.T) {
	s := scene.New("t")
	j := &journal{}
	parent := s.NewObject("parent")
	parent.Transform.SetPosition(mgl32.Vec2{100, 50})
	parent.Transform.SetRotation(math.Pi / 2)
	auto := s.NewObject("auto")
	manual := s.NewObject("manual")
	kept := s.NewObject("manual's child")
	old := s.NewObject("set parent")
	parent.AddChild(auto, true)
	parent.AddChild(manual, false)
	manual.AddChild(kept, true)
	old.SetParent(parent, false)
	manual.Transform.SetPosition(mgl32.Vec2{10, 0})
	for _, o := range []*scene.GameObject{parent, auto, manual, kept, old} {
		scene.AddComponent(o, &probe{name: o.Name(), j: j})
	}
	frame(s, 0)
	j.take()
	if got := manual.Transform.WorldPosition(); !nearVec(got, mgl32.Vec2{100, 60}) {
		t.Fatalf("a manual child moves with its parent: got %v, want (100, 60)", got)
	}
	if got, want := len(parent.Children()), 3; got != want {
		t.Fatalf("children: got %d, want %d", got, want)
	}

	parent.Destroy()
	check(t, "destroying the parent", j.take(), []string{"parent.OnDestroy", "auto.OnDestroy", "set parent.OnDestroy"})
	if !auto.Destroyed() || !old.Destroyed() {
		t.Errorf("auto children: destroyed %v and %v, want both destroyed with their parent", auto.Destroyed(), old.Destroyed())
	}
	if manual.Destroyed() || kept.Destroyed() || manual.Parent() != nil || kept.Parent() != manual {
		t.Errorf("manual child: destroyed %v, parent %v, its child's parent %v; want alive, a root, its child still under it",
			manual.Destroyed(), manual.Parent(), kept.Parent())
	}
	if got := manual.Transform.WorldPosition(); !nearVec(got, mgl32.Vec2{100, 60}) {
		t.Errorf("a detached manual child keeps its place: got %v, want (100, 60)", got)
	}
	frame(s, 0)
	check(t, "the frame after", j.take(), []string{"manual.Update", "manual's child.Update", "manual.Render", "manual's child.Render"})

	// A manual child that destroys itself leaves its parent.
	p2 := s.NewObject("p2")
	c2 := s.NewObject("c2")
	p2.AddChild(c2, false)
	c2.Destroy()
	if len(p2.Children()) != 0 {
		t.Errorf("children after a manual child destroyed itself: got %d, want 0", len(p2.Children()))
	}
	// SetParent on a manual child makes it an auto child again.
	c3 := s.NewObject("c3")
	p2.AddChild(c3, false)
	c3.SetParent(p2, false) // already its parent: stays, now auto
	p2.Destroy()
	if !c3.Destroyed() {
		t.Errorf("SetParent after AddChild(c, false): got a child that outlives its parent, want an auto child")
	}
}

// glow is a game's own drawing component: it implements Drawable.
type glow struct {
	scene.Base
	step     render.Step
	shader   render.ShaderID
	uniforms render.UniformsID
}

func (g *glow) SetStep(s render.Step) { g.step = s }

func (g *glow) SetShader(s render.ShaderID, u render.UniformsID) { g.shader, g.uniforms = s, u }

// lampTree is a lamp holding a shade (an auto child) holding a bulb (a
// manual one), each with a Drawable of another kind, and a floor beside
// them: what SetStep and SetShader reach and what they must not.
type lampTree struct {
	lamp, shade, bulb *scene.GameObject
	lampSprite        *scene.SpriteRenderer
	shadeAnim         *scene.AnimatedSprite
	bulbGlow          *glow
	floorSprite       *scene.SpriteRenderer
}

func newLampTree() lampTree {
	s := scene.New("t")
	l := lampTree{lamp: s.NewObject("lamp"), shade: s.NewObject("shade"), bulb: s.NewObject("bulb")}
	l.lamp.AddChild(l.shade, true)
	l.shade.AddChild(l.bulb, false)
	floor := s.NewObject("floor")
	l.lampSprite = scene.AddComponent(l.lamp, scene.NewSpriteRenderer(render.Region{Tex: benchTex, W: 4, H: 4}))
	l.shadeAnim = scene.AddComponent(l.shade, scene.NewAnimatedSprite(strip))
	l.bulbGlow = scene.AddComponent(l.bulb, &glow{})
	l.floorSprite = scene.AddComponent(floor, scene.NewSpriteRenderer(render.Region{Tex: benchTex, W: 4, H: 4}))
	return l
}

func TestSetStepReachesTheSubtree(t *testing.T) {
	tree := newLampTree()
	lamp, shade := tree.lamp, tree.shade
	lampSprite, shadeAnim, bulbGlow, floorSprite := tree.lampSprite, tree.shadeAnim, tree.bulbGlow, tree.floorSprite

	shade.SetStep(render.StepGlow) // the shade and what it holds
	if lampSprite.Sprite.Step != render.StepGeometry || shadeAnim.Sprite.Step != render.StepGlow || bulbGlow.step != render.StepGlow {
		t.Errorf("shade.SetStep(StepGlow): got lamp %v, shade %v, bulb %v; want geometry, glow, glow",
			lampSprite.Sprite.Step, shadeAnim.Sprite.Step, bulbGlow.step)
	}
	lamp.SetStep(render.StepUI)
	if lampSprite.Sprite.Step != render.StepUI || shadeAnim.Sprite.Step != render.StepUI || bulbGlow.step != render.StepUI {
		t.Errorf("lamp.SetStep(StepUI): got lamp %v, shade %v, bulb %v; want UI for all three",
			lampSprite.Sprite.Step, shadeAnim.Sprite.Step, bulbGlow.step)
	}
	if floorSprite.Sprite.Step != render.StepGeometry {
		t.Errorf("an object outside the subtree: got step %v, want geometry", floorSprite.Sprite.Step)
	}
}

func TestSetShaderReachesTheSubtree(t *testing.T) {
	tree := newLampTree()
	lamp, shade, bulb := tree.lamp, tree.shade, tree.bulb
	lampSprite, shadeAnim, bulbGlow, floorSprite := tree.lampSprite, tree.shadeAnim, tree.bulbGlow, tree.floorSprite
	gone := scene.AddComponent(bulb, scene.NewSpriteRenderer(render.Region{Tex: benchTex, W: 4, H: 4}))
	scene.RemoveComponent[*scene.SpriteRenderer](bulb)

	type drawn struct {
		shader   render.ShaderID
		uniforms render.UniformsID
	}
	got := func() []drawn {
		return []drawn{
			{lampSprite.Sprite.Shader, lampSprite.Sprite.Uniforms},
			{shadeAnim.Sprite.Shader, shadeAnim.Sprite.Uniforms},
			{bulbGlow.shader, bulbGlow.uniforms},
			{gone.Sprite.Shader, gone.Sprite.Uniforms},
			{floorSprite.Sprite.Shader, floorSprite.Sprite.Uniforms},
		}
	}
	cases := []struct {
		name string
		set  func()
		want []drawn
	}{
		{"shade.SetShader(3, 2): the shade and what it holds", func() { shade.SetShader(3, 2) },
			[]drawn{{0, 0}, {3, 2}, {3, 2}, {0, 0}, {0, 0}}},
		{"lamp.SetShader(5, 0): the whole lamp", func() { lamp.SetShader(5, 0) },
			[]drawn{{5, 0}, {5, 0}, {5, 0}, {0, 0}, {0, 0}}},
		{"lamp.SetShader(0, 0): back to the engine's", func() { lamp.SetShader(0, 0) },
			[]drawn{{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}}},
	}
	for _, c := range cases {
		c.set()
		if g := got(); !slices.Equal(g, c.want) {
			t.Errorf("%s: got lamp, shade, bulb, removed, floor %v, want %v", c.name, g, c.want)
		}
	}
}

func TestLightFollowsItsLamp(t *testing.T) {
	s := scene.New("t")
	lamp := s.NewObject("lamp")
	lamp.Transform.SetPosition(mgl32.Vec2{100, 50})
	bulb := s.NewObject("bulb")
	lamp.AddChild(bulb, true)
	bulb.Transform.SetPosition(mgl32.Vec2{10, 0})
	l := scene.AddComponent(bulb, scene.NewLight(render.Light{
		Kind: render.LightSpot, Pos: mgl32.Vec2{2, 0}, Dir: mgl32.Vec2{1, 0},
		Color: render.White, Intensity: 1, Radius: 40, Cone: 0.5, Height: 24,
	}))
	cases := []struct {
		name     string
		do       func()
		pos, dir mgl32.Vec2
	}{
		{"as placed", func() {}, mgl32.Vec2{112, 50}, mgl32.Vec2{1, 0}},
		{"the lamp moved", func() { lamp.Transform.Translate(mgl32.Vec2{0, 20}) }, mgl32.Vec2{112, 70}, mgl32.Vec2{1, 0}},
		{"the lamp turned a quarter clockwise", func() { lamp.Transform.SetRotation(math.Pi / 2) }, mgl32.Vec2{100, 82}, mgl32.Vec2{0, 1}},
		{"the lamp turned half", func() { lamp.Transform.SetRotation(math.Pi) }, mgl32.Vec2{88, 70}, mgl32.Vec2{-1, 0}},
	}
	for _, c := range cases {
		c.do()
		got := l.World()
		if !nearVec(got.Pos, c.pos) || !nearVec(got.Dir, c.dir) {
			t.Errorf("%s: got light at %v towards %v, want at %v towards %v", c.name, got.Pos, got.Dir, c.pos, c.dir)
		}
		if got.Radius != 40 || got.Cone != 0.5 || got.Height != 24 || got.Kind != render.LightSpot || got.Color != render.White {
			t.Errorf("%s: got %+v, want the other fields as set", c.name, got)
		}
	}

	q := &render.Queue{}
	s.Render(q)
	if got := q.Lights(); got != 1 {
		t.Errorf("lights in the frame: got %d, want 1", got)
	}
	l.Off = true
	q.Reset()
	s.Render(q)
	if got := q.Lights(); got != 0 {
		t.Errorf("lights in the frame of a light switched off: got %d, want 0", got)
	}
}

// TestLightLightsWhereItsLampPoints draws a lit frame: a spot light on a
// lamp lights what is ahead of the lamp, and after the lamp turns half
// round, what is behind it.
func TestLightLightsWhereItsLampPoints(t *testing.T) {
	r := newRenderer(t, 64, 32)
	if !r.SetEffects(render.Effects{Lighting: true}).Lighting {
		t.Skip("lighting is unavailable on this renderer")
	}
	s := scene.New("t")
	wall := s.NewObject("wall")
	scene.AddComponent(wall, &fill{w: 64, h: 32})
	lamp := s.NewObject("lamp")
	lamp.Transform.SetPosition(mgl32.Vec2{32, 16})
	scene.AddComponent(lamp, scene.NewLight(render.Light{
		Kind: render.LightSpot, Pos: mgl32.Vec2{2, 0}, Dir: mgl32.Vec2{1, 0},
		Color: render.White, Intensity: 1, Radius: 30, Cone: math.Pi / 8, Falloff: 1,
	}))
	right, left := func(img *image.RGBA) uint8 { return img.RGBAAt(44, 16).R }, func(img *image.RGBA) uint8 { return img.RGBAAt(20, 16).R }

	img := drawScene(t, r, s)
	if right(img) < 100 || left(img) > 1 {
		t.Errorf("lamp pointing right: got red %d right of it, %d left, want lit right only", right(img), left(img))
	}
	lamp.Transform.SetRotation(math.Pi)
	img = drawScene(t, r, s)
	if left(img) < 100 || right(img) > 1 {
		t.Errorf("lamp turned round: got red %d right of it, %d left, want lit left only", right(img), left(img))
	}
}

// fill draws a white rectangle of w x h from its object's origin.
type fill struct {
	scene.Base
	w, h float32
}

func (f *fill) Render(q *render.Queue) {
	p := f.Owner().Transform.WorldPosition()
	q.FillRect(p[0], p[1], f.w, f.h, render.StepGeometry, 0, render.White)
}

func TestLightAndOpacityAllocateNothing(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	s := scene.New("t")
	root := s.NewObject("root")
	root.SetOpacity(0.5)
	for range 10 {
		o := s.NewObject("o")
		root.AddChild(o, true)
		scene.AddComponent(o, &spinner{})
		scene.AddComponent(o, scene.NewSpriteRenderer(render.Region{Tex: benchTex, W: 16, H: 16}))
		scene.AddComponent(o, scene.NewLight(render.Light{Kind: render.LightPoint, Radius: 8}))
	}
	q := &render.Queue{}
	allocs := testing.AllocsPerRun(100, func() {
		root.Transform.Rotate(0.01)
		root.SetOpacity(0.4)
		s.FixedUpdate(1.0 / 60)
		s.Update(1.0 / 60)
		s.LateUpdate(1.0 / 60)
		s.Render(q)
		q.Reset()
	})
	if allocs != 0 {
		t.Errorf("allocations per frame: got %v, want 0", allocs)
	}
}
