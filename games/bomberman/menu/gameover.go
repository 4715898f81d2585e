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

// Game over screen geometry and timing: the rows above the name entry are
// play's (play.DrawGameOver), the same on the play scene's card.
const (
	GameOverEnterY  = 158 // ENTER YOUR NAME
	GameOverNameY   = 176
	GameOverNameX   = 108 // first letter; the letters are 16 px apart
	GameOverNameDX  = 16
	GameOverErrorY  = 192
	GameOverPromptY = 200 // PRESS RETURN/START
	GameOverHintY   = 218 // the name entry's key hints, the last row
	// GameOverWait is how long (seconds) the screen ignores input, so
	// that a press meant for the game does not skip it; its prompt (or
	// the name entry's hints) shows from then on.
	GameOverWait = 1.5
	// GameOverTimeout is how long (seconds) a game over without a high
	// score stays before the title, time to note the secret code down.
	GameOverTimeout = 20
)

// scoresWait is how long (seconds) the high scores ignore input.
const scoresWait = 0.5

// gameOverScreen shows GAME OVER, the password to continue and the score
// or, when the score enters the table, the three-letter name entry, from
// the game over's first frame (the play scene hands the game over at its
// first step) and in the play scene's card's layout, played with the pad
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
	prompt  string   // PRESS RETURN/START
	hints   []string // the name entry's
}

func (g *gameOverScreen) enter() {
	m := g.m
	g.last = m.last
	g.entry = g.last.Score > 0 && m.o.Scores.Qualifies(g.last.Score)
	g.pos, g.t, g.saveErr = 0, 0, ""
	g.idx = [3]int{}
	g.name = [3]byte{'A', 'A', 'A'}
	g.nav.buttons.load(m.in)
	g.prompt = m.press()
	g.hints = hintLines(m.does("a", "PICK"), m.does("b", "DELETE"), m.does("start", "OK"))
	m.o.Music.Play("gameover")
}

// Prompting reports whether input counts: the prompt, or the name
// entry's hints, show.
func (g *gameOverScreen) Prompting() bool { return g.t >= GameOverWait }

// NameEntry reports whether the screen asks for a name, and the letters so
// far with the index of the letter being chosen.
func (g *gameOverScreen) NameEntry() (bool, string, int) { return g.entry, string(g.name[:]), g.pos }

func (g *gameOverScreen) Update(dt float32) {
	m := g.m
	in := m.in
	g.t += frameSeconds(dt)
	g.nav.read(m, g.entry)
	n := &g.nav
	if !g.Prompting() {
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
// then the score or the name entry, and the prompt once input counts.
func (g *gameOverScreen) Render(q *render.Queue) {
	m, a := g.m, g.m.o.Assets
	m.drawBack(q)
	if !g.entry {
		play.DrawGameOver(q, a, g.last.Password, g.last.Score, menuLayerText)
		if g.Prompting() {
			m.centred(q, g.prompt, GameOverPromptY, assets.TextGrey)
		}
		return
	}
	play.DrawGameOver(q, a, g.last.Password, -1, menuLayerText)
	m.centred(q, "NEW HIGH SCORE!", play.GameOverScoreY, assets.TextYellow)
	a.DrawNumberCentred(q, g.last.Score, play.GameOverScoreY+play.GameOverRowDY, menuLayerText, assets.TextWhite)
	m.centred(q, "ENTER YOUR NAME", GameOverEnterY, assets.TextWhite)
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
		m.centred(q, g.saveErr, GameOverErrorY, assets.TextRed)
	}
	if g.Prompting() {
		m.drawHints(q, g.hints, GameOverHintY)
	}
}
