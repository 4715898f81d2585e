package game

// updateBombs fires chained bombs (flagged on an earlier frame) and runs the
// fuses. A detonator stops every fuse.
func (g *Game) updateBombs() {
	for i := range g.bombs {
		b := &g.bombs[i]
		if !b.Active {
			continue
		}
		if b.chain {
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
	b := &g.bombs[i]
	x, y, rng, omit, owner := b.X, b.Y, b.Range, b.omit, b.Owner
	if byFuse {
		g.fuseBlasts++
	}
	*b = Bomb{}
	g.emit(Event{Kind: EventExplosion, X: x, Y: y, Player: owner})
	g.addFlame(x, y, owner)
	for d := Dir(0); d < 4; d++ {
		if int8(d) == omit {
			continue
		}
		for j := range g.arms {
			a := &g.arms[j]
			if !a.active {
				*a = arm{active: true, x: x + dirDX[d], y: y + dirDY[d], dir: d, dist: 1, rng: rng, owner: owner}
				break
			}
		}
	}
}

// addFlame puts a fresh flame on (x, y); an existing one is renewed. Past
// maxFlames new flames are dropped.
func (g *Game) addFlame(x, y, owner int) {
	for i := 0; i < g.nflames; i++ {
		if f := &g.flames[i]; f.X == x && f.Y == y {
			f.Age = 0
			f.Owner = owner
			return
		}
	}
	if g.nflames >= g.rule.MaxFlames {
		return
	}
	g.flames[g.nflames] = Flame{X: x, Y: y, Owner: owner}
	g.nflames++
}

// explosionTick ages flames and burning bricks, moves every arm head one
// cell, then kills what stands in a lethal cell.
func (g *Game) explosionTick() {
	r := g.rule
	n := 0
	for i := 0; i < g.nflames; i++ {
		f := g.flames[i]
		f.Age++
		if f.Age >= r.FlameClearTick {
			continue
		}
		g.flames[n] = f
		n++
	}
	g.nflames = n
	for y := 0; y < MapH; y++ {
		for x := 0; x < MapW; x++ {
			if g.tiles[y][x] != TileBurning {
				continue
			}
			g.burn[y][x]++
			if int(g.burn[y][x]) >= r.BrickFloorTick {
				g.tiles[y][x] = TileFloor
				g.burn[y][x] = 0
			}
		}
	}
	for i := range g.arms {
		if g.arms[i].active {
			g.spreadArm(&g.arms[i])
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
		case x == g.exit.X && y == g.exit.Y && !g.exit.Revealed:
			g.tiles[y][x] = TileFloor
			g.exit.Revealed = true
			g.emit(Event{Kind: EventExitRevealed, X: x, Y: y})
		case g.itemAt(x, y) >= 0 && !g.items[g.itemAt(x, y)].Revealed:
			it := &g.items[g.itemAt(x, y)]
			g.tiles[y][x] = TileFloor
			it.Revealed = true
			g.emit(Event{Kind: EventItemRevealed, X: x, Y: y, Value: int(it.Kind)})
		default:
			g.tiles[y][x] = TileBurning
			g.burn[y][x] = 0
			g.bricksLeft--
			g.bricksBurned++
			g.emit(Event{Kind: EventBrickDestroyed, X: x, Y: y})
		}
		return
	}
	if i := g.bombAt(x, y); i >= 0 {
		b := &g.bombs[i]
		if !b.chain {
			b.chain = true
			b.omit = int8(a.dir.reverse())
		}
		return
	}
	if g.exit.Revealed && x == g.exit.X && y == g.exit.Y {
		g.exit.Bombed++
		g.spawnAt(g.cfg.Items[g.cfg.Stages[g.stage-1].ItemKind].Spawn, x, y)
		return
	}
	if j := g.itemAt(x, y); j >= 0 {
		it := &g.items[j]
		it.Taken = true
		g.emit(Event{Kind: EventItemDestroyed, X: x, Y: y, Value: int(it.Kind)})
		if g.mode != ModeVersus {
			g.spawnAt(g.cfg.Items[it.Kind].Spawn, x, y)
		}
		return
	}
	g.addFlame(x, y, a.owner)
	if a.dist < a.rng {
		a.active = true
		a.x += dirDX[a.dir]
		a.y += dirDY[a.dir]
		a.dist++
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
	r := g.rule
	any := false
	for i := 0; i < g.nflames; i++ {
		f := &g.flames[i]
		if f.Age < r.FlameLethalTicks {
			g.letha[f.Y][f.X] |= 1 << f.Owner
			any = true
		}
	}
	for y := 0; y < MapH; y++ {
		for x := 0; x < MapW; x++ {
			if g.tiles[y][x] == TileBurning && int(g.burn[y][x]) < r.BrickLethalTicks {
				g.letha[y][x] |= lethalNeutral
				any = true
			}
		}
	}
	if !any {
		return
	}
	for pi := 0; pi < g.np; pi++ {
		p := &g.players[pi]
		if !p.Alive || p.Flamepass || p.Mystery > 0 || g.bonus {
			continue
		}
		mask := uint8(lethalP1 | lethalP2 | lethalNeutral)
		if g.mode == ModeCoop && !g.ff {
			mask = lethalNeutral | 1<<pi
		}
		if g.letha[p.Y][p.X]&mask != 0 {
			g.killPlayer(pi)
		}
	}
	for i := range g.enemies {
		e := &g.enemies[i]
		if (e.State == EnemyAlive || e.State == EnemySpawning) && g.letha[e.Y][e.X] != 0 {
			g.killEnemy(e)
		}
	}
	g.letha = [MapH][MapW]uint8{}
}

// killEnemy starts an enemy's death; the points come from the multi-kill
// ladder now and are added when the pop-up appears.
func (g *Game) killEnemy(e *Enemy) {
	r := g.rule
	if g.ladderT == 0 {
		g.ladderK = 0
		g.ladderT = r.LadderFrames
	}
	idx := min(int(e.Kind)-1+g.ladderK, len(r.Ladder)-1)
	g.ladderK++
	e.State = EnemyDying
	e.Timer = 0
	e.Points = r.Ladder[idx]
	g.kills++
	g.secret.maskCorners = 0
	g.emit(Event{Kind: EventEnemyKilled, X: e.X, Y: e.Y, Value: e.Points, Kind2: int(e.Kind)})
}
