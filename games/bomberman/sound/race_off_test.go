//go:build !race

package sound_test

const raceEnabled = false
