package bomberman

import (
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// passwordLetters are the letters a password is made of, in the grid's
// order.
const passwordLetters = "ABCDEFGHIJKLMNOP"

// Password screen geometry: the entered letters' row and the letter grid
// (two rows of eight).
const (
	PasswordEntryY = 72
	PasswordGridX  = 64
	PasswordGridY  = 120
	PasswordGridDX = 16
	PasswordGridDY = 16
	passwordCols   = 8
)

// passwordScreen enters a Game Over password as on the NES, with the pad
// alone: the d-pad moves over the letter grid, A picks the letter, B
// deletes the last one (or, with nothing entered, goes back to the title),
// Start checks; the twentieth letter checks too. On the keyboard X and Z
// are A and B (see buttonKeys) and the letters A to P type themselves. A
// wrong password shows an error and stays for correction; a right one
// continues the game.
type passwordScreen struct {
	scene.Base
	m       *Menus
	nav     nav
	entry   [game.PasswordLen]byte
	n       int
	sel     int  // grid letter under the cursor
	wrong   bool // the last check failed
	entered string
}

func (p *passwordScreen) enter() {
	p.n, p.sel, p.wrong = 0, 0, false
	p.nav.buttons.load(engine.Input())
}

// Entry returns the letters entered so far.
func (p *passwordScreen) Entry() string { return string(p.entry[:p.n]) }

// Wrong reports whether the last check rejected the password.
func (p *passwordScreen) Wrong() bool { return p.wrong }

func (p *passwordScreen) Update(dt float32) {
	a := p.m.app
	in := engine.Input()
	p.nav.read(a, true)
	n := &p.nav
	if c := n.typed(in); c >= 'A' && c <= 'P' {
		p.add(c)
		return
	}
	switch {
	case n.back && (in.KeyPressed(input.KeyEscape) || p.n == 0):
		a.ToTitle()
	case n.back || in.KeyPressed(input.KeyBackspace):
		if p.n > 0 {
			p.n--
			p.wrong = false
		}
	case n.start:
		p.check()
	case n.ok:
		p.add(passwordLetters[p.sel])
	case n.left:
		p.sel = (p.sel + len(passwordLetters) - 1) % len(passwordLetters)
	case n.right:
		p.sel = (p.sel + 1) % len(passwordLetters)
	case n.up, n.down:
		p.sel = (p.sel + passwordCols) % len(passwordLetters)
	}
}

// add enters one letter and checks a full password.
func (p *passwordScreen) add(c byte) {
	if p.n == game.PasswordLen {
		return
	}
	p.entry[p.n] = c
	p.n++
	p.wrong = false
	p.m.app.PlaySound("password_beep")
	if p.n == game.PasswordLen {
		p.check()
	}
}

// check continues the game from a valid password, or marks it wrong.
func (p *passwordScreen) check() {
	a := p.m.app
	pw := string(p.entry[:p.n])
	pr, err := game.DecodePassword(pw)
	if err == nil {
		err = a.StartGame(game.ModeNormal, pr.Stage, pw)
	}
	if err != nil {
		p.wrong = true
		a.PlaySound("player_die")
		return
	}
	p.entered = pw
}

func (p *passwordScreen) Render(q *render.Queue) {
	m := p.m
	m.drawBack(q)
	m.centred(q, "ENTER PASSWORD", 40, TextWhite)
	// 20 slots in four groups of five
	for i := 0; i < game.PasswordLen; i++ {
		x := float32(36 + 8*i + 8*(i/5))
		if i < p.n {
			m.app.DrawBytes(q, p.entry[i:i+1], x, PasswordEntryY, menuLayerText, TextWhite)
		} else {
			q.FillRect(x, PasswordEntryY+7, 7, 1, render.StepUI, menuLayerText, TextGrey)
		}
	}
	if p.n < game.PasswordLen {
		x := float32(36 + 8*p.n + 8*(p.n/5))
		q.FillRect(x, PasswordEntryY+9, 7, 1, render.StepUI, menuLayerText, TextYellow)
	}
	q.FillRect(PasswordGridX-8, PasswordGridY-8, passwordCols*PasswordGridDX+8, 2*PasswordGridDY+8, render.StepUI, menuLayerPanel, MenuPanel)
	for i := 0; i < len(passwordLetters); i++ {
		x := float32(PasswordGridX + PasswordGridDX*(i%passwordCols))
		y := float32(PasswordGridY + PasswordGridDY*(i/passwordCols))
		c := TextWhite
		if i == p.sel {
			c = TextYellow
			m.drawCursor(q, x-8, y)
		}
		m.text(q, passwordLetters[i:i+1], x, y, c)
	}
	if p.wrong {
		m.centred(q, "WRONG PASSWORD", 176, TextRed)
	}
	m.centred(q, "A: LETTER  B: DELETE", 200, TextGrey)
	m.centred(q, "START: OK  ESC: BACK", 212, TextGrey)
}
