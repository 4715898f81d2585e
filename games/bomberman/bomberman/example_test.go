package bomberman_test

import (
	"fmt"
	"os"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/bomberman"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// splash is a menu screen: one component that draws and reads the input.
type splash struct {
	scene.Base
	app *bomberman.App
}

func (s *splash) Update(float32) {
	if engine.Input().ActionPressed(1, "start") {
		_ = s.app.StartGame(game.ModeNormal, 1, "") // the STAGE 1 card, then play
	}
}

func (s *splash) Render(q *render.Queue) {
	s.app.DrawTextCentered(q, "PRESS START", 120, 0, render.White)
}

// A menu file adds its scenes from an init(): RegisterMenus calls it once
// the engine, the assets and the play scene exist. A scene named
// SceneTitle becomes the first scene when no -stage is given.
func ExampleRegisterMenus() {
	bomberman.RegisterMenus(func(a *bomberman.App) {
		sc := scene.New("splash")
		scene.AddComponent(sc.NewObject("splash"), &splash{app: a})
		engine.Scenes().Add(sc)
	})
}

// The executable's main: engine.Main reads the command line through the
// game's options (the flags, then the player's settings), creates the
// engine and plays the game in it (see games/bomberman/main.go, which
// passes the embedded data.Bomberman()).
func ExampleNew() {
	game := bomberman.New(os.DirFS("data/bomberman"))
	engine.Main(game.EngineOptions(), game.Play)
}

// A tool that drives the game from Go opens it with NewApp, runs it and
// reads what the game did.
func ExampleNewApp() {
	f, err := bomberman.ParseFlags([]string{"-headless", "-stage", "1", "-ticks", "120"})
	if err != nil {
		panic(err)
	}
	a, err := bomberman.NewApp(f, os.DirFS("data/bomberman"))
	if err != nil {
		panic(err)
	}
	defer a.Close()
	if err := a.Run(); err != nil {
		panic(err)
	}
	fmt.Println("tick:", a.Game().Dump().Tick)
}
