package engine

// RunMain is Main without the exit: it reads args with o.Args, opens the
// engine, runs setup and the loop, closes the engine and returns the error
// Main would exit on.
var RunMain = runMain
