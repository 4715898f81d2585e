package render

import "slices"

// instance is one sprite on the GPU backend, laid out exactly as the
// Instance struct of shaders/src/sprite.vert (std430, 48 bytes): the quad
// as an origin and two edges (a 2x3 affine transform of the unit square),
// the tint packed to RGBA8, flip flags and the texture region. The vertex
// shader makes the quad's corners from it; nothing is transformed per
// vertex on the CPU.
type instance struct {
	ax, ay float32 // the quad's x edge (top-left to top-right), world pixels
	bx, by float32 // the quad's y edge (top-left to bottom-left)
	ox, oy float32 // the quad's top-left corner
	color  uint32  // RGBA8, R in the low byte
	flags  uint32  // instFlipX | instFlipY
	u0, v0 float32 // texture region, unflipped
	u1, v1 float32
}

const (
	instFlipX = 1 << iota
	instFlipY
)

// instanceSize is the record's size in bytes, as the shader sees it.
const instanceSize = 48

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
	p.color = s.Color.pack()
	var f uint32
	if s.FlipX {
		f |= instFlipX
	}
	if s.FlipY {
		f |= instFlipY
	}
	p.flags = f
	p.u0, p.v0, p.u1, p.v1 = s.Region.uv()
}

// rectInstance is the record of an axis-aligned quad (Text, FillRect).
func (b *bucket) rectInstance(x, y, w, h float32, r Region, c Color) {
	p := b.growInst()
	p.ax, p.ay, p.bx, p.by = w, 0, 0, h
	p.ox, p.oy = x, y
	p.color = c.pack()
	p.flags = 0
	p.u0, p.v0, p.u1, p.v1 = r.uv()
}

// pack converts the colour to RGBA8 (R in the low byte), clamped, rounded
// as the 8-bit targets of the SDL-renderer backend round.
func (c Color) pack() uint32 {
	f := func(v float32) uint32 { return uint32(min(max(v, 0), 1)*255 + 0.5) }
	return f(c.R) | f(c.G)<<8 | f(c.B)<<16 | f(c.A)<<24
}
