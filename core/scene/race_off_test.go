//go:build !race

package scene_test

const raceEnabled = false
