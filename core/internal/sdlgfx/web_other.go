//go:build !js

package sdlgfx

// Web reports the browser build, where go-sdl3 lacks render targets,
// logical presentation, texture blend and scale modes and colour modulation
// (see go-sdl3's COVERAGE.md): calls to them are skipped here.
const Web = false
