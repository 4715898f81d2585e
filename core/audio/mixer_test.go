package audio_test

import (
	"math"
	"testing"

	"github.com/bengine-go/bengine/core/audio"
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

// mixFrames runs the mixer until it has output n frames past the limiter's
// delay, and returns those n frames, interleaved.
func mixFrames(m *audio.Mixer, n int) []float32 {
	var out []float32
	for len(out) < 2*(n+audio.LimiterDelay) {
		out = append(out, m.Mix()...)
	}
	return out[2*audio.LimiterDelay : 2*(n+audio.LimiterDelay)]
}

func TestMixerGains(t *testing.T) {
	cases := []struct {
		name         string
		setup        func(m *audio.Mixer)
		wantL, wantR float32
	}{
		{"centre", func(m *audio.Mixer) { m.ApplyPlay("dc", 1, 0) }, 0.25, 0.25},
		{"hard left", func(m *audio.Mixer) { m.ApplyPlay("dc", 1, -1) }, 0.25, 0},
		{"half right", func(m *audio.Mixer) { m.ApplyPlay("dc", 1, 0.5) }, 0.125, 0.25},
		{"voice volume", func(m *audio.Mixer) { m.ApplyPlay("dc", 0.5, 0) }, 0.125, 0.125},
		{"master and effects volumes multiply", func(m *audio.Mixer) {
			m.SetVolume(services.Master, 0.5)
			m.SetVolume(services.Effects, 0.5)
			m.ApplyPlay("dc", 1, 0)
		}, 0.0625, 0.0625},
		{"music volume does not touch effects", func(m *audio.Mixer) {
			m.SetVolume(services.Music, 0)
			m.ApplyPlay("dc", 1, 0)
		}, 0.25, 0.25},
		{"free voices add up", func(m *audio.Mixer) { m.ApplyPlay("dc", 1, 0); m.ApplyPlay("dc", 0.5, 0) }, 0.375, 0.375},
		{"muted", func(m *audio.Mixer) { m.SetMuted(true); m.ApplyPlay("dc", 1, 0) }, 0, 0},
		{"music at music volume", func(m *audio.Mixer) {
			m.SetVolume(services.Music, 0.5)
			m.ApplyMusic("dc", true)
		}, 0.125, 0.125},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: 64})
			m.Register("dc", constant(1000, 0.25))
			c.setup(m)
			out := mixFrames(m, 500)
			// Frame 100: past the sound's 1 ms fade in (it starts louder
			// than 1%), before its fade out.
			for _, k := range []int{100, 499} {
				if !near(out[2*k], c.wantL) || !near(out[2*k+1], c.wantR) {
					t.Errorf("frame %d: L, R got %v, %v, want %v, %v", k, out[2*k], out[2*k+1], c.wantL, c.wantR)
				}
			}
		})
	}
}

// Registered sounds start and end at zero: a sound that does not is faded
// over its first and last millisecond; one that does is left as it is.
func TestRegisterDeclicks(t *testing.T) {
	m := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: 256})
	m.Register("dc", constant(200, 0.5))
	m.ApplyPlay("dc", 1, 0)
	out := mixFrames(m, 256)
	cases := []struct {
		frame int
		want  float32
	}{
		{0, 0}, {24, 0.25}, {48, 0.5}, {100, 0.5}, {151, 0.5}, {175, 0.25}, {198, 0.5 / 48}, {199, 0}, {200, 0},
	}
	for _, c := range cases {
		if got := out[2*c.frame]; !near(got, c.want) {
			t.Errorf("frame %d: got %v, want %v", c.frame, got, c.want)
		}
	}

	clean := &services.Sound{Rate: 48000, Samples: []float32{0, 0.5, 0.9, 0.5, 0}}
	m = audio.NewOfflineMixer(nil)
	m.Register("clean", clean)
	m.ApplyPlay("clean", 1, 0)
	out = mixFrames(m, 5)
	for k, want := range clean.Samples {
		if !near(out[2*k], want) {
			t.Errorf("clean sound, frame %d: got %v, want %v unchanged", k, out[2*k], want)
		}
	}
}

func TestMixerVoiceEndsAndMusicLoops(t *testing.T) {
	m := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: 256})
	m.Register("short", &services.Sound{Rate: 48000, Samples: []float32{0, 0.5, 0.5, 0}})
	ramp := &services.Sound{Rate: 48000, Samples: []float32{0, 0.1, 0.2, 0.1, 0}}
	m.Register("ramp", ramp)
	m.ApplyPlay("short", 1, 0)
	m.ApplyMusic("ramp", true)
	m.Mix()
	st := m.Stats()
	if st.SoundsFinished != 1 || st.EffectSamples != 4 {
		t.Errorf("effects: finished %d, samples %d; want 1, 4", st.SoundsFinished, st.EffectSamples)
	}
	if st.MusicSamples != 256 || st.MusicLoops != 51 {
		t.Errorf("music: samples %d, loops %d; want 256, 51", st.MusicSamples, st.MusicLoops)
	}
	out := mixFrames(m, 100) // input frames 256..355
	for k := range 100 {
		if want := ramp.Samples[(256+k)%5]; !near(out[2*k], want) {
			t.Fatalf("music frame %d: got %v, want %v", k, out[2*k], want)
		}
	}
}

// An effect with a channel replaces the one playing there instead of
// adding to it, crossfading over FadeMillis: the level never goes above
// one sound's, however many are asked for.
func TestChannelReplacesInsteadOfStacking(t *testing.T) {
	m := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: 128})
	boom := constant(48000, 0.3)
	boom.Channel = 4
	m.Register("boom", boom)
	peak := float32(0)
	for range 10 {
		m.ApplyPlay("boom", 1, 0)
		for _, s := range m.Mix() {
			peak = max(peak, s, -s)
		}
	}
	if peak > 0.3+1e-6 {
		t.Errorf("peak of ten booms on one channel: got %v, want at most one boom's 0.3", peak)
	}
	st := m.Stats()
	if st.SoundsStarted != 10 || st.SoundsReplaced != 9 {
		t.Errorf("started %d, replaced %d; want 10, 9", st.SoundsStarted, st.SoundsReplaced)
	}

	// Without a channel the same sounds stack (and only the limiter holds
	// them under full scale).
	free := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: 128})
	free.Register("boom", constant(48000, 0.3))
	peak = 0
	for range 10 {
		free.ApplyPlay("boom", 1, 0)
		for _, s := range free.Mix() {
			peak = max(peak, s, -s)
		}
	}
	if peak < 0.9 || peak > audio.LimiterCeiling+1e-6 {
		t.Errorf("peak of ten free booms: got %v, want stacked near the limiter's %v, not above", peak, audio.LimiterCeiling)
	}
	if free.Stats().LimitedFrames == 0 {
		t.Errorf("limited frames of ten free booms: got 0, want some")
	}
}

func TestChannelPriority(t *testing.T) {
	cases := []struct {
		name          string
		first, second int // priorities
		wantSkipped   uint64
		wantLevel     float32 // of the channel after the fade
	}{
		{"lower priority waits", 2, 1, 1, 0.4},
		{"equal priority replaces", 1, 1, 0, 0.2},
		{"higher priority replaces", 0, 3, 0, 0.2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: 480})
			a, b := constant(48000, 0.4), constant(48000, 0.2)
			a.Channel, a.Priority, b.Channel, b.Priority = 1, c.first, 1, c.second
			m.Register("a", a)
			m.Register("b", b)
			m.ApplyPlay("a", 1, 0)
			m.Mix()
			m.ApplyPlay("b", 1, 0)
			m.Mix()
			out := m.Mix() // 10 ms later: the fade is over
			if got := out[len(out)-2]; !near(got, c.wantLevel) {
				t.Errorf("level: got %v, want %v", got, c.wantLevel)
			}
			if got := m.Stats().SoundsSkipped; got != c.wantSkipped {
				t.Errorf("skipped: got %d, want %d", got, c.wantSkipped)
			}
		})
	}
}

// Sounds stopped before their end fade out: StopMusic, a change of music,
// a voice cut beyond MaxVoices, StopSound. No step from one frame to the next is larger
// than the fade's.
func TestStopsFadeOut(t *testing.T) {
	const level = 0.5
	maxStep := func(out []float32) float32 {
		step := float32(0)
		for i := 2; i < len(out); i += 2 {
			step = max(step, abs32(out[i]-out[i-2]))
		}
		return step
	}
	fadeStep := float32(level) / (48000 * audio.FadeMillis / 1000)
	cases := []struct {
		name  string
		setup func(m *audio.Mixer)
		stop  func(m *audio.Mixer)
		after float32
	}{
		{"stop music", func(m *audio.Mixer) { m.ApplyMusic("dc", true) }, func(m *audio.Mixer) { m.ApplyStopMusic() }, 0},
		{"change music", func(m *audio.Mixer) { m.ApplyMusic("dc", true) }, func(m *audio.Mixer) { m.ApplyMusic("quiet", true) }, 0.1},
		{"voice cut", func(m *audio.Mixer) { m.ApplyPlay("dc", 1, 0) }, func(m *audio.Mixer) { m.ApplyPlay("quiet", 1, 0) }, 0.1},
		{"sound stopped", func(m *audio.Mixer) { m.ApplyPlay("dc", 1, 0) }, func(m *audio.Mixer) { m.ApplyStopSound("dc") }, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: 64, MaxVoices: 1})
			m.Register("dc", constant(48000, level))
			m.Register("quiet", constant(48000, 0.1))
			c.setup(m)
			for range 4 {
				m.Mix()
			}
			c.stop(m)
			out := mixFrames(m, 1000)
			if got := out[len(out)-2]; !near(got, c.after) {
				t.Errorf("level after the fade: got %v, want %v", got, c.after)
			}
			if got := maxStep(out); got > fadeStep*1.01 {
				t.Errorf("largest step between frames: got %v, want at most the fade's %v", got, fadeStep)
			}
		})
	}
}

func abs32(v float32) float32 { return max(v, -v) }

// StopSound takes back the voice of an id started last, and only that one:
// the voices of the same id started before, and of other ids, play on; a
// sound that has ended, or one never played, stops nothing.
func TestStopSoundStopsTheLastVoice(t *testing.T) {
	cases := []struct {
		name    string
		play    []string // free voices (no channel), in order
		stop    []string
		level   float32 // the mix after the fades
		stopped uint64
	}{
		{"the last of two", []string{"a", "a"}, []string{"a"}, 0.1, 1},
		{"both, one at a time", []string{"a", "a"}, []string{"a", "a"}, 0, 2},
		{"another id plays on", []string{"a", "b"}, []string{"a"}, 0.2, 1},
		{"an id not playing", []string{"a"}, []string{"b"}, 0.1, 0},
		{"an id never registered", []string{"a"}, []string{"nope"}, 0.1, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: 480})
			m.Register("a", constant(48000, 0.1))
			m.Register("b", constant(48000, 0.2))
			for _, id := range c.play {
				m.ApplyPlay(id, 1, 0)
			}
			m.Mix()
			for _, id := range c.stop {
				m.ApplyStopSound(id)
			}
			m.Mix()
			out := m.Mix() // 10 ms later: the fades are over
			if got := out[len(out)-2]; !near(got, c.level) {
				t.Errorf("level: got %v, want %v", got, c.level)
			}
			if got := m.Stats().SoundsStopped; got != c.stopped {
				t.Errorf("stopped: got %d, want %d", got, c.stopped)
			}
		})
	}
	// a short sound that has ended stops nothing
	m := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: 480})
	m.Register("blip", constant(100, 0.1))
	m.ApplyPlay("blip", 1, 0)
	m.Mix()
	m.ApplyStopSound("blip")
	if got := m.Stats().SoundsStopped; got != 0 {
		t.Errorf("an ended sound: got %d stopped, want 0", got)
	}
}

func TestMixDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	m := audio.NewOfflineMixer(nil)
	m.Register("long", constant(1<<20, 0.1))
	boom := constant(1<<20, 0.1)
	boom.Channel = 2
	m.Register("boom", boom)
	m.ApplyMusic("long", true)
	for range 16 {
		m.ApplyPlay("long", 0.5, 0.3)
	}
	if got := testing.AllocsPerRun(100, func() { m.PlaySound("boom", 1, 0); m.Mix() }); got != 0 {
		t.Errorf("PlaySound and Mix: got %v allocs, want 0", got)
	}
}

func BenchmarkMix(b *testing.B) {
	m := audio.NewOfflineMixer(nil)
	m.Register("long", constant(1<<20, 0.1))
	m.ApplyMusic("long", true)
	for range 16 {
		m.ApplyPlay("long", 0.5, 0.3)
	}
	b.ReportAllocs()
	for b.Loop() {
		m.Mix()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/512, "ns/frame")
}
