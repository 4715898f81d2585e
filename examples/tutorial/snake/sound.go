package snake

import (
	"math"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

// Sounds plays the game's effects when the snake eats or dies. It knows
// the events, not the snake.
type Sounds struct{ scene.Base }

// Start registers the two sounds and subscribes to the events.
func (s *Sounds) Start() {
	if bank, ok := services.Audio().(services.SoundBank); ok { // the null service takes none
		bank.Register("eat", sweep(660, 990, 0.08))
		bank.Register("die", sweep(330, 60, 0.6))
	}
	bus := services.Bus()
	s.Own(patterns.Subscribe(bus, func(Ate) { services.Audio().PlaySound("eat", 0.6, 0) }))
	s.Own(patterns.Subscribe(bus, func(Died) { services.Audio().PlaySound("die", 0.8, 0) }))
}

// sweep is a square wave gliding from f0 to f1 Hz over secs seconds and
// fading out: a chiptune blip, made in code.
func sweep(f0, f1, secs float64) *services.Sound {
	const rate = 44100
	snd := &services.Sound{Rate: rate, Samples: make([]float32, int(secs*rate))}
	phase := 0.0
	for i := range snd.Samples {
		t := float64(i) / float64(len(snd.Samples))
		phase += (f0 + (f1-f0)*t) / rate
		v := 0.25
		if math.Mod(phase, 1) < 0.5 {
			v = -v
		}
		snd.Samples[i] = float32(v * (1 - t))
	}
	return snd
}
