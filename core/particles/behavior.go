package particles

import "math"

// Behavior decides when and why an emitter fires: the Mayhem engine's
// BehaviorEmitterTest, BehaviorEmitterKey, BehaviorEmitterDeath and
// BehaviorEmitterExplosion (docs/porting.md#mayhem). The Emitter calls
// Emit once per frame, before the particles update.
type Behavior interface {
	// Emit spawns this frame's particles into s.
	Emit(s *System, dt float32)
	// Extra is the pool room the behaviour needs beyond
	// SpawnRate*ParticleLife (its burst size), for cfg.
	Extra(cfg *Config) int
}

// Test emits continuously at SpawnRate: the accumulator, every frame.
type Test struct{}

// Emit runs the spawn accumulator.
func (Test) Emit(s *System, dt float32) { s.Emit(dt) }

// Extra is 0: the accumulator's pool is SpawnRate*ParticleLife.
func (Test) Extra(*Config) int { return 0 }

// KeyFrameRate is the frame rate the Key behaviour's pool is sized for.
const KeyFrameRate = 60

// Key spawns one particle per frame while Held reports true, against the
// current config: the tuning loop (edit the JSON, save, hold the key, watch
// the difference). Bind Held to an input query, such as
// func() bool { return in.KeyHeld(input.KeyP) }.
type Key struct {
	Held func() bool
}

// Emit spawns one particle if the key is held.
func (k *Key) Emit(s *System, dt float32) {
	if k.Held != nil && k.Held() {
		s.Spawn(1)
	}
}

// Extra is room for KeyFrameRate particles a second over ParticleLife.
func (k *Key) Extra(cfg *Config) int {
	return int(math.Ceil(float64(cfg.Emitter.ParticleLife)*KeyFrameRate)) + 1
}

// Death bursts Count particles once, when its object dies: on the frame
// Dead first reports true (wire it to a stats.Stats's IsDead), or when
// Fire is called. Keep the object alive (hidden) until the Emitter's Done
// reports true, then destroy it, so the burst plays out.
type Death struct {
	Dead  func() bool
	Count int
	fired bool
}

// Emit bursts on the first frame Dead reports true.
func (d *Death) Emit(s *System, dt float32) {
	if !d.fired && d.Dead != nil && d.Dead() {
		d.Fire(s)
	}
}

// Fire bursts now, once; later calls do nothing until Reset.
func (d *Death) Fire(s *System) {
	if d.fired {
		return
	}
	d.fired = true
	s.Spawn(d.Count)
}

// Fired reports whether the burst happened.
func (d *Death) Fired() bool { return d.fired }

// Reset re-arms the behaviour (a respawned object).
func (d *Death) Reset() { d.fired = false }

// Extra is the burst size.
func (d *Death) Extra(*Config) int { return max(d.Count, 0) }

// Explosion bursts Count particles on its first frame, once. Reset fires it
// again on the next frame.
type Explosion struct {
	Count int
	fired bool
}

// Emit bursts on the first frame.
func (x *Explosion) Emit(s *System, dt float32) {
	if !x.fired {
		x.fired = true
		s.Spawn(x.Count)
	}
}

// Reset makes the explosion fire again on the next frame.
func (x *Explosion) Reset() { x.fired = false }

// Fired reports whether the burst happened.
func (x *Explosion) Fired() bool { return x.fired }

// Extra is the burst size.
func (x *Explosion) Extra(*Config) int { return max(x.Count, 0) }
