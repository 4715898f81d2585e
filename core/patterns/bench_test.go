package patterns_test

import (
	"fmt"
	"testing"

	"github.com/bengine-go/bengine/core/patterns"
)

type benchEvent struct{ X, Y, Power int }

var sink int

var listenerCounts = []int{1, 10, 100}

func BenchmarkDelegateBroadcast(b *testing.B) {
	for _, n := range listenerCounts {
		b.Run(fmt.Sprintf("listeners=%d", n), func(b *testing.B) {
			var d patterns.Delegate[benchEvent]
			for range n {
				d.Subscribe(func(e benchEvent) { sink += e.Power })
			}
			b.ReportAllocs()
			for b.Loop() {
				d.Broadcast(benchEvent{1, 2, 3})
			}
		})
	}
}

func BenchmarkEventBusBroadcast(b *testing.B) {
	for _, n := range listenerCounts {
		b.Run(fmt.Sprintf("listeners=%d", n), func(b *testing.B) {
			bus := patterns.NewEventBus()
			// Other event types in the map, as in a real game.
			patterns.Subscribe(bus, func(int) {})
			patterns.Subscribe(bus, func(string) {})
			patterns.Subscribe(bus, func(float32) {})
			for range n {
				patterns.Subscribe(bus, func(e benchEvent) { sink += e.Power })
			}
			b.ReportAllocs()
			for b.Loop() {
				patterns.Broadcast(bus, benchEvent{1, 2, 3})
			}
		})
	}
}

// BenchmarkFuncSlice is the floor: a plain loop over a slice of funcs, with no
// handles, no re-entrancy bookkeeping and no type routing.
func BenchmarkFuncSlice(b *testing.B) {
	for _, n := range listenerCounts {
		b.Run(fmt.Sprintf("listeners=%d", n), func(b *testing.B) {
			fns := make([]func(benchEvent), 0, n)
			for range n {
				fns = append(fns, func(e benchEvent) { sink += e.Power })
			}
			b.ReportAllocs()
			for b.Loop() {
				e := benchEvent{1, 2, 3}
				for _, fn := range fns {
					fn(e)
				}
			}
		})
	}
}

func BenchmarkSubjectNotify(b *testing.B) {
	for _, n := range listenerCounts {
		b.Run(fmt.Sprintf("observers=%d", n), func(b *testing.B) {
			var s patterns.Subject[int]
			for range n {
				s.AddObserver(&funcObserver{func(v int) { sink += v }})
			}
			b.ReportAllocs()
			for b.Loop() {
				s.Notify(3)
			}
		})
	}
}
