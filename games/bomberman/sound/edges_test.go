package sound_test

import (
	"math"
	"os"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/sound"
)

// edgeLevel is how close to zero a sound must start and end: 1% of full
// scale, where a jump from silence is heard as a click.
const edgeLevel = 0.01

// Every effect and every track starts and ends within 1% of zero (they
// ramp), and none is louder than its share of the mix.
func TestSoundsStartAndEndAtZero(t *testing.T) {
	tracks, err := sound.LoadMusic(os.DirFS(musicDir))
	if err != nil {
		t.Fatal(err)
	}
	effects, err := sound.LoadEffects(os.DirFS(sfxDir))
	if err != nil {
		t.Fatal(err)
	}
	type rendered struct {
		name  string
		s     []float32
		limit float64 // the loudest it may be
	}
	var all []rendered
	for _, id := range sound.EffectIDs {
		e := effects[id]
		s, _ := sound.RenderEffect(e)
		all = append(all, rendered{"effect " + id, s, e.Channel().Level()})
	}
	for _, id := range sound.TrackIDs {
		s, _ := sound.Render(tracks[id])
		all = append(all, rendered{"track " + id, s, sound.MusicPeak})
	}
	for _, r := range all {
		first, last := math.Abs(float64(r.s[0])), math.Abs(float64(r.s[len(r.s)-1]))
		if first > edgeLevel || last > edgeLevel {
			t.Errorf("%s: first sample %.4f, last %.4f; want both within %.2f of zero", r.name, r.s[0], r.s[len(r.s)-1], edgeLevel)
		}
		if peak, _ := stats(r.s); peak > r.limit+1e-6 {
			t.Errorf("%s: got peak %.4f, want at most its level %.4f", r.name, peak, r.limit)
		}
	}
}

// Notes are held for their written length unless marked staccato; where a
// note meets silence it ramps instead of stopping dead.
func TestLegatoAndStaccato(t *testing.T) {
	quarter := sound.Rate / 2 // at 120 bpm
	cases := []struct {
		name        string
		notes       string
		soundingAt  []int // samples that must be heard
		silentAt    []int // samples that must be silent
		description string
	}{
		{"legato", "C4 4, C4 4", []int{quarter - 100, quarter + 100}, nil, "a repeated note runs on"},
		{"staccato mark", "C4 4', C4 4", []int{quarter/2 - 100, quarter + 100}, []int{quarter/2 + 100, quarter - 100}, "held half its length"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr, err := sound.ParseTrack("t.json", []byte(`{"Tempo": 120, "Pulse1": {"Notes": "`+c.notes+`"}}`))
			if err != nil {
				t.Fatal(err)
			}
			s, _ := sound.Render(tr)
			loud := func(i int) bool {
				for _, v := range s[i-20 : i+20] { // a pulse is never near zero for long
					if math.Abs(float64(v)) > 0.01 {
						return true
					}
				}
				return false
			}
			for _, i := range c.soundingAt {
				if !loud(i) {
					t.Errorf("sample %d: got silence, want sound (%s)", i, c.description)
				}
			}
			for _, i := range c.silentAt {
				if loud(i) {
					t.Errorf("sample %d: got sound, want silence (%s)", i, c.description)
				}
			}
		})
	}
}
