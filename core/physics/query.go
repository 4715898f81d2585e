package physics

import (
	"github.com/ByteArena/box2d"
	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/scene"
)

// Hit is where a ray met a shape.
type Hit struct {
	Object   *scene.GameObject
	Body     *Body
	Shape    int        // index into the body's Shapes
	Point    mgl32.Vec2 // in world pixels
	Normal   mgl32.Vec2 // the shape's surface normal there, a unit vector
	Fraction float32    // how far along the ray: 0 at from, 1 at to
}

// queryState is a World's scratch for queries, kept from call to call so
// that a query allocates nothing once the slices have grown.
//
// The queries walk Box2D's broad-phase tree themselves: the Go port's own
// QueryAABB and RayCast allocate on every call (a linked-list stack, a
// closure), and a game asks them every frame.
type queryState struct {
	w      *World
	stack  []int
	leaves []*box2d.B2FixtureProxy
	out    box2d.B2RayCastOutput
	hit    Hit
	stamp  uint64 // marks the bodies already returned by this query
}

func (q *queryState) init(w *World) { q.w = w }

// overlapping collects the tree's leaves (fixture proxies) whose fattened
// boxes overlap aabb, in the order Box2D's own query visits them.
func (q *queryState) overlapping(aabb box2d.B2AABB) []*box2d.B2FixtureProxy {
	tree := &q.w.b2.M_contactManager.M_broadPhase.M_tree
	q.leaves = q.leaves[:0]
	if tree.M_root == box2d.B2_nullNode {
		return q.leaves
	}
	q.stack = append(q.stack[:0], tree.M_root)
	for len(q.stack) > 0 {
		id := q.stack[len(q.stack)-1]
		q.stack = q.stack[:len(q.stack)-1]
		if id == box2d.B2_nullNode {
			continue
		}
		n := &tree.M_nodes[id]
		if !box2d.B2TestOverlapBoundingBoxes(n.Aabb, aabb) {
			continue
		}
		if n.Child1 == box2d.B2_nullNode { // a leaf
			if p, ok := n.UserData.(*box2d.B2FixtureProxy); ok {
				q.leaves = append(q.leaves, p)
			}
			continue
		}
		q.stack = append(q.stack, n.Child1, n.Child2)
	}
	return q.leaves
}

// RayCast returns the first solid shape on the segment from from to to
// (world pixels), and whether there is one. Sensors are not hit.
func (w *World) RayCast(from, to mgl32.Vec2) (Hit, bool) {
	var best Hit
	found := false
	w.rayCast(from, to, func(h *Hit) {
		if !found || h.Fraction < best.Fraction {
			best, found = *h, true
		}
	})
	return best, found
}

// RayCastAll appends to hits every solid shape the segment from from to
// to crosses, nearest first, and returns the extended slice. Pass
// hits[:0] of a slice kept from frame to frame and it allocates nothing.
func (w *World) RayCastAll(from, to mgl32.Vec2, hits []Hit) []Hit {
	start := len(hits)
	w.rayCast(from, to, func(h *Hit) { hits = append(hits, *h) })
	// Sort by distance, keeping the tree's order among equals
	// (insertion sort: a ray crosses few shapes).
	for i := start + 1; i < len(hits); i++ {
		for k := i; k > start && hits[k].Fraction < hits[k-1].Fraction; k-- {
			hits[k], hits[k-1] = hits[k-1], hits[k]
		}
	}
	return hits
}

// rayCast calls hit for each solid shape the segment crosses, in the
// tree's order.
func (w *World) rayCast(from, to mgl32.Vec2, hit func(*Hit)) {
	if w.closed || from == to {
		return
	}
	q := &w.query
	in := box2d.B2RayCastInput{P1: w.toB2(from), P2: w.toB2(to), MaxFraction: 1}
	box := box2d.B2AABB{
		LowerBound: box2d.B2Vec2{X: min(in.P1.X, in.P2.X), Y: min(in.P1.Y, in.P2.Y)},
		UpperBound: box2d.B2Vec2{X: max(in.P1.X, in.P2.X), Y: max(in.P1.Y, in.P2.Y)},
	}
	for _, p := range q.overlapping(box) {
		f := p.Fixture
		r, ok := f.M_userData.(*fixtureRef)
		if !ok || f.M_isSensor {
			continue
		}
		if !f.M_shape.RayCast(&q.out, in, f.M_body.M_xf, p.ChildIndex) {
			continue
		}
		fr := q.out.Fraction
		pt := box2d.B2Vec2{X: in.P1.X + fr*(in.P2.X-in.P1.X), Y: in.P1.Y + fr*(in.P2.Y-in.P1.Y)}
		q.hit = Hit{
			Object: r.body.Owner(), Body: r.body, Shape: r.shape,
			Point: w.toPixels(pt), Normal: vec32(q.out.Normal), Fraction: float32(fr),
		}
		hit(&q.hit) // a local would escape through hit
	}
	q.hit = Hit{}
}

// QueryAABB appends to objs each object with a body that has a shape
// whose bounding box overlaps the box from min to max (world pixels),
// once, and returns the extended slice. Sensors count. Pass objs[:0] of a
// slice kept from frame to frame and it allocates nothing.
func (w *World) QueryAABB(min, max mgl32.Vec2, objs []*scene.GameObject) []*scene.GameObject {
	if w.closed {
		return objs
	}
	q := &w.query
	q.stamp++
	box := box2d.B2AABB{LowerBound: w.toB2(min), UpperBound: w.toB2(max)}
	for _, p := range q.overlapping(box) {
		r, ok := p.Fixture.M_userData.(*fixtureRef)
		// The tree holds fattened boxes: test the shape's own.
		if !ok || r.body.mark == q.stamp || !box2d.B2TestOverlapBoundingBoxes(p.Aabb, box) {
			continue
		}
		r.body.mark = q.stamp
		objs = append(objs, r.body.Owner())
	}
	return objs
}

// QueryPoint appends to objs each object with a body that has a shape
// containing the world point p (pixels), once, and returns the extended
// slice: what is under the mouse. Sensors count; edges and chains, which
// have no inside, never contain a point.
func (w *World) QueryPoint(p mgl32.Vec2, objs []*scene.GameObject) []*scene.GameObject {
	if w.closed {
		return objs
	}
	q := &w.query
	q.stamp++
	pt := w.toB2(p)
	box := box2d.B2AABB{LowerBound: pt, UpperBound: pt}
	for _, px := range q.overlapping(box) {
		f := px.Fixture
		r, ok := f.M_userData.(*fixtureRef)
		if !ok || r.body.mark == q.stamp || !f.M_shape.TestPoint(f.M_body.M_xf, pt) {
			continue
		}
		r.body.mark = q.stamp
		objs = append(objs, r.body.Owner())
	}
	return objs
}
