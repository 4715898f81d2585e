//go:build !race

package sdlgfx_test

const raceEnabled = false
