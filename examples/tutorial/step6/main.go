// Command step6 is the tutorial's last step: the best score survives the
// program. A component reads it when the game starts and writes it,
// atomically, when a game ends with a better one.
//
//	go run ./examples/tutorial/step6
//
// New here: snake.Best (examples/tutorial/snake/best.go) keeps the best
// score in a save file in the user's config folder (data.SaveFile: written
// atomically, never over a file it could not read, a damaged one set
// aside); it listens for Died on the event bus, like the sounds do.
package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/tutorial/snake"
)

func main() { engine.Main(&engine.Options{Title: "Snake", Audio: true}, setup) }

func setup(e *engine.Engine) error { return newGame(e, snake.DefaultSavePath()) }

// newGame builds the scene in e: the game, its HUD, its sounds and the best
// score, kept at savePath.
func newGame(e *engine.Engine, savePath string) error {
	e.Renderer().SetClearColor(render.RGBA8(20, 30, 20, 255))
	font := render.DefaultFont(e.Renderer())
	s := scene.New("snake")
	g := scene.AddComponent(s.NewObject("game"), snake.NewGame(e.Input(), 2026))
	scene.AddComponent(s.NewObject("hud"), snake.NewHUD(g, font))
	scene.AddComponent(s.NewObject("sounds"), &snake.Sounds{})
	scene.AddComponent(s.NewObject("best"), snake.NewBest(savePath, font))
	e.Scenes().Add(s)
	return e.Scenes().Switch("snake")
}
