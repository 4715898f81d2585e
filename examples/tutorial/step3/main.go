// Command step3 is the tutorial's third step: a game. The snake has a
// body, food appears on a random free cell, eating makes the snake grow,
// and running into a wall or into itself ends the game; Return starts
// another.
//
//	go run ./examples/tutorial/step3
//
// New here: the body (a slice of cells, the head first), the food placed
// with core/random (seeded: the same seed, the same game), the collision
// test, and the dead state that waits for Return.
package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/internal/run"
)

func main() { run.Main(&engine.Options{Title: "Snake"}, setup) }

func setup(*engine.Engine) error {
	engine.Renderer().SetClearColor(render.RGBA8(20, 30, 20, 255))
	s := scene.New("snake")
	scene.AddComponent(s.NewObject("snake"), &snake{rng: random.New(2026)})
	engine.Scenes().Add(s)
	return engine.Scenes().Switch("snake")
}

// The playing field: cols x rows cells of cell pixels, below the HUD.
const (
	cell, cols, rows = 8, 32, 28
	top              = 16 // pixels above the field (the score goes there in step 4)
	stepsPerMove     = 6  // fixed steps between moves: 10 cells a second
)

// point is a cell of the field.
type point struct{ x, y int }

// turns maps the arrow keys to directions.
var turns = []struct {
	key input.Key
	dir point
}{{input.KeyUp, point{0, -1}}, {input.KeyDown, point{0, 1}}, {input.KeyLeft, point{-1, 0}}, {input.KeyRight, point{1, 0}}}
