package render_test

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/go-gl/mathgl/mgl32"
)

// noise returns an opaque image of random pixels.
func noise(rng *random.RNG, w, h int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for p := 0; p < len(img.Pix); p += 4 {
		img.Pix[p], img.Pix[p+1], img.Pix[p+2], img.Pix[p+3] = uint8(rng.Intn(256)), uint8(rng.Intn(256)), uint8(rng.Intn(256)), 255
	}
	return img
}

// drawRegion draws reg alone at (0,0) and returns the logical frame.
func drawRegion(t *testing.T, r *render.Renderer, reg render.Region) *image.RGBA {
	t.Helper()
	s := render.NewSprite(reg)
	r.Queue().Submit(&s)
	return frame(t, r)
}

// samePixels compares img against the frame's top-left corner.
func samePixels(t *testing.T, name string, img *image.NRGBA, got *image.RGBA) {
	t.Helper()
	b := img.Bounds()
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			w := img.NRGBAAt(x, y)
			if g := got.RGBAAt(x, y); g != (color.RGBA{w.R, w.G, w.B, w.A}) {
				t.Errorf("%s pixel (%d,%d): got %v, want %v", name, x, y, g, w)
				return
			}
		}
	}
}

func TestAtlasFindsEveryImage(t *testing.T) {
	r := newRenderer(t, 64, 64)
	rng := random.New(3).Stream("atlas")
	b := render.NewAtlasBuilder(64)
	imgs := map[string]*image.NRGBA{}
	for i := range 24 {
		name := fmt.Sprintf("img%02d", i)
		imgs[name] = noise(rng, rng.Range(1, 24), rng.Range(1, 24))
		b.Add(name, imgs[name])
	}
	atlas, err := b.Build(r)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(atlas.Textures()); n < 2 || n > 4 {
		t.Errorf("got %d atlas pages for 24 images up to 23x23 in 64x64 pages, want 2 to 4", n)
	}
	if got := len(atlas.Names()); got != len(imgs) {
		t.Errorf("got %d names, want %d", got, len(imgs))
	}
	for name, img := range imgs {
		reg, ok := atlas.Region(name)
		if !ok {
			t.Errorf("Region(%q): not found", name)
			continue
		}
		if reg.W != float32(img.Bounds().Dx()) || reg.H != float32(img.Bounds().Dy()) {
			t.Errorf("%s: got region %vx%v, want %v", name, reg.W, reg.H, img.Bounds().Size())
		}
		samePixels(t, name, img, drawRegion(t, r, reg))
	}
	if _, ok := atlas.Region("missing"); ok {
		t.Error(`Region("missing"): got found, want not found`)
	}
}

func TestAtlasBorderStopsBleeding(t *testing.T) {
	r := newRenderer(t, 32, 32)
	b := render.NewAtlasBuilder(64)
	b.Add("red", solid(4, 4, red)).Add("blue", solid(4, 4, blue))
	atlas, err := b.Build(r)
	if err != nil {
		t.Fatal(err)
	}
	reg, _ := atlas.Region("red")
	s := render.NewSprite(reg)
	s.Scale = mgl32.Vec2{6.5, 6.5} // non-integer scale: samples near the edges
	s.Pos = mgl32.Vec2{0.25, 0.25}
	r.Queue().Submit(&s)
	img := frame(t, r)
	for y := 1; y < 26; y++ {
		for x := 1; x < 26; x++ {
			if got := img.RGBAAt(x, y); got.B != 0 {
				t.Fatalf("pixel (%d,%d): got %v, want no blue from the neighbour", x, y, got)
			}
		}
	}
}

func TestAtlasOversizedImages(t *testing.T) {
	r := newRenderer(t, 64, 64)
	rng := random.New(4).Stream("big")
	big := noise(rng, 40, 20) // with its border, wider than a 32 page
	small := noise(rng, 8, 8)

	atlas, err := render.NewAtlasBuilder(32).Add("big", big).Add("small", small).Build(r)
	if err != nil {
		t.Fatalf("default builder: got %v, want the big image on its own texture", err)
	}
	reg, _ := atlas.Region("big")
	if reg.Tex.W != 40 || reg.Tex.H != 20 || reg.X != 0 || reg.Y != 0 {
		t.Errorf("big: got region %+v of a %dx%d texture, want its own 40x20 texture", reg, reg.Tex.W, reg.Tex.H)
	}
	samePixels(t, "big", big, drawRegion(t, r, reg))
	sreg, _ := atlas.Region("small")
	samePixels(t, "small", small, drawRegion(t, r, sreg))

	_, err = render.NewAtlasBuilder(32).RejectOversize().Add("big", big).Build(r)
	if err == nil || !strings.Contains(err.Error(), `"big"`) || !strings.Contains(err.Error(), "40x20") {
		t.Errorf("RejectOversize: got %v, want an error naming \"big\" and its size", err)
	}
}

func TestAtlasBadInput(t *testing.T) {
	r := newRenderer(t, 16, 16)
	cases := []struct {
		name string
		b    *render.AtlasBuilder
		want string
	}{
		{"duplicate", render.NewAtlasBuilder(0).Add("a", solid(2, 2, red)).Add("a", solid(2, 2, red)), `"a" added twice`},
		{"nil image", render.NewAtlasBuilder(0).Add("n", nil), `"n" is empty`},
		{"empty image", render.NewAtlasBuilder(0).Add("e", image.NewNRGBA(image.Rect(0, 0, 0, 3))), `"e" is empty`},
	}
	for _, c := range cases {
		_, err := c.b.Build(r)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %s", c.name, err, c.want)
		}
	}
}

func TestFontFromAtlas(t *testing.T) {
	r := newRenderer(t, 32, 16)
	atlas, err := render.NewAtlasBuilder(0).Add("glyph-a", solid(3, 5, white)).Add("glyph-b", solid(2, 5, white)).Build(r)
	if err != nil {
		t.Fatal(err)
	}
	f, err := render.FontFromAtlas(atlas, map[rune]string{'a': "glyph-a", 'b': "glyph-b"}, 4, 6)
	if err != nil {
		t.Fatal(err)
	}
	if w, h := f.Measure("ab\nb"); w != 8 || h != 12 {
		t.Errorf("Measure: got %vx%v, want 8x12", w, h)
	}
	r.Queue().Text(f, "ab", 1, 1, render.StepUI, 0, render.RGBA8(0, 255, 0, 255))
	img := frame(t, r)
	cases := []struct {
		x    int
		want bool
	}{{1, true}, {3, true}, {4, false}, {5, true}, {6, true}, {7, false}}
	for _, c := range cases {
		if got := img.RGBAAt(c.x, 3).G == 255; got != c.want {
			t.Errorf("pixel x=%d: got lit %v, want %v", c.x, got, c.want)
		}
	}
	if _, err := render.FontFromAtlas(atlas, map[rune]string{'z': "glyph-z"}, 4, 6); err == nil || !strings.Contains(err.Error(), "glyph-z") {
		t.Errorf("missing glyph: got %v, want an error naming glyph-z", err)
	}
}
