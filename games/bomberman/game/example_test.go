package game_test

import (
	"fmt"
	"os"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// A headless game: load the data, start stage 1, hold Right and A for a few
// frames and read the events and the state.
func Example() {
	cfg, err := game.LoadConfig(os.DirFS("../../../data/bomberman"))
	if err != nil {
		fmt.Println(err)
		return
	}
	g, err := game.New(cfg, game.Options{Seed: 42, Stage: 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	placed := 0
	for i := 0; i < 8; i++ {
		g.Step([2]game.Buttons{game.ButtonRight | game.ButtonA, 0})
		for _, ev := range g.Events() {
			if ev.Kind == game.EventBombPlaced {
				placed++
			}
		}
	}
	d := g.Dump()
	fmt.Println(d.Phase, d.Lives, d.Timer, placed, d.Player.Cell)
	// Output: playing 2 200 1 [1 1]
}

// Replays are JSON: a seed, a stage and the buttons held from each tick on.
func ExampleParseReplay() {
	rep, err := game.ParseReplay("walk.json", []byte(`{"version": 1, "seed": 42, "stage": 1, "mode": "normal",
		"inputs": [{"tick": 0, "p1": "R"}, {"tick": 40, "p1": "RA"}, {"tick": 41, "p1": ""}]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	c := rep.Cursor()
	fmt.Println(c.Buttons(0)[0], c.Buttons(40)[0], c.Buttons(41)[0] == 0)
	// Output: R RA true
}

// The Game Over password encodes the progress; DecodePassword reads it back.
func ExampleProgress_Password() {
	pw := game.Progress{ScoreHundreds: 1234, Stage: 12, Bombs: 3, Range: 2, Speed: true}.Password()
	pr, err := game.DecodePassword(pw)
	fmt.Println(len(pw), pr.Stage, pr.ScoreHundreds*100, pr.Bombs, pr.Speed, err)
	// Output: 20 12 123400 3 true <nil>
}
