package netplay

// Limits of the rollback machine.
const (
	// MaxRollback is the deepest rollback: the machine stalls rather than
	// predict more than MaxRollback ticks past the remote's last known
	// input.
	MaxRollback = 8
	// MaxDelay is the largest input delay, in ticks.
	MaxDelay = 10
	// DefaultDelay is the input delay of a match that sets none.
	DefaultDelay = 2

	snapRing  = 16 // save states kept: more than MaxRollback + 1, a power of two
	inputRing = 64 // inputs kept per player: the unacknowledged ones fit, a power of two
)

// Sim is a simulation the rollback machine can drive. Its type must be a
// plain value (no pointers to state of its own, no maps, no slices it
// writes through), because the machine's save states are copies of it:
// copying the value saves the state, assigning it back restores it.
type Sim interface {
	// Step advances the simulation one tick with both players' inputs.
	// It must depend on nothing else (no clock, no map order, no
	// goroutines), so that both sides compute the same states.
	Step(in [2]Input)
	// Checksum hashes the whole state, the same on every platform.
	Checksum() uint64
}

// SimPtr is the constraint of a state type's pointer: *S implements Sim.
type SimPtr[S any] interface {
	*S
	Sim
}

// Rollback is the rollback machine of one side of a two-player match: the
// live state, the save states of the last ticks, both players' inputs by
// tick, and the prediction of the remote player's inputs that have not
// arrived yet.
//
// Each tick it simulates uses the local input (known Delay ticks ahead)
// and the remote input if it has arrived, otherwise a prediction: the last
// remote input known. When a real remote input arrives for a tick already
// simulated and differs from what that tick used, the machine restores the
// save state of that tick and simulates again up to the present (Advance
// does it first thing, within the frame). It stalls instead of predicting
// more than MaxRollback ticks ahead of the remote's inputs.
//
// S is the state's type and P its pointer type, which implements Sim:
// NewRollback[game](...) infers P. A Rollback allocates nothing after
// NewRollback; it is not safe for concurrent use.
type Rollback[S any, P SimPtr[S]] struct {
	live   S
	snaps  [snapRing]S
	inputs [inputRing][2]Input // by tick: local inputs, remote inputs (below remoteNext)
	used   [inputRing]Input    // the remote input each tick was simulated with

	local, remote int // the players' indices, 0 and 1
	delay         int
	limit         int   // ticks to simulate at most; 0 none
	tick          int   // ticks simulated: live is the state after tick Steps
	localNext     int   // local inputs known below this tick
	remoteNext    int   // remote inputs known below this tick
	wrong         int   // the first tick simulated with a wrong prediction, or -1
	mask          Input // the bits a player may send
	input         func(tick int) Input
	onStep        func(tick int, s P)

	stats Stats
}

// Stats counts what a rollback machine did.
type Stats struct {
	Ticks       int // ticks simulated forward
	Rollbacks   int // frames that restored a save state
	Resimulated int // ticks simulated again
	Deepest     int // the most ticks one rollback resimulated
	Stalls      int // frames that waited for the remote's inputs
}

// RollbackOptions configure a rollback machine.
type RollbackOptions[S any, P SimPtr[S]] struct {
	// Local is the local player's index: 0 (the host) or 1.
	Local int
	// Delay is the input delay in ticks, 0..MaxDelay: the local input read
	// on the frame that simulates tick t is the input of tick t+Delay.
	Delay int
	// Limit ends the match after this many ticks (0: no end).
	Limit int
	// Mask is the input bits a player may send (0: all of them). The
	// others are cleared from both players' inputs as they come in, the
	// local ones from Input and the remote ones from AddRemote, so that
	// neither side's simulation sees a bit the game does not take from a
	// peer (Bomberman's Start: it would pause both games).
	Mask Input
	// Input returns the local input of a tick. The machine asks for each
	// tick once, in order, Delay ticks before simulating it.
	Input func(tick int) Input
	// OnStep, if set, is called after each Step (a tick simulated for the
	// first time or again after a rollback) with the tick and the state
	// after it: the place to copy the tick's events for the view.
	OnStep func(tick int, s P)
}

// NewRollback returns a machine at tick 0 of initial. It panics on options
// out of range (a programming error).
func NewRollback[S any, P SimPtr[S]](initial S, o RollbackOptions[S, P]) *Rollback[S, P] {
	if o.Local != 0 && o.Local != 1 {
		panic("netplay: RollbackOptions.Local must be 0 or 1")
	}
	if o.Delay < 0 || o.Delay > MaxDelay {
		panic("netplay: RollbackOptions.Delay out of 0..MaxDelay")
	}
	if o.Limit < 0 || o.Limit > MaxTick {
		panic("netplay: RollbackOptions.Limit out of 0..MaxTick")
	}
	if o.Input == nil {
		panic("netplay: RollbackOptions.Input is nil")
	}
	mask := o.Mask
	if mask == 0 {
		mask = ^Input(0)
	}
	r := &Rollback[S, P]{live: initial, local: o.Local, remote: 1 - o.Local, delay: o.Delay,
		limit: o.Limit, wrong: -1, mask: mask, input: o.Input, onStep: o.OnStep}
	r.fillLocal(o.Delay - 1)
	return r
}

// fillLocal asks for the local inputs up to tick last (within the limit).
func (r *Rollback[S, P]) fillLocal(last int) {
	if r.limit > 0 && last >= r.limit {
		last = r.limit - 1
	}
	for ; r.localNext <= last; r.localNext++ {
		r.inputs[r.localNext%inputRing][r.local] = r.input(r.localNext) & r.mask
	}
}

// Live returns the live state: the state after Tick ticks, the recent ones
// simulated with predicted remote inputs. It changes on every Advance.
func (r *Rollback[S, P]) Live() P { return &r.live }

// Tick returns the ticks simulated: the live state is after Tick Steps.
func (r *Rollback[S, P]) Tick() int { return r.tick }

// Confirmed returns the ticks whose inputs are all known: the state after
// Confirmed ticks is final, the same on both sides.
func (r *Rollback[S, P]) Confirmed() int { return min(r.tick, r.remoteNext, r.localNext) }

// ConfirmedState returns the state after Confirmed ticks. It is valid
// until the next Advance.
func (r *Rollback[S, P]) ConfirmedState() P {
	c := r.Confirmed()
	if c == r.tick {
		return &r.live
	}
	return &r.snaps[c%snapRing]
}

// StateAt returns the state after t ticks, for t from Tick-MaxRollback to
// Tick, or nil outside them. States after Confirmed ticks are predictions.
func (r *Rollback[S, P]) StateAt(t int) P {
	switch {
	case t == r.tick:
		return &r.live
	case t < r.tick && t >= r.tick-MaxRollback && t >= 0:
		return &r.snaps[t%snapRing]
	}
	return nil
}

// Inputs returns both players' inputs of tick t: for t below Confirmed
// and within the last 64 ticks, the real inputs the confirmed states were
// simulated with.
func (r *Rollback[S, P]) Inputs(t int) [2]Input { return r.inputs[t%inputRing] }

// LocalNext returns the tick after the last local input known.
func (r *Rollback[S, P]) LocalNext() int { return r.localNext }

// RemoteNext returns the tick after the last remote input known.
func (r *Rollback[S, P]) RemoteNext() int { return r.remoteNext }

// LocalInput returns the local input of tick t, for t in
// LocalNext-inputRing..LocalNext-1.
func (r *Rollback[S, P]) LocalInput(t int) Input { return r.inputs[t%inputRing][r.local] }

// Limit returns the tick the match ends at (0: none).
func (r *Rollback[S, P]) Limit() int { return r.limit }

// Stats returns what the machine did so far.
func (r *Rollback[S, P]) Stats() Stats { return r.stats }

// Ahead returns how many ticks the live state runs past the remote's last
// known input.
func (r *Rollback[S, P]) Ahead() int { return r.tick - r.remoteNext }

// AddRemote takes the remote's inputs from tick first on. Inputs already
// known are skipped, and so is everything after a gap (a later packet
// starts from the ack, so nothing is lost); inputs too far ahead to keep
// are dropped, to be sent again. Bits outside the options' Mask are
// cleared. A real input that differs from the
// prediction a simulated tick used marks that tick for the next Advance
// to roll back to. It returns how many new inputs it took.
func (r *Rollback[S, P]) AddRemote(first int, in []Input) int {
	n := 0
	for i, v := range in {
		t := first + i
		if t < r.remoteNext {
			continue
		}
		if t > r.remoteNext || t >= r.tick+inputRing-MaxRollback-MaxDelay-2 || (r.limit > 0 && t >= r.limit) {
			break
		}
		v &= r.mask
		r.inputs[t%inputRing][r.remote] = v
		if t < r.tick && r.used[t%inputRing] != v && (r.wrong < 0 || t < r.wrong) {
			r.wrong = t
		}
		r.remoteNext++
		n++
	}
	return n
}

// prediction is the remote input assumed for a tick not yet known: the
// last one known (none at all: 0).
func (r *Rollback[S, P]) prediction() Input {
	if r.remoteNext == 0 {
		return 0
	}
	return r.inputs[(r.remoteNext-1)%inputRing][r.remote]
}

// step simulates tick t on the live state (its save state is already
// kept), on the remote input known or predicted, and notes which.
func (r *Rollback[S, P]) step(t int) {
	in := r.inputs[t%inputRing]
	if t >= r.remoteNext {
		in[r.remote] = r.prediction()
	}
	r.used[t%inputRing] = in[r.remote]
	P(&r.live).Step(in)
	if r.onStep != nil {
		r.onStep(t, &r.live)
	}
}

// Rollback restores and resimulates if a remote input proved a prediction
// wrong, and returns the first tick simulated again and how many (0 when
// nothing was wrong). Advance calls it first; call it alone to bring the
// live state up to date without simulating a new tick.
func (r *Rollback[S, P]) Rollback() (from, depth int) {
	if r.wrong < 0 {
		return r.tick, 0
	}
	from, r.wrong = r.wrong, -1
	r.live = r.snaps[from%snapRing]
	for t := from; t < r.tick; t++ {
		if t > from {
			r.snaps[t%snapRing] = r.live
		}
		r.step(t)
	}
	depth = r.tick - from
	r.stats.Rollbacks++
	r.stats.Resimulated += depth
	r.stats.Deepest = max(r.stats.Deepest, depth)
	return from, depth
}

// CanAdvance reports whether a new tick may be simulated now: the limit
// is not reached and the live state is less than MaxRollback ticks past
// the remote's inputs.
func (r *Rollback[S, P]) CanAdvance() bool {
	return (r.limit == 0 || r.tick < r.limit) && r.tick-r.remoteNext < MaxRollback
}

// Advance rolls back if needed, then simulates one new tick unless the
// machine must stall; it asks for the local input Delay ticks ahead first.
// It reports whether a new tick was simulated; a frame that could not
// (too far ahead of the remote) counts as a stall.
func (r *Rollback[S, P]) Advance() bool {
	r.Rollback()
	if r.limit > 0 && r.tick >= r.limit {
		return false
	}
	if !r.CanAdvance() {
		r.stats.Stalls++
		return false
	}
	r.fillLocal(r.tick + r.delay)
	t := r.tick
	r.snaps[t%snapRing] = r.live
	r.step(t)
	r.tick++
	r.stats.Ticks++
	return true
}
