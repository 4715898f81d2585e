package app_test

import (
	"fmt"
	"os"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/games/bomberman/app"
)

// The executable's main: engine.Main reads the command line through the
// game's options (the flags, then the player's settings), creates the
// engine, sets the game up in it and runs it (see games/bomberman/main.go,
// which passes the embedded data.Bomberman()).
func ExampleNew() {
	a := app.New(os.DirFS("data/bomberman"))
	engine.Main(a.EngineOptions(), a.Setup)
}

// A tool that drives the game from Go opens it with Open, runs it and
// reads what the game did.
func ExampleOpen() {
	f, err := app.ParseFlags([]string{"-headless", "-stage", "1", "-ticks", "120"})
	if err != nil {
		panic(err)
	}
	a, err := app.Open(f, os.DirFS("data/bomberman"))
	if err != nil {
		panic(err)
	}
	defer a.Close()
	if err := a.Run(); err != nil {
		panic(err)
	}
	fmt.Println("tick:", a.Game().Dump().Tick)
}
