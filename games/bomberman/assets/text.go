package assets

import (
	"strconv"

	"github.com/bengine-go/bengine/core/render"
)

// fontFor returns the font and tint that draw text in colour c: the font
// copy painted in c, untinted, when c is one of textColours; the font
// tinted by c otherwise (TextWhite, the font's own white, is one of these).
func (a *Assets) fontFor(c render.Color) (*render.Font, render.Color) {
	for i, tc := range a.fonts.colour {
		if tc == c && a.fonts.font[i] != nil {
			return a.fonts.font[i], render.White
		}
	}
	return a.Font, c
}

// DrawText draws s in the HUD font in the UI step with its top-left corner
// at (x, y), in colour c: the text colours (TextYellow, TextRed ...) come
// out exactly their NES colours.
func (a *Assets) DrawText(q *render.Queue, s string, x, y float32, layer int16, c render.Color) {
	f, tint := a.fontFor(c)
	q.Text(f, s, x, y, render.StepUI, layer, tint)
}

// DrawTextCentered draws s centred horizontally on the screen at row y.
func (a *Assets) DrawTextCentered(q *render.Queue, s string, y float32, layer int16, c render.Color) {
	a.DrawText(q, s, float32(ScreenW-8*len(s))/2, y, layer, c)
}

// DrawBytes draws text held in a byte buffer (numbers formatted into a
// reused buffer) without converting it to a string: no allocation.
func (a *Assets) DrawBytes(q *render.Queue, b []byte, x, y float32, layer int16, c render.Color) {
	f, tint := a.fontFor(c)
	sp := render.NewSprite(render.Region{})
	sp.Step, sp.Layer, sp.Color = render.StepUI, layer, tint
	for i, ch := range b {
		if ch == ' ' {
			continue
		}
		reg, ok := f.Glyph(rune(ch))
		if !ok {
			continue
		}
		sp.Region, sp.Size[0], sp.Size[1] = reg, reg.W, reg.H
		sp.Pos[0], sp.Pos[1] = x+float32(i)*f.Advance, y
		q.Submit(&sp)
	}
}

// DrawNumber draws n right-aligned in width characters ending at x+8*width.
func (a *Assets) DrawNumber(q *render.Queue, n int64, width int, x, y float32, layer int16, c render.Color) {
	b := strconv.AppendInt(a.numBuf[:0], n, 10)
	a.numBuf = b
	a.DrawBytes(q, b, x+float32(8*(width-len(b))), y, layer, c)
}

// DrawNumberCentred draws n (n >= 0) centred on row y.
func (a *Assets) DrawNumberCentred(q *render.Queue, n int64, y float32, layer int16, c render.Color) {
	d := Digits(n)
	a.DrawNumber(q, n, d, float32(ScreenW-8*d)/2, y, layer, c)
}

// Digits returns the number of decimal digits of n (n >= 0).
func Digits(n int64) int {
	d := 1
	for ; n >= 10; n /= 10 {
		d++
	}
	return d
}

// CodeLeft is the x of a secret code's first letter, as the password
// screen lays the code out: twenty letters in four groups of five.
const CodeLeft = 36

// CodeX returns the x of a secret code's letter i (0..19).
func CodeX(i int) float32 { return float32(CodeLeft + 8*i + 8*(i/5)) }

// DrawCode draws a secret code on row y as the password screen lays it
// out, in groups of five, so that the game over shows it as it is entered.
func (a *Assets) DrawCode(q *render.Queue, code string, y float32, layer int16, c render.Color) {
	for i := 0; i < len(code) && i < 20; i++ {
		a.DrawText(q, code[i:i+1], CodeX(i), y, layer, c)
	}
}

// FrameBox draws a black box with a one-pixel MenuFrame border, the border
// on layer outer and the black on layer inner (above it), in the UI step.
func FrameBox(q *render.Queue, x, y, w, h float32, outer, inner int16) {
	q.FillRect(x, y, w, h, render.StepUI, outer, MenuFrame)
	q.FillRect(x+1, y+1, w-2, h-2, render.StepUI, inner, MenuBack)
}
