package online_test

import (
	"os"
	"sync"
	"testing"

	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

var (
	rulesOnce sync.Once
	rules     *game.Config
	rulesErr  error
)

func mustRules(tb testing.TB) *game.Config {
	tb.Helper()
	rulesOnce.Do(func() { rules, rulesErr = game.LoadConfig(os.DirFS("../../../data/bomberman")) })
	if rulesErr != nil {
		tb.Fatal(rulesErr)
	}
	return rules
}

// versusScript is a scripted versus match of n ticks: both players walk,
// turn and drop bombs at random (never Start), each holding a choice for
// a few ticks as players do, so that predictions are often wrong, bombs
// go off, players die and rounds end.
func versusScript(seed uint64, n int) *game.Replay {
	opts := game.Options{Seed: seed, Stage: 1, Mode: game.ModeVersus}
	rec := game.NewRecorder(opts)
	r := random.New(seed)
	var in [2]game.Buttons
	var left [2]int
	dirs := [...]game.Buttons{game.ButtonUp, game.ButtonDown, game.ButtonLeft, game.ButtonRight, 0}
	for t := 0; t < n; t++ {
		for p := range in {
			if left[p]--; left[p] <= 0 {
				in[p] = dirs[r.Intn(len(dirs))]
				if r.Intn(4) == 0 {
					in[p] |= game.ButtonA
				}
				left[p] = r.Range(3, 30)
			}
		}
		rec.Record(t, in)
	}
	return rec.Replay()
}
