package render

import (
	"fmt"
	"image"
	"image/color"
)

// Font is a bitmap font: a texture region per rune and a fixed advance, so
// a game can bring its own HUD font (glyph images packed in an atlas) and
// the engine has one built in (DefaultFont). Glyphs are drawn at their
// region's size and tinted by the text colour, so draw them white.
type Font struct {
	Advance    float32 // pen movement per rune
	LineHeight float32 // pen movement per '\n'

	ascii    [128]Region
	hasASCII [128]bool
	other    map[rune]Region
	fallback Region
	hasFall  bool
}

// NewFont builds a font from glyph regions. The glyph for '?' (if present)
// stands in for runes the font lacks; without it they are skipped.
func NewFont(glyphs map[rune]Region, advance, lineHeight float32) *Font {
	f := &Font{Advance: advance, LineHeight: lineHeight}
	for r, g := range glyphs {
		f.set(r, g)
	}
	f.fallback, f.hasFall = f.Glyph('?')
	return f
}

func (f *Font) set(r rune, g Region) {
	if r >= 0 && r < 128 {
		f.ascii[r], f.hasASCII[r] = g, true
		return
	}
	if f.other == nil {
		f.other = make(map[rune]Region)
	}
	f.other[r] = g
}

// Glyph returns the region drawn for r: its own glyph, else the fallback.
func (f *Font) Glyph(r rune) (Region, bool) {
	if r >= 0 && r < 128 {
		if f.hasASCII[r] {
			return f.ascii[r], true
		}
	} else if g, ok := f.other[r]; ok {
		return g, true
	}
	return f.fallback, f.hasFall
}

// Measure reports the size of s's bounding box when drawn with Text.
func (f *Font) Measure(s string) (w, h float32) {
	if s == "" {
		return 0, 0
	}
	var line float32
	h = f.LineHeight
	for _, r := range s {
		if r == '\n' {
			line, h = 0, h+f.LineHeight
			continue
		}
		line += f.Advance
		w = max(w, line)
	}
	return w, h
}

// FontFromAtlas builds a font from an atlas whose regions are named by the
// glyphs map (rune -> region name). A missing region is an error naming it.
func FontFromAtlas(a *Atlas, glyphs map[rune]string, advance, lineHeight float32) (*Font, error) {
	regions := make(map[rune]Region, len(glyphs))
	for r, name := range glyphs {
		g, ok := a.Region(name)
		if !ok {
			return nil, fmt.Errorf("render: font glyph %q: no atlas region %q", r, name)
		}
		regions[r] = g
	}
	return NewFont(regions, advance, lineHeight), nil
}

// The built-in texture: the 95 printable ASCII glyphs of font8x8 on a 16x8
// grid of 8x8 cells, and a white cell after them for FillRect.
const (
	builtinCols = 16
	builtinW    = builtinCols * 8
	builtinH    = 8 * 8 // 6 rows used; a power of two keeps UVs exact
	whiteCell   = 95
)

// builtinImage draws the built-in texture.
func builtinImage() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, builtinW, builtinH))
	for g := range font8x8 {
		cx, cy := (g%builtinCols)*8, (g/builtinCols)*8
		for y, row := range font8x8[g] {
			for x := 0; x < 8; x++ {
				if row&(1<<x) != 0 {
					img.SetNRGBA(cx+x, cy+y, color.NRGBA{255, 255, 255, 255})
				}
			}
		}
	}
	cx, cy := (whiteCell%builtinCols)*8, (whiteCell/builtinCols)*8
	for y := 0; y < 8; y++ {
		for x := 0; x < 8; x++ {
			img.SetNRGBA(cx+x, cy+y, color.NRGBA{255, 255, 255, 255})
		}
	}
	return img
}

// builtinFont maps the built-in texture's glyphs.
func builtinFont(t *Texture) (*Font, Region) {
	glyphs := make(map[rune]Region, len(font8x8))
	for g := range font8x8 {
		glyphs[rune(32+g)] = Region{Tex: t, X: float32((g % builtinCols) * 8), Y: float32((g / builtinCols) * 8), W: 8, H: 8}
	}
	cx, cy := float32((whiteCell%builtinCols)*8), float32((whiteCell/builtinCols)*8)
	white := Region{Tex: t, X: cx + 3, Y: cy + 3, W: 1, H: 1}
	return NewFont(glyphs, 8, 10), white
}

// DefaultFont returns the renderer's built-in 8x8 font (printable ASCII,
// the glyphs SDL's debug text uses), usable for debug text and simple UIs.
func DefaultFont(r *Renderer) *Font { return r.font }
