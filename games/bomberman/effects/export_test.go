package effects

import "github.com/bengine-go/bengine/core/particles"

// Test hooks: the effects' insides that their tests reach.

// System returns effect k's particle system (nil when it is off).
func System(fx *Effects, k int) *particles.System { return fx.particles[k].sys }

// Burst bursts n of effect k's particles at the centre of cell (x, y), as
// the effect's event does.
func Burst(fx *Effects, k, x, y, n int) { fx.particles[k].burst(where{1, x, y}, n) }

// Age ages effect k's particles by dt, as a frame's Update does.
func Age(fx *Effects, k int, dt float32) { fx.particles[k].Update(dt) }

// ShakeLeft returns the frames of shake left.
func ShakeLeft(fx *Effects) int { return fx.shake.frames }

// SetShake sets the frames of shake left and the steps since the last
// explosion.
func SetShake(fx *Effects, frames, chainAge int) {
	fx.shake.frames, fx.shake.chainAge = frames, chainAge
}

// AgeChain adds n steps to the chain's age, as n Stepped would.
func AgeChain(fx *Effects, n int) { fx.shake.chainAge += n }
