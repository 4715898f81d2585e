// Package run starts the course's example programs, so that each example's
// main is one line and its file is about its pattern:
//
//	func main() { run.Main(&engine.Options{Title: "Command"}, setup) }
//
// Main does what every BEngine-Go program does (the tutorial's first step
// writes it out): create the engine, which opens the window and creates the
// singletons, let the program build its scene, run the loop until the
// window closes, and close the engine.
package run
