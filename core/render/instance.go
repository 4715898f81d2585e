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

// The frame's records live in an arena: on the GPU backend, the mapped
// transfer buffer itself, so Submit writes each record where the GPU
// upload reads it and Present copies nothing. Each bucket gets a region of
// the arena when the frame first uses it, sized by its count last frame
// plus slack; a bucket that outgrows its region moves to a larger one at
// the arena's end. Regions need not be in key order: each draw starts at
// its bucket's base. When the arena is full (or there is none: a Queue of
// its own, the floor) a bucket spills to Go memory it keeps from frame to
// frame, and Present copies the whole frame instead (and makes the next
// frame's arena larger).

// arenaSlack is the room a bucket's region has beyond last frame's count.
func arenaSlack(n int) int { return n + n/4 + 16 }

// place gives bucket b its region for this frame.
func (q *Queue) place(b *bucket) {
	want := arenaSlack(len(b.inst))
	if q.used+want <= len(q.arena) {
		b.inst = q.arena[q.used : q.used : q.used+want]
		b.base, b.spilled = q.used, false
		q.used += want
		return
	}
	b.inst, b.spilled = b.own[:0], true
	q.spilled = true
}

// moveInst makes room for more records in b: a region twice the size at
// the arena's end, or else Go memory.
func (q *Queue) moveInst(b *bucket) {
	n := len(b.inst)
	want := max(2*n, 64)
	if !b.spilled && q.used+want <= len(q.arena) {
		r := q.arena[q.used : q.used+n : q.used+want]
		copy(r, b.inst)
		b.inst, b.base = r, q.used
		q.used += want
		return
	}
	if b.spilled {
		b.inst = slices.Grow(b.inst, want-n)
	} else {
		b.inst = append(slices.Grow(b.own[:0], want), b.inst...)
		b.spilled, q.spilled = true, true
	}
	b.own = b.inst[:0]
}

// instance writes s as a record: the same transform as the vertex path,
// Pos, Pivot, Size, Scale, Rotation, then World, applied to the quad's
// origin and edges instead of its four corners. The unrotated, untransformed
// case stays in registers; the general one is a call of its own.
func (q *Queue) instance(b *bucket, s *Sprite) {
	n := len(b.inst)
	if n == cap(b.inst) {
		q.moveInst(b)
	}
	b.inst = b.inst[:n+1]
	p := &b.inst[n]
	if s.Rotation != 0 || s.World != nil {
		p.transform(s)
	} else {
		sx, sy := s.Scale[0], s.Scale[1]
		p.ax, p.ay, p.bx, p.by = s.Size[0]*sx, 0, 0, s.Size[1]*sy
		p.ox, p.oy = s.Pos[0]-s.Pivot[0]*sx, s.Pos[1]-s.Pivot[1]*sy
	}
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
	p.color = s.Color
}

// transform writes the quad of a rotated or World-transformed sprite.
func (p *instance) transform(s *Sprite) {
	x0 := -s.Pivot[0] * s.Scale[0]
	y0 := -s.Pivot[1] * s.Scale[1]
	w := s.Size[0] * s.Scale[0]
	h := s.Size[1] * s.Scale[1]
	a, bb, tx, cc, d, ty := s.affine()
	p.ax, p.ay, p.bx, p.by = a*w, cc*w, bb*h, d*h
	p.ox, p.oy = a*x0+bb*y0+tx, cc*x0+d*y0+ty
}

// rectInstance is the record of an axis-aligned quad (Text, FillRect).
func (q *Queue) rectInstance(b *bucket, x, y, w, h float32, r Region, c Color) {
	n := len(b.inst)
	if n == cap(b.inst) {
		q.moveInst(b)
	}
	b.inst = b.inst[:n+1]
	p := &b.inst[n]
	p.ax, p.ay, p.bx, p.by = w, 0, 0, h
	p.ox, p.oy = x, y
	p.color = c
	p.flags = 0
	p.u0, p.v0, p.u1, p.v1 = r.X, r.Y, r.X+r.W, r.Y+r.H
}
