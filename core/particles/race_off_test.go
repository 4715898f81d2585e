//go:build !race

package particles_test

const raceEnabled = false
