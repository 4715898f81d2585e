package services_test

import (
	"math"
	"testing"

	"github.com/bengine-go/bengine/core/services"
)

func constant(n int, v float32) *services.Sound {
	s := &services.Sound{Rate: 48000, Samples: make([]float32, n)}
	for i := range s.Samples {
		s.Samples[i] = v
	}
	return s
}

func near(a, b float32) bool { return math.Abs(float64(a-b)) < 1e-6 }

func TestMixerGains(t *testing.T) {
	cases := []struct {
		name         string
		setup        func(m *services.SDLAudio)
		wantL, wantR float32
	}{
		{"centre", func(m *services.SDLAudio) { m.ApplyPlay("dc", 1, 0) }, 0.5, 0.5},
		{"hard left", func(m *services.SDLAudio) { m.ApplyPlay("dc", 1, -1) }, 0.5, 0},
		{"half right", func(m *services.SDLAudio) { m.ApplyPlay("dc", 1, 0.5) }, 0.25, 0.5},
		{"voice volume", func(m *services.SDLAudio) { m.ApplyPlay("dc", 0.5, 0) }, 0.25, 0.25},
		{"master and effects volumes multiply", func(m *services.SDLAudio) {
			m.SetVolume(services.Master, 0.5)
			m.SetVolume(services.Effects, 0.5)
			m.ApplyPlay("dc", 1, 0)
		}, 0.125, 0.125},
		{"music volume does not touch effects", func(m *services.SDLAudio) {
			m.SetVolume(services.Music, 0)
			m.ApplyPlay("dc", 1, 0)
		}, 0.5, 0.5},
		{"voices add up", func(m *services.SDLAudio) { m.ApplyPlay("dc", 1, 0); m.ApplyPlay("dc", 0.5, 0) }, 0.75, 0.75},
		{"the sum is clipped", func(m *services.SDLAudio) {
			for range 3 {
				m.ApplyPlay("dc", 1, 0)
			}
		}, 1, 1},
		{"muted", func(m *services.SDLAudio) { m.SetMuted(true); m.ApplyPlay("dc", 1, 0) }, 0, 0},
		{"music at music volume", func(m *services.SDLAudio) {
			m.SetVolume(services.Music, 0.5)
			m.ApplyMusic("dc", true)
		}, 0.25, 0.25},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := services.NewMixerForTest(&services.SDLAudioOptions{ChunkFrames: 64})
			m.Register("dc", constant(1000, 0.5))
			c.setup(m)
			out := m.MixChunk()
			if len(out) != 128 {
				t.Fatalf("chunk: got %d samples, want 128", len(out))
			}
			if !near(out[0], c.wantL) || !near(out[1], c.wantR) || !near(out[126], c.wantL) || !near(out[127], c.wantR) {
				t.Errorf("L, R: got %v, %v (last %v, %v), want %v, %v", out[0], out[1], out[126], out[127], c.wantL, c.wantR)
			}
		})
	}
}

func TestMixerVoiceEndsAndMusicLoops(t *testing.T) {
	m := services.NewMixerForTest(&services.SDLAudioOptions{ChunkFrames: 256})
	m.Register("short", constant(100, 0.5))
	ramp := &services.Sound{Rate: 48000, Samples: []float32{0.1, 0.2, 0.3}}
	m.Register("ramp", ramp)
	m.ApplyPlay("short", 1, 0)
	m.ApplyMusic("ramp", true)
	out := m.MixChunk()
	for _, k := range []int{0, 1, 2, 99, 100, 101, 255} {
		want := ramp.Samples[k%3]
		if k < 100 {
			want += 0.5
		}
		if !near(out[2*k], want) {
			t.Errorf("frame %d: got %v, want %v", k, out[2*k], want)
		}
	}
	st := m.Stats()
	if st.SoundsFinished != 1 || st.EffectSamples != 100 {
		t.Errorf("effects: finished %d, samples %d; want 1, 100", st.SoundsFinished, st.EffectSamples)
	}
	if st.MusicSamples != 256 || st.MusicLoops != 85 {
		t.Errorf("music: samples %d, loops %d; want 256, 85", st.MusicSamples, st.MusicLoops)
	}
}

func TestMixerCutsTheOldestVoice(t *testing.T) {
	m := services.NewMixerForTest(&services.SDLAudioOptions{ChunkFrames: 16, MaxVoices: 2})
	m.Register("long", constant(1000, 0.1))
	m.ApplyPlay("long", 1, 0)
	m.MixChunk() // the first voice is 16 samples in
	m.ApplyPlay("long", 1, 0)
	m.ApplyPlay("long", 1, 0) // replaces the first
	m.MixChunk()
	st := m.Stats()
	if st.SoundsStarted != 3 || st.SoundsCut != 1 {
		t.Errorf("started %d, cut %d; want 3, 1", st.SoundsStarted, st.SoundsCut)
	}
	if want := uint64(16 + 2*16); st.EffectSamples != want {
		t.Errorf("effect samples: got %d, want %d", st.EffectSamples, want)
	}
}

func TestMixChunkDoesNotAllocate(t *testing.T) {
	m := services.NewMixerForTest(nil)
	m.Register("long", constant(1<<20, 0.1))
	m.ApplyMusic("long", true)
	for range 16 {
		m.ApplyPlay("long", 0.5, 0.3)
	}
	if got := testing.AllocsPerRun(100, func() { m.MixChunk() }); got != 0 {
		t.Errorf("MixChunk: got %v allocs, want 0", got)
	}
}

func BenchmarkMixChunk(b *testing.B) {
	m := services.NewMixerForTest(nil)
	m.Register("long", constant(1<<20, 0.1))
	m.ApplyMusic("long", true)
	for range 16 {
		m.ApplyPlay("long", 0.5, 0.3)
	}
	b.ReportAllocs()
	for b.Loop() {
		m.MixChunk()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/512, "ns/frame")
}
