package render

import (
	"errors"
	"fmt"

	"github.com/bengine-go/bengine/core/internal/benchfloor"
	"github.com/bengine-go/bengine/core/internal/sdlgfx"
)

// The floor is a benchmark baseline, not a drawing API: the lower bound
// for drawing a set of sprites, prepared once and drawn by one call a
// frame through the same target and presentation as Present. Benchmarks
// reach it through core/internal/benchfloor.
func init() {
	benchfloor.New = func(r, sprites any) (benchfloor.Floor, error) {
		rr, ok := r.(*Renderer)
		s, ok2 := sprites.([]Sprite)
		if !ok || !ok2 {
			return nil, fmt.Errorf("render: floor of %T and %T, want *Renderer and []Sprite", r, sprites)
		}
		return newFloor(rr, s)
	}
}

// newFloor prebuilds sprites, which must share one texture, for the
// renderer's backend.
func newFloor(r *Renderer, sprites []Sprite) (benchfloor.Floor, error) {
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
		return newGPUFloor(r, sprites[0].Region.Tex, b.inst)
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
