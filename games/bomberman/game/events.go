package game

import "github.com/bengine-go/bengine/core/patterns"

// The events of a step: what happened, for the presentation to play a
// sound, burst some particles or show a pop-up. Each is a type of its own,
// declared once, here; a listener subscribes to the type it wants on an
// event bus (core/patterns' EventBus keys by the type). Every event
// carries Tick, the step it happened in: Game.Tick before that Step, so
// the first Step's events have Tick 0. Cells are map cells: X is a
// column, Y a row.
type (
	// BombPlaced: Player dropped a bomb on a cell.
	BombPlaced struct{ Tick, X, Y, Player int }
	// Exploded: a bomb of Owner went off on a cell.
	Exploded struct{ Tick, X, Y, Owner int }
	// BrickBroken: a brick caught fire.
	BrickBroken struct{ Tick, X, Y int }
	// ExitRevealed: the exit's brick burned away.
	ExitRevealed struct{ Tick, X, Y int }
	// ItemRevealed: an item's brick burned away.
	ItemRevealed struct {
		Tick, X, Y int
		Item       ItemKind
	}
	// ItemTaken: Player picked an item up.
	ItemTaken struct {
		Tick, X, Y int
		Item       ItemKind
		Player     int
	}
	// ItemDestroyed: a flame burned a revealed item.
	ItemDestroyed struct {
		Tick, X, Y int
		Item       ItemKind
	}
	// EnemiesSpawned: bombing the exit or an item let enemies out.
	EnemiesSpawned struct {
		Tick, X, Y int
		Enemy      EnemyKind
	}
	// PlayerDied: a flame or an enemy caught Player.
	PlayerDied struct{ Tick, X, Y, Player int }
	// EnemyKilled: a flame caught an enemy; Points is its pop-up.
	EnemyKilled struct {
		Tick, X, Y int
		Enemy      EnemyKind
		Points     int
	}
	// PointsShown: a dead enemy's Points were added, as its pop-up shows.
	PointsShown struct{ Tick, X, Y, Points int }
	// AllEnemiesDead: the last enemy of the stage died (the chime).
	AllEnemiesDead struct{ Tick int }
	// StageStarted: the STAGE card of a stage.
	StageStarted struct{ Tick, Stage int }
	// StageClear: the players walked out of the exit (or a bonus stage's
	// time ran out).
	StageClear struct{ Tick, Stage int }
	// MusicChanged: the track the rules ask for changed.
	MusicChanged struct {
		Tick  int
		Music Music
	}
	// Footstep: Player walked far enough for a step's sound.
	Footstep struct {
		Tick, Player int
		Horizontal   bool
	}
	// TimeUp: TIME reached zero; the Pontans come.
	TimeUp struct{ Tick int }
	// SecretAppeared: a secret bonus item came out.
	SecretAppeared struct {
		Tick, X, Y int
		Secret     SecretKind
	}
	// SecretTaken: Player took the secret bonus item worth Points.
	SecretTaken struct{ Tick, X, Y, Points, Player int }
	// GameOver: the last life was lost, or a versus match was won by
	// Winner (-1 outside versus).
	GameOver struct{ Tick, Winner int }
	// PasswordShown: the game over's password (Game.Password) is on
	// screen.
	PasswordShown struct{ Tick int }
	// Ending: stage 50 was cleared.
	Ending struct{ Tick int }
	// LifeGained: Player won a life; Lives is the new LEFT.
	LifeGained struct{ Tick, Player, Lives int }
	// RoundOver: a versus round ended; Winner won it (-1 a draw), Rounds
	// rounds have been played.
	RoundOver struct{ Tick, Winner, Rounds int }
	// Paused: Start paused the game (On) or resumed it.
	Paused struct {
		Tick int
		On   bool
	}
)

// Undone[E] takes an event E back: a rollback ran E's step again (on the
// other player's real inputs instead of the predicted ones) and the new
// version of the step lacks E. Whoever keeps something of E (a sound still
// playing, particles, a pop-up) takes it back; E's Tick says which step.
// Listeners that keep nothing need not hear it.
type Undone[E any] struct{ Event E }

// EventKind says which of the event types an Event holds.
type EventKind uint8

// The event types, as the Kind of the Events that hold them.
const (
	EventBombPlaced EventKind = iota + 1
	EventExplosion
	EventBrickDestroyed
	EventExitRevealed
	EventItemRevealed
	EventItemCollected
	EventItemDestroyed
	EventEnemiesSpawned
	EventPlayerDied
	EventEnemyKilled
	EventPointsShown
	EventAllEnemiesDead
	EventStageStart
	EventStageClear
	EventMusicChange
	EventFootstep
	EventTimerZero
	EventSecretAppeared
	EventSecretCollected
	EventGameOver
	EventPasswordShown
	EventEnding
	EventLifeGained
	EventRoundOver
	EventPause
)

// maxEvents is the most events one step keeps (a step reports a handful;
// a detonator setting off twenty bombs at once, with their bricks, some
// tens).
const maxEvents = 128

// Event is one event of a step's list (Game.Events), whichever its type:
// a plain value, so that the list is a fixed array inside the Game and a
// copy of a Game shares none of it. Kind says which type it holds, and
// Publish hands it on as a value of that type; its other fields are
// private to this file, where each type's fields are read out of them.
// Events are comparable: two steps that report the same events have equal
// lists.
type Event struct {
	Kind   EventKind
	tick   int
	x, y   int8
	player int8  // the player, an explosion's owner, a winner (-1 none)
	thing  uint8 // the item, enemy or secret kind, the track; 1: a horizontal footstep, a pause begun
	n      int32 // the points, the stage, the lives, the rounds
}

// Tick returns the step the event happened in.
func (ev Event) Tick() int { return ev.tick }

// Publish broadcasts ev on bus as a value of its own type: an
// EventExplosion as an Exploded, and so on.
func (ev Event) Publish(bus *patterns.EventBus) { ev.broadcast(bus, false) }

// PublishUndone broadcasts Undone[E] for ev's type E: a rollback took ev
// back.
func (ev Event) PublishUndone(bus *patterns.EventBus) { ev.broadcast(bus, true) }

// broadcast is the one place where an Event becomes its type: a case a
// type.
func (ev Event) broadcast(bus *patterns.EventBus, undo bool) {
	t, x, y, p, n := ev.tick, int(ev.x), int(ev.y), int(ev.player), int(ev.n)
	switch ev.Kind {
	case EventBombPlaced:
		publish(bus, undo, BombPlaced{t, x, y, p})
	case EventExplosion:
		publish(bus, undo, Exploded{t, x, y, p})
	case EventBrickDestroyed:
		publish(bus, undo, BrickBroken{t, x, y})
	case EventExitRevealed:
		publish(bus, undo, ExitRevealed{t, x, y})
	case EventItemRevealed:
		publish(bus, undo, ItemRevealed{t, x, y, ItemKind(ev.thing)})
	case EventItemCollected:
		publish(bus, undo, ItemTaken{t, x, y, ItemKind(ev.thing), p})
	case EventItemDestroyed:
		publish(bus, undo, ItemDestroyed{t, x, y, ItemKind(ev.thing)})
	case EventEnemiesSpawned:
		publish(bus, undo, EnemiesSpawned{t, x, y, EnemyKind(ev.thing)})
	case EventPlayerDied:
		publish(bus, undo, PlayerDied{t, x, y, p})
	case EventEnemyKilled:
		publish(bus, undo, EnemyKilled{t, x, y, EnemyKind(ev.thing), n})
	case EventPointsShown:
		publish(bus, undo, PointsShown{t, x, y, n})
	case EventAllEnemiesDead:
		publish(bus, undo, AllEnemiesDead{t})
	case EventStageStart:
		publish(bus, undo, StageStarted{t, n})
	case EventStageClear:
		publish(bus, undo, StageClear{t, n})
	case EventMusicChange:
		publish(bus, undo, MusicChanged{t, Music(ev.thing)})
	case EventFootstep:
		publish(bus, undo, Footstep{t, p, ev.thing == 1})
	case EventTimerZero:
		publish(bus, undo, TimeUp{t})
	case EventSecretAppeared:
		publish(bus, undo, SecretAppeared{t, x, y, SecretKind(ev.thing)})
	case EventSecretCollected:
		publish(bus, undo, SecretTaken{t, x, y, n, p})
	case EventGameOver:
		publish(bus, undo, GameOver{t, p})
	case EventPasswordShown:
		publish(bus, undo, PasswordShown{t})
	case EventEnding:
		publish(bus, undo, Ending{t})
	case EventLifeGained:
		publish(bus, undo, LifeGained{t, p, n})
	case EventRoundOver:
		publish(bus, undo, RoundOver{t, p, n})
	case EventPause:
		publish(bus, undo, Paused{t, ev.thing == 1})
	}
}

// publish broadcasts e, or Undone of it: the one generic helper every
// event type goes through.
func publish[E any](bus *patterns.EventBus, undo bool, e E) {
	if undo {
		patterns.Broadcast(bus, Undone[E]{Event: e})
		return
	}
	patterns.Broadcast(bus, e)
}

// report adds an event to the step's list, stamped with the step's tick;
// past maxEvents it is dropped.
func (g *Game) report(ev Event) {
	if g.eventCount == len(g.events) {
		return
	}
	ev.tick = g.ticks
	g.events[g.eventCount] = ev
	g.eventCount++
}

// Music is a music track.
type Music uint8

// Music tracks (section 10).
const (
	MusicNone Music = iota
	MusicTitle
	MusicStageIntro
	MusicStage
	MusicStageAlt
	MusicInvincible
	MusicBonus
	MusicEnding
	MusicDeath
	MusicGameOver
	MusicClear
)

func (g *Game) music(m Music) {
	g.track = m
	g.report(Event{Kind: EventMusicChange, thing: uint8(m)})
}
