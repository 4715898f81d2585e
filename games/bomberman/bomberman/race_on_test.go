//go:build race

package bomberman

// The race detector allocates on its own; allocation counts are checked
// without it.
const raceEnabled = true
