package scene

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// Transform places a GameObject relative to its parent: a local position,
// rotation (radians, clockwise on screen because y points down), scale and
// pivot, and the world matrix derived from them and the parent's.
//
// The zero value is the identity: position (0, 0), rotation 0, scale (1, 1),
// pivot (0, 0). A Transform that belongs to no GameObject has no parent, so
// its world matrix is its local matrix.
//
// The local matrix is
//
//	Translate(position) · Rotate(rotation) · Scale(scale) · Translate(-pivot)
//
// so the pivot point (in the object's own units) lands on position, and
// rotation and scale turn and stretch the object about its pivot. The world
// matrix is the parent's world matrix times the local matrix.
//
// The world matrix is lazy (the Dirty Flag pattern): a setter only records
// the new value and marks the world matrices of the object and its subtree
// stale; nothing is multiplied until someone reads World (usually a render
// hook). The local matrix is not kept: it is a few multiplications from the
// values (the rotation's sine and cosine are kept, so that moving without
// turning costs no trigonometry), cheaper to compute again than to store
// and read back. A Transform must not be copied once its object exists.
type Transform struct {
	// The first 64 bytes, one cache line, hold what a move writes and a
	// matrix is computed from; the second holds the world matrix. A
	// GameObject starts with its Transform, so a pass that moves objects
	// and one that draws them touch one and two lines of each.
	obj    *GameObject // nil for a free-standing Transform
	parent *Transform  // the parent object's, nil for a root

	pos, pivot mgl32.Vec2
	scale      mgl32.Vec2 // meaningful only with tScaled; else (1, 1)
	rot        float32
	sin, cos   float32 // of rot, when tTrig is set

	// tWorld and tAlpha are clean flags, so that the zero value is "needs
	// computing". Invariant: a clean world implies a clean world in the
	// parent, so a stale world implies a stale world in every descendant.
	flags uint8

	trigRecomputes  uint16 // counted for tests (export_test.go)
	worldRecomputes uint32
	_               [4]byte // the world matrix starts on the second line

	world mgl32.Mat3
	alpha float32  // the object's world opacity, when tAlpha is set (object.go)
	_     [24]byte // the rest of the line, so that what follows starts on a line
}

// Transform flags.
const (
	tWorld  uint8 = 1 << iota // the world matrix is up to date
	tScaled                   // scale holds the scale (else it is (1, 1))
	tTrig                     // sin and cos are rot's
	tKids                     // the object has children
	tAlpha                    // alpha is up to date
)

// Position is the local position: where the pivot sits in the parent's space.
func (t *Transform) Position() mgl32.Vec2 { return t.pos }

// Rotation is the local rotation in radians.
func (t *Transform) Rotation() float32 { return t.rot }

// Pivot is the point, in the object's own units, that Position places and
// that rotation and scale turn about.
func (t *Transform) Pivot() mgl32.Vec2 { return t.pivot }

// Scale is the local scale; (1, 1) unless set.
func (t *Transform) Scale() mgl32.Vec2 {
	if t.flags&tScaled == 0 {
		return mgl32.Vec2{1, 1}
	}
	return t.scale
}

// SetPosition sets the local position.
func (t *Transform) SetPosition(p mgl32.Vec2) {
	// One float at a time: a vector built just before the call sits on
	// the stack as two 4-byte stores, and an 8-byte copy would stall
	// until they land (see resolveWorld).
	t.pos[0], t.pos[1] = p[0], p[1]
	t.changed()
}

// Translate moves the local position by d.
func (t *Transform) Translate(d mgl32.Vec2) {
	t.pos[0], t.pos[1] = t.pos[0]+d[0], t.pos[1]+d[1]
	t.changed()
}

// SetRotation sets the local rotation in radians.
func (t *Transform) SetRotation(r float32) {
	t.rot = r
	t.flags &^= tTrig
	t.changed()
}

// Rotate adds r radians to the local rotation.
func (t *Transform) Rotate(r float32) {
	t.rot += r
	t.flags &^= tTrig
	t.changed()
}

// SetScale sets the local scale.
func (t *Transform) SetScale(s mgl32.Vec2) {
	t.scale[0], t.scale[1] = s[0], s[1]
	t.flags |= tScaled
	t.changed()
}

// SetPivot sets the pivot.
func (t *Transform) SetPivot(p mgl32.Vec2) {
	t.pivot[0], t.pivot[1] = p[0], p[1]
	t.changed()
}

// changed marks the world matrices of this transform and its subtree
// stale.
func (t *Transform) changed() { t.stale(tWorld) }

// stale clears the clean flags in bits (tWorld, tAlpha) here and in the
// subtree. It stops at a transform where they are all clear already: by
// the invariant, they are clear in its subtree too. Setting a value many
// times between reads therefore costs O(1) after the first set.
func (t *Transform) stale(bits uint8) {
	if t.flags&bits != 0 {
		t.flags &^= bits
		if t.flags&tKids != 0 {
			t.staleKids(bits)
		}
	}
}

// staleKids is stale for the children: a call of its own, so that stale,
// on a leaf, is inlined into the setters.
func (t *Transform) staleKids(bits uint8) {
	for _, c := range t.obj.children {
		c.Transform.stale(bits)
	}
}

// Local returns the local matrix.
func (t *Transform) Local() mgl32.Mat3 {
	a00, a10, a01, a11, tx, ty := t.local()
	return mgl32.Mat3{a00, a10, 0, a01, a11, 0, tx, ty, 1}
}

// local computes the local matrix's two columns and translation from the
// values, in registers.
func (t *Transform) local() (a00, a10, a01, a11, tx, ty float32) {
	sx, sy := float32(1), float32(1)
	if t.flags&tScaled != 0 {
		sx, sy = t.scale[0], t.scale[1]
	}
	if t.flags&tTrig == 0 { // moving without turning skips Sincos
		t.resolveTrig()
	}
	s, c := t.sin, t.cos
	// A = R·S, columns (c·sx, s·sx) and (-s·sy, c·sy); translation = pos - A·pivot.
	a00, a10 = c*sx, s*sx
	a01, a11 = -s*sy, c*sy
	tx = t.pos[0] - (a00*t.pivot[0] + a01*t.pivot[1])
	ty = t.pos[1] - (a10*t.pivot[0] + a11*t.pivot[1])
	return
}

// resolveTrig keeps the rotation's sine and cosine.
func (t *Transform) resolveTrig() {
	sin, cos := math.Sincos(float64(t.rot))
	t.sin, t.cos = float32(sin), float32(cos)
	t.flags |= tTrig
	t.trigRecomputes++
}

// World returns the world matrix (parent's world · local). It is computed
// lazily and cached: a clean read is a flag test, a stale read first
// resolves the stale ancestors (each at most once) and then this matrix.
//
// The pointer stays valid, and keeps pointing at this object's current
// world matrix, for the object's whole life, so a render.Sprite can hold it
// in its World field. The matrix behind it is only brought up to date by a
// call to World, so call it in the render hook before submitting. Do not
// write through the pointer.
func (t *Transform) World() *mgl32.Mat3 {
	if t.flags&tWorld == 0 {
		t.resolveWorld()
	}
	return &t.world
}

// resolveWorld computes the world matrix: the parent's world times the
// local matrix (12 multiplications), or the local matrix itself for a
// root. It is written one float at a time: a composite literal would be
// built on the stack and copied in 16-byte moves that wait for its 4-byte
// stores (a store-forwarding stall on every recompute).
func (t *Transform) resolveWorld() {
	a00, a10, a01, a11, tx, ty := t.local()
	w := &t.world
	if p := t.parent; p != nil {
		a := p.World()
		w[0], w[1], w[2] = a[0]*a00+a[3]*a10, a[1]*a00+a[4]*a10, 0
		w[3], w[4], w[5] = a[0]*a01+a[3]*a11, a[1]*a01+a[4]*a11, 0
		w[6], w[7], w[8] = a[0]*tx+a[3]*ty+a[6], a[1]*tx+a[4]*ty+a[7], 1
	} else {
		w[0], w[1], w[2] = a00, a10, 0
		w[3], w[4], w[5] = a01, a11, 0
		w[6], w[7], w[8] = tx, ty, 1
	}
	t.flags |= tWorld
	t.worldRecomputes++
}

// parentWorld returns the parent's world matrix, or the identity for a root.
func (t *Transform) parentWorld() mgl32.Mat3 {
	if p := t.parent; p != nil {
		return *p.World()
	}
	return mgl32.Ident3()
}

// WorldPosition is where the pivot sits in world space. For a root object it
// equals Position.
func (t *Transform) WorldPosition() mgl32.Vec2 {
	return transformPoint(t.World(), t.pivot)
}

// SetWorldPosition moves the object so that its pivot sits at w in world
// space, by setting the local position. If an ancestor has a zero scale the
// world position cannot be reached and the position is left unchanged.
func (t *Transform) SetWorldPosition(w mgl32.Vec2) {
	pw := t.parentWorld()
	inv, ok := invertAffine(&pw)
	if !ok {
		return
	}
	t.SetPosition(transformPoint(&inv, w))
}

// setLocalMatrix sets position, rotation and scale so that the local matrix
// equals m as closely as a rotation and a scale can express it. The pivot
// point always lands exactly where m puts it; a sheared m (a rotated child
// of a non-uniformly scaled parent) loses its shear.
func (t *Transform) setLocalMatrix(m *mgl32.Mat3) {
	sx := float32(math.Hypot(float64(m[0]), float64(m[1])))
	det := m[0]*m[4] - m[3]*m[1]
	var rot, sy float32
	if sx != 0 {
		rot = float32(math.Atan2(float64(m[1]), float64(m[0])))
		sy = det / sx
	} else {
		sy = float32(math.Hypot(float64(m[3]), float64(m[4])))
		rot = float32(math.Atan2(float64(-m[3]), float64(m[4])))
	}
	t.pos = transformPoint(m, t.pivot)
	t.rot = rot
	t.scale = mgl32.Vec2{sx, sy}
	t.flags = t.flags&^tTrig | tScaled
	t.changed()
}

// mulAffine returns a·b for 2D affine matrices (bottom row 0 0 1): 12
// multiplications instead of Mul3's 27.
func mulAffine(a, b *mgl32.Mat3) mgl32.Mat3 {
	return mgl32.Mat3{
		a[0]*b[0] + a[3]*b[1], a[1]*b[0] + a[4]*b[1], 0,
		a[0]*b[3] + a[3]*b[4], a[1]*b[3] + a[4]*b[4], 0,
		a[0]*b[6] + a[3]*b[7] + a[6], a[1]*b[6] + a[4]*b[7] + a[7], 1,
	}
}

// transformPoint applies the affine matrix m to the point p.
func transformPoint(m *mgl32.Mat3, p mgl32.Vec2) mgl32.Vec2 {
	return mgl32.Vec2{
		m[0]*p[0] + m[3]*p[1] + m[6],
		m[1]*p[0] + m[4]*p[1] + m[7],
	}
}

// invertAffine inverts a 2D affine matrix (bottom row 0 0 1). ok is false
// when the matrix is singular.
func invertAffine(m *mgl32.Mat3) (inv mgl32.Mat3, ok bool) {
	det := m[0]*m[4] - m[3]*m[1]
	if det == 0 {
		return mgl32.Mat3{}, false
	}
	id := 1 / det
	a00, a10 := m[4]*id, -m[1]*id
	a01, a11 := -m[3]*id, m[0]*id
	return mgl32.Mat3{
		a00, a10, 0,
		a01, a11, 0,
		-(a00*m[6] + a01*m[7]),
		-(a10*m[6] + a11*m[7]),
		1,
	}, true
}
