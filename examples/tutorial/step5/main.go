// Command step5 is the tutorial's fifth step: sound. The game already
// publishes what happens (Ate, Died) on the event bus; a sounds component,
// which knows nothing of the game, plays an effect for each.
//
//	go run ./examples/tutorial/step5
//
// New here: snake.Sounds (examples/tutorial/snake/sound.go): two blips
// made in code, registered with the audio service and played through the
// service locator (services.Audio: the SDL mixer here, the null service in
// a test). Options.Audio opens the audio device.
package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/tutorial/snake"
)

func main() { engine.Main(&engine.Options{Title: "Snake", Audio: true}, setup) }

// setup builds the scene in e: the game, its HUD and its sounds.
func setup(e *engine.Engine) error {
	e.Renderer().SetClearColor(render.RGBA8(20, 30, 20, 255))
	s := scene.New("snake")
	g := scene.AddComponent(s.NewObject("game"), snake.NewGame(e.Input(), 2026))
	scene.AddComponent(s.NewObject("hud"), snake.NewHUD(g, render.DefaultFont(e.Renderer())))
	scene.AddComponent(s.NewObject("sounds"), &snake.Sounds{})
	e.Scenes().Add(s)
	return e.Scenes().Switch("snake")
}
