package effects

import (
	"fmt"
	"log/slog"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/feed"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The particle effects, in the order of assets.ParticleFiles.
const (
	Sparks   = iota // an explosion's
	Debris          // a brick's, as it catches fire
	Dissolve        // a dying enemy's
	particleKinds
)

// particleNames are the effects' object names.
var particleNames = [particleKinds]string{"sparks", "debris", "dissolve"}

// poolSize is the burst room of each system: enough for a screen of chained
// explosions.
const poolSize = 400

// SparksBurst is the sparks of one explosion.
const SparksBurst = 14

// keptBursts is how many of its latest bursts an effect remembers: those
// of the steps a rollback can run again.
const keptBursts = 32

// effect is one of the game's particle systems (core/particles,
// configured by the data's particles folder) on an object of its own:
// explosion sparks, brick debris or enemy dissolves. It hears the event
// that bursts it (Exploded, BrickBroken, EnemyKilled) and takes a burst
// back when a rollback takes its event back (Undone); it ages its
// particles every frame, cards or not, and draws them while the playfield
// shows. The particles live in world space (the camera moves them with
// the map) and are visuals only: their randomness has its own stream and
// never touches the rules.
type effect struct {
	scene.Base
	as    *assets.Assets
	k     int
	sys   *particles.System // nil when the effect is off
	shown *bool             // the playfield shows (Effects.Show)

	// the latest bursts, so that a rollback can take one back
	bursts [keptBursts]burst
	next   int
}

// burst is one burst: the step and cell of the event that spawned it,
// and its particles' serial numbers (particles.System.Spawned).
type burst struct {
	tick, x, y int
	first      uint64
	n          int
	used       bool
}

// where is the step and cell of an event that bursts particles.
type where struct{ tick, x, y int }

// buildParticles makes the three effects' objects in s, each subscribed
// to its event on bus; an effect whose config is missing or bad is off.
func buildParticles(s *scene.Scene, as *assets.Assets, shown *bool, bus *patterns.EventBus, layer int16, log *slog.Logger) [particleKinds]*effect {
	rng := random.New(0xB0B).Stream("fx")
	cfgs := [particleKinds]*particles.Config{as.Sparks, as.Debris, as.Dissolve}
	var all [particleKinds]*effect
	for i, c := range cfgs {
		e := scene.AddComponent(s.NewObject(particleNames[i]), &effect{as: as, k: i, shown: shown})
		all[i] = e
		if c == nil {
			continue
		}
		sys, err := particles.NewSystem(burstOnly(c), as.Atlas, poolSize, rng.Stream(fmt.Sprint(i)))
		if err != nil {
			log.Warn("bomberman: particles off", "file", assets.ParticleFiles[i], "err", err)
			continue
		}
		sys.Sprite.Step, sys.Sprite.Layer = render.StepGeometry, layer
		if i == Sparks {
			sys.Sprite.Blend = render.BlendAdd
		}
		e.sys = sys
	}
	burstOn(all[Sparks], bus, SparksBurst, func(ev game.Exploded) where { return where{ev.Tick, ev.X, ev.Y} })
	burstOn(all[Debris], bus, 6, func(ev game.BrickBroken) where { return where{ev.Tick, ev.X, ev.Y} })
	burstOn(all[Dissolve], bus, 10, func(ev game.EnemyKilled) where { return where{ev.Tick, ev.X, ev.Y} })
	for _, e := range all {
		e.Own(patterns.Subscribe(bus, func(feed.GameStarted) { e.clear() }))
	}
	return all
}

// burstOn bursts e's particles, n of them, at the cell of each event E,
// and takes the burst back on Undone[E].
func burstOn[E any](e *effect, bus *patterns.EventBus, n int, at func(E) where) {
	e.Own(patterns.Subscribe(bus, func(ev E) {
		w := at(ev)
		e.burst(w, n)
	}))
	e.Own(patterns.Subscribe(bus, func(u game.Undone[E]) { e.takeBack(at(u.Event)) }))
}

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
		return fmt.Errorf("particles: effect %s is off", assets.ParticleFiles[e.k])
	}
	return e.sys.SetConfig(burstOnly(c), e.as.Atlas, poolSize)
}

// burst spawns n particles at the centre of the event's cell, if
// particles are on.
func (e *effect) burst(w where, n int) {
	if e.sys == nil || !e.as.Look.Particles {
		return
	}
	e.sys.SetOrigin(mgl32.Vec2{float32(w.x*assets.Cell + assets.Cell/2), float32(assets.MapTop + w.y*assets.Cell + assets.Cell/2)}, 0)
	first := e.sys.Spawned()
	n = e.sys.Spawn(n)
	e.bursts[e.next] = burst{tick: w.tick, x: w.x, y: w.y, first: first, n: n, used: true}
	e.next = (e.next + 1) % keptBursts
}

// takeBack removes the particles of the burst of the event at w, if they
// are still alive.
func (e *effect) takeBack(w where) {
	for i := range e.bursts {
		b := &e.bursts[i]
		if b.used && b.tick == w.tick && b.x == w.x && b.y == w.y {
			if e.sys != nil {
				e.sys.Remove(b.first, b.n)
			}
			*b = burst{}
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
	if e.sys != nil && *e.shown && e.sys.Live() > 0 {
		e.sys.Render(q)
	}
}

func (e *effect) clear() {
	if e.sys != nil {
		e.sys.Clear()
	}
	e.bursts = [keptBursts]burst{}
}

func (e *effect) live() int {
	if e.sys == nil {
		return 0
	}
	return e.sys.Live()
}
