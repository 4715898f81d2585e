//go:build !race

package sdlinput_test

const raceEnabled = false
