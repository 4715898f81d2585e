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
// score enters the table, the three-letter name entry, played with the pad
// alone as the password screen is: up and down cycle the letter under the
// cursor, A picks it and moves on, B deletes (back to the previous letter),
// Start confirms the name as shown. On the keyboard X and Z are A and B
// (see buttonKeys), Return is Start, and any other letter, digit or Space
// types itself and moves on. Picking the third letter confirms too; the
// confirmed name inserts the score, saves the table atomically and shows
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
	g.nav.buttons.load(engine.Input())
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
	if c := n.typed(in); c != 0 {
		g.set(c)
		g.next()
		return
	}
	switch {
	case in.KeyPressed(input.KeySpace):
		g.set(' ')
		g.next()
	case n.start:
		g.confirm()
	case n.up:
		g.cycle(1)
	case n.down:
		g.cycle(-1)
	case n.ok || n.right:
		g.next()
	case n.back || n.left || in.KeyPressed(input.KeyBackspace):
		g.delete()
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

// delete goes back to the previous letter, putting the one under the
// cursor back to A.
func (g *gameOverScreen) delete() {
	if g.pos == 0 {
		return
	}
	g.idx[g.pos], g.name[g.pos] = 0, nameChars[0]
	g.pos--
	g.m.app.PlaySound("menu_move")
}

// next picks the letter under the cursor and moves on; the third confirms
// the name.
func (g *gameOverScreen) next() {
	if g.pos < 2 {
		g.m.app.PlaySound("menu_select")
		g.pos++
		return
	}
	g.confirm()
}

// confirm enters the name as shown into the table, saves it and shows the
// high scores; a name of spaces only is refused.
func (g *gameOverScreen) confirm() {
	a := g.m.app
	a.PlaySound("menu_select")
	name := string(g.name[:])
	if !save.ValidName(name) {
		g.saveErr = "NAME NEEDS A LETTER"
		g.pos = 0
		return
	}
	stage := max(1, min(g.last.Stage, save.MaxStage))
	a.Scores().Insert(name, g.last.Score, stage)
	a.reportSave("high scores", a.Scores().Save())
	g.m.scores.highlight = a.Scores().LastRank() // the save adds other games' scores saved meanwhile
	_ = engine.Scenes().Switch(SceneScores)
}

// Render draws GAME OVER and the secret code on black, as the NES does,
// then the score or the name entry.
func (g *gameOverScreen) Render(q *render.Queue) {
	m, a := g.m, g.m.app
	m.drawBack(q)
	m.centred(q, "GAME OVER", GameOverTitleY, TextWhite)
	if pw := g.last.Password; pw != "" {
		m.centred(q, "SECRET CODE", GameOverPassY, TextYellow)
		a.drawCode(q, pw, GameOverPassY+14, menuLayerText, TextWhite)
	}
	if !g.entry {
		m.centred(q, "SCORE", 128, TextYellow)
		a.drawNumberCentred(q, g.last.Score, 142, menuLayerText, TextWhite)
		m.centred(q, "PRESS START", 200, TextGrey)
		return
	}
	m.centred(q, "NEW HIGH SCORE!", 124, TextYellow)
	a.drawNumberCentred(q, g.last.Score, 138, menuLayerText, TextWhite)
	m.centred(q, "ENTER YOUR NAME", 158, TextWhite)
	for i := 0; i < 3; i++ {
		x := float32(GameOverNameX + GameOverNameDX*i)
		c := TextWhite
		if i == g.pos {
			c = TextYellow
			q.FillRect(x-1, GameOverNameY+10, 10, 2, render.StepUI, menuLayerText, TextYellow)
		}
		if g.name[i] == ' ' {
			q.FillRect(x+1, GameOverNameY+7, 6, 1, render.StepUI, menuLayerText, TextDim)
		} else {
			a.DrawBytes(q, g.name[i:i+1], x, GameOverNameY, menuLayerText, c)
		}
	}
	if g.saveErr != "" {
		m.centred(q, g.saveErr, 196, TextRed)
	}
	m.centred(q, "A: PICK  B: DELETE  START: OK", 212, TextGrey)
}
