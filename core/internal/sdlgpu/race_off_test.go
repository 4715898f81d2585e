//go:build !race

package sdlgpu_test

const raceEnabled = false
