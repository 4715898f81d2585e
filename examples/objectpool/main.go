// Command objectpool shows the Object Pool pattern with the engine's
// particle system: every particle lives in a pool allocated once, and
// spawning one reuses a dead slot instead of allocating.
//
//	go run ./examples/objectpool
//
// What to look at: Space bursts 150 sparks. The pool holds 301 (room for
// two bursts, plus the one slot of slack every pool keeps), so a third
// burst in quick succession only just starts: the system spawns what fits,
// counts the rest as dropped, and never grows the pool behind your back.
// The bar is the pool: its length is the capacity, the lit part the live
// particles. The pool is core/particles/system.go: struct-of-arrays slices
// sized once, used as a ring (every particle lives as long as the others,
// so they die in the order they were born and recycling is moving the
// ring's head).
package main

import (
	"strconv"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

func main() { engine.Main(&engine.Options{Title: "Object pool"}, setup) }

const (
	burstSize = 150
	room      = 2 * burstSize // pool room for bursts
)

// sparks is the emitter's config, in code here; games keep it in a JSON
// file (see data/particles).
var sparks = particles.Config{
	Emitter: particles.EmitterConfig{
		PatternType: particles.Pattern{Rotate: true}, ParticleLife: 1.5, SprayAngle: 180,
		MinSpeed: 30, MaxSpeed: 110, Fade: particles.FadeOut, FadeTime: 0.5,
		UniformAnimation: true, Gravity: 60, Colors: []string{"#ffe080", "#ff9040"},
	},
	Animation: particles.AnimationConfig{FrameCount: 4, FrameDuration: 0.1, IsLooping: true},
	Sprite:    particles.SpriteConfig{SpriteSource: particles.Source{"spark"}},
}

// onDemand is a Behavior that never emits by itself: it asks the pool for
// room for bursts.
type onDemand struct{}

func (onDemand) Emit(*particles.System, float32) {}
func (onDemand) Extra(*particles.Config) int     { return room }

// setup builds the scene in e: the emitter, its sheets in an atlas of e's
// renderer, and the HUD.
func setup(e *engine.Engine) error {
	atlas, err := particles.AddSheets(render.NewAtlasBuilder(0)).Build(e.Renderer())
	if err != nil {
		return err
	}
	if err := sparks.Validate("sparks"); err != nil {
		return err
	}
	em, err := particles.NewEmitter(&sparks, atlas, onDemand{}, random.New(1))
	if err != nil {
		return err
	}
	s := scene.New("pool")
	o := s.NewObject("emitter")
	o.Transform.SetPosition(mgl32.Vec2{128, 110})
	scene.AddComponent(o, em)
	scene.AddComponent(s.NewObject("hud"), &hud{in: e.Input(), font: render.DefaultFont(e.Renderer()), em: em})
	e.Scenes().Add(s)
	return e.Scenes().Switch("pool")
}

// hud bursts on Space and draws the pool.
type hud struct {
	scene.Base
	in      *input.Manager
	font    *render.Font
	em      *particles.Emitter
	dropped int
	label   string
}

func (h *hud) Update(float32) {
	if h.in.KeyPressed(input.KeySpace) {
		h.em.Burst(burstSize) // spawns what fits
	}
	sys := h.em.System()
	if d := sys.Dropped(); d != h.dropped || h.label == "" {
		h.dropped = d
		h.label = "pool " + strconv.Itoa(sys.Cap()) + ", dropped " + strconv.Itoa(d)
	}
}

func (h *hud) Render(q *render.Queue) {
	sys := h.em.System()
	font := h.font
	q.Text(font, "Space bursts", 4, 4, render.StepUI, 0, render.White)
	q.Text(font, h.label, 4, 16, render.StepUI, 0, render.White)
	scale := float32(248) / float32(sys.Cap())
	q.FillRect(4, 226, float32(sys.Cap())*scale, 8, render.StepUI, 0, render.RGBA8(60, 60, 80, 255))
	q.FillRect(4, 226, float32(sys.Live())*scale, 8, render.StepUI, 1, render.RGBA8(255, 200, 80, 255))
}
