// Package easing holds the easing curves of tweens: functions that turn
// linear progress, 0 at the start of an animation and 1 at its end, into
// eased progress, so a move can start slowly, overshoot or bounce.
//
//	tw := scene.NewTween(scene.TweenPosition, from, to, 0.5, easing.BackOut)
//	f, ok := easing.ByName("QuadOut") // for tweens described in data files
//
// # The curves
//
// Each family comes in three forms: In (slow start), Out (slow end) and
// InOut (both, symmetric about the middle). Quad, Cubic and Sine differ in
// how sharp the acceleration is; Back pulls back below 0 or overshoots past
// 1; Elastic oscillates like a spring; Bounce falls and bounces. Linear is
// no easing. The formulas are Robert Penner's easing equations, as listed
// on easings.net; the tests check them against values worked out by hand.
//
// # Why a package of its own
//
// A curve is a plain func(float32) float32 that knows nothing of scenes,
// so anything that animates (a tween, a camera move, a UI fade, a particle
// curve) can use it, and the scene package's API stays about scenes.
// A curve costs one call and no allocation.
package easing
