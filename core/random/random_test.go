package random_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/random"
)

func TestDeterministic(t *testing.T) {
	a, b := random.New(42), random.New(42)
	for i := 0; i < 1000; i++ {
		if x, y := a.Uint32(), b.Uint32(); x != y {
			t.Fatalf("step %d: got %d and %d from the same seed", i, x, y)
		}
	}
	if random.New(1).Uint32() == random.New(2).Uint32() {
		t.Fatal("seeds 1 and 2 gave the same first number")
	}
}

func TestStreamsIndependent(t *testing.T) {
	root := random.New(7)
	enemies := root.Stream("enemies")
	first := []int{enemies.Intn(100), enemies.Intn(100), enemies.Intn(100)}

	root2 := random.New(7)
	sparks := root2.Stream("particles")
	for i := 0; i < 50; i++ {
		sparks.Float32() // another consumer draws a lot
	}
	enemies2 := root2.Stream("enemies")
	for i, want := range first {
		if got := enemies2.Intn(100); got != want {
			t.Fatalf("draw %d: got %d, want %d (streams must not disturb each other)", i, got, want)
		}
	}
}

func TestRanges(t *testing.T) {
	r := random.New(3)
	seen := map[int]int{}
	for i := 0; i < 10000; i++ {
		v := r.Range(-2, 2)
		if v < -2 || v > 2 {
			t.Fatalf("Range(-2,2) gave %d", v)
		}
		seen[v]++
		f := r.RangeF(1, 3)
		if f < 1 || f >= 3 {
			t.Fatalf("RangeF(1,3) gave %v", f)
		}
		u := r.UnitVec()
		if l := u.Len(); l < 0.999 || l > 1.001 {
			t.Fatalf("UnitVec length %v", l)
		}
	}
	for v := -2; v <= 2; v++ {
		if seen[v] < 1800 || seen[v] > 2200 {
			t.Errorf("value %d seen %d times in 10000, want about 2000", v, seen[v])
		}
	}
	if r.Chance(0) || !r.Chance(1) {
		t.Error("Chance(0) must be false and Chance(1) true")
	}
	items := []string{"a", "b", "c"}
	if p := random.Pick(r, items); p != "a" && p != "b" && p != "c" {
		t.Errorf("Pick gave %q", p)
	}
}

func BenchmarkIntn(b *testing.B) {
	r := random.New(1)
	b.ReportAllocs()
	s := 0
	for i := 0; i < b.N; i++ {
		s += r.Intn(1000)
	}
	_ = s
}

// State tells streams apart by seed and by position, and a copy of a
// stream (a save state) has its original's State and numbers.
func TestState(t *testing.T) {
	a, b := random.New(5), random.New(5)
	if a.State() != b.State() {
		t.Fatalf("same seed: got States %v and %v, want them equal", a.State(), b.State())
	}
	if random.New(6).State() == a.State() {
		t.Error("seeds 5 and 6: got equal States")
	}
	a.Uint32()
	if a.State() == b.State() {
		t.Error("one draw apart: got equal States")
	}
	c := *a
	if c.State() != a.State() || c.Uint32() != a.Uint32() {
		t.Error("a copy: got another State or another number than its original")
	}
}
