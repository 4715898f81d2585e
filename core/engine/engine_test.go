package engine_test

import (
	"errors"
	"github.com/bengine-go/bengine/core/data"
	"image"
	"image/color"
	"image/png"
	"io"
	"io/fs"
	"log/slog"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/input/inputtest"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/resource"
	"github.com/bengine-go/bengine/core/scene"
)

func TestMain(m *testing.M) {
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	os.Exit(m.Run())
}

// newEngine starts a headless engine with a manual clock.
func newEngine(tb testing.TB, opts engine.Options) (*engine.Engine, *engine.ManualSource) {
	tb.Helper()
	runtime.LockOSThread()
	src := &engine.ManualSource{}
	opts.Headless = true
	if opts.Clock == nil {
		opts.Clock = src
	}
	e, err := engine.New(&opts) // no data: a program that loads nothing needs none
	if err != nil {
		tb.Fatalf("engine.New: %v", err)
	}
	tb.Cleanup(func() { e.Close(); runtime.UnlockOSThread() })
	return e, src
}

// counter counts the hooks a component receives.
type counter struct {
	scene.Base
	fixed, updates, renders int
}

func (c *counter) FixedUpdate(float32)    { c.fixed++ }
func (c *counter) Update(float32)         { c.updates++ }
func (c *counter) Render(q *render.Queue) { c.renders++ }

func TestRunOneFrameRunsFixedStepsUpdateAndRender(t *testing.T) {
	e, src := newEngine(t, engine.Options{MaxCatchUp: 3})
	s := scene.New("main")
	c := scene.AddComponent(s.NewObject("counter"), &counter{})
	engine.Scenes().Add(s)
	if err := engine.Scenes().Switch(s.Name()); err != nil {
		t.Fatal(err)
	}

	step := engine.Time().FixedStep()
	cases := []struct {
		advance           time.Duration
		fixed, upd, rends int // totals after the frame
	}{
		{0, 0, 1, 1},          // the first frame only starts the clock
		{step, 1, 2, 2},       // one step
		{step / 2, 1, 3, 3},   // not enough lag: no fixed step, still update and render
		{step / 2, 2, 4, 4},   // the halves add up
		{10 * step, 5, 5, 5},  // the cap: 3 steps, the rest dropped
		{2*step + 1, 7, 6, 6}, // two steps
	}
	for i, c2 := range cases {
		src.Advance(c2.advance)
		if err := e.RunOneFrame(); err != nil {
			t.Fatalf("frame %d: %v", i, err)
		}
		if c.fixed != c2.fixed || c.updates != c2.upd || c.renders != c2.rends {
			t.Fatalf("frame %d: got fixed/update/render %d/%d/%d, want %d/%d/%d",
				i, c.fixed, c.updates, c.renders, c2.fixed, c2.upd, c2.rends)
		}
	}
	if got := engine.Time().Dropped(); got != 7 {
		t.Errorf("dropped steps: got %d, want 7", got)
	}
	if got := engine.Time().FrameCount(); got != uint64(len(cases)) {
		t.Errorf("frames: got %d, want %d", got, len(cases))
	}
}

func TestFrameCapSleepsInsteadOfSpinning(t *testing.T) {
	runtime.LockOSThread()
	var slept []time.Duration
	e, err := engine.New(&engine.Options{
		VideoDriver: "offscreen", DataDir: t.TempDir(), FrameCap: 10,
		Clock: &engine.ManualSource{},
		Sleep: func(d time.Duration) { slept = append(slept, d) },
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close(); runtime.UnlockOSThread() })
	if err := e.RunOneFrame(); err != nil { // warm up: the first frame uploads and compiles
		t.Fatal(err)
	}
	slept = slept[:0]
	for i := 0; i < 3; i++ {
		begin := time.Now()
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
		took := time.Since(begin)
		if len(slept) != i+1 {
			t.Fatalf("frame %d: slept %d times, want once per frame (a frame this short must sleep, not spin)", i, len(slept))
		}
		// The frame plus its sleep fill the 100 ms budget of a 10 FPS cap.
		if d := slept[i]; d <= 0 || d > 100*time.Millisecond || took+d < 99*time.Millisecond {
			t.Fatalf("frame %d: took %v and slept %v, want them to add up to about 100ms", i, took, d)
		}
	}

	e.Close()
	h, _ := newEngineWithSleep(t)
	if len(*h) != 0 {
		t.Fatalf("headless engine slept %v; headless runs must not cap the frame rate", *h)
	}
}

func newEngineWithSleep(t *testing.T) (*[]time.Duration, *engine.Engine) {
	var slept []time.Duration
	e, src := newEngine(t, engine.Options{Sleep: func(d time.Duration) { slept = append(slept, d) }})
	for i := 0; i < 3; i++ {
		src.Advance(engine.Time().FixedStep())
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
	}
	return &slept, e
}

func TestQuitEndsRun(t *testing.T) {
	e, src := newEngine(t, engine.Options{})
	s := scene.New("main")
	frames := 0
	scene.AddComponent(s.NewObject("quitter"), &hook{update: func() {
		frames++
		src.Advance(engine.Time().FixedStep())
		if frames == 5 {
			e.Quit()
		}
	}})
	engine.Scenes().Add(s)
	if err := engine.Scenes().Switch(s.Name()); err != nil {
		t.Fatal(err)
	}
	if err := e.Run(); err != nil {
		t.Fatalf("Run: %v", err)
	}
	if frames != 5 {
		t.Fatalf("got %d frames before quitting, want 5", frames)
	}
}

type hook struct {
	scene.Base
	update func()
}

func (h *hook) Update(float32) { h.update() }

// fixedHook runs a function in each fixed step.
type fixedHook struct {
	scene.Base
	fixed func()
}

func (h *fixedHook) FixedUpdate(float32) { h.fixed() }

// sprite draws a texture region at its object's world transform.
func solid(w, h int, c color.NRGBA) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < len(img.Pix); i += 4 {
		img.Pix[i], img.Pix[i+1], img.Pix[i+2], img.Pix[i+3] = c.R, c.G, c.B, c.A
	}
	return img
}

func TestDemoSceneScreenshot(t *testing.T) {
	e, src := newEngine(t, engine.Options{})
	r := engine.Renderer()
	r.SetClearColor(render.Color{A: 1})
	red, err := r.NewTexture("red", solid(16, 16, color.NRGBA{255, 0, 0, 255}))
	if err != nil {
		t.Fatal(err)
	}
	green, err := r.NewTexture("green", solid(8, 8, color.NRGBA{0, 255, 0, 255}))
	if err != nil {
		t.Fatal(err)
	}
	s := scene.New("demo")
	parent := s.NewObject("parent")
	scene.AddComponent(parent, scene.NewSpriteRenderer(red.Region()))
	child := s.NewObject("child")
	child.SetParent(parent, false)
	child.Transform.SetPosition(mgl32.Vec2{20, 4})
	scene.AddComponent(child, scene.NewSpriteRenderer(green.Region()))
	// The parent moves 10 px a fixed step to the right; the child follows.
	scene.AddComponent(parent, &mover{v: mgl32.Vec2{10, 0}})
	parent.Transform.SetPosition(mgl32.Vec2{30, 100})
	engine.Scenes().Add(s)
	if err := engine.Scenes().Switch(s.Name()); err != nil {
		t.Fatal(err)
	}

	for i := 0; i < 10; i++ {
		src.Advance(engine.Time().FixedStep())
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
	}
	// 9 fixed steps ran (the first frame starts the clock): parent at x=120.
	img, err := r.Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	at := func(x, y int) color.RGBA { return img.RGBAAt(x, y) }
	cases := []struct {
		name string
		x, y int
		want color.RGBA
	}{
		{"parent sprite", 125, 105, color.RGBA{255, 0, 0, 255}},
		{"child sprite follows", 120 + 20 + 4, 100 + 4 + 4, color.RGBA{0, 255, 0, 255}},
		{"left of parent", 118, 105, color.RGBA{0, 0, 0, 255}},
		{"where the parent started", 35, 105, color.RGBA{0, 0, 0, 255}},
	}
	for _, c := range cases {
		if got := at(c.x, c.y); got != c.want {
			t.Errorf("%s at (%d,%d): got %v, want %v", c.name, c.x, c.y, got, c.want)
		}
	}
}

type mover struct {
	scene.Base
	v mgl32.Vec2
}

func (m *mover) FixedUpdate(float32) { m.Owner().Transform.Translate(m.v) }

func TestHotReloadDeliversBetweenFrames(t *testing.T) {
	runtime.LockOSThread()
	dir := t.TempDir()
	e, err := engine.New(&engine.Options{VideoDriver: "offscreen", DataDir: dir, FrameCap: -1, Debug: engine.DebugOn})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close(); runtime.UnlockOSThread() })
	if e.Resources().Watcher() == nil {
		t.Fatal("a debug engine has no data watcher")
	}
	path := dir + "/tuning.json"
	if err := os.WriteFile(path, []byte(`{"v": 1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	reloads := 0
	if _, err := e.Resources().Watcher().Watch(path, func() { reloads++ }); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(`{"v": 2}`), 0o644); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for reloads == 0 && time.Now().Before(deadline) {
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if reloads != 1 {
		t.Fatalf("got %d reloads after one edit, want 1 (delivered by RunOneFrame)", reloads)
	}

	e.Close()
	e2, err := engine.New(&engine.Options{VideoDriver: "offscreen", DataDir: dir, Debug: engine.DebugOff})
	if err != nil {
		t.Fatal(err)
	}
	defer e2.Close()
	if e2.Resources().Watcher() != nil {
		t.Fatal("a release engine watches files; hot reload must be off")
	}
}

func TestResourcesTextureLoadedOnceAndCached(t *testing.T) {
	dir := t.TempDir()
	f, err := os.Create(dir + "/dot.png")
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, solid(4, 2, color.NRGBA{9, 8, 7, 255})); err != nil {
		t.Fatal(err)
	}
	f.Close()
	os.WriteFile(dir+"/broken.png", []byte("not a png"), 0o644)
	newEngine(t, engine.Options{DataDir: dir})
	res := engine.Resources()
	a, err := res.Texture("dot.png")
	if err != nil {
		t.Fatal(err)
	}
	if a.W != 4 || a.H != 2 {
		t.Fatalf("got a %dx%d texture, want 4x2", a.W, a.H)
	}
	b, err := res.Texture("dot.png")
	if err != nil || b != a {
		t.Fatalf("second load: got %p, %v; want the cached %p", b, err, a)
	}
	if _, err := res.Texture("broken.png"); err == nil || !strings.Contains(err.Error(), "broken.png") {
		t.Fatalf("corrupt PNG: got %v, want an error naming broken.png", err)
	}
	if _, err := res.Texture("../dot.png"); !errors.Is(err, resource.ErrEscape) {
		t.Fatalf("escaping name: got %v, want ErrEscape", err)
	}
}

// driver runs a test engine's frames one fixed step apart and taps keys
// through SDL's event queue, failing the test on an error.
type driver struct {
	t   *testing.T
	e   *engine.Engine
	src *engine.ManualSource
}

func (d driver) frame() {
	d.t.Helper()
	d.src.Advance(d.e.Time().FixedStep())
	if err := d.e.RunOneFrame(); err != nil {
		d.t.Fatal(err)
	}
}

// tap presses and releases k, a frame after each.
func (d driver) tap(k input.Key) {
	d.t.Helper()
	for _, down := range []bool{true, false} {
		if err := inputtest.PushKey(k, down); err != nil {
			d.t.Fatal(err)
		}
		d.frame()
	}
}

func TestF3TogglesTheDebugOverlay(t *testing.T) {
	e, src := newEngine(t, engine.Options{Debug: engine.DebugOn})
	d := driver{t, e, src}
	d.frame()
	before := engine.Renderer().Stats().Sprites
	d.tap(input.KeyF3)
	if !e.Overlay() {
		t.Fatal("F3 did not show the overlay")
	}
	d.frame()
	if got := engine.Renderer().Stats().Sprites; got <= before+20 {
		t.Fatalf("overlay frame drew %d sprites (%d without it); want its text and graph", got, before)
	}
	d.tap(input.KeyF3)
	if e.Overlay() {
		t.Fatal("a second F3 did not hide the overlay")
	}

	e.Close()
	e2, src2 := newEngine(t, engine.Options{Debug: engine.DebugOff})
	driver{t, e2, src2}.tap(input.KeyF3)
	if e2.Overlay() {
		t.Fatal("F3 showed the overlay in a release build")
	}
}

// A game's overlay switch flips with its key only while the overlay
// shows (F3 in a debug build), and the overlay shows it under the game's
// lines, its state with it; frames with it showing allocate nothing.
func TestOverlaySwitchFlipsWhileTheOverlayShows(t *testing.T) {
	e, src := newEngine(t, engine.Options{Debug: engine.DebugOn})
	d := driver{t, e, src}
	lines := false
	e.AddOverlayLine(func(b []byte) []byte { return append(b, "a line"...) })
	e.AddOverlaySwitch(input.KeyF4, "lines", &lines)
	d.frame()
	d.tap(input.KeyF4)
	if lines {
		t.Fatal("F4 flipped the switch with the overlay hidden")
	}
	d.tap(input.KeyF3)
	if !e.Overlay() {
		t.Fatal("F3 did not show the overlay")
	}
	// bright counts the white text pixels of the switch's line, the one
	// under the engine's five and the game's one.
	lh := int(render.DefaultFont(e.Renderer()).LineHeight)
	bright := func() int {
		img, err := e.Renderer().Screenshot(render.LogicalPixels)
		if err != nil {
			t.Fatal(err)
		}
		k := 0
		for y := 2 + 6*lh; y < 2+7*lh; y++ {
			for x := 2; x < 2+8*20; x++ {
				if c := img.RGBAAt(x, y); c.R > 200 && c.G > 200 && c.B > 200 {
					k++
				}
			}
		}
		return k
	}
	off := bright()
	d.tap(input.KeyF4)
	if !lines {
		t.Fatal("F4 did not flip the switch on with the overlay showing")
	}
	on := bright()
	// "F4 lines off" and "F4 lines on": the same line but for the end.
	if off == 0 || on == 0 || on >= off {
		t.Errorf("got %d bright pixels in the switch's line when on and %d when off, want both drawn, off the longer", on, off)
	}
	if !raceEnabled {
		if got := testing.AllocsPerRun(20, d.frame); got != 0 {
			t.Errorf("a frame with the switch on the overlay: got %v allocations, want 0", got)
		}
	}
	d.tap(input.KeyF4)
	if lines {
		t.Fatal("a second F4 did not flip the switch off")
	}
	d.tap(input.KeyF3)
	d.tap(input.KeyF4)
	if lines {
		t.Fatal("F4 flipped the switch after F3 hid the overlay")
	}
}

func TestAddOverlaySwitchPanicsOnNil(t *testing.T) {
	e, _ := newEngine(t, engine.Options{})
	defer func() {
		if r := recover(); r == nil {
			t.Error("AddOverlaySwitch with a nil switch did not panic")
		}
	}()
	e.AddOverlaySwitch(input.KeyF4, "lines", nil)
}

// A game's overlay lines show under the engine's, one a line, in the order
// added, each asked for its text every frame.
func TestOverlayShowsTheGamesLines(t *testing.T) {
	e, src := newEngine(t, engine.Options{})
	e.Scenes().Add(scene.New("empty"))
	e.Scenes().Switch("empty")
	frame := func() *image.RGBA { return stepShot(t, e, src) }
	// bright counts the white text pixels of the overlay's line n (from 0).
	lh := int(render.DefaultFont(e.Renderer()).LineHeight)
	bright := func(img *image.RGBA, n int) int {
		k := 0
		for y := 2 + n*lh; y < 2+(n+1)*lh; y++ {
			for x := 2; x < 2+8*16; x++ {
				if c := img.RGBAAt(x, y); c.R > 200 && c.G > 200 && c.B > 200 {
					k++
				}
			}
		}
		return k
	}
	e.SetOverlay(true)
	before := frame()
	calls := 0
	e.AddOverlayLine(func(b []byte) []byte { calls++; return append(b, "first line"...) })
	e.AddOverlayLine(nil) // ignored
	e.AddOverlayLine(func(b []byte) []byte { return append(b, "second"...) })
	after := frame()
	const engineLines = 5
	for n := range engineLines {
		if bright(after, n) == 0 {
			t.Errorf("engine line %d: got no text with the game's lines added", n)
		}
	}
	first, second := bright(after, engineLines), bright(after, engineLines+1)
	if bright(before, engineLines) != 0 || first == 0 || second == 0 || first <= second {
		t.Errorf("got %d and %d bright pixels in the game's lines (%d there before), want the longer first line above the second",
			first, second, bright(before, engineLines))
	}
	if calls != 1 {
		t.Errorf("the line was asked for %d times in a frame, want 1", calls)
	}
	e.SetOverlay(false)
	frame()
	if calls != 1 {
		t.Errorf("the line was asked for with the overlay hidden")
	}
}

// stepShot runs a frame of one fixed step and returns its logical
// screenshot.
func stepShot(t *testing.T, e *engine.Engine, src *engine.ManualSource) *image.RGBA {
	t.Helper()
	src.Advance(e.Time().FixedStep())
	if err := e.RunOneFrame(); err != nil {
		t.Fatal(err)
	}
	img, err := e.Renderer().Screenshot(render.LogicalPixels)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// backdrop fills the screen with a flat grey, under everything.
type backdrop struct{ scene.Base }

func (backdrop) Render(q *render.Queue) {
	q.FillRect(0, 0, 4096, 4096, render.StepUI, 0, render.Color{R: 0.5, G: 0.5, B: 0.5, A: 1})
}

// The overlay's panel holds every one of its lines, however long: the
// engine's numbers ("ren 13.9" once a frame is slow) and a game's lines.
func TestOverlayPanelHoldsItsLines(t *testing.T) {
	e, src := newEngine(t, engine.Options{})
	s := scene.New("grey")
	scene.AddComponent(s.NewObject("backdrop"), &backdrop{})
	e.Scenes().Add(s)
	e.Scenes().Switch("grey")
	e.SetOverlay(true)
	for _, n := range []int{10, 22, 30} {
		line := strings.Repeat("W", n)
		e.AddOverlayLine(func(b []byte) []byte { return append(b, line...) })
	}
	img := stepShot(t, e, src)
	grey := img.RGBAAt(img.Bounds().Max.X-1, img.Bounds().Max.Y-1)
	// The panel's right edge, on its top row, where no text is.
	edge := -1
	for x := 0; x < img.Bounds().Max.X; x++ {
		if c := img.RGBAAt(x, 1); c.R < grey.R-20 {
			edge = x
		}
	}
	if edge < 0 {
		t.Fatalf("no panel darker than the grey %v on row 1", grey)
	}
	right := -1 // the text's rightmost pixel
	for y := 0; y < img.Bounds().Max.Y; y++ {
		for x := 0; x < img.Bounds().Max.X; x++ {
			if c := img.RGBAAt(x, y); c.R > 200 && c.G > 200 && c.B > 200 {
				right = max(right, x)
			}
		}
	}
	lw := int(render.DefaultFont(e.Renderer()).Advance)
	if right < 2+30*lw-lw {
		t.Fatalf("the text reaches x %d, want the 30-character line (to about %d)", right, 2+30*lw)
	}
	if right >= edge {
		t.Errorf("the text reaches x %d, past the panel's right edge at %d", right, edge)
	}
}

func TestQuitDuringCatchUpStopsTheSteps(t *testing.T) {
	e, src := newEngine(t, engine.Options{MaxCatchUp: 5})
	s := scene.New("main")
	c := scene.AddComponent(s.NewObject("counter"), &counter{})
	steps := 0
	scene.AddComponent(s.NewObject("quitter"), &fixedHook{fixed: func() {
		if steps++; steps == 2 {
			e.Quit() // in a step: the catch-up ends after it
		}
	}})
	engine.Scenes().Add(s)
	engine.Scenes().Switch("main")
	e.RunOneFrame()
	src.Advance(5 * engine.Time().FixedStep())
	if err := e.RunOneFrame(); !errors.Is(err, engine.ErrQuit) {
		t.Fatalf("got %v, want ErrQuit", err)
	}
	if c.fixed != 2 {
		t.Fatalf("got %d fixed steps, want 2: the step that quit runs, the rest of the catch-up does not", c.fixed)
	}
	if c.renders != 2 {
		t.Fatalf("got %d renders, want 2: the quitting frame still renders (for -screenshot)", c.renders)
	}
}

func TestTicksEndTheRun(t *testing.T) {
	cases := []struct {
		name       string
		perFrame   int // fixed steps of real time each frame
		ticks      int
		wantFrames int
	}{
		{"one step a frame", 1, 10, 11}, // the first frame starts the clock
		{"catch-up stops at the tick", 3, 10, 5},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, src := newEngine(t, engine.Options{Ticks: c.ticks})
			s := scene.New("main")
			cnt := scene.AddComponent(s.NewObject("counter"), &counter{})
			e.Scenes().Add(s)
			e.Scenes().Switch("main")
			frames := 0
			for ; frames < 100; frames++ {
				err := e.RunOneFrame()
				src.Advance(time.Duration(c.perFrame) * e.Time().FixedStep())
				if errors.Is(err, engine.ErrQuit) {
					frames++
					break
				}
				if err != nil {
					t.Fatal(err)
				}
			}
			if cnt.fixed != c.ticks || frames != c.wantFrames {
				t.Fatalf("got %d fixed steps in %d frames, want %d in %d", cnt.fixed, frames, c.ticks, c.wantFrames)
			}
			if cnt.renders != frames {
				t.Fatalf("got %d renders in %d frames: the last frame must still render", cnt.renders, frames)
			}
		})
	}
}

// Hot reload through the resource manager survives what git checkout and
// rsync do to the data folder: moved away and back, or deleted and copied
// back. Each later edit still reaches the running program.
func TestHotReloadSurvivesReplacedFolder(t *testing.T) {
	runtime.LockOSThread()
	dir := filepath.Join(t.TempDir(), "data")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write := func(v string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, "tuning.json"), []byte(`{"V": "`+v+`"}`), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("start")
	e, err := engine.New(&engine.Options{VideoDriver: "offscreen", DataDir: dir, FrameCap: -1, Debug: engine.DebugOn})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close(); runtime.UnlockOSThread() })
	type tuning struct{ V string }
	load := func(fsys fs.FS) (tuning, error) {
		var v tuning
		return v, data.LoadJSON(fsys, "tuning.json", &v)
	}
	r, err := data.Load(engine.Resources(), load, "tuning.json")
	if err != nil {
		t.Fatal(err)
	}
	r.Logger = slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := r.Watch(); err != nil {
		t.Fatal(err)
	}
	waitFor := func(want string) {
		t.Helper()
		for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
			if err := e.RunOneFrame(); err != nil {
				t.Fatal(err)
			}
			if r.Value().V == want {
				return
			}
		}
		t.Fatalf("got %q, want %q (last reload error: %v, watcher: %v)", r.Value().V, want, r.Err(), e.Resources().Watcher().Err())
	}
	settle := func() { // the watcher notices the folder is back
		for end := time.Now().Add(600 * time.Millisecond); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
			e.RunOneFrame()
		}
	}
	write("edit 1")
	waitFor("edit 1")

	if err := os.Rename(dir, dir+".away"); err != nil {
		t.Fatal(err)
	}
	settle()
	if err := os.Rename(dir+".away", dir); err != nil {
		t.Fatal(err)
	}
	settle()
	write("after mv back")
	waitFor("after mv back")

	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	settle()
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	write("copied back")
	waitFor("copied back")
	write("after cp back")
	waitFor("after cp back")
}

// TestFlashFadesWithTheFrameDelta: the engine hands the renderer each
// frame's delta, so a Flash fades with the game's clock, not the wall's.
func TestFlashFadesWithTheFrameDelta(t *testing.T) {
	e, src := newEngine(t, engine.Options{})
	if err := e.RunOneFrame(); err != nil { // starts the clock
		t.Fatal(err)
	}
	e.Renderer().Flash(render.Flash{Color: render.White, Seconds: 0.2})
	for i, want := range []float32{0.75, 0.5, 0.25, 0} {
		src.Advance(50 * time.Millisecond) // three fixed steps: under the cap on a frame's delta
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
		if got := e.Renderer().FlashLevel(); math.Abs(float64(got-want)) > 1e-4 {
			t.Errorf("after %d frames of 50 ms: got flash level %v, want %v", i+1, got, want)
		}
	}
}

// SaveScreenshot writes the frame just presented, at the logical size, as
// a PNG; a path it cannot write gives an error and leaves no file.
func TestSaveScreenshotWritesTheLastFrame(t *testing.T) {
	e, src := newEngine(t, engine.Options{})
	s := scene.New("grey")
	scene.AddComponent(s.NewObject("backdrop"), &backdrop{})
	e.Scenes().Add(s)
	if err := e.Scenes().Switch("grey"); err != nil {
		t.Fatal(err)
	}
	want := stepShot(t, e, src)
	if c := want.RGBAAt(0, 0); c.R < 100 || c.R > 160 {
		t.Fatalf("the frame's corner is %v, want the backdrop's grey", c)
	}

	path := filepath.Join(t.TempDir(), "shot.png")
	if err := e.SaveScreenshot(path); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	got, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if got.Bounds() != want.Bounds() {
		t.Fatalf("got a %v picture, want %v", got.Bounds(), want.Bounds())
	}
	for y := range want.Bounds().Dy() {
		for x := range want.Bounds().Dx() {
			if g, w := color.RGBAModel.Convert(got.At(x, y)), want.RGBAAt(x, y); g != w {
				t.Fatalf("pixel (%d, %d): got %v, want %v", x, y, g, w)
			}
		}
	}

	bad := filepath.Join(path, "shot.png") // under a file, not a folder
	if err := e.SaveScreenshot(bad); err == nil {
		t.Errorf("SaveScreenshot(%s): got no error", bad)
	}
	if _, err := os.Stat(bad); err == nil {
		t.Errorf("%s: written, want no file", bad)
	}
}
