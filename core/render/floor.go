package render

import "github.com/bengine-go/bengine/core/internal/sdlgfx"

// Floor is a benchmark baseline, not a drawing API. It is the lower bound for drawing a set of sprites: their vertices
// built once, drawn by one RenderGeometry call a frame through the same
// target and presentation as Present.
type Floor struct {
	r     *Renderer
	tex   *sdlgfx.Texture
	verts []sdlgfx.Vertex
}

// NewFloor prebuilds the vertices of sprites, which must share one texture.
func NewFloor(r *Renderer, sprites []Sprite) *Floor {
	var q Queue
	for i := range sprites {
		s := sprites[i]
		s.Layer, s.Step, s.Blend = 0, StepGeometry, BlendAlpha
		q.Submit(&s)
	}
	f := &Floor{r: r, tex: sprites[0].Region.Tex.gfx}
	f.verts = append(f.verts, q.buckets[q.active[0]].verts...)
	if n := len(f.verts) / 4; len(r.indices) < 6*n {
		r.growIndices(n)
	}
	return f
}

// Present draws the prebuilt vertices with one call and shows the frame.
func (f *Floor) Present() error {
	r := f.r
	r.stats = FrameStats{}
	if err := r.setTarget(r.scene); err != nil {
		return err
	}
	if err := r.dev.Clear(r.clear[0], r.clear[1], r.clear[2], 255); err != nil {
		return err
	}
	if err := r.dev.Geometry(f.tex, sdlgfx.BlendAlpha, f.verts, r.indices[:len(f.verts)/4*6]); err != nil {
		return err
	}
	r.stats.DrawCalls++
	if err := r.toWindow(); err != nil {
		return err
	}
	return r.dev.Present()
}
