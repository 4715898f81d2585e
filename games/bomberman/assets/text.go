package assets

import (
	"fmt"
	"image"
	"strconv"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/bomberman/art"
)

// The game's text is drawn in NES colours exactly. Tinting the font (its
// white is $20, f8f8f8) by a colour multiplies the two, which lands off the
// NES palette ($38 through $20 is f1d275, not f8d878); so, as the NES swaps
// a palette, each text colour gets its own copy of the font with the white
// repainted, drawn untinted. TextWhite is the font as drawn in its sheet.
var textColours = [...]int{
	0x38, // TextYellow: the chosen entry, headings
	0x10, // TextGrey: hints
	0x00, // TextDim: empty places (name slots, unused table rows)
	0x16, // TextRed: errors and the title's notices
	0x31, // Player2
}

// textFonts are the recoloured copies of the font, by textColours.
type textFonts struct {
	colour [len(textColours)]render.Color
	font   [len(textColours)]*render.Font
}

// textSpriteName is the atlas name of glyph sprite name in NES colour n.
func textSpriteName(name string, n int) string {
	return fmt.Sprintf("%s/%02x", name, n)
}

// textSprites returns the font's glyphs of set repainted in each of
// textColours: every opaque pixel but black (the shadow) takes the colour.
func textSprites(set *art.Set) []namedImage {
	black := art.NES[0x0f]
	var out []namedImage
	for _, ru := range art.FontRunes {
		name, _ := art.FontName(ru)
		src, ok := set.Image(name)
		if !ok {
			continue // Check has refused the set already
		}
		for _, n := range textColours {
			img := image.NewRGBA(src.Bounds())
			copy(img.Pix, src.Pix)
			for i := 0; i < len(img.Pix); i += 4 {
				p := img.Pix[i : i+4 : i+4]
				if p[3] != 0 && (p[0] != black.R || p[1] != black.G || p[2] != black.B) {
					c := art.NES[n]
					p[0], p[1], p[2] = c.R, c.G, c.B
				}
			}
			out = append(out, namedImage{textSpriteName(name, n), img})
		}
	}
	return out
}

// load builds the recoloured fonts from the atlas textSprites went into.
func (t *textFonts) load(atlas *render.Atlas) error {
	for i, n := range textColours {
		glyphs := make(map[rune]string, len(art.FontRunes))
		for _, ru := range art.FontRunes {
			name, _ := art.FontName(ru)
			glyphs[ru] = textSpriteName(name, n)
		}
		f, err := render.FontFromAtlas(atlas, glyphs, 8, 8)
		if err != nil {
			return fmt.Errorf("font in $%02X: %w", n, err)
		}
		t.colour[i], t.font[i] = NESColour(n), f
	}
	return nil
}

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
