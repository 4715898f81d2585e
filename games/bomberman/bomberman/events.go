package bomberman

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The play scene hears the rules' events (package game: BombPlaced,
// Exploded, ... each carrying its tick) and these of its own. The view's
// parts subscribe to the types they need, each with a subscription its
// object owns.
type (
	BombPlaced     = game.BombPlaced
	Exploded       = game.Exploded
	BrickBroken    = game.BrickBroken
	ExitRevealed   = game.ExitRevealed
	ItemRevealed   = game.ItemRevealed
	ItemTaken      = game.ItemTaken
	ItemDestroyed  = game.ItemDestroyed
	EnemiesSpawned = game.EnemiesSpawned
	PlayerDied     = game.PlayerDied
	EnemyKilled    = game.EnemyKilled
	PointsShown    = game.PointsShown
	AllEnemiesDead = game.AllEnemiesDead
	StageStarted   = game.StageStarted
	StageClear     = game.StageClear
	MusicChanged   = game.MusicChanged
	Footstep       = game.Footstep
	TimeUp         = game.TimeUp
	SecretAppeared = game.SecretAppeared
	SecretTaken    = game.SecretTaken
	GameOver       = game.GameOver
	PasswordShown  = game.PasswordShown
	Ending         = game.Ending
	LifeGained     = game.LifeGained
	RoundOver      = game.RoundOver
	Paused         = game.Paused
	// Stepped closes the events of one fixed step: Tick is the step's.
	// Whatever counts in steps (a pop-up's time, an explosion chain's
	// window) counts here.
	Stepped struct{ Tick int }
	// GameStarted: the session began a game (a new one, a continue, a
	// replay, the next versus round's match): what the view keeps of the
	// last game (pop-ups, particles, a shake) goes, and what depends on
	// the mode (the HUD's fields) is laid out again.
	GameStarted struct {
		Mode    game.Mode
		Players int
	}
)

// Undone is a rollback's correction of an event the view heard.
type Undone[E any] = game.Undone[E]

// feedTicks is how many of the latest steps the feed remembers: more than
// a rollback can run again (netplay.MaxRollback and the input delay).
const feedTicks = 32

// stepFeed is the one place where the game's events enter the bus, and the
// filter of a driver that runs steps again. A step run for the first time
// is heard whole (Step): its events in order, then Stepped. A step run
// again after a rollback (Again, then Reconcile) is compared with the
// version the view heard: what both versions have is not published twice,
// what only the old one had is taken back (Undone), what only the new one
// has is published; no Stepped, the view counted the step already. It
// allocates nothing once its buffers have grown to a step's events.
type stepFeed struct {
	bus   *patterns.EventBus
	heard [feedTicks]heardStep
	again []int // the steps given to Again since the last Reconcile
	tick  int   // the step being published (Stepped's Tick), for listeners that key by it
	// Quiet makes the feed remember the steps it is given without
	// publishing them: the play scene is not showing (an online match
	// runs on under the versus screen).
	Quiet bool
}

// heardStep is one step's events as the view heard them.
type heardStep struct {
	tick   int // the step's tick; -1 none
	events []game.Event
	next   []game.Event // Again's new version, until Reconcile
	kept   []bool       // next[i] was heard already
}

func newStepFeed(bus *patterns.EventBus) *stepFeed {
	f := &stepFeed{bus: bus, again: make([]int, 0, feedTicks)}
	for i := range f.heard {
		f.heard[i].events = make([]game.Event, 0, 64)
		f.heard[i].next = make([]game.Event, 0, 64)
		f.heard[i].kept = make([]bool, 0, 64)
		f.heard[i].tick = -1
	}
	return f
}

// Tick returns the step whose events are being published, as Stepped
// counts it (the game's tick after the step).
func (f *stepFeed) Tick() int { return f.tick }

// Step publishes the events of the step to tick (the game's tick after it,
// Stepped's Tick) in the order the rules reported them, then Stepped, and
// remembers them for a rollback.
func (f *stepFeed) Step(tick int, events []game.Event) {
	h := &f.heard[tick%feedTicks]
	h.tick = tick
	h.events = append(h.events[:0], events...)
	if f.Quiet {
		return
	}
	f.tick = tick
	for _, ev := range events {
		ev.Publish(f.bus)
	}
	patterns.Broadcast(f.bus, Stepped{Tick: tick})
}

// Again hands the feed a new version of a step heard before (events are
// read until Reconcile). Give every step a rollback ran again, then call
// Reconcile once: it takes back first and publishes after, so that an
// effect moved from one step to the next is stopped before it starts again.
func (f *stepFeed) Again(tick int, events []game.Event) {
	h := &f.heard[tick%feedTicks]
	if h.tick != tick {
		f.Step(tick, events) // older than the feed remembers: heard as new
		return
	}
	h.next = append(h.next[:0], events...)
	f.again = append(f.again, tick)
}

// Reconcile publishes the difference between the steps given to Again and
// their versions heard: Undone for each event heard that the new version
// lacks, then, step by step, each event of a new version that the old one
// lacked. Both versions' events are matched one to one: two explosions
// heard and one in the new version take one back.
func (f *stepFeed) Reconcile() {
	for _, tick := range f.again {
		h := &f.heard[tick%feedTicks]
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
			if !found && !f.Quiet {
				old.PublishUndone(f.bus)
			}
		}
	}
	for _, tick := range f.again {
		h := &f.heard[tick%feedTicks]
		if !f.Quiet {
			f.tick = tick
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

// Forget drops what the feed remembers (a new game: nothing heard before
// is to be taken back).
func (f *stepFeed) Forget() {
	for i := range f.heard {
		f.heard[i].tick = -1
	}
	f.again = f.again[:0]
}
