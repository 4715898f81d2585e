package game

// EventKind names a moment the presentation reacts to (sounds, music,
// particles, pop-ups).
type EventKind uint8

// Events of a tick. Fields used: X, Y a cell; Value as noted.
const (
	EventBombPlaced      EventKind = iota + 1 // X, Y
	EventExplosion                            // X, Y: a bomb detonated
	EventBrickDestroyed                       // X, Y: a brick starts burning
	EventExitRevealed                         // X, Y
	EventItemRevealed                         // X, Y; Value item kind
	EventItemCollected                        // X, Y; Value item kind
	EventItemDestroyed                        // X, Y; Value item kind
	EventEnemiesSpawned                       // X, Y; Value enemy kind (exit or item bombed)
	EventPlayerDied                           // X, Y; Player
	EventEnemyKilled                          // X, Y; Value points; Kind2 enemy kind
	EventPointsShown                          // X, Y; Value points added now (the pop-up)
	EventAllEnemiesDead                       // the pause chime
	EventStageStart                           // Value stage (the STAGE n screen)
	EventStageClear                           // Value stage
	EventMusicChange                          // Value Music
	EventFootstep                             // Value 1 horizontal, 0 vertical
	EventTimerZero                            // the Pontans come
	EventSecretAppeared                       // X, Y; Value SecretKind
	EventSecretCollected                      // X, Y; Value points
	EventGameOver                             //
	EventPasswordShown                        // the password is in Game.Password()
	EventEnding                               //
	EventLifeGained                           // Value lives
	EventRoundOver                            // versus: Player the winner, -1 a draw; Value rounds
	EventPause                                // Start: Value 1 paused, 0 resumed (the pause chime)
)

// Event is one presentation event of the current tick.
type Event struct {
	Kind   EventKind
	X, Y   int
	Value  int
	Kind2  int
	Player int
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

func (g *Game) emit(e Event) {
	if len(g.events) < cap(g.events) {
		g.events = append(g.events, e)
	}
}

func (g *Game) music(m Music) {
	g.track = m
	g.emit(Event{Kind: EventMusicChange, Value: int(m)})
}
