package engine

// Physics is a simulation the engine steps once per fixed step, before
// the scenes' FixedUpdate, as the Custom Hobo engine's doFixedUpdate
// (docs/porting.md#custom-hobo) steps its Box2D world before it updates
// the level. core/physics's World is one.
type Physics interface {
	// Step advances the simulation by dt seconds, the fixed step.
	Step(dt float32)
}

// SetPhysics sets the simulation the loop steps once per fixed step,
// before the scenes' FixedUpdate (nil for none, the default): gameplay
// code then sees the world as the step left it, and what it changes
// takes effect at the next step. Call it from setup or from scene code
// (a scene's OnEnter, a component), which run on the loop's goroutine.
func (e *Engine) SetPhysics(p Physics) { e.physics = p }

// Physics is the simulation SetPhysics set, or nil.
func (e *Engine) Physics() Physics { return e.physics }
