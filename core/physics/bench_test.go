package physics_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/internal/cputime"
	"github.com/bengine-go/bengine/core/physics"
)

// cpuStep steps r's world once and adds the CPU time the process used for
// it to *cpu: on a machine shared with other work, wall-clock time per step
// counts the waits for a core; CPU time does not.
func cpuStep(r *rig, cpu *time.Duration) {
	t := cputime.Process()
	r.w.Step(step)
	*cpu += cputime.Process() - t
}

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
// µs/step of the wall clock and cpu-µs/step of the process's CPU time (the
// garbage collector's included); allocs/op is allocations per step.
//
//   - settling: the 200 steps (2 s) after the boxes are dropped, as they
//     fall, land, pile up and come to rest; the world is rebuilt every
//     200 steps, off the clock.
//   - resting: after 10 s, when the heap has settled: the floor of the
//     cost once the bodies at rest sleep (the awake metric counts the
//     bodies still awake at the end).
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
			var cpu time.Duration
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
				cpuStep(r, &cpu)
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/step")
			b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/step")
		})
		b.Run(fmt.Sprintf("boxes=%d/resting", n), func(b *testing.B) {
			r := heap(b, n)
			for range 1000 {
				r.w.Step(step)
			}
			var cpu time.Duration
			b.ReportAllocs()
			for b.Loop() {
				cpuStep(r, &cpu)
			}
			b.ReportMetric(float64(b.Elapsed().Microseconds())/float64(b.N), "µs/step")
			b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/step")
			awake := 0
			for _, body := range r.all {
				if body.Awake() {
					awake++
				}
			}
			b.ReportMetric(float64(awake), "awake")
		})
	}
}

// BenchmarkDebugLines is the debug drawing of the 1,000-box heap once it
// has settled (every shape, the contacts, the bounding boxes), into a
// slice kept from frame to frame: the cost per frame of turning the world
// into line segments, and 0 allocs/op.
func BenchmarkDebugLines(b *testing.B) {
	r := heap(b, 1000)
	for range 300 {
		r.w.Step(step)
	}
	lines := r.w.DebugLines(nil, physics.DrawAll)
	b.ReportAllocs()
	for b.Loop() {
		lines = r.w.DebugLines(lines[:0], physics.DrawAll)
	}
	b.ReportMetric(float64(len(lines)), "segments")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(lines)), "ns/segment")
}
