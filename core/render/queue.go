package render

import (
	"fmt"
	"math"
	"math/bits"
	"slices"

	"github.com/bengine-go/bengine/core/internal/sdlgfx"
	"github.com/go-gl/mathgl/mgl32"
)

// Texture is a GPU texture owned by the Renderer that made it (NewTexture,
// an Atlas, the default font). W and H are its size in texels.
type Texture struct {
	W, H int
	id   uint32 // creation order; orders batch keys by texture
	name string
	gfx  *sdlgfx.Texture // on the SDL-renderer backend
	gpu  *gpuTexture     // on the GPU backend
	fw   float32         // W and H as float32
	fh   float32

	normals *gpuTexture // the GPU backend's normal map (SetMaterial)
	surface surface     // the material, as the GPU backend pushes it
}

// Name reports the name the texture was created with ("" for nil).
func (t *Texture) Name() string {
	if t == nil {
		return ""
	}
	return t.name
}

// Region returns the whole texture as a region.
func (t *Texture) Region() Region { return Region{Tex: t, W: float32(t.W), H: float32(t.H)} }

// bucket holds one batch key's submissions for the current frame. A
// sprite is four vertices for the SDL-renderer backend and one instance
// record for the GPU backend; SubmitDraw's vertices are transformed
// vertices for the first, and the vertices as submitted, with the index of
// their transform, for the second.
type bucket struct {
	key   Key
	verts []sdlgfx.Vertex
	frame uint64 // the frame it was last used in

	// The GPU backend's sprite records (instance.go): compact ones in rec,
	// or full ones in inst.
	rec      []compact
	inst     []instance
	full     bool      // this frame's records are full ones (inst)
	fullNext bool      // a sprite needed a full record: start the next frame with them
	base     int       // the slot of the first record in the frame's buffer
	spilled  bool      // the records are in own, not in the arena
	own      []compact // Go memory for when the arena is full, kept
	rank     int32     // the key's place in Queue.order
	index    int32     // the bucket's in Queue.buckets; -1 once pruned

	// SubmitDraw's vertices: on the GPU backend the vertex bytes, a
	// transform index a vertex, and where they are in the frame's
	// buffers; indices (quads on the GPU, strips and fans) on both.
	mesh  []byte
	xf    []uint32
	idx   []int32
	vbase int // byte offsets of mesh and xf in the frame's vertex buffer
	xbase int
	ibase int // first index in the frame's index buffer
}

// Queue collects this frame's sprites, already transformed into vertices
// and grouped by batch key. Components submit to it from their render hook;
// the Renderer drains it at Present. A Queue is not safe for concurrent use.
//
// Buckets, their vertex slices and the map from key to bucket live from
// frame to frame, so once every key of a scene has been seen, submitting
// and presenting allocate nothing.
type Queue struct {
	buckets []*bucket
	free    []*bucket // pruned buckets, their buffers kept for new keys
	spare   []bucket  // new buckets not handed out yet, made bucketChunk at a time
	lookup  map[Key]int32
	active  []int32   // buckets used this frame; sorted by key at Present
	order   []*bucket // every bucket, in key order (bucket.rank is the place)
	mark    []uint64  // sort's bitset of the active ranks
	frame   uint64
	done    bool // the frame was presented; the next submission starts a new one
	sprites int

	lastKey Key
	last    int32 // bucket of lastKey, or -1
	recent  [8]recentKey
	next    uint8 // the recent entry to replace next

	instances bool    // the GPU backend: Submit writes instance records
	lights    []Light // this frame's lights (Light), at most MaxLights
	dropped   int     // lights past MaxLights this frame

	// SubmitDraw: the vertices this frame, its world transforms (xform 0
	// is the identity) and the last one added, for a run of submissions
	// by one object.
	vertices     int
	xforms       []xform
	lastWorld    *mgl32.Mat3
	lastWorldVal mgl32.Mat3
	lastXf       uint32

	reg     *registry // the Renderer's shaders and uniform blocks
	ublocks []byte    // every uniform block's contents (SetUniforms)

	// The GPU backend's arena of record slots (see place), mapped by the
	// backend's begin from the transfer buffer of the queue's slot: 0, and
	// 1 for the render thread's second queue.
	arena        []compact
	used         int  // slots of the arena handed out
	spilled      bool // a bucket is in Go memory this frame
	mapped       bool
	slot         uint8
	widenScratch []compact // widen's copy of records it overwrites
	packs        packCache // Submit's last region and tint, packed
	fill         *filler   // SubmitSprites' goroutines' jobs, made on first use

	white   Region // a white texel, for fills (set by the Renderer)
	camX    float32
	camY    float32
	moved   bool // the camera was applied to this frame's vertices
	snapped bool // snapQuads ran on this frame's vertices

	lineScratch []sdlgfx.Vertex // rasterLines' spare buffer
}

// Submit adds one sprite to the bucket for its key. On the SDL-renderer
// backend its four corners are transformed now (Pos, Pivot, Size, Scale,
// Rotation, then World) into vertices; on the GPU backend the same
// transform is folded into the quad's corner and edges and written as one
// instance record (32 bytes, or 64 in a key that needs full records; see
// instance.go), which the vertex shader expands. Submission order is kept within a key.
// It copies what it needs, so the caller may reuse s (it keeps the sine and
// cosine of a Rotation in s, for s's next Submit). It panics if the sprite
// has no texture.
func (q *Queue) Submit(s *Sprite) {
	if s.Region.Tex == nil {
		panic("render: Submit of a sprite whose Region has no texture")
	}
	var b *bucket
	if q.last >= 0 && !q.done && s.keyIs(&q.lastKey) {
		b = q.buckets[q.last] // the same key as the last sprite: the common case
	} else {
		b = q.spriteBucket(s) // bucketOf, written out: it is too large to inline
	}
	q.sprites++
	if q.instances {
		// The GPU backend's record (instance.go). The steps are written
		// out here, and putCompact and putFull call nothing on the common
		// path: each call a sprite costs a tenth of Submit.
		if !b.full {
			n := len(b.rec)
			if n == cap(b.rec) {
				q.grow(b, 1)
			}
			if !q.packs.holds(s) {
				q.packs.pack(s)
			}
			if putCompact(&b.rec[:n+1][n], s, &q.packs) {
				b.rec = b.rec[:n+1]
				return
			}
			q.widen(b)
		}
		n := len(b.inst)
		if n == cap(b.inst) {
			q.grow(b, 1)
		}
		b.inst = b.inst[:n+1]
		p := &b.inst[n]
		if s.Rotation != 0 {
			putRotated(p, s)
		} else {
			putFull(p, s)
		}
		if !b.fullNext && !p.compactable(s, &q.packs) {
			b.fullNext = true // once a frame needs them, the next starts with full records
		}
		return
	}
	v := b.grow()

	// UVs, with flips swapping them.
	u0, v0, u1, v1 := s.Region.uv()
	if s.FlipX {
		u0, u1 = u1, u0
	}
	if s.FlipY {
		v0, v1 = v1, v0
	}
	c := s.Color

	// Local corners relative to the pivot, scaled.
	x0 := -s.Pivot[0] * s.Scale[0]
	y0 := -s.Pivot[1] * s.Scale[1]
	x1 := (s.Size[0] - s.Pivot[0]) * s.Scale[0]
	y1 := (s.Size[1] - s.Pivot[1]) * s.Scale[1]

	if s.Rotation == 0 && s.World == nil {
		px, py := s.Pos[0], s.Pos[1]
		put(&v[0], px+x0, py+y0, u0, v0, c)
		put(&v[1], px+x1, py+y0, u1, v0, c)
		put(&v[2], px+x1, py+y1, u1, v1, c)
		put(&v[3], px+x0, py+y1, u0, v1, c)
		return
	}

	a, bb, tx, cc, d, ty := s.affine()
	put(&v[0], a*x0+bb*y0+tx, cc*x0+d*y0+ty, u0, v0, c)
	put(&v[1], a*x1+bb*y0+tx, cc*x1+d*y0+ty, u1, v0, c)
	put(&v[2], a*x1+bb*y1+tx, cc*x1+d*y1+ty, u1, v1, c)
	put(&v[3], a*x0+bb*y1+tx, cc*x0+d*y1+ty, u0, v1, c)
}

// affine returns the sprite's local-to-world transform as the matrix
// (a bb tx / cc d ty): rotation about the pivot, then Pos, then World. The
// local corners it maps are relative to the pivot, already scaled. The
// common case of a scene's sprite, a World and no rotation of its own, is
// small enough to inline.
func (s *Sprite) affine() (a, bb, tx, cc, d, ty float32) {
	if s.Rotation != 0 {
		return s.rotatedAffine()
	}
	px, py := s.Pos[0], s.Pos[1]
	if w := s.World; w != nil {
		// World is column-major: x' = m0 x + m3 y + m6; y' = m1 x + m4 y + m7.
		return w[0], w[3], w[0]*px + w[3]*py + w[6], w[1], w[4], w[1]*px + w[4]*py + w[7]
	}
	return 1, 0, px, 0, 1, py
}

// rotatedAffine is affine for a sprite with a rotation of its own. The
// sine and cosine are kept in the sprite for its next Submit.
func (s *Sprite) rotatedAffine() (a, bb, tx, cc, d, ty float32) {
	if !s.trig || s.rot != s.Rotation {
		sn, cs := math.Sincos(float64(s.Rotation))
		s.rot, s.sin, s.cos, s.trig = s.Rotation, float32(sn), float32(cs), true
	}
	sin, cos := s.sin, s.cos
	a, bb, tx = cos, -sin, s.Pos[0]
	cc, d, ty = sin, cos, s.Pos[1]
	if w := s.World; w != nil {
		a, bb, tx, cc, d, ty =
			w[0]*a+w[3]*cc, w[0]*bb+w[3]*d, w[0]*tx+w[3]*ty+w[6],
			w[1]*a+w[4]*cc, w[1]*bb+w[4]*d, w[1]*tx+w[4]*ty+w[7]
	}
	return a, bb, tx, cc, d, ty
}

// uv returns the region's corners in normalised texture coordinates.
// Divided, not multiplied by 1/W: x/W is exact whenever it can be, so a
// renderer that turns UVs back into texels lands on the right one.
func (r Region) uv() (u0, v0, u1, v1 float32) {
	t := r.Tex
	return r.X / t.fw, r.Y / t.fh, (r.X + r.W) / t.fw, (r.Y + r.H) / t.fh
}

// put writes one vertex field by field. Building a Vertex value and
// assigning it would go through a copy on the stack, whose 16-byte reloads
// of 4-byte stores stall the CPU.
func put(p *sdlgfx.Vertex, x, y, u, v float32, c Color) {
	p.X, p.Y = x, y
	p.R, p.G, p.B, p.A = c.R, c.G, c.B, c.A
	p.U, p.V = u, v
}

// grow extends the bucket by one quad and returns its four vertices to
// fill. Writing them in place, rather than appending four values, saves
// building the quad on the stack and copying it.
func (b *bucket) grow() *[4]sdlgfx.Vertex {
	n := len(b.verts)
	if cap(b.verts)-n < 4 {
		b.verts = slices.Grow(b.verts, 4)
	}
	b.verts = b.verts[:n+4]
	return (*[4]sdlgfx.Vertex)(b.verts[n:])
}

// rect adds an axis-aligned textured quad: the fast path of Text and
// FillRect.
func (q *Queue) rect(k Key, x, y, w, h float32, r Region, c Color) {
	b := q.bucket(k)
	q.sprites++
	if q.instances {
		q.rectInstance(b, x, y, w, h, r, c)
		return
	}
	u0, v0, u1, v1 := r.uv()
	v := b.grow()
	put(&v[0], x, y, u0, v0, c)
	put(&v[1], x+w, y, u1, v0, c)
	put(&v[2], x+w, y+h, u1, v1, c)
	put(&v[3], x, y+h, u0, v1, c)
}

// FillRect submits a solid rectangle (a white texel stretched and tinted).
// It panics on a Queue that does not belong to a Renderer.
func (q *Queue) FillRect(x, y, w, h float32, step Step, layer int16, c Color) {
	if q.white.Tex == nil {
		panic("render: FillRect on a Queue without a Renderer")
	}
	q.rect(Key{Step: step, Layer: layer, Tex: q.white.Tex}, x, y, w, h, q.white, c)
}

// Text submits s in the bitmap font f with its top-left corner at (x, y),
// one quad a glyph with a fixed advance; '\n' starts a new line. Runes the
// font lacks draw as its fallback glyph; spaces only advance.
func (q *Queue) Text(f *Font, s string, x, y float32, step Step, layer int16, c Color) {
	if f == nil {
		panic("render: Text with a nil font")
	}
	x0 := x
	for _, r := range s {
		x, y = q.glyph(f, r, x, y, x0, step, layer, c)
	}
}

// TextBytes is Text for a byte buffer: a line formatted into a buffer
// kept from frame to frame (with strconv.AppendInt, say) is drawn without
// making a string, so it allocates nothing.
func (q *Queue) TextBytes(f *Font, b []byte, x, y float32, step Step, layer int16, c Color) {
	if f == nil {
		panic("render: TextBytes with a nil font")
	}
	x0 := x // ranging over string(b) does not copy b
	for _, r := range string(b) {
		x, y = q.glyph(f, r, x, y, x0, step, layer, c)
	}
}

// glyph submits one rune of a text at the pen (x, y) and returns the pen
// moved past it; x0 is where lines start.
func (q *Queue) glyph(f *Font, r rune, x, y, x0 float32, step Step, layer int16, c Color) (float32, float32) {
	if r == '\n' {
		return x0, y + f.LineHeight
	}
	if g, ok := f.Glyph(r); ok && r != ' ' {
		q.rect(Key{Step: step, Layer: layer, Tex: g.Tex}, x, y, g.W, g.H, g, c)
	}
	return x + f.Advance, y
}

// Len reports how many quads were submitted this frame.
func (q *Queue) Len() int {
	if q.done {
		return 0
	}
	return q.sprites
}

// Reset drops this frame's submissions, keeping all storage.
func (q *Queue) Reset() {
	q.frame++
	q.active = q.active[:0]
	q.sprites = 0
	q.last = -1
	q.done = false
	q.moved, q.snapped = false, false
	q.lights = q.lights[:0]
	q.dropped = 0
	q.used, q.spilled = 0, false
	q.vertices, q.xforms, q.lastWorld, q.lastXf = 0, q.xforms[:0], nil, 0
	if q.frame%600 == 0 {
		q.prune(300)
	}
}

// bucket returns the bucket for k, starting a new frame if the last one
// was presented and marking the bucket active.
func (q *Queue) bucket(k Key) *bucket {
	if q.done || q.lookup == nil {
		q.begin()
	}
	if q.last >= 0 && k == q.lastKey {
		return q.buckets[q.last]
	}
	i, ok := q.recentBucket(k)
	if !ok {
		if i, ok = q.lookup[k]; !ok {
			q.checkKey(k)
			i = int32(len(q.buckets))
			b := q.newBucket(k)
			b.index = i
			q.buckets = append(q.buckets, b)
			q.lookup[k] = i
			q.rankNew(b)
		}
		q.recent[q.next] = recentKey{k, i}
		q.next = (q.next + 1) % uint8(len(q.recent))
	}
	return q.use(i)
}

// bucketOf is the bucket for the sprite's key.
func (q *Queue) bucketOf(s *Sprite) *bucket {
	if q.last >= 0 && !q.done && s.keyIs(&q.lastKey) {
		return q.buckets[q.last] // the same key as the last sprite: the common case
	}
	return q.spriteBucket(s)
}

// spriteBucket is bucket for a sprite's key, the recently used keys
// compared with the sprite's fields first: building the Key is left to a
// key not among them.
func (q *Queue) spriteBucket(s *Sprite) *bucket {
	if !q.done && q.lookup != nil {
		for j := range q.recent {
			if e := &q.recent[j]; e.i >= 0 && s.keyIs(&e.key) {
				return q.use(e.i)
			}
		}
	}
	return q.bucket(s.Key())
}

// use makes bucket i the last used, and active this frame.
func (q *Queue) use(i int32) *bucket {
	b := q.buckets[i]
	if b.frame != q.frame {
		b.frame = q.frame
		b.verts = b.verts[:0]
		if b.key.Mode != ModeSprites {
			b.mesh, b.xf, b.idx = b.mesh[:0], b.xf[:0], b.idx[:0]
		} else if q.instances {
			q.place(b)
		}
		q.active = append(q.active, i)
	}
	q.last, q.lastKey = i, b.key
	return b
}

// checkKey panics on a key that names a shader or uniform block its
// Renderer did not make (it runs once a key, when its bucket is made).
func (q *Queue) checkKey(k Key) {
	q.reg.shader(k.Shader)
	if k.Uniforms != 0 && (q.reg == nil || int(k.Uniforms) > len(q.reg.uniforms)) {
		panic(fmt.Sprintf("render: Key.Uniforms %d was not made by this Renderer's NewUniforms", k.Uniforms))
	}
}

// recentKey is an entry of the Queue's small cache of recently used keys.
type recentKey struct {
	key Key
	i   int32 // bucket index, or -1 for an empty entry
}

// recentBucket looks k up among the recently used keys: sprites of a few
// textures interleaved (a scene graph's objects) switch keys at almost
// every sprite, and scanning a handful of keys is cheaper than hashing one.
func (q *Queue) recentBucket(k Key) (int32, bool) {
	for j := range q.recent {
		if e := &q.recent[j]; e.i >= 0 && e.key == k {
			return e.i, true
		}
	}
	return 0, false
}

// forgetRecent empties the recent-key cache (bucket indices changed).
func (q *Queue) forgetRecent() {
	for j := range q.recent {
		q.recent[j] = recentKey{i: -1}
	}
}

// begin makes the queue ready for submissions: it sets up the zero Queue
// and starts a new frame after one was presented.
func (q *Queue) begin() {
	if q.lookup == nil {
		q.lookup = make(map[Key]int32)
		q.free = make([]*bucket, 0, maxFree)
		q.last = -1
		q.frame = 1 // new buckets start at frame 0: not yet active
		q.forgetRecent()
	}
	if q.done {
		q.Reset()
	}
}

// maxFree is the most pruned buckets a Queue keeps for reuse.
const maxFree = 64

// bucketChunk is how many buckets a Queue makes at once, and spareVerts
// the vertices each new bucket of the SDL-renderer backend starts with
// room for (16 sprites), cut from one array made with them.
const (
	bucketChunk = 32
	spareVerts  = 64
)

// newBucket returns a bucket for k: a pruned one, with its buffers, if
// there is one, so that a key coming back after a pause (a popup, a
// pickup's sheet) allocates nothing; else one of the spare buckets, made
// bucketChunk at a time with their first vertices, so that a key first seen
// in the middle of play (the first score popup) does not allocate either.
func (q *Queue) newBucket(k Key) *bucket {
	n := len(q.free)
	if n == 0 {
		if len(q.spare) == 0 {
			q.spare = make([]bucket, bucketChunk)
			if !q.instances {
				verts := make([]sdlgfx.Vertex, bucketChunk*spareVerts)
				for i := range q.spare {
					q.spare[i].verts = verts[i*spareVerts : i*spareVerts : (i+1)*spareVerts]
				}
			}
		}
		b := &q.spare[0]
		q.spare = q.spare[1:]
		b.key = k
		return b
	}
	b := q.free[n-1]
	q.free[n-1] = nil
	q.free = q.free[:n-1]
	b.key = k
	return b
}

// prune forgets buckets unused for more than age frames, so textures that
// are gone do not stay referenced for ever; their buffers are kept for new
// keys (up to maxFree of them). It allocates nothing.
func (q *Queue) prune(age uint64) {
	n := 0
	for _, b := range q.buckets {
		if q.frame-b.frame > age {
			delete(q.lookup, b.key)
			b.index = -1
			if len(q.free) < maxFree {
				*b = bucket{verts: b.verts[:0], own: b.own[:0], mesh: b.mesh[:0], xf: b.xf[:0], idx: b.idx[:0], index: -1}
				q.free = append(q.free, b)
			}
			continue
		}
		q.lookup[b.key] = int32(n)
		q.buckets[n] = b
		b.index = int32(n)
		n++
	}
	clear(q.buckets[n:])
	q.buckets = q.buckets[:n]
	q.reorder()
	q.last = -1
	q.forgetRecent()
	q.active = q.active[:0] // Reset just emptied it
}

// keyLess orders batch keys: Step, Layer, Shader, Mode, texture creation
// order, Uniforms, Blend (the seed's order, Blend last).
func keyLess(a, b Key) bool {
	if a.Step != b.Step {
		return a.Step < b.Step
	}
	if a.Layer != b.Layer {
		return a.Layer < b.Layer
	}
	if a.Shader != b.Shader {
		return a.Shader < b.Shader
	}
	if a.Mode != b.Mode {
		return a.Mode < b.Mode
	}
	var ia, ib uint32
	if a.Tex != nil {
		ia = a.Tex.id
	}
	if b.Tex != nil {
		ib = b.Tex.id
	}
	if ia != ib {
		return ia < ib
	}
	if a.Uniforms != b.Uniforms {
		return a.Uniforms < b.Uniforms
	}
	return a.Blend < b.Blend
}

// rankNew places the new bucket b in the key order: after every key that
// does not sort after its key (a key that ties with another, a texture of
// the same id, goes after the buckets made before it). It runs once a key.
func (q *Queue) rankNew(b *bucket) {
	p, _ := slices.BinarySearchFunc(q.order, b.key, func(o *bucket, k Key) int {
		if keyLess(k, o.key) {
			return 1
		}
		return -1
	})
	q.order = slices.Insert(q.order, p, b)
	for r := p; r < len(q.order); r++ {
		q.order[r].rank = int32(r)
	}
}

// reorder drops the pruned buckets from the key order, keeping the order
// of the keys left.
func (q *Queue) reorder() {
	n := 0
	for _, b := range q.order {
		if b.index >= 0 {
			b.rank = int32(n)
			q.order[n] = b
			n++
		}
	}
	clear(q.order[n:])
	q.order = q.order[:n]
}

// sort orders the active buckets by key, without comparing keys: the
// buckets keep their place in the key order from frame to frame (rankNew
// finds it once, when a key is first seen), so sort marks the active
// buckets' places in a bitset and reads them back in order. It costs a
// pass over the active buckets and one over a bit a bucket, whatever
// order the keys were submitted in.
func (q *Queue) sort() {
	a := q.active
	if len(a) < 2 {
		return
	}
	words := (len(q.order) + 63) / 64
	if cap(q.mark) < words {
		q.mark = make([]uint64, words, 2*words)
	}
	m := q.mark[:words]
	for _, i := range a {
		r := q.buckets[i].rank
		m[r>>6] |= 1 << (r & 63)
	}
	n := 0
	for w, word := range m {
		for word != 0 {
			a[n] = q.order[w<<6|bits.TrailingZeros64(word)].index
			word &= word - 1
			n++
		}
		m[w] = 0
	}
}

// applyCamera moves every non-UI vertex of this frame by the camera, once.
func (q *Queue) applyCamera() {
	if q.moved {
		return
	}
	q.moved = true
	if q.camX == 0 && q.camY == 0 {
		return
	}
	for _, i := range q.active {
		b := q.buckets[i]
		if b.key.Step == StepUI {
			continue
		}
		for j := range b.verts {
			b.verts[j].X -= q.camX
			b.verts[j].Y -= q.camY
		}
	}
}
