package game_test

import (
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Section 4: an item is collected only when the player is exactly centred
// on it: +1000 and its effect.
func TestItemPickupCentredOnly(t *testing.T) {
	g := empty(t, 1, 1)
	g.SetItem(game.ItemFlames, 3, 1, true)
	g.Player(0).Speed = true
	steps(g, 31, R) // (1,1) U8 -> (3,1) U7: inside the cell, not centred
	if g.Item().Taken {
		t.Fatalf("collected off-centre at %v", pos(g))
	}
	steps(g, 1, R)
	if !g.Item().Taken || g.Player(0).Range != 2 || g.Score() != 1000 {
		t.Errorf("centred: got taken %v range %d score %d, want true 2 1000", g.Item().Taken, g.Player(0).Range, g.Score())
	}
}

// Section 4 / 11.6: caps: range 5, bombs 10, Speed a single step; the
// timed Mystery; the music switch.
func TestItemEffectsAndCaps(t *testing.T) {
	cases := []struct {
		item  game.ItemKind
		setup func(p *game.Player)
		check func(p *game.Player) bool
		music game.Music
	}{
		{game.ItemBombs, func(p *game.Player) { p.Bombs = 10 }, func(p *game.Player) bool { return p.Bombs == 10 }, game.MusicStageAlt},
		{game.ItemBombs, nil, func(p *game.Player) bool { return p.Bombs == 2 }, game.MusicStageAlt},
		{game.ItemFlames, func(p *game.Player) { p.Range = 5 }, func(p *game.Player) bool { return p.Range == 5 }, game.MusicStageAlt},
		{game.ItemSpeed, func(p *game.Player) { p.Speed = true }, func(p *game.Player) bool { return p.Speed }, game.MusicStageAlt},
		{game.ItemWallpass, nil, func(p *game.Player) bool { return p.Wallpass }, game.MusicStageAlt},
		{game.ItemDetonator, nil, func(p *game.Player) bool { return p.Detonator }, game.MusicStageAlt},
		{game.ItemBombpass, nil, func(p *game.Player) bool { return p.Bombpass }, game.MusicStageAlt},
		{game.ItemFlamepass, nil, func(p *game.Player) bool { return p.Flamepass }, game.MusicInvincible},
		{game.ItemMystery, nil, func(p *game.Player) bool { return p.Mystery == 2040-1 }, game.MusicInvincible},
	}
	for _, c := range cases {
		g := empty(t, 1, 1)
		g.SetItem(c.item, 1, 1, true)
		p := g.Player(0)
		if c.setup != nil {
			c.setup(p)
		}
		steps(g, 1, 0)
		if !c.check(p) || g.Music() != c.music {
			t.Errorf("%v: got %+v music %v, want the effect and music %v", c.item, *p, g.Music(), c.music)
		}
	}
	// Speed is one step: 1 px per frame, never more.
	g := empty(t, 1, 1)
	g.Player(0).Speed = true
	steps(g, 10, R)
	if got := pos(g); got != [4]int{2, 1, 2, 8} {
		t.Errorf("speed: got %v, want 10 px", got)
	}
}

// Section 4: Flamepass protects from flames; Mystery from flames and
// enemies, for 2040 F.
func TestImmunities(t *testing.T) {
	g := empty(t, 1, 1)
	g.Player(0).Flamepass = true
	g.AddBomb(1, 1, 1, 1)
	steps(g, 40, 0)
	if !g.Player(0).Alive {
		t.Errorf("flamepass: killed by a flame")
	}
	g = empty(t, 1, 1)
	g.SetItem(game.ItemMystery, 1, 1, true)
	g.AddEnemy(0, game.Minvo, game.Pos{X: 1, Y: 1, U: 8, V: 8}, game.DirUp)
	g.Enemies()[0].State = game.EnemySpawning
	g.Enemies()[0].Timer = 2
	steps(g, 2039, 0)
	if !g.Player(0).Alive {
		t.Fatalf("mystery: killed during the 2040 F")
	}
	g.AddEnemy(0, game.Pontan, g.Player(0).Pos, game.DirUp)
	steps(g, 2, 0)
	if g.Player(0).Alive {
		t.Errorf("mystery over: an enemy in the cell did not kill")
	}
}

// Section 5 / 11.13: the exit clears only when centred with no enemy alive;
// spawning enemies count, dying ones don't.
func TestExitClearRules(t *testing.T) {
	cases := []struct {
		name  string
		u     int
		state game.EnemyState
		clear bool
	}{
		{"centred, no enemies", 8, game.EnemyFree, true},
		{"off-centre", 9, game.EnemyFree, false},
		{"an enemy alive", 8, game.EnemyAlive, false},
		{"an enemy spawning", 8, game.EnemySpawning, false},
		{"an enemy dying", 8, game.EnemyDying, true},
	}
	for _, c := range cases {
		g := empty(t, 1, 1)
		g.SetExit(3, 1, true)
		place(g, 3, 1, c.u, 8)
		if c.state != game.EnemyFree {
			e := g.AddEnemy(0, game.Balloom, game.Pos{X: 29, Y: 11, U: 8, V: 8}, game.DirUp)
			e.State = c.state
			e.Timer = 5000
			if c.state == game.EnemyDying {
				e.Timer = 1
			}
		}
		steps(g, 1, 0)
		if got := g.Phase() == game.PhaseClear; got != c.clear {
			t.Errorf("%s: got clear %v, want %v", c.name, got, c.clear)
		}
	}
}

// Section 5: the chime when the last enemy dies; clear: +1 life, next stage.
func TestChimeClearAndNextStage(t *testing.T) {
	cfg := mustConfig(t)
	g := empty(t, 1, 1)
	g.AddEnemy(0, game.Balloom, game.Pos{X: 10, Y: 1, U: 8, V: 8}, game.DirUp)
	g.AddBomb(9, 1, 1, 1)
	if n := stepsEvents(g, 10, 0, game.EventAllEnemiesDead); n != 1 {
		t.Errorf("chime: got %d, want 1", n)
	}
	g.SetExit(1, 1, true)
	steps(g, 1, 0)
	if g.Phase() != game.PhaseClear || g.Lives() != 3 {
		t.Fatalf("got %v lives %d, want clear 3", g.Phase(), g.Lives())
	}
	score := g.Score()
	steps(g, cfg.Rules.ClearFrames, 0)
	if g.Phase() != game.PhaseIntro || g.Stage() != 2 || g.Score() != score {
		t.Errorf("got %v stage %d score %d, want intro 2 %d (no time bonus)", g.Phase(), g.Stage(), g.Score(), score)
	}
	steps(g, cfg.Rules.IntroFrames, 0)
	if g.Phase() != game.PhasePlaying {
		t.Errorf("got %v, want playing", g.Phase())
	}
}

// Section 7: bonus stages after 5, 10, ..., 45: pillars only, 10 enemies of
// one type refilled, invulnerable, timer 30, explosions every 2nd F, then
// the next stage.
func TestBonusStage(t *testing.T) {
	cfg := mustConfig(t)
	g := empty(t, 5, 1)
	g.ClearStageNow()
	steps(g, cfg.Rules.ClearFrames, 0)
	if !g.Bonus() || g.Stage() != 5 || g.Phase() != game.PhaseIntro {
		t.Fatalf("after stage 5: got bonus %v stage %d phase %v, want a bonus intro", g.Bonus(), g.Stage(), g.Phase())
	}
	steps(g, cfg.Rules.IntroFrames, 0)
	d := g.Dump()
	if d.Phase != "bonus" || d.Timer != 30 || len(d.Enemies) != 10 {
		t.Fatalf("got phase %s timer %d enemies %d, want bonus 30 10", d.Phase, d.Timer, len(d.Enemies))
	}
	for _, e := range d.Enemies {
		if e.Type != "Balloom" {
			t.Errorf("got %s, want Balloom after stage 5", e.Type)
		}
	}
	for y, row := range d.Map {
		for x := range row {
			if want := map[bool]byte{true: '#', false: '.'}[x == 0 || y == 0 || x == 30 || y == 12 || x%2 == 0 && y%2 == 0]; row[x] != want {
				t.Fatalf("bonus map (%d,%d): got %q, want %q", x, y, row[x], want)
			}
		}
	}
	// Invulnerable: its own bomb and the enemies.
	g.SetFrame(1)
	g.AddBomb(3, 1, 1, 2)
	steps(g, 1, 0) // F=1 detonation
	steps(g, 1, 0) // F=2: a tick in a bonus stage
	if _, ok := flameAt(g, 4, 1); !ok {
		t.Errorf("bonus: no flame at distance 1 on F=2, want ticks every 2nd F")
	}
	g.AddEnemy(0, game.Balloom, g.Player(0).Pos, game.DirUp)
	steps(g, 30, 0)
	if !g.Player(0).Alive {
		t.Errorf("bonus: player died")
	}
	// Refill: killed enemies come back once their slots are free.
	for i := 0; i < 10; i++ {
		g.Enemies()[i] = game.Enemy{}
	}
	steps(g, 1, 0)
	if got := countState(g, game.EnemyAlive); got != 10 {
		t.Errorf("refill: got %d, want 10", got)
	}
	steps(g, 30*64, 0)
	if g.Phase() != game.PhaseClear {
		t.Fatalf("timer out: got %v, want clear", g.Phase())
	}
	steps(g, cfg.Rules.ClearFrames, 0)
	if g.Stage() != 6 || g.Bonus() {
		t.Errorf("after the bonus: got stage %d bonus %v, want 6 false", g.Stage(), g.Bonus())
	}
}

// Section 5: after stage 50 the ending, then stage 1 keeping score, lives
// and power-ups.
func TestEndingLoops(t *testing.T) {
	cfg := mustConfig(t)
	g := empty(t, 50, 1)
	g.SetScore(777)
	p := g.Player(0)
	p.Bombs, p.Wallpass = 7, true
	g.ClearStageNow()
	steps(g, cfg.Rules.ClearFrames, 0)
	if g.Phase() != game.PhaseEnding {
		t.Fatalf("got %v, want ending", g.Phase())
	}
	steps(g, cfg.Rules.EndingFrames, 0)
	if g.Stage() != 1 || g.Phase() != game.PhaseIntro || g.Score() != 77700 || g.Lives() != 3 || p.Bombs != 7 || !p.Wallpass {
		t.Errorf("got stage %d %v score %d lives %d bombs %d wallpass %v, want 1 intro 77700 3 7 true",
			g.Stage(), g.Phase(), g.Score(), g.Lives(), p.Bombs, p.Wallpass)
	}
}

// Section 8 / 11.11: TIME counts down every 64 F; at 0, once, the enemies
// go, 10 Pontans come with the spawn delay, and nobody dies.
func TestTimerZero(t *testing.T) {
	g := empty(t, 1, 1)
	steps(g, 63, 0) // F=1..63
	if g.Timer() != 200 {
		t.Fatalf("got %d, want 200 before F=64", g.Timer())
	}
	steps(g, 1, 0)
	if g.Timer() != 199 {
		t.Fatalf("got %d, want 199 at F=64", g.Timer())
	}
	g.SetTimer(1)
	g.AddEnemy(0, game.Balloom, game.Pos{X: 29, Y: 11, U: 8, V: 8}, game.DirUp)
	g.AddEnemy(1, game.Balloom, game.Pos{X: 29, Y: 9, U: 8, V: 8}, game.DirUp).State = game.EnemyDying
	n := stepsEvents(g, 64, 0, game.EventTimerZero)
	if n != 1 || g.Timer() != 0 || !g.Player(0).Alive || g.Phase() != game.PhasePlaying {
		t.Fatalf("got %d events timer %d alive %v phase %v, want 1 0 true playing", n, g.Timer(), g.Player(0).Alive, g.Phase())
	}
	pontans := 0
	for _, e := range g.Enemies() {
		if e.Kind == game.Pontan && e.State == game.EnemySpawning {
			pontans++
		}
	}
	if pontans != 10 {
		t.Errorf("got %d spawning Pontans, want 10", pontans)
	}
	if n := stepsEvents(g, 200, 0, game.EventTimerZero); n != 0 || g.Timer() != 0 {
		t.Errorf("after: got %d more events, timer %d, want 0 0", n, g.Timer())
	}
	if g.Score() != 0 {
		t.Errorf("removed enemies scored %d, want 0", g.Score())
	}
}
