package physics_test

import (
	"fmt"
	"testing"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/physics"
)

// heap drops n 16-pixel crates, in a loose grid 100 wide, onto a ground
// as wide as the grid: the world of BenchmarkPhysicsStep.
func heap(b *testing.B, n int) *rig {
	r := newRig(b, nil)
	const cols, gap = 100, 20
	r.body("ground", mgl32.Vec2{cols * gap / 2, 1000}, physics.Static, physics.Box(cols*gap+200, 20))
	for i := range n {
		x := float32(i%cols)*gap + float32(i/cols%2)*gap/2 + 10
		y := 980 - 20 - float32(i/cols)*gap
		r.body("crate", mgl32.Vec2{x, y}, physics.Dynamic, physics.Box(16, 16))
	}
	r.frame()
	return r
}

// BenchmarkPhysicsStep is one World.Step (the seed's 10 ms) with 100,
// 1,000 and 4,000 boxes on a ground, each op one step, reported as
// µs/step; allocs/op is allocations per step.
//
//   - settling: the 200 steps (2 s) after the boxes are dropped, as they
//     fall, land, pile up and come to rest; the world is rebuilt every
//     200 steps, off the clock.
//   - resting: after 10 s, when the heap is asleep: the floor of the cost.
//
// The steps allocate, and the allocations are Box2D's (the Go port,
// github.com/ByteArena/box2d v1.0.2), not this package's: its island
// solver makes its island and its contact solver's arrays anew every step,
// and its broad phase's tree query pushes onto a linked-list stack, one
// allocation per node visited, for every moved box. docs/performance.md
// has the figures and the list.
func BenchmarkPhysicsStep(b *testing.B) {
	for _, n := range []int{100, 1000, 4000} {
		b.Run(fmt.Sprintf("boxes=%d/settling", n), func(b *testing.B) {
			const span = 200
			var r *rig
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				if i%span == 0 {
					b.StopTimer()
					if r != nil {
						r.w.Close()
					}
					r = heap(b, n)
					b.StartTimer()
				}
				r.w.Step(step)
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/step")
		})
		b.Run(fmt.Sprintf("boxes=%d/resting", n), func(b *testing.B) {
			r := heap(b, n)
			for range 1000 {
				r.w.Step(step)
			}
			b.ReportAllocs()
			for b.Loop() {
				r.w.Step(step)
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/step")
		})
	}
}
