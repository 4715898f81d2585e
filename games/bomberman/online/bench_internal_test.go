package online

import (
	"os"
	"testing"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// BenchmarkRollback is the worst frame of a match: a remote input proves
// the prediction of the oldest predicted tick wrong, MaxRollback (8) ticks
// back, so the machine restores that tick's save state, simulates the 8
// versus ticks again, then simulates the frame's new tick. The match is
// busy: both players walk and bomb (a long match, so it never ends).
func BenchmarkRollback(b *testing.B) {
	cfg, err := game.LoadConfig(os.DirFS("../../../data/bomberman"))
	if err != nil {
		b.Fatal(err)
	}
	g, err := game.New(cfg, game.Options{Seed: 3, Mode: game.ModeVersus, Wins: game.MaxWins})
	if err != nil {
		b.Fatal(err)
	}
	const n = 1 << 16
	var script [n][2]netplay.Input
	r := random.New(9)
	dirs := [...]game.Buttons{game.ButtonUp, game.ButtonDown, game.ButtonLeft, game.ButtonRight}
	for t := range script {
		for p := range script[t] {
			in := dirs[(t/(11+p*5)+p*2)%4]
			if r.Intn(40) == 0 {
				in |= game.ButtonA
			}
			script[t][p] = netplay.Input(in)
		}
	}
	rb := netplay.NewRollback(state(*g), netplay.RollbackOptions[state, *state]{Delay: 2,
		Input: func(t int) netplay.Input { return script[t%n][0] }})
	for rb.Tick() < netplay.MaxRollback {
		rb.Advance() // the remote's inputs run 8 ticks late
	}
	var remote [1]netplay.Input
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t := rb.RemoteNext()
		remote[0] = script[t%n][1]
		if t > 0 && remote[0] == rb.Inputs(t - 1)[1] {
			remote[0] ^= netplay.Input(game.ButtonB) // never the prediction: a rollback every frame
		}
		rb.AddRemote(t, remote[:])
		rb.Advance()
	}
	b.StopTimer()
	st := rb.Stats()
	if st.Rollbacks != b.N || st.Deepest != netplay.MaxRollback || st.Resimulated != netplay.MaxRollback*b.N {
		b.Fatalf("got %d rollbacks of %d ticks in all (deepest %d), want %d of %d each", st.Rollbacks, st.Resimulated, st.Deepest, b.N, netplay.MaxRollback)
	}
	b.ReportMetric(float64(st.Resimulated)/float64(b.N), "resimulated/op")
}
