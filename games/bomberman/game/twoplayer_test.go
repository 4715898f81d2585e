package game_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

func twoPlayer(t *testing.T, mode game.Mode, ff bool) *game.Game {
	t.Helper()
	g, err := game.New(mustConfig(t), game.Options{Seed: 5, Stage: 1, Mode: mode, FriendlyFire: ff})
	if err != nil {
		t.Fatal(err)
	}
	g.ClearStageFor2()
	g.SetFrame(1)
	return g
}

// Co-op: friendly flames off by default, on as an option.
func TestCoopFriendlyFire(t *testing.T) {
	for _, ff := range []bool{false, true} {
		g := twoPlayer(t, game.ModeCoop, ff)
		g.Player(0).Pos = game.Pos{X: 9, Y: 1, U: 8, V: 8}
		g.Player(1).Pos = game.Pos{X: 10, Y: 1, U: 8, V: 8}
		g.AddBomb(11, 1, 1, 2) // player 1's bomb
		steps(g, 12, 0)
		if got := g.Player(1).Alive; got == ff {
			t.Errorf("friendly fire %v: player 2 alive %v", ff, got)
		}
		if g.Player(0).Alive {
			t.Errorf("friendly fire %v: player 1 survived his own bomb", ff)
		}
	}
}

// Co-op: a player who dies while the partner lives respawns in the start
// corner after his death sequence, one life less; the map stays.
func TestCoopRespawn(t *testing.T) {
	cfg := mustConfig(t)
	g := twoPlayer(t, game.ModeCoop, false)
	g.SetTile(15, 5, game.TileBrick)
	p2 := g.Player(1)
	p2.Pos = game.Pos{X: 9, Y: 5, U: 8, V: 8}
	p2.Wallpass = true
	g.AddEnemy(0, game.Balloom, p2.Pos, game.DirUp)
	steps(g, 1, 0)
	if p2.Alive || g.Phase() != game.PhasePlaying || !g.Player(0).Alive {
		t.Fatalf("got p2 alive %v phase %v, want p2 dead, still playing", p2.Alive, g.Phase())
	}
	g.Enemies()[0] = game.Enemy{}
	r := cfg.Rules
	steps(g, r.DeathSteps*r.DeathStepFrames+r.DeathInvisibleFrames+r.DeathJingleFrames, 0)
	if !p2.Alive || p2.Lives != 1 || p2.Wallpass || p2.X != 2 || p2.Y != 1 || g.Tile(15, 5) != game.TileBrick {
		t.Errorf("got alive %v lives %d wallpass %v at (%d,%d), brick kept %v; want a respawn at (2,1) with 1 life, the map kept",
			p2.Alive, p2.Lives, p2.Wallpass, p2.X, p2.Y, g.Tile(15, 5) == game.TileBrick)
	}
	// Both dead: the dying phase, then the stage restarts with a new map.
	g.AddEnemy(0, game.Pass, g.Player(0).Pos, game.DirUp)
	g.AddEnemy(1, game.Pass, p2.Pos, game.DirUp)
	steps(g, 1, 0)
	if g.Phase() != game.PhaseDying {
		t.Fatalf("both dead: got %v, want dying", g.Phase())
	}
	steps(g, 400, 0)
	if g.Phase() == game.PhaseGameOver || g.Lives() != 1 || p2.Lives != 0 || p2.Out {
		t.Errorf("got %v lives %d/%d out %v, want a restart with 1 and 0 lives", g.Phase(), g.Lives(), p2.Lives, p2.Out)
	}
}

// Versus: an arena with items under bricks and no enemies; the last player
// standing wins the round; versusWins rounds win the match.
func TestVersusRounds(t *testing.T) {
	cfg := mustConfig(t)
	g, err := game.New(cfg, game.Options{Seed: 8, Stage: 1, Mode: game.ModeVersus})
	if err != nil {
		t.Fatal(err)
	}
	d := g.Dump()
	hidden := 0
	for _, it := range d.Items {
		if d.Map[it.Cell[1]][it.Cell[0]] == '=' {
			hidden++
		}
	}
	if len(d.Enemies) != 0 || d.Exit.Cell[0] != -1 || hidden != len(cfg.Rules.VersusItems) || d.Player2 == nil || d.Player2.Cell != [2]int{13, 11} {
		t.Fatalf("arena: got %d enemies, exit %v, %d hidden items, player 2 %+v", len(d.Enemies), d.Exit.Cell, hidden, d.Player2)
	}
	for y := 10; y < 12; y++ {
		for x := 12; x < 14; x++ {
			if d.Map[y][x] == '=' {
				t.Errorf("brick in player 2's corner at (%d,%d)", x, y)
			}
		}
	}
	for round := 1; round <= cfg.Rules.VersusWins; round++ {
		if g.Phase() == game.PhaseIntro {
			steps(g, cfg.Rules.IntroFrames, 0)
		}
		g.ClearStageFor2()
		g.Player(1).Pos = game.Pos{X: 5, Y: 1, U: 8, V: 8}
		g.AddBomb(4, 1, 1, 1)
		n := 0
		for i := 0; i < 400 && g.Round() < round; i++ {
			steps(g, 1, 0)
			for _, e := range eventsOf[game.RoundOver](g) {
				if e.Winner == 0 {
					n++
				}
			}
		}
		if n != 1 || g.Player(0).Wins != round {
			t.Fatalf("round %d: got %d wins events, wins %d", round, n, g.Player(0).Wins)
		}
	}
	if g.Phase() != game.PhaseGameOver || g.Winner() != 0 {
		t.Errorf("match: got %v winner %d, want gameover 0", g.Phase(), g.Winner())
	}
}

// Two-player replays are deterministic too, with invariants kept.
func TestTwoPlayerDeterminism(t *testing.T) {
	cfg := mustConfig(t)
	for _, mode := range []game.Mode{game.ModeCoop, game.ModeVersus} {
		opts := game.Options{Seed: 31, Stage: 7, Mode: mode, FriendlyFire: mode == game.ModeCoop}
		g, _ := game.New(cfg, opts)
		rec := game.NewRecorder(opts)
		r := random.New(9)
		var in [2]game.Buttons
		for i := 0; i < 8000; i++ {
			if i%13 == 0 {
				in = [2]game.Buttons{game.Buttons(r.Intn(64)), game.Buttons(r.Intn(64))}
			}
			rec.Record(i, in)
			g.Step(in)
			checkInvariants(t, cfg, g, i)
			if t.Failed() {
				return
			}
		}
		raw, _ := rec.Replay().Marshal()
		rep, err := game.ParseReplay("rec.json", raw)
		if err != nil {
			t.Fatal(err)
		}
		g2, err := game.RunReplay(cfg, rep, 8000)
		if err != nil {
			t.Fatal(err)
		}
		a, b := dumpJSON(t, g), dumpJSON(t, g2)
		if string(a) != string(b) {
			t.Errorf("%v: replay differs", mode)
		}
		t.Logf("%v: phase %v round %d stage %d lives %d", mode, g.Phase(), g.Round(), g.Stage(), g.Lives())
	}
}
