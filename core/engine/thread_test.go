package engine_test

import (
	"bytes"
	"errors"
	"fmt"
	"image/color"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/internal/cputime"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// wanderer moves its object in FixedUpdate (seeded, per step) and turns it
// in Update (by the frame's delta): the simulation and the frame-rate work
// a game splits between the two.
type wanderer struct {
	scene.Base
	vel  mgl32.Vec2
	spin float32
}

func (w *wanderer) FixedUpdate(dt float32) {
	t := &w.Owner().Transform
	p := t.Position().Add(w.vel.Mul(dt))
	for i, hi := range [2]float32{120, 104} {
		if p[i] < 0 || p[i] > hi {
			w.vel[i] = -w.vel[i]
		}
	}
	t.SetPosition(p)
}

func (w *wanderer) Update(dt float32) { w.Owner().Transform.Rotate(w.spin * dt) }

// director does, from the game goroutine when the render thread is on,
// what scene code does that reaches the renderer: it makes a texture
// mid-run, changes the clear colour, the camera and the lighting, reads
// the renderer's stats and screenshots, switches scenes, and asks for an
// F12 screenshot.
type director struct {
	scene.Base
	e      *engine.Engine
	log    *frameLog
	glow   *scene.SpriteRenderer
	others string
}

// frameLog is what a run records, frame by frame, to be compared.
type frameLog struct {
	frame  int                 // frames updated, in both scenes
	stats  []render.FrameStats // Stats from Update, every second frame: the frame presented last
	shots  [][]byte            // logical screenshots from Update, every third frame
	errs   []error
	camera []mgl32.Vec2
}

func (d *director) Update(float32) {
	d.log.frame++
	frame := d.log.frame
	r := engine.Renderer()
	// First what changes the next frame, while the frame before may be
	// drawing; then what reads the renderer, which waits for that draw.
	switch frame {
	case 4:
		tex, err := r.NewTexture("made mid-run", solid(8, 8, color.NRGBA{40, 220, 90, 255}))
		if err != nil {
			d.log.errs = append(d.log.errs, err)
			return
		}
		d.glow.Sprite.Region = tex.Region()
	case 6:
		r.SetClearColor(render.RGBA8(20, 30, 60, 255))
		r.SetEffects(render.Effects{Glow: true})
	case 9:
		fx := r.Effects() // glow stays on
		fx.Lighting, fx.Ambient = true, render.RGBA8(90, 90, 90, 255)
		if !r.SetEffects(fx).Lighting {
			d.log.errs = append(d.log.errs, errors.New("no lighting"))
		}
	case 11:
		if r.Fullscreen() { // asks SDL, from the game goroutine
			d.log.errs = append(d.log.errs, errors.New("a headless window is fullscreen"))
		}
	case 13:
		d.log.errs = append(d.log.errs, engine.Scenes().Switch(d.others))
	}
	r.SetCamera(float32(frame%5), float32(frame%3))
	x, y := r.Camera()
	d.log.camera = append(d.log.camera, mgl32.Vec2{x, y})
	if frame%2 == 0 {
		d.log.stats = append(d.log.stats, r.Stats())
	}
	if frame%3 == 0 {
		img, err := r.Screenshot(render.LogicalPixels)
		if err != nil {
			d.log.errs = append(d.log.errs, err)
		} else {
			d.log.shots = append(d.log.shots, img.Pix)
		}
	}
}

// directorShape is what the director draws with SubmitDraw: a fan, and
// a polyline along its edge.
var directorShape = []render.Vertex{
	{Pos: mgl32.Vec2{0, 0}, Color: render.White}, {Pos: mgl32.Vec2{12, 0}, Color: render.RGBA8(90, 160, 255, 255)},
	{Pos: mgl32.Vec2{12, 9}, Color: render.RGBA8(255, 90, 160, 255)}, {Pos: mgl32.Vec2{0, 9}, Color: render.White},
}

func (d *director) Render(q *render.Queue) {
	frame := d.log.frame
	// Vertices with their object's transform, the fan changing key with
	// the frame: the queues handed over carry them and their transforms.
	w := d.Owner().Transform.World()
	q.SubmitDraw(render.Key{Mode: render.ModeTriangleFan, Layer: int16(frame % 2)}, directorShape, w)
	q.SubmitDraw(render.Key{Mode: render.ModeLineStrip, Step: render.StepUI}, directorShape, w)
	if frame >= 9 {
		q.Light(&render.Light{Kind: render.LightPoint, Pos: mgl32.Vec2{float32(40 + frame), 50}, Color: render.White, Intensity: 1, Radius: 30})
	}
	if frame == 20 {
		// F12's way: this frame, written as PNG. The last frame: the
		// notice, shown once the file is written, depends on the clock.
		d.e.Screenshot()
	}
}

// runThreadScene runs 20 frames of a scene of wanderers, lights, glow and
// UI text on an engine with opts, and returns what it saw: the frames
// between RunOneFrame calls, the run's own log, the objects' final
// positions and the F12 screenshot's bytes.
func runThreadScene(t *testing.T, opts engine.Options) (between [][]byte, log *frameLog, end []mgl32.Vec2, f12 []byte) {
	t.Helper()
	shots := t.TempDir()
	opts.ScreenshotDir, opts.Logger = shots, slog.New(slog.DiscardHandler)
	opts.Window.LogicalW, opts.Window.LogicalH, opts.Debug = 128, 112, engine.DebugOff
	e, err := engineOrSkip(t, opts)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	r := engine.Renderer()
	tile, err := r.NewTexture("tile", solid(6, 6, color.NRGBA{220, 120, 40, 255}))
	if err != nil {
		t.Fatal(err)
	}
	log = &frameLog{}
	a, b := scene.New("a"), scene.New("b")
	rng := random.New(7).Stream("wander")
	var objs []*scene.GameObject
	for _, s := range []*scene.Scene{a, b} {
		for i := 0; i < 60; i++ {
			o := s.NewObject("w")
			o.Transform.SetPosition(mgl32.Vec2{rng.RangeF(0, 120), rng.RangeF(0, 104)})
			scene.AddComponent(o, &wanderer{vel: mgl32.Vec2{rng.RangeF(-40, 40), rng.RangeF(-40, 40)}, spin: rng.RangeF(-2, 2)})
			sr := scene.AddComponent(o, scene.NewSpriteRenderer(tile.Region()))
			sr.Sprite.Pivot = mgl32.Vec2{3, 3}
			sr.Sprite.Layer = int16(i % 3)
			objs = append(objs, o)
		}
	}
	for _, c := range []struct {
		s      *scene.Scene
		others string
	}{{a, "b"}, {b, "a"}} {
		o := c.s.NewObject("director")
		o.Transform.SetPosition(mgl32.Vec2{60, 50})
		g := scene.AddComponent(o, scene.NewSpriteRenderer(tile.Region()))
		g.Sprite.Step, g.Sprite.Scale = render.StepGlow, mgl32.Vec2{2, 2}
		scene.AddComponent(o, &director{e: e, log: log, glow: g, others: c.others})
		scene.AddComponent(o, &hook{update: func() {
			r := engine.Renderer()
			r.Queue().Text(render.DefaultFont(r), "UI", 2, 2, render.StepUI, 0, render.White)
		}})
	}
	engine.Scenes().Add(a)
	engine.Scenes().Add(b)
	if err := engine.Scenes().Switch("a"); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20; i++ {
		if err := e.RunOneFrame(); err != nil {
			t.Fatal(err)
		}
		if i%4 == 3 {
			img, err := r.Screenshot(render.LogicalPixels) // between frames: the frame just run
			if err != nil {
				t.Fatal(err)
			}
			between = append(between, img.Pix)
		}
	}
	for _, o := range objs {
		end = append(end, o.Transform.Position())
	}
	e.Close() // waits for the screenshot's file
	files, err := filepath.Glob(filepath.Join(shots, "*.png"))
	if err != nil || len(files) != 1 {
		t.Fatalf("F12: got %v (%v), want one screenshot", files, err)
	}
	if f12, err = os.ReadFile(files[0]); err != nil {
		t.Fatal(err)
	}
	return between, log, end, f12
}

// engineOrSkip is newEngine, skipping where the GPU backend has no device.
func engineOrSkip(t *testing.T, opts engine.Options) (*engine.Engine, error) {
	if opts.Window.Backend != render.BackendGPU {
		e, _ := newEngine(t, opts)
		return e, nil
	}
	runtime.LockOSThread()
	opts.Headless, opts.Clock, opts.DataDir = true, &engine.ManualSource{}, t.TempDir()
	e, err := engine.New(&opts)
	if errors.Is(err, render.ErrNoGPU) {
		runtime.UnlockOSThread()
		t.Skipf("no GPU device: %v", err)
	}
	if err != nil {
		runtime.UnlockOSThread()
		return nil, err
	}
	t.Cleanup(func() { e.Close(); runtime.UnlockOSThread() })
	return e, nil
}

// TestRenderThreadChangesNothing runs the same scene with the render
// thread off and on, on each backend, and compares everything a game can
// see: the pictures (between frames, from Update, and F12's file), the
// renderer's stats, the camera, and where the simulation left every object.
func TestRenderThreadChangesNothing(t *testing.T) {
	backends := []struct {
		name string
		opts engine.Options
	}{
		{"auto", engine.Options{}},
		{"opengl", engine.Options{Window: render.Options{Driver: "opengl"}}},
		{"gpu", engine.Options{Window: render.Options{Backend: render.BackendGPU}}},
	}
	for _, be := range backends {
		t.Run(be.name, func(t *testing.T) {
			type run struct {
				between [][]byte
				log     *frameLog
				end     []mgl32.Vec2
				f12     []byte
			}
			var runs [2]run
			for i, mode := range []engine.RenderThread{engine.RenderThreadOff, engine.RenderThreadOn} {
				o := be.opts
				o.RenderThread = mode
				var r run
				r.between, r.log, r.end, r.f12 = runThreadScene(t, o)
				runs[i] = r
			}
			off, on := runs[0], runs[1]
			for _, l := range []*frameLog{off.log, on.log} {
				for _, err := range l.errs {
					if err != nil {
						t.Fatal(err)
					}
				}
			}
			compareFrames(t, "between frames", off.between, on.between)
			compareFrames(t, "from Update", off.log.shots, on.log.shots)
			if !bytes.Equal(off.f12, on.f12) {
				t.Errorf("F12's screenshot differs with the render thread")
			}
			if fmt.Sprint(off.log.stats) != fmt.Sprint(on.log.stats) {
				t.Errorf("Stats from Update:\n got %v\nwant %v", on.log.stats, off.log.stats)
			}
			if fmt.Sprint(off.log.camera) != fmt.Sprint(on.log.camera) {
				t.Errorf("camera:\n got %v\nwant %v", on.log.camera, off.log.camera)
			}
			if fmt.Sprint(off.end) != fmt.Sprint(on.end) {
				t.Errorf("the simulation ended elsewhere with the render thread")
			}
			if len(off.log.shots) == 0 || len(off.between) == 0 {
				t.Fatal("no frames compared")
			}
		})
	}
}

func compareFrames(t *testing.T, what string, off, on [][]byte) {
	t.Helper()
	if len(off) != len(on) {
		t.Fatalf("%s: got %d frames with the render thread, %d without", what, len(on), len(off))
	}
	for i := range off {
		if !bytes.Equal(off[i], on[i]) {
			t.Errorf("%s: frame %d differs with the render thread", what, i)
		}
	}
	// The frames must differ from one another, or the comparison proves little.
	if len(off) > 1 && bytes.Equal(off[0], off[len(off)-1]) {
		t.Errorf("%s: the first and last frames are the same picture", what)
	}
}

// TestRenderThreadPanicReachesTheCaller: a panic in a frame's updates on
// the game goroutine comes out of RunOneFrame on the calling thread, with
// its own value, as it would without the thread; the engine still closes.
func TestRenderThreadPanicReachesTheCaller(t *testing.T) {
	e, _ := newEngine(t, engine.Options{RenderThread: engine.RenderThreadOn, Logger: slog.New(slog.DiscardHandler)})
	s := scene.New("main")
	boom := errors.New("boom")
	frame := 0
	scene.AddComponent(s.NewObject("bomb"), &hook{update: func() {
		if frame++; frame == 3 {
			panic(boom)
		}
	}})
	engine.Scenes().Add(s)
	engine.Scenes().Switch("main")
	var got any
	func() {
		defer func() { got = recover() }()
		for range 5 {
			if err := e.RunOneFrame(); err != nil {
				t.Fatal(err)
			}
		}
	}()
	if got != boom {
		t.Errorf("RunOneFrame panicked with %v, want the component's %v", got, boom)
	}
	e.Close()
}

// With the render thread on and frames that wait between them, as for the
// frame rate cap (headless frames have none: the test sleeps 5 ms after
// each), the game goroutine sleeps between frames instead of polling for
// its wake: 60 such frames of a one-sprite scene cost the process about
// what they cost with the thread off, not the 1 ms a frame more that
// polling would.
func TestRenderThreadSleepsBetweenFrames(t *testing.T) {
	if runtime.GOOS != "linux" || runtime.GOMAXPROCS(0) < 2 {
		t.Skipf("needs the process's CPU time (Linux; here %s) and two cores for Go (here %d)", runtime.GOOS, runtime.GOMAXPROCS(0))
	}
	const frames = 60
	cpu := map[engine.RenderThread]time.Duration{}
	for _, mode := range []engine.RenderThread{engine.RenderThreadOff, engine.RenderThreadOn} {
		t.Run(fmt.Sprint(mode == engine.RenderThreadOn), func(t *testing.T) {
			// A small frame, so that the frames' own CPU time is small
			// beside what polling would add.
			opts := engine.Options{RenderThread: mode}
			opts.Window.LogicalW, opts.Window.LogicalH, opts.Window.Scale = 32, 32, 1
			e, src := newEngine(t, opts)
			tex, err := engine.Renderer().NewTexture("dot", solid(4, 4, color.NRGBA{255, 255, 255, 255}))
			if err != nil {
				t.Fatal(err)
			}
			s := scene.New("apart")
			scene.AddComponent(s.NewObject("dot"), scene.NewSpriteRenderer(tex.Region()))
			engine.Scenes().Add(s)
			engine.Scenes().Switch("apart")
			frame := func() {
				src.Advance(engine.Time().FixedStep())
				if err := e.RunOneFrame(); err != nil {
					t.Fatal(err)
				}
				time.Sleep(5 * time.Millisecond)
			}
			for range 5 {
				frame()
			}
			start := cputime.Process()
			for range frames {
				frame()
			}
			cpu[mode] = cputime.Process() - start
		})
	}
	off, on := cpu[engine.RenderThreadOff], cpu[engine.RenderThreadOn]
	t.Logf("%d frames 5 ms apart: %v of CPU with the render thread off, %v with it on", frames, off, on)
	if limit := off + frames*time.Millisecond/2; on > limit {
		t.Errorf("with the render thread on the frames used %v of CPU, want under %v (off: %v): the game goroutine polls between frames", on, limit, off)
	}
}
