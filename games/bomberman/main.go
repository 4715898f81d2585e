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
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/bengine-go/bengine/games/bomberman/bomberman"
)

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
	if err := bomberman.Run(f); err != nil {
		fmt.Fprintln(os.Stderr, "bomberman:", err)
		os.Exit(1)
	}
}
