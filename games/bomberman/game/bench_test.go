package game_test

import (
	"testing"
	"time"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// busyInputs is a fixed walk that drops bombs and sweeps the map.
var busyInputs = [...]game.Buttons{
	game.ButtonRight | game.ButtonA, game.ButtonRight, game.ButtonDown | game.ButtonA, game.ButtonDown,
	game.ButtonLeft | game.ButtonA, game.ButtonLeft, game.ButtonUp | game.ButtonA, game.ButtonUp,
}

// busyGame is stage 50 (10 enemies) with an invincible player carrying 10
// bombs of range 5, so bombs explode all the time.
func busyGame(tb testing.TB) *game.Game {
	g, err := game.New(mustConfig(tb), game.Options{Seed: 7, Stage: 50})
	if err != nil {
		tb.Fatal(err)
	}
	p := g.Player(0)
	p.Bombs, p.Range, p.Wallpass, p.Bombpass = 10, 5, true, true
	return g
}

// stepBusy runs one tick; when fewer than 5 enemies remain (or the stage
// ended) the stage restarts, so the benchmark stays busy.
func stepBusy(g *game.Game, i int) {
	p := g.Player(0)
	p.Mystery = 1000
	if i%64 == 0 && (g.Phase() != game.PhasePlaying || countState(g, game.EnemyAlive)+countState(g, game.EnemySpawning) < 5) {
		g.SetStage(50, false)
	}
	if i%12 == 0 && activeBombs(g) < game.MaxBombs {
		// A bomb beside an enemy (cycling through the slots) keeps flames,
		// chains, bricks and deaths going all the time.
		e := g.Enemies()[(i/12)%game.MaxEnemies]
		if e.State == game.EnemyAlive && g.Tile(e.X, e.Y) == game.TileFloor {
			free := true
			for _, b := range g.Bombs() {
				free = free && !(b.Active && b.X == e.X && b.Y == e.Y)
			}
			if free {
				g.AddBomb(e.X, e.Y, 40, 3)
			}
		}
	}
	g.Step([2]game.Buttons{busyInputs[(i/37)%len(busyInputs)], 0})
}

func BenchmarkSimulateStage(b *testing.B) {
	g := busyGame(b)
	b.ReportAllocs()
	b.ResetTimer()
	start := time.Now()
	for i := 0; i < b.N; i++ {
		stepBusy(g, i)
	}
	el := time.Since(start).Seconds()
	b.ReportMetric(float64(b.N)/el, "ticks/s")
	b.ReportMetric(float64(allocsDuring(g))/1, "allocs/tick")
}

// allocsDuring measures the allocations of 1000 busy ticks, per tick.
func allocsDuring(g *game.Game) float64 {
	i := 0
	return testing.AllocsPerRun(1000, func() {
		stepBusy(g, i)
		i++
	})
}

func TestSimulateStageNoAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	g := busyGame(t)
	i := 0
	for ; i < 2000; i++ {
		stepBusy(g, i)
	}
	var flamesSeen, enemiesSeen int
	allocs := testing.AllocsPerRun(5000, func() {
		stepBusy(g, i)
		i++
		flamesSeen += len(g.Flames())
		enemiesSeen += countState(g, game.EnemyAlive) + countState(g, game.EnemyDying)
	})
	t.Logf("mean flames %.1f, mean enemies %.1f per tick", float64(flamesSeen)/5001, float64(enemiesSeen)/5001)
	if allocs != 0 {
		t.Errorf("allocs per tick: got %v, want 0", allocs)
	}
	living, flames := 0, len(g.Flames())
	for _, e := range g.Enemies() {
		if e.State != game.EnemyFree {
			living++
		}
	}
	t.Logf("after %d ticks: phase %v, enemies %d, flames %d, score %d", i, g.Phase(), living, flames, g.Score())
}
