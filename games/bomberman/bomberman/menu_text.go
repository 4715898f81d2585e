package bomberman

import (
	"fmt"
	"image"
	"strings"

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

// Colours of the menus and their text, NES palette numbers (art.NES).
var (
	MenuBack  = nesColour(0x0f) // every menu's background: the NES black
	MenuFrame = nesColour(0x00) // the frame around the password letters
	TextGrey  = nesColour(0x10)
	TextDim   = nesColour(0x00)
	TextRed   = nesColour(0x16)
)

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
		t.colour[i], t.font[i] = nesColour(n), f
	}
	return nil
}

// fontFor returns the font and tint that draw text in colour c: the font
// copy painted in c, untinted, when c is one of textColours; the font
// tinted by c otherwise (TextWhite, the font's own white, is one of these).
func (a *Assets) fontFor(c render.Color) (*render.Font, render.Color) {
	for i, tc := range a.swaps.texts.colour {
		if tc == c && a.swaps.texts.font[i] != nil {
			return a.swaps.texts.font[i], render.White
		}
	}
	return a.Font, c
}

// noticeLines lays notices out for the title, cols characters a line: in
// the font's capitals, each notice from a new line, broken at spaces (and
// inside a word longer than a line) and at its own line breaks, so that no
// character is lost. Characters the font lacks, which would not show,
// become the nearest it has: a tab a space, an underscore a dash, a
// semicolon a comma, a quote an apostrophe, any other a question mark.
func noticeLines(notices []string, cols int) []string {
	var lines []string
	for _, n := range notices {
		n = strings.Map(func(r rune) rune {
			switch {
			case r == '\n', r == ' ', strings.ContainsRune(art.FontRunes, r):
				return r
			case r == '\t', r == '\r':
				return ' '
			case r == '_':
				return '-'
			case r == ';':
				return ','
			case r == '"', r == '`':
				return '\''
			}
			return '?'
		}, strings.ToUpper(n))
		for _, para := range strings.Split(n, "\n") {
			if para = strings.TrimSpace(para); para != "" {
				lines = append(lines, wrap(para, cols)...)
			}
		}
	}
	return lines
}

// frameBox draws a black box with a one-pixel MenuFrame border, the border
// on layer outer and the black on layer inner (above it), in the UI step.
func frameBox(q *render.Queue, x, y, w, h float32, outer, inner int16) {
	q.FillRect(x, y, w, h, render.StepUI, outer, MenuFrame)
	q.FillRect(x+1, y+1, w-2, h-2, render.StepUI, inner, MenuBack)
}

// drawNumberCentred draws n (n >= 0) centred on row y.
func (a *App) drawNumberCentred(q *render.Queue, n int64, y float32, layer int16, c render.Color) {
	d := digits(n)
	a.DrawNumber(q, n, d, float32(ScreenW-8*d)/2, y, layer, c)
}
