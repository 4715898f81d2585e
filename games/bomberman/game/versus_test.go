package game_test

import (
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// versusGame is a versus match past its intro on an arena of pillars only,
// both players on their start cells.
func versusGame(t *testing.T, seed uint64) *game.Game {
	t.Helper()
	g, err := game.New(mustConfig(t), game.Options{Seed: seed, Stage: 1, Mode: game.ModeVersus})
	if err != nil {
		t.Fatal(err)
	}
	g.ClearStageFor2()
	g.SetFrame(1)
	return g
}

// step2 runs n frames with both pads idle and collects the round-over
// events.
func step2(g *game.Game, n int) []game.RoundOver {
	var out []game.RoundOver
	for i := 0; i < n; i++ {
		g.Step([2]game.Buttons{})
		out = append(out, eventsOf[game.RoundOver](g)...)
	}
	return out
}

// The arena is 15 x 13 for every seed: the border and the pillars, both
// 3-cell start corners free, versusBricks bricks, every item under one of
// them, no exit and no enemies; normal and co-op keep the NES map.
func TestVersusArenaLayout(t *testing.T) {
	cfg := mustConfig(t)
	r := cfg.Rules
	for _, mode := range []game.Mode{game.ModeNormal, game.ModeCoop} {
		g, _ := game.New(cfg, game.Options{Seed: 1, Mode: mode})
		if w, h := g.MapSize(); w != game.MapW || h != game.MapH {
			t.Errorf("%v: got a %dx%d map, want %dx%d", mode, w, h, game.MapW, game.MapH)
		}
	}
	free := [][2]int{{1, 1}, {2, 1}, {1, 2}, {13, 11}, {12, 11}, {13, 10}}
	for seed := uint64(0); seed < 300; seed++ {
		g, err := game.New(cfg, game.Options{Seed: seed, Stage: 1 + int(seed%50), Mode: game.ModeVersus})
		if err != nil {
			t.Fatal(err)
		}
		w, h := g.MapSize()
		if w != game.ArenaW || h != game.ArenaH || g.ScrollX() != 0 {
			t.Fatalf("seed %d: got %dx%d scroll %d, want %dx%d scroll 0", seed, w, h, g.ScrollX(), game.ArenaW, game.ArenaH)
		}
		d := g.Dump()
		if len(d.Map) != game.ArenaH {
			t.Fatalf("seed %d: got %d map rows, want %d", seed, len(d.Map), game.ArenaH)
		}
		bricks := 0
		for y, row := range d.Map {
			if len(row) != game.ArenaW {
				t.Fatalf("seed %d: row %d has %d chars, want %d", seed, y, len(row), game.ArenaW)
			}
			for x := 0; x < w; x++ {
				pillar := x == 0 || y == 0 || x == w-1 || y == h-1 || (x%2 == 0 && y%2 == 0)
				if got := row[x] == '#'; got != pillar {
					t.Fatalf("seed %d: cell (%d,%d) is %q, concrete want %v", seed, x, y, row[x], pillar)
				}
				if row[x] == '=' {
					bricks++
				}
			}
		}
		if g.Tile(w, 1) != game.TileConcrete || g.Tile(w+1, 1) != game.TileConcrete {
			t.Fatalf("seed %d: cells beyond the arena are not concrete", seed)
		}
		if bricks != r.VersusBricks {
			t.Fatalf("seed %d: got %d bricks, want %d", seed, bricks, r.VersusBricks)
		}
		for _, c := range free {
			if d.Map[c[1]][c[0]] != '.' {
				t.Fatalf("seed %d: start corner cell %v is %q, want floor", seed, c, d.Map[c[1]][c[0]])
			}
		}
		if d.Player.Cell != [2]int{1, 1} || d.Player2 == nil || d.Player2.Cell != [2]int{13, 11} {
			t.Fatalf("seed %d: players at %v and %v, want (1,1) and (13,11)", seed, d.Player.Cell, d.Player2)
		}
		if len(d.Items) != len(r.VersusItems) || len(d.Enemies) != 0 || d.Exit.Cell[0] != -1 {
			t.Fatalf("seed %d: got %d items, %d enemies, exit %v; want %d, 0, none", seed, len(d.Items), len(d.Enemies), d.Exit.Cell, len(r.VersusItems))
		}
		seen := map[[2]int]bool{}
		for i, it := range d.Items {
			if it.Type != r.VersusItems[i] || d.Map[it.Cell[1]][it.Cell[0]] != '=' || it.Revealed || seen[it.Cell] {
				t.Fatalf("seed %d: item %d %+v, want an unrevealed %s under its own brick", seed, i, it, r.VersusItems[i])
			}
			seen[it.Cell] = true
		}
	}
}

// The last player standing wins the round; both dead (in the same frame, or
// one during the other's death sequence) or TIME at 0 is a draw.
func TestVersusRoundWinner(t *testing.T) {
	cfg := mustConfig(t)
	cases := []struct {
		name string
		set  func(g *game.Game)
		want int // the round's winner, -1 a draw
	}{
		{"player 2 burns", func(g *game.Game) {
			g.Player(1).Pos = game.Pos{X: 5, Y: 1, U: 8, V: 8}
			g.AddBomb(4, 1, 1, 1)
		}, 0},
		{"player 1 burns", func(g *game.Game) {
			g.Player(0).Pos = game.Pos{X: 9, Y: 11, U: 8, V: 8}
			g.AddBomb(10, 11, 1, 1)
		}, 1},
		{"both in the same frame", func(g *game.Game) {
			g.Player(0).Pos = game.Pos{X: 6, Y: 5, U: 8, V: 8}
			g.Player(1).Pos = game.Pos{X: 8, Y: 5, U: 8, V: 8}
			g.AddBomb(7, 5, 1, 1)
		}, -1},
		{"one during the other's death", func(g *game.Game) {
			g.Player(0).Pos = game.Pos{X: 3, Y: 1, U: 8, V: 8}
			g.Player(1).Pos = game.Pos{X: 3, Y: 9, U: 8, V: 8}
			g.AddBomb(3, 3, 1, 2)  // reaches (3,1) now
			g.AddBomb(3, 7, 60, 2) // reaches (3,9) a second later
		}, -1},
		{"time up", func(g *game.Game) { g.SetTimer(1) }, -1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := versusGame(t, 3)
			c.set(g)
			evs := step2(g, 600)
			if len(evs) != 1 {
				t.Fatalf("got %d round-over events, want 1", len(evs))
			}
			if evs[0].Winner != c.want || evs[0].Rounds != 1 || g.Round() != 1 {
				t.Errorf("got winner %d round %d (event's rounds %d), want winner %d round 1", evs[0].Winner, g.Round(), evs[0].Rounds, c.want)
			}
			for i := 0; i < 2; i++ {
				want := 0
				if i == c.want {
					want = 1
				}
				if got := g.Player(i).Wins; got != want {
					t.Errorf("player %d: got %d wins, want %d", i+1, got, want)
				}
			}
			if g.Phase() == game.PhaseGameOver {
				t.Errorf("one round ended the match (versusWins %d)", cfg.Rules.VersusWins)
			}
		})
	}
}

// A brick burned over a versus item reveals it and the player who walks
// onto it gets its power.
func TestVersusItemUnderBrick(t *testing.T) {
	cfg := mustConfig(t)
	var g *game.Game
	var it game.ItemState
	// A seed whose first item (Bombs in the data) lies on row 1 right of
	// the start corner, so player 1 can reach it along the row.
	for seed := uint64(0); seed < 500 && g == nil; seed++ {
		c, _ := game.New(cfg, game.Options{Seed: seed, Mode: game.ModeVersus})
		if first := c.Items()[0]; first.Y == 1 && first.X >= 3 && first.X <= 6 {
			g, it = c, first
		}
	}
	if g == nil {
		t.Fatal("no seed in 500 puts an item on row 1 near the start")
	}
	kind := it.Kind
	g.ClearStageFor2()
	g.SetFrame(1)
	g.SetItem(kind, it.X, it.Y, false)
	g.Player(0).Mystery = 10000 // walks through the flames
	g.AddBomb(it.X-1, 1, 1, 1)
	step2(g, 40)
	if got := g.Items()[0]; !got.Revealed || g.Tile(it.X, it.Y) != game.TileFloor {
		t.Fatalf("after the blast: item %+v, tile %v; want revealed on the floor", got, g.Tile(it.X, it.Y))
	}
	bombs := g.Player(0).Bombs
	for i := 0; i < 300 && !g.Items()[0].Taken; i++ {
		g.Step([2]game.Buttons{game.ButtonRight})
	}
	if !g.Items()[0].Taken {
		t.Fatalf("player 1 at %+v never took the item at (%d,%d)", g.Player(0).Pos, it.X, it.Y)
	}
	if kind == game.ItemBombs && g.Player(0).Bombs != bombs+1 {
		t.Errorf("got %d bombs, want %d", g.Player(0).Bombs, bombs+1)
	}
}

// BenchmarkVersusStep is a versus match of random play: 0 allocs per tick.
func BenchmarkVersusStep(b *testing.B) {
	g, err := game.New(mustConfig(b), game.Options{Seed: 2, Mode: game.ModeVersus})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		in := busyInputs[(i/16)%len(busyInputs)]
		g.Step([2]game.Buttons{in, busyInputs[(i/16+3)%len(busyInputs)]})
		if g.Phase() == game.PhaseGameOver {
			b.StopTimer()
			g, _ = game.New(mustConfig(b), game.Options{Seed: uint64(i), Mode: game.ModeVersus})
			b.StartTimer()
		}
	}
}

// Options.Wins (the menu's best of 3 or 5) decides how many rounds take the
// match; it is versus-only, and a replay carries it.
func TestVersusWinsOption(t *testing.T) {
	cfg := mustConfig(t)
	g, err := game.New(cfg, game.Options{Seed: 3, Mode: game.ModeVersus, Wins: 1})
	if err != nil {
		t.Fatal(err)
	}
	g.ClearStageFor2()
	g.SetFrame(1)
	g.Player(1).Pos = game.Pos{X: 5, Y: 1, U: 8, V: 8}
	g.AddBomb(4, 1, 1, 1)
	step2(g, 600)
	if g.Phase() != game.PhaseGameOver || g.Winner() != 0 {
		t.Fatalf("best of 1: got phase %v winner %d after player 1 won a round, want game over won by player 1", g.Phase(), g.Winner())
	}
	if _, err := game.New(cfg, game.Options{Mode: game.ModeNormal, Wins: 2}); err == nil {
		t.Error("Wins in a normal game: got no error, want one")
	}
	back := reparse(t, game.NewRecorder(game.Options{Seed: 9, Mode: game.ModeVersus, Wins: 3}))
	if got := back.Options().Wins; got != 3 {
		t.Errorf("replay round trip: got Wins %d, want 3", got)
	}
	if _, err := game.ParseReplay("bad.json", []byte(`{"version": 1, "seed": 1, "stage": 1, "mode": "normal", "wins": 2, "inputs": []}`)); err == nil {
		t.Error("wins in a normal replay: got no error, want one naming the field")
	}
}
