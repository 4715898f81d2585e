// Command step2 is the tutorial's second step: something that moves. A
// scene with one object, the snake's head, and one component that moves it
// a cell at a time; the arrow keys turn it.
//
//	go run ./examples/tutorial/step2
//
// New here: setup builds a scene and switches to it; the snake component
// has the three hooks a game object needs: Update reads the keys once a
// frame (from the input manager setup hands it),
// FixedUpdate moves the head (every six fixed steps: ten cells a second on
// every machine), Render draws it. Leaving the field wraps around, for now.
package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Snake"}, setup) }

// setup builds a scene in e with one object, the snake, and switches to it.
func setup(e *engine.Engine) error {
	e.Renderer().SetClearColor(render.RGBA8(20, 30, 20, 255))
	s := scene.New("snake")
	scene.AddComponent(s.NewObject("snake"), &snake{in: e.Input(), head: point{16, 14}, dir: point{1, 0}})
	e.Scenes().Add(s)
	return e.Scenes().Switch("snake")
}

// The playing field: cols x rows cells of cell pixels.
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

// snake is, for now, a head that moves.
type snake struct {
	scene.Base
	in        *input.Manager
	head, dir point
	timer     int
}

// Update reads the keys once a frame: a press is an edge of the frame.
func (s *snake) Update(float32) {
	for _, t := range turns {
		if s.in.KeyPressed(t.key) {
			s.dir = t.dir
		}
	}
}

// FixedUpdate moves the head one cell every stepsPerMove steps.
func (s *snake) FixedUpdate(float32) {
	if s.timer++; s.timer < stepsPerMove {
		return
	}
	s.timer = 0
	s.head = point{(s.head.x + s.dir.x + cols) % cols, (s.head.y + s.dir.y + rows) % rows}
}

func (s *snake) Render(q *render.Queue) {
	x, y := float32(s.head.x*cell), float32(top+s.head.y*cell)
	q.FillRect(x+1, y+1, cell-2, cell-2, render.StepGeometry, 0, render.RGBA8(180, 255, 140, 255))
}
