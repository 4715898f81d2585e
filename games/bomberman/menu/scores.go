package menu

import (
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// High-score table geometry: the first row and the row spacing.
const (
	ScoresTopY = 52
	ScoresDY   = 14
)

// scoresScreen shows the top ten, the just-entered rank in yellow; any
// confirm or back returns to the title.
type scoresScreen struct {
	scene.Base
	m       *kit
	nav     nav
	entries []save.Entry
	t       float32
	prompt  string
}

func (s *scoresScreen) enter() {
	s.entries = s.m.o.Scores.Entries()
	s.t = 0
	s.prompt = s.m.press()
	s.m.o.Music.Play("title")
}

func (s *scoresScreen) Update(dt float32) {
	s.t += frameSeconds(dt)
	s.nav.read(s.m, false)
	if s.t > scoresWait && (s.nav.ok || s.nav.start || s.nav.back) {
		s.m.sound("menu_select")
		s.m.o.App.ToTitle()
	}
}

// Render draws the table on black: the heading in yellow, the columns'
// names in grey, empty ranks dim.
func (s *scoresScreen) Render(q *render.Queue) {
	m := s.m
	m.drawBack(q)
	m.centred(q, "HIGH SCORES", 24, assets.TextYellow)
	m.text(q, "NO NAME      SCORE STAGE", 32, 40, assets.TextGrey)
	for i := 0; i < save.MaxEntries; i++ {
		y := float32(ScoresTopY + ScoresDY*i)
		c := assets.TextWhite
		if i+1 == s.m.highlight {
			c = assets.TextYellow
			m.drawCursor(q, 20, y)
		}
		m.number(q, int64(i+1), 2, 32, y, c)
		if i >= len(s.entries) {
			m.text(q, "---", 64, y, assets.TextDim)
			continue
		}
		e := &s.entries[i]
		m.text(q, e.Name, 64, y, c)
		m.number(q, e.Score, 9, 104, y, c)
		m.number(q, int64(e.Stage), 2, 192, y, c)
	}
	m.centred(q, s.prompt, 212, assets.TextGrey)
}
