package render_test

import (
	"cmp"
	"image"
	"image/color"
	"math"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/go-gl/mathgl/mgl32"
)

var (
	red   = color.NRGBA{255, 0, 0, 255}
	green = color.NRGBA{0, 255, 0, 255}
	blue  = color.NRGBA{0, 0, 255, 255}
	white = color.NRGBA{255, 255, 255, 255}
)

func rgba(c color.NRGBA) color.RGBA { return color.RGBA{c.R, c.G, c.B, c.A} }

func TestSameKeyIsOneDrawCall(t *testing.T) {
	r := newRenderer(t, 64, 48)
	texA := texture(t, r, "a", solid(4, 4, red))
	texB := texture(t, r, "b", solid(4, 4, blue))
	cases := []struct {
		name        string
		submit      func(q *render.Queue, i int)
		wantBatches int
	}{
		{"one key", func(q *render.Queue, i int) {
			s := render.NewSprite(texA.Region())
			s.Pos = mgl32.Vec2{float32(i % 60), float32(i % 44)}
			q.Submit(&s)
		}, 1},
		{"two textures interleaved", func(q *render.Queue, i int) {
			tex := texA
			if i%2 == 1 {
				tex = texB
			}
			s := render.NewSprite(tex.Region())
			q.Submit(&s)
		}, 2},
		{"three layers", func(q *render.Queue, i int) {
			s := render.NewSprite(texA.Region())
			s.Layer = int16(i % 3)
			q.Submit(&s)
		}, 3},
		{"two blends", func(q *render.Queue, i int) {
			s := render.NewSprite(texA.Region())
			s.Blend = render.Blend(i % 2)
			q.Submit(&s)
		}, 2},
		{"geometry and UI", func(q *render.Queue, i int) {
			s := render.NewSprite(texA.Region())
			s.Step = render.StepUI * render.Step(i%2)
			q.Submit(&s)
		}, 2},
	}
	// No t.Run: subtests run on other goroutines, and SDL must stay on the
	// OS thread that created the renderer.
	for _, c := range cases {
		const n = 500 // sprites from as many objects
		for i := range n {
			c.submit(r.Queue(), i)
		}
		if err := r.Present(); err != nil {
			t.Fatal(err)
		}
		st := r.Stats()
		if st.Batches != c.wantBatches || st.Sprites != n {
			t.Errorf("%s: got %d batches for %d sprites, want %d for %d", c.name, st.Batches, st.Sprites, c.wantBatches, n)
		}
		if want := c.wantBatches + 1; st.DrawCalls != want { // + the copy to the window
			t.Errorf("%s: got %d draw calls, want %d", c.name, st.DrawCalls, want)
		}
	}
}

func TestLayersAndSubmissionOrder(t *testing.T) {
	for _, r := range backends(t, 32, 32) {
		texR := texture(t, r, "red", solid(8, 8, red))
		texG := texture(t, r, "green", solid(8, 8, green))
		texB := texture(t, r, "blue", solid(8, 8, blue))
		type sub struct {
			tex   *render.Texture
			step  render.Step
			layer int16
		}
		cases := []struct {
			name string
			subs []sub // in submission order, all at the same place
			want color.NRGBA
		}{
			{"higher layer wins though submitted first", []sub{{texR, 0, 2}, {texG, 0, 1}, {texB, 0, 0}}, red},
			{"lower layer loses though submitted last", []sub{{texB, 0, 1}, {texR, 0, 0}}, blue},
			{"same key: last submitted on top", []sub{{texR, 0, 0}, {texR, 0, 0}, {texG, 0, 0}}, green},
			{"UI over a higher geometry layer", []sub{{texG, render.StepUI, -5}, {texR, 0, 100}}, green},
			{"negative layers under zero", []sub{{texR, 0, 0}, {texB, 0, -1}}, red},
		}
		for _, c := range cases {
			for _, s := range c.subs {
				sp := render.NewSprite(s.tex.Region())
				sp.Step, sp.Layer, sp.Pos = s.step, s.layer, mgl32.Vec2{4, 4}
				r.Queue().Submit(&sp)
			}
			img := frame(t, r)
			if got := img.RGBAAt(8, 8); got != rgba(c.want) {
				t.Errorf("%v: %s: got %v, want %v", r.Backend(), c.name, got, c.want)
			}
		}
	}
}

// TestBatchedMatchesNaive draws a busy scene twice, batched and one SDL
// call per sprite, and compares every pixel.
func TestBatchedMatchesNaive(t *testing.T) {
	r := newRenderer(t, 96, 80)
	r.SetClearColor(render.RGBA8(20, 30, 40, 255))
	rng := random.New(7).Stream("naive")
	var texs []*render.Texture
	for i := range 3 {
		img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
		for p := 0; p < len(img.Pix); p += 4 {
			img.Pix[p], img.Pix[p+1], img.Pix[p+2] = uint8(rng.Intn(256)), uint8(rng.Intn(256)), uint8(rng.Intn(256))
			img.Pix[p+3] = uint8(rng.Intn(2) * 255)
		}
		texs = append(texs, texture(t, r, "t"+string(rune('0'+i)), img))
	}
	sprites := make([]render.Sprite, 300)
	for i := range sprites {
		tex := random.Pick(rng, texs)
		s := render.NewSprite(render.Region{Tex: tex, X: float32(rng.Intn(8)), Y: float32(rng.Intn(8)), W: 8, H: 8})
		s.Pos = mgl32.Vec2{float32(rng.Intn(90)), float32(rng.Intn(74))}
		s.Layer = int16(rng.Intn(3))
		s.Color = render.RGBA8(uint8(rng.Range(128, 256)), uint8(rng.Range(128, 256)), 255, uint8(rng.Range(64, 256)))
		s.FlipX, s.FlipY = rng.Chance(0.3), rng.Chance(0.3)
		if rng.Chance(0.2) {
			s.Scale = mgl32.Vec2{2, 2}
		}
		if rng.Chance(0.2) {
			s.Blend = render.BlendAdd
		}
		sprites[i] = s
	}

	for i := range sprites {
		r.Queue().Submit(&sprites[i])
	}
	batched := frame(t, r)
	if b := r.Stats().Batches; b > 3*3*2 {
		t.Errorf("got %d batches, want at most 18 (3 textures x 3 layers x 2 blends)", b)
	}

	// The naive path draws in batch-key order, submission order within a key.
	naive := slices.Clone(sprites)
	id := map[*render.Texture]int{texs[0]: 0, texs[1]: 1, texs[2]: 2}
	slices.SortStableFunc(naive, func(a, b render.Sprite) int {
		return cmp.Or(cmp.Compare(a.Layer, b.Layer), cmp.Compare(id[a.Region.Tex], id[b.Region.Tex]), cmp.Compare(a.Blend, b.Blend))
	})
	if err := r.PresentNaive(naive); err != nil {
		t.Fatal(err)
	}
	if got := r.Stats().DrawCalls; got != len(sprites)+1 {
		t.Errorf("naive: got %d draw calls, want %d", got, len(sprites)+1)
	}
	one, err := r.Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	diff := 0
	for y := range 80 {
		for x := range 96 {
			if batched.RGBAAt(x, y) != one.RGBAAt(x, y) {
				if diff < 5 {
					t.Errorf("pixel (%d,%d): batched %v, naive %v", x, y, batched.RGBAAt(x, y), one.RGBAAt(x, y))
				}
				diff++
			}
		}
	}
	if diff > 0 {
		t.Errorf("got %d differing pixels, want 0", diff)
	}
}

func TestUIOnTopOfLitAndGlowingGeometry(t *testing.T) {
	for _, r := range backends(t, 64, 48) {
		if got := r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(40, 40, 40, 255), Glow: true}); !got.Lighting || !got.Glow {
			t.Fatalf("%v: lighting and glow should be available on the offscreen driver", r.Backend())
		}
		wt := texture(t, r, "white", solid(8, 8, white))
		q := r.Queue()
		world := render.NewSprite(wt.Region())
		world.Size = mgl32.Vec2{64, 48}
		q.Submit(&world)
		light := world
		light.Step = render.StepLight
		q.Submit(&light)
		glow := render.NewSprite(wt.Region())
		glow.Step, glow.Pos, glow.Size = render.StepGlow, mgl32.Vec2{16, 16}, mgl32.Vec2{24, 16}
		q.Submit(&glow)
		ui := render.NewSprite(wt.Region())
		ui.Step, ui.Pos, ui.Size = render.StepUI, mgl32.Vec2{20, 20}, mgl32.Vec2{8, 8}
		ui.Color = render.RGBA8(0, 0, 255, 255)
		q.Submit(&ui)
		img := frame(t, r)
		if got, want := img.RGBAAt(24, 24), (color.RGBA{0, 0, 255, 255}); got != want {
			t.Errorf("%v: UI pixel: got %v, want %v (unlit, unblurred)", r.Backend(), got, want)
		}
		if st := r.Stats(); st.TargetSwitches < 5 {
			t.Errorf("%v: got %d target switches, want at least 5 (scene, light, scene, glow..., window)", r.Backend(), st.TargetSwitches)
		}
	}
}

func TestLighting(t *testing.T) {
	r := newRenderer(t, 64, 32)
	wt := texture(t, r, "white", solid(4, 4, white))
	r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(51, 51, 51, 255)})
	q := r.Queue()
	world := render.NewSprite(wt.Region())
	world.Size = mgl32.Vec2{64, 32}
	world.Color = render.RGBA8(200, 200, 200, 255)
	q.Submit(&world)
	lamp := render.NewSprite(wt.Region()) // lights the left half
	lamp.Step, lamp.Size = render.StepLight, mgl32.Vec2{32, 32}
	lamp.Color = render.RGBA8(255, 128, 0, 255)
	q.Submit(&lamp)
	img := frame(t, r)
	cases := []struct {
		name string
		x, y int
		want color.RGBA
	}{
		// ambient 0.2: 200*0.2 = 40
		{"unlit", 48, 16, color.RGBA{40, 40, 40, 255}},
		// ambient + lamp, clamped to 1 in red: 200*1, 200*(0.2+0.5)=140, 200*0.2=40
		{"lit", 16, 16, color.RGBA{200, 140, 40, 255}},
	}
	for _, c := range cases {
		if got := img.RGBAAt(c.x, c.y); !near(got, c.want, 2) {
			t.Errorf("%s pixel: got %v, want %v", c.name, got, c.want)
		}
	}

	r.SetEffects(render.Effects{})
	q.Submit(&world)
	q.Submit(&lamp)
	img = frame(t, r)
	if got, want := img.RGBAAt(48, 16), (color.RGBA{200, 200, 200, 255}); got != want {
		t.Errorf("lighting off: got %v, want %v", got, want)
	}
}

func TestGlowSpreadsLight(t *testing.T) {
	r := newRenderer(t, 64, 32)
	wt := texture(t, r, "white", solid(4, 4, white))
	for _, on := range []bool{true, false} {
		r.SetEffects(render.Effects{Glow: on})
		s := render.NewSprite(wt.Region())
		s.Step, s.Pos, s.Size = render.StepGlow, mgl32.Vec2{24, 8}, mgl32.Vec2{16, 16}
		r.Queue().Submit(&s)
		img := frame(t, r)
		inside, outside := img.RGBAAt(32, 16), img.RGBAAt(21, 16) // 3 px left of the sprite
		if inside.R == 0 {
			t.Errorf("glow %v: got %v inside the emissive sprite, want light", on, inside)
		}
		if got := outside.R > 0; got != on {
			t.Errorf("glow %v: got %v 3px outside the sprite, want light there only when blurred", on, outside)
		}
	}
}

func TestCamera(t *testing.T) {
	for _, r := range backends(t, 64, 32) {
		rt := texture(t, r, "red", solid(4, 4, red))
		bt := texture(t, r, "blue", solid(4, 4, blue))
		r.SetCamera(40, 0)
		world := render.NewSprite(rt.Region())
		world.Pos = mgl32.Vec2{50, 10}
		r.Queue().Submit(&world)
		ui := render.NewSprite(bt.Region())
		ui.Step, ui.Pos = render.StepUI, mgl32.Vec2{50, 10}
		r.Queue().Submit(&ui)
		img := frame(t, r)
		if got := img.RGBAAt(11, 11); got != rgba(red) {
			t.Errorf("%v: world sprite at 50-40: got %v, want red", r.Backend(), got)
		}
		if got := img.RGBAAt(51, 11); got != rgba(blue) {
			t.Errorf("%v: UI sprite ignores the camera: got %v, want blue", r.Backend(), got)
		}
	}
}

func TestDefaultFontDrawsItsGlyphs(t *testing.T) {
	for _, r := range backends(t, 32, 16) {
		r.Queue().Text(render.DefaultFont(r), "T", 4, 4, render.StepUI, 0, render.White)
		img := frame(t, r)
		// font8x8 'T': top row 0x3f = six pixels, then a two-pixel stem.
		want := []string{"######..", "#.##.#..", "..##...."}
		for dy, row := range want {
			got := ""
			for dx := range 8 {
				if img.RGBAAt(4+dx, 4+dy).R > 128 {
					got += "#"
				} else {
					got += "."
				}
			}
			if got != row {
				t.Errorf("%v: row %d: got %s, want %s", r.Backend(), dy, got, row)
			}
		}
	}
}

func TestScreenshotsAndWindowMapping(t *testing.T) {
	for _, r := range backends(t, 40, 30) {
		rt := texture(t, r, "red", solid(4, 4, red))
		s := render.NewSprite(rt.Region())
		s.Pos = mgl32.Vec2{10, 10}
		r.Queue().Submit(&s)
		if err := r.Present(); err != nil {
			t.Fatalf("%v: %v", r.Backend(), err)
		}
		win, err := r.Screenshot(render.WindowPixels)
		if err != nil {
			t.Fatalf("%v: %v", r.Backend(), err)
		}
		if got := win.Bounds().Size(); got != image.Pt(80, 60) {
			t.Errorf("%v: window screenshot size: got %v, want 80x60", r.Backend(), got)
		}
		if got := win.RGBAAt(21, 21); got != rgba(red) {
			t.Errorf("%v: window pixel (21,21): got %v, want red (logical 10,10 scaled by 2)", r.Backend(), got)
		}
		logical, err := r.Screenshot(render.LogicalPixels)
		if err != nil {
			t.Fatalf("%v: %v", r.Backend(), err)
		}
		if got := logical.Bounds().Size(); got != image.Pt(40, 30) {
			t.Errorf("%v: logical screenshot size: got %v, want 40x30", r.Backend(), got)
		}
		if _, err := r.Screenshot(render.Resolution(9)); err == nil {
			t.Errorf("%v: Screenshot of an unknown resolution: got no error", r.Backend())
		}

		cases := []struct{ wx, wy, lx, ly float32 }{{0, 0, 0, 0}, {20, 30, 10, 15}, {79, 59, 39.5, 29.5}}
		for _, c := range cases {
			if x, y := r.WindowToLogical(c.wx, c.wy); x != c.lx || y != c.ly {
				t.Errorf("%v: WindowToLogical(%v, %v): got (%v, %v), want (%v, %v)", r.Backend(), c.wx, c.wy, x, y, c.lx, c.ly)
			}
		}
	}
}

func TestSteadyStateFrameAllocatesNothing(t *testing.T) {
	r := newRenderer(t, 64, 48)
	tex := texture(t, r, "a", solid(4, 4, red))
	r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(80, 80, 80, 255), Glow: true})
	sprites := make([]render.Sprite, 200)
	for i := range sprites {
		sprites[i] = render.NewSprite(tex.Region())
		sprites[i].Step = render.Step(i % int(render.StepUI+1))
		sprites[i].Layer = int16(i % 4)
		sprites[i].Rotation = float32(i)
	}
	buf := []byte("FPS 60  16.0ms")
	r.Flash(render.Flash{Color: render.RGBA8(255, 0, 0, 255), Seconds: 1e6, Pulses: 3})
	frameFn := func() {
		r.AdvanceEffects(1.0 / 60)
		q := r.Queue()
		for i := range sprites {
			q.Submit(&sprites[i])
		}
		q.Text(render.DefaultFont(r), "SCORE 1200", 2, 2, render.StepUI, 1, render.White)
		q.TextBytes(render.DefaultFont(r), buf, 2, 12, render.StepUI, 1, render.White)
		if err := r.Present(); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 {
		frameFn() // warm up: buckets and buffers reach their size
	}
	if raceEnabled {
		t.Skip("allocation counts are meaningless under the race detector")
	}
	if got := testing.AllocsPerRun(20, frameFn); got != 0 {
		t.Errorf("got %v allocations a frame, want 0", got)
	}
}

func TestCloseIsIdempotent(t *testing.T) {
	r := newRenderer(t, 16, 16)
	r.Close()
	r.Close()
	if err := r.Present(); err == nil {
		t.Error("Present after Close: got nil error, want one")
	}
}

// TestNoVideoDevice runs itself in a child process with a video driver
// that does not exist: New must return an error, not panic.
func TestNoVideoDevice(t *testing.T) {
	if os.Getenv("RENDER_TEST_NO_VIDEO") == "1" {
		_, err := render.New(&render.Options{Hidden: true})
		if err == nil {
			t.Fatal("got nil error, want one")
		}
		os.Stdout.WriteString("ERROR: " + err.Error() + "\n")
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestNoVideoDevice$", "-test.v")
	cmd.Env = append(os.Environ(), "RENDER_TEST_NO_VIDEO=1", "SDL_VIDEO_DRIVER=no-such-driver")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child failed: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "ERROR: render:") || !strings.Contains(string(out), "SDL_VIDEO_DRIVER") {
		t.Errorf("got output %q, want a render error that mentions SDL_VIDEO_DRIVER", out)
	}
}

func TestRotatedSpriteCorners(t *testing.T) {
	for _, r := range backends(t, 32, 32) {
		rt := texture(t, r, "red", solid(1, 1, red))
		s := render.NewSprite(rt.Region())
		s.Size = mgl32.Vec2{10, 2}
		s.Pivot = mgl32.Vec2{0, 1}
		s.Pos = mgl32.Vec2{16, 4}
		s.Rotation = math.Pi / 2 // clockwise on screen: the bar points down
		r.Queue().Submit(&s)
		img := frame(t, r)
		if got := img.RGBAAt(16, 12); got != rgba(red) {
			t.Errorf("%v: below the pivot: got %v, want red", r.Backend(), got)
		}
		if got := img.RGBAAt(24, 4); got == rgba(red) {
			t.Errorf("%v: right of the pivot: got red, want background", r.Backend())
		}
	}
}

func TestWithoutRenderTargetsEverythingStillDraws(t *testing.T) {
	r := newRenderer(t, 32, 16)
	r.DropTargets()
	if got := r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(10, 10, 10, 255), Glow: true}); got.Lighting || got.Glow {
		t.Error("got lighting or glow enabled without render targets, want both off")
	}
	rt := texture(t, r, "red", solid(4, 4, red))
	wt := texture(t, r, "white", solid(4, 4, white))
	q := r.Queue()
	world := render.NewSprite(rt.Region())
	world.Pos = mgl32.Vec2{2, 2}
	q.Submit(&world)
	glow := render.NewSprite(wt.Region())
	glow.Step, glow.Pos = render.StepGlow, mgl32.Vec2{10, 2}
	glow.Color = render.RGBA8(0, 0, 255, 255) // added onto the blue clear below
	q.Submit(&glow)
	ui := render.NewSprite(wt.Region())
	ui.Step, ui.Pos, ui.Color = render.StepUI, mgl32.Vec2{3, 3}, render.RGBA8(0, 255, 0, 255)
	q.Submit(&ui)
	r.SetClearColor(render.RGBA8(0, 0, 100, 255))
	img := frame(t, r)
	cases := []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"world", 2, 2, color.RGBA{255, 0, 0, 255}},
		{"glow added unblurred", 11, 3, color.RGBA{0, 0, 255, 255}},
		{"UI on top", 4, 4, color.RGBA{0, 255, 0, 255}},
		{"background", 30, 14, color.RGBA{0, 0, 100, 255}},
	}
	for _, c := range cases {
		if got := img.RGBAAt(c.x, c.y); got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
	if st := r.Stats(); st.TargetSwitches != 0 || st.Batches != 3 {
		t.Errorf("got %+v, want 3 batches and no target switches", st)
	}
}

func TestFullscreenToggle(t *testing.T) {
	toggled := 0
	defer func() {
		if toggled == 0 {
			t.Skip("this video driver cannot go fullscreen")
		}
	}()
	for _, r := range backends(t, 32, 16) {
		was := r.Fullscreen()
		if err := r.SetFullscreen(!was); err != nil {
			t.Logf("%v: this video driver cannot go fullscreen: %v", r.Backend(), err)
			continue
		}
		toggled++
		if got := r.Fullscreen(); got == was {
			t.Errorf("%v: after toggle: got fullscreen %v, want %v", r.Backend(), got, !was)
		}
		if err := r.SetFullscreen(was); err != nil {
			t.Fatalf("%v: %v", r.Backend(), err)
		}
		if err := r.Present(); err != nil {
			t.Fatalf("%v: %v", r.Backend(), err)
		}
	}
}

func TestRenderDriverOption(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	newRenderer(t, 8, 8) // sets the offscreen driver up
	cases := []struct {
		driver  string
		wantErr bool
	}{{"software", false}, {"opengl", false}, {"no-such-renderer", true}}
	for _, c := range cases {
		r, err := render.New(&render.Options{LogicalW: 16, LogicalH: 16, Hidden: true, Driver: c.driver})
		if c.driver == "opengl" && err != nil && strings.Contains(err.Error(), "OpenGL support") {
			t.Logf("no OpenGL on this machine (%v): the software case still ran", err)
			continue
		}
		if (err != nil) != c.wantErr {
			t.Errorf("%s: got error %v, want error %v", c.driver, err, c.wantErr)
		}
		if err != nil {
			continue
		}
		if got := r.Driver(); got != c.driver {
			t.Errorf("got driver %q, want %q", got, c.driver)
		}
		r.Close()
	}
}
