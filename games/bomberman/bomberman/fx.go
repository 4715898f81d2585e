package bomberman

import (
	"fmt"
	"os"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// The effects' particle systems.
const (
	fxSparks = iota
	fxDebris
	fxDissolve
	fxCount
)

// fxFiles are the emitter files of each effect, in the data's particles folder.
var fxFiles = [fxCount]string{"sparks.json", "debris.json", "dissolve.json"}

// fxPool is the burst room of each system: enough for a screen of chained
// explosions.
const fxPool = 400

// fxSparksBurst is the sparks of one explosion.
const fxSparksBurst = 14

// effect is one of the game's particle systems (core/particles,
// configured by the data's particles folder) on an object of its own:
// explosion sparks, brick debris or enemy dissolves. It hears the event
// that bursts it (Exploded, BrickBroken, EnemyKilled), ages its particles
// every frame, cards or not, and draws them while the playfield shows. The
// particles live in world space (the camera moves them with the map) and
// are visuals only: their randomness has its own stream and never touches
// the rules.
type effect struct {
	scene.Base
	v   *playView
	k   int
	sys *particles.System // nil when the effect is off

	// the latest bursts, so that a rollback can take one back (Undone)
	bursts [fxBursts]fxBurst
	next   int
}

// fxBursts is how many of its latest bursts an effect remembers: those of
// the steps a rollback can run again.
const fxBursts = 32

// fxBurst is one burst: the step and cell of the event that spawned it,
// and its particles' serial numbers (particles.System.Spawned).
type fxBurst struct {
	tick, x, y int
	first      uint64
	n          int
	used       bool
}

// newEffects builds the three effects' objects in s, each subscribed to
// its event on bus; an effect whose config is missing or bad is off.
func newEffects(s *scene.Scene, v *playView, bus *patterns.EventBus) [fxCount]*effect {
	a := v.app
	rng := random.New(0xB0B).Stream("fx")
	cfgs := [fxCount]*particles.Config{a.Assets.Sparks, a.Assets.Debris, a.Assets.Dissolve}
	var fx [fxCount]*effect
	for i, c := range cfgs {
		e := scene.AddComponent(s.NewObject(fxNames[i]), &effect{v: v, k: i})
		fx[i] = e
		if c == nil {
			continue
		}
		sys, err := particles.NewSystem(burstOnly(c), a.Assets.Atlas, fxPool, rng.Stream(fmt.Sprint(i)))
		if err != nil {
			fmt.Fprintln(os.Stderr, "bomberman: particles off:", err)
			continue
		}
		sys.Sprite.Step, sys.Sprite.Layer = render.StepGeometry, layerParticles
		if i == fxSparks {
			sys.Sprite.Blend = render.BlendAdd
		}
		e.sys = sys
	}
	burstOn(fx[fxSparks], bus, fxSparksBurst, func(ev Exploded) [3]int { return [3]int{ev.Tick, ev.X, ev.Y} })
	burstOn(fx[fxDebris], bus, 6, func(ev BrickBroken) [3]int { return [3]int{ev.Tick, ev.X, ev.Y} })
	burstOn(fx[fxDissolve], bus, 10, func(ev EnemyKilled) [3]int { return [3]int{ev.Tick, ev.X, ev.Y} })
	for _, e := range fx {
		e.Own(patterns.Subscribe(bus, func(GameStarted) { e.clear() }))
	}
	return fx
}

// burstOn bursts e's particles, n of them, at the cell of each event E,
// and takes the burst back on Undone[E].
func burstOn[E any](e *effect, bus *patterns.EventBus, n int, where func(E) [3]int) {
	e.Own(patterns.Subscribe(bus, func(ev E) {
		w := where(ev)
		e.burst(w[0], w[1], w[2], n)
	}))
	e.Own(patterns.Subscribe(bus, func(u Undone[E]) {
		w := where(u.Event)
		e.takeBack(w[0], w[1], w[2])
	}))
}

// fxNames are the effects' object names.
var fxNames = [fxCount]string{"sparks", "debris", "dissolve"}

// burstOnly copies an emitter config for the game's use: bursts only, in
// world space; the events say where and when.
func burstOnly(c *particles.Config) *particles.Config {
	cfg := *c
	cfg.Emitter.SpawnRate = 0
	cfg.Emitter.ParticleMoveWithObject = false
	return &cfg
}

// setConfig rebuilds the effect from a reloaded emitter file; on error it
// keeps its last good config.
func (e *effect) setConfig(c *particles.Config) error {
	if e.sys == nil {
		return fmt.Errorf("particles: effect %s is off", fxFiles[e.k])
	}
	return e.sys.SetConfig(burstOnly(c), e.v.app.Assets.Atlas, fxPool)
}

// burst spawns n particles at the centre of cell (x, y), if particles are
// on.
func (e *effect) burst(tick, x, y, n int) {
	if e.sys == nil || !e.v.app.settings.Particles {
		return
	}
	e.sys.SetOrigin(mgl32.Vec2{float32(x*Cell + Cell/2), float32(MapTop + y*Cell + Cell/2)}, 0)
	first := e.sys.Spawned()
	n = e.sys.Spawn(n)
	e.bursts[e.next] = fxBurst{tick: tick, x: x, y: y, first: first, n: n, used: true}
	e.next = (e.next + 1) % fxBursts
}

// takeBack removes the particles of the burst at cell (x, y) in the step
// to tick, if they are still alive.
func (e *effect) takeBack(tick, x, y int) {
	for i := range e.bursts {
		b := &e.bursts[i]
		if b.used && b.tick == tick && b.x == x && b.y == y {
			if e.sys != nil {
				e.sys.Remove(b.first, b.n)
			}
			*b = fxBurst{}
			return
		}
	}
}

func (e *effect) Update(dt float32) {
	if e.sys != nil {
		e.sys.Update(dt)
	}
}

func (e *effect) Render(q *render.Queue) {
	if e.sys != nil && e.v.fieldShown() && e.sys.Live() > 0 {
		e.sys.Render(q)
	}
}

func (e *effect) clear() {
	if e.sys != nil {
		e.sys.Clear()
	}
	e.bursts = [fxBursts]fxBurst{}
}

func (e *effect) live() int {
	if e.sys == nil {
		return 0
	}
	return e.sys.Live()
}

// effects are the three effects of the play scene.
type effects [fxCount]*effect

// clear drops every live particle.
func (f *effects) clear() {
	for _, e := range f {
		e.clear()
	}
}

// live counts the live particles (the debug overlay's figure).
func (f *effects) live() int {
	n := 0
	for _, e := range f {
		n += e.live()
	}
	return n
}
