// Command step5 is the tutorial's fifth step: sound. The snake publishes
// what happens (Ate, Died) on the event bus; a sounds component, which
// knows nothing of the snake, plays an effect for each.
//
//	go run ./examples/tutorial/step5
//
// New here: the events below, their Broadcast in snake.go, and sound.go:
// two blips made in code, registered with the audio service and played
// through the service locator (services.Audio: the null service in a test).
package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/examples/internal/run"
)

func main() { run.Main(&engine.Options{Title: "Snake", Audio: true}, setup) }

func setup(*engine.Engine) error {
	engine.Renderer().SetClearColor(render.RGBA8(20, 30, 20, 255))
	s := scene.New("snake")
	sn := scene.AddComponent(s.NewObject("snake"), &snake{rng: random.New(2026)})
	scene.AddComponent(s.NewObject("sounds"), &sounds{})
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

// Ate and Died are what the snake tells the rest of the game.
type (
	Ate  struct{ Score int }
	Died struct{ Score int }
)

// turns maps the arrow keys to directions.
var turns = []struct {
	key input.Key
	dir point
}{{input.KeyUp, point{0, -1}}, {input.KeyDown, point{0, 1}}, {input.KeyLeft, point{-1, 0}}, {input.KeyRight, point{1, 0}}}
