package render

import "slices"

// instance is one sprite on the GPU backend, laid out exactly as the
// Instance struct of internal/shaders/src/sprite.vert (std430, 64 bytes,
// one cache line): the quad as an origin and two edges (a 2x3 affine
// transform of the unit square), flip flags, the texture region and the
// tint. The vertex shader makes the quad's corners from it; nothing is
// transformed per vertex on the CPU. The tint stays float, as SDL's
// renderer keeps vertex colours, so both backends blend the same values.
type instance struct {
	ax, ay float32 // the quad's x edge (top-left to top-right), world pixels
	bx, by float32 // the quad's y edge (top-left to bottom-left)
	ox, oy float32 // the quad's top-left corner
	flags  uint32  // instFlipX | instFlipY
	_      uint32
	u0, v0 float32 // texture region in texels, unflipped: the shader
	u1, v1 float32 // divides by the texture's size, so Submit need not
	color  Color   // straight alpha
}

const (
	instFlipX = 1 << iota
	instFlipY
)

// instanceSize is the record's size in bytes, as the shader sees it.
const instanceSize = 64

// growInst extends the bucket by one record and returns it to fill in
// place.
func (b *bucket) growInst() *instance {
	n := len(b.inst)
	if n == cap(b.inst) {
		b.inst = slices.Grow(b.inst, 1)
	}
	b.inst = b.inst[:n+1]
	return &b.inst[n]
}

// instance writes s as a record: the same transform as the vertex path,
// Pos, Pivot, Size, Scale, Rotation, then World, applied to the quad's
// origin and edges instead of its four corners.
func (b *bucket) instance(s *Sprite) {
	p := b.growInst()
	x0 := -s.Pivot[0] * s.Scale[0]
	y0 := -s.Pivot[1] * s.Scale[1]
	w := s.Size[0] * s.Scale[0]
	h := s.Size[1] * s.Scale[1]
	if s.Rotation == 0 && s.World == nil {
		p.ax, p.ay, p.bx, p.by = w, 0, 0, h
		p.ox, p.oy = s.Pos[0]+x0, s.Pos[1]+y0
	} else {
		a, bb, tx, cc, d, ty := s.affine()
		p.ax, p.ay, p.bx, p.by = a*w, cc*w, bb*h, d*h
		p.ox, p.oy = a*x0+bb*y0+tx, cc*x0+d*y0+ty
	}
	p.color = s.Color
	var f uint32
	if s.FlipX {
		f |= instFlipX
	}
	if s.FlipY {
		f |= instFlipY
	}
	p.flags = f
	r := &s.Region
	p.u0, p.v0, p.u1, p.v1 = r.X, r.Y, r.X+r.W, r.Y+r.H
}

// rectInstance is the record of an axis-aligned quad (Text, FillRect).
func (b *bucket) rectInstance(x, y, w, h float32, r Region, c Color) {
	p := b.growInst()
	p.ax, p.ay, p.bx, p.by = w, 0, 0, h
	p.ox, p.oy = x, y
	p.color = c
	p.flags = 0
	p.u0, p.v0, p.u1, p.v1 = r.X, r.Y, r.X+r.W, r.Y+r.H
}
