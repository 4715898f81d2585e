package render_test

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/internal/cputime"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/go-gl/mathgl/mgl32"
)

const benchSprites = 10000

// benchScene makes 10,000 16x16 sprites from one texture, placed by a
// seeded RNG over a 256x240 frame.
func benchScene(b *testing.B) (*render.Renderer, []render.Sprite) {
	return benchSceneOn(b, render.BackendSDL)
}

// benchSceneOn is benchScene on the given backend.
func benchSceneOn(b *testing.B, backend render.Backend) (*render.Renderer, []render.Sprite) {
	var r *render.Renderer
	if backend == render.BackendGPU {
		r = newGPURenderer(b, 256, 240)
	} else {
		r = newRenderer(b, 256, 240)
	}
	img := solid(16, 16, color.NRGBA{200, 120, 40, 255})
	tex := texture(b, r, "tile", img)
	rng := random.New(1).Stream("bench")
	sprites := make([]render.Sprite, benchSprites)
	for i := range sprites {
		s := render.NewSprite(tex.Region())
		s.Pos = mgl32.Vec2{float32(rng.Intn(240)), float32(rng.Intn(224))}
		sprites[i] = s
	}
	return r, sprites
}

// spriteScene makes n sprites of size x size pixels from one texture,
// placed by a seeded RNG over a 256x240 frame, on the given backend.
func spriteScene(b *testing.B, backend render.Backend, n int, size int) (*render.Renderer, []render.Sprite) {
	var r *render.Renderer
	if backend == render.BackendGPU {
		r = newGPURenderer(b, 256, 240)
	} else {
		r = newRenderer(b, 256, 240)
	}
	tex := texture(b, r, "tile", solid(size, size, color.NRGBA{200, 120, 40, 255}))
	rng := random.New(1).Stream("bench")
	sprites := make([]render.Sprite, n)
	for i := range sprites {
		s := render.NewSprite(tex.Region())
		s.Pos = mgl32.Vec2{float32(rng.Intn(256 - size)), float32(rng.Intn(240 - size))}
		sprites[i] = s
	}
	return r, sprites
}

// BenchmarkRenderSprites draws 10,000 and 100,000 1x1-pixel sprites of one
// texture three ways: batched on SDL's 2D renderer (four vertices a sprite
// transformed on the CPU, one RenderGeometry call), naive (one SDL call a
// sprite) and on the GPU backend (one instance record a sprite, one
// instanced draw). The sprites are one pixel so that a software
// rasterizer's fill does not hide the game thread's cost; ns/sprite is
// that cost, the CPU time of the benchmark's thread per sprite (Submit and
// Present), without the time it waits for the GPU.
func BenchmarkRenderSprites(b *testing.B) {
	for _, n := range []int{10000, 100000} {
		b.Run(fmt.Sprintf("batched/%d", n), func(b *testing.B) {
			r, sprites := spriteScene(b, render.BackendSDL, n, 1)
			benchBatched(b, r, sprites)
		})
		b.Run(fmt.Sprintf("naive/%d", n), func(b *testing.B) {
			r, sprites := spriteScene(b, render.BackendSDL, n, 1)
			benchNaive(b, r, sprites)
		})
		b.Run(fmt.Sprintf("gpu/%d", n), func(b *testing.B) {
			r, sprites := spriteScene(b, render.BackendGPU, n, 1)
			benchBatched(b, r, sprites)
		})
		b.Run(fmt.Sprintf("gpu-bulk/%d", n), func(b *testing.B) {
			r, sprites := spriteScene(b, render.BackendGPU, n, 1)
			benchBulk(b, r, sprites)
		})
	}
}

// benchBulk submits the sprites with one SubmitSprites and presents, each
// frame: the records are written by several goroutines.
func benchBulk(b *testing.B, r *render.Renderer, sprites []render.Sprite) {
	q := r.Queue()
	benchFrames(b, r, len(sprites), true, func() { q.SubmitSprites(sprites) })
}

// benchBatched submits and presents the sprites each frame.
func benchBatched(b *testing.B, r *render.Renderer, sprites []render.Sprite) {
	q := r.Queue()
	benchFrames(b, r, len(sprites), false, func() {
		for i := range sprites {
			q.Submit(&sprites[i])
		}
	})
}

// benchFrames runs frames of submit and Present, after two to warm up
// (the buckets and the buffers reach their size) and a third after a
// garbage collection, and reports the game thread's CPU time per sprite
// and, with process, the whole process's (cpu-ns/sprite: other goroutines,
// and the driver's threads).
//
// The collection is the warm-up's: growing the buffers may set one off in
// the timed frames, and a collection empties the sync.Pool that purego
// keeps its call arguments in, so that the next SDL call refills it
// (three small allocations, once). The third frame refills it before the
// timing starts.
func benchFrames(b *testing.B, r *render.Renderer, sprites int, process bool, submit func()) {
	frame := func() {
		submit()
		if err := r.Present(); err != nil {
			b.Fatal(err)
		}
	}
	frame()
	frame()
	runtime.GC()
	frame()
	b.ReportAllocs()
	b.ResetTimer()
	cpu, all, frames := cputime.Thread(), cputime.Process(), 0
	for b.Loop() {
		frame()
		frames++
	}
	reportPerSprite(b, cputime.Thread()-cpu, frames, sprites)
	if process && frames > 0 {
		b.ReportMetric(float64((cputime.Process()-all).Nanoseconds())/float64(frames*sprites), "cpu-ns/sprite")
	}
	b.ReportMetric(float64(r.Stats().Batches), "draws/frame")
}

func benchNaive(b *testing.B, r *render.Renderer, sprites []render.Sprite) {
	if err := r.PresentNaive(sprites); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu, frames := cputime.Thread(), 0
	for b.Loop() {
		if err := r.PresentNaive(sprites); err != nil {
			b.Fatal(err)
		}
		frames++
	}
	reportPerSprite(b, cputime.Thread()-cpu, frames, len(sprites))
	b.ReportMetric(float64(r.Stats().DrawCalls-1), "draws/frame")
}

// reportPerSprite reports the game thread's CPU time per sprite.
func reportPerSprite(b *testing.B, cpu time.Duration, frames, sprites int) {
	if frames == 0 {
		return
	}
	b.ReportMetric(float64(cpu.Nanoseconds())/float64(frames*sprites), "ns/sprite")
}

// benchMixedScene is benchScene with four textures, interleaved in
// submission order as a scene graph's objects would be: sprite i uses
// texture i%4.
func benchMixedScene(b *testing.B, backend render.Backend) (*render.Renderer, []render.Sprite) {
	r, sprites := benchSceneOn(b, backend)
	var tex [4]*render.Texture
	for i := range tex {
		c := uint8(60 + 60*i)
		tex[i] = texture(b, r, "tile"+string(rune('a'+i)), solid(16, 16, color.NRGBA{c, 255 - c, 120, 255}))
	}
	for i := range sprites {
		sprites[i].Region = tex[i%4].Region()
	}
	return r, sprites
}

// BenchmarkRenderSpritesMixed draws the 10,000 sprites from four textures
// interleaved in submission order. Naive drawing must switch texture at
// every sprite, so SDL cannot merge its calls; the batcher sorts by key
// and draws four batches, on either backend. This is the case batch keys
// exist for.
func BenchmarkRenderSpritesMixed(b *testing.B) {
	benchBatchedAndNaive(b, benchMixedScene)
}

func benchBatchedAndNaive(b *testing.B, scene func(*testing.B, render.Backend) (*render.Renderer, []render.Sprite)) {
	b.Run("batched", func(b *testing.B) {
		r, sprites := scene(b, render.BackendSDL)
		benchBatched(b, r, sprites)
	})
	b.Run("naive", func(b *testing.B) {
		r, sprites := scene(b, render.BackendSDL)
		benchNaive(b, r, sprites)
	})
	b.Run("gpu", func(b *testing.B) {
		r, sprites := scene(b, render.BackendGPU)
		benchBatched(b, r, sprites)
	})
}

// BenchmarkGeometryFloor is the floor the batcher is measured against: the
// same 10,000 sprites' vertices built once and drawn by one RenderGeometry
// call a frame.
func BenchmarkGeometryFloor(b *testing.B) {
	r, sprites := benchScene(b)
	f, err := render.NewFloor(r, sprites)
	if err != nil {
		b.Fatal(err)
	}
	if err := f.Present(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := f.Present(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(1, "draws/frame")
}

// BenchmarkSpritesFloor is the floor of core/engine's
// BenchmarkEngineSprites: the same 1,000 and 10,000 16x16 sprites at the
// same places in a 640x480 frame, in a real window where there is a
// display (else hidden), on each way of drawing: BackendAuto (what the
// machine's devices make it pick), SDL's renderer on its OpenGL and
// software drivers, and the GPU backend. Each frame is one prebuilt
// RenderGeometry call, or on the GPU one prebuilt instance buffer and one
// draw: what the engine's scene graph and batcher add is the difference.
// ns/sprite is the CPU time of the benchmark's thread. SDL keeps the video
// driver a process first used, so for a real window run it without the
// benchmarks that open hidden renderers (-bench SpritesFloor).
func BenchmarkSpritesFloor(b *testing.B) {
	configs := []struct {
		name string
		opts render.Options
	}{
		// auto last: it probes the devices once a process.
		{"gpu", render.Options{Backend: render.BackendGPU}},
		{"opengl", render.Options{Driver: "opengl"}},
		{"software", render.Options{Driver: "software"}},
		{"auto", render.Options{}},
	}
	for _, n := range []int{1000, 10000} {
		for _, c := range configs {
			b.Run(fmt.Sprintf("%s/%d", c.name, n), func(b *testing.B) {
				r, sprites := floorScene(b, c.opts, n)
				f, err := render.NewFloor(r, sprites)
				if err != nil {
					b.Fatal(err)
				}
				f.Present()
				b.ReportAllocs()
				b.ResetTimer()
				cpu, frames := cputime.Thread(), 0
				for b.Loop() {
					if err := f.Present(); err != nil {
						b.Fatal(err)
					}
					frames++
				}
				b.ReportMetric(1, "draws/frame")
				reportPerSprite(b, cputime.Thread()-cpu, frames, n)
			})
		}
	}
}

// The floor's frame: 640x480, shown 1:1, as core/engine's sprite
// benchmarks draw.
const floorW, floorH = 640, 480

// floorScene opens a 640x480 renderer with opts, in a window where there
// is a display, and makes n 16x16 sprites at the places core/engine's
// sprite benchmarks start theirs (the same seeded stream, read in the same
// order: a position, then a velocity). It skips the benchmark where the
// GPU backend has no device.
func floorScene(b *testing.B, opts render.Options, n int) (*render.Renderer, []render.Sprite) {
	runtime.LockOSThread()
	opts.Title, opts.LogicalW, opts.LogicalH, opts.Scale = b.Name(), floorW, floorH, 1
	opts.Hidden = !haveDisplay()
	if opts.Hidden && os.Getenv("SDL_VIDEO_DRIVER") == "" {
		os.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&opts)
	if errors.Is(err, render.ErrNoGPU) {
		runtime.UnlockOSThread()
		b.Skipf("no GPU device: %v", err)
	}
	if err != nil {
		runtime.UnlockOSThread()
		b.Fatalf("render.New: %v", err)
	}
	b.Cleanup(func() { r.Close(); runtime.UnlockOSThread() })
	tex := texture(b, r, "tile", solid(16, 16, color.NRGBA{200, 120, 40, 255}))
	rng := random.New(1).Stream("bench")
	sprites := make([]render.Sprite, n)
	for i := range sprites {
		s := render.NewSprite(tex.Region())
		s.Pos = mgl32.Vec2{float32(rng.Intn(floorW - 16)), float32(rng.Intn(floorH - 16))}
		rng.RangeF(-60, 60) // the engine's sprites take a velocity here
		rng.RangeF(-60, 60)
		sprites[i] = s
	}
	return r, sprites
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

// BenchmarkQueueSubmit is the batcher's own CPU cost: transforming and
// bucketing 10,000 sprites (a quarter of them rotated), without drawing.
func BenchmarkQueueSubmit(b *testing.B) {
	r, sprites := benchScene(b)
	for i := range sprites {
		if i%4 == 0 {
			sprites[i].Rotation = float32(i)
		}
	}
	q := r.Queue()
	for i := range sprites { // warm up: the buckets reach their size
		q.Submit(&sprites[i])
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		q.Reset()
		for i := range sprites {
			q.Submit(&sprites[i])
		}
	}
	b.ReportMetric(float64(q.Len()), "sprites/op")
}

// BenchmarkQueueSubmitSprites is BenchmarkQueueSubmitGPU's 10,000 sprites
// and 100,000, unrotated, submitted by one SubmitSprites: the records
// written by several goroutines, without drawing. ns/sprite is the game
// thread's CPU time, cpu-ns/sprite the process's.
func BenchmarkQueueSubmitSprites(b *testing.B) {
	for _, n := range []int{benchSprites, 100000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			r, sprites := spriteScene(b, render.BackendGPU, n, 16)
			q := r.Queue()
			for range 2 { // warm up: the bucket's region reaches its size
				q.Reset()
				q.SubmitSprites(sprites)
			}
			b.ReportAllocs()
			b.ResetTimer()
			cpu, all, frames := cputime.Thread(), cputime.Process(), 0
			for b.Loop() {
				q.Reset()
				q.SubmitSprites(sprites)
				frames++
			}
			reportPerSprite(b, cputime.Thread()-cpu, frames, len(sprites))
			if frames > 0 {
				b.ReportMetric(float64((cputime.Process()-all).Nanoseconds())/float64(frames*len(sprites)), "cpu-ns/sprite")
			}
		})
	}
}

// BenchmarkQueueSubmitGPU is BenchmarkQueueSubmit on the GPU backend:
// writing 10,000 instance records (a quarter rotated) straight into the
// mapped transfer buffer, without drawing. ns/sprite is the game thread's
// CPU time.
func BenchmarkQueueSubmitGPU(b *testing.B) {
	r, sprites := spriteScene(b, render.BackendGPU, benchSprites, 16)
	for i := range sprites {
		if i%4 == 0 {
			sprites[i].Rotation = float32(i)
		}
	}
	q := r.Queue()
	for i := range sprites { // warm up: the bucket's region reaches its size
		q.Submit(&sprites[i])
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu, frames := cputime.Thread(), 0
	for b.Loop() {
		q.Reset()
		for i := range sprites {
			q.Submit(&sprites[i])
		}
		frames++
	}
	reportPerSprite(b, cputime.Thread()-cpu, frames, len(sprites))
	b.ReportMetric(float64(q.Len()), "sprites/op")
}

// The shapes of BenchmarkSubmitDraw: 10,000 line segments and 10,000
// triangles a frame.
const benchShapes = 10000

// shapeScene is BenchmarkSubmitDraw's frame: benchShapes short lines and
// small triangles, spread by a seeded RNG over a 256x240 frame.
type shapeScene struct {
	worlds []mgl32.Mat3 // one an object: a segment and a triangle
	seg    []render.Vertex
	tri    []render.Vertex
	segs   []render.Vertex // every segment, placed, for one SubmitDraw
	tris   []render.Vertex // every triangle, placed
}

func newShapeScene() *shapeScene {
	rng := random.New(1).Stream("bench")
	d := &shapeScene{
		worlds: make([]mgl32.Mat3, benchShapes),
		seg:    []render.Vertex{{Pos: mgl32.Vec2{0, 0}, Color: render.White}, {Pos: mgl32.Vec2{6, 3}, Color: render.White}},
		tri: []render.Vertex{
			{Pos: mgl32.Vec2{0, 0}, Color: render.White}, {Pos: mgl32.Vec2{4, 0}, Color: render.White}, {Pos: mgl32.Vec2{0, 4}, Color: render.White},
		},
	}
	for i := range d.worlds {
		x, y := float32(rng.Intn(240)), float32(rng.Intn(224))
		d.worlds[i] = mgl32.Translate2D(x, y)
		for _, v := range d.seg {
			v.Pos = v.Pos.Add(mgl32.Vec2{x, y})
			d.segs = append(d.segs, v)
		}
		for _, v := range d.tri {
			v.Pos = v.Pos.Add(mgl32.Vec2{x, y})
			d.tris = append(d.tris, v)
		}
	}
	return d
}

// BenchmarkSubmitDraw draws 10,000 line segments and 10,000 triangles a
// frame (50,000 vertices) through SubmitDraw and Present, on SDL's 2D
// renderer (transformed on the CPU, two RenderGeometry calls; OpenGL as
// SDL picks it on the offscreen driver, and the software driver, which
// BackendAuto picks on a machine whose GPU runs on the CPU) and on the GPU
// backend (the vertices copied as they are, transformed by the vertex
// shader, two draws). each submits every shape with its own world
// transform, as objects of a scene would (20,000 calls); bulk submits the
// placed shapes in two calls. ns/vertex is the benchmark thread's CPU time
// (SubmitDraw and Present) per vertex.
func BenchmarkSubmitDraw(b *testing.B) {
	d := newShapeScene()
	lines := render.Key{Mode: render.ModeLines}
	tris := render.Key{Mode: render.ModeTriangles, Layer: 1}
	backends := []struct {
		name    string
		backend render.Backend
	}{{"sdl", render.BackendSDL}, {"software", render.BackendSDL}, {"gpu", render.BackendGPU}}
	for _, be := range backends {
		for _, bulk := range []bool{false, true} {
			name := be.name + "/each"
			if bulk {
				name = be.name + "/bulk"
			}
			b.Run(name, func(b *testing.B) {
				var r *render.Renderer
				switch be.name {
				case "gpu":
					r = newGPURenderer(b, 256, 240)
				case "software":
					r = newRenderer(b, 256, 240) // sets the offscreen driver up
					soft, err := render.New(&render.Options{Title: b.Name(), LogicalW: 256, LogicalH: 240, Hidden: true, Driver: "software"})
					if err != nil {
						b.Fatal(err)
					}
					b.Cleanup(soft.Close)
					r = soft
				default:
					r = newRenderer(b, 256, 240)
				}
				q := r.Queue()
				frame := func() {
					if bulk {
						q.SubmitDraw(lines, d.segs, nil)
						q.SubmitDraw(tris, d.tris, nil)
					} else {
						for i := range d.worlds {
							q.SubmitDraw(lines, d.seg, &d.worlds[i])
							q.SubmitDraw(tris, d.tri, &d.worlds[i])
						}
					}
					if err := r.Present(); err != nil {
						b.Fatal(err)
					}
				}
				frame() // warm up: the buckets and the buffers reach their size
				frame()
				b.ReportAllocs()
				b.ResetTimer()
				cpu, frames := cputime.Thread(), 0
				for b.Loop() {
					frame()
					frames++
				}
				verts := len(d.segs) + len(d.tris)
				if frames > 0 {
					b.ReportMetric(float64((cputime.Thread()-cpu).Nanoseconds())/float64(frames*verts), "ns/vertex")
				}
				b.ReportMetric(float64(r.Stats().Batches), "draws/frame")
			})
		}
	}
}

// BenchmarkLitFrame draws a lit 256x240 frame on the GPU backend: the
// world tiled with 240 16x16 sprites, 64 point and spot lights standing
// above it, LIGHTING and GLOW on. normal-maps gives the tiles' texture a
// normal map and a specular material (the G-buffer's whole path: every
// light against every pixel's normal, a highlight each); flat draws the
// same tiles without a material and the lights at height 0, the lighting
// of before the G-buffer had normals. ns/op is the wall clock of a frame
// (on lavapipe, the GPU's work on the CPU's cores); ms/frame says it in
// milliseconds, and ns/frame-cpu is the benchmark thread's CPU a frame.
func BenchmarkLitFrame(b *testing.B) {
	for _, mapped := range []bool{true, false} {
		name := "flat"
		if mapped {
			name = "normal-maps"
		}
		b.Run(name, func(b *testing.B) {
			r := newGPURenderer(b, 256, 240)
			tex := texture(b, r, "tile", solid(16, 16, color.NRGBA{200, 180, 160, 255}))
			if mapped {
				// A bevel: each texel's normal leans away from the tile's centre.
				n := image.NewNRGBA(image.Rect(0, 0, 16, 16))
				for y := range 16 {
					for x := range 16 {
						v := mgl32.Vec3{float32(x) - 7.5, 7.5 - float32(y), 12}.Normalize()
						n.SetNRGBA(x, y, color.NRGBA{uint8(127.5 + 127*v[0]), uint8(127.5 + 127*v[1]), uint8(127.5 + 127*v[2]), 255})
					}
				}
				if err := r.SetMaterial(tex, render.Material{Normals: n, Specular: 0.6, Roughness: 0.4}); err != nil {
					b.Fatal(err)
				}
			}
			r.SetEffects(render.Effects{Lighting: true, Ambient: render.RGBA8(40, 40, 50, 255), Glow: true})
			var tiles []render.Sprite
			for y := 0; y < 240; y += 16 {
				for x := 0; x < 256; x += 16 {
					s := render.NewSprite(tex.Region())
					s.Pos = mgl32.Vec2{float32(x), float32(y)}
					tiles = append(tiles, s)
				}
			}
			rng := random.New(2).Stream("lights")
			lights := make([]render.Light, 64)
			for i := range lights {
				l := &lights[i]
				l.Kind = render.LightKind(i % 2)
				l.Pos = mgl32.Vec2{float32(rng.Intn(256)), float32(rng.Intn(240))}
				l.Dir, l.Cone = mgl32.Vec2{1, 0.5}, 0.6
				l.Color = render.RGBA8(uint8(100+rng.Intn(155)), uint8(100+rng.Intn(155)), uint8(100+rng.Intn(155)), 255)
				l.Intensity, l.Radius = 0.6, float32(40+rng.Intn(60))
				if mapped {
					l.Height = 16
				}
			}
			q := r.Queue()
			frame := func() {
				for i := range tiles {
					q.Submit(&tiles[i])
				}
				for i := range lights {
					q.Light(&lights[i])
				}
				if err := r.Present(); err != nil {
					b.Fatal(err)
				}
			}
			frame()
			frame()
			b.ReportAllocs()
			b.ResetTimer()
			start, cpu, frames := time.Now(), cputime.Thread(), 0
			for b.Loop() {
				frame()
				frames++
			}
			if frames > 0 {
				b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(frames), "ms/frame")
				b.ReportMetric(float64((cputime.Thread()-cpu).Nanoseconds())/float64(frames), "ns/frame-cpu")
			}
		})
	}
}
