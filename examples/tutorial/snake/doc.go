// Package snake is the game that docs/tutorial.md builds, one file a step:
//
//	game.go   step 3: the rules (body, food, collisions, score) as one component
//	hud.go    step 4: the score on screen
//	sound.go  step 5: sound effects, made in code, played on the game's events
//	best.go   step 6: the best score, kept in a save file
//
// Each step's program (examples/tutorial/stepN) builds a scene from the
// parts that exist by then. The game never learns about the parts added
// after it: they read it (the HUD) or listen to the events it publishes on
// the event bus (the sounds, the best score). New features are new
// components, and the game's code stays as step 3 left it.
package snake
