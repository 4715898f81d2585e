package art

import (
	"image"
	"image/color"
	"image/draw"
)

// ContactSheet draws every sprite of set, in load order, scaled by scale,
// on a grid of cells cols wide over a checkerboard that shows transparency.
// It is for looking at the art, not for the game.
func ContactSheet(set *Set, cols, scale int) *image.RGBA {
	if cols < 1 || scale < 1 {
		panic("art: ContactSheet needs cols >= 1 and scale >= 1")
	}
	// Cells are 18 px (a 16 px sprite and a margin); larger sprites take
	// as many cells' room as they need on their row.
	const cell = 18
	x, y, rowH := 0, 0, 0
	type place struct{ x, y int }
	pos := make([]place, len(set.names))
	width := cols * cell
	for i, n := range set.names {
		b := set.images[n].Bounds()
		w, h := b.Dx()+2, b.Dy()+2
		if w < cell {
			w = cell
		}
		if h < cell {
			h = cell
		}
		if x+w > width {
			x, y, rowH = 0, y+rowH, 0
		}
		pos[i] = place{x, y}
		x += w
		rowH = max(rowH, h)
	}
	height := y + rowH
	out := image.NewRGBA(image.Rect(0, 0, width*scale, height*scale))
	dark, light := color.RGBA{0x50, 0x50, 0x60, 0xff}, color.RGBA{0x70, 0x70, 0x80, 0xff}
	for py := 0; py < height*scale; py++ {
		for px := 0; px < width*scale; px++ {
			c := dark
			if (px/(4*scale)+py/(4*scale))%2 == 0 {
				c = light
			}
			out.SetRGBA(px, py, c)
		}
	}
	for i, n := range set.names {
		img := set.images[n]
		b := img.Bounds()
		for sy := 0; sy < b.Dy(); sy++ {
			for sx := 0; sx < b.Dx(); sx++ {
				c := img.RGBAAt(sx, sy)
				if c.A == 0 {
					continue
				}
				r := image.Rect((pos[i].x+1+sx)*scale, (pos[i].y+1+sy)*scale, (pos[i].x+2+sx)*scale, (pos[i].y+2+sy)*scale)
				draw.Draw(out, r, &image.Uniform{c}, image.Point{}, draw.Over)
			}
		}
	}
	return out
}
