package game

// enterStage puts the player on his start cell for a new stage, facing
// down, alive unless out of lives.
func (p *Player) enterStage(start Pos) {
	p.Pos = start
	p.Alive = !p.Out
	p.dead = false
	p.deathTimer = 0
	p.Facing = DirDown
	p.footstepPixels = 0
	p.detonateLatched = false
}

// atEdge reports whether moving in d from p needs the next cell to be open:
// the centre is reached or passed on the axis of movement.
func atEdge(p *Pos, d Dir) bool {
	switch d {
	case DirRight:
		return p.U >= 8
	case DirLeft:
		return p.U <= 8
	case DirUp:
		return p.V <= 8
	}
	return p.V >= 8
}

func toward8(v int) int {
	switch {
	case v < 8:
		return v + 1
	case v > 8:
		return v - 1
	}
	return v
}

// advance moves p 1 px in d. Past the centre the other axis re-centres by
// 1 px; leaving the cell's 0..15 range enters the next cell.
func advance(p *Pos, d Dir) {
	recentre := atEdge(p, d)
	switch d {
	case DirRight:
		p.U++
		if recentre {
			p.V = toward8(p.V)
		}
		if p.U == 16 {
			p.X++
			p.U = 0
		}
	case DirLeft:
		p.U--
		if recentre {
			p.V = toward8(p.V)
		}
		if p.U < 0 {
			p.X--
			p.U = 15
		}
	case DirUp:
		p.V--
		if recentre {
			p.U = toward8(p.U)
		}
		if p.V < 0 {
			p.Y--
			p.V = 15
		}
	case DirDown:
		p.V++
		if recentre {
			p.U = toward8(p.U)
		}
		if p.V == 16 {
			p.Y++
			p.V = 0
		}
	}
}

// blocker classifies what stands in a cell, for movement.
type blocker uint8

const (
	blockNone     blocker = iota
	blockConcrete         // concrete or outside the map
	blockBomb
	blockSpecial // a brick hiding the exit or an item
	blockBrick   // an ordinary brick, burning or not
)

// itemAt returns the index of the item still in play on (x, y), or -1.
func (g *Game) itemAt(x, y int) int {
	for i := 0; i < g.stage.itemCount; i++ {
		if it := &g.stage.items[i]; !it.Taken && it.X == x && it.Y == y {
			return i
		}
	}
	return -1
}

func (g *Game) blockerAt(x, y int) blocker {
	switch g.Tile(x, y) {
	case TileConcrete:
		return blockConcrete
	case TileBrick, TileBurning:
		if x == g.stage.exit.X && y == g.stage.exit.Y && !g.stage.exit.Revealed {
			return blockSpecial
		}
		if i := g.itemAt(x, y); i >= 0 && !g.stage.items[i].Revealed {
			return blockSpecial
		}
		return blockBrick
	}
	if g.bombAt(x, y) >= 0 {
		return blockBomb
	}
	return blockNone
}

func (g *Game) playerSolid(p *Player, x, y int) bool {
	switch g.blockerAt(x, y) {
	case blockConcrete:
		return true
	case blockBomb:
		return !p.Bombpass
	case blockSpecial, blockBrick:
		return !p.Wallpass
	}
	return false
}

var inputOrder = [4]struct {
	b Buttons
	d Dir
}{{ButtonRight, DirRight}, {ButtonLeft, DirLeft}, {ButtonUp, DirUp}, {ButtonDown, DirDown}}

// handleInput is the NES input handler for player i: every held direction
// in the order right, left, up, down, then A (place) or B (detonate).
func (g *Game) handleInput(i int, in Buttons) {
	p := &g.players[i]
	for _, o := range inputOrder {
		if in&o.b == 0 {
			continue
		}
		p.Facing = o.d
		if atEdge(&p.Pos, o.d) && g.playerSolid(p, p.X+dirDX[o.d], p.Y+dirDY[o.d]) {
			continue
		}
		advance(&p.Pos, o.d)
		p.Moving = true
		p.footstepPixels++
		if p.footstepPixels >= g.book.FootstepPixels {
			p.footstepPixels = 0
			h := uint8(0)
			if o.d.horizontal() {
				h = 1
			}
			g.report(Event{Kind: EventFootstep, player: int8(i), thing: h})
		}
	}
	switch {
	case in&ButtonA != 0:
		g.placeBomb(i)
	case in&ButtonB != 0 && p.Detonator && !p.detonateLatched:
		p.detonateLatched = true
		g.detonateOldest(i)
	}
	if in == 0 {
		p.detonateLatched = false
	}
}

func (g *Game) bombAt(x, y int) int {
	for i := range g.stage.bombs {
		if b := &g.stage.bombs[i]; b.Active && b.X == x && b.Y == y {
			return i
		}
	}
	return -1
}

func (g *Game) activeBombs(owner int) int {
	n := 0
	for i := range g.stage.bombs {
		if g.stage.bombs[i].Active && g.stage.bombs[i].Owner == owner {
			n++
		}
	}
	return n
}

// placeBomb drops a bomb in player i's cell if it is empty floor and one of
// his bombs is free, and nudges him 1 px toward the cell centre.
func (g *Game) placeBomb(i int) {
	p := &g.players[i]
	x, y := p.X, p.Y
	if g.stage.tiles[y][x] != TileFloor || g.bombAt(x, y) >= 0 {
		return
	}
	if x == g.stage.exit.X && y == g.stage.exit.Y {
		return
	}
	if j := g.itemAt(x, y); j >= 0 && g.stage.items[j].Revealed {
		return
	}
	if g.activeBombs(i) >= p.Bombs {
		return
	}
	for j := range g.stage.bombs {
		b := &g.stage.bombs[j]
		if b.Active {
			continue
		}
		g.stage.bombsPlaced++
		*b = Bomb{Active: true, X: x, Y: y, Fuse: g.book.Fuse, Range: p.Range, Owner: i, Order: g.stage.bombsPlaced, skipArm: -1}
		p.U = toward8(p.U)
		p.V = toward8(p.V)
		g.report(Event{Kind: EventBombPlaced, x: int8(x), y: int8(y), player: int8(i)})
		return
	}
}

func (g *Game) detonateOldest(owner int) {
	best := -1
	for i := range g.stage.bombs {
		b := &g.stage.bombs[i]
		if b.Active && b.Owner == owner && !b.chained && (best < 0 || b.Order < g.stage.bombs[best].Order) {
			best = i
		}
	}
	if best >= 0 {
		g.detonate(best, false)
	}
}

// checkEnemyContact kills each player whose cell holds a harmful enemy.
func (g *Game) checkEnemyContact() {
	if g.stage.bonus {
		return
	}
	for pi := 0; pi < g.playerCount; pi++ {
		p := &g.players[pi]
		if !p.Alive || p.Mystery > 0 {
			continue
		}
		for i := range g.stage.enemies {
			e := &g.stage.enemies[i]
			if e.State == EnemyAlive && e.X == p.X && e.Y == p.Y {
				g.killPlayer(pi)
				break
			}
		}
	}
}

// checkPickups lets player i collect an item and the secret, and clears the
// stage on the exit.
func (g *Game) checkPickups(pi int) {
	p := &g.players[pi]
	r := &g.book
	if j := g.itemAt(p.X, p.Y); j >= 0 && g.stage.items[j].Revealed && p.Centred() {
		it := &g.stage.items[j]
		it.Taken = true
		if g.mode != ModeVersus {
			g.addScore(r.ItemPoints / 100)
		}
		switch it.Kind {
		case ItemBombs:
			p.Bombs = min(p.Bombs+1, r.MaxBombs)
		case ItemFlames:
			p.Range = min(p.Range+1, r.MaxRange)
		case ItemSpeed:
			p.Speed = true
		case ItemWallpass:
			p.Wallpass = true
		case ItemDetonator:
			p.Detonator = true
		case ItemBombpass:
			p.Bombpass = true
		case ItemFlamepass:
			p.Flamepass = true
		case ItemMystery:
			p.Mystery = r.MysteryFrames
		}
		g.report(Event{Kind: EventItemCollected, x: int8(it.X), y: int8(it.Y), thing: uint8(it.Kind), player: int8(pi)})
		if g.mode != ModeVersus {
			g.music(g.book.items[it.Kind].Track)
		}
	}
	s := &g.stage.secret
	if s.Visible && p.X == s.X && p.Y == s.Y {
		s.Visible = false
		pts := r.SecretPoints.Of(s.Kind)
		g.addScore(pts / 100)
		g.report(Event{Kind: EventSecretCollected, x: int8(s.X), y: int8(s.Y), n: int32(pts), player: int8(pi)})
	}
	if g.stage.exit.Revealed && p.X == g.stage.exit.X && p.Y == g.stage.exit.Y && p.Centred() && g.countLiving() == 0 {
		g.clearStage()
	}
}
