package netplay_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/netplay"
)

func newMachine(t testing.TB, local int, delay, limit int, in []netplay.Input, onStep func(int, *toy)) *netplay.Rollback[toy, *toy] {
	return netplay.NewRollback(toy{}, netplay.RollbackOptions[toy, *toy]{Local: local, Delay: delay, Limit: limit,
		Input: func(t int) netplay.Input { return in[t] }, OnStep: onStep})
}

// The remote's inputs arrive late, by a different number of frames each
// tick (in order, at most MaxRollback behind): the machine predicts,
// rolls back and ends on exactly the state of a local run of the same
// inputs, for every delay and for either local player.
func TestRollbackMatchesLocalRun(t *testing.T) {
	const n = 900
	a, b := script(1, n), script(2, n)
	want := reference(a, b, n)
	for _, local := range []int{0, 1} {
		for _, delay := range []int{0, 2, 5} {
			mine, theirs := a, b
			if local == 1 {
				mine, theirs = b, a
			}
			rb := newMachine(t, local, delay, n, mine, nil)
			lag := script(3, 2*n) // how late each frame's delivery runs
			sent := 0
			for f := 0; rb.Tick() < n || rb.Confirmed() < n; f++ {
				if f > 4*n {
					t.Fatalf("local %d delay %d: stuck at tick %d, confirmed %d", local, delay, rb.Tick(), rb.Confirmed())
				}
				// the remote has produced inputs up to frame f (plus its
				// delay); they arrive lag frames later
				avail := min(n, f-int(lag[f]%netplay.MaxRollback)+delay)
				if avail > sent {
					rb.AddRemote(sent, theirs[sent:avail])
					sent = avail
				}
				rb.Advance()
			}
			if got := *rb.Live(); got != want {
				t.Errorf("local %d delay %d: got %+v, want %+v", local, delay, got, want)
			}
			if st := rb.Stats(); st.Rollbacks == 0 || st.Deepest > netplay.MaxRollback || st.Ticks != n {
				t.Errorf("local %d delay %d: stats %+v, want rollbacks, none deeper than %d, %d ticks", local, delay, st, netplay.MaxRollback, n)
			}
		}
	}
}

// With no remote input at all the machine runs MaxRollback ticks on
// predictions, then stalls; a real input that differs for tick 0 rolls
// back all of them, and one equal to the prediction rolls back nothing.
func TestRollbackStallsAndRollsBack(t *testing.T) {
	in := make([]netplay.Input, 100)
	var stepped []int
	rb := newMachine(t, 0, 0, 0, in, func(tick int, _ *toy) { stepped = append(stepped, tick) })
	for i := 0; i < 20; i++ {
		rb.Advance()
	}
	if rb.Tick() != netplay.MaxRollback || rb.Stats().Stalls != 20-netplay.MaxRollback {
		t.Fatalf("got tick %d and %d stalls, want %d and %d", rb.Tick(), rb.Stats().Stalls, netplay.MaxRollback, 20-netplay.MaxRollback)
	}
	rb.AddRemote(0, []netplay.Input{0, 0}) // what was predicted
	if from, depth := rb.Rollback(); depth != 0 {
		t.Fatalf("inputs equal to the prediction: got a rollback from %d of %d ticks, want none", from, depth)
	}
	stepped = stepped[:0]
	rb.AddRemote(2, []netplay.Input{5})
	from, depth := rb.Rollback()
	if from != 2 || depth != netplay.MaxRollback-2 {
		t.Fatalf("tick 2 wrong: got a rollback from %d of %d ticks, want from 2, %d ticks", from, depth, netplay.MaxRollback-2)
	}
	if len(stepped) != depth || stepped[0] != 2 || stepped[len(stepped)-1] != netplay.MaxRollback-1 {
		t.Errorf("OnStep saw ticks %v, want 2..%d", stepped, netplay.MaxRollback-1)
	}
	if rb.Confirmed() != 3 {
		t.Errorf("got confirmed %d, want 3", rb.Confirmed())
	}
	// the prediction is now 5 for ticks 3..: an input of 5 there is no surprise
	rb.AddRemote(3, []netplay.Input{5, 5, 5})
	if _, depth := rb.Rollback(); depth != 0 {
		t.Errorf("inputs equal to the new prediction: got a rollback of %d ticks", depth)
	}
	var ref toy
	for t := 0; t < rb.Tick(); t++ {
		ref.Step([2]netplay.Input{0, []netplay.Input{0, 0, 5, 5, 5, 5, 5, 5}[t]})
	}
	if *rb.Live() != ref {
		t.Errorf("got %+v, want %+v", *rb.Live(), ref)
	}
}

// Gaps, repeats and inputs beyond the limit are not taken.
func TestRollbackAddRemote(t *testing.T) {
	rb := newMachine(t, 1, 2, 10, make([]netplay.Input, 10), nil)
	cases := []struct {
		first int
		in    []netplay.Input
		took  int
		next  int
	}{
		{3, []netplay.Input{1, 1}, 0, 0},       // a gap
		{0, []netplay.Input{1, 2, 3}, 3, 3},    // new
		{1, []netplay.Input{9, 9, 4, 5}, 2, 5}, // the known ones skipped
		{5, make([]netplay.Input, 20), 5, 10},  // up to the limit only
		{10, []netplay.Input{1}, 0, 10},        // past it
	}
	for i, c := range cases {
		if got := rb.AddRemote(c.first, c.in); got != c.took || rb.RemoteNext() != c.next {
			t.Errorf("case %d: took %d, next %d; want %d, %d", i, got, rb.RemoteNext(), c.took, c.next)
		}
	}
	if got := rb.Inputs(1)[0]; got != 2 {
		t.Errorf("tick 1's remote input: got %d, want 2 (the first that came)", got)
	}
}

func TestRollbackAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime allocates on its own")
	}
	in := make([]netplay.Input, 1<<20)
	rb := newMachine(t, 0, 2, 0, in, func(int, *toy) {})
	for i := 0; i < 4; i++ {
		rb.Advance() // the remote runs 4 ticks late
	}
	var remote [1]netplay.Input
	n := testing.AllocsPerRun(1000, func() {
		// the remote's input of the oldest predicted tick differs: a full rollback
		remote[0] = netplay.Input(rb.RemoteNext() + 1)
		rb.AddRemote(rb.RemoteNext(), remote[:])
		rb.Advance()
	})
	if n != 0 {
		t.Fatalf("got %v allocs per frame, want 0", n)
	}
	if st := rb.Stats(); st.Rollbacks < 1000 || st.Deepest != 4 {
		t.Fatalf("got %d rollbacks, the deepest %d ticks; want one a frame, 4 deep", st.Rollbacks, st.Deepest)
	}
}

// Bits outside the Mask never reach the simulation, local or remote.
func TestRollbackMask(t *testing.T) {
	local := []netplay.Input{0xff, 0x0f, 0x31}
	var seen [][2]netplay.Input
	rb := netplay.NewRollback(toy{}, netplay.RollbackOptions[toy, *toy]{Local: 0, Limit: 3, Mask: 0x0f,
		Input: func(t int) netplay.Input { return local[t] }})
	rb.AddRemote(0, []netplay.Input{0xf1, 0x02, 0x40})
	for rb.Advance() {
		seen = append(seen, rb.Inputs(rb.Tick()-1))
	}
	want := [][2]netplay.Input{{0x0f, 0x01}, {0x0f, 0x02}, {0x01, 0x00}}
	if len(seen) != len(want) {
		t.Fatalf("got %d ticks, want %d", len(seen), len(want))
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Errorf("tick %d: got inputs %x, want %x", i, seen[i], want[i])
		}
	}
}
