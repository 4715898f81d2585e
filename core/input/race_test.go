//go:build race

package input_test

// raceEnabled: the race detector changes allocation counts (sync.Pool drops
// items at random), so allocation checks are skipped.
const raceEnabled = true
