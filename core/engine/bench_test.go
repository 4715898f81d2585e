package engine_test

import (
	"errors"
	"fmt"
	"image/color"
	"math"
	"os"
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

// spinner is a typical FixedUpdate component: it turns its object a little
// each fixed step, which dirties the transforms of its whole subtree.
type spinner struct {
	scene.Base
	speed float32
}

func (s *spinner) FixedUpdate(dt float32) { s.Owner().Transform.Rotate(s.speed * dt) }

// BenchmarkRunOneFrame runs whole frames of 1,000 GameObjects with 2
// components each (a spinner and a sprite) in a three-level hierarchy
// (10 roots x 9 children x 10 grandchildren), headless: input, one fixed
// step, update, render submission, batching and Present.
func BenchmarkRunOneFrame(b *testing.B) {
	e, _ := newEngine(b, engine.Options{})
	tex, err := engine.Renderer().NewTexture("dot", solid(4, 4, color.NRGBA{255, 255, 255, 255}))
	if err != nil {
		b.Fatal(err)
	}
	s := scene.New("bench")
	rng := random.New(1)
	add := func(parent *scene.GameObject) *scene.GameObject {
		o := s.NewObject("o")
		if parent != nil {
			o.SetParent(parent, false)
		}
		o.Transform.SetPosition(mgl32.Vec2{rng.RangeF(-20, 20), rng.RangeF(-20, 20)})
		scene.AddComponent(o, &spinner{speed: rng.RangeF(-2, 2)})
		scene.AddComponent(o, scene.NewSpriteRenderer(tex.Region()))
		return o
	}
	n := 0
	for i := 0; i < 10; i++ {
		root := add(nil)
		root.Transform.SetPosition(mgl32.Vec2{float32(20 + 22*i), 120})
		n++
		for j := 0; j < 9; j++ {
			child := add(root)
			n++
			for k := 0; k < 10; k++ {
				add(child)
				n++
			}
		}
	}
	if n != 1000 {
		b.Fatalf("built %d objects, want 1000", n)
	}
	engine.Scenes().Add(s)
	engine.Scenes().Switch("bench")
	e.RunOneFrame() // applies the switch
	e.RunOneFrame() // starts the components and warms the buffers
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := e.RunOneFrame(); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if got := engine.Renderer().Stats().Sprites; got != 1000 {
		b.Fatalf("rendered %d sprites, want 1000", got)
	}
}

// BenchmarkEngineSprites draws the same moving 16x16 sprites, 1,000 and
// 10,000 of them in a 640x480 frame, through the whole engine (scene
// graph, components, batcher), on each way of drawing: BackendAuto (what
// the machine's devices make it pick), SDL's renderer on its OpenGL and
// software drivers, and the GPU backend, which also draws 100,000. core/render's
// BenchmarkSpritesFloor draws the same sprites as the bare floor (one
// prebuilt RenderGeometry call, or on the GPU one prebuilt instance
// buffer and one draw): the engine's cost over it is what the scene graph
// and batcher add. On a software rasterizer the pixels dominate both;
// GALLIUM_NOOP=1 makes Mesa's OpenGL discard them, leaving the CPU work
// alone (docs/performance.md); ns/sprite is the CPU time of the game
// thread alone, whichever backend. The render thread is off, so that
// thread does all the frame's work: BenchmarkEngineThreaded measures the
// thread.
//
// Each sub-benchmark builds its own engine: SDL (and OpenGL's context) must
// be used from the thread that created them, and every sub-benchmark runs
// on a goroutine of its own. SDL keeps the video driver a process first
// used, so for a real window run it without the headless benchmarks
// (-bench EngineSprites).
func BenchmarkEngineSprites(b *testing.B) {
	configs := []struct {
		name   string
		window render.Options
	}{
		// auto last: it probes the devices once a process, and it is
		// compared with what warmed the process up before it.
		{"gpu", render.Options{Backend: render.BackendGPU}},
		{"opengl", render.Options{Driver: "opengl"}},
		{"software", render.Options{Driver: "software"}},
		{"auto", render.Options{}},
	}
	for _, n := range []int{1000, 10000, 100000} {
		for _, c := range configs {
			if n > 10000 && c.name != "gpu" {
				continue // a CPU rasterizer fills 100,000 sprites for seconds a frame
			}
			b.Run(fmt.Sprintf("%s/%d", c.name, n), func(b *testing.B) {
				opts := engine.Options{Window: c.window, RenderThread: engine.RenderThreadOff}
				e, r := spriteEngine(b, opts, n, false)
				e.RunOneFrame()
				e.RunOneFrame()
				// A collection now, and a frame after it: one set off in
				// the timed frames by the warm-up's growth would empty the
				// sync.Pool purego keeps its call arguments in, and the
				// next SDL call would refill it (a few allocations, once).
				runtime.GC()
				e.RunOneFrame()
				b.ReportAllocs()
				b.ResetTimer()
				cpu := cputime.Thread()
				for b.Loop() {
					if err := e.RunOneFrame(); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(r.Stats().Batches), "draws/frame")
				b.ReportMetric(float64((cputime.Thread()-cpu).Nanoseconds())/float64(b.N*n), "ns/sprite")
			})
		}
	}
}

// BenchmarkEngineThreaded runs frames of 10,000 moving 16x16 sprites in a
// 640x480 frame with the render thread off (serial: updates, then the
// draw) and on (threaded: the updates of a frame while the frame before
// is drawn), on BackendAuto. In busy, each sprite's components also do a
// fixed amount of work a game's would (a sub-stepped spring in
// FixedUpdate, an animation curve in Update), about as long in all as the
// draw; in idle they only move the sprites. cores is the CPU time of the
// whole process over the wall clock: how much of the machine the frames
// had.
func BenchmarkEngineThreaded(b *testing.B) {
	for _, work := range []struct {
		name string
		busy bool
	}{{"busy", true}, {"idle", false}} {
		for _, mode := range []struct {
			name   string
			thread engine.RenderThread
		}{{"serial", engine.RenderThreadOff}, {"threaded", engine.RenderThreadOn}} {
			b.Run(work.name+"/"+mode.name, func(b *testing.B) {
				e, _ := spriteEngine(b, engine.Options{RenderThread: mode.thread}, 10000, work.busy)
				for range 3 {
					e.RunOneFrame()
				}
				b.ReportAllocs()
				b.ResetTimer()
				cpu, wall := cputime.Process(), time.Now()
				for b.Loop() {
					if err := e.RunOneFrame(); err != nil {
						b.Fatal(err)
					}
				}
				// The cores the process kept busy: 2 for a threaded frame
				// whose halves overlap fully, about 1 on a machine whose
				// other load leaves it one core.
				b.ReportMetric(float64(cputime.Process()-cpu)/float64(time.Since(wall)), "cores")
			})
		}
	}
}

// worker is a component doing what a busy game object does each step and
// frame, a fixed amount of it: a spring sub-stepped 64 times in
// FixedUpdate (a physics body's), a curve of a few sines in Update (an
// animation's). It touches nothing else, so the draw is the same.
type worker struct {
	scene.Base
	x, v  float32
	phase float32
	out   float32
}

func (w *worker) FixedUpdate(dt float32) {
	h := dt / 64
	x, v := w.x, w.v
	for range 64 {
		a := -40*(x-1) - 0.8*v
		v += a * h
		x += v * h
	}
	w.x, w.v = x, v
}

func (w *worker) Update(dt float32) {
	w.phase += dt
	p := float64(w.phase)
	w.out = float32(math.Sin(p) + 0.5*math.Sin(2.1*p+1) + 0.25*math.Sin(4.3*p+2) + 0.125*math.Cos(8.7*p))
}

// bouncer moves its sprite across the frame each fixed step, bouncing off
// the edges.
type bouncer struct {
	scene.Base
	vel mgl32.Vec2
}

func (m *bouncer) FixedUpdate(dt float32) {
	t := &m.Owner().Transform
	p := t.Position().Add(m.vel.Mul(dt))
	for i, hi := range [2]float32{benchW - 16, benchH - 16} {
		if p[i] < 0 || p[i] > hi {
			m.vel[i] = -m.vel[i]
			p[i] = max(0, min(p[i], hi))
		}
	}
	t.SetPosition(p)
}

// The sprite benchmarks' frame: 640x480, shown 1:1.
const benchW, benchH = 640, 480

// spriteEngine starts a 640x480 engine with opts and a scene of n moving
// sprite objects (each with a worker too if busy). Where there is a
// display (Xvfb here) the engine has a real window, as a player's does, so
// every backend pays for showing its frames; without one it is headless
// (SDL's offscreen driver, where the GPU backend draws windowless and
// shows nothing). It skips the benchmark where the GPU backend has no
// device.
func spriteEngine(b *testing.B, opts engine.Options, n int, busy bool) (*engine.Engine, *render.Renderer) {
	opts.Window.LogicalW, opts.Window.LogicalH, opts.Window.Scale = benchW, benchH, 1
	opts.Headless = !haveDisplay()
	opts.FrameCap, opts.Debug, opts.NoSignals = -1, engine.DebugOff, true
	opts.Clock, opts.DataDir = &engine.StepSource{Step: time.Second / 60}, b.TempDir()
	if opts.Headless {
		b.Log("no display: headless, the GPU backend shows no frames")
	}
	runtime.LockOSThread()
	e, err := engine.New(&opts)
	if errors.Is(err, render.ErrNoGPU) {
		runtime.UnlockOSThread()
		b.Skipf("no GPU device: %v", err)
	}
	if err != nil {
		runtime.UnlockOSThread()
		b.Fatalf("engine.New: %v", err)
	}
	b.Cleanup(func() { e.Close(); runtime.UnlockOSThread() })
	return spriteScene(b, e, n, busy)
}

// haveDisplay reports whether a window can be shown: a desktop, or an X
// or Wayland display on other Unix systems.
func haveDisplay() bool {
	switch runtime.GOOS {
	case "windows", "darwin":
		return true
	case "js":
		return false
	}
	return os.Getenv("DISPLAY") != "" || os.Getenv("WAYLAND_DISPLAY") != ""
}

// spriteScene adds the n moving sprite objects to e: at the places
// core/render's floor benchmark draws its sprites (the same seeded stream,
// read in the same order).
func spriteScene(b *testing.B, e *engine.Engine, n int, busy bool) (*engine.Engine, *render.Renderer) {
	r := engine.Renderer()
	tex, err := r.NewTexture("tile", solid(16, 16, color.NRGBA{200, 120, 40, 255}))
	if err != nil {
		b.Fatal(err)
	}
	rng := random.New(1).Stream("bench")
	s := scene.New("sprites")
	for range n {
		pos := mgl32.Vec2{float32(rng.Intn(benchW - 16)), float32(rng.Intn(benchH - 16))}
		o := s.NewObject("s")
		o.Transform.SetPosition(pos)
		scene.AddComponent(o, &bouncer{vel: mgl32.Vec2{rng.RangeF(-60, 60), rng.RangeF(-60, 60)}})
		scene.AddComponent(o, scene.NewSpriteRenderer(tex.Region()))
		if busy {
			scene.AddComponent(o, &worker{})
		}
	}
	engine.Scenes().Add(s)
	engine.Scenes().Switch("sprites")
	return e, r
}
