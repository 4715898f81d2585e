package particles

import (
	"image"
	"image/color"
	"math"

	"github.com/bengine-go/bengine/core/render"
)

// Sheet is one generated particle sprite sheet: Frames frames of Size x
// Size pixels, laid left to right. Its pixels are white (premultiplied) with
// alpha, so an emitter's Colors tint them.
type Sheet struct {
	Name   string
	Frames int
	Size   int
	Image  *image.RGBA
}

// Sheets draws the engine's standard particle sheets, the names emitter
// files refer to in SpriteSource:
//
//	spark              4 frames of 8x8: a four-pointed star that shrinks
//	debris_0..debris_2 4 frames of 6x6: three chunks, a quarter turn a frame
//	                   (a set for UniformAnimation false: "SpriteSource": "debris")
//	dissolve           6 frames of 8x8: a ring of dots that spreads and thins
//	magic              8 frames of 8x8: a pulsing diamond
//	dot                1 frame of 4x4: a round dot
//
// Each call draws them anew; a game adds them to its atlas once.
func Sheets() []Sheet {
	return []Sheet{
		sheet("spark", 4, 8, drawSpark),
		sheet("debris_0", 4, 6, drawDebris(0)),
		sheet("debris_1", 4, 6, drawDebris(1)),
		sheet("debris_2", 4, 6, drawDebris(2)),
		sheet("dissolve", 6, 8, drawDissolve),
		sheet("magic", 8, 8, drawMagic),
		sheet("dot", 1, 4, drawDot),
	}
}

// AddSheets adds the standard sheets to b, so every emitter that uses them
// shares b's atlas texture (and one batch).
func AddSheets(b *render.AtlasBuilder) *render.AtlasBuilder {
	for _, s := range Sheets() {
		b.Add(s.Name, s.Image)
	}
	return b
}

// sheet makes a blank sheet and has draw paint each frame f into it, the
// frame's top-left corner at x0.
func sheet(name string, frames, size int, draw func(img *image.RGBA, f, x0 int)) Sheet {
	img := image.NewRGBA(image.Rect(0, 0, frames*size, size))
	for f := range frames {
		draw(img, f, f*size)
	}
	return Sheet{Name: name, Frames: frames, Size: size, Image: img}
}

var white = color.RGBA{255, 255, 255, 255}

// drawSpark: a 4-point star whose arms shrink by a pixel a frame.
func drawSpark(img *image.RGBA, f, x0 int) {
	arm := 3 - f
	for d := -arm; d <= arm; d++ {
		a := uint8(255 - 50*abs(d))
		img.SetRGBA(x0+4+d, 4, color.RGBA{a, a, a, a})
		img.SetRGBA(x0+4, 4+d, color.RGBA{a, a, a, a})
	}
}

var debrisShapes = [3][6]string{
	{"..##..", ".####.", "######", ".####.", "..##..", "......"},
	{"###...", "####..", ".####.", "..###.", "...#..", "......"},
	{".#....", "###...", "####..", ".####.", "..##..", "......"},
}

// drawDebris returns the drawing of chunk i: its shape turned a quarter
// turn per frame, shaded in a checkerboard.
func drawDebris(i int) func(img *image.RGBA, f, x0 int) {
	return func(img *image.RGBA, f, x0 int) {
		for y := range 6 {
			for x := range 6 {
				sx, sy := x, y
				for range f {
					sx, sy = sy, 5-sx
				}
				if debrisShapes[i][sy][sx] == '#' {
					v := uint8(200 + 55*((x+y)&1))
					img.SetRGBA(x0+x, y, color.RGBA{v, v, v, 255})
				}
			}
		}
	}
}

// drawDissolve: 8-f dots on a ring whose radius grows each frame.
func drawDissolve(img *image.RGBA, f, x0 int) {
	rad := 1 + float64(f)*0.55
	n := 8 - f
	for k := range n {
		ang := 2 * math.Pi * float64(k) / float64(n)
		x := x0 + 4 + int(math.Round(rad*math.Cos(ang)))
		y := 4 + int(math.Round(rad*math.Sin(ang)))
		img.SetRGBA(min(max(x, x0), x0+7), min(max(y, 0), 7), white)
	}
}

// drawMagic: a diamond that grows and shrinks over the frames.
func drawMagic(img *image.RGBA, f, x0 int) {
	r := [8]int{1, 2, 3, 3, 2, 1, 0, 0}[f]
	for y := -r; y <= r; y++ {
		for x := -r; x <= r; x++ {
			if abs(x)+abs(y) <= r {
				img.SetRGBA(x0+4+x, 4+y, white)
			}
		}
	}
}

// drawDot: a 4x4 square without its corners.
func drawDot(img *image.RGBA, _, x0 int) {
	for y := range 4 {
		for x := range 4 {
			if (x == 0 || x == 3) && (y == 0 || y == 3) {
				continue
			}
			img.SetRGBA(x0+x, y, white)
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
