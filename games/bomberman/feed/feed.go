package feed

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The play scene's own events, beside the rules' (package game: BombPlaced,
// Exploded ... each with its tick), which the Feed publishes.
type (
	// Stepped closes the events of one fixed step: Tick is the step's.
	// Whatever counts in steps (a pop-up's time, an explosion chain's
	// window) counts here. A step run again after a rollback is not
	// Stepped again.
	Stepped struct{ Tick int }
	// GameStarted: a game began (a new one, a continue, a replay, an
	// online match): what the view keeps of the last game (pop-ups,
	// particles, a shake) goes, and what depends on the mode (the HUD's
	// fields) is laid out again.
	GameStarted struct {
		Mode    game.Mode
		Players int
	}
)

// ticks is how many of the latest steps the Feed remembers: more than a
// rollback can run again (netplay.MaxRollback and the input delay).
const ticks = 32

// Feed is the one place where the rules' events enter the bus, and where a
// rollback's corrections are worked out. A step run for the first time is
// published whole (Step): its events in order, each as its own type
// (game.Event.Publish), then Stepped. A step run again after a rollback
// (Again, then Reconcile) is compared with the version published before:
// what both versions have is not published twice, what only the old one
// had is taken back (game.Undone), what only the new one has is published;
// no Stepped, the step was counted already. So a listener that keeps
// nothing of an event (a pause chime) needs no rollback code at all, and
// one that keeps something (a sound still playing, particles, a pop-up)
// says once, for Undone, how to take it back.
//
// It allocates nothing once its buffers have grown to a step's events.
type Feed struct {
	bus   *patterns.EventBus
	heard [ticks]heardStep
	again []int // the steps given to Again since the last Reconcile
	quiet bool
}

// heardStep is one step's events as they were published.
type heardStep struct {
	tick   int // the step's tick; -1 none
	events []game.Event
	next   []game.Event // Again's new version, until Reconcile
	kept   []bool       // next[i] was published already
}

// New returns a Feed that publishes on bus.
func New(bus *patterns.EventBus) *Feed {
	f := &Feed{bus: bus, again: make([]int, 0, ticks)}
	for i := range f.heard {
		f.heard[i] = heardStep{tick: -1, events: make([]game.Event, 0, 64),
			next: make([]game.Event, 0, 64), kept: make([]bool, 0, 64)}
	}
	return f
}

// Begin starts the feed on a new game g: nothing published before is to
// be taken back, and GameStarted tells the listeners.
func (f *Feed) Begin(g *game.Game) {
	for i := range f.heard {
		f.heard[i].tick = -1
	}
	f.again = f.again[:0]
	patterns.Broadcast(f.bus, GameStarted{Mode: g.Mode(), Players: g.Players()})
}

// SetQuiet makes the feed remember the steps it is given without
// publishing them (on) or publish them again (off): while the play scene
// does not show (an online match runs on under the versus screen), nobody
// is to hear them.
func (f *Feed) SetQuiet(on bool) { f.quiet = on }

// Step publishes the events of step tick in the order the rules reported
// them, then Stepped, and remembers them for a rollback.
func (f *Feed) Step(tick int, events []game.Event) {
	h := &f.heard[tick%ticks]
	h.tick = tick
	h.events = append(h.events[:0], events...)
	if f.quiet {
		return
	}
	for _, ev := range events {
		ev.Publish(f.bus)
	}
	patterns.Broadcast(f.bus, Stepped{Tick: tick})
}

// Again hands the feed a new version of a step published before (events
// are read until Reconcile). Give every step a rollback ran again, then
// call Reconcile once: it takes back first and publishes after, so that an
// effect moved from one step to the next is stopped before it starts
// again.
func (f *Feed) Again(tick int, events []game.Event) {
	h := &f.heard[tick%ticks]
	if h.tick != tick {
		f.Step(tick, events) // older than the feed remembers: heard as new
		return
	}
	h.next = append(h.next[:0], events...)
	f.again = append(f.again, tick)
}

// Reconcile publishes the difference between the steps given to Again and
// their versions published before: Undone for each event published that
// the new version lacks, then, step by step, each event of a new version
// that the old one lacked. Both versions' events are matched one to one:
// two explosions published and one in the new version take one back.
func (f *Feed) Reconcile() {
	for _, tick := range f.again {
		h := &f.heard[tick%ticks]
		h.kept = h.kept[:0]
		for range h.next {
			h.kept = append(h.kept, false)
		}
		for _, old := range h.events {
			found := false
			for i, ev := range h.next {
				if !h.kept[i] && ev == old {
					h.kept[i], found = true, true
					break
				}
			}
			if !found && !f.quiet {
				old.PublishUndone(f.bus)
			}
		}
	}
	for _, tick := range f.again {
		h := &f.heard[tick%ticks]
		if !f.quiet {
			for i, ev := range h.next {
				if !h.kept[i] {
					ev.Publish(f.bus)
				}
			}
		}
		h.events, h.next = h.next, h.events
	}
	f.again = f.again[:0]
}
