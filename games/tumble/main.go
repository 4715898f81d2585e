// Command tumble is a small physics game in the Custom Hobo engine's
// manner, with its level editor: roll Tumble through crates, ramps, a rope
// bridge and a swinging lamp to the flag.
//
//	go run ./games/tumble                  # play the yard
//	go run ./games/tumble -edit            # open the yard in the level editor (Tab plays it)
//	go run ./games/tumble -headless -ticks 600 -dump d.json -screenshot s.png
//	go run ./games/tumble -headless -replay games/tumble/testdata/run.json -dump d.json
//
// Run with -h for every flag; the game itself is package
// games/tumble/tumble.
package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/data"
	"github.com/bengine-go/bengine/games/tumble/tumble"
)

func main() {
	// The levels and controls are embedded, so the executable runs on
	// its own; a data/ folder beside it, data/tumble run from the
	// repository's root, or -data DIR overrides them, and is where the
	// editor saves.
	game := tumble.New(data.Tumble())
	engine.Main(game.EngineOptions(), game.Run)
}
