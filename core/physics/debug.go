package physics

import (
	"math"

	"github.com/ByteArena/box2d"
	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/render"
)

// Segment is one line of the debug drawing, in world pixels.
type Segment struct {
	A, B  mgl32.Vec2
	Color render.Color
}

// DebugDraw says what DebugLines draws.
type DebugDraw uint8

const (
	DrawShapes   DebugDraw = 1 << iota // every fixture's outline; circles with a radius showing the angle
	DrawJoints                         // each joint: body to anchor, anchor to anchor, anchor to body
	DrawContacts                       // each touching contact: a cross at the point, a tick along the normal
	DrawAABBs                          // each fixture's bounding box

	DrawAll = DrawShapes | DrawJoints | DrawContacts | DrawAABBs
)

// The debug drawing's colours, Box2D's testbed's: a glance tells what Box2D
// does with each body.
var (
	ColorStatic    = render.Color{R: 0.5, G: 0.9, B: 0.5, A: 1}
	ColorKinematic = render.Color{R: 0.5, G: 0.5, B: 0.9, A: 1}
	ColorDynamic   = render.Color{R: 0.9, G: 0.7, B: 0.7, A: 1} // awake
	ColorAsleep    = render.Color{R: 0.6, G: 0.6, B: 0.6, A: 1}
	ColorInactive  = render.Color{R: 0.5, G: 0.5, B: 0.3, A: 1}
	ColorSensor    = render.Color{R: 0.9, G: 0.9, B: 0.3, A: 1}
	ColorJoint     = render.Color{R: 0.5, G: 0.8, B: 0.8, A: 1}
	ColorContact   = render.Color{R: 1, G: 0.3, B: 0.3, A: 1}
	ColorAABB      = render.Color{R: 0.9, G: 0.3, B: 0.9, A: 1}
)

// circleSides is how many segments outline a circle.
const circleSides = 16

// unitCircle holds the circle's corners, computed once.
var unitCircle = func() (c [circleSides]box2d.B2Vec2) {
	for i := range c {
		s, k := math.Sincos(2 * math.Pi * float64(i) / circleSides)
		c[i] = box2d.B2Vec2{X: k, Y: s}
	}
	return c
}()

// contactMark is the half-size of a contact's cross, and normalTick the
// length of its normal, in pixels.
const (
	contactMark = 2
	normalTick  = 6
)

// DebugLines appends the world's debug drawing to dst as line segments in
// world pixels, with colours, and returns the extended slice: what is
// asked for of the shapes, the joints and the contacts, as Box2D sees them
// after the last step. Pass dst[:0] of a slice kept from frame to frame:
// once it has grown to the world's size, a frame allocates nothing.
func (w *World) DebugLines(dst []Segment, what DebugDraw) []Segment {
	if w.closed {
		return dst
	}
	if what&(DrawShapes|DrawAABBs) != 0 {
		for b := w.b2.M_bodyList; b != nil; b = b.M_next {
			c := bodyColor(b)
			for f := b.M_fixtureList; f != nil; f = f.M_next {
				if what&DrawShapes != 0 {
					fc := c
					if f.M_isSensor {
						fc = ColorSensor
					}
					dst = w.shapeLines(dst, f.M_shape, &b.M_xf, fc)
				}
				if what&DrawAABBs != 0 {
					for i := 0; i < f.M_proxyCount; i++ {
						dst = w.box(dst, f.M_proxies[i].Aabb, ColorAABB)
					}
				}
			}
		}
	}
	if what&DrawJoints != 0 {
		for j := w.b2.M_jointList; j != nil; j = j.GetNext() {
			pa, pb := anchors(j)
			xa, xb := j.GetBodyA().M_xf.P, j.GetBodyB().M_xf.P
			dst = w.line(dst, xa, pa, ColorJoint)
			dst = w.line(dst, pa, pb, ColorJoint)
			dst = w.line(dst, xb, pb, ColorJoint)
		}
	}
	if what&DrawContacts != 0 {
		wm := &w.wm
		for c := w.b2.M_contactManager.M_contactList; c != nil; c = c.GetNext() {
			if !c.IsTouching() {
				continue
			}
			n := c.GetManifold().PointCount
			if n == 0 {
				continue
			}
			c.GetWorldManifold(wm)
			for i := 0; i < n; i++ {
				p := w.toPixels(wm.Points[i])
				nrm := vec32(wm.Normal)
				dst = append(dst,
					Segment{p.Add(mgl32.Vec2{-contactMark, -contactMark}), p.Add(mgl32.Vec2{contactMark, contactMark}), ColorContact},
					Segment{p.Add(mgl32.Vec2{-contactMark, contactMark}), p.Add(mgl32.Vec2{contactMark, -contactMark}), ColorContact},
					Segment{p, p.Add(nrm.Mul(normalTick)), ColorContact},
				)
			}
		}
	}
	return dst
}

// bodyColor is the testbed's colour for a body's state.
func bodyColor(b *box2d.B2Body) render.Color {
	switch {
	case b.M_flags&box2d.B2Body_Flags.E_activeFlag == 0:
		return ColorInactive
	case b.M_type == box2d.B2BodyType.B2_staticBody:
		return ColorStatic
	case b.M_type == box2d.B2BodyType.B2_kinematicBody:
		return ColorKinematic
	case b.M_flags&box2d.B2Body_Flags.E_awakeFlag == 0:
		return ColorAsleep
	}
	return ColorDynamic
}

// shapeLines appends the outline of shape s placed by xf.
func (w *World) shapeLines(dst []Segment, s box2d.B2ShapeInterface, xf *box2d.B2Transform, c render.Color) []Segment {
	switch sh := s.(type) {
	case *box2d.B2PolygonShape:
		n := sh.M_count
		for i := 0; i < n; i++ {
			a := box2d.B2TransformVec2Mul(*xf, sh.M_vertices[i])
			b := box2d.B2TransformVec2Mul(*xf, sh.M_vertices[(i+1)%n])
			dst = w.line(dst, a, b, c)
		}
	case *box2d.B2CircleShape:
		centre := box2d.B2TransformVec2Mul(*xf, sh.M_p)
		r := sh.M_radius
		prev := box2d.B2Vec2{X: centre.X + r*unitCircle[0].X, Y: centre.Y + r*unitCircle[0].Y}
		for i := 1; i <= circleSides; i++ {
			u := unitCircle[i%circleSides]
			p := box2d.B2Vec2{X: centre.X + r*u.X, Y: centre.Y + r*u.Y}
			dst = w.line(dst, prev, p, c)
			prev = p
		}
		// The radius along the body's x axis shows how it has turned.
		axis := box2d.B2RotVec2Mul(xf.Q, box2d.B2Vec2{X: r, Y: 0})
		dst = w.line(dst, centre, box2d.B2Vec2{X: centre.X + axis.X, Y: centre.Y + axis.Y}, c)
	case *box2d.B2EdgeShape:
		dst = w.line(dst, box2d.B2TransformVec2Mul(*xf, sh.M_vertex1), box2d.B2TransformVec2Mul(*xf, sh.M_vertex2), c)
	case *box2d.B2ChainShape:
		for i := 1; i < sh.M_count; i++ {
			dst = w.line(dst, box2d.B2TransformVec2Mul(*xf, sh.M_vertices[i-1]), box2d.B2TransformVec2Mul(*xf, sh.M_vertices[i]), c)
		}
	}
	return dst
}

// box appends the four sides of an axis-aligned box in metres.
func (w *World) box(dst []Segment, b box2d.B2AABB, c render.Color) []Segment {
	lo, hi := b.LowerBound, b.UpperBound
	tr, bl := box2d.B2Vec2{X: hi.X, Y: lo.Y}, box2d.B2Vec2{X: lo.X, Y: hi.Y}
	dst = w.line(dst, lo, tr, c)
	dst = w.line(dst, tr, hi, c)
	dst = w.line(dst, hi, bl, c)
	return w.line(dst, bl, lo, c)
}

func (w *World) line(dst []Segment, a, b box2d.B2Vec2, c render.Color) []Segment {
	return append(dst, Segment{A: w.toPixels(a), B: w.toPixels(b), Color: c})
}
