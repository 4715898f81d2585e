// Command step4 is the tutorial's fourth step: the score on screen, and a
// line that says when the game is over.
//
//	go run ./examples/tutorial/step4
//
// New here: snake.HUD (examples/tutorial/snake/hud.go), a second component
// on its own object. It reads the game's score and state, draws them with
// the engine's font, and rebuilds its text only when they change: a dirty
// flag, so a frame formats no string. The game's code is unchanged.
package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/tutorial/snake"
)

func main() { engine.Main(&engine.Options{Title: "Snake"}, setup) }

// setup builds the scene in e: the game and its HUD, in e's font.
func setup(e *engine.Engine) error {
	e.Renderer().SetClearColor(render.RGBA8(20, 30, 20, 255))
	s := scene.New("snake")
	g := scene.AddComponent(s.NewObject("game"), snake.NewGame(e.Input(), 2026))
	scene.AddComponent(s.NewObject("hud"), snake.NewHUD(g, render.DefaultFont(e.Renderer())))
	e.Scenes().Add(s)
	return e.Scenes().Switch("snake")
}
