//go:build !race

package game_test

const raceEnabled = false
