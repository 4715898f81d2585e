package main

import (
	"strconv"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// hud shows the score, the best score and the game over line.
type hud struct {
	scene.Base
	snake      *snake
	best       *store
	shown      view // what the text says: its dirty flag
	text, over string
}

// view is what the HUD shows; the text is rebuilt only when it changes.
type view struct {
	score, best int
	dead        bool
}

func (h *hud) Update(float32) {
	now := view{h.snake.score, h.best.best, h.snake.dead}
	if now == h.shown && h.text != "" {
		return
	}
	h.shown = now
	h.text = "score " + strconv.Itoa(now.score) + "   best " + strconv.Itoa(now.best)
	h.over = ""
	if now.dead {
		h.over = "game over: Return plays again"
	}
}

func (h *hud) Render(q *render.Queue) {
	font := render.DefaultFont(engine.Renderer())
	q.Text(font, h.text, 4, 4, render.StepUI, 0, render.White)
	q.Text(font, h.over, 8, 120, render.StepUI, 0, render.RGBA8(255, 220, 90, 255))
}
