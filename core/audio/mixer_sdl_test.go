//go:build !js

package audio_test

import (
	"math"
	"os"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/services"
)

func TestMain(m *testing.M) {
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		os.Setenv("SDL_AUDIO_DRIVER", "dummy")
	}
	os.Exit(m.Run())
}

func openAudio(t *testing.T, opts *audio.MixerOptions) *audio.Mixer {
	t.Helper()
	runtime.LockOSThread()
	t.Cleanup(runtime.UnlockOSThread)
	a, err := audio.NewMixer(opts)
	if err != nil {
		t.Fatalf("NewMixer: %v", err)
	}
	t.Cleanup(func() {
		if err := a.Close(); err != nil {
			t.Errorf("Close: %v", err)
		}
	})
	return a
}

// tone makes a sine wave of n samples at rate Hz.
func tone(rate, n int, hz float64) *services.Sound {
	s := &services.Sound{Rate: rate, Samples: make([]float32, n)}
	for i := range s.Samples {
		s.Samples[i] = float32(0.5 * math.Sin(2*math.Pi*hz*float64(i)/float64(rate)))
	}
	return s
}

// waitFor polls cond until it holds or the timeout passes.
func waitFor(t *testing.T, timeout time.Duration, what string, cond func(audio.Stats) bool, a *audio.Mixer) audio.Stats {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		st := a.Stats()
		if cond(st) {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %v waiting for %s; stats %+v", timeout, what, st)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func TestSoundsFromManyGoroutinesAllPlay(t *testing.T) {
	a := openAudio(t, &audio.MixerOptions{MaxVoices: 64})
	const goroutines, perG, length = 4, 10, 2400 // 50 ms each at 48 kHz
	a.Register("blip", tone(48000, length, 440))
	var wg sync.WaitGroup
	for g := range goroutines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range perG {
				a.PlaySound("blip", 0.5, float32(g-2)/2)
				if i%3 == 0 {
					time.Sleep(time.Millisecond)
				}
			}
		}()
	}
	wg.Wait()
	const want = goroutines * perG
	st := waitFor(t, 5*time.Second, "every sound to finish", func(s audio.Stats) bool {
		return s.SoundsFinished >= want
	}, a)
	cases := []struct {
		name      string
		got, want uint64
	}{
		{"requests", st.Requests, want},
		{"dropped", st.Dropped, 0},
		{"unknown", st.Unknown, 0},
		{"started", st.SoundsStarted, want},
		{"finished", st.SoundsFinished, want},
		{"cut", st.SoundsCut, 0},
		{"effect samples on the stream", st.EffectSamples, want * length},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %d, want %d", c.name, c.got, c.want)
		}
	}
	if st.Frames == 0 {
		t.Errorf("frames written: got 0, want some")
	}
}

func TestSoundsAreResampledToTheOutputRate(t *testing.T) {
	a := openAudio(t, nil)
	fsys := wavFS("boom.wav", encodeWAV(wavSpec{tag: 1, channels: 2, bits: 16, rate: 24000,
		interleave: make([]float64, 2*1200)})) // 50 ms at 24 kHz
	boom, err := audio.LoadWAV(fsys, "sfx/boom.wav")
	if err != nil {
		t.Fatalf("LoadWAV: %v", err)
	}
	a.Register("boom", boom)
	delete(fsys, "sfx/boom.wav")               // cached: playing never reads the file again
	a.Register("beep", tone(16000, 160, 1000)) // 10 ms at 16 kHz
	a.PlaySound("boom", 1, 0)
	a.PlaySound("beep", 1, 0)
	a.PlaySound("never-loaded", 1, 0)
	st := waitFor(t, 5*time.Second, "both sounds to finish", func(s audio.Stats) bool {
		return s.SoundsFinished >= 2
	}, a)
	if want := uint64(2400 + 480); st.EffectSamples != want {
		t.Errorf("effect samples at 48 kHz: got %d, want %d", st.EffectSamples, want)
	}
	if st.Unknown != 1 {
		t.Errorf("unknown sounds: got %d, want 1", st.Unknown)
	}
}

func TestMusicLoopsAndStops(t *testing.T) {
	a := openAudio(t, nil)
	const length = 1200 // 25 ms
	a.Register("theme", tone(48000, length, 220))
	a.Register("jingle", tone(48000, length, 330))

	a.PlayMusic("theme", true)
	st := waitFor(t, 5*time.Second, "three loops", func(s audio.Stats) bool { return s.MusicLoops >= 3 }, a)
	if st.MusicSamples < 3*length {
		t.Errorf("music samples after 3 loops: got %d, want at least %d", st.MusicSamples, 3*length)
	}
	a.StopMusic()
	time.Sleep(50 * time.Millisecond) // let the stop reach the mixer
	stopped := a.Stats()
	time.Sleep(100 * time.Millisecond)
	if after := a.Stats(); after.MusicSamples != stopped.MusicSamples || after.Frames <= stopped.Frames {
		t.Errorf("after StopMusic: music samples %d -> %d (want unchanged), frames %d -> %d (want growing)",
			stopped.MusicSamples, after.MusicSamples, stopped.Frames, after.Frames)
	}

	// Music without loop plays once.
	a.PlayMusic("jingle", false)
	time.Sleep(150 * time.Millisecond)
	once := a.Stats()
	if got := once.MusicSamples - stopped.MusicSamples; got != length {
		t.Errorf("non-looping music: got %d samples, want %d", got, length)
	}
	if once.MusicLoops != stopped.MusicLoops {
		t.Errorf("non-looping music loops: got %d more, want 0", once.MusicLoops-stopped.MusicLoops)
	}
}

func TestCloseWithRequestsPending(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	a, err := audio.NewMixer(&audio.MixerOptions{QueueSize: 4096, MaxVoices: 4})
	if err != nil {
		t.Fatalf("NewMixer: %v", err)
	}
	a.Register("blip", tone(48000, 480, 880))
	const n = 3000
	for range n {
		a.PlaySound("blip", 1, 0)
	}
	// Other goroutines keep calling while Close runs.
	stopCallers := make(chan struct{})
	var wg sync.WaitGroup
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stopCallers:
					return
				default:
					a.PlaySound("blip", 1, 0)
					a.PlayMusic("blip", true)
					a.SetVolume(services.Effects, 0.5)
				}
			}
		}()
	}
	closed := make(chan error)
	go func() { closed <- a.Close() }()
	select {
	case err := <-closed:
		if err != nil {
			t.Errorf("Close: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Close: still running after 5 s (deadlock)")
	}
	close(stopCallers)
	wg.Wait()
	if err := a.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	a.PlaySound("blip", 1, 0) // after Close: ignored, no panic
	st := a.Stats()
	if st.SoundsStarted == 0 && st.Discarded == 0 {
		t.Errorf("stats after Close: got %+v, want sounds started or discarded", st)
	}
	if st.SoundsStarted+st.Discarded+st.Unknown > st.Requests {
		t.Errorf("started %d + discarded %d + unknown %d exceeds requests %d", st.SoundsStarted, st.Discarded, st.Unknown, st.Requests)
	}
}

// Requests a full queue cannot take are dropped and counted, never waited for.
func TestFullQueueDropsAndCounts(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	a, err := audio.NewMixer(&audio.MixerOptions{QueueSize: 1})
	if err != nil {
		t.Fatalf("NewMixer: %v", err)
	}
	defer a.Close()
	const n = 20000
	start := time.Now()
	for range n {
		a.PlaySound("x", 1, 0)
	}
	elapsed := time.Since(start)
	st := a.Stats()
	if st.Requests+st.Dropped != n {
		t.Errorf("requests %d + dropped %d: got %d, want %d", st.Requests, st.Dropped, st.Requests+st.Dropped, n)
	}
	if st.Dropped == 0 {
		t.Errorf("dropped with a queue of 1: got 0, want some")
	}
	if elapsed > time.Second {
		t.Errorf("%d calls took %v: calls must not wait for the audio goroutine", n, elapsed)
	}
}

func TestVolumes(t *testing.T) {
	a := openAudio(t, nil)
	cases := []struct {
		ch   services.AudioBus
		set  float32
		want float32
	}{
		{services.Master, 0.5, 0.5},
		{services.Music, 2, 1},
		{services.Effects, -1, 0},
		{services.Effects, float32(math.NaN()), 0},
	}
	for _, c := range cases {
		a.SetVolume(c.ch, c.set)
		if got := a.Volume(c.ch); got != c.want {
			t.Errorf("SetVolume(%v, %v): Volume got %v, want %v", c.ch, c.set, got, c.want)
		}
	}
	a.SetMuted(true)
	a.Register("blip", tone(48000, 480, 880))
	a.PlaySound("blip", 1, 0)
	waitFor(t, 5*time.Second, "a muted sound to still run its course", func(s audio.Stats) bool {
		return s.SoundsFinished == 1
	}, a)
}

// The calls a game makes every frame allocate nothing, through the
// locator as a game makes them.
func TestGameCallsDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	a := openAudio(t, &audio.MixerOptions{QueueSize: 1024})
	a.Register("blip", tone(48000, 480, 880))
	services.ProvideAudio(a)
	t.Cleanup(func() { services.ProvideAudio(nil) })
	cases := []struct {
		name string
		call func()
	}{
		{"PlaySound", func() { services.Audio().PlaySound("blip", 1, 0) }},
		{"PlayMusic", func() { services.Audio().PlayMusic("blip", true) }},
		{"StopMusic", func() { services.Audio().StopMusic() }},
	}
	for _, c := range cases {
		if got := testing.AllocsPerRun(200, c.call); got != 0 {
			t.Errorf("%s: got %v allocs, want 0", c.name, got)
		}
	}
}

// Once warm, playback allocates nothing: not the mixer (Mix is checked
// alone in mixer_test.go) and not the SDL calls (core/internal/sdlaudio
// calls SDL without go-sdl3's per-call allocation). ReadMemStats counts the
// whole process, the way the engine's F3 overlay does, while the test's own
// goroutine sleeps. The runtime may allocate a stray object now and then
// (growing its timer heap; purego refilling its sync.Pool after a GC), so
// the bound is two in the quietest of three windows, where one allocation
// a chunk would be 30 in each.
func TestAudioGoroutineAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("needs 300 ms of playback")
	}
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	a := openAudio(t, &audio.MixerOptions{MaxVoices: 8})
	a.Register("long", tone(48000, 48000, 440))
	boom := tone(48000, 4800, 110)
	boom.Channel = 1
	a.Register("boom", boom)
	a.PlayMusic("long", true)
	for range 8 {
		a.PlaySound("long", 0.3, 0)
	}
	time.Sleep(50 * time.Millisecond) // warm up
	// The fewest allocations of three windows: the runtime's own (a new
	// thread when the machine is busy) come and go, one allocation a chunk
	// would be in every window.
	least, chunks := uint64(math.MaxUint64), uint64(0)
	for range 3 {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		f0 := a.Stats().Frames
		for range 30 { // a frame's worth of requests every 10 ms
			a.PlaySound("boom", 1, 0)
			a.PlaySound("long", 0.2, 0.5)
			time.Sleep(10 * time.Millisecond)
		}
		runtime.ReadMemStats(&after)
		least, chunks = min(least, after.Mallocs-before.Mallocs), (a.Stats().Frames-f0)/512
	}
	if chunks < 10 {
		t.Fatalf("chunks mixed in 300 ms: got %d, want at least 10", chunks)
	}
	if least > 2 {
		t.Errorf("allocations in the process while mixing %d chunks: got %d, want at most 2", chunks, least)
	}
}

// BenchmarkPlaySound is the cost a gameplay call pays: a non-blocking send
// (or a counted drop once the benchmark outruns the mixer).
func BenchmarkPlaySound(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	a, err := audio.NewMixer(&audio.MixerOptions{QueueSize: 1024})
	if err != nil {
		b.Fatal(err)
	}
	defer a.Close()
	a.Register("blip", tone(48000, 480, 880))
	b.ReportAllocs()
	for b.Loop() {
		a.PlaySound("blip", 1, 0)
	}
	st := a.Stats()
	b.ReportMetric(float64(st.Dropped)/float64(st.Dropped+st.Requests), "dropped/op")
}
