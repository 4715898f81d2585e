package tumble

import (
	"image"
	"image/color"
	"math"
)

// The normal maps of the art, made in code like the pictures: each is a
// height field (how far each texel stands out of the wall) turned into
// normals by its slopes, with a specular mask in its alpha. The lighting
// pass of the GPU backend reads them (render.Material): a lamp with a
// height then lights the top of each brick and leaves the mortar below it
// in shade, and the highlights move as the lamp swings.

// heightField is a tile's relief, 0 (deepest) to 1, and how shiny each
// texel is (the specular mask, 0 to 255).
type heightField struct {
	w, h   int
	height []float64
	shine  []uint8
}

func newHeightField(w, h int) *heightField {
	return &heightField{w: w, h: h, height: make([]float64, w*h), shine: make([]uint8, w*h)}
}

func (f *heightField) set(x, y int, height float64, shine uint8) {
	f.height[y*f.w+x], f.shine[y*f.w+x] = height, shine
}

// at is the height at (x, y), the tile repeating beyond its edges, as it
// does when drawn.
func (f *heightField) at(x, y int) float64 {
	x, y = (x%f.w+f.w)%f.w, (y%f.h+f.h)%f.h
	return f.height[y*f.w+x]
}

// normals turns the field into a normal map: each texel's normal is
// (-dh/dx, -dh/dy, 1) over the central differences, scaled by strength,
// with y turned to point up the picture (render.Material's convention:
// red right, green up, blue out of the picture, 0..255 for -1..1).
func (f *heightField) normals(strength float64) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, f.w, f.h))
	for y := range f.h {
		for x := range f.w {
			dx := (f.at(x+1, y) - f.at(x-1, y)) / 2 * strength
			dy := (f.at(x, y+1) - f.at(x, y-1)) / 2 * strength // y down the picture
			nx, ny, nz := -dx, dy, 1.0                         // ny: up the picture
			l := math.Sqrt(nx*nx + ny*ny + nz*nz)
			img.SetNRGBA(x, y, color.NRGBA{unit(nx / l), unit(ny / l), unit(nz / l), f.shine[y*f.w+x]})
		}
	}
	return img
}

// unit maps -1..1 to 0..255.
func unit(v float64) uint8 { return uint8(math.Round((v + 1) / 2 * 255)) }

// grain is a repeatable roughness in [0, 1) for texel (x, y) of a
// picture: a hash, so the same art comes out every run.
func grain(x, y, seed int) float64 {
	h := uint32(x)*73856093 ^ uint32(y)*19349663 ^ uint32(seed)*83492791
	h ^= h >> 13
	h *= 0x5bd1e995
	h ^= h >> 15
	return float64(h&0xffff) / 0x10000
}

// flatNormals is a normal map facing straight out of the picture, with
// the specular mask shine where img is opaque: a surface lit by the angle
// of the light alone, as a sprite with no relief is.
func flatNormals(img image.Image, shine uint8) *image.NRGBA {
	b := img.Bounds()
	n := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	for y := range b.Dy() {
		for x := range b.Dx() {
			a := shine
			if _, _, _, al := img.At(b.Min.X+x, b.Min.Y+y).RGBA(); al == 0 {
				a = 0
			}
			n.SetNRGBA(x, y, color.NRGBA{128, 128, 255, a})
		}
	}
	return n
}

// isMortar says whether texel (x, y) of a brick tile (brickImage's
// pattern: 16x8, two courses, the joints offset) is mortar.
func isMortar(x, y int) bool {
	x, y = x%16, y%8
	return y == 3 || y == 7 || (y < 4 && x == 15) || (y >= 4 && x == 7)
}

// brickRelief is the relief of a brick wall: the bricks stand out of the
// mortar, their edges rounded off, their faces rough.
func brickRelief(w, h, seed int) *heightField {
	return masonry(w, h, isMortar, seed, masonryRelief{jointGrain: 0.1, jointShine: 8, edge: 0.65, grain: 0.25, shine: 70})
}

// masonryRelief is the relief of blocks laid in joints: the joints' grain
// and shine, the height of a block's edge (its face is 1) and its face's
// grain and shine.
type masonryRelief struct {
	jointGrain  float64
	jointShine  uint8
	edge, grain float64
	shine       uint8
}

// masonry is the w x h relief of blocks between the texels joint says are
// joints: the joints low, the blocks standing out of them, their edges
// bevelled to r.edge, all of it rough by grain(x, y, seed).
func masonry(w, h int, joint func(x, y int) bool, seed int, r masonryRelief) *heightField {
	f := newHeightField(w, h)
	for y := range h {
		for x := range w {
			if joint(x, y) {
				f.set(x, y, r.jointGrain*grain(x, y, seed), r.jointShine)
				continue
			}
			height := 1.0
			if joint(x-1, y) || joint(x+1, y) || joint(x, y-1) || joint(x, y+1) {
				height = r.edge
			}
			f.set(x, y, height+r.grain*grain(x, y, seed), r.shine)
		}
	}
	return f
}

// isJoint says whether texel (x, y) of a stone tile (stoneImage's pattern:
// 16x16, two blocks offset) is a joint between blocks.
func isJoint(x, y int) bool {
	x, y = x%16, y%16
	return y == 7 || y == 15 || (y < 8 && x == 15) || (y >= 8 && x == 7)
}

// stoneRelief is the relief of dressed stone: blocks with bevelled edges
// between joints, faintly rough.
func stoneRelief(seed int) *heightField {
	return masonry(16, 16, isJoint, seed, masonryRelief{jointShine: 20, edge: 0.6, grain: 0.15, shine: 80})
}
