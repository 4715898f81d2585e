// Command step3 is the tutorial's third step: a game. The snake has a
// body, food appears on a random free cell, eating makes the snake grow,
// and running into a wall or into itself ends the game; Return starts
// another.
//
//	go run ./examples/tutorial/step3
//
// New here: the game moves into a package of its own, snake
// (examples/tutorial/snake/game.go), where the next steps add their parts.
// Its Game component holds the body (a slice of cells, the head first), the
// food placed with core/random (seeded: the same seed, the same game), the
// collision test and the dead state that waits for Return. It already
// counts the score and publishes Ate and Died on the event bus: nothing
// shows or hears them yet.
package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/tutorial/snake"
)

func main() { engine.Main(&engine.Options{Title: "Snake"}, setup) }

// setup builds the scene in e: the game, reading e's keys.
func setup(e *engine.Engine) error {
	e.Renderer().SetClearColor(render.RGBA8(20, 30, 20, 255))
	s := scene.New("snake")
	scene.AddComponent(s.NewObject("game"), snake.NewGame(e.Input(), 2026))
	e.Scenes().Add(s)
	return e.Scenes().Switch("snake")
}
