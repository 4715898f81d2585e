//go:build !race

package physics_test

const raceEnabled = false
