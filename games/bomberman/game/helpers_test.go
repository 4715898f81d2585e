package game_test

import (
	"os"
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

const dataDir = "../../../data/bomberman"

// playRandom steps g for ticks frames holding random buttons (never Start)
// that change every `every` frames, and records them in rec.
func playRandom(g *game.Game, rec *game.Recorder, seed uint64, ticks, every int) {
	r := random.New(seed)
	var in game.Buttons
	for i := 0; i < ticks; i++ {
		if i%every == 0 {
			in = game.Buttons(r.Intn(64))
		}
		rec.Record(i, [2]game.Buttons{in, 0})
		g.Step([2]game.Buttons{in, 0})
	}
}

// reparse marshals a recording and parses it back, as a saved replay is read.
func reparse(t *testing.T, rec *game.Recorder) *game.Replay {
	t.Helper()
	raw, err := rec.Replay().Marshal()
	if err != nil {
		t.Fatal(err)
	}
	rep, err := game.ParseReplay("rec.json", raw)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func mustConfig(t testing.TB) *game.Config {
	t.Helper()
	cfg, err := game.LoadConfig(os.DirFS(dataDir))
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

var cfgCache *game.Config

// empty returns a game at stage with pillars only, no enemies, the player
// centred on (1,1) and F = frame.
func empty(t testing.TB, stage int, frame uint32) *game.Game {
	t.Helper()
	if cfgCache == nil {
		cfgCache = mustConfig(t)
	}
	g, err := game.New(cfgCache, game.Options{Seed: 1, Stage: stage})
	if err != nil {
		t.Fatal(err)
	}
	g.ClearStage()
	g.SetFrame(frame)
	return g
}

// steps runs n frames holding b.
func steps(g *game.Game, n int, b game.Buttons) {
	for i := 0; i < n; i++ {
		g.Step([2]game.Buttons{b, 0})
	}
}

// eventsOf returns the last Step's events of type E, as Publish hands
// them on.
func eventsOf[E any](g *game.Game) []E {
	bus := patterns.NewEventBus()
	var out []E
	patterns.Subscribe(bus, func(e E) { out = append(out, e) })
	for _, ev := range g.Events() {
		ev.Publish(bus)
	}
	return out
}

// stepsEvents runs n frames holding b and counts events of kind k.
func stepsEvents(g *game.Game, n int, b game.Buttons, k game.EventKind) int {
	c := 0
	for i := 0; i < n; i++ {
		g.Step([2]game.Buttons{b, 0})
		for _, e := range g.Events() {
			if e.Kind == k {
				c++
			}
		}
	}
	return c
}

func place(g *game.Game, x, y, u, v int) {
	p := g.Player(0)
	p.Pos = game.Pos{X: x, Y: y, U: u, V: v}
}

func pos(g *game.Game) [4]int {
	p := g.Player(0)
	return [4]int{p.X, p.Y, p.U, p.V}
}

func flameAt(g *game.Game, x, y int) (age int, ok bool) {
	for _, f := range g.Flames() {
		if f.X == x && f.Y == y {
			return f.Age, true
		}
	}
	return 0, false
}

func activeBombs(g *game.Game) int {
	n := 0
	for _, b := range g.Bombs() {
		if b.Active {
			n++
		}
	}
	return n
}

func countState(g *game.Game, s game.EnemyState) int {
	n := 0
	for _, e := range g.Enemies() {
		if e.State == s {
			n++
		}
	}
	return n
}

const (
	R = game.ButtonRight
	L = game.ButtonLeft
	U = game.ButtonUp
	D = game.ButtonDown
	A = game.ButtonA
	B = game.ButtonB
)
