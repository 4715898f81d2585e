package game

// Test hooks: they set up precise situations; the rules then run through Step.

// ClearStage empties the map to pillars only and removes the exit, the item,
// the enemies, the bombs and the flames.
func (g *Game) ClearStage() {
	for y := 0; y < MapH; y++ {
		for x := 0; x < MapW; x++ {
			g.stage.tiles[y][x] = TileFloor
			if isPillar(x, y, g.width, g.height) {
				g.stage.tiles[y][x] = TileConcrete
			}
		}
	}
	g.stage.burnTicks = [MapH][MapW]uint8{}
	g.stage.exit = Exit{X: -1, Y: -1}
	g.stage.items = [MaxItems]ItemState{}
	g.stage.items[0] = ItemState{X: -1, Y: -1}
	g.stage.itemCount = 1
	g.stage.enemies = [MaxEnemies]Enemy{}
	g.stage.bombs = [2 * MaxBombs]Bomb{}
	g.stage.arms = [maxArms]arm{}
	g.stage.flameCount = 0
	g.stage.living = 0
	g.stage.bricksLeft = 0
	g.stage.secret.Kind = SecretNone
}

// SetTile sets one cell; a brick counts as an ordinary brick.
func (g *Game) SetTile(x, y int, t Tile) {
	if t == TileBrick && g.stage.tiles[y][x] != TileBrick {
		g.stage.bricksLeft++
	}
	g.stage.tiles[y][x] = t
}

// SetExit puts the exit at (x, y), under a brick unless revealed.
func (g *Game) SetExit(x, y int, revealed bool) {
	g.stage.exit = Exit{X: x, Y: y, Revealed: revealed}
	g.stage.tiles[y][x] = TileFloor
	if !revealed {
		g.stage.tiles[y][x] = TileBrick
	}
}

// SetItem puts item k at (x, y), under a brick unless revealed.
func (g *Game) SetItem(k ItemKind, x, y int, revealed bool) {
	g.stage.items[0] = ItemState{Kind: k, X: x, Y: y, Revealed: revealed}
	g.stage.itemCount = max(g.stage.itemCount, 1)
	g.stage.tiles[y][x] = TileFloor
	if !revealed {
		g.stage.tiles[y][x] = TileBrick
	}
}

// AddEnemy puts an alive enemy in slot i and returns it.
func (g *Game) AddEnemy(i int, k EnemyKind, p Pos, d Dir) *Enemy {
	e := &g.stage.enemies[i]
	*e = Enemy{Kind: k, State: EnemyAlive, Pos: p, Dir: d, Run: 1000, Chase: 255}
	g.stage.living = g.countLiving()
	return e
}

// AddBomb puts a bomb at (x, y) and returns its slot.
func (g *Game) AddBomb(x, y, fuse, rng int) int {
	for i := range g.stage.bombs {
		if !g.stage.bombs[i].Active {
			g.stage.bombsPlaced++
			g.stage.bombs[i] = Bomb{Active: true, X: x, Y: y, Fuse: fuse, Range: rng, Order: g.stage.bombsPlaced, skipArm: -1}
			return i
		}
	}
	panic("no bomb slot")
}

// SetFrame sets the frame counter F.
func (g *Game) SetFrame(f uint32) { g.frame = f }

// SetTimer sets TIME.
func (g *Game) SetTimer(t int) { g.stage.timer = t }

// SetStage jumps to stage s (normal or bonus) and skips its intro.
func (g *Game) SetStage(s int, bonus bool) {
	g.stageNumber = s
	g.startStage(bonus)
	g.beginPlay()
}

// SetScore sets the score in hundreds.
func (g *Game) SetScore(h int) { g.score = h }

// SetSecret sets the stage's secret kind.
func (g *Game) SetSecret(k SecretKind) { g.stage.secret = Secret{Kind: k, X: -1, Y: -1} }

// FuseBlasts returns the bombs exploded by fuse or chain this stage.
func (g *Game) FuseBlasts() int { return g.stage.fuseBlasts }

// ClearStageNow runs the stage clear as if the exit were reached.
func (g *Game) ClearStageNow() { g.clearStage() }

// SetBricksBurned sets the ordinary bricks destroyed this stage.
func (g *Game) SetBricksBurned(n int) { g.stage.bricksBurned = n }

// SetExitBombed sets how often flames reached the revealed exit.
func (g *Game) SetExitBombed(n int) { g.stage.exit.Bombed = n }

// SetLives sets LEFT.
func (g *Game) SetLives(n int) { g.players[0].Lives = n }

// NoChase returns enemy i's frames without chasing.
func (g *Game) NoChase(i int) int { return g.stage.enemies[i].noChaseFrames }

// ClearStageFor2 empties the map like ClearStage and puts both players on
// their start cells.
func (g *Game) ClearStageFor2() {
	g.ClearStage()
	g.stage.itemCount = 0
	for i := 0; i < g.playerCount; i++ {
		g.players[i].Pos = g.startPos(i)
	}
}
