//go:build !race

package tumble_test

const raceEnabled = false
