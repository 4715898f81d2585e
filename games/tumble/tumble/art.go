package tumble

import (
	"image"
	"image/color"
	"math"

	"github.com/bengine-go/bengine/core/render"
)

// The game's art is drawn here, in code, once at start, into one atlas:
// original pixel art, in a palette of its own. Each picture is small and
// is stretched or tiled to an item's size. Each has a normal map
// (normals.go) for the GPU backend's lighting: relief on the bricks and
// stones, flat elsewhere, and a specular mask that makes brass shine and
// wood not.

// Art is the atlas's regions, by what they show.
type Art struct {
	Crate, Stone, Brick, Ramp, Plank, Post, Rod, Shade, Bulb, Halo, Actor, Flag, Start, White render.Region
	// BackWall is the yard's back wall, a tile of its own: a brick wall
	// with a stone coping, dimmer than the bricks in front.
	BackWall render.Region
}

// material is how the art takes light with a height (render.Material):
// each texel's highlight is this, times its normal map's specular mask.
var material = render.Material{Specular: 0.9, Roughness: 0.45}

var (
	ink      = color.NRGBA{28, 22, 30, 255}
	wood     = color.NRGBA{168, 112, 60, 255}
	woodDark = color.NRGBA{112, 70, 40, 255}
	woodLite = color.NRGBA{206, 150, 88, 255}
	stone    = color.NRGBA{112, 116, 128, 255}
	stoneLit = color.NRGBA{146, 150, 160, 255}
	stoneDk  = color.NRGBA{78, 80, 92, 255}
	brickRed = color.NRGBA{150, 62, 48, 255}
	brickLit = color.NRGBA{184, 88, 64, 255}
	mortar   = color.NRGBA{196, 184, 160, 255}
	brass    = color.NRGBA{200, 160, 72, 255}
	brassDk  = color.NRGBA{128, 96, 40, 255}
	chain    = color.NRGBA{90, 90, 100, 255}
	bulbCol  = color.NRGBA{255, 240, 180, 255}
	frameCol = color.NRGBA{220, 220, 210, 255}
	skin     = color.NRGBA{240, 120, 72, 255}
	skinLit  = color.NRGBA{255, 170, 110, 255}
	skinDk   = color.NRGBA{190, 80, 52, 255}
	white    = color.NRGBA{255, 255, 255, 255}
	flagCol  = color.NRGBA{80, 200, 120, 255}
	startCol = color.NRGBA{120, 200, 255, 140}
)

// loadArt draws the pictures and packs them into an atlas of r (the back
// wall, too wide for a page, gets a texture of its own), with their
// normal maps where the renderer has a G-buffer to read them (the GPU
// backend): SDL's 2D renderer would ignore them.
func loadArt(r *render.Renderer) (*Art, error) {
	withNormals := r.Backend() == render.BackendGPU
	b := render.NewAtlasBuilder(256)
	b.SetMaterial(material)
	flat := func(shine uint8) func(image.Image) image.Image {
		return func(img image.Image) image.Image { return flatNormals(img, shine) }
	}
	relief := func(f *heightField, strength float64) func(image.Image) image.Image {
		return func(image.Image) image.Image { return f.normals(strength) }
	}
	pics := []struct {
		name    string
		img     image.Image
		normals func(image.Image) image.Image
	}{
		{"crate", crateImage(), flat(12)}, {"stone", stoneImage(), relief(stoneRelief(1), 2.5)},
		{"brick", brickImage(), relief(brickRelief(16, 8, 2), 3)}, {"ramp", rampImage(), flat(60)},
		{"plank", plankImage(), flat(12)}, {"post", postImage(), flat(12)}, {"rod", rodImage(), flat(200)},
		{"shade", shadeImage(), flat(255)}, {"bulb", bulbImage(), flat(255)}, {"halo", haloImage(), flat(0)},
		{"actor", actorImage(), flat(90)}, {"flag", flagImage(), flat(40)}, {"start", startImage(), flat(0)},
		{"white", fill(1, 1, white), flat(40)},
		{"backwall", backWallImage(), relief(backWallRelief(), 3)},
	}
	for _, p := range pics {
		b.Add(p.name, p.img)
		if withNormals {
			b.AddNormals(p.name, p.normals(p.img))
		}
	}
	atlas, err := b.Build(r)
	if err != nil {
		return nil, err
	}
	region := func(name string) render.Region {
		reg, _ := atlas.Region(name) // every name was added above
		return reg
	}
	return &Art{
		Crate: region("crate"), Stone: region("stone"), Brick: region("brick"), Ramp: region("ramp"),
		Plank: region("plank"), Post: region("post"), Rod: region("rod"), Shade: region("shade"),
		Bulb: region("bulb"), Halo: region("halo"), Actor: region("actor"), Flag: region("flag"),
		Start: region("start"), White: region("white"), BackWall: region("backwall"),
	}, nil
}

func fill(w, h int, c color.NRGBA) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

// crateImage is a wooden crate: planks, a frame and a diagonal brace.
func crateImage() *image.NRGBA {
	img := fill(16, 16, wood)
	for y := range 16 {
		for x := range 16 {
			switch {
			case x == 0 || y == 0 || x == 15 || y == 15:
				img.SetNRGBA(x, y, ink)
			case x == 1 || y == 1 || x == 14 || y == 14:
				img.SetNRGBA(x, y, woodDark)
			case x+y == 15 || x+y == 16:
				img.SetNRGBA(x, y, woodLite)
			case y == 5 || y == 10:
				img.SetNRGBA(x, y, woodDark)
			}
		}
	}
	return img
}

// stoneImage is a tile of dressed stone, two blocks offset.
func stoneImage() *image.NRGBA {
	img := fill(16, 16, stone)
	for y := range 16 {
		for x := range 16 {
			joint := y == 7 || y == 15 || (y < 8 && x == 15) || (y >= 8 && x == 7)
			switch {
			case joint:
				img.SetNRGBA(x, y, stoneDk)
			case y == 0 || y == 8 || (y < 8 && x == 0) || (y >= 8 && x == 8):
				img.SetNRGBA(x, y, stoneLit)
			}
		}
	}
	return img
}

// brickImage is two courses of red brick in mortar.
func brickImage() *image.NRGBA {
	img := fill(16, 8, brickRed)
	for y := range 8 {
		for x := range 16 {
			switch {
			case y == 3 || y == 7 || (y < 4 && x == 15) || (y >= 4 && x == 7):
				img.SetNRGBA(x, y, mortar)
			case y == 0 || y == 4:
				img.SetNRGBA(x, y, brickLit)
			}
		}
	}
	return img
}

// rampImage is a right triangle rising to the right, in stone, with a lit
// slope.
func rampImage() *image.NRGBA {
	const w, h = 32, 16
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		edge := w - (y+1)*w/h // the slope's x on this row
		for x := range w {
			switch {
			case x < edge:
			case x < edge+2:
				img.SetNRGBA(x, y, stoneLit)
			case x == w-1 || y == h-1:
				img.SetNRGBA(x, y, stoneDk)
			case (x+y)%6 == 0:
				img.SetNRGBA(x, y, stoneDk)
			default:
				img.SetNRGBA(x, y, stone)
			}
		}
	}
	return img
}

func plankImage() *image.NRGBA {
	img := fill(16, 4, wood)
	for x := range 16 {
		img.SetNRGBA(x, 0, woodLite)
		img.SetNRGBA(x, 3, woodDark)
	}
	img.SetNRGBA(3, 1, woodDark)
	img.SetNRGBA(12, 2, woodDark)
	return img
}

func postImage() *image.NRGBA {
	img := fill(6, 16, woodDark)
	for y := range 16 {
		img.SetNRGBA(1, y, wood)
		img.SetNRGBA(2, y, woodLite)
	}
	for x := range 6 {
		img.SetNRGBA(x, 0, ink)
	}
	return img
}

// rodImage is a length of chain, stretched along the lamp's rod.
func rodImage() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, 2, 4))
	for y := range 4 {
		img.SetNRGBA(0, y, chain)
		if y%2 == 0 {
			img.SetNRGBA(1, y, chain)
		}
	}
	return img
}

// shadeImage is the lamp's brass shade, wider at the bottom.
func shadeImage() *image.NRGBA {
	const w, h = 16, 8
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		in := (h - 1 - y) / 2 // narrower towards the top
		for x := in; x < w-in; x++ {
			c := brass
			if x == in || x == w-1-in || y == 0 {
				c = brassDk
			}
			img.SetNRGBA(x, y, c)
		}
	}
	return img
}

func bulbImage() *image.NRGBA { return disc(6, bulbCol, bulbCol, brass) }

// haloImage is the glow around the lamp's bulb: a soft disc, brightest
// in the middle, drawn in the GLOW step (blurred, then added onto the
// lit scene).
func haloImage() *image.NRGBA {
	const d = 16
	img := image.NewNRGBA(image.Rect(0, 0, d, d))
	for y := range d {
		for x := range d {
			r := math.Hypot(float64(x)+0.5-d/2, float64(y)+0.5-d/2) / (d / 2)
			if r < 1 {
				a := (1 - r) * (1 - r)
				img.SetNRGBA(x, y, color.NRGBA{255, 220, 150, uint8(255 * a)})
			}
		}
	}
	return img
}

// actorImage is Tumble, the round hero: a shaded ball with a face, so
// that its rolling shows.
func actorImage() *image.NRGBA {
	img := disc(16, skin, skinLit, skinDk)
	for _, p := range [][2]int{{5, 6}, {10, 6}, {5, 7}, {10, 7}} {
		img.SetNRGBA(p[0], p[1], ink)
	}
	for x := 5; x <= 10; x++ {
		y := 10
		if x == 5 || x == 10 {
			y = 9
		}
		img.SetNRGBA(x, y, ink)
	}
	return img
}

// disc is a ball of diameter d, lit from the top left, outlined in ink.
func disc(d int, body, lit, dark color.NRGBA) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, d, d))
	r := float64(d) / 2
	for y := range d {
		for x := range d {
			dx, dy := float64(x)+0.5-r, float64(y)+0.5-r
			dist := math.Hypot(dx, dy)
			switch {
			case dist > r:
			case dist > r-1:
				img.SetNRGBA(x, y, ink)
			case math.Hypot(dx+r/3, dy+r/3) < r/3:
				img.SetNRGBA(x, y, lit)
			case dx+dy > r*0.8:
				img.SetNRGBA(x, y, dark)
			default:
				img.SetNRGBA(x, y, body)
			}
		}
	}
	return img
}

// flagImage is the goal: a pole and a pennant.
func flagImage() *image.NRGBA {
	const w, h = 12, 32
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		img.SetNRGBA(1, y, frameCol)
		img.SetNRGBA(2, y, chain)
	}
	for y := 2; y < 12; y++ {
		for x := 3; x < 3+(12-y)*9/10+1 && x < w; x++ {
			img.SetNRGBA(x, y, flagCol)
		}
	}
	return img
}

// startImage is a faint ring where the actor starts.
func startImage() *image.NRGBA {
	const d = 14
	img := image.NewNRGBA(image.Rect(0, 0, d, d))
	for y := range d {
		for x := range d {
			dist := math.Hypot(float64(x)+0.5-d/2, float64(y)+0.5-d/2)
			if dist <= d/2 && dist > d/2-1.5 {
				img.SetNRGBA(x, y, startCol)
			}
		}
	}
	return img
}

// Icon is the application's icon at pixel-art size (16x16): Tumble's face,
// the same picture the game draws.
func Icon() *image.NRGBA { return actorImage() }

// The back wall: a tile 256 wide (16 bricks) and 144 high, a coping of
// stone (16) over 32 courses of brick (128), repeated along the level.
const (
	backWallW, backWallH = 256, 144
	copingH              = 16
)

// backWallImage is the yard's back wall, darker and older than the
// bricks in front: each brick a shade of its own.
func backWallImage() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, backWallW, backWallH))
	stoneTile, brick := stoneImage(), brickImage()
	shade := func(c color.NRGBA, k float64) color.NRGBA {
		return color.NRGBA{uint8(float64(c.R) * k), uint8(float64(c.G) * k), uint8(float64(c.B) * k), 255}
	}
	for y := range backWallH {
		for x := range backWallW {
			if y < copingH {
				img.SetNRGBA(x, y, shade(stoneTile.NRGBAAt(x%16, y), 0.6))
				continue
			}
			by := y - copingH
			c := brick.NRGBAAt(x%16, by%8)
			k := 0.32
			if !isMortar(x, by) {
				k = 0.45
				// Which brick this is: the courses' joints are offset.
				course, col := by/4, x/16
				if by%8 >= 4 {
					col = (x + 8) / 16
				}
				k += 0.16 * (grain(col, course, 7) - 0.5)
			}
			img.SetNRGBA(x, y, shade(c, k))
		}
	}
	return img
}

// backWallRelief is the back wall's relief: the coping's stones over the
// bricks.
func backWallRelief() *heightField {
	f := newHeightField(backWallW, backWallH)
	bricks, stones := brickRelief(backWallW, backWallH-copingH, 3), stoneRelief(4)
	for y := range backWallH {
		for x := range backWallW {
			if y < copingH {
				i := (y%16)*16 + x%16
				f.set(x, y, stones.height[i], stones.shine[i])
				continue
			}
			i := (y-copingH)*backWallW + x
			f.set(x, y, bricks.height[i], bricks.shine[i]/2)
		}
	}
	return f
}
