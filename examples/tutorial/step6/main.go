// Command step6 is the tutorial's last step: the high score survives the
// program. A small store reads the best score when the game starts and
// writes it, atomically, when a game ends with a better one.
//
//	go run ./examples/tutorial/step6
//
// New here: store (best.go) keeps the best score in a save file
// (data.SaveFile: written atomically, never over a file it could not read);
// it listens for Died on the event bus, like the sounds do. The HUD shows it.
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

func setup(e *engine.Engine) error { return newGame(e, defaultSavePath()) }

// newGame builds the game's scene, keeping the best score at savePath.
func newGame(_ *engine.Engine, savePath string) error {
	engine.Renderer().SetClearColor(render.RGBA8(20, 30, 20, 255))
	s := scene.New("snake")
	sn := scene.AddComponent(s.NewObject("snake"), &snake{rng: random.New(2026)})
	scene.AddComponent(s.NewObject("sounds"), &sounds{})
	best := scene.AddComponent(s.NewObject("best"), &store{path: savePath})
	scene.AddComponent(s.NewObject("hud"), &hud{snake: sn, best: best})
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
