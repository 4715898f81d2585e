package scene

import (
	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/render"
)

// Light is a component that shines a render.Light from its owner: the
// Custom Hobo engine's light as a child of its lamp. Light.Pos and
// Light.Dir are in the owner's space; each frame the light is placed by
// the owner's world matrix (Pos as a point, Dir as a direction), so moving
// or turning the lamp, or anything it hangs from, moves the light and
// turns a spot light's cone with it, with no code in the lamp. The other
// fields (colour, intensity, radius, cone, falloff) are copied as they
// are, in world units.
//
//	lamp := s.NewObject("lamp")
//	scene.AddComponent(lamp, scene.NewSpriteRenderer(lampRegion))
//	scene.AddComponent(lamp, scene.NewLight(render.Light{
//		Kind: render.LightSpot, Pos: mgl32.Vec2{0, 6}, Dir: mgl32.Vec2{0, 1},
//		Color: render.White, Intensity: 1, Radius: 80, Cone: 0.5,
//	}))
//
// Lights draw while the renderer's lighting is on (render.Effects).
type Light struct {
	Base
	// Light is the light in the owner's space.
	Light render.Light
	// Off keeps the light from shining while the object goes on.
	Off bool
}

// NewLight returns a Light component shining l from its owner.
func NewLight(l render.Light) *Light { return &Light{Light: l} }

// World returns the light as it shines now: Light with Pos and Dir mapped
// by the owner's world matrix. Height, above the plane, is kept as it is,
// like the radius: world units.
func (l *Light) World() render.Light {
	out := l.Light
	if o := l.owner; o != nil {
		w := o.Transform.World()
		out.Pos = transformPoint(w, l.Light.Pos)
		out.Dir = transformDir(w, l.Light.Dir)
	}
	return out
}

// Render adds the light to the frame, unless it is off.
func (l *Light) Render(q *render.Queue) {
	if l.Off {
		return
	}
	out := l.World()
	q.Light(&out)
}

// transformDir applies the affine matrix m to the direction d: rotation
// and scale, no translation.
func transformDir(m *mgl32.Mat3, d mgl32.Vec2) mgl32.Vec2 {
	return mgl32.Vec2{m[0]*d[0] + m[3]*d[1], m[1]*d[0] + m[4]*d[1]}
}
