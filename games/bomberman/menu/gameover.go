package menu

import (
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/play"
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
	m       *kit
	nav     nav
	last    play.LastGame
	entry   bool // the score qualifies: name entry
	name    [3]byte
	pos     int
	idx     [3]int // index of each letter in nameChars
	t       float32
	saveErr string
}

func (g *gameOverScreen) enter() {
	m := g.m
	g.last = m.last
	g.entry = g.last.Score > 0 && m.o.Scores.Qualifies(g.last.Score)
	g.pos, g.t, g.saveErr = 0, 0, ""
	g.idx = [3]int{}
	g.name = [3]byte{'A', 'A', 'A'}
	g.nav.buttons.load(m.in)
	m.o.Music.Play("gameover")
}

// NameEntry reports whether the screen asks for a name, and the letters so
// far with the index of the letter being chosen.
func (g *gameOverScreen) NameEntry() (bool, string, int) { return g.entry, string(g.name[:]), g.pos }

func (g *gameOverScreen) Update(dt float32) {
	m := g.m
	in := m.in
	g.t += frameSeconds(dt)
	g.nav.read(m, g.entry)
	n := &g.nav
	if g.t < gameOverInputWait {
		return
	}
	if !g.entry {
		if n.ok || n.start || n.back || g.t >= GameOverTimeout {
			m.o.App.ToTitle()
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
	g.m.sound("menu_move")
}

// delete goes back to the previous letter, putting the one under the
// cursor back to A.
func (g *gameOverScreen) delete() {
	if g.pos == 0 {
		return
	}
	g.idx[g.pos], g.name[g.pos] = 0, nameChars[0]
	g.pos--
	g.m.sound("menu_move")
}

// next picks the letter under the cursor and moves on; the third confirms
// the name.
func (g *gameOverScreen) next() {
	if g.pos < 2 {
		g.m.sound("menu_select")
		g.pos++
		return
	}
	g.confirm()
}

// confirm enters the name as shown into the table, saves it and shows the
// high scores; a name of spaces only is refused.
func (g *gameOverScreen) confirm() {
	m := g.m
	m.sound("menu_select")
	name := string(g.name[:])
	if !save.ValidName(name) {
		g.saveErr = "NAME NEEDS A LETTER"
		g.pos = 0
		return
	}
	stage := max(1, min(g.last.Stage, save.MaxStage))
	m.o.Scores.Insert(name, g.last.Score, stage)
	m.reportSave("high scores", m.o.Scores.Save())
	m.highlight = m.o.Scores.LastRank() // the save adds other games' scores saved meanwhile
	_ = m.switchTo(SceneScores)
}

// Render draws GAME OVER and the secret code on black, as the NES does,
// then the score or the name entry.
func (g *gameOverScreen) Render(q *render.Queue) {
	m, a := g.m, g.m.o.Assets
	m.drawBack(q)
	m.centred(q, "GAME OVER", GameOverTitleY, assets.TextWhite)
	if pw := g.last.Password; pw != "" {
		m.centred(q, "SECRET CODE", GameOverPassY, assets.TextYellow)
		a.DrawCode(q, pw, GameOverPassY+14, menuLayerText, assets.TextWhite)
	}
	if !g.entry {
		m.centred(q, "SCORE", 128, assets.TextYellow)
		a.DrawNumberCentred(q, g.last.Score, 142, menuLayerText, assets.TextWhite)
		m.centred(q, "PRESS START", 200, assets.TextGrey)
		return
	}
	m.centred(q, "NEW HIGH SCORE!", 124, assets.TextYellow)
	a.DrawNumberCentred(q, g.last.Score, 138, menuLayerText, assets.TextWhite)
	m.centred(q, "ENTER YOUR NAME", 158, assets.TextWhite)
	for i := 0; i < 3; i++ {
		x := float32(GameOverNameX + GameOverNameDX*i)
		c := assets.TextWhite
		if i == g.pos {
			c = assets.TextYellow
			q.FillRect(x-1, GameOverNameY+10, 10, 2, render.StepUI, menuLayerText, assets.TextYellow)
		}
		if g.name[i] == ' ' {
			q.FillRect(x+1, GameOverNameY+7, 6, 1, render.StepUI, menuLayerText, assets.TextDim)
		} else {
			a.DrawBytes(q, g.name[i:i+1], x, GameOverNameY, menuLayerText, c)
		}
	}
	if g.saveErr != "" {
		m.centred(q, g.saveErr, 196, assets.TextRed)
	}
	m.centred(q, "A: PICK  B: DELETE  START: OK", 212, assets.TextGrey)
}
