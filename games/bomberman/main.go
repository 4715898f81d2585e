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
	"os"

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

func main() {
	f, err := bomberman.ParseFlags(os.Args[1:])
	if errors.Is(err, flag.ErrHelp) {
		fmt.Println(bomberman.Usage())
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		fmt.Fprintln(os.Stderr, "run bomberman -h for the flags")
		os.Exit(2)
	}
	data, err := fs.Sub(files, "data")
	if err != nil {
		panic(err) // the embed pattern above guarantees the folder
	}
	if err := bomberman.Run(f, data); err != nil {
		engine.Fatal("Bomberman", err) // logged, and shown in a box where no terminal is seen
	}
}
