package render

import (
	"errors"

	"github.com/bengine-go/bengine/core/internal/sdlgfx"
)

// The naive path draws each sprite with its own SDL call: what a renderer
// without batching does. The benchmarks measure the batcher against it,
// and the tests check that batching changes no pixel.

// presentNaive draws sprites in the given order, one SDL_RenderTexture (or
// SDL_RenderTextureAffine for rotated, flipped or transformed sprites) per
// sprite, into the GEOMETRY target, then shows the frame like Present.
// Only the GEOMETRY step is drawn and the camera is ignored.
func (b *sdlBackend) presentNaive(sprites []Sprite) error {
	r := b.r
	if r.closed {
		return errors.New("render: present on a closed Renderer")
	}
	r.stats = FrameStats{Sprites: len(sprites)}
	target := b.scene
	if !r.targets {
		target = nil
	}
	if err := b.setTarget(target); err != nil {
		return err
	}
	if err := b.dev.Clear(r.clear[0], r.clear[1], r.clear[2], 255); err != nil {
		return err
	}
	for i := range sprites {
		if err := b.drawOne(&sprites[i]); err != nil {
			return err
		}
	}
	if r.targets {
		if err := b.toWindow(); err != nil {
			return err
		}
	}
	r.queue.begin()
	r.queue.done = true // Screenshot must not replay an older batched frame
	return b.dev.Present()
}

// drawOne draws one sprite with one SDL call (plus colour state changes).
func (b *sdlBackend) drawOne(s *Sprite) error {
	r := b.r
	g := s.Region.Tex.gfx
	c := s.Color.rgba8()
	if err := b.dev.SetMod(g, c[0], c[1], c[2], c[3]); err != nil {
		return err
	}
	b.nsrc = sdlgfx.Rect{X: s.Region.X, Y: s.Region.Y, W: s.Region.W, H: s.Region.H}
	x0 := -s.Pivot[0] * s.Scale[0]
	y0 := -s.Pivot[1] * s.Scale[1]
	x1 := (s.Size[0] - s.Pivot[0]) * s.Scale[0]
	y1 := (s.Size[1] - s.Pivot[1]) * s.Scale[1]
	if s.Rotation == 0 && s.World == nil && !s.FlipX && !s.FlipY {
		b.ndst = sdlgfx.Rect{X: s.Pos[0] + x0, Y: s.Pos[1] + y0, W: x1 - x0, H: y1 - y0}
		if err := b.copy(g, sdlgfx.Blend(s.Blend), &b.nsrc, &b.ndst); err != nil {
			return err
		}
		return nil
	}
	a, bb, tx, cc, d, ty := s.affine()
	if s.FlipX {
		x0, x1 = x1, x0
	}
	if s.FlipY {
		y0, y1 = y1, y0
	}
	pt := func(x, y float32) [2]float32 { return [2]float32{a*x + bb*y + tx, cc*x + d*y + ty} }
	if err := b.dev.CopyAffine(g, sdlgfx.Blend(s.Blend), &b.nsrc, pt(x0, y0), pt(x1, y0), pt(x0, y1)); err != nil {
		return err
	}
	r.stats.DrawCalls++
	return nil
}
