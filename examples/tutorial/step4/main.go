// Command step4 is the tutorial's fourth step: a score, and a HUD that
// shows it and says when the game is over.
//
//	go run ./examples/tutorial/step4
//
// New here: the snake counts ten points a meal (snake.go), and hud.go
// draws the score with the engine's font. The HUD keeps what its text
// says and rebuilds the text only when that changes: a dirty flag, so a
// frame formats no string.
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
	sn := scene.AddComponent(s.NewObject("snake"), &snake{rng: random.New(2026)})
	scene.AddComponent(s.NewObject("hud"), &hud{snake: sn})
	engine.Scenes().Add(s)
	return engine.Scenes().Switch("snake")
}

// The playing field: cols x rows cells of cell pixels, below the HUD.
const (
	cell, cols, rows = 8, 32, 28
	top              = 16 // pixels of HUD above the field
	stepsPerMove     = 6  // fixed steps between moves: 10 cells a second
)

// point is a cell of the field.
type point struct{ x, y int }

// turns maps the arrow keys to directions.
var turns = []struct {
	key input.Key
	dir point
}{{input.KeyUp, point{0, -1}}, {input.KeyDown, point{0, 1}}, {input.KeyLeft, point{-1, 0}}, {input.KeyRight, point{1, 0}}}
