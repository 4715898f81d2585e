package game

import "fmt"

// What the presentation, the tests and the tools read of a Game. None of
// these change the state (Player and the slices give access to it for
// tests and tools; the rules never depend on being read).

// Numbers returns the single values of the data set the game runs on
// (rules.json's timings, caps and points).
func (g *Game) Numbers() *Numbers { return &g.book.Numbers }

// Mode returns the game's mode.
func (g *Game) Mode() Mode { return g.mode }

// Players returns the number of players, 1 or 2.
func (g *Game) Players() int { return g.playerCount }

// Events returns the events of the last Step, in the order they happened
// (Event.Publish hands each on as its own type). The slice shows the
// Game's own list, which the next Step rewrites: copy what you keep.
func (g *Game) Events() []Event { return g.events[:g.eventCount] }

// Phase returns the current phase.
func (g *Game) Phase() Phase { return g.phase }

// PhaseTimer returns the frames left in a timed phase (intro, dying, clear, ending).
func (g *Game) PhaseTimer() int { return g.phaseTimer }

// Stage returns the stage number, 1..50 (in versus, the arena's stage).
func (g *Game) Stage() int { return g.stageNumber }

// Bonus reports whether the current stage is a bonus stage.
func (g *Game) Bonus() bool { return g.stage.bonus }

// Timer returns the TIME value.
func (g *Game) Timer() int { return g.stage.timer }

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
func (g *Game) MapSize() (w, h int) { return g.width, g.height }

// ScrollX returns the camera's horizontal scroll in pixels:
// clamp(playerCentreX - 128, 0, 240) over the 31-column map; 0 on a map
// no wider than the 256-px screen (the versus arena).
func (g *Game) ScrollX() int {
	p := &g.players[0]
	return clamp(p.X*16+p.U-128, 0, max(0, g.width*16-256))
}

// DeathFrame returns which frame of player i's death animation shows:
// 0..deathSteps-1, then deathSteps while invisible, or -1 if not dying.
func (g *Game) DeathFrame(i int) int {
	p := g.Player(i)
	if !p.dead {
		return -1
	}
	r := &g.book
	left := p.deathTimer
	if g.phase == PhaseDying {
		left = g.phaseTimer
	}
	elapsed := r.DeathSteps*r.DeathStepFrames + r.DeathInvisibleFrames + r.DeathJingleFrames - left
	return min(elapsed/r.DeathStepFrames, r.DeathSteps)
}

// Player returns player i's state (0, or 1 in two-player modes).
func (g *Game) Player(i int) *Player {
	if i < 0 || i >= g.playerCount {
		panic(fmt.Sprintf("game: Player(%d) in a %d-player game", i, g.playerCount))
	}
	return &g.players[i]
}

// Tile returns the tile at cell (x, y); cells outside the map are concrete.
func (g *Game) Tile(x, y int) Tile {
	if x < 0 || y < 0 || x >= g.width || y >= g.height {
		return TileConcrete
	}
	return g.stage.tiles[y][x]
}

// BurnTicks returns how many explosion ticks the brick at (x, y) has burned.
func (g *Game) BurnTicks(x, y int) int { return int(g.stage.burnTicks[y][x]) }

// Exit returns the exit door (X = -1 when there is none).
func (g *Game) Exit() Exit { return g.stage.exit }

// Item returns the stage's item.
func (g *Game) Item() ItemState { return g.stage.items[0] }

// Items returns every item of the stage (one, or the versus items).
func (g *Game) Items() []ItemState { return g.stage.items[:g.stage.itemCount] }

// Secret returns the stage's secret bonus item.
func (g *Game) Secret() Secret { return g.stage.secret }

// Bombs returns the bomb slots; check Active.
func (g *Game) Bombs() []Bomb { return g.stage.bombs[:] }

// Flames returns the flame cells.
func (g *Game) Flames() []Flame { return g.stage.flames[:g.stage.flameCount] }

// Enemies returns the enemy slots; check State.
func (g *Game) Enemies() []Enemy { return g.stage.enemies[:] }

// Password returns the password of the last game over, or "".
func (g *Game) Password() string { return g.password }
