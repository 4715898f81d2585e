// Package datatest holds what the fuzz tests of every loader share: the
// bounds a loader must keep on any input, however hostile.
//
//	func FuzzLoadRules(f *testing.F) {
//		f.Add(realFile)
//		f.Fuzz(func(t *testing.T, raw []byte) {
//			datatest.Bounded(t, func() { _, _ = game.ParseRules("rules.json", raw) })
//		})
//	}
package datatest

import (
	"fmt"
	"runtime"
	"testing"
	"time"
)

// Bounds every loader keeps on one input.
const (
	// MaxAlloc is the most one input may make a loader allocate.
	MaxAlloc = 256 << 20
	// MaxTime is the longest one input may take; past it the test
	// crashes with the input, which the fuzzer then saves. It is generous:
	// fuzzing shares the machine with other work.
	MaxTime = 10 * time.Second
)

// Bounded runs load, which decodes one input, and fails t if it allocates
// more than MaxAlloc in total. If load runs past MaxTime the process
// panics, naming the input, so that a hang is reported as a crasher
// (fuzz workers have no time limit of their own). A panic inside load
// fails the fuzz run as usual.
func Bounded(t testing.TB, load func()) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	hang := time.AfterFunc(MaxTime, func() {
		panic(fmt.Sprintf("datatest: %s took over %v: a hang", t.Name(), MaxTime))
	})
	load()
	hang.Stop()
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > MaxAlloc {
		t.Fatalf("one input allocated %d MiB, over the bound of %d MiB", grew>>20, MaxAlloc>>20)
	}
}
