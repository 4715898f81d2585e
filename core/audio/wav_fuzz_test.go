package audio_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/core/services"
)

// FuzzDecodeWAV decodes arbitrary bytes as a WAV file, then registers the
// sound as the game would (resampled to 48 kHz): no input may panic, hang,
// allocate past datatest's bound, or yield samples outside -1..1. The seeds
// are the WAV files in testdata (the game's own sounds) and one of each
// encoding the decoder reads.
func FuzzDecodeWAV(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.wav")
	for _, p := range files {
		raw, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(raw)
	}
	wave := []float64{0, 0.5, -0.5, 1, -1, 0.25}
	for _, w := range []wavSpec{
		{tag: 1, channels: 1, bits: 8, rate: 11025, interleave: wave},
		{tag: 1, channels: 2, bits: 16, rate: 22050, interleave: wave},
		{tag: 1, channels: 3, bits: 24, rate: 44100, interleave: wave},
		{tag: 1, channels: 1, bits: 32, rate: 48000, interleave: wave, junkFirst: true},
		{tag: 3, channels: 2, bits: 32, rate: 96000, interleave: wave},
		{tag: 3, channels: 1, bits: 64, rate: 8000, interleave: wave},
		{tag: 0xFFFE, subTag: 1, channels: 2, bits: 16, rate: 32000, interleave: wave},
	} {
		f.Add(encodeWAV(w))
	}
	if len(files) == 0 {
		f.Fatal("no seed WAV files in testdata")
	}
	m := audio.NewOfflineMixer(nil)
	f.Fuzz(func(t *testing.T, raw []byte) {
		var s *services.Sound
		var err error
		datatest.Bounded(t, func() {
			s, err = audio.DecodeWAV("fuzz.wav", raw)
			if err == nil {
				m.Register("fuzz", s)
			}
		})
		if err != nil {
			return
		}
		if s.Rate < audio.MinWAVRate || s.Rate > audio.MaxWAVRate || s.Duration() > audio.MaxSoundSeconds {
			t.Fatalf("got %d samples at %d Hz, want a rate in %d..%d and at most %d s",
				len(s.Samples), s.Rate, audio.MinWAVRate, audio.MaxWAVRate, audio.MaxSoundSeconds)
		}
		for i, v := range s.Samples {
			if !(v >= -1 && v <= 1) {
				t.Fatalf("sample %d: got %v, want -1..1", i, v)
			}
		}
	})
}
