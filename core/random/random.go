package random

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// RNG is a deterministic pseudo-random stream. The zero value is a valid
// stream seeded with 0. An RNG is not safe for concurrent use; give each
// goroutine its own stream.
type RNG struct {
	seed  uint64
	state uint64
	inc   uint64
}

// New returns a stream seeded with seed.
func New(seed uint64) *RNG {
	r := &RNG{}
	r.Seed(seed)
	return r
}

// Seed resets the stream to the start of the sequence for seed.
func (r *RNG) Seed(seed uint64) {
	r.seed = seed
	s := seed
	r.inc = splitmix(&s) | 1
	r.state = splitmix(&s)
}

// SeedValue reports the seed the stream was last seeded with.
func (r *RNG) SeedValue() uint64 { return r.seed }

// State returns the stream's whole state: its seed, its position in the
// sequence and its increment. Two streams with equal States give the same
// numbers from here on, so a simulation's checksum can include its streams
// without reaching into them.
func (r *RNG) State() [3]uint64 { return [3]uint64{r.seed, r.state, r.inc} }

// Stream derives an independent stream from this stream's seed and a name.
// The same seed and name always give the same stream, and deriving a stream
// does not advance r.
func (r *RNG) Stream(name string) *RNG {
	h := uint64(14695981039346656037) // FNV-1a
	for i := 0; i < len(name); i++ {
		h ^= uint64(name[i])
		h *= 1099511628211
	}
	s := r.seed ^ h
	return New(splitmix(&s))
}

func splitmix(s *uint64) uint64 {
	*s += 0x9E3779B97F4A7C15
	z := *s
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// Uint32 returns the next 32 random bits.
func (r *RNG) Uint32() uint32 {
	if r.inc == 0 {
		r.Seed(0)
	}
	old := r.state
	r.state = old*6364136223846793005 + r.inc
	xorshifted := uint32(((old >> 18) ^ old) >> 27)
	rot := uint32(old >> 59)
	return (xorshifted >> rot) | (xorshifted << ((-rot) & 31))
}

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 { return uint64(r.Uint32())<<32 | uint64(r.Uint32()) }

// Intn returns a uniform int in [0, n). It panics if n <= 0.
func (r *RNG) Intn(n int) int {
	if n <= 0 {
		panic("random: Intn with n <= 0")
	}
	// Lemire's multiply-shift with rejection: unbiased.
	bound := uint32(n)
	m := uint64(r.Uint32()) * uint64(bound)
	if low := uint32(m); low < bound {
		threshold := -bound % bound
		for low < threshold {
			m = uint64(r.Uint32()) * uint64(bound)
			low = uint32(m)
		}
	}
	return int(m >> 32)
}

// Range returns a uniform int in [lo, hi] (both inclusive).
func (r *RNG) Range(lo, hi int) int {
	if hi < lo {
		lo, hi = hi, lo
	}
	return lo + r.Intn(hi-lo+1)
}

// Float32 returns a uniform float32 in [0, 1).
func (r *RNG) Float32() float32 { return float32(r.Uint32()>>8) / (1 << 24) }

// Float64 returns a uniform float64 in [0, 1).
func (r *RNG) Float64() float64 { return float64(r.Uint64()>>11) / (1 << 53) }

// RangeF returns a uniform float32 in [lo, hi).
func (r *RNG) RangeF(lo, hi float32) float32 { return lo + (hi-lo)*r.Float32() }

// Angle returns a uniform angle in radians in [0, 2π).
func (r *RNG) Angle() float32 { return r.Float32() * 2 * math.Pi }

// UnitVec returns a uniformly distributed unit vector.
func (r *RNG) UnitVec() mgl32.Vec2 {
	a := float64(r.Angle())
	return mgl32.Vec2{float32(math.Cos(a)), float32(math.Sin(a))}
}

// Chance reports true with probability p (p <= 0 never, p >= 1 always).
func (r *RNG) Chance(p float32) bool { return r.Float32() < p }

// Pick returns a uniformly chosen element of items. It panics on an empty slice.
func Pick[T any](r *RNG, items []T) T { return items[r.Intn(len(items))] }
