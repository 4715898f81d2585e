package sound_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/games/bomberman/sound"
)

// maxFuzzRender is the longest track the fuzz targets render: longer ones
// are only parsed (rendering allocates exactly Len samples, checked by
// TestTrackLengthLimit at the limit), to keep the fuzzer fast.
const maxFuzzRender = 30 * sound.Rate

// seed adds every *.json file of dir to the corpus.
func seed(f *testing.F, dir string) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		f.Fatalf("no seed files in %s: %v", dir, err)
	}
	for _, p := range files {
		raw, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(raw)
	}
}

// FuzzParseTrack parses arbitrary bytes as a music file and renders what
// parses: no input may panic, hang, allocate past datatest's bound, outlast
// MaxTrackSeconds or render past the music's level. Seeded with the game's
// tracks and the 83-byte bomb.
func FuzzParseTrack(f *testing.F) {
	seed(f, musicDir)
	f.Add([]byte(bomb))
	f.Fuzz(func(t *testing.T, raw []byte) {
		var tr *sound.Track
		var err error
		var peak float64
		datatest.Bounded(t, func() {
			tr, err = sound.ParseTrack("fuzz.json", raw)
			if err == nil && tr.Len() <= maxFuzzRender {
				s, _ := sound.Render(tr)
				peak, _ = stats(s)
			}
		})
		if err != nil {
			return
		}
		if secs := float64(tr.Len()) / sound.Rate; secs > sound.MaxTrackSeconds {
			t.Fatalf("got a track of %g s, want at most %d", secs, sound.MaxTrackSeconds)
		}
		if peak > sound.MusicPeak+1e-6 {
			t.Fatalf("got peak %g, want at most %g", peak, sound.MusicPeak)
		}
	})
}

// FuzzParseEffect parses arbitrary bytes as an effect file and renders what
// parses: no input may panic, hang, allocate past datatest's bound, last longer
// than MaxEffectMillis or pass its channel's level. Seeded with the game's
// effects.
func FuzzParseEffect(f *testing.F) {
	seed(f, sfxDir)
	f.Fuzz(func(t *testing.T, raw []byte) {
		var e *sound.Effect
		var err error
		var peak float64
		datatest.Bounded(t, func() {
			e, err = sound.ParseEffect("fuzz.json", raw)
			if err == nil {
				s, _ := sound.RenderEffect(e)
				peak, _ = stats(s)
			}
		})
		if err != nil {
			return
		}
		if ms := float64(e.Len()) * 1000 / sound.Rate; ms > sound.MaxEffectMillis+1 {
			t.Fatalf("got an effect of %g ms, want at most %d", ms, sound.MaxEffectMillis)
		}
		if peak > e.Channel().Level()+1e-6 {
			t.Fatalf("got peak %g, want at most the channel's %g", peak, e.Channel().Level())
		}
	})
}
