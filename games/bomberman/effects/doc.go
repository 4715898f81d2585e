// Package effects is what the rules' events set off in the play scene:
// the sounds (docs/nes-rules.md section 10), the particle bursts (sparks
// of an explosion, debris of a brick on fire, an enemy's dissolve, with
// the emitters of the data's particles folder), the screen shake of a
// chain of explosions, and the music the game and the menus ask for.
//
//	fx := effects.Build(playScene, as, bus, effects.Options{ParticleLayer: layer, Pan: pan, Log: log})
//	fx.Show(fieldOnScreen)          // each frame, before the particles draw
//	off, ok := fx.ShakeOffset()     // the camera's shake
//
// # The problem
//
// The rules only say what happened (an Exploded at a cell, on a tick). A
// sound, a burst and a shake each want to hear it, and none of them is
// the rules' business; under rollback netplay an event may even be taken
// back, and whatever it set off with it.
//
// # The pattern: Observer, each listener stating its undo once
//
// Each effect is a component whose object owns its subscriptions (closed
// with it), on the engine's event bus, to the event types it reacts to:
// no central switch decides who hears what. The ones that keep something
// of an event say, for game.Undone of that type, how to take it back: a
// sound still playing stops (if it is still the last of its kind), a
// burst's particles go (by their serial numbers), an explosion leaves the
// shake's chain. The feed (package feed) decides what is taken back.
//
// # What it costs
//
// Three particle systems of 400 particles each, preallocated; a burst is a
// few spawns, and a frame ages and draws the live ones. Nothing allocates
// per frame.
package effects
