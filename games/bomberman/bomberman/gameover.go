package bomberman

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// nameChars are the characters a high-score name cycles through (the ones
// save.ValidName accepts).
const nameChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 "

// Game over screen geometry and timing.
const (
	GameOverTitleY    = 48
	GameOverPassY     = 80
	GameOverNameY     = 176
	GameOverNameX     = 108 // first letter; the letters are 16 px apart
	GameOverNameDX    = 16
	GameOverTimeout   = 8 // seconds before an unqualified game over returns to the title
	gameOverInputWait = 0.5
)

// gameOverScreen shows GAME OVER, the password to continue and, when the
// score enters the table, the three-letter name entry: up and down cycle the
// letter, A (or a typed letter) confirms it and moves on, B goes back.
// The third letter inserts the score, saves the table atomically and shows
// the high scores.
type gameOverScreen struct {
	scene.Base
	m       *Menus
	nav     nav
	last    LastGame
	entry   bool // the score qualifies: name entry
	name    [3]byte
	pos     int
	idx     [3]int // index of each letter in nameChars
	t       float32
	saveErr string
}

func (g *gameOverScreen) enter() {
	a := g.m.app
	g.last = a.Last()
	g.entry = g.last.Score > 0 && a.Scores().Qualifies(g.last.Score)
	g.pos, g.t, g.saveErr = 0, 0, ""
	g.idx = [3]int{}
	g.name = [3]byte{'A', 'A', 'A'}
	a.PlayMusic("gameover")
}

// NameEntry reports whether the screen asks for a name, and the letters so
// far with the index of the letter being chosen.
func (g *gameOverScreen) NameEntry() (bool, string, int) { return g.entry, string(g.name[:]), g.pos }

func (g *gameOverScreen) Update(dt float32) {
	a := g.m.app
	in := engine.Input()
	g.t += frameSeconds(dt)
	g.nav.read(a, g.entry)
	n := &g.nav
	if g.t < gameOverInputWait {
		return
	}
	if !g.entry {
		if n.ok || n.start || n.back || g.t >= GameOverTimeout {
			a.ToTitle()
		}
		return
	}
	if c := typedChar(in); c != 0 {
		g.set(c)
		g.next()
		return
	}
	switch {
	case in.KeyPressed(input.KeySpace):
		g.set(' ')
		g.next()
	case n.up:
		g.cycle(1)
	case n.down:
		g.cycle(-1)
	case n.ok || n.start || n.right:
		g.next()
	case n.back || n.left || in.KeyPressed(input.KeyBackspace):
		if g.pos > 0 {
			g.pos--
		}
	}
}

func (g *gameOverScreen) set(c byte) {
	for i := 0; i < len(nameChars); i++ {
		if nameChars[i] == c {
			g.idx[g.pos], g.name[g.pos] = i, c
		}
	}
}

func (g *gameOverScreen) cycle(d int) {
	i := (g.idx[g.pos] + d + len(nameChars)) % len(nameChars)
	g.idx[g.pos], g.name[g.pos] = i, nameChars[i]
	g.m.app.PlaySound("menu_move")
}

// next confirms the letter; after the third, it saves the entry.
func (g *gameOverScreen) next() {
	a := g.m.app
	a.PlaySound("menu_select")
	if g.pos < 2 {
		g.pos++
		return
	}
	name := string(g.name[:])
	if !save.ValidName(name) {
		g.saveErr = "NAME NEEDS A LETTER"
		g.pos = 0
		return
	}
	stage := max(1, min(g.last.Stage, save.MaxStage))
	rank := a.Scores().Insert(name, g.last.Score, stage)
	if err := a.Scores().Save(); err != nil {
		a.warn("high scores: " + err.Error())
	}
	g.m.scores.highlight = rank
	_ = engine.Scenes().Switch(SceneScores)
}

func (g *gameOverScreen) Render(q *render.Queue) {
	m, a := g.m, g.m.app
	m.drawBack(q)
	m.centred(q, "GAME OVER", GameOverTitleY, TextWhite)
	if pw := g.last.Password; pw != "" {
		m.centred(q, "PASSWORD", GameOverPassY, TextYellow)
		m.centred(q, pw, GameOverPassY+14, TextWhite)
	}
	if !g.entry {
		m.centred(q, "SCORE", 128, TextYellow)
		a.DrawNumber(q, g.last.Score, 10, 88, 142, menuLayerText, TextWhite)
		m.centred(q, "PRESS START", 200, TextGrey)
		return
	}
	m.centred(q, "NEW HIGH SCORE!", 124, TextYellow)
	a.DrawNumber(q, g.last.Score, 10, 88, 138, menuLayerText, TextWhite)
	m.centred(q, "ENTER YOUR NAME", 158, TextWhite)
	for i := 0; i < 3; i++ {
		x := float32(GameOverNameX + GameOverNameDX*i)
		c := TextWhite
		if i == g.pos {
			c = TextYellow
			q.FillRect(x-1, GameOverNameY+10, 10, 2, render.StepUI, menuLayerText, TextYellow)
		}
		if g.name[i] == ' ' {
			q.FillRect(x+1, GameOverNameY+7, 6, 1, render.StepUI, menuLayerText, TextGrey)
		} else {
			a.DrawBytes(q, g.name[i:i+1], x, GameOverNameY, menuLayerText, c)
		}
	}
	if g.saveErr != "" {
		m.centred(q, g.saveErr, 196, TextRed)
	}
	m.centred(q, "UP/DOWN: LETTER  A: NEXT", 212, TextGrey)
}
