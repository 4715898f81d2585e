package sdlsys

// Unseen reports whether SDL's video driver named driver shows its windows
// to nobody: SDL's offscreen driver (drawing with EGL, no window system)
// and its dummy driver. A server, a container or a CI runner uses them.
func Unseen(driver string) bool { return driver == "offscreen" || driver == "dummy" }
