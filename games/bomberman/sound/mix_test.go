package sound_test

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/save"
	"github.com/bengine-go/bengine/games/bomberman/sound"
)

// diskOutput is where SDL's disk audio driver writes what the device plays
// (raw float32 stereo), for the tests that measure the real mix.
var diskOutput string

func TestMain(m *testing.M) {
	if os.Getenv("SDL_AUDIO_DRIVER") == "" {
		dir, err := os.MkdirTemp("", "sound-disk")
		if err == nil {
			diskOutput = filepath.Join(dir, "mix.raw")
			os.Setenv("SDL_AUDIO_DRIVER", "disk")
			os.Setenv("SDL_AUDIO_DISK_OUTPUT_FILE", diskOutput)
		}
		code := m.Run()
		os.RemoveAll(dir)
		os.Exit(code)
	}
	os.Exit(m.Run())
}

// rendered caches the game's sounds across the tests: rendering the music
// takes a while.
var rendered struct {
	sync.Once
	sounds map[string]*services.Sound
	err    error
}

// register gives bank the game's music and effects, as the game does.
func register(t testing.TB, bank services.SoundBank) {
	t.Helper()
	rendered.Do(func() {
		tracks, err := sound.LoadMusic(os.DirFS(musicDir))
		if err != nil {
			rendered.err = err
			return
		}
		effects, err := sound.LoadEffects(os.DirFS(sfxDir))
		if err != nil {
			rendered.err = err
			return
		}
		rendered.sounds = sound.Sounds(tracks, effects)
	})
	if rendered.err != nil {
		t.Fatal(rendered.err)
	}
	for id, s := range rendered.sounds {
		bank.Register(id, s)
	}
}

// defaultVolumes sets the volumes of a first run.
func defaultVolumes(vc services.VolumeControl) {
	s := save.DefaultSettings()
	vc.SetVolume(services.Music, s.MusicGain())
	vc.SetVolume(services.Effects, s.EffectsGain())
}

// chainFrames is a chain of ten bombs as the game plays it: the frames
// (60 Hz) on which each explodes, some on the same frame, while the player
// walks (a footstep every 8 frames).
var chainFrames = []int{30, 30, 31, 33, 33, 34, 36, 37, 37, 39}

// playFrame asks a for the sounds of game frame f of the chain scenario.
func playFrame(a services.AudioService, f int) {
	if f == 0 {
		a.PlayMusic("main", true)
	}
	if f%8 == 0 {
		a.PlaySound("footstep_h", 1, 0)
	}
	if f == 10 {
		a.PlaySound("bomb_place", 1, -0.5)
	}
	for _, c := range chainFrames {
		if c == f {
			a.PlaySound("explosion", 1, float32(f%5-2)/4)
		}
	}
}

// peakOf returns the largest |sample| of an interleaved mix and how many
// samples sit at full scale.
func peakOf(mix []float32) (peak float64, full int) {
	for _, v := range mix {
		a := math.Abs(float64(v))
		peak = max(peak, a)
		if a >= 1 {
			full++
		}
	}
	return peak, full
}

// The mixer's peak over a chain of ten explosions with the music playing,
// at the default volumes, measured on the mixer itself: under full scale,
// without the limiter, and the ten explosions together no louder than one.
func TestChainOfTenExplosionsMix(t *testing.T) {
	const frame = 800 // samples a 60 Hz frame at 48 kHz
	mixScenario := func(music bool, explosions int) (peak float64, full int, st audio.Stats) {
		m := audio.NewOfflineMixer(&audio.MixerOptions{ChunkFrames: frame})
		register(t, m)
		defaultVolumes(m)
		if !music {
			m.SetVolume(services.Music, 0)
		}
		var mix []float32
		for f := range 180 { // 3 s
			if explosions == 1 {
				if f == chainFrames[0] {
					m.PlaySound("explosion", 1, 0)
				}
			} else {
				playFrame(m, f)
			}
			mix = append(mix, m.Mix()...)
		}
		peak, full = peakOf(mix)
		return peak, full, m.Stats()
	}

	peak, full, st := mixScenario(true, 10)
	t.Logf("music and a chain of ten explosions: peak %.3f (%.1f dBFS), %d samples at full scale, limiter on %d frames",
		peak, 20*math.Log10(peak), full, st.LimitedFrames)
	s := save.DefaultSettings()
	bound := sound.MusicPeak*float64(s.MusicGain()) + sound.EffectsPeak*float64(s.EffectsGain())
	switch {
	case full != 0 || peak >= 1:
		t.Errorf("peak: got %.3f with %d samples at full scale, want under full scale", peak, full)
	case peak > bound+1e-3:
		t.Errorf("peak: got %.3f, want at most the levels' sum at these volumes, %.3f", peak, bound)
	case st.LimitedFrames != 0:
		t.Errorf("limiter: got %d frames turned down, want 0 (the levels sum under full scale)", st.LimitedFrames)
	}
	if st.SoundsReplaced < 9 || st.SoundsSkipped == 0 {
		t.Errorf("noise channel: got %d replaced, %d skipped; want the explosions to replace each other (9+) and footsteps to wait (some)",
			st.SoundsReplaced, st.SoundsSkipped)
	}

	chain, _, _ := mixScenario(false, 10)
	one, _, _ := mixScenario(false, 1)
	t.Logf("effects alone: a chain of ten peaks at %.3f, one explosion at %.3f", chain, one)
	if chain > one*1.05 {
		t.Errorf("ten explosions: got peak %.3f, want about one explosion's %.3f (they replace, not stack)", chain, one)
	}
}

// The same scenario through SDL's disk audio driver: what the device was
// given, read back from the file, stays under full scale.
func TestChainOfTenExplosionsOnTheDevice(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 2 s of audio in real time")
	}
	if diskOutput == "" {
		t.Skip("SDL_AUDIO_DRIVER is set by the caller: the disk driver's output file is not known")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	m, err := audio.NewMixer(nil)
	if err != nil {
		t.Skipf("no SDL audio (disk driver) here: %v", err)
	}
	register(t, m)
	defaultVolumes(m)
	for f := range 120 { // 2 s at 60 frames a second
		playFrame(m, f)
		time.Sleep(time.Second / 60)
	}
	if err := m.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	raw, err := os.ReadFile(diskOutput)
	if err != nil {
		t.Fatal(err)
	}
	mix := make([]float32, len(raw)/4)
	for i := range mix {
		mix[i] = math.Float32frombits(binary.LittleEndian.Uint32(raw[4*i:]))
	}
	if secs := float64(len(mix)) / 2 / float64(m.Rate()); secs < 1.5 {
		t.Fatalf("disk output: got %.2f s of stereo at %d Hz, want the 2 s played", secs, m.Rate())
	}
	peak, full := peakOf(mix)
	t.Logf("disk driver: %.2f s, peak %.3f (%.1f dBFS), %d samples at full scale", float64(len(mix))/2/float64(m.Rate()), peak, 20*math.Log10(peak), full)
	if full != 0 || peak >= 1 {
		t.Errorf("peak on the device: got %.3f with %d samples at full scale, want under full scale", peak, full)
	}
	if peak < 0.05 {
		t.Errorf("peak on the device: got %.3f, want the music and explosions heard", peak)
	}
}
