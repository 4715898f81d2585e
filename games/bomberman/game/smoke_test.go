package game_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// A long random game with an invincible player, checking invariants every
// frame: positions in range, nobody inside concrete, non-wall-passers never
// inside a brick, at most 80 flames.
func TestInvariantsLongRun(t *testing.T) {
	cfg := mustConfig(t)
	ticks := 60000
	if testing.Short() {
		ticks = 10000
	}
	for seed := uint64(1); seed <= 3; seed++ {
		g, err := game.New(cfg, game.Options{Seed: seed, Stage: int(seed*17%50) + 1})
		if err != nil {
			t.Fatal(err)
		}
		r := random.New(seed)
		var in game.Buttons
		kills := 0
		for i := 0; i < ticks; i++ {
			if i%24 == 0 {
				in = game.Buttons(r.Intn(64))
			}
			p := g.Player(0)
			p.Mystery = 100
			p.Bombs, p.Range = 4, 3
			if i%5000 == 4999 && g.Phase() == game.PhasePlaying {
				g.ClearStageNow()
			}
			g.Step([2]game.Buttons{in, 0})
			for _, e := range g.Events() {
				if e.Kind == game.EventEnemyKilled {
					kills++
				}
			}
			checkInvariants(t, cfg, g, i)
			if t.Failed() {
				return
			}
		}
		t.Logf("seed %d: stage %d phase %v score %d kills %d", seed, g.Stage(), g.Phase(), g.Score(), kills)
	}
}

func checkInvariants(t *testing.T, cfg *game.Config, g *game.Game, tick int) {
	t.Helper()
	w, h := g.MapSize()
	in := func(p game.Pos) bool {
		return p.X > 0 && p.Y > 0 && p.X < w-1 && p.Y < h-1 && p.U >= 0 && p.U < 16 && p.V >= 0 && p.V < 16
	}
	for i := 0; i < g.Players(); i++ {
		if p := g.Player(i); !in(p.Pos) || g.Tile(p.X, p.Y) == game.TileConcrete {
			t.Fatalf("tick %d: player %d at %+v on a %dx%d map", tick, i+1, p.Pos, w, h)
		}
	}
	if n := len(g.Flames()); n > game.MaxFlames {
		t.Fatalf("tick %d: %d flames", tick, n)
	}
	for i, e := range g.Enemies() {
		if e.State == game.EnemyFree {
			continue
		}
		if !in(e.Pos) || g.Tile(e.X, e.Y) == game.TileConcrete {
			t.Fatalf("tick %d: enemy %d %v at %+v", tick, i, e.Kind, e.Pos)
		}
		if tile := g.Tile(e.X, e.Y); e.State == game.EnemyAlive && !cfg.Enemies[e.Kind].Wallpass && tile == game.TileBrick {
			t.Fatalf("tick %d: enemy %d %v inside a brick at %+v", tick, i, e.Kind, e.Pos)
		}
	}
}
