package assets

import (
	"fmt"
	"image"
	"strings"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/bomberman/art"
)

// Colours of the presentation, NES palette numbers (art.NES), but for the
// modern look's light and glow tints.
var (
	HUDGrey    = NESColour(0x10) // the HUD bar, as on the NES
	CardBlack  = NESColour(0x0f)
	MenuBack   = NESColour(0x0f) // every menu's background: the NES black
	MenuFrame  = NESColour(0x00) // the frame around the password letters
	TextWhite  = render.White    // the font's own white, $20
	TextYellow = NESColour(0x38)
	TextGrey   = NESColour(0x10)
	TextDim    = NESColour(0x00)
	TextRed    = NESColour(0x16)
	Player2    = NESColour(player2Suit) // player 2's text, the colour of his suit
	FlameLight = render.Color{R: 1, G: 0.72, B: 0.4, A: 1}
	FlameGlow  = render.Color{R: 1, G: 0.8, B: 0.55, A: 0.55}
	// Ambient is the light map's base colour in the modern look: a slight
	// dim, so that the flames' light reads without hiding the playfield.
	Ambient = render.Color{R: 0.86, G: 0.86, B: 0.92, A: 1}
)

// NESColour returns NES palette colour n (art.NES) as a render colour.
func NESColour(n int) render.Color {
	c := art.NES[n]
	return render.RGBA8(c.R, c.G, c.B, c.A)
}

// Player 2 is the hero repainted, as the NES swaps a sprite's palette:
// the white suit in player2Suit. A tint would multiply the colours off the
// palette.
const player2Suit = 0x31

// player2Prefix starts the atlas names of player 2's copies of the hero's
// sprites.
const player2Prefix = "p2/"

// repaintedSprites returns the copies of set's sprites that the NES would
// draw with another palette: the font's glyphs in each text colour, and
// the hero in player 2's suit.
func repaintedSprites(set *art.Set) []namedImage {
	out := textSprites(set)
	white, suit := art.NES[0x30], art.NES[player2Suit]
	for _, name := range set.Names() {
		if !strings.HasPrefix(name, "player_") {
			continue
		}
		src, _ := set.Image(name)
		img := image.NewRGBA(src.Bounds())
		copy(img.Pix, src.Pix)
		for i := 0; i < len(img.Pix); i += 4 {
			if p := img.Pix[i : i+4 : i+4]; p[3] != 0 && p[0] == white.R && p[1] == white.G && p[2] == white.B {
				p[0], p[1], p[2] = suit.R, suit.G, suit.B
			}
		}
		out = append(out, namedImage{player2Prefix + name, img})
	}
	return out
}

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

// namedImage is a sprite for the atlas, by its name.
type namedImage struct {
	name string
	img  *image.RGBA
}
