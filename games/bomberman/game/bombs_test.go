package game_test

import (
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Section 3: placing nudges the player 1 px toward the centre; the fuse is
// 160 frames.
func TestBombPlacementAndFuse(t *testing.T) {
	g := empty(t, 1, 1)
	g.Player(0).Speed = true
	place(g, 3, 1, 10, 6)
	steps(g, 1, A) // placed on F=1
	if got, want := pos(g), [4]int{3, 1, 9, 7}; got != want {
		t.Errorf("nudge: got %v, want %v", got, want)
	}
	d := g.Dump()
	if len(d.Bombs) != 1 || d.Bombs[0].Cell != [2]int{3, 1} || d.Bombs[0].Fuse != 160 {
		t.Fatalf("bombs: got %+v, want one at [3 1] with fuse 160", d.Bombs)
	}
	place(g, 7, 1, 8, 8) // out of the blast
	steps(g, 159, 0)
	if activeBombs(g) != 1 {
		t.Fatalf("bomb gone after 159 F, want it to last 160")
	}
	steps(g, 1, 0)
	if activeBombs(g) != 0 {
		t.Fatalf("bomb still there after 160 F")
	}
	if _, ok := flameAt(g, 3, 1); !ok {
		t.Errorf("no flame on the bomb's cell after detonation")
	}
}

// Section 3 / 11.6: one bomb at the start, at most Bombs at once; a bomb
// needs an empty floor cell.
func TestBombCapAndCells(t *testing.T) {
	g := empty(t, 1, 1)
	g.Player(0).Speed = true
	steps(g, 1, A)
	steps(g, 16, R|A) // walking with A held into (2,1)
	if got := activeBombs(g); got != 1 {
		t.Errorf("cap 1: got %d bombs, want 1", got)
	}
	g = empty(t, 1, 1)
	g.Player(0).Speed = true
	g.Player(0).Bombs = 3
	steps(g, 40, R|A)
	if got := activeBombs(g); got != 3 {
		t.Errorf("cap 3, walking with A: got %d bombs, want 3 (one per new cell)", got)
	}
	g = empty(t, 1, 1)
	g.SetExit(1, 1, true)
	steps(g, 2, A)
	if got := activeBombs(g); got != 0 {
		t.Errorf("on the exit: got %d bombs, want 0", got)
	}
}

// Section 3 / 11.2: only the next cell is tested: a player walks off his
// bomb but cannot walk back onto it without Bombpass.
func TestWalkOffBombNoOwnerFlag(t *testing.T) {
	for _, bombpass := range []bool{false, true} {
		g := empty(t, 1, 1)
		p := g.Player(0)
		p.Speed, p.Bombpass = true, bombpass
		place(g, 3, 1, 8, 8)
		steps(g, 1, A)
		steps(g, 16, R)
		if p.X != 4 {
			t.Fatalf("walking off the bomb: got x %d, want 4", p.X)
		}
		steps(g, 16, L)
		want := [4]int{4, 1, 8, 8}
		if bombpass {
			want = [4]int{3, 1, 8, 8}
		}
		if got := pos(g); got != want {
			t.Errorf("bombpass %v: got %v, want %v", bombpass, got, want)
		}
	}
}

// Section 3 / 11.4: flames spread one cell per explosion tick (F & 3 == 0),
// each lethal 7 ticks and cleared at tick 8.
func TestFlameSpreadTiming(t *testing.T) {
	g := empty(t, 1, 1)
	g.AddBomb(9, 1, 1, 3)
	steps(g, 1, 0) // F=1: detonation
	if n := len(g.Flames()); n != 1 {
		t.Fatalf("at detonation: got %d flames, want 1 (the bomb's cell)", n)
	}
	want := []struct {
		frames int
		n      int
	}{{3, 4}, {4, 7}, {4, 10}, {4, 10}}
	for i, w := range want {
		steps(g, w.frames, 0)
		if n := len(g.Flames()); n != w.n {
			t.Errorf("step %d (F=%d): got %d flames, want %d", i, g.Frame()-1, n, w.n)
		}
	}
	if _, ok := flameAt(g, 12, 1); !ok {
		t.Errorf("no flame at distance 3")
	}
	if _, ok := flameAt(g, 13, 1); ok {
		t.Errorf("flame at distance 4 with range 3")
	}
	// The centre appeared on F=1 and clears at its 8th tick (F=32).
	steps(g, 32-int(g.Frame()), 0)
	if _, ok := flameAt(g, 9, 1); !ok {
		t.Errorf("centre cleared before F=32")
	}
	steps(g, 1, 0)
	if _, ok := flameAt(g, 9, 1); ok {
		t.Errorf("centre still burning after F=32")
	}
}

// Section 3 / 11.4: a flame cell is lethal for 7 ticks (28 F).
func TestFlameLethalWindow(t *testing.T) {
	cases := []struct {
		enterFrame int // frame at which the player stands in the centre
		dies       bool
	}{{24, true}, {25, false}} // the centre is lethal on ticks F=4..24; age 7 at F=28
	for _, c := range cases {
		g := empty(t, 1, 1)
		g.AddBomb(9, 1, 1, 1)
		place(g, 1, 11, 8, 8)
		steps(g, c.enterFrame-1, 0)
		place(g, 9, 1, 8, 8)
		steps(g, 12, 0)
		if dead := !g.Player(0).Alive; dead != c.dies {
			t.Errorf("entering at F=%d: got dead %v, want %v", c.enterFrame, dead, c.dies)
		}
	}
}

// Section 3 / 11.5: a flame stops at the first brick; the brick burns,
// lethal 6 ticks, floor at tick 7.
func TestFlameStopsAtFirstBrick(t *testing.T) {
	g := empty(t, 1, 1)
	g.SetTile(11, 1, game.TileBrick)
	g.SetTile(12, 1, game.TileBrick)
	g.AddBomb(9, 1, 1, 5)
	steps(g, 8, 0) // F=8: distance 2 reaches the first brick
	if got := g.Dump().Map[1][9:14]; got != "..~=." {
		t.Errorf("row 1 x 9..13: got %q, want %q", got, "..~=.")
	}
	if _, ok := flameAt(g, 12, 1); ok {
		t.Errorf("flame passed the first brick")
	}
	steps(g, 40, 0)
	if got := g.Dump().Map[1][11:13]; got != ".=" {
		t.Errorf("after burning: got %q, want %q", got, ".=")
	}
	// Burning timeline: burning from F=4, lethal 6 ticks, floor on its 7th
	// tick (F=32).
	g = empty(t, 1, 1)
	g.SetTile(10, 1, game.TileBrick)
	g.AddBomb(9, 1, 1, 1)
	place(g, 1, 11, 8, 8)
	steps(g, 24, 0)
	g.AddEnemy(0, game.Kondoria, game.Pos{X: 10, Y: 1, U: 8, V: 8}, game.DirDown)
	steps(g, 4, 0) // F=28: burn tick 6, no longer lethal
	if got := countState(g, game.EnemyAlive); got != 1 {
		t.Errorf("F=28: got %d alive, want the Kondoria alive (brick lethal 6 ticks)", got)
	}
	steps(g, 3, 0)
	if g.Tile(10, 1) != game.TileBurning {
		t.Errorf("F=31: got tile %v, want burning", g.Tile(10, 1))
	}
	steps(g, 1, 0)
	if g.Tile(10, 1) != game.TileFloor {
		t.Errorf("F=32: got tile %v, want floor", g.Tile(10, 1))
	}
}

// Section 3: a wall-passer inside a burning brick dies.
func TestBurningBrickKillsWallpasser(t *testing.T) {
	g := empty(t, 1, 1)
	g.SetTile(10, 1, game.TileBrick)
	g.AddEnemy(0, game.Kondoria, game.Pos{X: 10, Y: 1, U: 8, V: 8}, game.DirDown)
	g.AddBomb(9, 1, 1, 1)
	steps(g, 8, 0)
	if got := countState(g, game.EnemyDying); got != 1 {
		t.Errorf("got %d dying, want the Kondoria in the brick dead", got)
	}
}

// Section 3 / 11.5: a chained bomb fires on the next frame, without the arm
// pointing back.
func TestChainNextFrameNoBackArm(t *testing.T) {
	g := empty(t, 1, 1)
	g.AddBomb(9, 1, 1, 1)    // fires F=1; its right arm reaches (10,1) on F=4
	g.AddBomb(10, 1, 500, 3) // chained
	steps(g, 3, 0)           // F=1..3
	steps(g, 1, 0)           // F=4
	if activeBombs(g) != 1 {
		t.Fatalf("chained bomb fired on the same frame")
	}
	steps(g, 1, 0) // F=5
	if activeBombs(g) != 0 {
		t.Fatalf("chained bomb did not fire on the next frame")
	}
	for i := 0; i < 40; i++ {
		steps(g, 1, 0)
		if _, ok := flameAt(g, 7, 1); ok {
			t.Fatalf("F=%d: flame at (7,1): the chained blast kept its back arm", g.Frame()-1)
		}
	}
	if g.Tile(13, 1) != game.TileFloor {
		t.Errorf("forward arm: want floor")
	}
	g2 := empty(t, 1, 1)
	g2.AddBomb(9, 1, 1, 1)
	g2.AddBomb(10, 1, 500, 3)
	steps(g2, 16, 0)
	if _, ok := flameAt(g2, 13, 1); !ok {
		t.Errorf("forward arm of the chained blast missing at (13,1)")
	}
}

// Section 3: at most 80 flame cells; more are dropped.
func TestFlameCap(t *testing.T) {
	g := empty(t, 1, 1)
	place(g, 1, 11, 8, 8)
	g.Player(0).Flamepass = true
	for _, y := range []int{3, 9} {
		for _, x := range []int{3, 9, 15, 21, 27} {
			g.AddBomb(x, y, 1, 5)
		}
	}
	most := 0
	for i := 0; i < 60; i++ {
		steps(g, 1, 0)
		most = max(most, len(g.Flames()))
	}
	if most != game.MaxFlames {
		t.Errorf("most flames: got %d, want %d", most, game.MaxFlames)
	}
}

// Section 3 / 11.7: the detonator stops fuses; B fires the oldest; B again
// only after all buttons are released; A wins over B.
func TestDetonator(t *testing.T) {
	g := empty(t, 1, 1)
	p := g.Player(0)
	p.Detonator, p.Bombs, p.Speed = true, 3, true
	place(g, 5, 1, 8, 8)
	steps(g, 1, A)
	steps(g, 32, R)
	steps(g, 1, A)
	steps(g, 32, R)
	place(g, 7, 11, 8, 8)
	steps(g, 500, 0)
	if got := activeBombs(g); got != 2 {
		t.Fatalf("fuses ran with a detonator: got %d bombs, want 2", got)
	}
	steps(g, 1, B)
	if _, ok := flameAt(g, 5, 1); !ok || activeBombs(g) != 1 {
		t.Errorf("B: want the oldest bomb (5,1) fired")
	}
	steps(g, 10, B|D)
	if activeBombs(g) != 1 {
		t.Errorf("B held: fired again before all buttons were released")
	}
	steps(g, 1, 0)
	steps(g, 1, B)
	if activeBombs(g) != 0 {
		t.Errorf("B after release: got %d bombs, want 0", activeBombs(g))
	}
	steps(g, 1, 0)
	steps(g, 1, A|B)
	if activeBombs(g) != 1 {
		t.Errorf("A+B: got %d bombs, want 1 placed and none fired", activeBombs(g))
	}
}

// Section 3: the hidden exit is revealed at once; a revealed exit bombed
// spawns the stage's item enemy into every free slot, harmless 30 F.
func TestExitRevealAndBombedSpawns(t *testing.T) {
	g := empty(t, 1, 1) // stage 1: item Flames, its enemy Oneal
	g.SetExit(10, 1, false)
	g.AddBomb(9, 1, 1, 3)
	steps(g, 4, 0)
	d := g.Dump()
	if !d.Exit.Revealed || d.Map[1][10] != '.' {
		t.Fatalf("exit: got revealed %v tile %q, want revealed floor", d.Exit.Revealed, d.Map[1][10])
	}
	if _, ok := flameAt(g, 11, 1); ok {
		t.Errorf("flame passed the exit")
	}
	g.AddEnemy(0, game.Balloom, game.Pos{X: 29, Y: 11, U: 8, V: 8}, game.DirUp)
	steps(g, 40, 0)
	g.AddBomb(9, 1, 1, 1)
	steps(g, 4, 0)
	if got := countState(g, game.EnemySpawning); got != 9 {
		t.Fatalf("spawned: got %d spawning, want 9 (the free slots)", got)
	}
	for _, e := range g.Enemies()[1:] {
		if e.Kind != game.Oneal || e.X != 10 || e.Y != 1 {
			t.Fatalf("spawned %v at (%d,%d), want Oneal at the exit", e.Kind, e.X, e.Y)
		}
	}
	// Harmless while spawning: the player on the exit survives.
	place(g, 10, 1, 8, 8)
	steps(g, 29, 0)
	if !g.Player(0).Alive {
		t.Errorf("killed by a spawning enemy")
	}
	if got := countState(g, game.EnemySpawning); got != 9 {
		t.Errorf("after 29 F: got %d spawning, want 9", got)
	}
	steps(g, 1, 0)
	if got := countState(g, game.EnemySpawning); got != 0 {
		t.Errorf("after 30 F: got %d spawning, want 0", got)
	}
}

// Section 4 / 11.8: a revealed item bombed is destroyed and spawns its enemy.
func TestItemBombedSpawns(t *testing.T) {
	g := empty(t, 1, 1)
	g.SetItem(game.ItemMystery, 10, 1, false)
	g.AddBomb(9, 1, 1, 1)
	steps(g, 4, 0)
	if it := g.Item(); !it.Revealed || it.Taken {
		t.Fatalf("item: got %+v, want revealed", it)
	}
	steps(g, 40, 0)
	g.AddBomb(9, 1, 1, 1)
	steps(g, 4, 0)
	if it := g.Item(); !it.Taken {
		t.Errorf("bombed item not destroyed")
	}
	if got := countState(g, game.EnemySpawning); got != 10 || g.Enemies()[0].Kind != game.Pontan {
		t.Errorf("got %d spawning of %v, want 10 Pontan", got, g.Enemies()[0].Kind)
	}
}
