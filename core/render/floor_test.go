package render

import (
	"errors"

	"github.com/bengine-go/bengine/core/internal/sdlgfx"
)

// A floor is a benchmark's baseline: the lower bound for drawing a set of
// sprites, prepared once (vertices on the SDL-renderer backend, an
// instance buffer on the GPU backend) and drawn by one call a frame
// through the same target and presentation as Present.
type floor interface {
	Present() error
}

// newFloor prebuilds sprites, which must share one texture, for the
// renderer's backend.
func newFloor(r *Renderer, sprites []Sprite) (floor, error) {
	if len(sprites) == 0 {
		return nil, errors.New("render: floor of no sprites")
	}
	var q Queue
	q.instances = r.queue.instances
	for i := range sprites {
		s := sprites[i]
		s.Layer, s.Step, s.Blend = 0, StepGeometry, BlendAlpha
		q.Submit(&s)
	}
	b := q.buckets[q.active[0]]
	switch be := r.b.(type) {
	case *sdlBackend:
		f := &sdlFloor{b: be, tex: sprites[0].Region.Tex.gfx}
		f.verts = append(f.verts, b.verts...)
		if n := len(f.verts) / 4; len(be.indices) < 6*n {
			be.growIndices(n)
		}
		return f, nil
	default:
		return newGPUFloor(r, sprites[0].Region.Tex, b.slots(), b.full)
	}
}

// sdlFloor is the SDL-renderer backend's floor: one RenderGeometry call.
type sdlFloor struct {
	b     *sdlBackend
	tex   *sdlgfx.Texture
	verts []sdlgfx.Vertex
}

// Present draws the prebuilt vertices with one call and shows the frame.
func (f *sdlFloor) Present() error {
	b := f.b
	r := b.r
	r.stats = FrameStats{}
	if err := b.setTarget(b.scene); err != nil {
		return err
	}
	if err := b.dev.Clear(r.clear[0], r.clear[1], r.clear[2], 255); err != nil {
		return err
	}
	if err := b.dev.Geometry(f.tex, sdlgfx.BlendAlpha, f.verts, b.indices[:len(f.verts)/4*6]); err != nil {
		return err
	}
	r.stats.DrawCalls++
	if err := b.toWindow(); err != nil {
		return err
	}
	return b.dev.Present()
}
