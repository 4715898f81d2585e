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
	layerBack   int16 = -10 // the yard's back wall
	layerStart  int16 = 0
	layerStatic int16 = 10
	layerPost   int16 = 15
	layerPlank  int16 = 20
	layerCrate  int16 = 30
	layerGoal   int16 = 35
	layerLamp   int16 = 40
	layerActor  int16 = 50
	layerGlass  int16 = 60 // a window's pane (StepPost): over what is behind it
	layerWindow int16 = 61 // its frame, in front of its pane
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
	look *look
	objs []*scene.GameObject // every object built, in order (their children are destroyed with them)
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
		b.window(i, it, pos, rot)
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
	o := b.sensorObject(name, i, it, pos, rot)
	return scene.AddComponent(o, centred(r, it.W, it.H, layer))
}

func (b *builder) sensorObject(name string, i int, it level.Item, pos mgl32.Vec2, rot float32) *scene.GameObject {
	o := b.object(name, i, pos, rot)
	box := physics.Box(it.W, it.H)
	box.Sensor = true
	b.body(o, physics.Static, box)
	return o
}

// The window's frame: its bars' width and colour.
const frameW = 2

var frameTint = render.RGBA8(frameCol.R, frameCol.G, frameCol.B, 255)

// window builds a frosted window W x H: a pane of glass that blurs what
// is behind it, in a frame with a cross of bars. The pane is a child of
// the window's object, moved to the POSTPROCESS step with the engine's
// "frosted" shader (SetStep and SetShader, down its subtree): it draws
// after the world is lit, sampling the lit scene behind it. The frame is
// GEOMETRY on a higher layer, so the depth buffer keeps the pane behind it
// and the bars stay sharp. (SDL's 2D renderer has no POSTPROCESS step:
// there the pane is a translucent sprite in GEOMETRY.) Nothing collides
// with a window; its sensor lets the editor pick it.
func (b *builder) window(i int, it level.Item, pos mgl32.Vec2, rot float32) {
	o := b.sensorObject(string(it.Kind), i, it, pos, rot)
	pane := b.s.NewObject("glass")
	o.AddChild(pane, true)
	glass := scene.AddComponent(pane, centred(b.art.White, it.W, it.H, layerGlass))
	glass.Sprite.Color = b.look.glass
	if b.look.post {
		pane.SetStep(render.StepPost)
		pane.SetShader(b.look.frosted, b.look.frost)
	}
	w, h := it.W, it.H
	for _, bar := range [][4]float32{
		{-w / 2, -h / 2, w, frameW}, {-w / 2, h/2 - frameW, w, frameW}, // top, bottom
		{-w / 2, -h / 2, frameW, h}, {w/2 - frameW, -h / 2, frameW, h}, // left, right
		{-w / 2, -frameW / 2, w, frameW}, {-frameW / 2, -h / 2, frameW, h}, // the cross
	} {
		sr := scene.AddComponent(o, scene.NewSpriteRenderer(b.art.White))
		sr.Sprite.Pos, sr.Sprite.Size = mgl32.Vec2{bar[0], bar[1]}, mgl32.Vec2{bar[2], bar[3]}
		sr.Sprite.Layer, sr.Sprite.Color = layerWindow, frameTint
	}
}

// backWall builds the yard's back wall behind everything: the wall tile
// along the level's width, standing on its bottom edge. It is scenery, no
// item of the level: nothing collides with it, and the editor leaves it
// alone.
func (b *builder) backWall(l *level.Level) {
	o := b.s.NewObject("back wall")
	h := min(backWallH, l.Height)
	o.Transform.SetPosition(mgl32.Vec2{l.Width / 2, l.Height - h/2})
	r := b.art.BackWall
	r.H = h
	scene.AddComponent(o, newTiles(r, l.Width, h, layerBack))
	b.objs = append(b.objs, o)
}

// The lamp's lights: a spot light out of its shade, down the lamp, and a
// faint point light around the bulb that lights the rod and the hook;
// both stand above the wall (Height), so the bricks' relief catches them.
var (
	lampSpot = render.Light{
		Kind: render.LightSpot, Dir: mgl32.Vec2{0, 1}, Cone: 0.75,
		Color: render.RGBA8(255, 214, 150, 255), Intensity: 2.2, Radius: 190, Falloff: 1.4, Height: 28,
	}
	lampGlow = render.Light{
		Kind:  render.LightPoint,
		Color: render.RGBA8(255, 200, 130, 255), Intensity: 0.9, Radius: 60, Height: 14,
	}
)

// lamp hangs a brass lamp from a hook at (X, Y) on a rod H long, turned
// Angle from straight down: a pendulum on a revolute joint. Its light is
// a child object at the bulb with scene.Light components, Custom Hobo's
// light as a child of its lamp: the physics moves and turns the lamp, and
// the light follows through the transform tree, with no code of its own.
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

	light := b.s.NewObject("lamp light")
	light.Transform.SetPosition(mgl32.Vec2{0, 5}) // the bulb, in the lamp's space
	lamp.AddChild(light, true)
	scene.AddComponent(light, scene.NewLight(lampSpot))
	scene.AddComponent(light, scene.NewLight(lampGlow))
	halo := scene.AddComponent(light, centred(b.art.Halo, 14, 14, layerLamp))
	halo.Sprite.Step = render.StepGlow
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
