// Package particles is the data-driven particle system of the Mayhem
// engine (docs/porting.md#mayhem): every visual effect (explosions, muzzle
// flashes, death puffs, pickup sparkles) is an Emitter component owning a
// fixed pool of particles, a JSON config and a Behavior.
//
//	e, err := particles.LoadEmitter(engine.Resources(), "sparks.json", atlas, particles.Test{}, rng.Stream("sparks"))
//	scene.AddComponent(obj, e)
//	e.Watch() // hot reload: rebuild on save, keep the last good config on a bad one
//
// # The problem
//
// Effects are tuned constantly, by people who should not need a programmer
// or a rebuild, and there are thousands of particles on screen, each living
// a second or two. Creating and freeing an object per particle would make
// the garbage collector the frame budget's largest item.
//
// # The patterns
//
// Data-driven configuration: every tunable lives in the file, with
// Mayhem's field names (see Config). Loading is strict: an unknown field,
// trailing data, a wrong type or a value out of range (a negative life) is
// an error naming the file and the field, and a hot reload that fails keeps
// the last good config running (Emitter.Reload, Emitter.LastError).
//
// Object Pool (Nystrom): each System owns a pool sized at load from
// ceil(SpawnRate*ParticleLife)+1 plus its behaviour's burst (Behavior.Extra),
// capped at MaxParticles. Spawning takes the first free slot; nothing is
// allocated during play. The pool is a struct of arrays (positions,
// velocities, birth times, start frames each in its own slice) used as a
// ring buffer: every particle lives ParticleLife seconds and all age
// together, so they die in the order they were born. The dead are always
// the oldest, at the head of the ring; recycling them is moving the head
// on, and a new particle takes the slot after the youngest. The update
// pass streams through memory with no pointer chasing and no per-particle
// test for death.
//
// Update Method: per frame the behaviour spawns (Test runs the
// accumulator, SpawnRate*dt added each frame, a whole particle spawned each
// time it holds one), then the system's clock advances by dt (a particle's
// age is the clock minus its birth time), the particles that reached
// ParticleLife leave the head of the ring, and one loop integrates the
// positions of the rest. Fade, scale and flipbook frame depend on the age
// alone, so they are not stored: Render evaluates them once per particle
// as it draws it. The curves are precomputed per config into
// multiply-add-clamp form, so that evaluation has no trigonometry, no
// powers, no division and no branch it cannot predict.
//
// Strategy: a Behavior decides when to fire. Test emits continuously; Key
// spawns one particle per frame while a key is held (the tuning loop: edit
// the JSON, save, hold the key, watch); Death bursts when its object dies;
// Explosion bursts once.
//
// # What each field does
//
//   - PatternType "Rotate": launch directions sweep around the origin, the
//     base angle advancing by 360°/SpawnRate per particle (one turn per
//     second of spawning; the golden angle when SpawnRate is 0). A vector
//     [x, y] launches along it (y down).
//   - SprayAngle: each launch direction turns by a uniform value in
//     [-SprayAngle, +SprayAngle] degrees. MinSpeed/MaxSpeed: uniform speed.
//   - ParticleMoveWithObject: true keeps particles in the object's space
//     (spawned at its origin, drawn through its world transform, so they
//     follow it); false spawns them at its world position, launched in its
//     world rotation, after which they stay where they are.
//   - Fade: Out is 1 until the last FadeTime seconds of life, then falls
//     linearly to 0 at ParticleLife; In rises from 0 to 1 over the first
//     FadeTime; None is 1.
//   - ScaleSetting: In goes linearly from 1 to ScaleMultiplier over
//     ScaleTime, then holds; Out from ScaleMultiplier to 1; Pop (the punch)
//     rises from 1 to ScaleMultiplier at age ScaleTime, then falls back to 1
//     at the end of life.
//   - Animation: a particle shows frame floor((age+start)/FrameDuration),
//     wrapped modulo FrameCount when IsLooping, else held on the last
//     frame. DiffAnimations gives each particle a random start frame.
//     HiveMind draws every particle with the emitter's own frame, so they
//     animate in lockstep.
//   - UniformAnimation false: each particle picks a sheet at random from a
//     set: SpriteSource written as a list (["spark_a", "spark_b"]), or a
//     single name "x" standing for the regions "x_0", "x_1", ... in the
//     atlas. True: every particle uses SpriteSource (the first name).
//   - Sheets: a sheet's FrameCount frames are laid left to right in its
//     region. All sheets of an emitter should come from one atlas texture,
//     so that all its particles share one batch key and draw in one call.
//     Sheets draws the engine's standard sheets (spark, debris_0..2,
//     dissolve, magic, dot) and AddSheets puts them in an atlas; the game
//     and the playground both use them.
//   - Optional extras from the web demo: Direction (degrees added to the
//     pattern's angle), Gravity (px/s² down), Drag (per second), Size (quad
//     pixels), Colors ("#rrggbb" tints, one picked per particle).
//
// # Costs
//
// Memory is fixed per emitter: 24 bytes per pool slot. The update pass
// only moves the live particles; rendering evaluates the curves and
// submits one sprite per particle; neither allocates (figures in
// docs/performance.md). Particles draw
// oldest first, so the youngest are on top. The ring relies on every
// particle having the same life: a per-particle life would break the
// birth-order rule and need a free list again.
package particles
