package render

import (
	"errors"
	"image"
	"image/color"
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// LightKind is the shape of a Light.
type LightKind uint8

const (
	LightPoint       LightKind = iota // a disc of light around Pos
	LightSpot                         // a cone from Pos towards Dir
	LightDirectional                  // light from far away: the same everywhere
)

// MaxLights is how many lights one frame carries; more are dropped and
// counted in FrameStats.LightsDropped.
const MaxLights = 256

// Light is one light of the LIGHTING step, in world pixels (the camera
// moves it like a sprite). Lights add to the ambient colour and to the
// StepLight sprites; the sum multiplies the world's colour.
//
// On the GPU backend every light is evaluated per pixel in the lighting
// shader, and the sum may exceed 1 (TONE_MAP brings it back). On the
// SDL-renderer backend a light is approximated by a sprite added to the
// light map, whose values stop at 1: a point light is a radial gradient
// with quadratic falloff, a spot light the same gradient squeezed into its
// cone, a directional light a uniform fill.
type Light struct {
	Kind      LightKind
	Pos       mgl32.Vec2 // point and spot: where it shines from
	Dir       mgl32.Vec2 // spot: the direction it shines (any length but zero)
	Color     Color      // red, green and blue; alpha is ignored
	Intensity float32    // multiplies Color
	Radius    float32    // point and spot: the distance at which it fades to nothing
	Cone      float32    // spot: half the cone's angle, in radians
	// Falloff is the exponent of the fade (1 - distance/Radius)^Falloff:
	// 1 is linear, 2 (also what 0 means) quadratic.
	Falloff float32
	// Height is how far above the plane the light stands, in world pixels
	// (for a directional light, how steeply it falls: its direction is
	// (-Dir, Height)). 0, the default, is a flat 2D light: it adds its
	// colour, faded by distance, whatever the surface. Above 0 the light
	// shines on the surface at an angle: a surface lit from straight above
	// takes it all, one seen at a slant less, and a texture's normal map
	// (Renderer.SetMaterial) turns each texel towards or away from it, with
	// a highlight where the material is specular. The GPU backend alone
	// draws heights; SDL's 2D renderer draws every light flat.
	Height float32
}

// Light adds a light to this frame. Lights apply only while lighting is on
// (Effects' Lighting). It copies l; past MaxLights a frame's lights are
// dropped.
func (q *Queue) Light(l *Light) {
	if q.done || q.lookup == nil {
		q.begin()
	}
	if len(q.lights) >= MaxLights {
		q.dropped++
		return
	}
	q.lights = append(q.lights, *l)
}

// Lights reports this frame's lights so far.
func (q *Queue) Lights() int {
	if q.done {
		return 0
	}
	return len(q.lights)
}

// falloff is the light's exponent, 2 when unset.
func (l *Light) falloff() float32 {
	if l.Falloff <= 0 {
		return 2
	}
	return l.Falloff
}

// The SDL-renderer backend's light shapes: a radial gradient and a cone
// with a 45-degree half-angle, apex at the left middle, pointing right.
const lightTexSize = 64

type lightTextures struct {
	disc, cone Region
}

// lightImage draws a light shape: white, with the falloff in alpha.
// cone selects the cone, else the disc.
func lightImage(cone bool) *image.NRGBA {
	const n = lightTexSize
	img := image.NewNRGBA(image.Rect(0, 0, n, n))
	for y := range n {
		for x := range n {
			var d float64
			fx, fy := float64(x)+0.5, float64(y)+0.5
			if cone {
				dy := fy - n/2
				if math.Abs(dy) > fx { // outside the 45-degree half-angle
					continue
				}
				d = math.Hypot(fx, dy) / n
			} else {
				d = math.Hypot(fx-n/2, fy-n/2) / (n / 2)
			}
			a := math.Max(0, 1-d)
			img.SetNRGBA(x, y, color.NRGBA{255, 255, 255, uint8(a*a*255 + 0.5)})
		}
	}
	return img
}

// lightSprites turns the frame's lights into additive StepLight sprites
// on the light map (the SDL-renderer backend's approximation).
func (b *sdlBackend) lightSprites() error {
	r := b.r
	if b.lightTex == nil {
		if b.lightErr != nil {
			return b.lightErr
		}
		return errors.New("render: light shapes missing")
	}
	q := r.frame
	for i := range q.lights {
		l := &q.lights[i]
		c := Color{l.Color.R * l.Intensity, l.Color.G * l.Intensity, l.Color.B * l.Intensity, 1}
		switch l.Kind {
		case LightDirectional:
			w, h := r.LogicalSize()
			q.rect(Key{Step: StepLight, Tex: q.white.Tex, Blend: BlendAdd}, q.camX, q.camY, float32(w), float32(h), q.white, c)
		case LightSpot:
			s := NewSprite(b.lightTex.cone)
			s.Step, s.Blend, s.Color = StepLight, BlendAdd, c
			s.Pos, s.Pivot = l.Pos, mgl32.Vec2{0, lightTexSize / 2}
			// The cone's half-angle is 45 degrees: squeezing it by tan(Cone)
			// across its axis gives the light's.
			squeeze := float32(math.Tan(math.Min(float64(l.Cone), 1.5)))
			s.Scale = mgl32.Vec2{l.Radius / lightTexSize, l.Radius / lightTexSize * squeeze}
			s.Rotation = float32(math.Atan2(float64(l.Dir[1]), float64(l.Dir[0])))
			q.Submit(&s)
		default:
			s := NewSprite(b.lightTex.disc)
			s.Step, s.Blend, s.Color = StepLight, BlendAdd, c
			s.Pos, s.Pivot = l.Pos, mgl32.Vec2{lightTexSize / 2, lightTexSize / 2}
			s.Scale = mgl32.Vec2{2 * l.Radius / lightTexSize, 2 * l.Radius / lightTexSize}
			q.Submit(&s)
		}
	}
	return nil
}

// lightTextures makes the light shapes (on the SDL thread).
func (b *sdlBackend) lightTextures() (*lightTextures, error) {
	disc, err := b.r.newTexture("render:light-disc", lightTexSize, lightTexSize, lightImage(false).Pix)
	if err != nil {
		return nil, err
	}
	cone, err := b.r.newTexture("render:light-cone", lightTexSize, lightTexSize, lightImage(true).Pix)
	if err != nil {
		return nil, err
	}
	return &lightTextures{disc: disc.Region(), cone: cone.Region()}, nil
}
