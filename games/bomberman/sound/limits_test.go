package sound_test

import (
	"errors"
	"fmt"
	"io/fs"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/games/bomberman/sound"
)

// bomb is 83 bytes of notes that would expand to 67 million notes, a
// 10.9 GB allocation, if repeats were expanded before being measured.
const bomb = `{"Tempo":400,"Pulse1":{"Notes":"[[[[C4 32 C4 32 C4 32 C4 32 ]x64]x64]x64]x64"}}`

// allocated reports the bytes fn allocates.
func allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// A track longer than MaxTrackSeconds is refused while its notes are
// parsed, with an error naming the file, the key and the place, before
// anything large is allocated; one at the limit parses.
func TestTrackLengthLimit(t *testing.T) {
	atLimit := fmt.Sprintf(`{"Tempo": 60, "Pulse1": {"Notes": "[[C4 1]x50]x%d"}}`, sound.MaxTrackSeconds/200)
	cases := []struct {
		name, raw string
		want      string // "" = parses
		maxBytes  uint64
	}{
		{"the 83-byte bomb", bomb, "bomb.json:1:34: field Pulse1.Notes: the voice passes 4000 beats here: longer than MaxTrackSeconds (600 s)", 1 << 20},
		{"nested past the limit", `{"Tempo": 120, "Triangle": {"Notes": "C2 4, [[C3 1]x64]x64"}}`, "bomb.json:1:45: field Triangle.Notes: the voice passes 1200 beats", 1 << 20},
		{"a long flat voice", `{"Tempo": 20, "Noise": {"Notes": "` + strings.Repeat("K 1, ", 60) + `"}}`, "field Noise.Notes: the voice passes 200 beats", 1 << 20},
		{"exactly ten minutes", atLimit, "", 64 << 20},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var tr *sound.Track
			var err error
			got := allocated(func() { tr, err = sound.ParseTrack("bomb.json", []byte(c.raw)) })
			if got > c.maxBytes {
				t.Errorf("allocated %d KiB, want at most %d KiB", got>>10, c.maxBytes>>10)
			}
			if c.want == "" {
				if err != nil {
					t.Fatalf("got %v, want it to parse", err)
				}
				if secs := float64(tr.Len()) / sound.Rate; secs != sound.MaxTrackSeconds {
					t.Errorf("length: got %g s, want %d", secs, sound.MaxTrackSeconds)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error containing %q", err, c.want)
			}
		})
	}
}

// Files larger than data.MaxFileSize are refused without being read whole.
func TestFileSizeLimit(t *testing.T) {
	big := fstest.MapFS{"huge.json": {Data: make([]byte, data.MaxFileSize+1)}}
	loaders := []struct {
		name string
		load func(fs.FS) error
	}{
		{"LoadMusic", func(f fs.FS) error { _, err := sound.LoadMusic(f); return err }},
		{"LoadEffects", func(f fs.FS) error { _, err := sound.LoadEffects(f); return err }},
	}
	for _, l := range loaders {
		err := l.load(big)
		if !errors.Is(err, data.ErrTooLarge) || !strings.Contains(err.Error(), "huge.json") {
			t.Errorf("%s: got %v, want data.ErrTooLarge naming huge.json", l.name, err)
		}
	}
}

func BenchmarkParseBomb(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sound.ParseTrack("bomb.json", []byte(bomb)); err == nil {
			b.Fatal("the bomb parsed")
		}
	}
}
