// Command eventbus shows the Event Bus: systems that know nothing of each
// other talk through event types. The bomb publishes Exploded; the score,
// the camera shake and the log each subscribed to Exploded, and none of the
// four knows the others exist.
//
//	go run ./examples/eventbus
//
// What to look at: press Space to plant a bomb at a random place; one
// second later it explodes. Find what reacts to an explosion by searching
// for Subscribe[Exploded]: that is the price of the decoupling. The bus is
// found through the service locator (services.Bus); the engine provides it.
// The bus routes by the event's Go type (core/patterns/eventbus.go), so a
// typo in an event name does not compile, and a broadcast allocates nothing.
package main

import (
	"strconv"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

func main() { engine.Main(&engine.Options{Title: "Event bus"}, setup) }

// Exploded is the event: where, and how big.
type Exploded struct {
	At    mgl32.Vec2
	Power int
}

// setup builds the scene in e: the planter, the score and the camera
// shake, which share nothing but the event type.
func setup(e *engine.Engine) error {
	s := scene.New("bus")
	scene.AddComponent(s.NewObject("planter"), &planter{in: e.Input(), rng: random.New(3)})
	scene.AddComponent(s.NewObject("score"), &score{font: render.DefaultFont(e.Renderer())})
	scene.AddComponent(s.NewObject("camera"), &shake{r: e.Renderer()})
	e.Scenes().Add(s)
	return e.Scenes().Switch("bus")
}

// planter plants a bomb on Space.
type planter struct {
	scene.Base
	in  *input.Manager
	rng *random.RNG
}

func (p *planter) Update(float32) {
	if p.in.KeyPressed(input.KeySpace) {
		o := p.Owner().Scene().NewObject("bomb")
		o.Transform.SetPosition(mgl32.Vec2{p.rng.RangeF(20, 236), p.rng.RangeF(40, 220)})
		scene.AddComponent(o, &bomb{fuse: 60, power: 1 + p.rng.Intn(3)})
	}
}

// bomb counts its fuse down in fixed steps, then publishes Exploded.
type bomb struct {
	scene.Base
	fuse, power int
}

func (b *bomb) FixedUpdate(float32) {
	if b.fuse--; b.fuse == 0 {
		patterns.Broadcast(services.Bus(), Exploded{At: b.Owner().Transform.WorldPosition(), Power: b.power})
		b.Owner().Destroy()
	}
}

func (b *bomb) Render(q *render.Queue) {
	p := b.Owner().Transform.WorldPosition()
	r := float32(3 + 2*b.power)
	q.FillRect(p.X()-r, p.Y()-r, 2*r, 2*r, render.StepGeometry, 0, render.RGBA8(200, 60, 60, 255))
}

// score adds ten points per unit of power.
type score struct {
	scene.Base
	font   *render.Font
	points int
	label  string
}

func (s *score) Start() {
	s.label = "score: 0   Space plants a bomb"
	s.Own(patterns.Subscribe(services.Bus(), func(e Exploded) {
		s.points += 10 * e.Power
		s.label = "score: " + strconv.Itoa(s.points) + "   Space plants a bomb"
	}))
}

func (s *score) Render(q *render.Queue) {
	q.Text(s.font, s.label, 4, 4, render.StepUI, 0, render.White)
}

// shake shakes the camera after an explosion, harder for bigger ones.
type shake struct {
	scene.Base
	r     *render.Renderer // whose camera shakes
	left  int              // steps of shaking left
	power float32
}

func (c *shake) Start() {
	c.Own(patterns.Subscribe(services.Bus(), func(e Exploded) { c.left, c.power = 20, float32(e.Power) }))
}

func (c *shake) FixedUpdate(float32) {
	if c.left == 0 {
		c.r.SetCamera(0, 0)
		return
	}
	c.left--
	d := c.power * float32(c.left%4-2) // a jolt back and forth
	c.r.SetCamera(d, -d)
}
