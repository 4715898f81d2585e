package particles_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/particles"
	"github.com/bengine-go/bengine/core/render"
)

const benchLive = 100_000

// benchSystem is an emitter in its steady state with about benchLive
// particles: SpawnRate*ParticleLife = benchLive, ages spread over the whole
// life, so every curve is in all of its regions and particles die and
// spawn every frame. Every feature is on: fade, the Pop scale, a looping
// flipbook with random start frames, and gravity and drag unless straight
// (Mayhem's particles fly at constant velocity).
func benchSystem(b *testing.B, straight bool) *particles.System {
	cfg := baseConfig()
	cfg.Emitter.ParticleLife = 3
	cfg.Emitter.SpawnRate = benchLive / cfg.Emitter.ParticleLife
	cfg.Emitter.PatternType = particles.Pattern{Rotate: true}
	cfg.Emitter.SprayAngle, cfg.Emitter.MinSpeed, cfg.Emitter.MaxSpeed = 20, 50, 150
	cfg.Emitter.Fade, cfg.Emitter.FadeTime = particles.FadeOut, 0.5
	cfg.Emitter.ScaleSetting, cfg.Emitter.ScaleMultiplier, cfg.Emitter.ScaleTime = particles.ScalePop, 4, 1.5
	if !straight {
		cfg.Emitter.Gravity, cfg.Emitter.Drag = 100, 0.1
	}
	cfg.Animation = particles.AnimationConfig{FrameCount: 6, FrameDuration: 0.03, IsLooping: true, DiffAnimations: true}
	s := newSystem(b, cfg, 0)
	for i := 0; i < 200; i++ { // past one life: steady state
		s.Emit(benchDt)
		s.Update(benchDt)
	}
	if s.Live() < benchLive*99/100 {
		b.Fatalf("steady state: got %d live, want about %d", s.Live(), benchLive)
	}
	return s
}

const benchDt = float32(1.0 / 60)

// BenchmarkEmitterUpdate is one frame of an emitter with 100,000 live
// particles: the accumulator's spawns (about 560), then the pass that
// recycles the dead and ages and moves every particle (fade, scale and
// flipbook are evaluated by Render).
func BenchmarkEmitterUpdate(b *testing.B) {
	benchUpdate(b, benchSystem(b, false))
}

// BenchmarkEmitterUpdateStraight is BenchmarkEmitterUpdate without gravity
// and drag: the pass leaves the velocities alone.
func BenchmarkEmitterUpdateStraight(b *testing.B) {
	benchUpdate(b, benchSystem(b, true))
}

func benchUpdate(b *testing.B, s *particles.System) {
	b.ReportAllocs()
	updated := 0
	for b.Loop() {
		s.Emit(benchDt)
		updated += s.Live()
		s.Update(benchDt)
	}
	ms := float64(b.Elapsed().Nanoseconds()) / 1e6
	b.ReportMetric(float64(updated)/ms, "particles/ms")
}

// BenchmarkEmitterRender submits 100,000 particles to a render queue.
func BenchmarkEmitterRender(b *testing.B) {
	s := benchSystem(b, false)
	var q render.Queue
	s.Render(&q)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		q.Reset()
		s.Render(&q)
	}
	perOp := float64(b.Elapsed().Nanoseconds()) / float64(b.N)
	b.ReportMetric(benchLive/(perOp/1e6), "particles/ms")
}

// BenchmarkEmitterFrame is a whole frame of the 100,000-particle emitter:
// spawn, update and render. The update leaves the fade, scale and flipbook
// to the render pass, so this is the number to weigh the two against.
func BenchmarkEmitterFrame(b *testing.B) {
	s := benchSystem(b, false)
	var q render.Queue
	s.Render(&q)
	b.ReportAllocs()
	updated := 0
	for b.Loop() {
		s.Emit(benchDt)
		updated += s.Live()
		s.Update(benchDt)
		q.Reset()
		s.Render(&q)
	}
	ms := float64(b.Elapsed().Nanoseconds()) / 1e6
	b.ReportMetric(float64(updated)/ms, "particles/ms")
}
