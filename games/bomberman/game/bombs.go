package game

// updateBombs fires chained bombs (flagged on an earlier frame) and runs the
// fuses. A detonator stops every fuse.
func (g *Game) updateBombs() {
	for i := range g.stage.bombs {
		b := &g.stage.bombs[i]
		if !b.Active {
			continue
		}
		if b.chained {
			g.detonate(i, true)
			continue
		}
		if g.players[b.Owner].Detonator {
			continue
		}
		b.Fuse--
		if b.Fuse <= 0 {
			g.detonate(i, true)
		}
	}
}

// detonate explodes bomb i: a flame on its cell and an arm head on each
// neighbour (but the one a chain came from). byFuse counts it for the
// Famicom secret (fuse or chain, not the detonator's B).
func (g *Game) detonate(i int, byFuse bool) {
	b := &g.stage.bombs[i]
	x, y, reach, skipArm, owner := b.X, b.Y, b.Range, b.skipArm, b.Owner
	if byFuse {
		g.stage.fuseBlasts++
	}
	*b = Bomb{}
	g.report(Event{Kind: EventExplosion, x: int8(x), y: int8(y), player: int8(owner)})
	g.addFlame(x, y, owner)
	for d := Dir(0); d < 4; d++ {
		if int8(d) == skipArm {
			continue
		}
		for j := range g.stage.arms {
			a := &g.stage.arms[j]
			if !a.active {
				*a = arm{active: true, x: x + dirDX[d], y: y + dirDY[d], dir: d, distance: 1, reach: reach, owner: owner}
				break
			}
		}
	}
}

// addFlame puts a fresh flame on (x, y); an existing one is renewed. Past
// maxFlames new flames are dropped.
func (g *Game) addFlame(x, y, owner int) {
	for i := 0; i < g.stage.flameCount; i++ {
		if f := &g.stage.flames[i]; f.X == x && f.Y == y {
			f.Age = 0
			f.Owner = owner
			return
		}
	}
	if g.stage.flameCount >= g.book.MaxFlames {
		return
	}
	g.stage.flames[g.stage.flameCount] = Flame{X: x, Y: y, Owner: owner}
	g.stage.flameCount++
}

// explosionTick ages flames and burning bricks, moves every arm head one
// cell, then kills what stands in a lethal cell.
func (g *Game) explosionTick() {
	r := &g.book
	n := 0
	for i := 0; i < g.stage.flameCount; i++ {
		f := g.stage.flames[i]
		f.Age++
		if f.Age >= r.FlameClearTick {
			continue
		}
		g.stage.flames[n] = f
		n++
	}
	g.stage.flameCount = n
	for y := 0; y < MapH; y++ {
		for x := 0; x < MapW; x++ {
			if g.stage.tiles[y][x] != TileBurning {
				continue
			}
			g.stage.burnTicks[y][x]++
			if int(g.stage.burnTicks[y][x]) >= r.BrickFloorTick {
				g.stage.tiles[y][x] = TileFloor
				g.stage.burnTicks[y][x] = 0
			}
		}
	}
	for i := range g.stage.arms {
		if g.stage.arms[i].active {
			g.spreadArm(&g.stage.arms[i])
		}
	}
	g.killInFlames()
}

// spreadArm looks at the arm head's cell and applies section 3's rules.
func (g *Game) spreadArm(a *arm) {
	x, y := a.x, a.y
	a.active = false
	switch g.Tile(x, y) {
	case TileConcrete, TileBurning:
		return
	case TileBrick:
		switch {
		case x == g.stage.exit.X && y == g.stage.exit.Y && !g.stage.exit.Revealed:
			g.stage.tiles[y][x] = TileFloor
			g.stage.exit.Revealed = true
			g.report(Event{Kind: EventExitRevealed, x: int8(x), y: int8(y)})
		case g.itemAt(x, y) >= 0 && !g.stage.items[g.itemAt(x, y)].Revealed:
			it := &g.stage.items[g.itemAt(x, y)]
			g.stage.tiles[y][x] = TileFloor
			it.Revealed = true
			g.report(Event{Kind: EventItemRevealed, x: int8(x), y: int8(y), thing: uint8(it.Kind)})
		default:
			g.stage.tiles[y][x] = TileBurning
			g.stage.burnTicks[y][x] = 0
			g.stage.bricksLeft--
			g.stage.bricksBurned++
			g.report(Event{Kind: EventBrickDestroyed, x: int8(x), y: int8(y)})
		}
		return
	}
	if i := g.bombAt(x, y); i >= 0 {
		b := &g.stage.bombs[i]
		if !b.chained {
			b.chained = true
			b.skipArm = int8(a.dir.reverse())
		}
		return
	}
	if g.stage.exit.Revealed && x == g.stage.exit.X && y == g.stage.exit.Y {
		g.stage.exit.Bombed++
		g.spawnAt(g.book.items[g.book.stageData(g.stageNumber).item].Spawn, x, y)
		return
	}
	if j := g.itemAt(x, y); j >= 0 {
		it := &g.stage.items[j]
		it.Taken = true
		g.report(Event{Kind: EventItemDestroyed, x: int8(x), y: int8(y), thing: uint8(it.Kind)})
		if g.mode != ModeVersus {
			g.spawnAt(g.book.items[it.Kind].Spawn, x, y)
		}
		return
	}
	g.addFlame(x, y, a.owner)
	if a.distance < a.reach {
		a.active = true
		a.x += dirDX[a.dir]
		a.y += dirDY[a.dir]
		a.distance++
	}
}

// Bits of the lethal scratch map: which flames burn a cell.
const (
	lethalP1      = 1 << 0 // a flame of player 1's bomb
	lethalP2      = 1 << 1 // a flame of player 2's bomb
	lethalNeutral = 1 << 2 // a burning brick
)

// killInFlames kills the players and the enemies standing in a lethal flame
// or burning brick. It runs on explosion ticks only. In co-op without
// friendly fire a player's own flames and bricks kill him, his partner's
// flames do not.
func (g *Game) killInFlames() {
	r := &g.book
	any := false
	for i := 0; i < g.stage.flameCount; i++ {
		f := &g.stage.flames[i]
		if f.Age < r.FlameLethalTicks {
			g.lethal[f.Y][f.X] |= 1 << f.Owner
			any = true
		}
	}
	for y := 0; y < MapH; y++ {
		for x := 0; x < MapW; x++ {
			if g.stage.tiles[y][x] == TileBurning && int(g.stage.burnTicks[y][x]) < r.BrickLethalTicks {
				g.lethal[y][x] |= lethalNeutral
				any = true
			}
		}
	}
	if !any {
		return
	}
	for pi := 0; pi < g.playerCount; pi++ {
		p := &g.players[pi]
		if !p.Alive || p.Flamepass || p.Mystery > 0 || g.stage.bonus {
			continue
		}
		mask := uint8(lethalP1 | lethalP2 | lethalNeutral)
		if g.mode == ModeCoop && !g.friendlyFire {
			mask = lethalNeutral | 1<<pi
		}
		if g.lethal[p.Y][p.X]&mask != 0 {
			g.killPlayer(pi)
		}
	}
	for i := range g.stage.enemies {
		e := &g.stage.enemies[i]
		if (e.State == EnemyAlive || e.State == EnemySpawning) && g.lethal[e.Y][e.X] != 0 {
			g.killEnemy(e)
		}
	}
	g.lethal = [MapH][MapW]uint8{}
}

// killEnemy starts an enemy's death; the points come from the multi-kill
// ladder now and are added when the pop-up appears.
func (g *Game) killEnemy(e *Enemy) {
	r := &g.book
	if g.stage.ladderFrames == 0 {
		g.stage.ladderKills = 0
		g.stage.ladderFrames = r.LadderFrames
	}
	idx := min(int(e.Kind)-1+g.stage.ladderKills, LadderLen-1)
	g.stage.ladderKills++
	e.State = EnemyDying
	e.Timer = 0
	e.Points = r.ladder[idx]
	g.stage.kills++
	g.stage.secret.maskCorners = 0
	g.report(Event{Kind: EventEnemyKilled, x: int8(e.X), y: int8(e.Y), thing: uint8(e.Kind), n: int32(e.Points)})
}
