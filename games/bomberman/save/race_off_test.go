//go:build !race

package save_test

const raceEnabled = false
