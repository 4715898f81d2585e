//go:build !race

package patterns_test

const raceEnabled = false
