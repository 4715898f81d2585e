package netplay_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/bengine-go/bengine/core/netplay"
)

// A plain value passes, whatever the depth of the rollback, and the state
// simulated again ends where a straight run of the same inputs ends.
func TestSyncTestPassesAPlainState(t *testing.T) {
	const n = 500
	a, b := script(1, n), script(2, n)
	want := reference(a, b, n)
	for check := 1; check <= netplay.MaxRollback; check++ {
		st := netplay.NewSyncTest(toy{}, check)
		for i := 0; i < n; i++ {
			if err := st.Advance([2]netplay.Input{a[i], b[i]}); err != nil {
				t.Fatalf("check %d: %v", check, err)
			}
		}
		if got := *st.Live(); got != want || st.Tick() != n || st.Check() != check {
			t.Errorf("check %d: got %+v at tick %d, want %+v at %d", check, got, st.Tick(), want, n)
		}
	}
}

// leaky keeps its position in a slice: a copy shares it, so a save state
// does not hold the position of its tick.
type leaky struct {
	pos []int
	h   uint64
}

func (s *leaky) Step(in [2]netplay.Input) {
	s.pos[0] += int(in[0]&3) + 1
	s.h = s.h*31 + uint64(s.pos[0])
}

func (s *leaky) Checksum() uint64 { return s.h }

// clocked reads a counter outside its state, as a step that reads the
// clock would.
type clocked struct{ h uint64 }

var outside uint64

func (s *clocked) Step(in [2]netplay.Input) {
	outside++
	s.h = s.h*31 + uint64(in[0]) + outside
}

func (s *clocked) Checksum() uint64 { return s.h }

// A state a copy shares and a step that reads outside its state are
// caught at once, on the tick simulated again.
func TestSyncTestCatchesWhatARollbackBreaks(t *testing.T) {
	cases := []struct {
		name    string
		advance func(in [2]netplay.Input) error
	}{
		{"a slice in the state", netplay.NewSyncTest(leaky{pos: make([]int, 1)}, 2).Advance},
		{"a step reading outside the state", netplay.NewSyncTest(clocked{}, 2).Advance},
	}
	for _, c := range cases {
		var err error
		tick := 0
		for ; tick < 10 && err == nil; tick++ {
			err = c.advance([2]netplay.Input{netplay.Input(tick), 0})
		}
		var se *netplay.SyncError
		if !errors.As(err, &se) {
			t.Errorf("%s: got %v, want a *SyncError", c.name, err)
			continue
		}
		if se.Tick != 0 || se.Back != 1 || se.First == se.Again || tick != 1 {
			t.Errorf("%s: got %+v after %d ticks, want tick 0 rolled back 1, on the first tick", c.name, se, tick)
		}
	}
}

// A check out of 1..MaxRollback is a programming error.
func TestSyncTestCheckRange(t *testing.T) {
	for _, check := range []int{0, -1, netplay.MaxRollback + 1} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("check %d: no panic", check)
				}
			}()
			netplay.NewSyncTest(toy{}, check)
		}()
	}
}

// A tick of a sync test allocates nothing.
func TestSyncTestAllocatesNothing(t *testing.T) {
	st := netplay.NewSyncTest(toy{}, netplay.MaxRollback)
	in := script(5, 1000)
	i := 0
	allocs := testing.AllocsPerRun(500, func() {
		_ = st.Advance([2]netplay.Input{in[i], in[i+1]})
		i++
	})
	if allocs != 0 {
		t.Fatalf("got %v allocations a tick, want 0", allocs)
	}
}

// A sync test steps the simulation (example_test.go's counter) as a match would, rolling back and
// simulating again after every tick.
func ExampleSyncTest() {
	st := netplay.NewSyncTest(counter{}, netplay.MaxRollback)
	for tick := 0; tick < 100; tick++ {
		if err := st.Advance([2]netplay.Input{1, 2}); err != nil {
			fmt.Println(err)
			return
		}
	}
	fmt.Println(st.Tick(), *st.Live())
	// Output: 100 {300 100}
}
