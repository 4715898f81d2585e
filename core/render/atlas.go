package render

import (
	"cmp"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"slices"
)

// DefaultAtlasSize is the page size NewAtlasBuilder uses for maxSize <= 0.
const DefaultAtlasSize = 1024

// AtlasBuilder packs many small images into few textures (atlas pages) at
// load time, so sprites that would each bind their own texture share one
// and batch into one draw. Images are packed on shelves (rows of images,
// tallest first) with a 1-pixel border around each, filled with copies of
// the image's edge pixels so filtering never bleeds a neighbour in.
type AtlasBuilder struct {
	maxSize  int
	strict   bool
	entries  []atlasEntry
	index    map[string]int
	err      error
	material Material
	normals  bool // an entry has a normal map
}

type atlasEntry struct {
	name    string
	img     image.Image
	normals image.Image // its normal map, or nil
}

// NewAtlasBuilder starts an atlas whose pages are at most maxSize texels on
// each side (DefaultAtlasSize if maxSize <= 0).
func NewAtlasBuilder(maxSize int) *AtlasBuilder {
	if maxSize <= 0 {
		maxSize = DefaultAtlasSize
	}
	return &AtlasBuilder{maxSize: maxSize, index: make(map[string]int)}
}

// Add queues an image under name. A duplicate name or a nil or empty image
// makes Build fail with an error naming it.
func (b *AtlasBuilder) Add(name string, img image.Image) *AtlasBuilder {
	switch {
	case img == nil || img.Bounds().Empty():
		b.err = errors.Join(b.err, fmt.Errorf("render: atlas image %q is empty", name))
	case b.index[name] > 0:
		b.err = errors.Join(b.err, fmt.Errorf("render: atlas image %q added twice", name))
	default:
		b.entries = append(b.entries, atlasEntry{name: name, img: img})
		b.index[name] = len(b.entries)
	}
	return b
}

// AddNormals gives the image added as name a normal map of its size (see
// Material.Normals). Build then packs the normal maps into pages laid out
// exactly as the colour pages, flat where an image has none, and sets each
// page's material (Renderer.SetMaterial) with them and the Material given
// to SetMaterial. An unknown name, or a map of another size, makes Build
// fail with an error naming it.
func (b *AtlasBuilder) AddNormals(name string, normals image.Image) *AtlasBuilder {
	i := b.index[name]
	switch {
	case i == 0:
		b.err = errors.Join(b.err, fmt.Errorf("render: atlas normal map for %q, which was not added", name))
	case normals == nil || normals.Bounds().Size() != b.entries[i-1].img.Bounds().Size():
		b.err = errors.Join(b.err, fmt.Errorf("render: atlas normal map for %q is not the image's size", name))
	default:
		b.entries[i-1].normals = normals
		b.normals = true
	}
	return b
}

// SetMaterial is the material of every texture the atlas makes: its
// Specular, Roughness and Emissive (its Normals are ignored: AddNormals
// gives them). Build sets it where it is not the zero Material, or where
// an image has a normal map.
func (b *AtlasBuilder) SetMaterial(m Material) *AtlasBuilder {
	m.Normals = nil
	b.material = m
	return b
}

// flatNormal is a normal map's texel facing straight out, with a full
// specular mask.
var flatNormal = [4]uint8{128, 128, 255, 255}

// RejectOversize makes Build fail on an image that does not fit in a page
// (with its border). By default such an image gets a texture of its own.
func (b *AtlasBuilder) RejectOversize() *AtlasBuilder {
	b.strict = true
	return b
}

// placement is where one entry lands: page -1 means a texture of its own.
type placement struct {
	page, x, y int // x, y of the image itself (inside its border)
}

// pack places the entries on shelves. It returns each entry's placement
// and each page's used size.
func (b *AtlasBuilder) pack() ([]placement, []image.Point, error) {
	order := make([]int, len(b.entries))
	for i := range order {
		order[i] = i
	}
	size := func(i int) image.Point { return b.entries[i].img.Bounds().Size() }
	slices.SortStableFunc(order, func(i, j int) int {
		if c := cmp.Compare(size(j).Y, size(i).Y); c != 0 {
			return c
		}
		return cmp.Compare(b.entries[i].name, b.entries[j].name)
	})
	place := make([]placement, len(b.entries))
	var pages []image.Point
	page, shelfX, shelfY, shelfH := -1, 0, 0, 0
	for _, i := range order {
		s := size(i)
		cw, ch := s.X+2, s.Y+2
		if cw > b.maxSize || ch > b.maxSize {
			if b.strict {
				return nil, nil, fmt.Errorf("render: atlas image %q is %dx%d: too large for a %dx%d page with its 1px border",
					b.entries[i].name, s.X, s.Y, b.maxSize, b.maxSize)
			}
			place[i] = placement{page: -1}
			continue
		}
		if page >= 0 && shelfX+cw > b.maxSize { // next shelf
			shelfX, shelfY, shelfH = 0, shelfY+shelfH, 0
		}
		if page < 0 || shelfY+ch > b.maxSize { // next page
			page++
			pages = append(pages, image.Point{})
			shelfX, shelfY, shelfH = 0, 0, 0
		}
		place[i] = placement{page: page, x: shelfX + 1, y: shelfY + 1}
		shelfX += cw
		shelfH = max(shelfH, ch)
		pages[page].X = max(pages[page].X, shelfX)
		pages[page].Y = max(pages[page].Y, shelfY+shelfH)
	}
	return place, pages, nil
}

// Build packs the images, uploads the pages to r and returns the atlas.
func (b *AtlasBuilder) Build(r *Renderer) (*Atlas, error) {
	if b.err != nil {
		return nil, b.err
	}
	place, sizes, err := b.pack()
	if err != nil {
		return nil, err
	}
	pages := make([]*image.NRGBA, len(sizes))
	for i, s := range sizes {
		// Power-of-two pages: texel edges are exact texture coordinates.
		w, h := pow2(s.X), pow2(s.Y)
		if w > b.maxSize {
			w = b.maxSize
		}
		if h > b.maxSize {
			h = b.maxSize
		}
		pages[i] = image.NewNRGBA(image.Rect(0, 0, w, h))
	}
	a := &Atlas{regions: make(map[string]Region, len(b.entries))}
	for i, e := range b.entries {
		if p := place[i]; p.page >= 0 {
			blitExtruded(pages[p.page], e.img, p.x, p.y)
		}
	}
	var normalPages []*image.NRGBA
	if b.normals {
		for _, pg := range pages {
			n := image.NewNRGBA(pg.Bounds())
			for j := 0; j < len(n.Pix); j += 4 {
				copy(n.Pix[j:j+4], flatNormal[:])
			}
			normalPages = append(normalPages, n)
		}
		for i, e := range b.entries {
			if p := place[i]; p.page >= 0 && e.normals != nil {
				blitExtruded(normalPages[p.page], e.normals, p.x, p.y)
			}
		}
	}
	material := func(t *Texture, normals image.Image) error {
		if normals == nil && b.material == (Material{}) {
			return nil
		}
		m := b.material
		m.Normals = normals
		if err := r.SetMaterial(t, m); err != nil {
			return fmt.Errorf("render: atlas: %w", err)
		}
		return nil
	}
	pageTex := make([]*Texture, len(pages))
	for i, pg := range pages {
		t, err := r.NewTexture(fmt.Sprintf("atlas page %d", i), pg)
		if err != nil {
			return nil, fmt.Errorf("render: atlas: %w", err)
		}
		pageTex[i] = t
		a.textures = append(a.textures, t)
		var n image.Image
		if normalPages != nil {
			n = normalPages[i]
		}
		if err := material(t, n); err != nil {
			return nil, err
		}
	}
	own := make(map[int]*Texture)
	for i, e := range b.entries {
		if place[i].page < 0 {
			t, err := r.NewTexture(e.name, e.img)
			if err != nil {
				return nil, fmt.Errorf("render: atlas: %w", err)
			}
			own[i] = t
			a.textures = append(a.textures, t)
			if err := material(t, e.normals); err != nil {
				return nil, err
			}
		}
	}
	for i, e := range b.entries {
		s := e.img.Bounds().Size()
		p := place[i]
		if p.page < 0 {
			a.regions[e.name] = own[i].Region()
			continue
		}
		a.regions[e.name] = Region{Tex: pageTex[p.page], X: float32(p.x), Y: float32(p.y), W: float32(s.X), H: float32(s.Y)}
	}
	return a, nil
}

// blitExtruded copies img to dst at (x, y) and repeats its edge pixels in
// the 1-pixel ring around it.
func blitExtruded(dst *image.NRGBA, img image.Image, x, y int) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	draw.Draw(dst, image.Rect(x, y, x+w, y+h), img, b.Min, draw.Src)
	for yy := -1; yy <= h; yy++ {
		for xx := -1; xx <= w; xx++ {
			if xx >= 0 && xx < w && yy >= 0 && yy < h {
				continue
			}
			sx, sy := min(max(xx, 0), w-1), min(max(yy, 0), h-1)
			dst.SetNRGBA(x+xx, y+yy, dst.NRGBAAt(x+sx, y+sy))
		}
	}
}

// Atlas maps names to regions of its textures.
type Atlas struct {
	regions  map[string]Region
	textures []*Texture
}

// Region returns the region named name.
func (a *Atlas) Region(name string) (Region, bool) {
	r, ok := a.regions[name]
	return r, ok
}

// Textures returns the atlas's textures: its pages, then images that got
// a texture of their own.
func (a *Atlas) Textures() []*Texture { return a.textures }

// Names returns the region names, sorted.
func (a *Atlas) Names() []string {
	names := make([]string, 0, len(a.regions))
	for n := range a.regions {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// pow2 rounds n up to a power of two.
func pow2(n int) int {
	p := 1
	for p < n {
		p *= 2
	}
	return p
}
