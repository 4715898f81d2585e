//go:build !race

package sdlaudio_test

const raceEnabled = false
