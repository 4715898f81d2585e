package render

import (
	"fmt"
	"image"
	"image/draw"

	"github.com/bengine-go/bengine/core/internal/sdlthread"
)

// Material is how a texture's surface takes light in the LIGHTING step
// of the GPU backend: every sprite and SubmitDraw batch drawn from the
// texture in StepGeometry writes it into the G-buffer (the fragment hook
// bengineWrite does; a game's shader may write its own surface with
// bengineWriteSurface).
//
// A material belongs to a texture, not to a sprite: the sprite's instance
// record stays as small as it is, and a batch (one texture) pushes its
// material once. A normal map is a second texture laid out exactly like
// the first, so a sprite's normals are the same region of it as its
// colours: an atlas page's normal map is a page of normals packed the same
// way. Specular strength varies per texel through the normal map's alpha,
// which multiplies Specular; roughness is the texture's.
type Material struct {
	// Normals is the normal map: as large as the texture, red the normal's
	// x (to the right), green its y (up the picture), blue its z (out of
	// it), each 0..255 for -1..1, as painting tools write them; alpha the
	// specular mask (255: Specular in full). Nil is flat.
	Normals image.Image
	// Specular is the strength of the highlights lights with a Height
	// make on the surface: 0 (the default) is matte.
	Specular float32
	// Roughness spreads the highlight: 0 is a small sharp one, 1 a broad
	// dull one.
	Roughness float32
	// Emissive is how much of the texture's drawn colour the surface gives
	// off, per channel (alpha ignored): added to the lit scene whatever
	// the light, and blurred into the glow. The zero value gives off
	// nothing.
	Emissive Color
}

// surface is a texture's material as the GPU backend pushes it.
type surface struct {
	specular, roughness float32
	emissive            [3]float32
	normals             bool
}

// SetMaterial gives texture t (made by this renderer) the material m. The
// normal map is uploaded now, replacing one set before; it must be the
// texture's size. SDL's 2D renderer has no G-buffer and ignores
// materials: it says so once, in the log, the first time a material with
// a normal map is set.
func (r *Renderer) SetMaterial(t *Texture, m Material) (err error) {
	if t == nil {
		return fmt.Errorf("render: SetMaterial of a nil texture")
	}
	var pix []byte
	if m.Normals != nil {
		b := m.Normals.Bounds()
		if b.Dx() != t.W || b.Dy() != t.H {
			return fmt.Errorf("render: texture %q: normal map of %dx%d, want the texture's %dx%d", t.name, b.Dx(), b.Dy(), t.W, t.H)
		}
		n := image.NewNRGBA(image.Rect(0, 0, t.W, t.H))
		draw.Draw(n, n.Bounds(), m.Normals, b.Min, draw.Src)
		pix = n.Pix
	}
	s := surface{
		specular: max(m.Specular, 0), roughness: min(max(m.Roughness, 0), 1),
		emissive: [3]float32{max(m.Emissive.R, 0), max(m.Emissive.G, 0), max(m.Emissive.B, 0)},
	}
	sdlthread.Do(func() { err = r.setMaterial(t, s, pix) })
	return err
}

// materialBackend is the capability of drawing materials: the GPU
// backend's G-buffer.
type materialBackend interface {
	setNormals(t *Texture, pix []byte) error
}

func (r *Renderer) setMaterial(t *Texture, s surface, pix []byte) error {
	if r.closed {
		return fmt.Errorf("render: SetMaterial of texture %q on a closed Renderer", t.name)
	}
	b, ok := r.b.(materialBackend)
	if !ok {
		if pix != nil && !r.warnedMaterial {
			r.warnedMaterial = true
			r.logger().Warn("render: SDL's 2D renderer has no G-buffer: normal maps and materials are ignored", "texture", t.name)
		}
		t.surface = s
		return nil
	}
	if pix != nil {
		if err := b.setNormals(t, pix); err != nil {
			return fmt.Errorf("render: texture %q: normal map: %w", t.name, err)
		}
		s.normals = true
	} else {
		s.normals = false
		if err := b.setNormals(t, nil); err != nil {
			return err
		}
	}
	t.surface = s
	return nil
}
