// Command bomberman is NES Bomberman, rule for rule, on BEngine-Go.
//
//	go run ./games/bomberman                       # play from the title
//	go run ./games/bomberman -stage 5              # start at stage 5
//	go run ./games/bomberman -headless -stage 1 -ticks 300 -dump d.json -screenshot s.png
//	go run ./games/bomberman -headless -replay games/bomberman/testdata/own_bomb.json -dump d.json
//
// Run with -h for every flag; the game itself is package
// games/bomberman/bomberman.
package main

import (
	"embed"
	"errors"
	"flag"
	"fmt"
	"io/fs"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/games/bomberman/bomberman"
)

// files is the game's data (rules, art, music, effects, bindings),
// embedded so that the executable runs on its own, from anywhere. A data/
// folder beside the executable (a release ships one for modding), ./data,
// or -data DIR overrides it; debug builds hot-reload a real folder.
//
//go:embed data
var files embed.FS

func main() { engine.Main("Bomberman", run) }

func run(args []string) error {
	f, err := bomberman.ParseFlags(args)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Println(bomberman.Usage())
		return err
	}
	if err != nil {
		return engine.UsageError{Err: fmt.Errorf("%w (bomberman -h lists the flags)", err)}
	}
	data, err := fs.Sub(files, "data")
	if err != nil {
		panic(err) // the embed pattern above guarantees the folder
	}
	return bomberman.Run(f, data) // Main shows an error where the player sees it
}
