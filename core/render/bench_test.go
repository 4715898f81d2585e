package render_test

import (
	"image/color"
	"testing"

	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/go-gl/mathgl/mgl32"
)

const benchSprites = 10000

// benchScene makes 10,000 16x16 sprites from one texture, placed by a
// seeded RNG over a 256x240 frame.
func benchScene(b *testing.B) (*render.Renderer, []render.Sprite) {
	r := newRenderer(b, 256, 240)
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

// BenchmarkRenderSprites draws 10,000 sprites of one texture batched (one
// RenderGeometry call) and naive (one SDL call a sprite). On a software
// rasterizer such as Mesa's llvmpipe both are bound by the same pixels, as
// SDL merges the naive path's same-texture draws; run it with
// GALLIUM_NOOP=1 to measure the calls alone, as a fast GPU would see them
// (docs/performance.md).
func BenchmarkRenderSprites(b *testing.B) {
	benchBatchedAndNaive(b, benchScene)
}

// benchMixedScene is benchScene with four textures, interleaved in
// submission order as a scene graph's objects would be: sprite i uses
// texture i%4.
func benchMixedScene(b *testing.B) (*render.Renderer, []render.Sprite) {
	r, sprites := benchScene(b)
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
// and draws four batches. This is the case batch keys exist for.
func BenchmarkRenderSpritesMixed(b *testing.B) {
	benchBatchedAndNaive(b, benchMixedScene)
}

func benchBatchedAndNaive(b *testing.B, scene func(*testing.B) (*render.Renderer, []render.Sprite)) {
	b.Run("batched", func(b *testing.B) {
		r, sprites := scene(b)
		q := r.Queue()
		frame := func() {
			for i := range sprites {
				q.Submit(&sprites[i])
			}
			if err := r.Present(); err != nil {
				b.Fatal(err)
			}
		}
		frame() // warm up: the bucket and the index buffer reach their size
		b.ReportAllocs()
		b.ResetTimer()
		for b.Loop() {
			frame()
		}
		b.ReportMetric(float64(r.Stats().Batches), "draws/frame")
	})
	b.Run("naive", func(b *testing.B) {
		r, sprites := scene(b)
		if err := r.PresentNaive(sprites); err != nil {
			b.Fatal(err)
		}
		b.ReportAllocs()
		b.ResetTimer()
		for b.Loop() {
			if err := r.PresentNaive(sprites); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(r.Stats().DrawCalls-1), "draws/frame")
	})
}

// BenchmarkGeometryFloor is the floor the batcher is measured against: the
// same 10,000 sprites' vertices built once and drawn by one RenderGeometry
// call a frame.
func BenchmarkGeometryFloor(b *testing.B) {
	r, sprites := benchScene(b)
	f := render.NewFloor(r, sprites)
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
