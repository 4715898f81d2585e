//go:build !race

package bomberman

const raceEnabled = false
