package netplay

import "fmt"

// SyncTest runs a simulation alone, on one machine, the way a rollback
// would run it in a match, and checks that rolling back changes nothing:
// after every tick it restores the save state of Check ticks before,
// simulates those ticks again with the same inputs, and compares each
// state's checksum with the one the first simulation gave. It is GGPO's
// ggpo_start_synctest and ggrs's SyncTestSession.
//
// What it finds would otherwise show up as a desync between two machines,
// far from its cause: a state that is not a plain value (a slice or a
// pointer a copy shares, so restoring a save state does not undo what the
// step changed), or a step that reads anything but its state and inputs
// (a clock, a map's order, a global). The state simulated again is the one
// that goes on, as after a real rollback. It costs Check+1 steps and
// checksums a tick.
//
// S is the state's type and P its pointer type, which implements Sim:
// NewSyncTest[game](...) infers P. A SyncTest allocates nothing after
// NewSyncTest.
type SyncTest[S any, P SimPtr[S]] struct {
	live   S
	snaps  [snapRing]S        // the state before each of the latest ticks
	sums   [snapRing]uint64   // the checksum after each of them, as first simulated
	inputs [snapRing][2]Input // their inputs
	check  int
	tick   int
}

// SyncError reports a tick whose state had another checksum when
// simulated again after a rollback of Back ticks.
type SyncError struct {
	Tick         int    // the tick simulated again (its state after it differs)
	Back         int    // how many ticks were rolled back
	First, Again uint64 // the checksums: first simulation, and again
}

func (e *SyncError) Error() string {
	return fmt.Sprintf("netplay: sync test: tick %d simulated again after a rollback of %d ticks has checksum %016x, first %016x",
		e.Tick, e.Back, e.Again, e.First)
}

// NewSyncTest returns a sync test at tick 0 of initial that rolls back
// check ticks (1..MaxRollback) after each tick. It panics on a check out
// of range (a programming error).
func NewSyncTest[S any, P SimPtr[S]](initial S, check int) *SyncTest[S, P] {
	if check < 1 || check > MaxRollback {
		panic("netplay: NewSyncTest's check must be 1..MaxRollback")
	}
	return &SyncTest[S, P]{live: initial, check: check}
}

// Advance simulates the next tick with both players' inputs, then rolls
// back Check ticks (as many as there are, at the start) and simulates
// them again. It returns a *SyncError for the first state whose checksum
// differs; the test can go on after one, from the state simulated again.
func (s *SyncTest[S, P]) Advance(in [2]Input) error {
	t := s.tick
	s.snaps[t%snapRing] = s.live
	s.inputs[t%snapRing] = in
	P(&s.live).Step(in)
	s.sums[t%snapRing] = P(&s.live).Checksum()
	s.tick++

	back := min(s.check, s.tick)
	from := s.tick - back
	s.live = s.snaps[from%snapRing]
	var err error
	for u := from; u < s.tick; u++ {
		if u > from {
			s.snaps[u%snapRing] = s.live
		}
		P(&s.live).Step(s.inputs[u%snapRing])
		if sum := P(&s.live).Checksum(); sum != s.sums[u%snapRing] && err == nil {
			err = &SyncError{Tick: u, Back: back, First: s.sums[u%snapRing], Again: sum}
		}
	}
	return err
}

// Tick returns the ticks simulated: the live state is after Tick Steps.
func (s *SyncTest[S, P]) Tick() int { return s.tick }

// Check returns how many ticks each Advance rolls back.
func (s *SyncTest[S, P]) Check() int { return s.check }

// Live returns the live state, which every Advance changes.
func (s *SyncTest[S, P]) Live() P { return &s.live }
