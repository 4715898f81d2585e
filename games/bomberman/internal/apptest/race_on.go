//go:build race

package apptest

// RaceEnabled: the race detector allocates on its own; allocation counts
// are checked without it.
const RaceEnabled = true
