package bomberman_test

import (
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

// The executable's main is this, with error handling; data is its
// embedded data folder (see games/bomberman/main.go).
func ExampleRun() {
	f, err := bomberman.ParseFlags([]string{"-headless", "-stage", "1", "-ticks", "120", "-dump", "state.json"})
	if err != nil {
		panic(err)
	}
	data := os.DirFS("games/bomberman/data")
	if err := bomberman.Run(f, data); err != nil {
		panic(err)
	}
}
