// Package controls turns the players' keys and gamepad buttons into the
// rules' button masks (game.Buttons), through the input manager's bound
// commands, and keeps the players' rebinding on disk.
//
//	c, err := controls.New(e.Input(), files, saveDir, log)
//	in := c.Buttons() // in a fixed step: both players' buttons
//	c.Consume()       // the step has seen the presses
//
// # The problem
//
// The rules want one bit per button per player per step; the player has
// a keyboard, one or two gamepads, and bindings of their own. A press in a
// frame that runs no fixed step (the display runs faster than 60 Hz) must
// not be lost, and a press that chose a menu entry must not reach the game
// that entry starts.
//
// # The pattern: Command
//
// Every action of the bindings file (up, down, left, right, a, b, start
// for players 1 and 2) is bound to a small command that sets its bit in
// the player's mask. Which key or pad button fires it is data: the data's
// bindings.json, or the player's rebinding in the save folder, which wins.
// A press is latched until a fixed step has used it (Consume); the held
// bits are cleared at the end of each frame (EndFrame) and set again by a
// binding still held. Reset forgets everything, for a new game.
//
// # Naming the keys
//
// The screens name an action as its bindings say, one way everywhere
// (Controls.Name): its first key and its pad's button, "X/A",
// "RETURN/START", so that a hint never names a key that is not bound.
//
// # What it costs
//
// A command is a struct and a bit operation; nothing allocates per frame.
// Saving the bindings writes a small JSON file atomically, and a file that
// could not be read at start is never written over.
package controls
