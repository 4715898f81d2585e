package game_test

import (
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// sim is a Game as the rollback machines drive it.
type sim game.Game

func (s *sim) Step(in [2]netplay.Input) {
	(*game.Game)(s).Step([2]game.Buttons{game.Buttons(in[0]), game.Buttons(in[1])})
}

func (s *sim) Checksum() uint64 { return (*game.Game)(s).Checksum() }

// The recorded games hold to rollback's rule: run by netplay.SyncTest,
// which after every tick rolls back MaxRollback ticks and simulates them
// again, every state simulated again has the checksum of the first
// simulation, and each game ends on the state a straight run ends on. The
// whole game (stages 1 to 50, some 200,000 ticks) and the versus matches.
func TestReplaysSurviveRollbacks(t *testing.T) {
	cfg := mustConfig(t)
	cases := []struct {
		file  string
		short bool // also run with -short
	}{
		{"versus.json", true},
		{"coop_own_bomb.json", true},
		{"own_bomb.json", true},
		{"walk_corner.json", true},
		{"full_game.json", false},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			if testing.Short() && !c.short {
				t.Skip("-short: the whole game, some 2 million steps")
			}
			rep, err := game.LoadReplay(filepath.Join("..", "testdata", c.file))
			if err != nil {
				t.Fatal(err)
			}
			g, err := game.New(cfg, rep.Options())
			if err != nil {
				t.Fatal(err)
			}
			want := *g
			st := netplay.NewSyncTest(sim(*g), netplay.MaxRollback)
			ticks := rep.Inputs[len(rep.Inputs)-1].Tick + 600
			cur, wantCur := rep.Cursor(), rep.Cursor()
			for tick := 0; tick < ticks; tick++ {
				in := cur.Buttons(tick)
				if err := st.Advance([2]netplay.Input{netplay.Input(in[0]), netplay.Input(in[1])}); err != nil {
					t.Fatalf("%v (stage %d, phase %v)", err, (*game.Game)(st.Live()).Stage(), (*game.Game)(st.Live()).Phase())
				}
				want.Step(wantCur.Buttons(tick))
			}
			if got := (*game.Game)(st.Live()); got.Checksum() != want.Checksum() || got.Tick() != ticks {
				t.Fatalf("after %d ticks: got checksum %016x at tick %d, want %016x (the straight run's)", ticks, got.Checksum(), got.Tick(), want.Checksum())
			}
		})
	}
}
