package scene_test

import (
	"errors"
	"image"
	"math"
	"os"
	"runtime"
	"strconv"
	"testing"

	"github.com/bengine-go/bengine/core/internal/cputime"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/go-gl/mathgl/mgl32"
)

// spinner turns its object a little each fixed step and bobs it each frame.
type spinner struct {
	scene.Base
	t float32
}

func (s *spinner) FixedUpdate(dt float32) { s.Owner().Transform.Rotate(dt) }

func (s *spinner) Update(dt float32) {
	s.t += dt
	s.Owner().Transform.SetScale(mgl32.Vec2{1, 1 + 0.1*float32(math.Sin(float64(s.t)))})
}

// spriteComp submits one sprite placed by its owner's world matrix.
type spriteComp struct {
	scene.Base
	sprite render.Sprite
}

// benchTex stands in for an uploaded texture: the queue only needs its size.
var benchTex = &render.Texture{W: 16, H: 16}

func (c *spriteComp) Start() {
	c.sprite = render.NewSprite(render.Region{Tex: benchTex, W: 16, H: 16})
	c.sprite.Pivot = mgl32.Vec2{8, 8}
}

func (c *spriteComp) Render(q *render.Queue) {
	c.sprite.World = c.Owner().Transform.World()
	q.Submit(&c.sprite)
}

// benchScene builds 1,000 objects in a 3-level hierarchy (100 roots, each
// with 3 children, each with 2 grandchildren), each with a spinner and a
// sprite.
func benchScene() *scene.Scene {
	s := scene.New("bench")
	add := func(parent *scene.GameObject, x, y float32) *scene.GameObject {
		o := s.NewObject("o")
		o.SetParent(parent, false)
		o.Transform.SetPosition(mgl32.Vec2{x, y})
		scene.AddComponent(o, &spinner{})
		scene.AddComponent(o, &spriteComp{})
		return o
	}
	for r := range 100 {
		root := add(nil, float32(r%10)*24, float32(r/10)*24)
		for c := range 3 {
			child := add(root, float32(c)*4, 0)
			for g := range 2 {
				add(child, 0, float32(g)*4)
			}
		}
	}
	return s
}

func BenchmarkSceneFrame(b *testing.B) {
	s := benchScene()
	if s.Len() != 1000 {
		b.Fatalf("objects: got %d, want 1000", s.Len())
	}
	q := &render.Queue{}
	for range 3 { // start the components, grow the queue
		s.FixedUpdate(1.0 / 60)
		s.Update(1.0 / 60)
		s.Render(q)
		q.Reset()
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		s.FixedUpdate(1.0 / 60)
		s.Update(1.0 / 60)
		s.Render(q)
		q.Reset()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/object")
}

func BenchmarkWorldTransform(b *testing.B) {
	s := scene.New("bench")
	a, _, c := hierarchy(s)
	b.Run("cached", func(b *testing.B) {
		b.ReportAllocs()
		c.Transform.World()
		for b.Loop() {
			c.Transform.World()
		}
	})
	b.Run("dirty-leaf", func(b *testing.B) {
		b.ReportAllocs()
		var x float32
		for b.Loop() {
			x++
			c.Transform.SetPosition(mgl32.Vec2{x, 0})
			c.Transform.World()
		}
	})
	b.Run("dirty-root", func(b *testing.B) { // three matrices per read
		b.ReportAllocs()
		var x float32
		for b.Loop() {
			x++
			a.Transform.SetPosition(mgl32.Vec2{x, 0})
			c.Transform.World()
		}
	})
}

// bouncer is the benchmark's mover: it moves its object by a velocity
// each fixed step and turns back at the edges of a 256x240 frame.
type bouncer struct {
	scene.Base
	v mgl32.Vec2
}

func (m *bouncer) FixedUpdate(dt float32) {
	t := &m.Owner().Transform
	p := t.Position()
	x, y := p[0]+m.v[0]*dt, p[1]+m.v[1]*dt
	if x < 0 || x > 240 {
		m.v[0] = -m.v[0]
	}
	if y < 0 || y > 224 {
		m.v[1] = -m.v[1]
	}
	t.SetPosition(mgl32.Vec2{x, y})
}

// objectsScene builds n root objects, each with a bouncer and a 16x16
// SpriteRenderer, placed and sent off by a seeded RNG.
func objectsScene(n int, tex *render.Texture) *scene.Scene {
	s := scene.New("objects")
	rng := random.New(1).Stream("objects")
	region := render.Region{Tex: tex, W: 16, H: 16}
	for range n {
		o := s.NewObject("o")
		o.Transform.SetPosition(mgl32.Vec2{rng.RangeF(0, 240), rng.RangeF(0, 224)})
		scene.AddComponent(o, &bouncer{v: rng.UnitVec().Mul(rng.RangeF(30, 120))})
		scene.AddComponent(o, scene.NewSpriteRenderer(region))
	}
	return s
}

// BenchmarkSceneObjects runs frames of 100,000 to 1,000,000 GameObjects
// (250,000 is what a 60 fps frame should hold), and in instances/ also of
// 1,000, which stay in the CPU's caches and so show the work without the
// wait for memory. Each is a root object with a mover (FixedUpdate) and a
// SpriteRenderer: a
// frame is FixedUpdate, Update, LateUpdate and Render into a render.Queue,
// then the queue's Reset. ns/object is the game thread's CPU time per
// object per frame.
//
// floor/ is the queue alone with the same sprites (benchFloor). In the
// plain sub-benchmarks the queue has no backend, so each Submit
// does what it does on SDL's 2D renderer: it transforms the sprite's four
// corners on the CPU into four vertices (128 bytes) of the bucket for its
// key. In instances/ the queue is a GPU-backend renderer's (a hidden
// window, SDL's offscreen driver; skipped where there is no Vulkan
// device): each Submit writes one instance record (the quad as an origin
// and two edges, its region and tint) straight into the transfer buffer
// the GPU reads, as the GPU backend submits every frame. Present is left
// out (two frames before the timing grow the buffer, and are finished
// before it starts): what is measured is the game thread's side of the
// frame.
func BenchmarkSceneObjects(b *testing.B) {
	for _, n := range []int{100000, 250000, 1000000} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			s := objectsScene(n, benchTex)
			benchObjects(b, s, &render.Queue{}, n)
		})
	}
	for _, n := range []int{100000, 1000000} {
		b.Run("floor/"+strconv.Itoa(n), func(b *testing.B) {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			benchFloor(b, n)
		})
	}
	for _, n := range []int{1000, 100000, 250000, 1000000} {
		b.Run("instances/"+strconv.Itoa(n), func(b *testing.B) {
			r, tex := gpuRenderer(b)
			s := objectsScene(n, tex)
			for range 2 { // the transfer buffer grows to the frame's size
				s.FixedUpdate(1.0 / 60)
				s.Update(1.0 / 60)
				s.LateUpdate(1.0 / 60)
				s.Render(r.Queue())
				if err := r.Present(); err != nil {
					b.Fatal(err)
				}
			}
			// Reading the frame back waits for the GPU (lavapipe's
			// threads) to finish it, so that it does not run beside the
			// timed frames.
			if _, err := r.Screenshot(render.LogicalPixels); err != nil {
				b.Fatal(err)
			}
			benchObjects(b, s, r.Queue(), n)
		})
	}
}

// benchFloor is the floor of BenchmarkSceneObjects: the same sprites
// without a scene, n render.Sprites in one slice, each placed by a matrix
// of another, moved (a translation) and submitted in one loop. What the
// scene adds to it is its passes, the components' calls and the
// Transforms.
func benchFloor(b *testing.B, n int) {
	rng := random.New(1).Stream("objects")
	worlds := make([]mgl32.Mat3, n)
	sprites := make([]render.Sprite, n)
	for i := range sprites {
		worlds[i] = mgl32.Translate2D(rng.RangeF(0, 240), rng.RangeF(0, 224))
		sprites[i] = render.NewSprite(render.Region{Tex: benchTex, W: 16, H: 16})
		sprites[i].World = &worlds[i]
	}
	q := &render.Queue{}
	timeFrames(b, n, func() {
		for i := range sprites {
			worlds[i][6] += 0.5
			q.Submit(&sprites[i])
		}
		q.Reset()
	})
}

// gpuRenderer opens a hidden 256x240 window on the GPU backend with SDL's
// offscreen driver, on a locked thread, and makes a 16x16 texture; it
// skips the benchmark where there is no GPU device.
func gpuRenderer(b *testing.B) (*render.Renderer, *render.Texture) {
	runtime.LockOSThread()
	if os.Getenv("SDL_VIDEO_DRIVER") == "" {
		b.Setenv("SDL_VIDEO_DRIVER", "offscreen")
	}
	r, err := render.New(&render.Options{Title: b.Name(), LogicalW: 256, LogicalH: 240, Hidden: true, Backend: render.BackendGPU})
	if errors.Is(err, render.ErrNoGPU) {
		runtime.UnlockOSThread()
		b.Skipf("no GPU device, the instance records are not measured (install a Vulkan driver, e.g. Debian's mesa-vulkan-drivers): %v", err)
	}
	if err != nil {
		runtime.UnlockOSThread()
		b.Fatalf("render.New: %v", err)
	}
	b.Cleanup(func() {
		r.Close()
		runtime.UnlockOSThread()
	})
	img := image.NewNRGBA(image.Rect(0, 0, 16, 16))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	tex, err := r.NewTexture("object", img)
	if err != nil {
		b.Fatal(err)
	}
	return r, tex
}

// benchObjects runs the frames of BenchmarkSceneObjects.
func benchObjects(b *testing.B, s *scene.Scene, q *render.Queue, n int) {
	timeFrames(b, n, func() {
		s.FixedUpdate(1.0 / 60)
		s.Update(1.0 / 60)
		s.LateUpdate(1.0 / 60)
		s.Render(q)
		q.Reset()
	})
}

// timeFrames runs frame three times (the components start, the buffers
// grow), then as often as the benchmark asks, and reports the thread's CPU
// time per object of the n in a frame.
func timeFrames(b *testing.B, n int, frame func()) {
	for range 3 {
		frame()
	}
	runtime.GC()
	b.ReportAllocs()
	b.ResetTimer()
	cpu, frames := cputime.Thread(), 0
	for b.Loop() {
		frame()
		frames++
	}
	b.ReportMetric(float64((cputime.Thread()-cpu).Nanoseconds())/float64(frames*n), "ns/object")
}
