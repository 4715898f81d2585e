package effects

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/feed"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The screen shake of a big chain, in fixed steps (NES frames): ChainShake
// explosions within ChainWindow steps start ShakeFrames frames of shake.
const (
	ShakeFrames = 18
	ChainShake  = 3
	ChainWindow = 12
)

// shakeOffset is the camera offset of each shake frame, counting down.
var shakeOffset = [ShakeFrames][2]float32{
	{0, 0}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {2, 0}, {-2, 1}, {2, -1}, {-2, 0},
	{3, 1}, {-3, -1}, {3, 0}, {-3, 1}, {2, -1}, {-2, 1}, {3, 0}, {-3, 0}, {2, 1},
}

// shake shakes the camera for ShakeFrames frames when ChainShake
// explosions go off within ChainWindow steps of each other (and the Look
// has the shake on). It hears the explosions (Exploded, and Undone for
// one a rollback took back) and counts steps (Stepped); the shake itself
// runs in frames.
type shake struct {
	scene.Base
	as       *assets.Assets
	frames   int // frames of shake left
	chainAge int // steps since the last explosion
	chain    int // explosions in the current chain window
}

func (s *shake) subscribe(bus *patterns.EventBus) {
	s.Own(patterns.Subscribe(bus, func(game.Exploded) {
		if s.chainAge > ChainWindow {
			s.chain = 0
		}
		s.chain++
		s.chainAge = 0
		if s.chain >= ChainShake && s.as.Look.Shake {
			s.frames = ShakeFrames
		}
	}))
	s.Own(patterns.Subscribe(bus, func(game.Undone[game.Exploded]) {
		// a rollback took an explosion back: it leaves its chain, and a
		// shake it started stops
		if s.chain > 0 {
			s.chain--
		}
		if s.chain < ChainShake {
			s.frames = 0
		}
	}))
	s.Own(patterns.Subscribe(bus, func(feed.Stepped) { s.chainAge++ }))
	s.Own(patterns.Subscribe(bus, func(feed.GameStarted) { s.frames, s.chain, s.chainAge = 0, 0, 0 }))
}

func (s *shake) Update(float32) {
	if s.frames > 0 {
		s.frames--
	}
}

// offset is the camera's offset this frame, if it shakes.
func (s *shake) offset() ([2]float32, bool) {
	if s.frames > 0 && s.as.Look.Shake {
		return shakeOffset[s.frames%ShakeFrames], true
	}
	return [2]float32{}, false
}
