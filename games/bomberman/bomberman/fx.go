package bomberman

import (
	"fmt"
	"os"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
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

// fx holds the game's particle systems (core/particles, configured by
// the data's particles folder): explosion sparks, brick debris and enemy dissolves. They
// live in world space (the camera moves them with the map) and are visuals
// only: their randomness has its own stream and never touches the rules.
type fx struct {
	app *App
	sys [fxCount]*particles.System
}

func (f *fx) init(a *App) {
	f.app = a
	rng := random.New(0xB0B).Stream("fx")
	cfgs := [fxCount]*particles.Config{a.Assets.Sparks, a.Assets.Debris, a.Assets.Dissolve}
	for i, c := range cfgs {
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
		f.sys[i] = sys
	}
}

// burstOnly copies an emitter config for the game's use: bursts only, in
// world space; the session says where and when.
func burstOnly(c *particles.Config) *particles.Config {
	cfg := *c
	cfg.Emitter.SpawnRate = 0
	cfg.Emitter.ParticleMoveWithObject = false
	return &cfg
}

// setConfig rebuilds effect k from a reloaded emitter file; on error the
// effect keeps its last good config.
func (f *fx) setConfig(k int, c *particles.Config) error {
	s := f.sys[k]
	if s == nil {
		return fmt.Errorf("particles: effect %s is off", fxFiles[k])
	}
	return s.SetConfig(burstOnly(c), f.app.Assets.Atlas, fxPool)
}

// burst spawns n particles of system k at the centre of cell (x, y), if
// particles are on.
func (f *fx) burst(k, x, y, n int) {
	s := f.sys[k]
	if s == nil || !f.app.settings.Particles {
		return
	}
	s.SetOrigin(mgl32.Vec2{float32(x*Cell + Cell/2), float32(MapTop + y*Cell + Cell/2)}, 0)
	s.Spawn(n)
}

func (f *fx) update(dt float32) {
	for _, s := range f.sys {
		if s != nil {
			s.Update(dt)
		}
	}
}

func (f *fx) render(q *render.Queue) {
	for _, s := range f.sys {
		if s != nil && s.Live() > 0 {
			s.Render(q)
		}
	}
}

func (f *fx) clear() {
	for _, s := range f.sys {
		if s != nil {
			s.Clear()
		}
	}
}

// live counts the live particles (the debug overlay's figure).
func (f *fx) live() int {
	n := 0
	for _, s := range f.sys {
		if s != nil {
			n += s.Live()
		}
	}
	return n
}
