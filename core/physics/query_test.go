package physics_test

import (
	"math"
	"slices"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/physics"
	"github.com/bengine-go/bengine/core/scene"
)

// queryRig is a row of three crates on a floor, a sensor above the middle
// one, and a two-shape dumbbell: the world the query tests ask about.
func queryRig(t *testing.T) *rig {
	r := newRig(t, nil)
	r.w.SetGravity(mgl32.Vec2{})
	r.ground(200)
	for i, x := range []float32{50, 100, 150} {
		r.body("crate"+string(rune('1'+i)), mgl32.Vec2{x, 189}, physics.Dynamic, physics.Box(20, 20))
	}
	zone := physics.Box(30, 30)
	zone.Sensor = true
	r.body("zone", mgl32.Vec2{100, 150}, physics.Static, zone)
	a, b := physics.Circle(5), physics.Circle(5)
	a.Offset, b.Offset = mgl32.Vec2{-10, 0}, mgl32.Vec2{10, 0}
	r.body("dumbbell", mgl32.Vec2{300, 100}, physics.Dynamic, a, b)
	r.frame()
	r.run(1)
	return r
}

func names(objs []*scene.GameObject) []string {
	var s []string
	for _, o := range objs {
		s = append(s, o.Name())
	}
	slices.Sort(s)
	return s
}

func TestRayCastFindsTheNearestSolidShape(t *testing.T) {
	r := queryRig(t)
	cases := []struct {
		name     string
		from, to mgl32.Vec2
		want     string // "" for no hit
		point    mgl32.Vec2
		normal   mgl32.Vec2
	}{
		{"along the row from the left", mgl32.Vec2{0, 190}, mgl32.Vec2{400, 190}, "crate1", mgl32.Vec2{40, 190}, mgl32.Vec2{-1, 0}},
		{"along the row from the right", mgl32.Vec2{290, 190}, mgl32.Vec2{0, 190}, "crate3", mgl32.Vec2{160, 190}, mgl32.Vec2{1, 0}},
		{"down through the sensor", mgl32.Vec2{100, 0}, mgl32.Vec2{100, 300}, "crate2", mgl32.Vec2{100, 179}, mgl32.Vec2{0, -1}},
		{"into the floor between crates", mgl32.Vec2{75, 0}, mgl32.Vec2{75, 300}, "ground", mgl32.Vec2{75, 200}, mgl32.Vec2{0, -1}},
		{"over everything", mgl32.Vec2{0, 10}, mgl32.Vec2{400, 10}, "", mgl32.Vec2{}, mgl32.Vec2{}},
		{"the dumbbell's right ball", mgl32.Vec2{400, 100}, mgl32.Vec2{200, 100}, "dumbbell", mgl32.Vec2{315, 100}, mgl32.Vec2{1, 0}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h, ok := r.w.RayCast(c.from, c.to)
			if c.want == "" {
				if ok {
					t.Fatalf("hit %s, want nothing", h.Object.Name())
				}
				return
			}
			if !ok {
				t.Fatalf("no hit, want %s", c.want)
			}
			if h.Object.Name() != c.want || !near(h.Point, c.point, 0.01) || !near(h.Normal, c.normal, 1e-4) {
				t.Errorf("hit %s at %v, normal %v; want %s at %v, normal %v", h.Object.Name(), h.Point, h.Normal, c.want, c.point, c.normal)
			}
			if h.Body == nil || h.Body.Owner() != h.Object {
				t.Errorf("the hit's body is not its object's")
			}
		})
	}
}

func TestRayCastAllIsSortedByDistance(t *testing.T) {
	r := queryRig(t)
	hits := r.w.RayCastAll(mgl32.Vec2{400, 190}, mgl32.Vec2{0, 190}, nil)
	var got []string
	for i, h := range hits {
		got = append(got, h.Object.Name())
		if i > 0 && h.Fraction < hits[i-1].Fraction {
			t.Errorf("hit %d at fraction %g comes after %g", i, h.Fraction, hits[i-1].Fraction)
		}
	}
	want := []string{"crate3", "crate2", "crate1"}
	if !slices.Equal(got, want) {
		t.Errorf("hits %v, want %v", got, want)
	}
}

func TestQueryAABBReturnsEachObjectOnce(t *testing.T) {
	r := queryRig(t)
	cases := []struct {
		name     string
		min, max mgl32.Vec2
		want     []string
	}{
		{"the middle crate and the sensor", mgl32.Vec2{90, 150}, mgl32.Vec2{110, 185}, []string{"crate2", "zone"}},
		{"the dumbbell, both balls", mgl32.Vec2{250, 50}, mgl32.Vec2{350, 150}, []string{"dumbbell"}},
		{"the floor's row", mgl32.Vec2{0, 185}, mgl32.Vec2{400, 205}, []string{"crate1", "crate2", "crate3", "ground"}},
		{"empty air, inside the fattened boxes", mgl32.Vec2{61, 150}, mgl32.Vec2{62, 177}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := names(r.w.QueryAABB(c.min, c.max, nil))
			if !slices.Equal(got, c.want) {
				t.Errorf("found %v, want %v", got, c.want)
			}
		})
	}
}

func TestQueryPointFindsWhatContainsIt(t *testing.T) {
	r := queryRig(t)
	cases := []struct {
		p    mgl32.Vec2
		want []string
	}{
		{mgl32.Vec2{100, 190}, []string{"crate2"}},
		{mgl32.Vec2{100, 160}, []string{"zone"}},
		{mgl32.Vec2{290, 100}, []string{"dumbbell"}},
		{mgl32.Vec2{300, 100}, nil}, // between the dumbbell's balls
		{mgl32.Vec2{75, 150}, nil},
	}
	for _, c := range cases {
		if got := names(r.w.QueryPoint(c.p, nil)); !slices.Equal(got, c.want) {
			t.Errorf("at %v found %v, want %v", c.p, got, c.want)
		}
	}
}

// Queries and the debug drawing reuse the caller's slices: in steady
// state they allocate nothing.
func TestQueriesAndDebugLinesDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	r := queryRig(t)
	objs := make([]*scene.GameObject, 0, 16)
	hits := make([]physics.Hit, 0, 16)
	lines := make([]physics.Segment, 0, 1024)
	cases := []struct {
		name string
		max  float64
		fn   func()
	}{
		{"QueryAABB", 0, func() { objs = r.w.QueryAABB(mgl32.Vec2{0, 0}, mgl32.Vec2{400, 300}, objs[:0]) }},
		{"QueryPoint", 0, func() { objs = r.w.QueryPoint(mgl32.Vec2{100, 190}, objs[:0]) }},
		{"RayCast", 0, func() { r.w.RayCast(mgl32.Vec2{0, 190}, mgl32.Vec2{400, 190}) }},
		{"RayCastAll", 0, func() { hits = r.w.RayCastAll(mgl32.Vec2{0, 190}, mgl32.Vec2{400, 190}, hits[:0]) }},
		{"DebugLines", 0, func() { lines = r.w.DebugLines(lines[:0], physics.DrawAll) }},
	}
	for _, c := range cases {
		c.fn()
		if got := testing.AllocsPerRun(100, c.fn); got > c.max {
			t.Errorf("%s: %g allocations a call, want %g", c.name, got, c.max)
		}
	}
}

func TestDebugLines(t *testing.T) {
	r := newRig(t, nil)
	r.ground(200)
	hook := r.body("hook", mgl32.Vec2{300, 20}, physics.Static, physics.Box(4, 4))
	ball := r.body("ball", mgl32.Vec2{340, 20}, physics.Dynamic, physics.Circle(5))
	scene.AddComponent(ball.Owner(), physics.NewJoint(physics.Revolute, hook, ball, mgl32.Vec2{300, 20}))
	crate := r.body("crate", mgl32.Vec2{100, 190}, physics.Dynamic, physics.Box(20, 20))
	r.frame()
	r.run(5)

	count := func(what physics.DebugDraw, c func(physics.Segment) bool) int {
		n := 0
		for _, s := range r.w.DebugLines(nil, what) {
			if c == nil || c(s) {
				n++
			}
		}
		return n
	}
	// Boxes: 4 sides each (ground, hook, crate); the ball: 16 sides and a radius.
	if got, want := count(physics.DrawShapes, nil), 4*3+17; got != want {
		t.Errorf("%d shape lines, want %d", got, want)
	}
	if got := count(physics.DrawJoints, nil); got != 3 {
		t.Errorf("%d joint lines, want 3", got)
	}
	// The crate rests on the floor: two contact points, three lines each.
	if got := count(physics.DrawContacts, nil); got != 6 {
		t.Errorf("%d contact lines, want 6", got)
	}
	if got := count(physics.DrawAABBs, nil); got != 16 {
		t.Errorf("%d bounding-box lines, want 16", got)
	}
	if got := count(physics.DrawShapes, func(s physics.Segment) bool { return s.Color == physics.ColorStatic }); got != 8 {
		t.Errorf("%d static lines, want 8", got)
	}
	// The crate's outline is its box, where its object is.
	crateLines := 0
	for _, s := range r.w.DebugLines(nil, physics.DrawShapes) {
		c := crate.Owner().Transform.Position()
		if near(s.A, c, 15) && near(s.B, c, 15) {
			crateLines++
			for _, p := range []mgl32.Vec2{s.A, s.B} {
				d := p.Sub(c)
				if math.Abs(math.Abs(float64(d[0]))-10) > 0.05 || math.Abs(math.Abs(float64(d[1]))-10) > 0.05 {
					t.Errorf("a corner of the crate's outline at %v, want one of (%v ± 10)", p, c)
				}
			}
		}
	}
	if crateLines != 4 {
		t.Errorf("%d lines around the crate, want 4", crateLines)
	}
}
