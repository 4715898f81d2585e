package playground

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/bengine-go/bengine/core/render"
)

// Sheet names the playground's atlas provides to the emitter files in
// its data folder (each sheet's frames laid left to right):
//
//	spark              4 frames of 8x8: a four-pointed star that twinkles
//	debris_0..debris_2 4 frames of 6x6: three tumbling chunks (a set for
//	                   UniformAnimation false: "SpriteSource": "debris")
//	dissolve           6 frames of 8x8: a blob crumbling to nothing
//	magic              8 frames of 8x8: a pulsing ring
//	dot                1 frame of 4x4: a soft dot
var Sheets = []struct {
	Name   string
	Frames int
	Size   int
}{
	{"spark", 4, 8},
	{"debris_0", 4, 6}, {"debris_1", 4, 6}, {"debris_2", 4, 6},
	{"dissolve", 6, 8},
	{"magic", 8, 8},
	{"dot", 1, 4},
}

// BuildAtlas draws the sheets and packs them into one atlas texture, so
// every emitter's particles share one batch key.
func BuildAtlas(r *render.Renderer) (*render.Atlas, error) {
	b := render.NewAtlasBuilder(0)
	for _, s := range Sheets {
		b.Add(s.Name, drawSheet(s.Name, s.Frames, s.Size))
	}
	a, err := b.Build(r)
	if err != nil {
		return nil, fmt.Errorf("playground: atlas: %w", err)
	}
	return a, nil
}

// drawSheet paints frames procedurally: white shapes (emitters tint them)
// with alpha.
func drawSheet(name string, frames, size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, frames*size, size))
	c := float64(size-1) / 2
	for f := 0; f < frames; f++ {
		t := float64(f) / float64(frames) // 0..1 through the animation
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				dx, dy := float64(x)-c, float64(y)-c
				d := math.Hypot(dx, dy) / (c + 0.5) // 0 at the centre, ~1 at the edge
				var a float64
				switch name {
				case "spark":
					arm := math.Min(math.Abs(dx), math.Abs(dy))
					a = (1 - d) * (1 - math.Min(arm/(0.6+0.6*math.Sin(t*2*math.Pi)), 1))
					a = math.Max(a, 1-d*2.2)
				case "debris_0", "debris_1", "debris_2":
					seed := float64(name[len(name)-1] - '0')
					ang := t*2*math.Pi + seed
					rx := dx*math.Cos(ang) + dy*math.Sin(ang)
					ry := -dx*math.Sin(ang) + dy*math.Cos(ang)
					if math.Abs(rx) < c*(0.6+0.2*seed) && math.Abs(ry) < c*(0.9-0.2*seed) {
						a = 1
					}
				case "dissolve":
					hash := float64((x*7+y*13)%11) / 11
					if d < 1 && hash >= t {
						a = 1 - d*0.5
					}
				case "magic":
					ring := 0.35 + 0.5*t
					a = math.Max(0, 1-math.Abs(d-ring)*4)
				default: // dot
					a = math.Max(0, 1-d)
				}
				a = math.Max(0, math.Min(1, a))
				img.SetNRGBA(f*size+x, y, color.NRGBA{255, 255, 255, uint8(a * 255)})
			}
		}
	}
	return img
}
