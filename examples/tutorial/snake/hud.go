package snake

import (
	"strconv"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// HUD shows the game's score and the game over line.
type HUD struct {
	scene.Base
	game       *Game
	font       *render.Font
	shown      view // what the text says: its dirty flag
	text, over string
}

// NewHUD returns the HUD of g, which writes with font.
func NewHUD(g *Game, font *render.Font) *HUD { return &HUD{game: g, font: font} }

// view is what the HUD shows; the text is rebuilt only when it changes.
type view struct {
	score int
	dead  bool
}

// Text is the score line and the game over line, as shown.
func (h *HUD) Text() (score, over string) { return h.text, h.over }

// Update rebuilds the text when the score or the state changed.
func (h *HUD) Update(float32) {
	now := view{h.game.Score, h.game.Dead}
	if now == h.shown && h.text != "" {
		return
	}
	h.shown = now
	h.text = "score " + strconv.Itoa(now.score)
	h.over = ""
	if now.dead {
		h.over = "game over: Return plays again"
	}
}

// Render draws the text in the UI step, above the game.
func (h *HUD) Render(q *render.Queue) {
	q.Text(h.font, h.text, 4, 4, render.StepUI, 0, render.White)
	q.Text(h.font, h.over, 8, 120, render.StepUI, 0, render.RGBA8(255, 220, 90, 255))
}
