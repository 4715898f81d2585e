package particles

import (
	"fmt"
	"io/fs"
	"log/slog"
	"math"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// Emitter is the particle component: a System driven by its game object's
// transform and a Behavior, configured by a JSON file that can hot-reload.
//
//	e, err := particles.LoadEmitter(engine.Resources(), "sparks.json", atlas, particles.Test{}, rng)
//	scene.AddComponent(obj, e)
//	e.Watch() // optional: rebuild on save (a real data folder, debug build)
type Emitter struct {
	scene.Base
	sys      *System
	behavior Behavior
	sprites  Sprites
	file     *data.Reloadable[*Config] // nil when built in code
	// Logger receives reload errors; nil means slog.Default().
	Logger *slog.Logger
	// DestroyWhenDone destroys the owner once Done reports true: set on the
	// object a Death emitter leaves behind, and handy for one-shot effects.
	DestroyWhenDone bool
}

// NewEmitter builds an emitter for cfg. sprites resolves the sprite
// source, b decides when it fires (nil means Test{}), rng feeds its
// randomness (nil means random.New(1)).
func NewEmitter(cfg *Config, sprites Sprites, b Behavior, rng *random.RNG) (*Emitter, error) {
	if b == nil {
		b = Test{}
	}
	sys, err := NewSystem(cfg, sprites, b.Extra(cfg), rng)
	if err != nil {
		return nil, fmt.Errorf("new emitter: %w", err)
	}
	return &Emitter{sys: sys, behavior: b, sprites: sprites}, nil
}

// LoadEmitter builds an emitter from the JSON file name of src (see
// NewEmitter); the file can be reloaded later with Reload or Watch.
func LoadEmitter(src data.Source, name string, sprites Sprites, b Behavior, rng *random.RNG) (*Emitter, error) {
	file, err := data.Load(src, func(fsys fs.FS) (*Config, error) { return LoadConfig(fsys, name) }, name)
	if err != nil {
		return nil, err
	}
	e, err := NewEmitter(file.Value(), sprites, b, rng)
	if err != nil {
		return nil, fmt.Errorf("load emitter %s: %w", name, err)
	}
	e.file = file
	file.OnReload(func(cfg *Config) error {
		if err := e.SetConfig(cfg); err != nil {
			return fmt.Errorf("reload emitter: %s: %w", name, err)
		}
		return nil
	})
	return e, nil
}

// System returns the particles, for tuning tools and tests.
func (e *Emitter) System() *System { return e.sys }

// Behavior returns the emitter's behaviour.
func (e *Emitter) Behavior() Behavior { return e.behavior }

// Path is the file the emitter was loaded from ("" when built in code).
func (e *Emitter) Path() string {
	if e.file == nil {
		return ""
	}
	return e.file.Names()[0]
}

// Live reports the number of live particles.
func (e *Emitter) Live() int { return e.sys.Live() }

// Done reports whether nothing is left to show: no live particles, and a
// Death or Explosion burst already fired (a Test or Key emitter is never
// done).
func (e *Emitter) Done() bool {
	if e.sys.Live() > 0 {
		return false
	}
	switch b := e.behavior.(type) {
	case *Death:
		return b.Fired()
	case *Explosion:
		return b.Fired()
	}
	return false
}

// Burst spawns n particles now and reports how many fit in the pool.
func (e *Emitter) Burst(n int) int { return e.sys.Spawn(n) }

// SetConfig switches to cfg, keeping the live particles. On error the old
// config keeps running.
func (e *Emitter) SetConfig(cfg *Config) error {
	if err := e.sys.SetConfig(cfg, e.sprites, e.behavior.Extra(cfg)); err != nil {
		return err
	}
	return nil
}

// Reload rebuilds the emitter from its file. An invalid file (bad JSON, an
// unknown field, a value out of range, an unknown sprite) keeps the last
// good config running; the error is logged, kept for LastError, and
// returned. The next good load clears it.
func (e *Emitter) Reload() error {
	if e.file == nil {
		return nil
	}
	e.file.Logger = e.Logger
	return e.file.Reload()
}

// LastError is the error of the last reload, or nil after a good one: what
// the game shows on screen while a broken edit is being fixed.
func (e *Emitter) LastError() error {
	if e.file == nil {
		return nil
	}
	return e.file.Err()
}

// Watch reloads the emitter whenever its file changes on disk, where its
// source can watch (a real data folder with hot reload on); elsewhere it
// does nothing. The watch ends when the component is destroyed.
func (e *Emitter) Watch() error {
	if e.file == nil {
		return nil
	}
	e.file.Logger = e.Logger
	if err := e.file.Watch(); err != nil {
		return fmt.Errorf("watch emitter: %w", err)
	}
	return nil
}

// Update follows the owner's transform, lets the behaviour spawn, then ages
// and moves every particle (scene.Updater: particles are frame-rate visuals).
func (e *Emitter) Update(dt float32) {
	e.place()
	e.behavior.Emit(e.sys, dt)
	e.sys.Update(dt)
	if e.DestroyWhenDone && e.Done() {
		if o := e.Owner(); o != nil {
			o.Destroy()
		}
	}
}

// place sets the spawn origin and the draw transform: in object space
// particles spawn at (0,0) and are drawn through the owner's world
// transform; in world space they spawn at the owner's world position,
// launched in its world rotation, and are drawn untransformed.
func (e *Emitter) place() {
	o := e.Owner()
	if o == nil {
		return
	}
	if e.sys.cfg.Emitter.ParticleMoveWithObject {
		e.sys.SetOrigin(mgl32.Vec2{}, 0)
		e.sys.Sprite.World = o.Transform.World()
		return
	}
	m := o.Transform.World()
	rot := float32(math.Atan2(float64(m[1]), float64(m[0])))
	e.sys.SetOrigin(o.Transform.WorldPosition(), rot)
	e.sys.Sprite.World = nil
}

// Render submits every live particle with one batch key.
func (e *Emitter) Render(q *render.Queue) {
	if e.sys.cfg.Emitter.ParticleMoveWithObject {
		if o := e.Owner(); o != nil {
			e.sys.Sprite.World = o.Transform.World()
		}
	}
	e.sys.Render(q)
}

// OnDestroy stops watching the file. A Death emitter that has not fired
// yet fires now: it hands its particles to a new object left at the dying
// object's world position (named "<name>.death"), which plays the burst out
// and then destroys itself, so the effect outlives the object.
func (e *Emitter) OnDestroy() {
	if e.file != nil {
		e.file.Close()
	}
	d, ok := e.behavior.(*Death)
	o := e.Owner()
	if !ok || d.Fired() || o == nil || o.Scene() == nil {
		return
	}
	m := o.Transform.World()
	rot := float32(math.Atan2(float64(m[1]), float64(m[0])))
	left := o.Scene().NewObject(o.Name() + ".death")
	left.Transform.SetPosition(o.Transform.WorldPosition())
	left.Transform.SetRotation(rot)
	if e.sys.cfg.Emitter.ParticleMoveWithObject {
		e.sys.SetOrigin(mgl32.Vec2{}, 0)
	} else {
		e.sys.SetOrigin(o.Transform.WorldPosition(), rot)
	}
	d.Fire(e.sys)
	heir := &Emitter{sys: e.sys, behavior: d, sprites: e.sprites, Logger: e.Logger, DestroyWhenDone: true}
	scene.AddComponent(left, heir)
}

// SetDraw sets the draw step, layer and blend of every particle.
func (e *Emitter) SetDraw(step render.Step, layer int16, blend render.Blend) {
	e.sys.Sprite.Step, e.sys.Sprite.Layer, e.sys.Sprite.Blend = step, layer, blend
}
