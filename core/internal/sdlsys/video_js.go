//go:build js

package sdlsys

// VideoDriver is the browser's SDL's video driver: the page's canvas.
func VideoDriver() string { return "emscripten" }
