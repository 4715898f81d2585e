package game

import "github.com/bengine-go/bengine/core/random"

// isPillar reports whether (x, y) is concrete on every w x h map: the
// border, the pillars at even x on even rows, and every cell beyond the map
// (the state's arrays are MapW x MapH; a smaller arena is walled in).
func isPillar(x, y, w, h int) bool {
	if x <= 0 || y <= 0 || x >= w-1 || y >= h-1 {
		return true
	}
	return x%2 == 0 && y%2 == 0
}

// mapSize is the map of mode m: the versus arena or the NES map.
func mapSize(m Mode) (w, h int) {
	if m == ModeVersus {
		return ArenaW, ArenaH
	}
	return MapW, MapH
}

// arenaOpen is the number of cells versus generation may fill with bricks:
// the arena's open cells less the two 3-cell start corners.
func arenaOpen() int {
	n := 0
	for y := 1; y < ArenaH-1; y++ {
		for x := 1; x < ArenaW-1; x++ {
			if !isPillar(x, y, ArenaW, ArenaH) && !inStartCorner(x, y) && !inFarCorner(x, y, ArenaW, ArenaH) {
				n++
			}
		}
	}
	return n
}

// inFarCorner reports whether (x, y) is in the 3-cell L of the corner
// opposite the start on a w x h map: versus player 2's start.
func inFarCorner(x, y, w, h int) bool { return x >= w-3 && y >= h-3 }

// inStartCorner reports whether (x, y) is in the 3 x 3 corner kept free.
func inStartCorner(x, y int) bool { return x < 3 && y < 3 }

// keepFree reports whether generation must leave (x, y) empty: the start
// corner, and in versus the opposite corner too.
func (g *Game) keepFree(x, y int) bool {
	if inStartCorner(x, y) {
		return true
	}
	return g.mode == ModeVersus && inFarCorner(x, y, g.width, g.height)
}

// generate lays out pillars, then (normal stages) the exit, the item and the
// ordinary bricks on random open cells outside the start corner, then the
// enemies on floor cells with x >= enemyMinX.
func (g *Game) generate() {
	r := &g.book
	for y := 0; y < MapH; y++ {
		for x := 0; x < MapW; x++ {
			g.stage.tiles[y][x] = TileFloor
			if isPillar(x, y, g.width, g.height) {
				g.stage.tiles[y][x] = TileConcrete
			}
		}
	}
	g.stage.exit = Exit{X: -1, Y: -1}
	g.stage.items = [MaxItems]ItemState{}
	g.stage.items[0] = ItemState{X: -1, Y: -1}
	g.stage.itemCount = 0
	g.stage.secret = Secret{X: -1, Y: -1}
	g.stage.bricksLeft = 0
	if g.stage.bonus {
		for i := 0; i < r.BonusEnemies; i++ {
			x, y, ok := g.randomFreeCell(&g.enemyRNG, 0)
			if ok {
				g.spawnEnemy(i, g.stage.bonusEnemy, x, y, 0)
			}
		}
		return
	}
	st := g.book.stageData(g.stageNumber)
	n := 0
	for y := 1; y < g.height-1; y++ {
		for x := 1; x < g.width-1; x++ {
			if !isPillar(x, y, g.width, g.height) && !g.keepFree(x, y) {
				g.cellScratch[n] = int16(y*MapW + x)
				n++
			}
		}
	}
	take := func() (int, int) {
		i := g.mapRNG.Intn(n)
		c := int(g.cellScratch[i])
		n--
		g.cellScratch[i] = g.cellScratch[n]
		g.stage.tiles[c/MapW][c%MapW] = TileBrick
		return c % MapW, c / MapW
	}
	if g.mode == ModeVersus {
		// An arena: bricks with the versus items under some of them, no
		// exit, no enemies.
		for i, k := range r.versusItems[:r.versusCount] {
			g.stage.items[i].Kind = k
			g.stage.items[i].X, g.stage.items[i].Y = take()
		}
		g.stage.itemCount = r.versusCount
		for i := g.stage.itemCount; i < r.VersusBricks; i++ {
			take()
		}
		g.stage.bricksLeft = r.VersusBricks - g.stage.itemCount
		return
	}
	g.stage.secret.Kind = st.secret
	g.stage.exit.X, g.stage.exit.Y = take()
	g.stage.items[0].Kind = st.item
	g.stage.items[0].X, g.stage.items[0].Y = take()
	g.stage.itemCount = 1
	bricks := r.BricksBase + r.BricksPerStage*g.stageNumber
	for i := 0; i < bricks; i++ {
		take()
	}
	g.stage.bricksLeft = bricks
	slot := 0
	for k := Balloom; k <= Pontan; k++ {
		for j := 0; j < int(st.enemies[k]); j++ {
			x, y, ok := g.randomFreeCell(&g.enemyRNG, r.EnemyMinX)
			if !ok {
				continue
			}
			g.spawnEnemy(slot, k, x, y, 0)
			slot++
		}
	}
}

// randomFreeCell picks a random floor cell with x >= minX, outside the start
// corner, without a bomb. It collects candidates in g.cellScratch, so it does not
// allocate.
func (g *Game) randomFreeCell(rng *random.RNG, minX int) (int, int, bool) {
	n := 0
	for y := 1; y < g.height-1; y++ {
		for x := max(1, minX); x < g.width-1; x++ {
			if g.stage.tiles[y][x] != TileFloor || inStartCorner(x, y) || g.bombAt(x, y) >= 0 {
				continue
			}
			if (x == g.stage.exit.X && y == g.stage.exit.Y) || g.itemAt(x, y) >= 0 {
				continue
			}
			g.cellScratch[n] = int16(y*MapW + x)
			n++
		}
	}
	if n == 0 {
		return 0, 0, false
	}
	c := int(g.cellScratch[rng.Intn(n)])
	return c % MapW, c / MapW, true
}

// spawnEnemy puts an enemy of kind k in slot i, centred on (x, y), facing a
// random direction; delay > 0 makes it invisible and harmless that long.
func (g *Game) spawnEnemy(i int, k EnemyKind, x, y, delay int) {
	r := &g.book
	e := &g.stage.enemies[i]
	*e = Enemy{Kind: k, State: EnemyAlive, Pos: Pos{X: x, Y: y, U: 8, V: 8}}
	e.Dir = Dir(g.enemyRNG.Intn(4))
	e.Run = r.runLengths[g.enemyRNG.Intn(r.runCount)]
	e.Chase = uint8(g.enemyRNG.Intn(256))
	if delay > 0 {
		e.State = EnemySpawning
		e.Timer = delay
	}
}

// spawnAt fills every free enemy slot with kind k on cell (x, y): what a
// flame reaching the revealed exit or item does.
func (g *Game) spawnAt(k EnemyKind, x, y int) {
	for i := range g.stage.enemies {
		if g.stage.enemies[i].State == EnemyFree {
			g.spawnEnemy(i, k, x, y, g.book.SpawnDelay)
		}
	}
	g.report(Event{Kind: EventEnemiesSpawned, x: int8(x), y: int8(y), thing: uint8(k)})
}

// refillBonus keeps a bonus stage at bonusEnemies enemies.
func (g *Game) refillBonus() {
	n := 0
	for i := range g.stage.enemies {
		if g.stage.enemies[i].State != EnemyFree {
			n++
		}
	}
	for i := range g.stage.enemies {
		if n >= g.book.BonusEnemies {
			return
		}
		if g.stage.enemies[i].State == EnemyFree {
			x, y, ok := g.randomFreeCell(&g.enemyRNG, 0)
			if !ok {
				return
			}
			g.spawnEnemy(i, g.stage.bonusEnemy, x, y, 0)
			n++
		}
	}
}
