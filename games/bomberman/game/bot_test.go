package game

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"testing"

	"github.com/bengine-go/bengine/core/random"
	json "github.com/goccy/go-json"
)

// The full-game bot: it plays from stage 1 through stage 50 and the ending
// and writes what it pressed as a replay, testdata/full_game.json, which
// TestFullGameReplay plays back. When the rules or the data change, the
// replay no longer reaches the ending; record it again with
//
//	go test ./games/bomberman/game -run TestRecordFullGame -record-full-game -v
//
// (some ten minutes; BOT_TRACE=1 logs every decision). The bot plays by looking ahead: the simulation is deterministic and its
// state a plain value, so a copy of the Game is a save state. At each
// decision it builds a few dozen short plans (walk to a cell, place a bomb
// and hide, wait and detonate, pick up the item, walk to the exit), plays
// each on a copy, and keeps the best one that survives. When none does, it
// goes back to an earlier decision and takes that one's next best plan.
// It never dies, so it keeps every power-up it picks up.

var botTrace = os.Getenv("BOT_TRACE") != ""

var recordFullGame = flag.Bool("record-full-game", false, "play the whole game with the bot and write "+fullGameFile)

const (
	fullGameFile = "../testdata/full_game.json"
	fullGameSeed = 1
)

func TestRecordFullGame(t *testing.T) {
	if !*recordFullGame {
		t.Skip("records the full-game replay only with -record-full-game")
	}
	cfg, err := LoadConfig(os.DirFS("../../../data/bomberman"))
	if err != nil {
		t.Fatal(err)
	}
	b := newBot(cfg, fullGameSeed, t.Logf)
	if err := b.playToEnding(); err != nil {
		t.Fatal(err)
	}
	raw, err := compactReplay(b.replay())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(fullGameFile, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s: %d ticks, %d bytes", fullGameFile, len(b.log), len(raw))
}

// compactReplay writes a replay as JSON with one input a line: the same
// format as Replay.Marshal, a third of its size.
func compactReplay(r *Replay) ([]byte, error) {
	head := *r
	head.Inputs = nil
	raw, err := json.Marshal(head)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	buf.Write(bytes.TrimSuffix(raw, []byte(`,"inputs":null}`)))
	buf.WriteString(`,"inputs":[` + "\n")
	for i, in := range r.Inputs {
		line, err := json.Marshal(in)
		if err != nil {
			return nil, err
		}
		buf.Write(line)
		if i < len(r.Inputs)-1 {
			buf.WriteByte(',')
		}
		buf.WriteByte('\n')
	}
	buf.WriteString("]}\n")
	return buf.Bytes(), nil
}

// Limits of the search.
const (
	botMaxPlanFrames = 900  // a plan that runs longer fails
	botTailFrames    = 24   // frames after a plan that it must survive, standing still
	botDetonateMax   = 160  // frames a detonator plan waits for a kill before it fires anyway
	botBombCells     = 10   // bomb cells tried per decision (the best by rank, then random)
	botRandomCells   = 4    // random bomb cells and walk targets added per decision
	botBacktracks    = 4000 // dead ends per stage before the stage is started again
	botStageRestarts = 20
)

type bot struct {
	live *Game
	rng  *random.RNG
	logf func(format string, args ...any)
	log  []Buttons // the buttons of every Step of live, by tick
	// sims are the scratch games of the look-ahead, one per depth: plans
	// play at depth 0, a detonator plan's "would a blast now kill?" at 1.
	sims [2]*Game
}

func newBot(cfg *Config, seed uint64, logf func(string, ...any)) *bot {
	g, err := New(cfg, Options{Seed: seed, Stage: 1})
	if err != nil {
		panic(err)
	}
	b := &bot{live: g, rng: random.New(seed).Stream("bot"), logf: logf}
	for i := range b.sims {
		b.sims[i] = &Game{}
	}
	return b
}

func (b *bot) step(in Buttons) {
	b.log = append(b.log, in)
	b.live.Step([2]Buttons{in, 0})
}

// replay returns what the bot pressed as a Replay.
func (b *bot) replay() *Replay {
	rec := NewRecorder(Options{Seed: b.live.seed, Stage: 1})
	for t, in := range b.log {
		rec.Record(t, [2]Buttons{in, 0})
	}
	return rec.Replay()
}

// playToEnding plays until the ending has run and stage 1 starts again.
func (b *bot) playToEnding() error {
	g := b.live
	ended := false
	for {
		switch g.phase {
		case PhasePlaying:
			if err := b.playStage(); err != nil {
				return err
			}
			continue
		case PhaseGameOver:
			return fmt.Errorf("game over at stage %d", g.stageNumber)
		case PhaseEnding:
			ended = true
		case PhaseIntro:
			if ended {
				return nil
			}
		}
		// Intro, clear, ending and bonus stages (the player cannot die in
		// one): nothing to press.
		b.step(0)
	}
}

// decision is a point the bot can come back to: the state before a plan
// and the plans that survived there, best first.
type decision struct {
	state Game
	tick  int
	plans []outcome
	next  int
}

// playStage plays the current stage until it is cleared.
func (b *bot) playStage() error {
	start := *b.live
	stage, startTick := b.live.stageNumber, len(b.log)
	for restart := 0; restart < botStageRestarts; restart++ {
		if b.tryStage(stage) {
			b.logf("stage %2d cleared at tick %d (%d frames, TIME %d, restarts %d, bombs %d range %d)", stage, len(b.log),
				len(b.log)-startTick, b.live.stage.timer, restart, b.live.players[0].Bombs, b.live.players[0].Range)
			return nil
		}
		b.logf("stage %d: restart %d", stage, restart+1)
		*b.live = start
		b.log = b.log[:startTick]
	}
	return fmt.Errorf("stage %d: not cleared after %d restarts", stage, botStageRestarts)
}

// tryStage searches plan by plan, going back on dead ends, until the stage
// is cleared (true) or the search gives up (false).
func (b *bot) tryStage(stage int) bool {
	g := b.live
	var stack []*decision
	deadEnds := 0
	for g.phase == PhasePlaying && g.stageNumber == stage {
		plans := b.plans(g)
		if botTrace {
			b.logf("stage %d tick %d TIME %d: %d plans, living %d, dead ends %d, depth %d", stage, len(b.log), g.stage.timer, len(plans), g.countLiving(), deadEnds, len(stack))
		}
		if g.stage.timer <= 8 {
			return false // too late to clear: start the stage again
		}
		if len(plans) > 0 {
			d := &decision{state: *g, tick: len(b.log), plans: plans}
			stack = append(stack, d)
			b.apply(plans[0])
			continue
		}
		// A dead end: go back to the latest decision with a plan left.
		deadEnds++
		if deadEnds > botBacktracks {
			return false
		}
		for {
			if len(stack) == 0 {
				return false
			}
			d := stack[len(stack)-1]
			d.next++
			if d.next < len(d.plans) {
				*g = d.state
				b.log = b.log[:d.tick]
				b.apply(d.plans[d.next])
				break
			}
			stack = stack[:len(stack)-1]
		}
	}
	return g.phase == PhaseClear
}

func (b *bot) apply(o outcome) {
	for _, in := range o.buttons {
		b.step(in)
	}
}

// ---- Plans ----

// plan is a policy: the buttons for the next Step of g, or done. A plan
// that cannot go on (no path) reports failed.
type plan interface {
	next(b *bot, g *Game, depth int) (in Buttons, done, failed bool)
}

// outcome is a plan played on a copy of the game: the buttons it pressed
// and how good the result is.
type outcome struct {
	buttons []Buttons
	score   float64
}

// evaluate plays p on a copy of start and scores the result; ok is false
// when the player dies during the plan or the tail after it.
func (b *bot) evaluate(start *Game, p plan, depth int) (o outcome, ok bool) {
	g := b.sims[depth]
	*g = *start
	var kills, spawns, bricks, taken int
	exitBefore, itemBefore := g.stage.exit.Revealed, g.stage.items[0].Revealed
	cleared := false
	for len(o.buttons) < botMaxPlanFrames {
		in, done, failed := p.next(b, g, depth)
		if failed {
			return o, false
		}
		if done {
			break
		}
		g.Step([2]Buttons{in, 0})
		o.buttons = append(o.buttons, in)
		for _, e := range g.events {
			switch e.Kind {
			case EventEnemyKilled:
				kills++
			case EventEnemiesSpawned:
				spawns++
			case EventBrickDestroyed:
				bricks++
			case EventItemCollected:
				taken++
			}
		}
		if !g.players[0].Alive {
			return o, false
		}
		if g.phase == PhaseClear {
			cleared = true
			break
		}
	}
	if len(o.buttons) >= botMaxPlanFrames {
		return o, false
	}
	// Progress: kills, bricks while the exit or the item is hidden, what
	// the blasts revealed and picked up; a little for time, much for
	// bombing the exit or the item (more enemies).
	s := 1000.0*float64(kills) - 5000*float64(spawns) + 1500*float64(taken) - 0.1*float64(len(o.buttons))
	if !g.stage.exit.Revealed || !g.stage.items[0].Revealed {
		s += 80 * float64(bricks)
	} else {
		s += 2 * float64(bricks)
	}
	if g.stage.exit.Revealed && !exitBefore {
		s += 600
	}
	if g.stage.items[0].Revealed && !itemBefore {
		s += 600
	}
	if cleared {
		return outcome{buttons: o.buttons, score: s + 1e6}, true
	}
	// Position: near the enemies (to bomb them) but not next to them.
	p0 := &g.players[0]
	nearest := unreached
	for i := range g.stage.enemies {
		e := &g.stage.enemies[i]
		if e.State == EnemyAlive || e.State == EnemySpawning {
			d := abs(e.X-p0.X) + abs(e.Y-p0.Y)
			nearest = min(nearest, d)
			if d <= 2 {
				s -= float64(3-d) * 40
			}
		}
	}
	if nearest != unreached {
		s -= 4 * float64(nearest)
	}
	if ex := &g.stage.exit; !ex.Revealed {
		s -= 6 * float64(abs(ex.X-p0.X)+abs(ex.Y-p0.Y))
	}
	if it := &g.stage.items[0]; !it.Taken {
		s -= 3 * float64(abs(it.X-p0.X)+abs(it.Y-p0.Y))
	}
	// The tail: the player must survive standing still a little longer.
	for i := 0; i < botTailFrames; i++ {
		g.Step([2]Buttons{})
		if !g.players[0].Alive {
			return o, false
		}
	}
	o.score = s + b.rng.Float64()*50
	return o, true
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// plans builds the decision's plans, plays each, and returns those that
// survive, best first.
func (b *bot) plans(g *Game) []outcome {
	var list []plan
	it := &g.stage.items[0]
	if it.Revealed && !it.Taken {
		list = append(list, &walkPlan{x: it.X, y: it.Y, centre: true})
	}
	if g.stage.exit.Revealed && g.countLiving() == 0 {
		list = append(list, &walkPlan{x: g.stage.exit.X, y: g.stage.exit.Y, centre: true})
	}
	dist := b.distances(g, g.players[0].X, g.players[0].Y)
	for _, c := range b.bombCells(g, &dist) {
		for _, h := range b.hideCells(g, c) {
			list = append(list, &bombPlan{bx: c % MapW, by: c / MapW, hx: h % MapW, hy: h / MapW})
		}
	}
	for i := 0; i < botRandomCells; i++ {
		if c, ok := b.randomCell(&dist, 2, 8); ok {
			list = append(list, &walkPlan{x: c % MapW, y: c / MapW, wait: 8})
		}
	}
	list = append(list, &walkPlan{x: g.players[0].X, y: g.players[0].Y, wait: 12})
	var out []outcome
	for _, p := range list {
		if o, ok := b.evaluate(g, p, 0); ok && len(o.buttons) > 0 {
			out = append(out, o)
		}
	}
	// Best first (insertion sort: the lists are short).
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].score > out[j-1].score; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// ---- The map as the bot sees it ----

const unreached = 1 << 30

// blocked marks the cells the player must not walk into now: solid for
// him, a flame or a burning brick unless he has Flamepass, an enemy.
func blocked(g *Game) [MapH * MapW]bool {
	p := &g.players[0]
	var out [MapH * MapW]bool
	for y := 0; y < MapH; y++ {
		for x := 0; x < MapW; x++ {
			out[y*MapW+x] = x <= 0 || y <= 0 || x >= g.width-1 || y >= g.height-1 || g.playerSolid(p, x, y) ||
				(g.stage.tiles[y][x] == TileBurning && !p.Flamepass && p.Mystery == 0)
		}
	}
	if !p.Flamepass && p.Mystery == 0 {
		for i := 0; i < g.stage.flameCount; i++ {
			f := &g.stage.flames[i]
			out[f.Y*MapW+f.X] = true
		}
	}
	if p.Mystery == 0 {
		for i := range g.stage.enemies {
			if e := &g.stage.enemies[i]; e.State == EnemyAlive || e.State == EnemySpawning {
				out[e.Y*MapW+e.X] = true
			}
		}
	}
	return out
}

// distances is a breadth-first search from (x, y) over the cells the
// player may walk into: the number of steps to each cell, or unreached.
func (b *bot) distances(g *Game, x, y int) [MapH * MapW]int {
	block := blocked(g)
	var dist [MapH * MapW]int
	for i := range dist {
		dist[i] = unreached
	}
	var queue [MapH * MapW]int
	head, tail := 0, 0
	dist[y*MapW+x] = 0
	queue[tail] = y*MapW + x
	tail++
	for head < tail {
		c := queue[head]
		head++
		cx, cy := c%MapW, c/MapW
		for d := Dir(0); d < 4; d++ {
			nx, ny := cx+dirDX[d], cy+dirDY[d]
			n := ny*MapW + nx
			if nx < 0 || ny < 0 || nx >= MapW || ny >= MapH || dist[n] != unreached || block[n] {
				continue
			}
			dist[n] = dist[c] + 1
			queue[tail] = n
			tail++
		}
	}
	return dist
}

// dirToward returns the direction of the first step from the player's cell
// toward (x, y), or false when there is no way.
func (b *bot) dirToward(g *Game, x, y int) (Dir, bool) {
	p := &g.players[0]
	dist := b.distances(g, x, y) // from the target: follow decreasing distances
	here := dist[p.Y*MapW+p.X]
	// The player's own cell may be impassable for the search (a bomb he
	// stands on): look at its neighbours instead.
	best, bestD := Dir(0), unreached
	for d := Dir(0); d < 4; d++ {
		nx, ny := p.X+dirDX[d], p.Y+dirDY[d]
		if nx < 0 || ny < 0 || nx >= MapW || ny >= MapH {
			continue
		}
		if v := dist[ny*MapW+nx]; v < bestD && (here == unreached || v < here) {
			best, bestD = d, v
		}
	}
	if bestD == unreached && !(x == p.X && y == p.Y) {
		// The target itself may be impassable now (an enemy on it).
		return 0, false
	}
	return best, bestD != unreached
}

var dirButtons = [4]Buttons{ButtonRight, ButtonUp, ButtonLeft, ButtonDown}

// centreButtons moves the player toward his cell's centre.
func centreButtons(p *Player) Buttons {
	var in Buttons
	switch {
	case p.U < 8:
		in |= ButtonRight
	case p.U > 8:
		in |= ButtonLeft
	}
	switch {
	case p.V < 8:
		in |= ButtonDown
	case p.V > 8:
		in |= ButtonUp
	}
	return in
}

// inBlast reports whether (x, y) is in the cross of a blast of range rng
// from (bx, by): concrete stops it, a brick burns and stops it.
func inBlast(g *Game, bx, by, rng, x, y int) bool {
	if x == bx && y == by {
		return true
	}
	for d := Dir(0); d < 4; d++ {
		for i := 1; i <= rng; i++ {
			cx, cy := bx+dirDX[d]*i, by+dirDY[d]*i
			t := g.Tile(cx, cy)
			if t == TileConcrete {
				break
			}
			if cx == x && cy == y {
				return true
			}
			if t != TileFloor {
				break
			}
		}
	}
	return false
}

// bombCells returns reachable cells to place a bomb on, the most promising
// first, and a few random ones.
func (b *bot) bombCells(g *Game, dist *[MapH * MapW]int) []int {
	p := &g.players[0]
	bricksMatter := !g.stage.exit.Revealed || !g.stage.items[0].Revealed
	type ranked struct {
		cell int
		v    float64
	}
	var cand []ranked
	for c, d := range dist {
		if d == unreached {
			continue
		}
		x, y := c%MapW, c/MapW
		if g.stage.tiles[y][x] != TileFloor || g.bombAt(x, y) >= 0 || (x == g.stage.exit.X && y == g.stage.exit.Y) || g.itemAt(x, y) >= 0 {
			continue
		}
		v := -0.3 * float64(d)
		for dd := Dir(0); dd < 4; dd++ {
			for i := 1; i <= p.Range; i++ {
				cx, cy := x+dirDX[dd]*i, y+dirDY[dd]*i
				t := g.Tile(cx, cy)
				if t == TileConcrete {
					break
				}
				if t == TileBrick {
					// The bot knows what the bricks hide: a replay
					// generator may look at the whole state.
					switch {
					case cx == g.stage.exit.X && cy == g.stage.exit.Y:
						v += 25
					case g.itemAt(cx, cy) >= 0:
						v += 20
					case bricksMatter:
						v += 2
					}
					break
				}
			}
		}
		for i := range g.stage.enemies {
			e := &g.stage.enemies[i]
			if e.State != EnemyAlive {
				continue
			}
			switch {
			case e.X == x && abs(e.Y-y) <= p.Range+2, e.Y == y && abs(e.X-x) <= p.Range+2:
				v += 3
			case abs(e.X-x)+abs(e.Y-y) <= 4:
				v += 1
			}
		}
		cand = append(cand, ranked{c, v})
	}
	for i := 1; i < len(cand); i++ {
		for j := i; j > 0 && cand[j].v > cand[j-1].v; j-- {
			cand[j], cand[j-1] = cand[j-1], cand[j]
		}
	}
	var out []int
	for i := 0; i < len(cand) && i < botBombCells; i++ {
		out = append(out, cand[i].cell)
	}
	if rest := len(cand) - botBombCells; rest > 0 {
		for i := 0; i < botRandomCells; i++ {
			out = append(out, cand[botBombCells+b.rng.Intn(rest)].cell)
		}
	}
	return out
}

// hideCells returns up to three cells out of the blast of a bomb on c
// reachable from c: the two nearest and a random one; c itself with
// Flamepass.
func (b *bot) hideCells(g *Game, c int) []int {
	p := &g.players[0]
	bx, by := c%MapW, c/MapW
	dist := b.distances(g, bx, by)
	var out []int
	if p.Flamepass {
		out = append(out, c)
	}
	var far []int
	nearest := 0
	for limit := 1; limit <= 8; limit++ {
		for cell, d := range dist {
			if d != limit || inBlast(g, bx, by, p.Range, cell%MapW, cell/MapW) {
				continue
			}
			if nearest < 2 {
				out = append(out, cell)
				nearest++
			} else {
				far = append(far, cell)
			}
		}
	}
	if len(far) > 0 {
		out = append(out, far[b.rng.Intn(len(far))])
	}
	return out
}

// randomCell returns a random cell at a distance lo..hi.
func (b *bot) randomCell(dist *[MapH * MapW]int, lo, hi int) (int, bool) {
	n := 0
	for _, d := range dist {
		if d >= lo && d <= hi {
			n++
		}
	}
	if n == 0 {
		return 0, false
	}
	k := b.rng.Intn(n)
	for c, d := range dist {
		if d >= lo && d <= hi {
			if k == 0 {
				return c, true
			}
			k--
		}
	}
	return 0, false
}

// walkPlan walks to a cell (centred on it if centre), then waits.
type walkPlan struct {
	x, y   int
	centre bool
	wait   int
	waited int
}

func (w *walkPlan) next(b *bot, g *Game, depth int) (Buttons, bool, bool) {
	p := &g.players[0]
	if p.X != w.x || p.Y != w.y {
		d, ok := b.dirToward(g, w.x, w.y)
		if !ok {
			return 0, false, true
		}
		return dirButtons[d], false, false
	}
	if w.centre && !p.Centred() {
		return centreButtons(p), false, false
	}
	if w.waited < w.wait {
		w.waited++
		return 0, false, false
	}
	return 0, true, false
}

// bombPlan walks to (bx, by), places a bomb, walks to (hx, hy) and waits
// for the blast to end. With the detonator it fires the bomb as soon as a
// blast would kill, or after botDetonateMax frames.
type bombPlan struct {
	bx, by, hx, hy int
	state          int
	frames         int
	bomb           int // the placed bomb's slot
}

func (bp *bombPlan) next(b *bot, g *Game, depth int) (Buttons, bool, bool) {
	p := &g.players[0]
	switch bp.state {
	case 0: // walk to the bomb cell
		if p.X != bp.bx || p.Y != bp.by {
			d, ok := b.dirToward(g, bp.bx, bp.by)
			if !ok {
				return 0, false, true
			}
			return dirButtons[d], false, false
		}
		bp.state = 1
		fallthrough
	case 1: // place it
		if i := g.bombAt(bp.bx, bp.by); i >= 0 {
			bp.bomb = i
			bp.state = 2
		} else {
			bp.frames++
			if bp.frames > 8 || p.X != bp.bx || p.Y != bp.by {
				return 0, false, true
			}
			return ButtonA, false, false
		}
		fallthrough
	case 2: // hide
		if p.X != bp.hx || p.Y != bp.hy {
			d, ok := b.dirToward(g, bp.hx, bp.hy)
			if !ok {
				return 0, false, true
			}
			return dirButtons[d], false, false
		}
		bp.state, bp.frames = 3, 0
		fallthrough
	case 3: // wait
		if !g.stage.bombs[bp.bomb].Active {
			bp.state = 5
			return bp.next(b, g, depth)
		}
		if p.Detonator {
			bp.frames++
			if bp.frames >= botDetonateMax || (bp.frames%4 == 0 && depth+1 < len(b.sims) && b.blastKills(g, depth+1)) {
				bp.state, bp.frames = 4, 0
				return ButtonB, false, false
			}
		}
		return 0, false, false
	case 4: // detonate
		if g.stage.bombs[bp.bomb].Active {
			bp.frames++
			if bp.frames > 6 {
				return 0, false, true
			}
			return ButtonB, false, false
		}
		bp.state = 5
		fallthrough
	case 5: // the blast ends
		if g.stage.flameCount > 0 {
			return 0, false, false
		}
		return 0, true, false
	}
	return 0, true, false
}

// blastKills reports whether detonating now kills an enemy without
// killing the player or bombing the exit or the item.
func (b *bot) blastKills(g *Game, depth int) bool {
	s := b.sims[depth]
	*s = *g
	kills := 0
	for i := 0; i < 40; i++ {
		in := Buttons(0)
		if i < 2 {
			in = ButtonB
		}
		s.Step([2]Buttons{in, 0})
		for _, e := range s.events {
			switch e.Kind {
			case EventEnemyKilled:
				kills++
			case EventEnemiesSpawned:
				return false
			}
		}
		if !s.players[0].Alive {
			return false
		}
	}
	return kills > 0
}
