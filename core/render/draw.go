package render

import (
	"fmt"
	"math"
	"slices"
	"unsafe"

	"github.com/bengine-go/bengine/core/internal/sdlgfx"
	"github.com/go-gl/mathgl/mgl32"
)

// Mode is what a batch's vertices make: Custom Hobo's drawMode. The zero
// Mode is Submit's sprites; the others are SubmitDraw's.
type Mode uint8

const (
	// ModeSprites is Submit's sprite quads: one instance record a sprite on
	// the GPU backend, four vertices made on the CPU on SDL's renderer.
	ModeSprites Mode = iota
	// ModeQuads takes four vertices a quad, its corners in order around it
	// (two triangles: 0 1 2 and 2 3 0).
	ModeQuads
	// ModeTriangles takes three vertices a triangle.
	ModeTriangles
	// ModeTriangleStrip makes a triangle of each vertex after the second
	// and the two before it.
	ModeTriangleStrip
	// ModeTriangleFan makes a triangle of each vertex after the second,
	// the one before it and the first: a convex polygon's outline in order.
	ModeTriangleFan
	// ModeLines takes two vertices a segment, drawn one logical pixel wide
	// and half a pixel past each end: from one pixel centre to another, it
	// fills both end pixels.
	ModeLines
	// ModeLineStrip joins each vertex to the one before it: a polyline.
	ModeLineStrip
	numModes
)

var modeNames = [...]string{"sprites", "quads", "triangles", "triangle strip", "triangle fan", "lines", "line strip"}

func (m Mode) String() string {
	if m < numModes {
		return modeNames[m]
	}
	return fmt.Sprintf("Mode(%d)", uint8(m))
}

// lines reports whether the mode draws segments.
func (m Mode) lines() bool { return m == ModeLines || m == ModeLineStrip }

// Vertex is one vertex of SubmitDraw in the engine's layout: what every
// shader and SDL's renderer read. A game whose shader reads more declares
// a vertex type that starts with a Vertex (see VertexLayout).
type Vertex struct {
	Pos   mgl32.Vec2 // local pixels, mapped by the submission's world transform
	UV    mgl32.Vec2 // texture coordinates, 0 to 1 across the key's texture
	Color Color      // straight alpha; multiplies the texel
}

// vertexSize is the bytes of a Vertex, the engine's layout.
const vertexSize = int(unsafe.Sizeof(Vertex{}))

// VertexLayout describes a game's own vertex type to the GPU: a struct
// that starts with a Vertex (position, UV and colour, shader locations 0
// to 2, all SDL's renderer draws) and goes on with the fields its vertex
// shader reads more, the Extra attributes, at locations 3, 4, ...:
//
//	type flagVertex struct {
//		render.Vertex
//		Phase float32 // location 3
//	}
//	var flagLayout = render.VertexLayout{
//		Size:  int(unsafe.Sizeof(flagVertex{})),
//		Extra: []render.Attribute{{Offset: int(unsafe.Offsetof(flagVertex{}.Phase)), Format: render.VertexFloat}},
//	}
//
// The type must hold numbers only: no pointers, slices, strings or maps.
type VertexLayout struct {
	Size  int         // bytes a vertex: unsafe.Sizeof of the type
	Extra []Attribute // the attributes after the Vertex, locations 3, 4, ...
}

// MaxExtraAttributes is how many attributes a VertexLayout may add to a
// Vertex's three: locations 3 to 14 (the engine's transform is at 15).
const MaxExtraAttributes = 12

// Attribute is one field of a game's vertex that its vertex shader reads.
type Attribute struct {
	Offset int // bytes from the start of the vertex: unsafe.Offsetof
	Format VertexFormat
}

// VertexFormat is the type of an Attribute, as the shader declares it.
type VertexFormat uint8

const (
	VertexFloat  VertexFormat = iota // float
	VertexFloat2                     // vec2
	VertexFloat3                     // vec3
	VertexFloat4                     // vec4
	VertexUint                       // uint
	numVertexFormats
)

// size is the format's bytes.
func (f VertexFormat) size() int {
	if f == VertexUint {
		return 4
	}
	return 4 * (int(f) + 1)
}

// check reports what is wrong with the layout, or nil.
func (l *VertexLayout) check() error {
	if l.Size < vertexSize {
		return fmt.Errorf("VertexLayout.Size %d is smaller than the Vertex it starts with (%d bytes)", l.Size, vertexSize)
	}
	if l.Size%4 != 0 {
		return fmt.Errorf("VertexLayout.Size %d is not a multiple of 4", l.Size)
	}
	if len(l.Extra) > MaxExtraAttributes {
		return fmt.Errorf("VertexLayout.Extra has %d attributes, at most %d fit", len(l.Extra), MaxExtraAttributes)
	}
	for i, a := range l.Extra {
		if a.Format >= numVertexFormats {
			return fmt.Errorf("VertexLayout.Extra[%d]: unknown format %d", i, a.Format)
		}
		if a.Offset < vertexSize || a.Offset%4 != 0 || a.Offset+a.Format.size() > l.Size {
			return fmt.Errorf("VertexLayout.Extra[%d]: offset %d (%d bytes) is not a 4-byte-aligned field after the Vertex, inside the %d-byte vertex", i, a.Offset, a.Format.size(), l.Size)
		}
	}
	return nil
}

// SubmitDraw adds vertices in the engine's layout to the batch of key k,
// to be drawn as k.Mode says (any Mode but ModeSprites) with k's shader,
// texture, uniforms and blend, after being mapped by world (the owner's
// world transform; nil is identity). It is Custom Hobo's submitDraw.
//
// On the GPU backend the vertices are copied as they are and world is the
// submission's transform, applied by the vertex shader (one draw call per
// key, whatever the transforms); on SDL's renderer they are transformed
// now, on the CPU. Lines are one logical pixel wide, centred on the
// segment, on both backends (drawn as thin quads). Submission order is
// kept within a key. It copies verts, so the caller may reuse them, and
// allocates nothing once the key's buffers have grown to size.
//
// It panics on ModeSprites, on a vertex count the mode cannot split
// (quads take multiples of four, triangles of three, lines of two) and on
// a key whose shader declares a vertex layout of its own (SubmitDrawOf
// takes those). A strip or fan of fewer than three vertices, or a line
// strip of fewer than two, draws nothing.
func (q *Queue) SubmitDraw(k Key, verts []Vertex, world *mgl32.Mat3) {
	if len(verts) == 0 {
		return
	}
	data := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(verts))), len(verts)*vertexSize)
	q.submitDraw(k, data, len(verts), vertexSize, world)
}

// SubmitDrawOf is SubmitDraw for a game's own vertex type V, the layout
// that k.Shader was registered with (ShaderSource.Layout): its first
// Vertex is what SDL's renderer draws, and the GPU backend hands the whole
// vertex to the shader. It panics where V's size is not the layout's.
// (A method cannot have type parameters in Go, so this is a function.)
func SubmitDrawOf[V any](q *Queue, k Key, verts []V, world *mgl32.Mat3) {
	var zero V
	size := int(unsafe.Sizeof(zero))
	if want := q.layoutSize(k.Shader); size != want {
		panic(fmt.Sprintf("render: SubmitDrawOf with %d-byte vertices for shader %d, whose layout is %d bytes", size, k.Shader, want))
	}
	if len(verts) == 0 {
		return
	}
	data := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(verts))), len(verts)*size)
	q.submitDraw(k, data, len(verts), size, world)
}

// submitDraw adds n vertices of size bytes each, held in data.
func (q *Queue) submitDraw(k Key, data []byte, n, size int, world *mgl32.Mat3) {
	if size == vertexSize && q.layoutSize(k.Shader) != vertexSize {
		panic(fmt.Sprintf("render: SubmitDraw of Vertex values for shader %d, which has a vertex layout of its own: use SubmitDrawOf", k.Shader))
	}
	switch k.Mode {
	case ModeSprites:
		panic("render: SubmitDraw with ModeSprites: sprites go through Submit")
	case ModeQuads, ModeTriangles, ModeLines:
		if per := [...]int{ModeQuads: 4, ModeTriangles: 3, ModeLines: 2}[k.Mode]; n%per != 0 {
			panic(fmt.Sprintf("render: SubmitDraw of %d vertices as %v, want a multiple of %d", n, k.Mode, per))
		}
	case ModeTriangleStrip, ModeTriangleFan:
		if n < 3 {
			return
		}
	case ModeLineStrip:
		if n < 2 {
			return
		}
	default:
		panic(fmt.Sprintf("render: SubmitDraw with an unknown %v", k.Mode))
	}
	var b *bucket
	if q.last >= 0 && !q.done && k == q.lastKey {
		b = q.buckets[q.last]
	} else {
		b = q.bucket(k)
	}
	q.vertices += n
	if q.instances {
		q.meshRecords(b, data, n, size, world)
	} else {
		q.meshVertices(b, data, n, size, world)
	}
}

// vertexAt is the Vertex at the start of the i-th size-byte vertex of data.
func vertexAt(data []byte, i, size int) *Vertex {
	return (*Vertex)(unsafe.Pointer(&data[i*size]))
}

// meshRecords keeps the vertices for the GPU backend: their bytes as they
// are (a line strip's as separate segments), the index of the
// submission's transform for each, and the indices quads, strips and fans
// are drawn with, all relative to the bucket's first vertex.
func (q *Queue) meshRecords(b *bucket, data []byte, n, size int, world *mgl32.Mat3) {
	base := len(b.xf)
	if b.key.Mode == ModeLineStrip {
		segs := n - 1
		b.mesh = slices.Grow(b.mesh, 2*segs*size)
		for i := range segs {
			b.mesh = append(b.mesh, data[i*size:(i+2)*size]...)
		}
		n = 2 * segs
	} else {
		b.mesh = append(b.mesh, data...)
	}
	xf := q.transform(world)
	b.xf = slices.Grow(b.xf, n)
	for range n {
		b.xf = append(b.xf, xf)
	}
	switch b.key.Mode {
	case ModeQuads:
		b.idx = appendQuadIndices(b.idx, base, n/4)
	case ModeTriangleStrip:
		b.idx = appendStripIndices(b.idx, base, n)
	case ModeTriangleFan:
		b.idx = appendFanIndices(b.idx, base, n)
	}
}

// meshVertices transforms the vertices for SDL's renderer: triangles as
// they come (a strip or fan with its indices), each segment of a line as a
// quad one pixel wide.
func (q *Queue) meshVertices(b *bucket, data []byte, n, size int, world *mgl32.Mat3) {
	a, bb, tx, c, d, ty := float32(1), float32(0), float32(0), float32(0), float32(1), float32(0)
	if w := world; w != nil {
		a, bb, tx, c, d, ty = w[0], w[3], w[6], w[1], w[4], w[7]
	}
	mode := b.key.Mode
	if mode.lines() {
		step := 2
		if mode == ModeLineStrip {
			step = 1
		}
		for i := 0; i+1 < n; i += step {
			u, v := vertexAt(data, i, size), vertexAt(data, i+1, size)
			ux, uy := a*u.Pos[0]+bb*u.Pos[1]+tx, c*u.Pos[0]+d*u.Pos[1]+ty
			vx, vy := a*v.Pos[0]+bb*v.Pos[1]+tx, c*v.Pos[0]+d*v.Pos[1]+ty
			lineQuad(b.grow(), ux, uy, vx, vy, u, v)
		}
		return
	}
	base := len(b.verts)
	b.verts = slices.Grow(b.verts, n)[:base+n]
	out := b.verts[base:]
	for i := range out {
		v := vertexAt(data, i, size)
		x, y := v.Pos[0], v.Pos[1]
		put(&out[i], a*x+bb*y+tx, c*x+d*y+ty, v.UV[0], v.UV[1], v.Color)
	}
	switch mode {
	case ModeTriangleStrip:
		b.idx = appendStripIndices(b.idx, base, n)
	case ModeTriangleFan:
		b.idx = appendFanIndices(b.idx, base, n)
	}
}

// lineQuad writes the quad that draws the segment from (ux, uy) to
// (vx, vy), both already transformed, carrying the UVs and colours of
// their vertices u and v: one pixel wide, centred on the segment, and
// half a pixel longer at each end (square caps), so a segment between two
// pixel centres fills both end pixels, a polyline's segments meet without
// a gap, and a segment of no length fills the pixel it is in. A horizontal
// or vertical segment is the rectangle in a sprite's corner order
// (top-left first, clockwise), which SDL's software renderer snaps as it
// does a sprite's; line.vert makes the same quads on the GPU.
func lineQuad(p *[4]sdlgfx.Vertex, ux, uy, vx, vy float32, u, v *Vertex) {
	switch {
	case uy == vy: // horizontal, or a point
		l, r := u, v
		x0, x1 := ux, vx
		if vx < ux {
			l, r, x0, x1 = v, u, vx, ux
		}
		x0, x1 = x0-0.5, x1+0.5
		put(&p[0], x0, uy-0.5, l.UV[0], l.UV[1], l.Color)
		put(&p[1], x1, uy-0.5, r.UV[0], r.UV[1], r.Color)
		put(&p[2], x1, uy+0.5, r.UV[0], r.UV[1], r.Color)
		put(&p[3], x0, uy+0.5, l.UV[0], l.UV[1], l.Color)
	case ux == vx: // vertical
		t, bt := u, v
		y0, y1 := uy, vy
		if vy < uy {
			t, bt, y0, y1 = v, u, vy, uy
		}
		y0, y1 = y0-0.5, y1+0.5
		put(&p[0], ux-0.5, y0, t.UV[0], t.UV[1], t.Color)
		put(&p[1], ux+0.5, y0, t.UV[0], t.UV[1], t.Color)
		put(&p[2], ux+0.5, y1, bt.UV[0], bt.UV[1], bt.Color)
		put(&p[3], ux-0.5, y1, bt.UV[0], bt.UV[1], bt.Color)
	default:
		dx, dy := vx-ux, vy-uy
		l := float32(math.Sqrt(float64(dx*dx + dy*dy)))
		ex, ey := dx/l*0.5, dy/l*0.5 // half a pixel along the segment
		nx, ny := -ey, ex            // and across it
		put(&p[0], ux-ex+nx, uy-ey+ny, u.UV[0], u.UV[1], u.Color)
		put(&p[1], vx+ex+nx, vy+ey+ny, v.UV[0], v.UV[1], v.Color)
		put(&p[2], vx+ex-nx, vy+ey-ny, v.UV[0], v.UV[1], v.Color)
		put(&p[3], ux-ex-nx, uy-ey-ny, u.UV[0], u.UV[1], u.Color)
	}
}

// appendQuadIndices appends the two triangles (0 1 2, 2 3 0) of each of
// quads quads whose vertices start at base.
func appendQuadIndices(idx []int32, base, quads int) []int32 {
	idx = slices.Grow(idx, 6*quads)
	for i := range quads {
		v := int32(base + 4*i)
		idx = append(idx, v, v+1, v+2, v+2, v+3, v)
	}
	return idx
}

// appendStripIndices appends the triangles of a strip of n vertices from
// base: vertices i, i+1, i+2 for each i, every second one turned so all
// wind the same way.
func appendStripIndices(idx []int32, base, n int) []int32 {
	idx = slices.Grow(idx, 3*(n-2))
	for i := range n - 2 {
		v := int32(base + i)
		if i%2 == 0 {
			idx = append(idx, v, v+1, v+2)
		} else {
			idx = append(idx, v+1, v, v+2)
		}
	}
	return idx
}

// appendFanIndices appends the triangles of a fan of n vertices from base:
// the first vertex, i and i+1 for each i from 1.
func appendFanIndices(idx []int32, base, n int) []int32 {
	idx = slices.Grow(idx, 3*(n-2))
	first := int32(base)
	for i := 1; i < n-1; i++ {
		idx = append(idx, first, first+int32(i), first+int32(i)+1)
	}
	return idx
}

// xform is one submission's world transform as the vertex shaders read
// it: two rows of a 2x3 affine, x' = a x + b y + tx, y' = c x + d y + ty,
// each padded to a vec4.
type xform [8]float32

// xformSize is an xform's bytes, as bengine_vertex.glsl reads them.
const xformSize = 32

// transform returns the index of world among the frame's transforms,
// adding it if it is not the last one added; 0 is the identity (nil).
func (q *Queue) transform(w *mgl32.Mat3) uint32 {
	if len(q.xforms) == 0 {
		q.xforms = append(q.xforms, xform{1, 0, 0, 0, 0, 1, 0, 0})
	}
	if w == nil {
		return 0
	}
	if q.lastXf != 0 && w == q.lastWorld && *w == q.lastWorldVal {
		return q.lastXf // the same object submitting again
	}
	q.xforms = append(q.xforms, xform{w[0], w[3], w[6], 0, w[1], w[4], w[7], 0})
	q.lastWorld, q.lastWorldVal, q.lastXf = w, *w, uint32(len(q.xforms)-1)
	return q.lastXf
}
