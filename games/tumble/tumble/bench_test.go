package tumble_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/render"

	"github.com/bengine-go/bengine/games/tumble/tumble"
)

// BenchmarkTumbleFrame is one headless frame of the game (one 10 ms step:
// the physics step, the game's step, the frame's update and the drawing of
// the 320x180 frame with the game's look), each op a frame, reported as
// ms/frame of the wall clock and cpu-ms/frame of the process's CPU time
// (both threads, the render thread's and the game's: on a busy machine,
// the figure that does not count waiting for a core); allocs/op is
// allocations per frame. Each runs on both backends (gpu: SDL's GPU API,
// the whole look; sdl: SDL's 2D renderer, its fallback) with the physics
// debug lines off and on (-debugdraw):
//
//   - play: the route of the yard (testdata/run.json's): Tumble rolls,
//     jumps, crosses the bridge while the lamp swings; the game starts
//     over every 1,300 frames, off the clock.
//   - editor: the yard in the editor, nothing stepped.
//
// A frame in play allocates, all of it inside Box2D's step (see
// core/physics's BenchmarkPhysicsStep); an editor frame allocates nothing,
// lines or not. Where there is no GPU device the gpu cases skip.
func BenchmarkTumbleFrame(b *testing.B) {
	for _, backend := range []render.Backend{render.BackendGPU, render.BackendSDL} {
		for _, lines := range []bool{false, true} {
			name := fmt.Sprintf("%v/lines=%v", backend, onOff(lines))
			b.Run("play/"+name, func(b *testing.B) {
				const span = 1300
				path := script(b, span, runTo)
				var a *tumble.App
				var cpu time.Duration
				b.ReportAllocs()
				for i := 0; b.Loop(); i++ {
					if i%span == 0 {
						b.StopTimer()
						if a != nil {
							a.Close()
						}
						a = start(b, tumble.Flags{Replay: path, Renderer: backend, DebugDraw: lines})
						frames(b, a, 1) // the first frame starts the clock
						b.StartTimer()
					}
					t := processCPU()
					frames(b, a, 1)
					cpu += processCPU() - t
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1e6, "ms/frame")
				b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/1e6, "cpu-ms/frame")
			})
			b.Run("editor/"+name, func(b *testing.B) {
				a := start(b, tumble.Flags{Edit: true, Renderer: backend, DebugDraw: lines})
				frames(b, a, 10)
				cpu := processCPU()
				b.ReportAllocs()
				for b.Loop() {
					frames(b, a, 1)
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1e6, "ms/frame")
				b.ReportMetric(float64((processCPU()-cpu).Nanoseconds())/float64(b.N)/1e6, "cpu-ms/frame")
			})
		}
	}
}

func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// Frames in the editor (the HUD, the cursor, the query under it, the lit
// level, the frosted window, the debug lines) allocate nothing, on both
// backends.
func TestEditorFramesDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	for _, backend := range []render.Backend{render.BackendSDL, render.BackendGPU} {
		for _, lines := range []bool{false, true} {
			t.Run(fmt.Sprintf("%v/lines=%v", backend, onOff(lines)), func(t *testing.T) {
				a := start(t, tumble.Flags{Edit: true, Renderer: backend, DebugDraw: lines})
				frames(t, a, 10)
				if got := testing.AllocsPerRun(50, func() { frames(t, a, 1) }); got != 0 {
					t.Errorf("%g allocations a frame in the editor, want 0", got)
				}
			})
		}
	}
}
