package render

import (
	"errors"
	"math"

	"github.com/bengine-go/bengine/core/internal/sdlgfx"
)

// The naive path draws each sprite with its own SDL call: what a renderer
// without batching does. It exists to be measured against the batcher
// (BenchmarkRenderSprites/naive) and to check that batching changes no
// pixel; games do not use it.

// presentNaive draws sprites in the given order, one SDL_RenderTexture (or
// SDL_RenderTextureAffine for rotated, flipped or transformed sprites) per
// sprite, into the GEOMETRY target, then shows the frame like Present.
// Only the GEOMETRY step is drawn and the camera is ignored.
func (r *Renderer) presentNaive(sprites []Sprite) error {
	if r.closed {
		return errors.New("render: present on a closed Renderer")
	}
	r.stats = FrameStats{Sprites: len(sprites)}
	target := r.scene
	if !r.targets {
		target = nil
	}
	if err := r.setTarget(target); err != nil {
		return err
	}
	if err := r.dev.Clear(r.clear[0], r.clear[1], r.clear[2], 255); err != nil {
		return err
	}
	for i := range sprites {
		if err := r.drawOne(&sprites[i]); err != nil {
			return err
		}
	}
	if r.targets {
		if err := r.toWindow(); err != nil {
			return err
		}
	}
	r.queue.begin()
	r.queue.done = true // Screenshot must not replay an older batched frame
	return r.dev.Present()
}

// drawOne draws one sprite with one SDL call (plus colour state changes).
func (r *Renderer) drawOne(s *Sprite) error {
	g := s.Region.Tex.gfx
	c := s.Color.rgba8()
	if err := r.dev.SetMod(g, c[0], c[1], c[2], c[3]); err != nil {
		return err
	}
	r.nsrc = sdlgfx.Rect{X: s.Region.X, Y: s.Region.Y, W: s.Region.W, H: s.Region.H}
	x0 := -s.Pivot[0] * s.Scale[0]
	y0 := -s.Pivot[1] * s.Scale[1]
	x1 := (s.Size[0] - s.Pivot[0]) * s.Scale[0]
	y1 := (s.Size[1] - s.Pivot[1]) * s.Scale[1]
	if s.Rotation == 0 && s.World == nil && !s.FlipX && !s.FlipY {
		r.ndst = sdlgfx.Rect{X: s.Pos[0] + x0, Y: s.Pos[1] + y0, W: x1 - x0, H: y1 - y0}
		if err := r.copy(g, sdlgfx.Blend(s.Blend), &r.nsrc, &r.ndst); err != nil {
			return err
		}
		return nil
	}
	sn, cs := math.Sincos(float64(s.Rotation))
	a, b, tx := float32(cs), -float32(sn), s.Pos[0]
	cc, d, ty := float32(sn), float32(cs), s.Pos[1]
	if w := s.World; w != nil {
		a, b, tx, cc, d, ty =
			w[0]*a+w[3]*cc, w[0]*b+w[3]*d, w[0]*tx+w[3]*ty+w[6],
			w[1]*a+w[4]*cc, w[1]*b+w[4]*d, w[1]*tx+w[4]*ty+w[7]
	}
	if s.FlipX {
		x0, x1 = x1, x0
	}
	if s.FlipY {
		y0, y1 = y1, y0
	}
	pt := func(x, y float32) [2]float32 { return [2]float32{a*x + b*y + tx, cc*x + d*y + ty} }
	if err := r.dev.CopyAffine(g, sdlgfx.Blend(s.Blend), &r.nsrc, pt(x0, y0), pt(x1, y0), pt(x0, y1)); err != nil {
		return err
	}
	r.stats.DrawCalls++
	return nil
}
