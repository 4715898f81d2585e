package apptest

import (
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// A small planning bot for tests that need the game to reach states no
// short hand-written replay reaches (an item collected, a stage cleared).
// It plays its own copy of the game: at each decision it tries a few dozen
// random plans (walk somewhere, maybe drop a bomb, hide, wait) on copies of
// the state, keeps the one that ends best, and commits its inputs. Game is
// plain values, so a copy is a snapshot (its event list aside, which the
// bot never reads). The result is a list of buttons per tick that replays
// the same game anywhere.

type cell struct{ x, y int }

type bot struct {
	g      *game.Game
	rng    *random.RNG
	inputs []game.Buttons
}

// BotPlay plays g until goal holds or maxTicks pass, and returns the
// buttons of every tick (g has been stepped with them).
func BotPlay(g *game.Game, seed uint64, goal func(*game.Game) bool, maxTicks int) ([]game.Buttons, bool) {
	b := &bot{g: g, rng: random.New(seed)}
	for len(b.inputs) < maxTicks {
		if goal(g) {
			return b.inputs, true
		}
		switch g.Phase() {
		case game.PhasePlaying, game.PhaseBonus:
		default:
			b.commit(0)
			continue
		}
		best, bestScore := []game.Buttons(nil), -1e18
		for _, p := range b.candidates() {
			c := *g
			var in []game.Buttons
			b.exec(&c, p, &in)
			if s := score(&c, len(in)); s > bestScore {
				best, bestScore = in, s
			}
		}
		if len(best) == 0 {
			best = []game.Buttons{0}
		}
		for _, in := range best {
			b.commit(in)
			if goal(g) {
				return b.inputs, true
			}
		}
	}
	return b.inputs, goal(g)
}

func (b *bot) commit(in game.Buttons) {
	b.g.Step([2]game.Buttons{in, 0})
	b.inputs = append(b.inputs, in)
}

type plan struct {
	to, hide cell
	bomb     bool
	wait     int
}

// candidates returns the plans to try: the item and the exit when they
// are worth walking to, then random walks, bombs and hiding places.
func (b *bot) candidates() []plan {
	g := b.g
	p := g.Player(0)
	here := cell{p.X, p.Y}
	reach := reachable(g, here, 8)
	var out []plan
	if it := g.Item(); it.Revealed && !it.Taken {
		t := cell{it.X, it.Y}
		out = append(out, plan{to: t, hide: t})
	}
	if ex := g.Exit(); ex.Revealed && livingEnemies(g) == 0 {
		t := cell{ex.X, ex.Y}
		out = append(out, plan{to: t, hide: t, wait: 10})
	}
	for i := 0; i < 40 && len(reach) > 0; i++ {
		to := random.Pick(b.rng, reach)
		hides := reachable(g, to, 6)
		pl := plan{to: to, hide: to, bomb: b.rng.Chance(0.8), wait: 10 + b.rng.Intn(30)}
		if len(hides) > 0 {
			pl.hide = random.Pick(b.rng, hides)
		}
		out = append(out, pl)
	}
	return out
}

// exec plays plan p on c, appending its inputs.
func (b *bot) exec(c *game.Game, p plan, in *[]game.Buttons) {
	step := func(btn game.Buttons) bool {
		c.Step([2]game.Buttons{btn, 0})
		*in = append(*in, btn)
		ph := c.Phase()
		return (ph == game.PhasePlaying || ph == game.PhaseBonus) && c.Player(0).Alive
	}
	if !walk(c, p.to, 160, step) {
		return
	}
	if p.bomb && !step(game.ButtonA) {
		return
	}
	if !walk(c, p.hide, 160, step) {
		return
	}
	for t := 0; t < 220; t++ {
		busy := len(c.Flames()) > 0
		for _, bo := range c.Bombs() {
			busy = busy || bo.Active
		}
		if !busy && t >= p.wait {
			return
		}
		if !step(0) {
			return
		}
	}
}

// walk steers the player to the centre of cell t along a shortest path.
func walk(c *game.Game, t cell, budget int, step func(game.Buttons) bool) bool {
	path := pathTo(c, cell{c.Player(0).X, c.Player(0).Y}, t)
	if path == nil {
		return true // nowhere to go: stay
	}
	k := 0
	for n := 0; n < budget; n++ {
		p := c.Player(0)
		here := cell{p.X, p.Y}
		for k < len(path)-1 && here == path[k] {
			k++
		}
		var btn game.Buttons
		if here == t && k == len(path)-1 {
			switch {
			case p.U < 8:
				btn = game.ButtonRight
			case p.U > 8:
				btn = game.ButtonLeft
			case p.V < 8:
				btn = game.ButtonDown
			case p.V > 8:
				btn = game.ButtonUp
			default:
				return true
			}
		} else {
			next := path[k]
			switch {
			case next.x > here.x:
				btn = game.ButtonRight
			case next.x < here.x:
				btn = game.ButtonLeft
			case next.y > here.y:
				btn = game.ButtonDown
			default:
				btn = game.ButtonUp
			}
		}
		if !step(btn) {
			return false
		}
	}
	return false
}

func passable(g *game.Game, x, y int, from cell) bool {
	t := g.Tile(x, y)
	if t == game.TileConcrete || t == game.TileBurning || (t == game.TileBrick && !g.Player(0).Wallpass) {
		return false
	}
	if (cell{x, y}) == from {
		return true
	}
	for _, b := range g.Bombs() {
		if b.Active && b.X == x && b.Y == y && !g.Player(0).Bombpass {
			return false
		}
	}
	return true
}

var dirs4 = [4]cell{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}

// reachable lists the cells within maxDist steps of from.
func reachable(g *game.Game, from cell, maxDist int) []cell {
	var dist [game.MapH][game.MapW]int
	for y := range dist {
		for x := range dist[y] {
			dist[y][x] = -1
		}
	}
	dist[from.y][from.x] = 0
	q := []cell{from}
	var out []cell
	for len(q) > 0 {
		c := q[0]
		q = q[1:]
		out = append(out, c)
		if dist[c.y][c.x] >= maxDist {
			continue
		}
		for _, d := range dirs4 {
			n := cell{c.x + d.x, c.y + d.y}
			if n.x < 0 || n.y < 0 || n.x >= game.MapW || n.y >= game.MapH || dist[n.y][n.x] >= 0 || !passable(g, n.x, n.y, from) {
				continue
			}
			dist[n.y][n.x] = dist[c.y][c.x] + 1
			q = append(q, n)
		}
	}
	return out
}

// pathTo returns the cells from 'from' to 'to' (both included), or nil.
func pathTo(g *game.Game, from, to cell) []cell {
	var prev [game.MapH][game.MapW]cell
	var seen [game.MapH][game.MapW]bool
	seen[from.y][from.x] = true
	q := []cell{from}
	for len(q) > 0 {
		c := q[0]
		q = q[1:]
		if c == to {
			var path []cell
			for p := to; p != from; p = prev[p.y][p.x] {
				path = append(path, p)
			}
			path = append(path, from)
			for i, j := 0, len(path)-1; i < j; i, j = i+1, j-1 {
				path[i], path[j] = path[j], path[i]
			}
			return path
		}
		for _, d := range dirs4 {
			n := cell{c.x + d.x, c.y + d.y}
			if n.x < 0 || n.y < 0 || n.x >= game.MapW || n.y >= game.MapH || seen[n.y][n.x] || !passable(g, n.x, n.y, from) {
				continue
			}
			seen[n.y][n.x] = true
			prev[n.y][n.x] = c
			q = append(q, n)
		}
	}
	return nil
}

func livingEnemies(g *game.Game) int {
	n := 0
	for _, e := range g.Enemies() {
		if e.State == game.EnemyAlive || e.State == game.EnemySpawning {
			n++
		}
	}
	return n
}

// score rates the state a plan ends in.
func score(c *game.Game, ticks int) float64 {
	switch c.Phase() {
	case game.PhaseClear:
		return 1e12
	case game.PhaseDying, game.PhaseGameOver, game.PhaseIntro:
		return -1e12
	}
	if !c.Player(0).Alive {
		return -1e12
	}
	p := c.Player(0)
	s := -1000 * float64(livingEnemies(c))
	bricks := 0
	for y := 0; y < game.MapH; y++ {
		for x := 0; x < game.MapW; x++ {
			if c.Tile(x, y) == game.TileBrick {
				bricks++
			}
		}
	}
	s -= 2 * float64(bricks)
	dist := func(x, y int) float64 { return float64(abs(p.X-x) + abs(p.Y-y)) }
	if it := c.Item(); it.Taken {
		s += 5000
	} else if it.Revealed {
		s += 400 - 20*dist(it.X, it.Y)
	} else {
		s -= 10 * dist(it.X, it.Y) // the bot knows where the item hides
	}
	if ex := c.Exit(); ex.Revealed {
		s += 300
		if livingEnemies(c) == 0 {
			s -= 50 * dist(ex.X, ex.Y)
		}
	} else if ex.X >= 0 {
		s -= 5 * dist(ex.X, ex.Y)
	}
	// keep away from enemies
	for _, e := range c.Enemies() {
		if e.State == game.EnemyAlive {
			if d := dist(e.X, e.Y); d < 3 {
				s -= 300 * (3 - d)
			}
		}
	}
	return s - 0.5*float64(ticks)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
