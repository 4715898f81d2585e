package game

import (
	"fmt"

	"github.com/bengine-go/bengine/core/random"
)

// This file is the game's flow: what a Game holds, how it starts, and Step,
// which runs one frame of the current phase. The phases, in the order a
// stage goes through them:
//
//	intro    the STAGE n card: a countdown, then play starts
//	playing  one frame of the world (playFrame), Start pauses
//	bonus    the same in a bonus stage
//	dying    the world goes on without the players, then a life is lost
//	clear    the clear jingle, then the next stage (or the bonus, the ending)
//	ending   after stage 50, then stage 1 again
//	gameover nothing moves; the password is shown
//
// The rules of each part of the world live beside it: player.go (moving,
// bombs, pickups), bombs.go (fuses, flames, kills), enemies.go, gen.go (the
// stage's map), secret.go (the hidden bonus items), password.go.

// Mode is the kind of game.
type Mode uint8

// Modes. ModeNormal is the NES game; the two-player modes are ours.
const (
	ModeNormal Mode = iota // one player, the NES rules
	ModeCoop               // two players share the stages, each with lives
	ModeVersus             // two players in an arena; the last standing wins the round
)

var modeNames = [3]string{"normal", "coop", "versus"}

func (m Mode) String() string { return enumName(modeNames[:], m, "Mode") }

// ParseMode parses "normal", "coop" or "versus".
func ParseMode(s string) (Mode, error) {
	for i, n := range modeNames {
		if n == s {
			return Mode(i), nil
		}
	}
	return 0, fmt.Errorf("unknown mode %q, want one of %q", s, modeNames)
}

// MaxWins is the most rounds a versus match can take to win.
const MaxWins = 99

// Options start a game.
type Options struct {
	Seed  uint64
	Stage int // 1..50; 0 means 1 (or the password's stage)
	Mode  Mode
	// FriendlyFire makes a co-op player's flames kill the other player.
	// Versus flames always do.
	FriendlyFire bool
	// Wins is how many rounds take a versus match (best of 3 is 2); 0 means
	// rules.json's versusWins.
	Wins int
	// Password continues from a Game Over password, as the title's
	// CONTINUE does: the stage, score, bombs, flames and power-ups it
	// holds, LEFT back at its start value. Not in versus. Stage must be 0
	// or the password's stage.
	Password string
}

// Game is the whole simulation state. Its fields are plain values and
// fixed arrays: no pointer, slice or map (a test walks the type to hold
// that), so Step allocates nothing and a copy of a Game is a save state
// that shares nothing with the original (the netplay rollback keeps such
// copies, and the replay bot of bot_test.go looks ahead on them).
type Game struct {
	// The numbers of the data set and the options the game was started with.
	book         book
	seed         uint64
	mode         Mode
	friendlyFire bool // co-op flames kill the partner
	winsNeeded   int  // versus: rounds that take the match
	playerCount  int  // 1, or 2 in the two-player modes
	width        int  // the map's size in cells: MapW x MapH,
	height       int  // or ArenaW x ArenaH in versus

	// Two random streams of the seed: adding a draw to one does not shift
	// the other.
	mapRNG   random.RNG // the map's layout, the secret item's cell
	enemyRNG random.RNG // enemy placement, facing, runs and spawns

	// What lasts from stage to stage.
	players     [2]Player
	stageNumber int    // 1..50 (in versus, the arena's stage)
	score       int    // in hundreds: the HUD shows it with a fixed "00"
	topScore    int    // the best score since New, in hundreds
	round       int    // versus rounds played
	winner      int    // versus: the match winner, -1 none yet
	password    string // the last Game Over's password, or ""

	// The flow: the phase, its countdown, the NES frame counter.
	phase      Phase
	phaseTimer int    // frames left in the intro, dying, clear and ending phases
	frame      uint32 // the frame counter F: speeds and ticks are patterns over it
	ticks      int    // Steps since New, paused ones included
	track      Music  // the music that should be playing
	paused     bool
	startHeld  bool // Start was held on the last Step: pause toggles on a press

	// The stage being played; startStage replaces it whole.
	stage stageState

	// Scratch space, rewritten before each use, so that nothing allocates.
	lethal      [MapH][MapW]uint8 // this explosion tick's lethal cells, a bit per owner
	cellScratch [MapH * MapW]int16

	// This Step's events, for the presentation (Events).
	events     [maxEvents]Event
	eventCount int
}

// stageState is everything that belongs to one stage: its map, bombs,
// flames, enemies, exit, items, TIME and what the secret bonus items
// count. A stage start replaces it with one assignment, so nothing of one
// stage can leak into the next.
type stageState struct {
	// A bonus stage: pillars only, one enemy type refilled, TIME 30, no exit.
	bonus      bool
	bonusEnemy EnemyKind

	// The map. The exit and the items lie beside the tiles; a brick hides them.
	tiles      [MapH][MapW]Tile
	burnTicks  [MapH][MapW]uint8 // explosion ticks each burning brick has burned
	bricksLeft int               // ordinary bricks not yet destroyed
	exit       Exit
	items      [MaxItems]ItemState // items[0] is the stage's item; versus scatters more
	itemCount  int

	// Bombs and their explosions.
	bombs       [2 * MaxBombs]Bomb
	bombsPlaced uint32       // counts placements: each bomb's Order
	arms        [maxArms]arm // the heads of the flames still spreading
	flames      [MaxFlames]Flame
	flameCount  int

	// Enemies.
	enemies [MaxEnemies]Enemy
	living  int  // spawning and alive enemies after the last frame
	chimed  bool // the all-enemies chime has played (once a stage)

	// The multi-kill ladder: kills within a window opened by the first.
	ladderKills  int // kills since the window opened
	ladderFrames int // frames left in the window; 0 when closed

	// TIME.
	timer      int
	timeUp     bool // TIME reached 0 and the Pontans came
	playFrames int  // frames played: TIME does not count on the first

	// The secret bonus item and what its conditions count.
	secret       Secret
	kills        int // enemies killed
	bricksBurned int // ordinary bricks destroyed
	fuseBlasts   int // bombs exploded by fuse or chain (not by the detonator)
}

// New starts a game at opts.Stage in the playing phase: its first Step is
// tick 0, the first frame the players control the stage. The stage's intro
// is skipped, so read Music for the track to start with.
func New(cfg *Config, opts Options) (*Game, error) {
	if cfg == nil {
		panic("game: New with a nil Config")
	}
	stage := opts.Stage
	if stage == 0 {
		stage = 1
	}
	if stage < 1 || stage > Stages {
		return nil, fmt.Errorf("game: stage %d, want 1..%d", stage, Stages)
	}
	if opts.Mode > ModeVersus {
		return nil, fmt.Errorf("game: %v, want normal, coop or versus", opts.Mode)
	}
	if opts.Wins < 0 || opts.Wins > MaxWins || (opts.Wins > 0 && opts.Mode != ModeVersus) {
		return nil, fmt.Errorf("game: Wins %d in mode %v, want 0, or 1..%d in versus", opts.Wins, opts.Mode, MaxWins)
	}
	var progress Progress
	if opts.Password != "" {
		if opts.Mode == ModeVersus {
			return nil, fmt.Errorf("game: no passwords in versus")
		}
		pr, err := DecodePassword(opts.Password)
		if err != nil {
			return nil, err
		}
		if opts.Stage != 0 && opts.Stage != pr.Stage {
			return nil, fmt.Errorf("game: stage %d with a password for stage %d", opts.Stage, pr.Stage)
		}
		progress = pr
	}
	g := &Game{book: bookOf(cfg), seed: opts.Seed, mode: opts.Mode,
		friendlyFire: opts.FriendlyFire, winsNeeded: opts.Wins, playerCount: 1, winner: -1}
	if g.winsNeeded == 0 {
		g.winsNeeded = cfg.Rules.VersusWins
	}
	g.width, g.height = mapSize(opts.Mode)
	if opts.Mode != ModeNormal {
		g.playerCount = 2
	}
	root := random.New(opts.Seed)
	g.mapRNG = *root.Stream("map")
	g.enemyRNG = *root.Stream("enemies")
	for i := 0; i < g.playerCount; i++ {
		g.resetPlayer(i)
	}
	g.stageNumber = stage
	if opts.Password != "" {
		g.applyProgress(progress)
	}
	g.startStage(false)
	g.beginPlay()
	return g, nil
}

// SetConfig swaps in a reloaded data set (hot reload in debug builds). The
// state is kept; new numbers apply from the next Step. cfg must have been
// returned by LoadConfig.
func (g *Game) SetConfig(cfg *Config) {
	if cfg == nil {
		panic("game: SetConfig with a nil Config")
	}
	g.book = bookOf(cfg)
}

// Continue restarts a game from a Game Over password: the stage, score and
// power-ups it encodes, with LEFT back at 2 (for both co-op players), on
// the stage's intro.
func (g *Game) Continue(password string) error {
	if g.mode == ModeVersus {
		return fmt.Errorf("game: no passwords in versus")
	}
	pr, err := DecodePassword(password)
	if err != nil {
		return err
	}
	g.applyProgress(pr)
	g.password = ""
	g.startStage(false)
	return nil
}

// applyProgress gives every player fresh lives and the power-ups of a
// password, and sets the score and the stage number.
func (g *Game) applyProgress(pr Progress) {
	r := &g.book
	for i := 0; i < g.playerCount; i++ {
		g.resetPlayer(i)
		p := &g.players[i]
		p.Bombs = clamp(pr.Bombs, 1, r.MaxBombs)
		p.Range = clamp(pr.Range, 1, r.MaxRange)
		p.Speed, p.Detonator, p.Flamepass, p.Wallpass = pr.Speed, pr.Detonator, pr.Flamepass, pr.Wallpass
	}
	g.score = pr.ScoreHundreds
	g.stageNumber = pr.Stage
}

func (g *Game) resetPlayer(i int) {
	r := &g.book
	g.players[i] = Player{Lives: r.StartLives, Bombs: r.StartBombs, Range: r.StartRange}
}

// Step advances the game by exactly one NES frame with the buttons held by
// the players. in[1] is ignored in a one-player game.
func (g *Game) Step(in [2]Buttons) {
	g.eventCount = 0
	switch g.phase {
	case PhaseIntro:
		g.phaseTimer--
		if g.phaseTimer <= 0 {
			g.beginPlay()
		}
	case PhasePlaying, PhaseBonus:
		if g.togglePause(in) {
			g.ticks++ // F stands still while paused
			return
		}
		g.playFrame(in, true)
	case PhaseDying:
		g.playFrame([2]Buttons{}, false)
		g.phaseTimer--
		if g.phaseTimer <= 0 {
			g.afterDeath()
		}
	case PhaseClear:
		g.phaseTimer--
		if g.phaseTimer <= 0 {
			g.afterClear()
		}
	case PhaseEnding:
		g.phaseTimer--
		if g.phaseTimer <= 0 {
			g.stageNumber = 1
			g.startStage(false)
		}
	case PhaseGameOver:
	}
	g.frame++
	g.ticks++
}

// ---- Intro: a stage starts ----

// startStage builds stage g.stageNumber (a bonus stage if bonus) and shows
// its intro.
func (g *Game) startStage(bonus bool) {
	r := &g.book
	g.stage = stageState{bonus: bonus}
	if bonus {
		g.stage.bonusEnemy = g.book.stageData(g.stageNumber).bonusAfter
	}
	for i := 0; i < g.playerCount; i++ {
		p := &g.players[i]
		if g.mode == ModeVersus {
			wins := p.Wins
			g.resetPlayer(i)
			p.Wins = wins
		}
		p.enterStage(g.startPos(i))
	}
	g.generate()
	g.stage.timer = r.TimerStart
	if bonus {
		g.stage.timer = r.BonusTimerStart
	}
	g.stage.living = g.countLiving()
	g.phase = PhaseIntro
	g.phaseTimer = r.IntroFrames
	g.paused = false
	g.report(Event{Kind: EventStageStart, n: int32(g.stageNumber)})
	g.music(MusicStageIntro)
}

// startPos is where player i starts: (1,1), the co-op partner on (2,1),
// the versus opponent in the opposite corner.
func (g *Game) startPos(i int) Pos {
	switch {
	case i == 0:
		return Pos{X: 1, Y: 1, U: 8, V: 8}
	case g.mode == ModeVersus:
		return Pos{X: g.width - 2, Y: g.height - 2, U: 8, V: 8}
	}
	return Pos{X: 2, Y: 1, U: 8, V: 8}
}

// beginPlay ends the intro: play (or the bonus stage) starts.
func (g *Game) beginPlay() {
	g.phase = PhasePlaying
	g.phaseTimer = 0
	if g.stage.bonus {
		g.phase = PhaseBonus
		g.music(MusicBonus)
		return
	}
	g.music(MusicStage)
}

// ---- Playing: one frame of the world ----

// togglePause pauses or resumes play on a press of Start (by either
// player) and reports whether play is paused.
func (g *Game) togglePause(in [2]Buttons) bool {
	start := (in[0]|in[1])&ButtonStart != 0
	if start && !g.startHeld {
		g.paused = !g.paused
		v := uint8(0)
		if g.paused {
			v = 1
		}
		g.report(Event{Kind: EventPause, thing: v})
	}
	g.startHeld = start
	return g.paused
}

// playing reports whether the players are in control: the phase may end in
// the middle of a frame (a death, the exit).
func (g *Game) playing() bool { return g.phase == PhasePlaying || g.phase == PhaseBonus }

// playFrame runs one frame of the world, in the ROM's order. control is
// false in the dying phase: bombs, flames and enemies go on without the
// players.
func (g *Game) playFrame(in [2]Buttons, control bool) {
	f := g.frame
	for i := 0; i < g.playerCount; i++ {
		g.players[i].Moving = false
	}
	// 1. Fuses burn; chained bombs go off.
	g.updateBombs()
	// 2. The players move and place bombs (without Speed, not on one frame in four).
	if control {
		for i := 0; i < g.playerCount; i++ {
			p := &g.players[i]
			if p.Alive && (p.Speed || f&3 != 0) {
				g.handleInput(i, in[i])
			}
		}
	}
	// 3. The enemies think and move.
	g.updateEnemies()
	// 4. On explosion ticks, flames spread and kill.
	period := uint32(g.book.TickPeriod)
	if g.stage.bonus {
		period = uint32(g.book.BonusTickPeriod)
	}
	if f%period == 0 {
		g.explosionTick()
	}
	if g.stage.bonus {
		g.refillBonus()
	}
	// 5. Enemy contact, items, the secret item and the exit.
	if control {
		g.checkEnemyContact()
		for i := 0; i < g.playerCount; i++ {
			if g.players[i].Alive && g.playing() {
				g.checkPickups(i)
			}
		}
	}
	// 6. Timers: invincibility, the ladder's window, the all-enemies chime.
	g.countDownMystery()
	if g.stage.ladderFrames > 0 {
		g.stage.ladderFrames--
		if g.stage.ladderFrames == 0 {
			g.stage.ladderKills = 0
		}
	}
	living := g.countLiving()
	if g.stage.living > 0 && living == 0 && !g.stage.bonus && !g.stage.chimed {
		g.stage.chimed = true
		g.report(Event{Kind: EventAllEnemiesDead})
	}
	g.stage.living = living
	// 7. The secret bonus item's condition, TIME, and the deaths of players
	// who die while a partner plays on.
	if control && g.playing() {
		if g.players[0].Alive && g.mode != ModeVersus {
			g.updateSecret(in[0])
		}
		g.updateTimer()
		g.updateDeaths()
	}
}

// countDownMystery runs the Mystery item's invincibility; the stage music
// returns when it ends.
func (g *Game) countDownMystery() {
	for i := 0; i < g.playerCount; i++ {
		if p := &g.players[i]; p.Mystery > 0 {
			p.Mystery--
			if p.Mystery == 0 && p.Alive {
				g.music(MusicStage)
			}
		}
	}
}

// updateTimer counts TIME down every timerPeriod frames. At 0 a bonus
// stage is cleared, a versus round is drawn, and a normal stage's enemies
// give way to the Pontans (once).
func (g *Game) updateTimer() {
	r := &g.book
	g.stage.playFrames++
	if g.frame%uint32(r.TimerPeriod) != 0 || g.stage.timer <= 0 || g.stage.playFrames == 1 {
		return
	}
	g.stage.timer--
	if g.stage.timer > 0 {
		return
	}
	switch {
	case g.stage.bonus:
		g.clearStage()
		return
	case g.mode == ModeVersus:
		g.endRound(-1)
		return
	case g.stage.timeUp:
		return
	}
	g.stage.timeUp = true
	g.report(Event{Kind: EventTimerZero})
	for i := range g.stage.enemies {
		g.stage.enemies[i] = Enemy{}
	}
	for n := 0; n < r.TimeUpPontans; n++ {
		x, y, ok := g.randomFreeCell(&g.enemyRNG, 0)
		if !ok {
			break
		}
		g.spawnEnemy(n, Pontan, x, y, r.SpawnDelay)
	}
}

// countLiving counts the spawning and alive enemies.
func (g *Game) countLiving() int {
	n := 0
	for i := range g.stage.enemies {
		if s := g.stage.enemies[i].State; s == EnemySpawning || s == EnemyAlive {
			n++
		}
	}
	return n
}

// addScore adds points, in hundreds, saturating at scoreMaxHundreds.
func (g *Game) addScore(hundreds int) {
	g.score += hundreds
	if g.score > g.book.ScoreMaxHundreds {
		g.score = g.book.ScoreMaxHundreds
	}
	if g.score > g.topScore {
		g.topScore = g.score
	}
}

// ---- Dying: a player's death ----

// deathFrames is the length of the death sequence: the animation, the
// invisible frames and the jingle.
func (g *Game) deathFrames() int {
	r := &g.book
	return r.DeathSteps*r.DeathStepFrames + r.DeathInvisibleFrames + r.DeathJingleFrames
}

func (g *Game) alivePlayers() int {
	n := 0
	for i := 0; i < g.playerCount; i++ {
		if g.players[i].Alive {
			n++
		}
	}
	return n
}

// killPlayer starts player i's death. When nobody is left alive (always in
// the one-player game) the whole game enters the dying phase; a co-op or
// versus partner plays on meanwhile.
func (g *Game) killPlayer(i int) {
	p := &g.players[i]
	if !p.Alive {
		return
	}
	p.Alive = false
	p.dead = true
	p.deathTimer = g.deathFrames()
	g.report(Event{Kind: EventPlayerDied, x: int8(p.X), y: int8(p.Y), player: int8(i)})
	if g.mode != ModeVersus && g.alivePlayers() == 0 {
		g.phase = PhaseDying
		g.phaseTimer = g.deathFrames()
		g.music(MusicDeath)
	}
}

// loseLife ends player i's death: one life less, the power-ups lost on
// death gone; below 0 the player is out.
func (g *Game) loseLife(i int) {
	p := &g.players[i]
	p.dead = false
	p.deathTimer = 0
	p.Lives--
	p.Wallpass, p.Bombpass, p.Detonator, p.Flamepass = false, false, false, false
	p.Mystery = 0
	if p.Lives < 0 {
		p.Lives = 0
		p.Out = true
	}
}

// updateDeaths runs the death sequences of players who die while the other
// plays on: a co-op player then respawns in the start corner; a versus round
// ends when at most one player stands.
func (g *Game) updateDeaths() {
	pending := false
	for i := 0; i < g.playerCount; i++ {
		p := &g.players[i]
		if !p.dead || p.deathTimer <= 0 {
			continue
		}
		p.deathTimer--
		if p.deathTimer > 0 {
			pending = true
			continue
		}
		if g.mode == ModeCoop {
			g.loseLife(i)
			if !p.Out {
				p.Pos = g.startPos(i)
				p.Alive = true
			}
		}
	}
	if g.mode == ModeVersus && !pending && g.alivePlayers() <= 1 {
		died := false
		for i := 0; i < g.playerCount; i++ {
			died = died || g.players[i].dead
		}
		if died {
			w := -1
			for i := 0; i < g.playerCount; i++ {
				if g.players[i].Alive {
					w = i
				}
			}
			g.endRound(w)
		}
	}
}

// afterDeath ends the dying phase: lives are taken; with nobody left the
// game is over and shows its password, else the stage starts again on a
// new map.
func (g *Game) afterDeath() {
	for i := 0; i < g.playerCount; i++ {
		if g.players[i].dead {
			g.loseLife(i)
		}
	}
	out := 0
	for i := 0; i < g.playerCount; i++ {
		if g.players[i].Out {
			out++
		}
	}
	if out == g.playerCount {
		g.phase = PhaseGameOver
		g.password = g.progress().Password()
		g.report(Event{Kind: EventGameOver, player: -1})
		g.music(MusicGameOver)
		g.report(Event{Kind: EventPasswordShown})
		return
	}
	g.startStage(g.stage.bonus)
}

// endRound ends a versus round won by player w (-1 a draw) and starts the
// next, or ends the match.
func (g *Game) endRound(w int) {
	g.round++
	g.report(Event{Kind: EventRoundOver, player: int8(w), n: int32(g.round)})
	if w >= 0 {
		g.players[w].Wins++
		if g.players[w].Wins >= g.winsNeeded {
			g.winner = w
			g.phase = PhaseGameOver
			g.report(Event{Kind: EventGameOver, player: int8(w)})
			g.music(MusicGameOver)
			return
		}
	}
	g.startStage(false)
}

// ---- Clear and ending: the next stage ----

// clearStage freezes play, gives the life and schedules the next stage.
func (g *Game) clearStage() {
	r := &g.book
	g.phase = PhaseClear
	g.phaseTimer = r.ClearFrames
	g.report(Event{Kind: EventStageClear, n: int32(g.stageNumber)})
	g.music(MusicClear)
	if g.stage.bonus {
		return
	}
	for i := 0; i < g.playerCount; i++ {
		p := &g.players[i]
		if p.dead {
			g.loseLife(i) // a co-op partner who died on the way
		}
		if p.Out {
			continue
		}
		if p.Lives < r.MaxLives {
			p.Lives++
		}
		g.report(Event{Kind: EventLifeGained, player: int8(i), n: int32(p.Lives)})
	}
}

// afterClear ends the clear phase: the bonus stage if one follows this
// stage, the ending after the last, or the next stage.
func (g *Game) afterClear() {
	switch {
	case g.stage.bonus:
		g.stageNumber++
		g.startStage(false)
	case g.stageNumber >= Stages:
		g.phase = PhaseEnding
		g.phaseTimer = g.book.EndingFrames
		g.report(Event{Kind: EventEnding})
		g.music(MusicEnding)
	case g.book.stageData(g.stageNumber).bonusAfter != 0:
		g.startStage(true)
	default:
		g.stageNumber++
		g.startStage(false)
	}
}

func clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}
