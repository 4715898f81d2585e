package tumble

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/physics"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/tumble/level"
)

// The physics of the game: Box2D's world at 32 pixels a metre (a crate
// is half a metre), and a gravity stronger than the Earth's, for jumps
// that feel like a game's.
var (
	PixelsPerMetre = float32(32)
	Gravity        = mgl32.Vec2{0, 18}
)

// The draw layers, back to front.
const (
	layerStart  int16 = 0
	layerStatic int16 = 10
	layerPost   int16 = 15
	layerPlank  int16 = 20
	layerCrate  int16 = 30
	layerGoal   int16 = 35
	layerLamp   int16 = 40
	layerActor  int16 = 50
	layerWindow int16 = 60
	layerEditor int16 = 90
)

// Materials.
const (
	crateDensity = 2
	lampDensity  = 10
	plankDensity = 1.5
	// bridgeSlack is how much longer than its span a rope bridge is: it
	// hangs in a curve, and sways.
	bridgeSlack = 0.02
)

// builder turns a level's items into objects with bodies, joints and
// sprites in a scene and a physics world.
type builder struct {
	s    *scene.Scene
	w    *physics.World
	art  *Art
	objs []*scene.GameObject // every object built, in order
}

// object adds an object for item i at pos turned by rot (radians).
func (b *builder) object(name string, i int, pos mgl32.Vec2, rot float32) *scene.GameObject {
	o := b.s.NewObject(name)
	o.Transform.SetPosition(pos)
	o.Transform.SetRotation(rot)
	scene.AddComponent(o, &tag{item: i})
	b.objs = append(b.objs, o)
	return o
}

func (b *builder) body(o *scene.GameObject, t physics.BodyType, shapes ...physics.Shape) *physics.Body {
	return scene.AddComponent(o, physics.NewBody(b.w, t, shapes...))
}

func radians(deg float32) float32 { return deg * math.Pi / 180 }

// rotate turns v by rot radians, clockwise on screen.
func rotate(v mgl32.Vec2, rot float32) mgl32.Vec2 {
	s, c := math.Sincos(float64(rot))
	return mgl32.Vec2{v[0]*float32(c) - v[1]*float32(s), v[0]*float32(s) + v[1]*float32(c)}
}

// item builds item i.
func (b *builder) item(i int, it level.Item) {
	pos, rot := mgl32.Vec2{it.X, it.Y}, radians(it.Angle)
	name := string(it.Kind)
	switch it.Kind {
	case level.Crate:
		o := b.object(name, i, pos, rot)
		box := physics.Box(it.W, it.H)
		box.Density, box.Friction, box.Restitution = crateDensity, 0.6, 0.05
		b.body(o, physics.Dynamic, box)
		sr := scene.AddComponent(o, centred(b.art.Crate, it.W, it.H, layerCrate))
		sr.Sprite.FlipX = it.Flip
	case level.Wall, level.Brick:
		o := b.object(name, i, pos, rot)
		b.body(o, physics.Static, physics.Box(it.W, it.H))
		tile := b.art.Stone
		if it.Kind == level.Brick {
			// Bricks are plain sprites here; a normal map for the
			// lighting pass belongs on these tiles.
			tile = b.art.Brick
		}
		scene.AddComponent(o, newTiles(tile, it.W, it.H, layerStatic))
	case level.Ramp:
		o := b.object(name, i, pos, rot)
		x := it.W / 2
		if it.Flip {
			x = -x
		}
		b.body(o, physics.Static, physics.Polygon(
			mgl32.Vec2{-x, it.H / 2}, mgl32.Vec2{x, it.H / 2}, mgl32.Vec2{x, -it.H / 2}))
		sr := scene.AddComponent(o, centred(b.art.Ramp, it.W, it.H, layerStatic))
		sr.Sprite.FlipX = it.Flip
	case level.Lamp:
		b.lamp(i, it, pos, rot)
	case level.Window:
		// Nothing collides with a window; its sensor lets the editor pick
		// it. The frosted glass that blurs what is behind it is a
		// post-process of the lit scene; here it is a tinted pane.
		b.sensor(name, i, it, pos, rot, b.art.Glass, layerWindow)
	case level.Bridge:
		b.bridge(i, it, pos, rot)
	case level.Start:
		b.sensor(name, i, it, pos, rot, b.art.Start, layerStart)
	case level.Goal:
		sr := b.sensor(name, i, it, pos, rot, b.art.Flag, layerGoal)
		sr.Sprite.FlipX = it.Flip
	}
}

// sensor builds an item nothing collides with: a picture and a static
// sensor of its size, which reports what enters it (the goal) and which the
// editor's pointer finds.
func (b *builder) sensor(name string, i int, it level.Item, pos mgl32.Vec2, rot float32, r render.Region, layer int16) *scene.SpriteRenderer {
	o := b.object(name, i, pos, rot)
	box := physics.Box(it.W, it.H)
	box.Sensor = true
	b.body(o, physics.Static, box)
	return scene.AddComponent(o, centred(r, it.W, it.H, layer))
}

// lamp hangs a brass lamp from a hook at (X, Y) on a rod H long, turned
// Angle from straight down: a pendulum on a revolute joint, with a light
// at its bulb.
func (b *builder) lamp(i int, it level.Item, hookAt mgl32.Vec2, rot float32) {
	hook := b.object("hook", i, hookAt, 0)
	hb := b.body(hook, physics.Static, physics.Circle(2))
	at := hookAt.Add(rotate(mgl32.Vec2{0, it.H}, rot))
	lamp := b.object("lamp", i, at, rot)
	shade := physics.Box(it.W, 6)
	shade.Density = lampDensity
	lb := b.body(lamp, physics.Dynamic, shade)
	lb.AngularDamping = 0.05
	scene.AddComponent(lamp, physics.NewJoint(physics.Revolute, hb, lb, hookAt))

	rod := centred(b.art.Rod, 2, it.H, layerLamp)
	rod.Sprite.Pos = mgl32.Vec2{0, -it.H / 2}
	scene.AddComponent(lamp, rod)
	scene.AddComponent(lamp, centred(b.art.Shade, it.W, 6, layerLamp))
	bulb := centred(b.art.Bulb, 5, 5, layerLamp)
	bulb.Sprite.Pos = mgl32.Vec2{0, 4}
	scene.AddComponent(lamp, bulb)
	// The light is the lamp's: it moves and swings with it.
	scene.AddComponent(lamp, &lampLight{bulb: mgl32.Vec2{0, 5}, light: render.Light{
		Kind: render.LightPoint, Color: render.RGBA8(255, 214, 150, 255), Intensity: 1.6, Radius: 130,
	}})
}

// bridge hangs planks between two posts W apart, each plank joined to the
// next by a revolute joint at their shared end, in a shallow curve a
// little longer than the span.
func (b *builder) bridge(i int, it level.Item, centre mgl32.Vec2, rot float32) {
	n := max(2, int(it.W/16+0.5))
	// A parabola of depth d is about W + 8d²/(3W) long.
	d := it.W * float32(math.Sqrt(3*bridgeSlack/8))
	point := func(k int) mgl32.Vec2 {
		t := float32(k) / float32(n)
		local := mgl32.Vec2{(t - 0.5) * it.W, 4 * d * t * (1 - t)}
		return centre.Add(rotate(local, rot))
	}
	var posts [2]*physics.Body
	for side, k := range [2]int{0, n} {
		o := b.object("post", i, point(k), rot)
		posts[side] = b.body(o, physics.Static, physics.Box(4, 4))
		p := centred(b.art.Post, 6, 16, layerPost)
		p.Sprite.Pos = mgl32.Vec2{0, 6}
		scene.AddComponent(o, p)
	}
	prev := posts[0]
	for k := range n {
		a, c := point(k), point(k+1)
		mid, span := a.Add(c).Mul(0.5), c.Sub(a)
		o := b.object("plank", i, mid, float32(math.Atan2(float64(span[1]), float64(span[0]))))
		plank := physics.Box(span.Len()-1, it.H)
		plank.Density, plank.Friction = plankDensity, 0.9
		plank.Group = -1 // planks never collide with each other
		pb := b.body(o, physics.Dynamic, plank)
		scene.AddComponent(o, centred(b.art.Plank, span.Len(), it.H, layerPlank))
		scene.AddComponent(o, physics.NewJoint(physics.Revolute, prev, pb, a))
		prev = pb
	}
	last := b.objs[len(b.objs)-1]
	scene.AddComponent(last, physics.NewJoint(physics.Revolute, prev, posts[1], point(n)))
}
