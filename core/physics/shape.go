package physics

import (
	"fmt"
	"math"

	"github.com/ByteArena/box2d"
	"github.com/go-gl/mathgl/mgl32"
)

// ShapeKind is the geometry of a Shape.
type ShapeKind uint8

const (
	ShapeBox     ShapeKind = iota // a rectangle: Size, turned by Angle about Offset
	ShapeCircle                   // a disc: Radius about Offset
	ShapePolygon                  // a convex polygon: Points (3 to MaxPolygonPoints)
	ShapeEdge                     // a segment: Points[0] to Points[1]; for static ground and walls
	ShapeChain                    // connected segments: Points, closed with Loop; for static ground
)

var shapeNames = [...]string{"box", "circle", "polygon", "edge", "chain"}

func (k ShapeKind) String() string {
	if int(k) < len(shapeNames) {
		return shapeNames[k]
	}
	return fmt.Sprintf("ShapeKind(%d)", uint8(k))
}

// MaxPolygonPoints is the most points a polygon has (Box2D's
// b2_maxPolygonVertices).
const MaxPolygonPoints = box2d.B2_maxPolygonVertices

// Shape is one piece of a Body's geometry, in pixels in the body's own
// space (its object's position is the origin, its rotation turns it), with
// the material Box2D gives each fixture. Build one with Box, Circle,
// Polygon, Edge or Chain, which set density 1 and friction 0.6 (a wooden
// crate on a floor), then change what differs:
//
//	crate := physics.Box(16, 16)
//	crate.Restitution = 0.2
//	body := physics.NewBody(w, physics.Dynamic, crate)
//
// An edge or chain has no area and so no mass: it belongs to static (or
// kinematic) bodies.
type Shape struct {
	Kind   ShapeKind
	Size   mgl32.Vec2   // box: width and height
	Radius float32      // circle
	Offset mgl32.Vec2   // box and circle: the centre in the body's space
	Angle  float32      // box: its rotation in the body's space, radians
	Points []mgl32.Vec2 // polygon, edge, chain: in the body's space
	Loop   bool         // chain: joins the last point to the first

	// Density is in kilograms per square metre (a 1 m box of density 1
	// weighs 1 kg); Box2D computes the body's mass and inertia from it.
	Density float32
	// Friction is the Coulomb friction coefficient, usually 0 to 1; two
	// shapes in contact use the square root of the product of theirs.
	Friction float32
	// Restitution is the bounciness, 0 (no bounce) to 1 (elastic); two
	// shapes in contact use the larger.
	Restitution float32
	// Sensor makes the shape detect overlaps without colliding: they are
	// reported as SensorEntered and SensorExited events.
	Sensor bool
	// Category and Mask filter collisions: two shapes collide when each
	// one's Category has a bit in the other's Mask. Zero values mean
	// Box2D's defaults, category 1 and every bit of the mask.
	Category, Mask uint16
	// Group overrides Category and Mask between shapes of the same
	// group: a positive group always collides, a negative one never
	// (the planks of a rope bridge, say). 0 is no group.
	Group int16
}

func material(k ShapeKind) Shape { return Shape{Kind: k, Density: 1, Friction: 0.6} }

// Box is a w x h rectangle centred on the body's origin.
func Box(w, h float32) Shape {
	s := material(ShapeBox)
	s.Size = mgl32.Vec2{w, h}
	return s
}

// Circle is a disc of radius r centred on the body's origin.
func Circle(r float32) Shape {
	s := material(ShapeCircle)
	s.Radius = r
	return s
}

// Polygon is the convex polygon through points (3 to MaxPolygonPoints, in
// either winding). The slice is copied.
func Polygon(points ...mgl32.Vec2) Shape {
	s := material(ShapePolygon)
	s.Points = append([]mgl32.Vec2(nil), points...)
	return s
}

// Edge is the segment from a to b.
func Edge(a, b mgl32.Vec2) Shape {
	s := material(ShapeEdge)
	s.Points = []mgl32.Vec2{a, b}
	return s
}

// Chain is the line through points (at least 2; 3 for a loop), closed back
// to the first point when loop is set. Bodies slide along a chain without
// catching on its inner corners, which is what ground made of separate
// edges or boxes does. The slice is copied.
func Chain(loop bool, points ...mgl32.Vec2) Shape {
	s := material(ShapeChain)
	s.Points = append([]mgl32.Vec2(nil), points...)
	s.Loop = loop
	return s
}

// check reports what makes s unusable at the world's scale: sizes too small
// for Box2D's tolerances (twice its linear slop, 1 cm), points too close
// together, a polygon that is not convex, values that are not finite.
func (s *Shape) check(ppm float64) error {
	minLen := float32(2 * box2d.B2_linearSlop * ppm) // pixels
	for _, v := range []float32{s.Size[0], s.Size[1], s.Radius, s.Offset[0], s.Offset[1], s.Angle, s.Density, s.Friction, s.Restitution} {
		if !finite(v) {
			return fmt.Errorf("%v: a value is not a finite number", s.Kind)
		}
	}
	for _, p := range s.Points {
		if !finite(p[0]) || !finite(p[1]) {
			return fmt.Errorf("%v: point %v is not finite", s.Kind, p)
		}
	}
	if s.Density < 0 || s.Friction < 0 || s.Restitution < 0 {
		return fmt.Errorf("%v: density, friction and restitution must not be negative", s.Kind)
	}
	switch s.Kind {
	case ShapeBox:
		if s.Size[0] < minLen || s.Size[1] < minLen {
			return fmt.Errorf("box %gx%g px: want sides of at least %.3g px at %g pixels a metre", s.Size[0], s.Size[1], minLen, ppm)
		}
	case ShapeCircle:
		if s.Radius < minLen {
			return fmt.Errorf("circle of radius %g px: want at least %.3g px at %g pixels a metre", s.Radius, minLen, ppm)
		}
	case ShapePolygon:
		n := len(s.Points)
		if n < 3 || n > MaxPolygonPoints {
			return fmt.Errorf("polygon of %d points: want 3 to %d", n, MaxPolygonPoints)
		}
		if err := checkApart(s.Points, true, minLen); err != nil {
			return fmt.Errorf("polygon: %w", err)
		}
		if !convex(s.Points, minLen) {
			return fmt.Errorf("polygon %v: want a convex polygon with no three points in line", s.Points)
		}
	case ShapeEdge:
		if len(s.Points) != 2 {
			return fmt.Errorf("edge of %d points: want 2", len(s.Points))
		}
		if err := checkApart(s.Points, false, minLen); err != nil {
			return fmt.Errorf("edge: %w", err)
		}
	case ShapeChain:
		min := 2
		if s.Loop {
			min = 3
		}
		if len(s.Points) < min {
			return fmt.Errorf("chain of %d points: want at least %d", len(s.Points), min)
		}
		if err := checkApart(s.Points, s.Loop, minLen); err != nil {
			return fmt.Errorf("chain: %w", err)
		}
	default:
		return fmt.Errorf("unknown shape kind %d", s.Kind)
	}
	return nil
}

// checkApart reports two consecutive points closer than minLen (and the
// last and the first, when closed).
func checkApart(ps []mgl32.Vec2, closed bool, minLen float32) error {
	n := len(ps)
	last := n - 1
	if closed {
		last = n
	}
	for i := 0; i < last; i++ {
		a, b := ps[i], ps[(i+1)%n]
		if a.Sub(b).Len() < minLen {
			return fmt.Errorf("points %d %v and %d %v are closer than %.3g px", i, a, (i+1)%n, b, minLen)
		}
	}
	return nil
}

// convex reports whether ps, in order, turn the same way at every corner,
// each corner by more than a sliver.
func convex(ps []mgl32.Vec2, minLen float32) bool {
	n := len(ps)
	sign := 0
	for i := range n {
		a, b, c := ps[i], ps[(i+1)%n], ps[(i+2)%n]
		e1, e2 := b.Sub(a), c.Sub(b)
		cross := e1[0]*e2[1] - e1[1]*e2[0]
		// The corner's height over the longer edge must pass the tolerance.
		if math.Abs(float64(cross)) < float64(minLen)*float64(max(e1.Len(), e2.Len())) {
			return false
		}
		s := 1
		if cross < 0 {
			s = -1
		}
		if sign == 0 {
			sign = s
		} else if s != sign {
			return false
		}
	}
	return true
}

func finite(v float32) bool { return !math.IsNaN(float64(v)) && !math.IsInf(float64(v), 0) }

// b2Shape builds Box2D's shape for s, in metres.
func (s *Shape) b2Shape(w *World) box2d.B2ShapeInterface {
	switch s.Kind {
	case ShapeBox:
		p := box2d.NewB2PolygonShape()
		p.SetAsBoxFromCenterAndAngle(float64(s.Size[0])/2*w.mpp, float64(s.Size[1])/2*w.mpp, w.toB2(s.Offset), float64(s.Angle))
		return p
	case ShapeCircle:
		c := box2d.NewB2CircleShape()
		c.M_radius = float64(s.Radius) * w.mpp
		c.M_p = w.toB2(s.Offset)
		return c
	case ShapePolygon:
		p := box2d.NewB2PolygonShape()
		vs := w.toB2s(s.Points)
		p.Set(vs, len(vs))
		return p
	case ShapeEdge:
		e := box2d.NewB2EdgeShape()
		e.Set(w.toB2(s.Points[0]), w.toB2(s.Points[1]))
		return e
	default: // ShapeChain
		c := box2d.MakeB2ChainShape()
		vs := w.toB2s(s.Points)
		if s.Loop {
			c.CreateLoop(vs, len(vs))
		} else {
			c.CreateChain(vs, len(vs))
		}
		return &c
	}
}

func (w *World) toB2s(ps []mgl32.Vec2) []box2d.B2Vec2 {
	vs := make([]box2d.B2Vec2, len(ps))
	for i, p := range ps {
		vs[i] = w.toB2(p)
	}
	return vs
}

// fixtureDef is Box2D's fixture definition for s.
func (s *Shape) fixtureDef(w *World) box2d.B2FixtureDef {
	def := box2d.MakeB2FixtureDef()
	def.Shape = s.b2Shape(w)
	def.Density = float64(s.Density)
	def.Friction = float64(s.Friction)
	def.Restitution = float64(s.Restitution)
	def.IsSensor = s.Sensor
	def.Filter = box2d.MakeB2Filter() // MakeB2FixtureDef leaves it zero: collides with nothing
	if s.Category != 0 {
		def.Filter.CategoryBits = s.Category
	}
	if s.Mask != 0 {
		def.Filter.MaskBits = s.Mask
	}
	def.Filter.GroupIndex = s.Group
	return def
}
