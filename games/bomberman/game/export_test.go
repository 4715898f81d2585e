package game

// Test hooks: they set up precise situations; the rules then run through Step.

// ClearStage empties the map to pillars only and removes the exit, the item,
// the enemies, the bombs and the flames.
func (g *Game) ClearStage() {
	for y := 0; y < MapH; y++ {
		for x := 0; x < MapW; x++ {
			g.tiles[y][x] = TileFloor
			if isPillar(x, y, g.w, g.h) {
				g.tiles[y][x] = TileConcrete
			}
		}
	}
	g.burn = [MapH][MapW]uint8{}
	g.exit = Exit{X: -1, Y: -1}
	g.items = [MaxItems]ItemState{}
	g.items[0] = ItemState{X: -1, Y: -1}
	g.nitems = 1
	g.enemies = [MaxEnemies]Enemy{}
	g.bombs = [2 * MaxBombs]Bomb{}
	g.arms = [maxArms]arm{}
	g.nflames = 0
	g.living = 0
	g.bricksLeft = 0
	g.secret.Kind = SecretNone
}

// SetTile sets one cell; a brick counts as an ordinary brick.
func (g *Game) SetTile(x, y int, t Tile) {
	if t == TileBrick && g.tiles[y][x] != TileBrick {
		g.bricksLeft++
	}
	g.tiles[y][x] = t
}

// SetExit puts the exit at (x, y), under a brick unless revealed.
func (g *Game) SetExit(x, y int, revealed bool) {
	g.exit = Exit{X: x, Y: y, Revealed: revealed}
	g.tiles[y][x] = TileFloor
	if !revealed {
		g.tiles[y][x] = TileBrick
	}
}

// SetItem puts item k at (x, y), under a brick unless revealed.
func (g *Game) SetItem(k ItemKind, x, y int, revealed bool) {
	g.items[0] = ItemState{Kind: k, X: x, Y: y, Revealed: revealed}
	g.nitems = max(g.nitems, 1)
	g.tiles[y][x] = TileFloor
	if !revealed {
		g.tiles[y][x] = TileBrick
	}
}

// AddEnemy puts an alive enemy in slot i and returns it.
func (g *Game) AddEnemy(i int, k EnemyKind, p Pos, d Dir) *Enemy {
	e := &g.enemies[i]
	*e = Enemy{Kind: k, State: EnemyAlive, Pos: p, Dir: d, Run: 1000, Chase: 255}
	g.living = g.countLiving()
	return e
}

// AddBomb puts a bomb at (x, y) and returns its slot.
func (g *Game) AddBomb(x, y, fuse, rng int) int {
	for i := range g.bombs {
		if !g.bombs[i].Active {
			g.order++
			g.bombs[i] = Bomb{Active: true, X: x, Y: y, Fuse: fuse, Range: rng, Order: g.order, omit: -1}
			return i
		}
	}
	panic("no bomb slot")
}

// SetFrame sets the frame counter F.
func (g *Game) SetFrame(f uint32) { g.frame = f }

// SetTimer sets TIME.
func (g *Game) SetTimer(t int) { g.timer = t }

// SetStage jumps to stage s (normal or bonus) and skips its intro.
func (g *Game) SetStage(s int, bonus bool) {
	g.stage = s
	g.startStage(bonus)
	g.beginPlay()
}

// SetScore sets the score in hundreds.
func (g *Game) SetScore(h int) { g.score = h }

// SetSecret sets the stage's secret kind.
func (g *Game) SetSecret(k SecretKind) { g.secret = Secret{Kind: k, X: -1, Y: -1} }

// FuseBlasts returns the bombs exploded by fuse or chain this stage.
func (g *Game) FuseBlasts() int { return g.fuseBlasts }

// ClearStageNow runs the stage clear as if the exit were reached.
func (g *Game) ClearStageNow() { g.clearStage() }

// SetBricksBurned sets the ordinary bricks destroyed this stage.
func (g *Game) SetBricksBurned(n int) { g.bricksBurned = n }

// SetExitBombed sets how often flames reached the revealed exit.
func (g *Game) SetExitBombed(n int) { g.exit.Bombed = n }

// SetLives sets LEFT.
func (g *Game) SetLives(n int) { g.players[0].Lives = n }

// NoChase returns enemy i's frames without chasing.
func (g *Game) NoChase(i int) int { return g.enemies[i].noChase }

// ClearStageFor2 empties the map like ClearStage and puts both players on
// their start cells.
func (g *Game) ClearStageFor2() {
	g.ClearStage()
	g.nitems = 0
	for i := 0; i < g.np; i++ {
		g.players[i].Pos = g.startPos(i)
	}
}
