package main

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// snake is the game: the body, the food, the score.
type snake struct {
	scene.Base
	rng       *random.RNG
	body      []point // the head first
	dir, next point   // the direction moved last, and the one asked for
	food      point
	timer     int
	score     int
	dead      bool
}

func (s *snake) Start() { s.reset() }

// reset starts a new game.
func (s *snake) reset() {
	s.body = append(s.body[:0], point{16, 14}, point{15, 14}, point{14, 14})
	s.dir, s.next = point{1, 0}, point{1, 0}
	s.timer, s.score, s.dead = 0, 0, false
	s.placeFood()
}

// Update reads the keys once a frame: a press is an edge of the frame.
func (s *snake) Update(float32) {
	in := engine.Input()
	for _, t := range turns {
		if in.KeyPressed(t.key) && t.dir != (point{-s.dir.x, -s.dir.y}) { // no turning back
			s.next = t.dir
		}
	}
	if s.dead && in.KeyPressed(input.KeyReturn) {
		s.reset()
	}
}

// FixedUpdate moves the snake one cell every stepsPerMove steps.
func (s *snake) FixedUpdate(float32) {
	if s.dead {
		return
	}
	if s.timer++; s.timer < stepsPerMove {
		return
	}
	s.timer, s.dir = 0, s.next
	head := point{s.body[0].x + s.dir.x, s.body[0].y + s.dir.y}
	if head.x < 0 || head.x >= cols || head.y < 0 || head.y >= rows || s.on(head, s.body[:len(s.body)-1]) {
		s.dead = true
		return
	}
	s.body = append(s.body, point{}) // one longer; the tail drops below unless it ate
	copy(s.body[1:], s.body)
	s.body[0] = head
	if head != s.food {
		s.body = s.body[:len(s.body)-1]
		return
	}
	s.score += 10
	s.placeFood()
}

// on reports whether p is one of cells.
func (s *snake) on(p point, cells []point) bool {
	for _, c := range cells {
		if c == p {
			return true
		}
	}
	return false
}

// placeFood puts the food on a random free cell.
func (s *snake) placeFood() {
	for s.food = s.body[0]; s.on(s.food, s.body); {
		s.food = point{s.rng.Intn(cols), s.rng.Intn(rows)}
	}
}

func (s *snake) Render(q *render.Queue) {
	q.FillRect(0, top, cols*cell, rows*cell, render.StepGeometry, -1, render.RGBA8(30, 44, 30, 255)) // the field
	fill := func(p point, c render.Color) {
		q.FillRect(float32(p.x*cell)+1, float32(top+p.y*cell)+1, cell-2, cell-2, render.StepGeometry, 0, c)
	}
	fill(s.food, render.RGBA8(230, 70, 60, 255))
	for i, p := range s.body {
		c := render.RGBA8(90, 200, 90, 255)
		if i == 0 {
			c = render.RGBA8(180, 255, 140, 255)
		}
		fill(p, c)
	}
}
