//go:build race

package sdlinput_test

// The race detector allocates on its own; allocation counts are checked
// without it.
const raceEnabled = true
