// Package random is the engine's shared random-number utility (the Mayhem
// engine's "shared RNG", docs/porting.md#mayhem).
//
// Every random choice in the engine and in games comes from an *RNG, never
// from math/rand's global state. An RNG is seeded explicitly, so a seed plus
// the inputs reproduce a run exactly. Independent streams are derived from
// one seed by name, so that a new consumer of randomness (one more particle
// effect) does not shift the numbers another consumer (the enemies) sees:
//
//	root := random.New(42)
//	enemies := root.Stream("enemies")
//	sparks := root.Stream("particles")
//	dir := enemies.Intn(4)
//
// # Algorithm
//
// The generator is PCG-XSH-RR style 64-bit state with a splitmix64 seeder:
// small, fast (a few ns per number), no allocation, and identical on every
// platform. It is not cryptographically secure.
package random
