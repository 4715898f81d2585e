package menu

import (
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// passwordLetters are the letters a password is made of, in the grid's
// order.
const passwordLetters = "ABCDEFGHIJKLMNOP"

// Password screen geometry, laid out as the NES's secret code screen: the
// prompt, the code's twenty letters in a row (four groups of five), and
// below them our letter grid for the pad (two rows of eight, framed, the
// bomb cursor just left of the chosen letter, the grid centred with it).
const (
	PasswordPromptY = 40
	PasswordEntryX  = assets.CodeLeft // the code's first letter; a gap after every fifth
	PasswordEntryY  = 72
	PasswordGridX   = 46
	PasswordGridY   = 120
	PasswordGridDX  = 24
	PasswordGridDY  = 20
	PasswordCursorX = -10 // the cursor's x from its letter's
	PasswordWrongY  = 176
	PasswordHintY   = 200
	passwordCols    = 8
	passwordFrameX  = 24
	passwordFrameY  = PasswordGridY - 12
	passwordFrameW  = assets.ScreenW - 2*passwordFrameX
	passwordFrameH  = PasswordGridDY + 8 + 24
)

// passwordSlotX returns the x of the code's letter i (0..19).
func passwordSlotX(i int) float32 { return assets.CodeX(i) }

// passwordScreen enters a Game Over password as on the NES, with the pad
// alone: the d-pad moves over the letter grid, A picks the letter, B
// deletes the last one (or, with nothing entered, goes back to the title),
// Start checks; the twentieth letter checks too. On the keyboard X and Z
// are A and B (see buttonKeys) and the letters A to P type themselves. A
// wrong password shows an error and stays for correction; a right one
// continues the game.
type passwordScreen struct {
	scene.Base
	m       *kit
	nav     nav
	entry   [game.PasswordLen]byte
	n       int
	sel     int  // grid letter under the cursor
	wrong   bool // the last check failed
	entered string
	hints   []string
}

func (p *passwordScreen) enter() {
	m := p.m
	p.n, p.sel, p.wrong = 0, 0, false
	p.nav.buttons.load(m.in)
	p.hints = hintLines(m.does("a", "LETTER"), m.does("b", "DELETE"), m.does("start", "OK"), escapeDoes("BACK"))
}

// Entry returns the letters entered so far.
func (p *passwordScreen) Entry() string { return string(p.entry[:p.n]) }

// Wrong reports whether the last check rejected the password.
func (p *passwordScreen) Wrong() bool { return p.wrong }

func (p *passwordScreen) Update(dt float32) {
	m := p.m
	in := m.in
	p.nav.read(m, true)
	n := &p.nav
	if c := n.typed(in); c >= 'A' && c <= 'P' {
		p.add(c)
		return
	}
	switch {
	case n.back && (in.KeyPressed(input.KeyEscape) || p.n == 0):
		m.o.App.ToTitle()
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
	p.m.sound("password_beep")
	if p.n == game.PasswordLen {
		p.check()
	}
}

// check continues the game from a valid password, or marks it wrong.
func (p *passwordScreen) check() {
	m := p.m
	pw := string(p.entry[:p.n])
	pr, err := game.DecodePassword(pw)
	if err == nil {
		err = m.o.App.StartGame(game.ModeNormal, pr.Stage, pw)
	}
	if err != nil {
		p.wrong = true
		m.sound("player_die")
		return
	}
	p.entered = pw
}

// drawLetters draws a letter grid of the pad's text entry: letters in rows
// of cols from (x, y), dx and dy apart, the chosen one in yellow with the
// bomb cursor just left of it.
func (m *kit) drawLetters(q *render.Queue, letters string, cols int, x0, y0, dx, dy float32, sel int) {
	for i := 0; i < len(letters); i++ {
		x := x0 + dx*float32(i%cols)
		y := y0 + dy*float32(i/cols)
		c := assets.TextWhite
		if i == sel {
			c = assets.TextYellow
			m.drawCursor(q, x+PasswordCursorX, y)
		}
		m.text(q, letters[i:i+1], x, y, c)
	}
}

// Render draws the secret code screen in the NES look: black, white
// letters, the chosen letter and the cursor's place in yellow.
func (p *passwordScreen) Render(q *render.Queue) {
	m := p.m
	m.drawBack(q)
	m.centred(q, "ENTER SECRET CODE", PasswordPromptY, assets.TextWhite)
	for i := 0; i < game.PasswordLen; i++ {
		x := passwordSlotX(i)
		if i < p.n {
			m.o.Assets.DrawBytes(q, p.entry[i:i+1], x, PasswordEntryY, menuLayerText, assets.TextWhite)
		} else {
			q.FillRect(x, PasswordEntryY+7, 7, 1, render.StepUI, menuLayerText, assets.TextDim)
		}
	}
	if p.n < game.PasswordLen {
		q.FillRect(passwordSlotX(p.n), PasswordEntryY+9, 7, 1, render.StepUI, menuLayerText, assets.TextYellow)
	}
	assets.FrameBox(q, passwordFrameX, passwordFrameY, passwordFrameW, passwordFrameH, menuLayerFrame, menuLayerPanel)
	m.drawLetters(q, passwordLetters, passwordCols, PasswordGridX, PasswordGridY, PasswordGridDX, PasswordGridDY, p.sel)
	if p.wrong {
		m.centred(q, "WRONG SECRET CODE", PasswordWrongY, assets.TextRed)
	}
	m.drawHints(q, p.hints, PasswordHintY+hintDY)
}
