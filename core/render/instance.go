package render

import (
	"slices"
	"unsafe"
)

// A sprite on the GPU backend is one record in a storage buffer, which the
// sprite vertex shader (internal/shaders/src/sprite.vert) reads as words
// and expands into the quad's six corners; nothing is transformed per
// vertex on the CPU. There are two records:
//
//   - compact, 32 bytes (half a cache line): an axis-aligned quad (any
//     scale or flip, no rotation or shear) as its top-left corner and its
//     size, its texture region as four 16-bit texel coordinates, and its
//     tint as four bytes. Most sprites of a 2D game are this.
//   - full, 64 bytes (one cache line): the quad as an origin and two edges
//     (a 2x3 affine of the unit square), the region and the tint as
//     floats.
//
// A sprite gets the compact record when it loses nothing there: its quad
// is axis-aligned, its region's corners are whole texels below 65536, and
// each channel of its tint is k/255 exactly as RGBA8 makes it (White is).
// The shader then draws it exactly as it draws the same sprite's full
// record, pixel for pixel. A batch key's records are all of one kind, as
// one draw reads them: the first sprite that needs the full record turns
// the key's records of this frame into full ones, and the key starts the
// next frame with full records; once a frame of it needs none, it goes back
// to compact ones.

// compact is the 32-byte record. Its words are read by sprite.vert.
type compact struct {
	ox, oy float32 // the quad's top-left corner, world pixels
	w, h   float32 // its size (negative flips it over its corner)
	uv0    uint32  // the region's top-left texel: x | y<<16
	uv1    uint32  // its bottom-right corner: x | y<<16
	color  uint32  // the tint as RGBA8, R in the low byte
	flags  uint32  // instFlipX | instFlipY
}

// instance is the 64-byte record, laid out as sprite.vert reads it (std430
// words): the quad as an origin and two edges, flip flags, the texture
// region and the tint. The tint stays float, as SDL's renderer keeps vertex
// colours, so both backends blend the same values.
type instance struct {
	ax, ay float32 // the quad's x edge (top-left to top-right), world pixels
	bx, by float32 // the quad's y edge (top-left to bottom-left)
	ox, oy float32 // the quad's top-left corner
	flags  uint32  // instFlipX | instFlipY
	kind   uint32  // instFull: the word where a compact record has its flags
	u0, v0 float32 // texture region in texels, unflipped: the shader
	u1, v1 float32 // divides by the texture's size, so Submit need not
	color  Color   // straight alpha
}

const (
	instFlipX = 1 << iota
	instFlipY
	// instFull marks a full record in its word 7, where a compact record
	// keeps its flags, which never have this bit: the shader tells the
	// layouts apart by the record it reads (see sprite.vert).
	instFull
)

// The records' sizes in bytes, as the shader reads them. A slot is the
// arena's unit: a compact record takes one, a full record two.
const (
	compactSize  = 32
	instanceSize = 64
	slotSize     = compactSize
)

// unorm8 holds the tints RGBA8 makes, k/255 as float32: a channel that is
// one of them travels as the byte k. sprite.vert holds the same table, as
// bits, so the shader turns the byte back into the same float.
var unorm8 = func() (t [256]float32) {
	for k := range t {
		t[k] = float32(k) / 255
	}
	return t
}()

// packColor is c as the compact record's RGBA8 word, if each channel is
// one of unorm8's.
func packColor(c *Color) (uint32, bool) {
	if *c == White {
		return 0xFFFFFFFF, true
	}
	r, ok1 := unormByte(c.R)
	g, ok2 := unormByte(c.G)
	b, ok3 := unormByte(c.B)
	a, ok4 := unormByte(c.A)
	return r | g<<8 | b<<16 | a<<24, ok1 && ok2 && ok3 && ok4
}

// unormByte is v as the byte k with unorm8[k] == v, if there is one.
func unormByte(v float32) (uint32, bool) {
	k := uint32(v*255 + 0.5) // out of range or NaN: any k, and the check fails
	return k, k <= 255 && unorm8[k&255] == v
}

// packRegion is r's corners as the compact record's two words, if they
// are whole texels from 0 to 65535.
func packRegion(r *Region) (uint32, uint32, bool) {
	x1, y1 := r.X+r.W, r.Y+r.H
	a, b, c, d := uint32(r.X), uint32(r.Y), uint32(x1), uint32(y1)
	ok := float32(a) == r.X && float32(b) == r.Y && float32(c) == x1 && float32(d) == y1 &&
		(a|b|c|d) <= 0xFFFF
	return a | b<<16, c | d<<16, ok
}

// putCompact writes s into p as a compact record and reports true, or
// reports false, writing nothing, if s needs the full record. pc must hold
// s's region and tint (packCache.holds).
//
// The quad is Pos, Pivot, Size, Scale, Rotation, then World, applied to
// the unit square's corner and edges instead of the quad's four corners
// (the SDL-renderer backend's transform). putCompact and putFull work it
// out each in its own body, in registers, for a sprite without a rotation
// of its own, with or without a World: a helper would be a call a sprite
// (it is too large for Go's compiler to inline), and both call nothing, so
// that they keep their arguments in registers. A rotated sprite takes
// putRotated.
func putCompact(p *compact, s *Sprite, pc *packCache) bool {
	if !pc.ok || s.Rotation != 0 {
		return false
	}
	var ax, by, ox, oy float32
	sx, sy := s.Scale[0], s.Scale[1]
	if w := s.World; w != nil {
		// World is column-major: x' = m0 x + m3 y + m6; y' = m1 x + m4 y + m7.
		x0, y0 := -s.Pivot[0]*sx, -s.Pivot[1]*sy
		qw, qh := s.Size[0]*sx, s.Size[1]*sy
		px, py := s.Pos[0], s.Pos[1]
		tx, ty := w[0]*px+w[3]*py+w[6], w[1]*px+w[4]*py+w[7]
		if w[1]*qw != 0 || w[3]*qh != 0 {
			return false // turned or sheared by its World
		}
		ax, by = w[0]*qw, w[4]*qh
		ox, oy = w[0]*x0+w[3]*y0+tx, w[1]*x0+w[4]*y0+ty
	} else {
		ax, by = s.Size[0]*sx, s.Size[1]*sy
		ox, oy = s.Pos[0]-s.Pivot[0]*sx, s.Pos[1]-s.Pivot[1]*sy
	}
	var flags uint32
	if s.FlipX {
		flags = instFlipX
	}
	if s.FlipY {
		flags |= instFlipY
	}
	p.ox, p.oy, p.w, p.h = ox, oy, ax, by
	p.uv0, p.uv1, p.color, p.flags = pc.uv0, pc.uv1, pc.packed, flags
	return true
}

// putFull writes s, a sprite without a rotation of its own, into p as a
// full record (see putCompact for the quad).
func putFull(p *instance, s *Sprite) {
	sx, sy := s.Scale[0], s.Scale[1]
	if w := s.World; w != nil {
		x0, y0 := -s.Pivot[0]*sx, -s.Pivot[1]*sy
		qw, qh := s.Size[0]*sx, s.Size[1]*sy
		px, py := s.Pos[0], s.Pos[1]
		tx, ty := w[0]*px+w[3]*py+w[6], w[1]*px+w[4]*py+w[7]
		p.ax, p.ay, p.bx, p.by = w[0]*qw, w[1]*qw, w[3]*qh, w[4]*qh
		p.ox, p.oy = w[0]*x0+w[3]*y0+tx, w[1]*x0+w[4]*y0+ty
	} else {
		p.ax, p.ay, p.bx, p.by = s.Size[0]*sx, 0, 0, s.Size[1]*sy
		p.ox, p.oy = s.Pos[0]-s.Pivot[0]*sx, s.Pos[1]-s.Pivot[1]*sy
	}
	p.rest(s)
}

// putRotated writes s, a sprite with a rotation of its own, into p as a
// full record.
func putRotated(p *instance, s *Sprite) {
	x0 := -s.Pivot[0] * s.Scale[0]
	y0 := -s.Pivot[1] * s.Scale[1]
	w := s.Size[0] * s.Scale[0]
	h := s.Size[1] * s.Scale[1]
	a, bb, tx, cc, d, ty := s.rotatedAffine()
	p.ax, p.ay, p.bx, p.by = a*w, cc*w, bb*h, d*h
	p.ox, p.oy = a*x0+bb*y0+tx, cc*x0+d*y0+ty
	p.rest(s)
}

// rest writes the full record's words after the quad: flips, region and
// tint.
func (p *instance) rest(s *Sprite) {
	var flags uint32
	if s.FlipX {
		flags = instFlipX
	}
	if s.FlipY {
		flags |= instFlipY
	}
	p.flags, p.kind = flags, instFull
	r := &s.Region
	p.u0, p.v0, p.u1, p.v1 = r.X, r.Y, r.X+r.W, r.Y+r.H
	p.color = s.Color
}

// compactable reports whether the full record p, of sprite s, could have
// been a compact one.
func (p *instance) compactable(s *Sprite, pc *packCache) bool {
	if !pc.holds(s) {
		pc.pack(s)
	}
	return pc.ok && p.ay == 0 && p.bx == 0
}

// packCache keeps the last region and tint seen with what they pack to:
// the sprites of a run mostly share both (one atlas entry, White), and
// four word comparisons cost less than packing again. The texture is not
// compared: the words do not depend on it. The zero cache holds an empty
// region at (0, 0) and transparent black, as not fitting a compact record
// (they would: such a sprite takes a full record, which draws the same).
type packCache struct {
	region   [2]uint64 // the Region's corner and size: X Y, W H
	color    [2]uint64 // the Color's bits
	uv0, uv1 uint32    // the region as the compact record's words
	packed   uint32    // the tint as its RGBA8 word
	ok       bool      // both fit a compact record
}

// holds reports whether the cache holds s's region and tint.
func (pc *packCache) holds(s *Sprite) bool {
	r := (*[2]uint64)(unsafe.Pointer(&s.Region.X))
	c := (*[2]uint64)(unsafe.Pointer(&s.Color))
	return r[0] == pc.region[0] && r[1] == pc.region[1] && c[0] == pc.color[0] && c[1] == pc.color[1]
}

// pack fills the cache with s's region and tint, packed.
func (pc *packCache) pack(s *Sprite) {
	pc.region = *(*[2]uint64)(unsafe.Pointer(&s.Region.X))
	pc.color = *(*[2]uint64)(unsafe.Pointer(&s.Color))
	var rok, cok bool
	pc.uv0, pc.uv1, rok = packRegion(&s.Region)
	pc.packed, cok = packColor(&s.Color)
	pc.ok = rok && cok
}

// widen turns a compact record into the full one the shader draws the
// same.
func (c *compact) widen() instance {
	return instance{
		ax: c.w, by: c.h, ox: c.ox, oy: c.oy, flags: c.flags, kind: instFull,
		u0: float32(c.uv0 & 0xFFFF), v0: float32(c.uv0 >> 16),
		u1: float32(c.uv1 & 0xFFFF), v1: float32(c.uv1 >> 16),
		color: Color{unorm8[c.color&255], unorm8[c.color>>8&255], unorm8[c.color>>16&255], unorm8[c.color>>24]},
	}
}

// fullView lays full records over slots: cap(s)/2 of them, len(s)/2 in
// use.
func fullView(s []compact) []instance {
	if cap(s) < 2 {
		return nil
	}
	return unsafe.Slice((*instance)(unsafe.Pointer(unsafe.SliceData(s))), cap(s)/2)[:len(s)/2]
}

// slotsOf is the slots full records take.
func slotsOf(in []instance) []compact {
	if cap(in) == 0 {
		return nil
	}
	return unsafe.Slice((*compact)(unsafe.Pointer(unsafe.SliceData(in))), 2*cap(in))[:2*len(in)]
}

// The frame's records live in an arena of slots: on the GPU backend, the
// mapped transfer buffer itself, so Submit writes each record where the
// GPU upload reads it and Present copies nothing. Each bucket gets a
// region of the arena when the frame first uses it, sized by its count
// last frame plus slack; a bucket that outgrows its region moves to a
// larger one at the arena's end. Regions need not be in key order: each
// draw starts at its bucket's base. When the arena is full (or there is
// none: a Queue of its own, the floor) a bucket spills to Go memory it
// keeps from frame to frame, and Present copies the whole frame instead
// (and makes the next frame's arena larger).

// arenaSlack is the room a bucket's region has beyond last frame's count.
func arenaSlack(n int) int { return n + n/4 + 16 }

// records is how many sprites the bucket holds this frame.
func (b *bucket) records() int {
	if b.full {
		return len(b.inst)
	}
	return len(b.rec)
}

// slots is the bucket's records as arena slots.
func (b *bucket) slots() []compact {
	if b.full {
		return slotsOf(b.inst)
	}
	return b.rec
}

// place gives bucket b its region for this frame, for full records if the
// key needed them last frame.
func (q *Queue) place(b *bucket) {
	n := arenaSlack(b.records())
	b.full, b.fullNext = b.fullNext, false
	b.rec, b.inst = b.rec[:0], b.inst[:0]
	if !q.claim(b, n) {
		q.spill(b, n)
	}
}

// claim gives b a region of the arena for n records of its kind, empty,
// and reports false if the arena has no room.
func (q *Queue) claim(b *bucket, n int) bool {
	start, slots := q.used, n
	if b.full {
		start, slots = (start+1)&^1, 2*n // a full record starts on an even slot
	}
	if start+slots > len(q.arena) {
		return false
	}
	r := q.arena[start : start : start+slots]
	if b.full {
		b.inst = fullView(r)
	} else {
		b.rec = r
	}
	b.base, b.spilled = start, false
	q.used = start + slots
	return true
}

// spill gives b room for n records of its kind in Go memory, empty.
func (q *Queue) spill(b *bucket, n int) {
	slots := n
	if b.full {
		slots = 2 * n
	}
	if cap(b.own) < slots {
		b.own = make([]compact, 0, max(slots, 2*cap(b.own)))
	}
	if b.full {
		b.inst = fullView(b.own[:0])
	} else {
		b.rec = b.own[:0]
	}
	b.spilled, q.spilled = true, true
}

// grow makes room for at least more records in b: a region twice the size
// (or as large as needed) at the arena's end, or else Go memory. The
// records move with it.
func (q *Queue) grow(b *bucket, more int) {
	old := b.slots()
	n := b.records()
	want := max(2*n, n+more, 64)
	if b.spilled || !q.claim(b, want) {
		if b.spilled {
			// Go memory already: grow it in place, keeping the records.
			slots := want
			if b.full {
				slots = 2 * want
			}
			b.own = slices.Grow(b.own[:len(old)], slots-len(old))
			if b.full {
				b.inst = fullView(b.own[:len(old)])
			} else {
				b.rec = b.own[:len(old)]
			}
			return
		}
		q.spill(b, want)
	}
	if b.full {
		b.inst = b.inst[:n]
		copy(slotsOf(b.inst), old)
	} else {
		b.rec = b.rec[:n]
		copy(b.rec, old)
	}
}

// widen turns b's compact records into full ones, in a region of their
// own with room for more, and starts the key's next frame with full
// records.
func (q *Queue) widen(b *bucket) {
	old := b.rec
	n := len(old)
	b.full, b.fullNext = true, true
	b.inst = nil
	want := max(2*n, 64)
	if !q.claim(b, want) {
		if b.spilled {
			// The compact records are in b.own, where the full ones go.
			q.widenScratch = append(q.widenScratch[:0], old...)
			old = q.widenScratch
		}
		q.spill(b, want)
	}
	b.inst = b.inst[:n]
	for i := range old {
		b.inst[i] = old[i].widen()
	}
}

// rectInstance is the record of an axis-aligned quad (Text, FillRect).
func (q *Queue) rectInstance(b *bucket, x, y, w, h float32, r Region, c Color) {
	uv0, uv1, ok := packRegion(&r)
	pc, okc := packColor(&c)
	if !b.full {
		if ok && okc {
			n := len(b.rec)
			if n == cap(b.rec) {
				q.grow(b, 1)
			}
			b.rec = b.rec[:n+1]
			b.rec[n] = compact{ox: x, oy: y, w: w, h: h, uv0: uv0, uv1: uv1, color: pc}
			return
		}
		q.widen(b)
	}
	if !ok || !okc {
		b.fullNext = true
	}
	n := len(b.inst)
	if n == cap(b.inst) {
		q.grow(b, 1)
	}
	b.inst = b.inst[:n+1]
	p := &b.inst[n]
	p.ax, p.ay, p.bx, p.by = w, 0, 0, h
	p.ox, p.oy = x, y
	p.color = c
	p.flags, p.kind = 0, instFull
	p.u0, p.v0, p.u1, p.v1 = r.X, r.Y, r.X+r.W, r.Y+r.H
}
