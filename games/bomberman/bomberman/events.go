package bomberman

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The play scene's events. Each fixed step the rules report what happened
// as a list of game.Event; the session publishes each one, in order, as
// one of these types on the engine's EventBus (publishStep, the only place
// game events enter the bus), and then Stepped. The view's parts subscribe
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

// publishStep publishes the events of the step g has just run on bus, in
// the order the rules reported them, then Stepped. It is the one place
// where the game's events enter the bus: a driver that runs steps the
// view must not hear of (a rollback's resimulation) would filter here.
func publishStep(bus *patterns.EventBus, g *game.Game) {
	for _, ev := range g.Events() {
		publishEvent(bus, ev)
	}
	patterns.Broadcast(bus, Stepped{Tick: g.Tick()})
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
