package game_test

import (
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Section 6 / 11.15: speeds by frame pattern and points, per type.
func TestEnemySpeedsAndPoints(t *testing.T) {
	cfg := mustConfig(t)
	cases := []struct {
		k      game.EnemyKind
		px64   int // pixels moved in 64 frames
		points int
		wall   bool
	}{
		{game.Balloom, 32, 100, false}, {game.Oneal, 48, 200, false}, {game.Doll, 48, 400, false},
		{game.Minvo, 64, 800, false}, {game.Kondoria, 16, 1000, true}, {game.Ovapi, 32, 2000, true},
		{game.Pass, 64, 4000, false}, {game.Pontan, 64, 8000, true},
	}
	for _, c := range cases {
		et := cfg.Enemies[c.k]
		if et.Points != c.points || et.Wallpass != c.wall {
			t.Errorf("%v: got points %d wallpass %v, want %d %v", c.k, et.Points, et.Wallpass, c.points, c.wall)
		}
		// Measured through Step: a walled corridor along row 1, no player in line.
		g := empty(t, 1, 0)
		for x := 1; x < game.MapW-1; x++ {
			g.SetTile(x, 2, game.TileConcrete)
		}
		place(g, 1, 11, 8, 8)
		e := g.AddEnemy(0, c.k, game.Pos{X: 3, Y: 1, U: 8, V: 8}, game.DirRight)
		steps(g, 64, 0)
		if got := (e.X-3)*16 + e.U - 8; got != c.px64 {
			t.Errorf("%v: moved %d px in 64 F, want %d", c.k, got, c.px64)
		}
	}
}

// Section 6 / 11.9: wall-passers bounce off the bricks hiding the exit and
// the item and off bombs, but pass ordinary bricks.
func TestWallpasserBlockers(t *testing.T) {
	cases := []struct {
		name    string
		setup   func(g *game.Game)
		crosses bool
	}{
		{"ordinary brick", func(g *game.Game) { g.SetTile(5, 1, game.TileBrick) }, true},
		{"brick hiding the exit", func(g *game.Game) { g.SetExit(5, 1, false) }, false},
		{"brick hiding the item", func(g *game.Game) { g.SetItem(game.ItemBombs, 5, 1, false) }, false},
		{"bomb", func(g *game.Game) { g.AddBomb(5, 1, 5000, 1) }, false},
		{"revealed exit", func(g *game.Game) { g.SetExit(5, 1, true) }, true},
	}
	for _, c := range cases {
		g := empty(t, 1, 0)
		place(g, 1, 11, 8, 8)
		c.setup(g)
		e := g.AddEnemy(0, game.Ovapi, game.Pos{X: 4, Y: 1, U: 8, V: 8}, game.DirRight)
		entered := false
		for i := 0; i < 60; i++ {
			steps(g, 1, 0)
			entered = entered || e.X == 5
		}
		if entered != c.crosses {
			t.Errorf("%s: got crossed %v, want %v", c.name, entered, c.crosses)
		}
		if !c.crosses && (e.Dir != game.DirLeft || e.Run > 96) {
			t.Errorf("%s: got dir %v run %d, want a reversal with a run of at most 96", c.name, e.Dir, e.Run)
		}
	}
}

// Section 6 / 11.9: enemies ignore each other.
func TestEnemiesPassEachOther(t *testing.T) {
	g := empty(t, 1, 0)
	place(g, 1, 11, 8, 8)
	a := g.AddEnemy(0, game.Minvo, game.Pos{X: 5, Y: 1, U: 8, V: 8}, game.DirRight)
	b := g.AddEnemy(1, game.Minvo, game.Pos{X: 7, Y: 1, U: 8, V: 8}, game.DirLeft)
	steps(g, 48, 0)
	if a.X <= b.X {
		t.Errorf("got a at %d, b at %d, want them passed through each other", a.X, b.X)
	}
}

// Section 6: the reactions to an ordinary brick: Balloom and Oneal a new
// random direction and run, Doll, Minvo reverse keeping their run.
func TestWanderBrickReaction(t *testing.T) {
	cases := []struct {
		k       game.EnemyKind
		reverse bool
	}{{game.Balloom, false}, {game.Oneal, false}, {game.Doll, true}, {game.Minvo, true}}
	for _, c := range cases {
		g := empty(t, 1, 0)
		place(g, 1, 11, 8, 8)
		g.SetTile(5, 1, game.TileBrick)
		e := g.AddEnemy(0, c.k, game.Pos{X: 4, Y: 1, U: 8, V: 8}, game.DirRight)
		steps(g, 4, 0)
		if c.reverse {
			if e.Dir != game.DirLeft || e.Run < 900 {
				t.Errorf("%v: got dir %v run %d, want a reversal keeping the run", c.k, e.Dir, e.Run)
			}
		} else if e.Run > 128 {
			t.Errorf("%v: got run %d, want a new random run (<= 128)", c.k, e.Run)
		}
	}
}

// Section 6: chasing only in the same row or column, on the type's axes,
// while the chase counter is below the threshold.
func TestWanderChaseWindowAndAxes(t *testing.T) {
	cases := []struct {
		name  string
		k     game.EnemyKind
		chase uint8
		py    int // player row; the enemy is at (9,3) moving down
		px    int
		want  game.Dir
	}{
		{"Minvo same row, in window", game.Minvo, 100, 3, 3, game.DirLeft},
		{"Minvo same row, out of window", game.Minvo, 250, 3, 3, game.DirDown},
		{"Minvo not lined up", game.Minvo, 100, 5, 3, game.DirDown},
		{"Oneal same row: vertical only", game.Oneal, 100, 3, 3, game.DirDown},
		{"Oneal same column", game.Oneal, 100, 9, 9, game.DirUp},
		{"Doll same row", game.Doll, 100, 3, 3, game.DirLeft},
		{"Balloom threshold 20", game.Balloom, 30, 3, 3, game.DirDown},
		{"Balloom in its 20", game.Balloom, 10, 3, 3, game.DirLeft},
	}
	for _, c := range cases {
		g := empty(t, 1, 3)
		place(g, c.px, c.py, 8, 8)
		if c.name == "Oneal same column" {
			place(g, 9, 1, 8, 8)
		}
		e := g.AddEnemy(0, c.k, game.Pos{X: 9, Y: 3, U: 8, V: 8}, game.DirDown)
		e.Chase = c.chase
		steps(g, 1, 0) // F=3 moves every type but Kondoria
		if e.Dir != c.want {
			t.Errorf("%s: got dir %v, want %v", c.name, e.Dir, c.want)
		}
	}
}

// Section 6: a wanderer blocked by a bomb or a hiding brick reverses, runs
// 96 px and resets its chase counter.
func TestWanderBlockedByBomb(t *testing.T) {
	g := empty(t, 1, 0)
	place(g, 1, 11, 8, 8)
	g.AddBomb(5, 1, 5000, 1)
	e := g.AddEnemy(0, game.Minvo, game.Pos{X: 4, Y: 1, U: 8, V: 8}, game.DirRight)
	e.Chase = 10
	steps(g, 1, 0)
	if e.Dir != game.DirLeft || e.Run != 96 || e.Chase != 0 {
		t.Errorf("got dir %v run %d chase %d, want left 96 0", e.Dir, e.Run, e.Chase)
	}
}

// Section 6: chasers rotate counter-clockwise on concrete.
func TestChaserRotatesOnConcrete(t *testing.T) {
	g := empty(t, 1, 0)
	g.SetTile(3, 1, game.TileConcrete)
	place(g, 1, 11, 8, 8)
	e := g.AddEnemy(0, game.Pass, game.Pos{X: 3, Y: 2, U: 8, V: 8}, game.DirUp)
	want := []game.Dir{game.DirLeft, game.DirDown, game.DirDown}
	for i, w := range want {
		steps(g, 1, 0)
		if e.Dir != w {
			t.Errorf("frame %d: got %v, want %v", i, e.Dir, w)
		}
	}
	if e.V != 9 {
		t.Errorf("got V %d, want 9 (rotated twice, then down)", e.V)
	}
}

// Section 6: a chaser blocked by a bomb reverses and stops chasing 96 F.
func TestChaserBlockedByBomb(t *testing.T) {
	g := empty(t, 1, 0)
	place(g, 3, 1, 8, 8)
	g.AddBomb(3, 1, 5000, 1)
	e := g.AddEnemy(0, game.Pass, game.Pos{X: 3, Y: 2, U: 8, V: 8}, game.DirUp)
	g.Player(0).Mystery = 1000
	steps(g, 1, 0)
	if e.Dir != game.DirDown || g.NoChase(0) != 96 {
		t.Fatalf("got dir %v no-chase %d, want down 96", e.Dir, g.NoChase(0))
	}
	// Off the centre only a turn toward the player could reverse it again.
	for i := 0; i < 6; i++ {
		steps(g, 1, 0)
		if e.Dir != game.DirDown {
			t.Fatalf("frame %d: got %v, want down (no chasing for 96 F)", i, e.Dir)
		}
	}
	steps(g, 89, 0) // 96 frames since the block
	if g.NoChase(0) != 1 {
		t.Errorf("after 96 F: got no-chase %d, want 1", g.NoChase(0))
	}
	steps(g, 1, 0)
	if g.NoChase(0) != 0 {
		t.Errorf("on the 97th F: got no-chase %d, want 0", g.NoChase(0))
	}
	// Without the no-chase time a lined-up chaser turns at once, even off centre.
	g = empty(t, 1, 0)
	place(g, 3, 1, 8, 8)
	g.Player(0).Mystery = 1000
	e = g.AddEnemy(0, game.Pass, game.Pos{X: 3, Y: 2, U: 8, V: 12}, game.DirDown)
	steps(g, 1, 0)
	if e.Dir != game.DirUp {
		t.Errorf("lined-up chaser: got %v, want up", e.Dir)
	}
}

// Section 6: death timings: freeze 100 F + dissolve 50 F, then the pop-up
// adds the points; the slot is held 250 F.
func TestEnemyDeathTimings(t *testing.T) {
	g := empty(t, 1, 1)
	g.AddEnemy(0, game.Doll, game.Pos{X: 10, Y: 1, U: 8, V: 8}, game.DirUp)
	g.AddBomb(9, 1, 1, 1)
	steps(g, 3, 0)
	shown := 0
	for i := 0; i < 300; i++ {
		steps(g, 1, 0)
		for _, e := range g.Events() {
			if e.Kind == game.EventPointsShown {
				shown = i
			}
		}
		if i == 149 && g.Score() != 0 {
			t.Errorf("points added before the pop-up")
		}
		if i == 249 && g.Enemies()[0].State != game.EnemyDying {
			t.Errorf("slot freed before 250 F")
		}
		if i == 251 && g.Enemies()[0].State != game.EnemyFree {
			t.Errorf("slot still held after 250 F")
		}
	}
	if shown != 150 || g.Score() != 400 {
		t.Errorf("got pop-up at %d score %d, want 150 F, 400", shown, g.Score())
	}
}

// Section 6: the chase counter steps down per pixel moved and wraps at 256.
func TestChaseCounterWraps(t *testing.T) {
	g := empty(t, 1, 0)
	for x := 1; x < game.MapW-1; x++ {
		g.SetTile(x, 2, game.TileConcrete)
	}
	place(g, 1, 11, 8, 8)
	e := g.AddEnemy(0, game.Minvo, game.Pos{X: 3, Y: 1, U: 8, V: 8}, game.DirRight)
	e.Chase = 5
	steps(g, 10, 0) // Minvo: 10 px
	if e.Chase != 251 {
		t.Errorf("got chase %d, want 251 (5 - 10 mod 256)", e.Chase)
	}
}
