package effects

import (
	"log/slog"

	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
)

// Effects are the play scene's effects of the rules' events: the three
// particle systems, the screen shake and the sounds, each on an object of
// the scene, subscribed to its events.
type Effects struct {
	as        *assets.Assets
	particles [particleKinds]*effect
	shake     *shake
	shown     bool // the playfield shows: the particles draw
}

// Options place the effects in the play scene.
type Options struct {
	// ParticleLayer is the geometry step's layer the particles draw on.
	ParticleLayer int16
	// Pan places a sound by its cell's column: -1 the left edge of the
	// screen, 1 the right.
	Pan func(cellX int) float32
	// Log hears an effect that is off (its emitter would not load).
	Log *slog.Logger
}

// Build adds the effects' objects to s, started at once, each subscribed
// to its events on bus: the sparks, the debris and the dissolves (which
// age every frame, whatever the scene shows), the shake, the sounds.
func Build(s *scene.Scene, as *assets.Assets, bus *patterns.EventBus, o Options) *Effects {
	fx := &Effects{as: as}
	fx.particles = buildParticles(s, as, &fx.shown, bus, o.ParticleLayer, o.Log)
	sh := s.NewObject("shake")
	fx.shake = scene.AddComponent(sh, &shake{as: as})
	fx.shake.subscribe(bus)
	so := s.NewObject("sounds")
	scene.AddComponent(so, &sounds{pan: o.Pan}).subscribe(bus)
	for _, e := range fx.particles {
		s.StartNow(e.Owner())
	}
	s.StartNow(sh)
	s.StartNow(so)
	return fx
}

// Show says whether the playfield shows this frame: the particles draw
// only over it (they age on the cards too).
func (fx *Effects) Show(on bool) { fx.shown = on }

// ShakeOffset is the camera's offset this frame, if the screen shakes.
func (fx *Effects) ShakeOffset() ([2]float32, bool) { return fx.shake.offset() }

// Shaking reports whether the screen shakes in the next frame.
func (fx *Effects) Shaking() bool { return fx.shake.frames > 1 && fx.as.Look.Shake }

// Clear drops every live particle (the Look turned them off).
func (fx *Effects) Clear() {
	for _, e := range fx.particles {
		e.clear()
	}
}

// Live counts the live particles (the debug overlay's figure).
func (fx *Effects) Live() int {
	n := 0
	for _, e := range fx.particles {
		n += e.live()
	}
	return n
}

// LiveOf counts the live particles of one effect (Sparks, Debris,
// Dissolve).
func (fx *Effects) LiveOf(k int) int { return fx.particles[k].live() }

// Config returns the emitter config effect k (Sparks, Debris, Dissolve)
// runs on, nil when it is off.
func (fx *Effects) Config(k int) *particles.Config {
	if s := fx.particles[k].sys; s != nil {
		return s.Config()
	}
	return nil
}

// SetConfig rebuilds effect k (Sparks, Debris, Dissolve) from a reloaded
// emitter file; on error it keeps its last good config.
func (fx *Effects) SetConfig(k int, cfg *particles.Config) error {
	return fx.particles[k].setConfig(cfg)
}
