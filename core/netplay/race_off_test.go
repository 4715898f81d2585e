//go:build !race

package netplay_test

const raceEnabled = false
