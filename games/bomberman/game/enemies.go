package game

// updateEnemies runs every enemy slot for one frame: spawn delays, death
// timers and, on the frames of its speed pattern, one pixel of movement.
func (g *Game) updateEnemies() {
	r := &g.book
	for i := range g.stage.enemies {
		e := &g.stage.enemies[i]
		switch e.State {
		case EnemySpawning:
			e.Timer--
			if e.Timer <= 0 {
				e.State = EnemyAlive
			}
		case EnemyDying:
			e.Timer++
			shown := r.EnemyFreezeFrames + r.EnemyDissolveFrames
			if e.Timer == shown {
				g.addScore(e.Points / 100)
				g.report(Event{Kind: EventPointsShown, x: int8(e.X), y: int8(e.Y), n: int32(e.Points)})
			}
			if e.Timer >= shown+r.EnemyPopupFrames {
				*e = Enemy{}
			}
		case EnemyAlive:
			if g.book.enemies[e.Kind].Pattern.Moves(g.frame) {
				g.moveEnemy(e)
			}
		}
	}
}

// enemyBlocker is what stops enemy e at (x, y); wall-passers only ignore
// ordinary bricks.
func (g *Game) enemyBlocker(e *Enemy, x, y int) blocker {
	b := g.blockerAt(x, y)
	if b == blockBrick && g.book.enemies[e.Kind].Wallpass {
		return blockNone
	}
	return b
}

func (g *Game) enemyCanGo(e *Enemy, d Dir) bool {
	if !atEdge(&e.Pos, d) {
		return true
	}
	return g.enemyBlocker(e, e.X+dirDX[d], e.Y+dirDY[d]) == blockNone
}

// chaseDir returns the direction toward a living player in enemy e's row
// or column (on the axes allowed), and whether there is one. Player 1 is
// looked at first.
func (g *Game) chaseDir(e *Enemy, axis ChaseAxis) (Dir, bool) {
	for i := 0; i < g.playerCount; i++ {
		p := &g.players[i]
		if !p.Alive {
			continue
		}
		if axis != AxisVertical && e.Y == p.Y && e.X != p.X {
			if p.X > e.X {
				return DirRight, true
			}
			return DirLeft, true
		}
		if axis != AxisHorizontal && e.X == p.X && e.Y != p.Y {
			if p.Y > e.Y {
				return DirDown, true
			}
			return DirUp, true
		}
	}
	return 0, false
}

// moveEnemy runs enemy e's think routine for one of its move frames and
// moves it 1 px, or reacts to what blocks it. The order follows the ROM's
// THINK routines: wanderers count their chase window down, turn toward a
// lined-up player while it is open, pick a new direction and run when the
// run is over, then step; chasers turn toward the player (unless a block
// set their no-chase time), try a perpendicular turn at each cell centre,
// then step.
func (g *Game) moveEnemy(e *Enemy) {
	r := &g.book
	et := &g.book.enemies[e.Kind]
	if et.Chaser {
		if e.noChaseFrames > 0 {
			e.noChaseFrames--
			if e.noChaseFrames == 0 {
				return // the ROM skips the frame on which the no-chase time ends
			}
		} else if d, ok := g.chaseDir(e, AxisBoth); ok {
			e.Dir = d
		}
		if e.Centred() {
			d := e.Dir.cw()
			if e.tryCCW {
				d = e.Dir.ccw()
			}
			if g.enemyCanGo(e, d) {
				e.Dir = d
				e.tryCCW = !e.tryCCW
				e.sinceTurn = 0
			}
		}
		e.sinceTurn++
		if int(e.sinceTurn) >= r.ChaserSidePixels {
			e.tryCCW = !e.tryCCW // every frame until the next turn, as in the ROM
		}
	} else {
		e.Chase--
		if int(e.Chase) < et.ChaseThreshold {
			if d, ok := g.chaseDir(e, et.Axis); ok {
				e.Dir = d
			}
		}
		if e.Run <= 0 {
			e.Dir = Dir(g.enemyRNG.Intn(4))
			e.Run = r.runLengths[g.enemyRNG.Intn(r.runCount)]
			return
		}
		e.Run--
	}
	if atEdge(&e.Pos, e.Dir) {
		if b := g.enemyBlocker(e, e.X+dirDX[e.Dir], e.Y+dirDY[e.Dir]); b != blockNone {
			g.enemyBlocked(e, et, b)
			return
		}
	}
	advance(&e.Pos, e.Dir)
}

// enemyBlocked is section 6's reaction table.
func (g *Game) enemyBlocked(e *Enemy, et *EnemyType, b blocker) {
	r := &g.book
	if et.Chaser {
		switch {
		case b == blockConcrete || (b == blockBrick && et.Brick == BrickRotate):
			e.Dir = e.Dir.ccw()
		default: // bomb, hiding brick, or (Pass) an ordinary brick
			e.Dir = e.Dir.reverse()
			e.noChaseFrames = r.NoChaseFrames
		}
		return
	}
	switch {
	case b == blockConcrete || (b == blockBrick && et.Brick == BrickRandom):
		e.Run = 0 // a new random direction and run on the next move frame
	case b == blockBrick:
		e.Dir = e.Dir.reverse()
	default: // bomb or a brick hiding the exit or the item
		e.Dir = e.Dir.reverse()
		e.Run = r.BlockedRun
		e.Chase = 0
	}
}
