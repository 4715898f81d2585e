package game

import (
	"fmt"

	"github.com/bengine-go/bengine/core/random"
)

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

// Options start a game.
type Options struct {
	Seed  uint64
	Stage int // 1..50; 0 means 1
	Mode  Mode
	// FriendlyFire makes a co-op player's flames kill the other player.
	// Versus flames always do.
	FriendlyFire bool
	// Wins is how many rounds take a versus match (best of 3 is 2); 0 means
	// rules.json's versusWins.
	Wins int
}

// Game is the whole simulation state. Every field is a plain value or a
// fixed array, so Step allocates nothing.
type Game struct {
	wins int // rounds that take a versus match
	cfg  *Config
	rule *Rules
	seed uint64
	mode Mode
	ff   bool // friendly fire
	w, h int  // the map's size: MapW x MapH, or ArenaW x ArenaH in versus

	rngMap   random.RNG // map generation, secret item cells
	rngEnemy random.RNG // enemy placement, facing, runs, spawns

	tiles [MapH][MapW]Tile
	burn  [MapH][MapW]uint8 // explosion ticks a brick has burned
	letha [MapH][MapW]uint8 // scratch: lethal cells of this tick, a bit per owner
	free  [MapH * MapW]int16

	players [2]Player
	np      int // players in the game: 1 or 2
	bombs   [2 * MaxBombs]Bomb
	order   uint32
	arms    [maxArms]arm
	flames  [MaxFlames]Flame
	nflames int
	enemies [MaxEnemies]Enemy
	exit    Exit
	items   [MaxItems]ItemState // items[0] is the stage's item; versus scatters more
	nitems  int
	secret  Secret
	living  int  // spawning + alive enemies after the last frame
	chimed  bool // the all-enemies chime played this stage (it plays once)
	timeUp  bool
	// playFrames counts the frames played in this stage: TIME does not
	// tick on the stage's first frame even when F & 63 == 0.
	playFrames int
	ladderK    int
	ladderT    int
	score      int // in hundreds
	topScore   int

	stage      int
	bonus      bool
	bonusKind  EnemyKind
	phase      Phase
	phaseTimer int
	timer      int
	frame      uint32 // F
	ticks      int    // Steps since New
	track      Music
	round      int // versus rounds played
	paused     bool
	startHeld  bool // Start was held on the last step (pause toggles on a press)
	winner     int  // versus: the match winner, -1 none

	kills        int // this stage
	bricksLeft   int // ordinary bricks not yet destroyed
	bricksBurned int // ordinary bricks destroyed this stage
	fuseBlasts   int // bombs exploded by fuse or chain this stage

	password string
	events   []Event
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
	if opts.Wins < 0 || (opts.Wins > 0 && opts.Mode != ModeVersus) {
		return nil, fmt.Errorf("game: Wins %d in mode %v, want 0, or > 0 in versus", opts.Wins, opts.Mode)
	}
	g := &Game{cfg: cfg, rule: &cfg.Rules, seed: opts.Seed, mode: opts.Mode, ff: opts.FriendlyFire,
		events: make([]Event, 0, 256), np: 1, winner: -1, wins: opts.Wins}
	if g.wins == 0 {
		g.wins = cfg.Rules.VersusWins
	}
	g.w, g.h = mapSize(opts.Mode)
	if opts.Mode != ModeNormal {
		g.np = 2
	}
	root := random.New(opts.Seed)
	g.rngMap = *root.Stream("map")
	g.rngEnemy = *root.Stream("enemies")
	for i := 0; i < g.np; i++ {
		g.resetPlayer(i)
	}
	g.stage = stage
	g.startStage(false)
	g.beginPlay()
	return g, nil
}

func (g *Game) resetPlayer(i int) {
	r := g.rule
	g.players[i] = Player{Lives: r.StartLives, Bombs: r.StartBombs, Range: r.StartRange}
}

// Config returns the data set the game runs on.
func (g *Game) Config() *Config { return g.cfg }

// SetConfig swaps in a reloaded data set (hot reload in debug builds). The
// state is kept; new numbers apply from the next Step. cfg must have been
// returned by LoadConfig.
func (g *Game) SetConfig(cfg *Config) {
	if cfg == nil {
		panic("game: SetConfig with a nil Config")
	}
	g.cfg, g.rule = cfg, &cfg.Rules
}

// Mode returns the game's mode.
func (g *Game) Mode() Mode { return g.mode }

// Players returns the number of players, 1 or 2.
func (g *Game) Players() int { return g.np }

// Events returns the events of the last Step. The slice is reused by the
// next Step; copy what you keep.
func (g *Game) Events() []Event { return g.events }

// Phase returns the current phase.
func (g *Game) Phase() Phase { return g.phase }

// PhaseTimer returns the frames left in a timed phase (intro, dying, clear, ending).
func (g *Game) PhaseTimer() int { return g.phaseTimer }

// Stage returns the stage number, 1..50 (in versus, the arena's stage).
func (g *Game) Stage() int { return g.stage }

// Bonus reports whether the current stage is a bonus stage.
func (g *Game) Bonus() bool { return g.bonus }

// Timer returns the TIME value.
func (g *Game) Timer() int { return g.timer }

// Score returns the score in points (the shown number with its trailing 00).
func (g *Game) Score() int { return g.score * 100 }

// TopScore returns the best score of this session, in points.
func (g *Game) TopScore() int { return g.topScore * 100 }

// Lives returns player 1's LEFT value.
func (g *Game) Lives() int { return g.players[0].Lives }

// Frame returns the NES frame counter F.
func (g *Game) Frame() uint32 { return g.frame }

// Tick returns the number of Steps since New.
func (g *Game) Tick() int { return g.ticks }

// Music returns the track that should be playing.
func (g *Game) Music() Music { return g.track }

// Paused reports whether play is paused (Start toggles it; nothing moves
// and F stands still while paused).
func (g *Game) Paused() bool { return g.paused }

// Round returns the number of versus rounds finished.
func (g *Game) Round() int { return g.round }

// Winner returns the versus match winner (0 or 1), or -1.
func (g *Game) Winner() int { return g.winner }

// MapSize returns the map's size in cells, border included: MapW x MapH
// (the NES map) in the normal and co-op modes, ArenaW x ArenaH in versus.
// Cells beyond it read as concrete.
func (g *Game) MapSize() (w, h int) { return g.w, g.h }

// ScrollX returns the camera's horizontal scroll in pixels:
// clamp(playerCentreX - 128, 0, 240) over the 31-column map; 0 on a map
// no wider than the 256-px screen (the versus arena).
func (g *Game) ScrollX() int {
	p := &g.players[0]
	return clamp(p.X*16+p.U-128, 0, max(0, g.w*16-256))
}

// DeathFrame returns which frame of player i's death animation shows:
// 0..deathSteps-1, then deathSteps while invisible, or -1 if not dying.
func (g *Game) DeathFrame(i int) int {
	p := g.Player(i)
	if !p.dead {
		return -1
	}
	r := g.rule
	left := p.deathTimer
	if g.phase == PhaseDying {
		left = g.phaseTimer
	}
	elapsed := r.DeathSteps*r.DeathStepFrames + r.DeathInvisibleFrames + r.DeathJingleFrames - left
	return min(elapsed/r.DeathStepFrames, r.DeathSteps)
}

// Player returns player i's state (0, or 1 in two-player modes).
func (g *Game) Player(i int) *Player {
	if i < 0 || i >= g.np {
		panic(fmt.Sprintf("game: Player(%d) in a %d-player game", i, g.np))
	}
	return &g.players[i]
}

// Tile returns the tile at cell (x, y); cells outside the map are concrete.
func (g *Game) Tile(x, y int) Tile {
	if x < 0 || y < 0 || x >= g.w || y >= g.h {
		return TileConcrete
	}
	return g.tiles[y][x]
}

// BurnTicks returns how many explosion ticks the brick at (x, y) has burned.
func (g *Game) BurnTicks(x, y int) int { return int(g.burn[y][x]) }

// Exit returns the exit door (X = -1 when there is none).
func (g *Game) Exit() Exit { return g.exit }

// Item returns the stage's item.
func (g *Game) Item() ItemState { return g.items[0] }

// Items returns every item of the stage (one, or the versus items).
func (g *Game) Items() []ItemState { return g.items[:g.nitems] }

// Secret returns the stage's secret bonus item.
func (g *Game) Secret() Secret { return g.secret }

// Bombs returns the bomb slots; check Active.
func (g *Game) Bombs() []Bomb { return g.bombs[:] }

// Flames returns the flame cells.
func (g *Game) Flames() []Flame { return g.flames[:g.nflames] }

// Enemies returns the enemy slots; check State.
func (g *Game) Enemies() []Enemy { return g.enemies[:] }

// Password returns the password of the last game over, or "".
func (g *Game) Password() string { return g.password }

// Step advances the game by exactly one NES frame with the buttons held by
// the players. in[1] is ignored in a one-player game.
func (g *Game) Step(in [2]Buttons) {
	g.events = g.events[:0]
	switch g.phase {
	case PhaseIntro:
		g.phaseTimer--
		if g.phaseTimer <= 0 {
			g.beginPlay()
		}
	case PhasePlaying, PhaseBonus:
		start := (in[0]|in[1])&ButtonStart != 0
		if start && !g.startHeld {
			g.paused = !g.paused
			v := 0
			if g.paused {
				v = 1
			}
			g.emit(Event{Kind: EventPause, Value: v})
		}
		g.startHeld = start
		if g.paused {
			g.ticks++
			return
		}
		g.update(in, true)
	case PhaseDying:
		g.update([2]Buttons{}, false)
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
			g.stage = 1
			g.startStage(false)
		}
	case PhaseGameOver:
	}
	g.frame++
	g.ticks++
}

// startPos is where player i starts: (1,1), the co-op partner on (2,1),
// the versus opponent in the opposite corner.
func (g *Game) startPos(i int) Pos {
	switch {
	case i == 0:
		return Pos{X: 1, Y: 1, U: 8, V: 8}
	case g.mode == ModeVersus:
		return Pos{X: g.w - 2, Y: g.h - 2, U: 8, V: 8}
	}
	return Pos{X: 2, Y: 1, U: 8, V: 8}
}

// startStage builds stage g.stage (a bonus stage if bonus) and shows its
// intro.
func (g *Game) startStage(bonus bool) {
	r := g.rule
	g.bonus = bonus
	g.bonusKind = 0
	if bonus {
		g.bonusKind = g.cfg.BonusAfter(g.stage)
	}
	g.bombs = [2 * MaxBombs]Bomb{}
	g.arms = [maxArms]arm{}
	g.nflames = 0
	g.enemies = [MaxEnemies]Enemy{}
	g.burn = [MapH][MapW]uint8{}
	g.timeUp = false
	g.chimed = false
	g.playFrames = 0
	g.ladderK, g.ladderT = 0, 0
	g.kills, g.bricksBurned, g.fuseBlasts = 0, 0, 0
	for i := 0; i < g.np; i++ {
		p := &g.players[i]
		if g.mode == ModeVersus {
			wins := p.Wins
			g.resetPlayer(i)
			p.Wins = wins
		}
		p.Pos = g.startPos(i)
		p.Alive = !p.Out
		p.dead = false
		p.deathTimer = 0
		p.Facing = DirDown
		p.stepPx = 0
		p.bLatch = false
	}
	g.generate()
	g.timer = r.TimerStart
	if bonus {
		g.timer = r.BonusTimerStart
	}
	g.living = g.countLiving()
	g.phase = PhaseIntro
	g.phaseTimer = r.IntroFrames
	g.paused = false
	g.emit(Event{Kind: EventStageStart, Value: g.stage})
	g.music(MusicStageIntro)
}

func (g *Game) beginPlay() {
	g.phase = PhasePlaying
	g.phaseTimer = 0
	if g.bonus {
		g.phase = PhaseBonus
		g.music(MusicBonus)
		return
	}
	g.music(MusicStage)
}

// update runs one frame of the world. control is false in the dying phase:
// bombs, flames and enemies go on without the players.
func (g *Game) update(in [2]Buttons, control bool) {
	f := g.frame
	for i := 0; i < g.np; i++ {
		g.players[i].Moving = false
	}
	g.updateBombs()
	if control {
		for i := 0; i < g.np; i++ {
			p := &g.players[i]
			if p.Alive && (p.Speed || f&3 != 0) {
				g.handleInput(i, in[i])
			}
		}
	}
	g.updateEnemies()
	period := uint32(g.rule.TickPeriod)
	if g.bonus {
		period = uint32(g.rule.BonusTickPeriod)
	}
	if f%period == 0 {
		g.explosionTick()
	}
	if g.bonus {
		g.refillBonus()
	}
	if control {
		g.checkEnemyContact()
		for i := 0; i < g.np; i++ {
			if g.players[i].Alive && (g.phase == PhasePlaying || g.phase == PhaseBonus) {
				g.checkPickups(i)
			}
		}
	}
	for i := 0; i < g.np; i++ {
		if p := &g.players[i]; p.Mystery > 0 {
			p.Mystery--
			if p.Mystery == 0 && p.Alive {
				g.music(MusicStage)
			}
		}
	}
	if g.ladderT > 0 {
		g.ladderT--
		if g.ladderT == 0 {
			g.ladderK = 0
		}
	}
	living := g.countLiving()
	if g.living > 0 && living == 0 && !g.bonus && !g.chimed {
		g.chimed = true
		g.emit(Event{Kind: EventAllEnemiesDead})
	}
	g.living = living
	if control && (g.phase == PhasePlaying || g.phase == PhaseBonus) {
		if g.players[0].Alive && g.mode != ModeVersus {
			g.updateSecret(in[0])
		}
		g.updateTimer()
		g.updateDeaths()
	}
}

func (g *Game) updateTimer() {
	r := g.rule
	g.playFrames++
	if g.frame%uint32(r.TimerPeriod) != 0 || g.timer <= 0 || g.playFrames == 1 {
		return
	}
	g.timer--
	if g.timer > 0 {
		return
	}
	switch {
	case g.bonus:
		g.clearStage()
		return
	case g.mode == ModeVersus:
		g.endRound(-1)
		return
	case g.timeUp:
		return
	}
	g.timeUp = true
	g.emit(Event{Kind: EventTimerZero})
	for i := range g.enemies {
		g.enemies[i] = Enemy{}
	}
	for n := 0; n < r.TimeUpPontans; n++ {
		x, y, ok := g.randomFreeCell(&g.rngEnemy, 0)
		if !ok {
			break
		}
		g.spawnEnemy(n, Pontan, x, y, r.SpawnDelay)
	}
}

func (g *Game) countLiving() int {
	n := 0
	for i := range g.enemies {
		if s := g.enemies[i].State; s == EnemySpawning || s == EnemyAlive {
			n++
		}
	}
	return n
}

func (g *Game) addScore(hundreds int) {
	g.score += hundreds
	if g.score > g.rule.ScoreMaxHundreds {
		g.score = g.rule.ScoreMaxHundreds
	}
	if g.score > g.topScore {
		g.topScore = g.score
	}
}

func (g *Game) deathFrames() int {
	r := g.rule
	return r.DeathSteps*r.DeathStepFrames + r.DeathInvisibleFrames + r.DeathJingleFrames
}

func (g *Game) alivePlayers() int {
	n := 0
	for i := 0; i < g.np; i++ {
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
	g.emit(Event{Kind: EventPlayerDied, X: p.X, Y: p.Y, Player: i})
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
	for i := 0; i < g.np; i++ {
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
		for i := 0; i < g.np; i++ {
			died = died || g.players[i].dead
		}
		if died {
			w := -1
			for i := 0; i < g.np; i++ {
				if g.players[i].Alive {
					w = i
				}
			}
			g.endRound(w)
		}
	}
}

// endRound ends a versus round won by player w (-1 a draw) and starts the
// next, or ends the match.
func (g *Game) endRound(w int) {
	g.round++
	g.emit(Event{Kind: EventRoundOver, Player: w, Value: g.round})
	if w >= 0 {
		g.players[w].Wins++
		if g.players[w].Wins >= g.wins {
			g.winner = w
			g.phase = PhaseGameOver
			g.emit(Event{Kind: EventGameOver, Player: w})
			g.music(MusicGameOver)
			return
		}
	}
	g.startStage(false)
}

func (g *Game) afterDeath() {
	for i := 0; i < g.np; i++ {
		if g.players[i].dead {
			g.loseLife(i)
		}
	}
	out := 0
	for i := 0; i < g.np; i++ {
		if g.players[i].Out {
			out++
		}
	}
	if out == g.np {
		g.phase = PhaseGameOver
		g.password = g.progress().Password()
		g.emit(Event{Kind: EventGameOver})
		g.music(MusicGameOver)
		g.emit(Event{Kind: EventPasswordShown})
		return
	}
	g.startStage(g.bonus)
}

// clearStage freezes play, gives the life and schedules the next stage.
func (g *Game) clearStage() {
	r := g.rule
	g.phase = PhaseClear
	g.phaseTimer = r.ClearFrames
	g.emit(Event{Kind: EventStageClear, Value: g.stage})
	g.music(MusicClear)
	if g.bonus {
		return
	}
	for i := 0; i < g.np; i++ {
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
		g.emit(Event{Kind: EventLifeGained, Value: p.Lives, Player: i})
	}
}

func (g *Game) afterClear() {
	switch {
	case g.bonus:
		g.stage++
		g.startStage(false)
	case g.stage >= Stages:
		g.phase = PhaseEnding
		g.phaseTimer = g.rule.EndingFrames
		g.emit(Event{Kind: EventEnding})
		g.music(MusicEnding)
	case g.cfg.BonusAfter(g.stage) != 0:
		g.startStage(true)
	default:
		g.stage++
		g.startStage(false)
	}
}

// Continue restarts a game from a Game Over password: the stage, score and
// power-ups it encodes, with LEFT back at 2 (for both co-op players).
func (g *Game) Continue(password string) error {
	if g.mode == ModeVersus {
		return fmt.Errorf("game: no passwords in versus")
	}
	pr, err := DecodePassword(password)
	if err != nil {
		return err
	}
	r := g.rule
	for i := 0; i < g.np; i++ {
		g.resetPlayer(i)
		p := &g.players[i]
		p.Bombs = clamp(pr.Bombs, 1, r.MaxBombs)
		p.Range = clamp(pr.Range, 1, r.MaxRange)
		p.Speed, p.Detonator, p.Flamepass, p.Wallpass = pr.Speed, pr.Detonator, pr.Flamepass, pr.Wallpass
	}
	g.score = pr.ScoreHundreds
	g.stage = pr.Stage
	g.password = ""
	g.startStage(false)
	return nil
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
