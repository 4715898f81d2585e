// Package extest runs the course's example programs in their tests: a
// headless engine (no visible window, no audio device, exactly one fixed
// step a frame unless the test brings its own clock), the example's own
// setup, then as many frames as the test asks, with real key presses
// through SDL's event queue.
//
//	e := extest.Start(t, &engine.Options{}, setup)
//	extest.Frames(t, e, 1) // the first frame switches to the scene
//	g := extest.Component[*game](t, "game")
//	extest.Tap(t, e, input.KeyU) // down one frame, up the next
//	extest.Frames(t, e, 60)
package extest
