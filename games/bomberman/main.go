// Command bomberman is NES Bomberman, rule for rule, on BEngine-Go.
//
//	go run ./games/bomberman                       # play from the title
//	go run ./games/bomberman -stage 5              # start at stage 5
//	go run ./games/bomberman -headless -stage 1 -ticks 300 -dump d.json -screenshot s.png
//	go run ./games/bomberman -headless -replay games/bomberman/testdata/own_bomb.json -dump d.json
//
// Run with -h for every flag; the game itself starts in package
// games/bomberman/app, which says where the rest of it lives.
package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/data"
	"github.com/bengine-go/bengine/games/bomberman/app"
)

func main() {
	// The game's data (rules, art, music, effects, bindings) is embedded,
	// so the executable runs on its own, from anywhere. A data/ folder
	// beside the executable (a release ships one for modding), data/bomberman
	// run from the repository's root, or -data DIR overrides it; debug
	// builds hot-reload a real folder.
	a := app.New(data.Bomberman())
	engine.Main(a.EngineOptions(), a.Setup)
}
