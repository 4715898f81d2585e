package bomberman

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The play scene's events. Each fixed step the rules report what happened
// as a list of game.Event; the session publishes each one, in order, as
// one of these types on the engine's EventBus (the stepFeed, the only place
// game events enter the bus), and then Stepped; after a rollback of an
// online match, the feed publishes only what changed (Undone, below). The view's parts subscribe
// to the types they need, each with a subscription its object owns: the
// sounds, the particles, the screen shake, the flames (which cells are an
// explosion's centre), the pop-ups of the secret bonus. Cells are map
// cells; X, Y are a cell's column and row.
type (
	// BombPlaced: a bomb was dropped on a cell.
	BombPlaced struct{ X, Y, Player int }
	// Exploded: a bomb went off on a cell.
	Exploded struct{ X, Y int }
	// BrickBroken: a brick caught fire.
	BrickBroken struct{ X, Y int }
	// ExitRevealed: the exit's brick burned away.
	ExitRevealed struct{ X, Y int }
	// ItemRevealed: an item's brick burned away.
	ItemRevealed struct {
		X, Y int
		Kind game.ItemKind
	}
	// ItemTaken: a player picked an item up.
	ItemTaken struct {
		X, Y   int
		Kind   game.ItemKind
		Player int
	}
	// ItemDestroyed: a flame burned a revealed item.
	ItemDestroyed struct {
		X, Y int
		Kind game.ItemKind
	}
	// EnemiesSpawned: bombing the exit or an item let enemies out.
	EnemiesSpawned struct {
		X, Y int
		Kind game.EnemyKind
	}
	// PlayerDied: a player was caught by a flame or an enemy.
	PlayerDied struct{ X, Y, Player int }
	// EnemyKilled: an enemy was caught by a flame; Points is its pop-up.
	EnemyKilled struct {
		X, Y   int
		Points int
		Kind   game.EnemyKind
	}
	// PointsShown: a dead enemy's points were added, as its pop-up shows.
	PointsShown struct{ X, Y, Points int }
	// AllEnemiesDead: the last enemy of the stage died (the chime).
	AllEnemiesDead struct{}
	// StageStarted: the STAGE card of a stage.
	StageStarted struct{ Stage int }
	// StageClear: the player walked out of the exit.
	StageClear struct{ Stage int }
	// MusicChanged: the track the rules ask for changed.
	MusicChanged struct{ Music game.Music }
	// Footstep: a player walked far enough for a step's sound. X is the
	// rules' event's cell column, which a footstep leaves at 0.
	Footstep struct {
		X          int
		Player     int
		Horizontal bool
	}
	// TimeUp: the timer reached zero; the Pontans come.
	TimeUp struct{}
	// SecretAppeared: a secret bonus item came out.
	SecretAppeared struct {
		X, Y int
		Kind game.SecretKind
	}
	// SecretTaken: a player took the secret bonus item worth Points.
	SecretTaken struct{ X, Y, Points, Player int }
	// GameOver: the last life was lost.
	GameOver struct{}
	// PasswordShown: the game over's password is on screen.
	PasswordShown struct{}
	// Ending: stage 50 was cleared.
	Ending struct{}
	// LifeGained: a life was won; Lives is the new LEFT.
	LifeGained struct{ Lives int }
	// RoundOver: a versus round ended; Winner is the player who won it,
	// -1 for a draw, Rounds the rounds played.
	RoundOver struct{ Winner, Rounds int }
	// Paused: Start paused the game (On) or resumed it.
	Paused struct{ On bool }
	// Stepped closes the events of one fixed step: Tick is the game's tick
	// after it. Whatever counts in steps (a pop-up's time, an explosion
	// chain's window) counts here.
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

// Undone is a rollback's correction of an event the view heard: the step
// to Tick (as Stepped counts) was run again, on the other player's real
// inputs instead of the predicted ones, and its new version lacks Event.
// Whoever showed something for the event takes it back: the sounds stop
// it if it still plays (where the audio service can), the particles
// remove its burst, the flames forget its centre, the shake its part of a
// chain, the pop-ups its points.
type Undone[E any] struct {
	Event E
	Tick  int
}

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
	tick   int // Stepped's Tick of the step; 0 none
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
		publishEvent(f.bus, ev)
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
				publishUndone(f.bus, old, tick)
			}
		}
	}
	for _, tick := range f.again {
		h := &f.heard[tick%feedTicks]
		if !f.Quiet {
			f.tick = tick
			for i, ev := range h.next {
				if !h.kept[i] {
					publishEvent(f.bus, ev)
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
		f.heard[i].tick = 0
	}
	f.again = f.again[:0]
}

// publishEvent publishes one game event as its typed event.
func publishEvent(bus *patterns.EventBus, ev game.Event) {
	switch ev.Kind {
	case game.EventBombPlaced:
		patterns.Broadcast(bus, BombPlaced{X: ev.X, Y: ev.Y, Player: ev.Player})
	case game.EventExplosion:
		patterns.Broadcast(bus, Exploded{X: ev.X, Y: ev.Y})
	case game.EventBrickDestroyed:
		patterns.Broadcast(bus, BrickBroken{X: ev.X, Y: ev.Y})
	case game.EventExitRevealed:
		patterns.Broadcast(bus, ExitRevealed{X: ev.X, Y: ev.Y})
	case game.EventItemRevealed:
		patterns.Broadcast(bus, ItemRevealed{X: ev.X, Y: ev.Y, Kind: game.ItemKind(ev.Value)})
	case game.EventItemCollected:
		patterns.Broadcast(bus, ItemTaken{X: ev.X, Y: ev.Y, Kind: game.ItemKind(ev.Value), Player: ev.Player})
	case game.EventItemDestroyed:
		patterns.Broadcast(bus, ItemDestroyed{X: ev.X, Y: ev.Y, Kind: game.ItemKind(ev.Value)})
	case game.EventEnemiesSpawned:
		patterns.Broadcast(bus, EnemiesSpawned{X: ev.X, Y: ev.Y, Kind: game.EnemyKind(ev.Value)})
	case game.EventPlayerDied:
		patterns.Broadcast(bus, PlayerDied{X: ev.X, Y: ev.Y, Player: ev.Player})
	case game.EventEnemyKilled:
		patterns.Broadcast(bus, EnemyKilled{X: ev.X, Y: ev.Y, Points: ev.Value, Kind: game.EnemyKind(ev.Kind2)})
	case game.EventPointsShown:
		patterns.Broadcast(bus, PointsShown{X: ev.X, Y: ev.Y, Points: ev.Value})
	case game.EventAllEnemiesDead:
		patterns.Broadcast(bus, AllEnemiesDead{})
	case game.EventStageStart:
		patterns.Broadcast(bus, StageStarted{Stage: ev.Value})
	case game.EventStageClear:
		patterns.Broadcast(bus, StageClear{Stage: ev.Value})
	case game.EventMusicChange:
		patterns.Broadcast(bus, MusicChanged{Music: game.Music(ev.Value)})
	case game.EventFootstep:
		patterns.Broadcast(bus, Footstep{X: ev.X, Player: ev.Player, Horizontal: ev.Value == 1})
	case game.EventTimerZero:
		patterns.Broadcast(bus, TimeUp{})
	case game.EventSecretAppeared:
		patterns.Broadcast(bus, SecretAppeared{X: ev.X, Y: ev.Y, Kind: game.SecretKind(ev.Value)})
	case game.EventSecretCollected:
		patterns.Broadcast(bus, SecretTaken{X: ev.X, Y: ev.Y, Points: ev.Value, Player: ev.Player})
	case game.EventGameOver:
		patterns.Broadcast(bus, GameOver{})
	case game.EventPasswordShown:
		patterns.Broadcast(bus, PasswordShown{})
	case game.EventEnding:
		patterns.Broadcast(bus, Ending{})
	case game.EventLifeGained:
		patterns.Broadcast(bus, LifeGained{Lives: ev.Value})
	case game.EventRoundOver:
		patterns.Broadcast(bus, RoundOver{Winner: ev.Player, Rounds: ev.Value})
	case game.EventPause:
		patterns.Broadcast(bus, Paused{On: ev.Value == 1})
	}
}

// publishUndone publishes Undone for one game event heard at tick.
func publishUndone(bus *patterns.EventBus, ev game.Event, tick int) {
	switch ev.Kind {
	case game.EventBombPlaced:
		patterns.Broadcast(bus, Undone[BombPlaced]{Event: BombPlaced{X: ev.X, Y: ev.Y, Player: ev.Player}, Tick: tick})
	case game.EventExplosion:
		patterns.Broadcast(bus, Undone[Exploded]{Event: Exploded{X: ev.X, Y: ev.Y}, Tick: tick})
	case game.EventBrickDestroyed:
		patterns.Broadcast(bus, Undone[BrickBroken]{Event: BrickBroken{X: ev.X, Y: ev.Y}, Tick: tick})
	case game.EventExitRevealed:
		patterns.Broadcast(bus, Undone[ExitRevealed]{Event: ExitRevealed{X: ev.X, Y: ev.Y}, Tick: tick})
	case game.EventItemRevealed:
		patterns.Broadcast(bus, Undone[ItemRevealed]{Event: ItemRevealed{X: ev.X, Y: ev.Y, Kind: game.ItemKind(ev.Value)}, Tick: tick})
	case game.EventItemCollected:
		patterns.Broadcast(bus, Undone[ItemTaken]{Event: ItemTaken{X: ev.X, Y: ev.Y, Kind: game.ItemKind(ev.Value), Player: ev.Player}, Tick: tick})
	case game.EventItemDestroyed:
		patterns.Broadcast(bus, Undone[ItemDestroyed]{Event: ItemDestroyed{X: ev.X, Y: ev.Y, Kind: game.ItemKind(ev.Value)}, Tick: tick})
	case game.EventEnemiesSpawned:
		patterns.Broadcast(bus, Undone[EnemiesSpawned]{Event: EnemiesSpawned{X: ev.X, Y: ev.Y, Kind: game.EnemyKind(ev.Value)}, Tick: tick})
	case game.EventPlayerDied:
		patterns.Broadcast(bus, Undone[PlayerDied]{Event: PlayerDied{X: ev.X, Y: ev.Y, Player: ev.Player}, Tick: tick})
	case game.EventEnemyKilled:
		patterns.Broadcast(bus, Undone[EnemyKilled]{Event: EnemyKilled{X: ev.X, Y: ev.Y, Points: ev.Value, Kind: game.EnemyKind(ev.Kind2)}, Tick: tick})
	case game.EventPointsShown:
		patterns.Broadcast(bus, Undone[PointsShown]{Event: PointsShown{X: ev.X, Y: ev.Y, Points: ev.Value}, Tick: tick})
	case game.EventAllEnemiesDead:
		patterns.Broadcast(bus, Undone[AllEnemiesDead]{Event: AllEnemiesDead{}, Tick: tick})
	case game.EventStageStart:
		patterns.Broadcast(bus, Undone[StageStarted]{Event: StageStarted{Stage: ev.Value}, Tick: tick})
	case game.EventStageClear:
		patterns.Broadcast(bus, Undone[StageClear]{Event: StageClear{Stage: ev.Value}, Tick: tick})
	case game.EventMusicChange:
		patterns.Broadcast(bus, Undone[MusicChanged]{Event: MusicChanged{Music: game.Music(ev.Value)}, Tick: tick})
	case game.EventFootstep:
		patterns.Broadcast(bus, Undone[Footstep]{Event: Footstep{X: ev.X, Player: ev.Player, Horizontal: ev.Value == 1}, Tick: tick})
	case game.EventTimerZero:
		patterns.Broadcast(bus, Undone[TimeUp]{Event: TimeUp{}, Tick: tick})
	case game.EventSecretAppeared:
		patterns.Broadcast(bus, Undone[SecretAppeared]{Event: SecretAppeared{X: ev.X, Y: ev.Y, Kind: game.SecretKind(ev.Value)}, Tick: tick})
	case game.EventSecretCollected:
		patterns.Broadcast(bus, Undone[SecretTaken]{Event: SecretTaken{X: ev.X, Y: ev.Y, Points: ev.Value, Player: ev.Player}, Tick: tick})
	case game.EventGameOver:
		patterns.Broadcast(bus, Undone[GameOver]{Event: GameOver{}, Tick: tick})
	case game.EventPasswordShown:
		patterns.Broadcast(bus, Undone[PasswordShown]{Event: PasswordShown{}, Tick: tick})
	case game.EventEnding:
		patterns.Broadcast(bus, Undone[Ending]{Event: Ending{}, Tick: tick})
	case game.EventLifeGained:
		patterns.Broadcast(bus, Undone[LifeGained]{Event: LifeGained{Lives: ev.Value}, Tick: tick})
	case game.EventRoundOver:
		patterns.Broadcast(bus, Undone[RoundOver]{Event: RoundOver{Winner: ev.Player, Rounds: ev.Value}, Tick: tick})
	case game.EventPause:
		patterns.Broadcast(bus, Undone[Paused]{Event: Paused{On: ev.Value == 1}, Tick: tick})
	}
}
