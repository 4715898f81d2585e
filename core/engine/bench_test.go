package engine_test

import (
	"errors"
	"image/color"
	"runtime"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/internal/benchfloor"
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

// BenchmarkEngineSprites draws the same 10,000 sprites two ways on each
// render driver and on the GPU backend: through the whole engine (scene
// graph, components, batcher), and as the bare floor (one prebuilt
// RenderGeometry call, or on the GPU one prebuilt instance buffer and one
// draw). The engine's cost over the floor is what the scene graph and
// batcher add. On a software rasterizer the pixels dominate both;
// GALLIUM_NOOP=1 makes Mesa's OpenGL discard them, leaving the CPU work
// alone (docs/performance.md); ns/sprite is the CPU time of the game
// thread alone, whichever backend.
//
// Each sub-benchmark builds its own engine: SDL (and OpenGL's context) must
// be used from the thread that created them, and every sub-benchmark runs
// on a goroutine of its own.
func BenchmarkEngineSprites(b *testing.B) {
	configs := []struct {
		name string
		opts engine.Options
	}{
		{"opengl", engine.Options{RenderDriver: "opengl"}},
		{"software", engine.Options{RenderDriver: "software"}},
		{"gpu", engine.Options{RenderBackend: render.BackendGPU}},
	}
	for _, c := range configs {
		b.Run(c.name+"/engine", func(b *testing.B) {
			e, r, _ := spriteEngine(b, c.opts)
			e.RunOneFrame()
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
			b.ReportMetric(float64((cputime.Thread()-cpu).Nanoseconds())/float64(b.N*10000), "ns/sprite")
		})
		b.Run(c.name+"/floor", func(b *testing.B) {
			_, r, sprites := spriteEngine(b, c.opts)
			f, err := benchfloor.New(r, sprites)
			if err != nil {
				b.Fatal(err)
			}
			f.Present()
			b.ReportAllocs()
			b.ResetTimer()
			cpu := cputime.Thread()
			for b.Loop() {
				if err := f.Present(); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(1, "draws/frame")
			b.ReportMetric(float64((cputime.Thread()-cpu).Nanoseconds())/float64(b.N*10000), "ns/sprite")
		})
	}
}

// spriteEngine starts a headless engine with opts and a scene of 10,000
// sprite objects, and returns the same sprites as plain values for the
// floor. It skips the benchmark where the GPU backend has no device.
func spriteEngine(b *testing.B, opts engine.Options) (*engine.Engine, *render.Renderer, []render.Sprite) {
	if opts.RenderBackend == render.BackendGPU {
		// newEngine's options, but a machine without a GPU device skips.
		runtime.LockOSThread()
		opts.Headless, opts.Clock, opts.DataDir = true, &engine.ManualSource{}, b.TempDir()
		e, err := engine.New(&opts)
		if errors.Is(err, render.ErrNoGPU) {
			runtime.UnlockOSThread()
			b.Skipf("no GPU device: %v", err)
		}
		if err != nil {
			b.Fatalf("engine.New: %v", err)
		}
		b.Cleanup(func() { e.Close(); runtime.UnlockOSThread() })
		return spriteScene(b, e)
	}
	e, _ := newEngine(b, opts)
	return spriteScene(b, e)
}

// spriteScene adds the 10,000 sprite objects to e.
func spriteScene(b *testing.B, e *engine.Engine) (*engine.Engine, *render.Renderer, []render.Sprite) {
	r := engine.Renderer()
	tex, err := r.NewTexture("tile", solid(16, 16, color.NRGBA{200, 120, 40, 255}))
	if err != nil {
		b.Fatal(err)
	}
	rng := random.New(1).Stream("bench")
	s := scene.New("sprites")
	sprites := make([]render.Sprite, 10000)
	for i := range sprites {
		pos := mgl32.Vec2{float32(rng.Intn(240)), float32(rng.Intn(224))}
		o := s.NewObject("s")
		o.Transform.SetPosition(pos)
		scene.AddComponent(o, scene.NewSpriteRenderer(tex.Region()))
		sp := render.NewSprite(tex.Region())
		sp.Pos = pos
		sprites[i] = sp
	}
	engine.Scenes().Add(s)
	engine.Scenes().Switch("sprites")
	return e, r, sprites
}
