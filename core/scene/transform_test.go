package scene_test

import (
	"math"
	"testing"

	"github.com/bengine-go/bengine/core/scene"
	"github.com/go-gl/mathgl/mgl32"
)

const eps = 1e-4

func near(a, b float32) bool { return math.Abs(float64(a-b)) <= eps }

func nearVec(a, b mgl32.Vec2) bool { return near(a[0], b[0]) && near(a[1], b[1]) }

func apply(m *mgl32.Mat3, p mgl32.Vec2) mgl32.Vec2 {
	v := m.Mul3x1(mgl32.Vec3{p[0], p[1], 1})
	return mgl32.Vec2{v[0], v[1]}
}

func TestTransformZeroValueIsIdentity(t *testing.T) {
	var tr scene.Transform
	if got := *tr.World(); got != mgl32.Ident3() {
		t.Errorf("World of zero Transform: got %v, want identity", got)
	}
	if got := tr.Scale(); got != (mgl32.Vec2{1, 1}) {
		t.Errorf("Scale of zero Transform: got %v, want (1, 1)", got)
	}
	tr.SetPosition(mgl32.Vec2{3, 4})
	if got := tr.WorldPosition(); got != (mgl32.Vec2{3, 4}) {
		t.Errorf("free Transform WorldPosition: got %v, want (3, 4)", got)
	}
}

// hierarchy builds the 3-level chain a -> b -> c used by several tests.
// The expected values in TestWorldThroughHierarchy were worked out by hand:
//
//	a: pos (100, 50), rot +90°, scale (2, 2), pivot (0, 0): p -> (100 - 2y, 50 + 2x)
//	b: pos (10, 0), rot 0, scale (1, 3), pivot (5, 5):    p -> (x + 5, 3y - 15)
//	c: pos (0, 4), rot -90°, scale (.5, .5), pivot (2, 0): p -> (y/2, 5 - x/2)
func hierarchy(s *scene.Scene) (a, b, c *scene.GameObject) {
	a = s.NewObject("a")
	a.Transform.SetPosition(mgl32.Vec2{100, 50})
	a.Transform.SetRotation(math.Pi / 2)
	a.Transform.SetScale(mgl32.Vec2{2, 2})

	b = s.NewObject("b")
	b.SetParent(a, false)
	b.Transform.SetPosition(mgl32.Vec2{10, 0})
	b.Transform.SetScale(mgl32.Vec2{1, 3})
	b.Transform.SetPivot(mgl32.Vec2{5, 5})

	c = s.NewObject("c")
	c.SetParent(b, false)
	c.Transform.SetPosition(mgl32.Vec2{0, 4})
	c.Transform.SetRotation(-math.Pi / 2)
	c.Transform.SetScale(mgl32.Vec2{0.5, 0.5})
	c.Transform.SetPivot(mgl32.Vec2{2, 0})
	return a, b, c
}

func TestWorldThroughHierarchy(t *testing.T) {
	a, b, c := hierarchy(scene.New("t"))
	cases := []struct {
		name  string
		o     *scene.GameObject
		local mgl32.Vec2
		want  mgl32.Vec2
	}{
		{"a origin", a, mgl32.Vec2{0, 0}, mgl32.Vec2{100, 50}},
		{"a (1,0)", a, mgl32.Vec2{1, 0}, mgl32.Vec2{100, 52}},
		{"b pivot", b, mgl32.Vec2{5, 5}, mgl32.Vec2{100, 70}},
		{"b origin", b, mgl32.Vec2{0, 0}, mgl32.Vec2{130, 60}},
		{"c pivot", c, mgl32.Vec2{2, 0}, mgl32.Vec2{106, 60}},
		{"c (2,2)", c, mgl32.Vec2{2, 2}, mgl32.Vec2{106, 62}},
		{"c (4,0)", c, mgl32.Vec2{4, 0}, mgl32.Vec2{112, 60}},
	}
	for _, tc := range cases {
		if got := apply(tc.o.Transform.World(), tc.local); !nearVec(got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
	for _, tc := range []struct {
		o    *scene.GameObject
		want mgl32.Vec2
	}{{a, mgl32.Vec2{100, 50}}, {b, mgl32.Vec2{100, 70}}, {c, mgl32.Vec2{106, 60}}} {
		if got := tc.o.Transform.WorldPosition(); !nearVec(got, tc.want) {
			t.Errorf("%s WorldPosition: got %v, want %v", tc.o.Name(), got, tc.want)
		}
	}

	// Moving the root moves the leaf: a at (0, 0) shifts everything by (-100, -50).
	a.Transform.SetPosition(mgl32.Vec2{0, 0})
	if got, want := c.Transform.WorldPosition(), (mgl32.Vec2{6, 10}); !nearVec(got, want) {
		t.Errorf("c after moving a: got %v, want %v", got, want)
	}

	// SetWorldPosition places the pivot: c's pivot to (20, 30).
	c.Transform.SetWorldPosition(mgl32.Vec2{20, 30})
	if got, want := c.Transform.WorldPosition(), (mgl32.Vec2{20, 30}); !nearVec(got, want) {
		t.Errorf("c after SetWorldPosition: got %v, want %v", got, want)
	}
	// By hand: a now maps p to (-2y, 2x), so a^-1(20, 30) = (15, -10);
	// b^-1(15, -10) = (10, 5/3).
	if got, want := c.Transform.Position(), (mgl32.Vec2{10, 5.0 / 3}); !nearVec(got, want) {
		t.Errorf("c local after SetWorldPosition: got %v, want %v", got, want)
	}
}

func TestSetParentKeepWorld(t *testing.T) {
	s := scene.New("t")
	p := s.NewObject("p")
	p.Transform.SetPosition(mgl32.Vec2{10, 10})
	p.Transform.SetRotation(math.Pi / 2)
	p.Transform.SetScale(mgl32.Vec2{2, 2})

	x := s.NewObject("x")
	x.Transform.SetPosition(mgl32.Vec2{30, 40})
	x.Transform.SetRotation(0.3)
	x.Transform.SetScale(mgl32.Vec2{2, 2})
	x.Transform.SetPivot(mgl32.Vec2{1, 1})
	before := *x.Transform.World()

	x.SetParent(p, true)
	if x.Parent() != p || len(p.Children()) != 1 || p.Children()[0] != x {
		t.Fatalf("links after SetParent: parent %v, children %v", x.Parent(), p.Children())
	}
	// By hand: p maps q to (10 - 2qy, 10 + 2qx); (30, 40) comes from q = (15, -10).
	checks := []struct {
		what      string
		got, want float32
	}{
		{"pos x", x.Transform.Position()[0], 15},
		{"pos y", x.Transform.Position()[1], -10},
		{"rotation", x.Transform.Rotation(), 0.3 - math.Pi/2},
		{"scale x", x.Transform.Scale()[0], 1},
		{"scale y", x.Transform.Scale()[1], 1},
	}
	for _, c := range checks {
		if !near(c.got, c.want) {
			t.Errorf("local %s after SetParent(p, true): got %v, want %v", c.what, c.got, c.want)
		}
	}
	if got := *x.Transform.World(); !got.ApproxEqualThreshold(before, eps) {
		t.Errorf("world after SetParent(p, true): got %v, want %v", got, before)
	}

	// Back to the root, keeping the world: the original local values return.
	x.SetParent(nil, true)
	if got := x.Transform.Position(); !nearVec(got, mgl32.Vec2{30, 40}) {
		t.Errorf("position after SetParent(nil, true): got %v, want (30, 40)", got)
	}
	if got := x.Transform.Rotation(); !near(got, 0.3) {
		t.Errorf("rotation after SetParent(nil, true): got %v, want 0.3", got)
	}
	if len(p.Children()) != 0 {
		t.Errorf("p children after unparenting: got %d, want 0", len(p.Children()))
	}

	// Without keepWorld the local values stay and the world follows the parent.
	x.SetParent(p, false)
	if got := x.Transform.Position(); !nearVec(got, mgl32.Vec2{30, 40}) {
		t.Errorf("position after SetParent(p, false): got %v, want (30, 40)", got)
	}
	// p maps (30, 40) to (10 - 80, 10 + 60).
	if got := x.Transform.WorldPosition(); !nearVec(got, mgl32.Vec2{-70, 70}) {
		t.Errorf("world position after SetParent(p, false): got %v, want (-70, 70)", got)
	}
}

func TestSetParentMisusePanics(t *testing.T) {
	s := scene.New("t")
	a := s.NewObject("a")
	b := s.NewObject("b")
	b.SetParent(a, false)
	other := scene.New("other").NewObject("o")
	dead := s.NewObject("dead")
	dead.Destroy()
	cases := []struct {
		name string
		fn   func()
	}{
		{"self", func() { a.SetParent(a, false) }},
		{"descendant", func() { a.SetParent(b, false) }},
		{"other scene", func() { a.SetParent(other, false) }},
		{"destroyed parent", func() { a.SetParent(dead, false) }},
		{"destroyed child", func() { dead.SetParent(a, false) }},
	}
	for _, c := range cases {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: got no panic, want one", c.name)
				}
			}()
			c.fn()
		}()
	}
}

// TestWorldRecomputedOncePerChange counts matrix computations: each world
// matrix is recomputed at most once per change, however often values are
// set in between, and only when read; a rotation's sine and cosine are
// computed once per change of the rotation, and not for a move.
func TestWorldRecomputedOncePerChange(t *testing.T) {
	s := scene.New("t")
	a, b, c := hierarchy(s)
	c2 := s.NewObject("c2") // a sibling of c
	c2.SetParent(b, false)
	objs := []*scene.GameObject{a, b, c, c2}
	// Start from clean matrices and count from there.
	c.Transform.World()
	c2.Transform.World()
	var world0, trig0 [4]int
	for i, o := range objs {
		world0[i] = scene.WorldRecomputes(&o.Transform)
		trig0[i] = scene.TrigRecomputes(&o.Transform)
	}

	steps := []struct {
		name  string
		do    func()
		world [4]int // expected recomputations so far, for a, b, c, c2
		trig  [4]int
	}{
		{"read clean matrices", func() {
			c.Transform.World()
			c2.Transform.World()
			a.Transform.World()
		}, [4]int{0, 0, 0, 0}, [4]int{0, 0, 0, 0}},
		{"set the root three times, no read", func() {
			a.Transform.SetPosition(mgl32.Vec2{1, 2})
			a.Transform.SetRotation(1)
			a.Transform.SetScale(mgl32.Vec2{3, 3})
		}, [4]int{0, 0, 0, 0}, [4]int{0, 0, 0, 0}},
		{"read both leaves", func() {
			c.Transform.World()
			c2.Transform.World()
		}, [4]int{1, 1, 1, 1}, [4]int{1, 0, 0, 0}},
		{"set the leaf, read it", func() {
			c.Transform.Translate(mgl32.Vec2{1, 0})
			c.Transform.World()
		}, [4]int{1, 1, 2, 1}, [4]int{1, 0, 0, 0}},
		{"set the middle, read the root only", func() {
			b.Transform.SetRotation(0.5)
			a.Transform.World()
		}, [4]int{1, 1, 2, 1}, [4]int{1, 0, 0, 0}},
		{"the leaf resolves b then c, once", func() {
			c.Transform.World()
			c.Transform.World()
		}, [4]int{1, 2, 3, 1}, [4]int{1, 1, 0, 0}},
		{"the sibling reuses the clean parent", func() { c2.Transform.World() },
			[4]int{1, 2, 3, 2}, [4]int{1, 1, 0, 0}},
		{"WorldPosition reads through the cache", func() { c.Transform.WorldPosition() },
			[4]int{1, 2, 3, 2}, [4]int{1, 1, 0, 0}},
		{"reparenting marks the subtree", func() {
			b.SetParent(nil, false)
			c.Transform.World()
		}, [4]int{1, 3, 4, 2}, [4]int{1, 1, 0, 0}},
		{"Local of a turned object keeps its sine and cosine", func() {
			b.Transform.Local()
			b.Transform.Rotate(0.25)
			b.Transform.Local()
			b.Transform.Local()
		}, [4]int{1, 3, 4, 2}, [4]int{1, 2, 0, 0}},
	}
	for _, st := range steps {
		st.do()
		for i, o := range objs {
			if got, want := scene.WorldRecomputes(&o.Transform)-world0[i], st.world[i]; got != want {
				t.Errorf("%s: %s world recomputes: got %d, want %d", st.name, o.Name(), got, want)
			}
			if got, want := scene.TrigRecomputes(&o.Transform)-trig0[i], st.trig[i]; got != want {
				t.Errorf("%s: %s sine and cosine recomputes: got %d, want %d", st.name, o.Name(), got, want)
			}
		}
	}
}

func TestWorldPointerStable(t *testing.T) {
	s := scene.New("t")
	a, _, c := hierarchy(s)
	p := c.Transform.World()
	for i := range 50 { // grow the scene so slices reallocate
		s.NewObject("filler").SetParent(a, i%2 == 0)
	}
	a.Transform.SetPosition(mgl32.Vec2{0, 0})
	if q := c.Transform.World(); q != p {
		t.Fatalf("World pointer changed: got %p, want %p", q, p)
	}
	if got := apply(p, mgl32.Vec2{2, 0}); !nearVec(got, mgl32.Vec2{6, 10}) {
		t.Errorf("matrix through the old pointer: got %v, want (6, 10)", got)
	}
}

func TestLocalMatrix(t *testing.T) {
	var tr scene.Transform
	tr.SetPosition(mgl32.Vec2{10, 20})
	tr.SetPivot(mgl32.Vec2{4, 2})
	tr.SetScale(mgl32.Vec2{2, 1})
	// By hand: p -> (10 + 2(x - 4), 20 + (y - 2)) = (2x + 2, y + 18).
	want := mgl32.Mat3{2, 0, 0, 0, 1, 0, 2, 18, 1}
	if got := tr.Local(); !got.ApproxEqualThreshold(want, eps) {
		t.Errorf("Local: got %v, want %v", got, want)
	}
	if got := tr.Pivot(); got != (mgl32.Vec2{4, 2}) {
		t.Errorf("Pivot: got %v, want (4, 2)", got)
	}
}

func TestKeepWorldUnderShearAndZeroScale(t *testing.T) {
	s := scene.New("t")
	stretched := s.NewObject("stretched")
	stretched.Transform.SetPosition(mgl32.Vec2{5, 5})
	stretched.Transform.SetScale(mgl32.Vec2{2, 1})
	x := s.NewObject("x")
	x.Transform.SetPosition(mgl32.Vec2{20, 10})
	x.Transform.SetRotation(math.Pi / 4)
	x.Transform.SetPivot(mgl32.Vec2{3, 3})
	x.SetParent(stretched, true)
	// A rotated square under a non-uniform scale would need shear: the
	// pivot still stays exactly where it was.
	if got := x.Transform.WorldPosition(); !nearVec(got, mgl32.Vec2{20, 10}) {
		t.Errorf("pivot under a stretched parent: got %v, want (20, 10)", got)
	}
	// By hand: stretched maps q to (5 + 2qx, 5 + qy), so q = (7.5, 5).
	if got := x.Transform.Position(); !nearVec(got, mgl32.Vec2{7.5, 5}) {
		t.Errorf("local position under a stretched parent: got %v, want (7.5, 5)", got)
	}

	flat := s.NewObject("flat")
	flat.Transform.SetScale(mgl32.Vec2{0, 0})
	y := s.NewObject("y")
	y.Transform.SetPosition(mgl32.Vec2{1, 2})
	y.SetParent(flat, true) // cannot keep the world: the local values stay
	if got := y.Transform.Position(); got != (mgl32.Vec2{1, 2}) {
		t.Errorf("position under a zero-scale parent: got %v, want (1, 2)", got)
	}
	y.Transform.SetWorldPosition(mgl32.Vec2{50, 50})
	if got := y.Transform.Position(); got != (mgl32.Vec2{1, 2}) {
		t.Errorf("SetWorldPosition under a zero-scale parent: got %v, want (1, 2) unchanged", got)
	}
}
