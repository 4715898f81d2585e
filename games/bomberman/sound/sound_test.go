package sound_test

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/sound"
)

const (
	musicDir = "../../../data/bomberman/music"
	sfxDir   = "../../../data/bomberman/sfx"
)

func stats(s []float32) (peak, rms float64) {
	var sum float64
	for _, v := range s {
		a := math.Abs(float64(v))
		peak = max(peak, a)
		sum += a * a
	}
	if len(s) > 0 {
		rms = math.Sqrt(sum / float64(len(s)))
	}
	return peak, rms
}

func TestEveryTrackRenders(t *testing.T) {
	tracks, err := sound.LoadMusic(os.DirFS(musicDir))
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range sound.TrackIDs {
		tr, ok := tracks[id]
		if !ok {
			t.Errorf("track %s: missing", id)
			continue
		}
		s, rate := sound.Render(tr)
		if rate != sound.Rate {
			t.Errorf("%s: got rate %d, want %d", id, rate, sound.Rate)
		}
		want := int(math.Round(tr.Beats() * 60 / tr.Tempo() * float64(rate)))
		if len(s) != want {
			t.Errorf("%s: got %d samples, want %d (%g beats at %g bpm)", id, len(s), want, tr.Beats(), tr.Tempo())
		}
		peak, rms := stats(s)
		if peak > 1 {
			t.Errorf("%s: got peak %.3f, want <= 1", id, peak)
		}
		if rms < 0.02 {
			t.Errorf("%s: got rms %.4f, want >= 0.02 (not silent)", id, rms)
		}
	}
	// The jingles and the loops: loops are 8 to 16 bars of 4/4.
	for _, id := range []string{"main", "alt", "invincible", "bonus", "title"} {
		if tr := tracks[id]; tr != nil {
			if !tr.Loop() || tr.Beats() < 32 || tr.Beats() > 64 {
				t.Errorf("%s: got loop %v, %g beats; want a loop of 32..64 beats", id, tr.Loop(), tr.Beats())
			}
		}
	}
	for _, id := range []string{"stage_intro", "death", "clear", "gameover", "ending"} {
		if tr := tracks[id]; tr != nil && tr.Loop() {
			t.Errorf("%s: got loop true, want a one-shot", id)
		}
	}
}

func TestEveryEffectRenders(t *testing.T) {
	effects, err := sound.LoadEffects(os.DirFS(sfxDir))
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range sound.EffectIDs {
		e, ok := effects[id]
		if !ok {
			t.Errorf("effect %s: missing", id)
			continue
		}
		s, _ := sound.RenderEffect(e)
		if len(s) != e.Len() || len(s) == 0 {
			t.Errorf("%s: got %d samples, want %d > 0", id, len(s), e.Len())
		}
		if len(s) > 2*sound.Rate {
			t.Errorf("%s: got %.2f s, want an effect under 2 s", id, float64(len(s))/sound.Rate)
		}
		peak, rms := stats(s)
		if peak > 1 || rms < 0.02 {
			t.Errorf("%s: got peak %.3f rms %.4f, want peak <= 1 and rms >= 0.02", id, peak, rms)
		}
	}
}

func TestLengthsFromTempo(t *testing.T) {
	cases := []struct {
		notes string
		tempo float64
		beats float64
	}{
		{"C4 4", 60, 1},
		{"C4 8, D4 8, E4 4.", 120, 2.5},
		{"C4 2+8 | R 16, R 16", 100, 3},
		{"[C4 16, D4 16]x4, E4 1", 150, 6},
		{"[[C4 32]x2, R 16]x3", 90, 1.5},
	}
	for _, c := range cases {
		raw := fmt.Sprintf(`{"Tempo": %g, "Pulse1": {"Notes": %q}}`, c.tempo, c.notes)
		tr, err := sound.ParseTrack("t.json", []byte(raw))
		if err != nil {
			t.Fatalf("%q: %v", c.notes, err)
		}
		if tr.Beats() != c.beats {
			t.Errorf("%q: got %g beats, want %g", c.notes, tr.Beats(), c.beats)
		}
		s, _ := sound.Render(tr)
		if want := int(math.Round(c.beats * 60 / c.tempo * sound.Rate)); len(s) != want {
			t.Errorf("%q: got %d samples, want %d", c.notes, len(s), want)
		}
	}
}

func TestPitch(t *testing.T) {
	// A4 on a 50% pulse: 440 cycles a second, so 880 sign changes.
	tr, err := sound.ParseTrack("a.json", []byte(`{"Tempo": 60, "Pulse1": {"Gate": 1, "Notes": "A4 4"}}`))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := sound.Render(tr)
	flips := 0
	for i := 1; i < len(s); i++ {
		if (s[i] > 0) != (s[i-1] > 0) {
			flips++
		}
	}
	if flips < 878 || flips > 882 {
		t.Errorf("A4 for 1 s: got %d sign changes, want 880 +- 2", flips)
	}
}

func TestDeterministic(t *testing.T) {
	tracks, err := sound.LoadMusic(os.DirFS(musicDir))
	if err != nil {
		t.Fatal(err)
	}
	a, _ := sound.Render(tracks["main"])
	b := sound.RenderInto(make([]float32, 10), tracks["main"])
	if len(a) != len(b) {
		t.Fatalf("got lengths %d and %d, want equal", len(a), len(b))
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("sample %d: got %v and %v, want equal renders", i, a[i], b[i])
		}
	}
}

func TestMalformedTrack(t *testing.T) {
	cases := []struct {
		name, raw, want string
	}{
		{"bad pitch", "{\"Tempo\": 120,\n \"Pulse1\": {\"Notes\": \"C4 8, H4 8\"}}", `bad.json:2:29: field Pulse1.Notes: unknown pitch "H4"`},
		{"bad length", `{"Tempo": 120, "Pulse1": {"Notes": "C4 8, D4 7"}}`, `bad.json:1:46: field Pulse1.Notes: length "7"`},
		{"no length", `{"Tempo": 120, "Pulse1": {"Notes": "C4"}}`, `bad.json:1:39: field Pulse1.Notes: note "C4" has no length`},
		{"open repeat", `{"Tempo": 120, "Pulse1": {"Notes": "[C4 8"}}`, `bad.json:1:37: field Pulse1.Notes: '[' without ']xN'`},
		{"bad repeat", `{"Tempo": 120, "Pulse1": {"Notes": "[C4 8]x0"}}`, `field Pulse1.Notes: repeat count "x0"`},
		{"noise pitch", `{"Tempo": 120, "Noise": {"Notes": "C4 8"}}`, `field Noise.Notes: unknown noise note "C4"`},
		{"octave", `{"Tempo": 120, "Pulse1": {"Notes": "C9 8"}}`, `pitch "C9": want an octave 0..8`},
		{"unknown field", `{"Tempo": 120, "Pulse1": {"Notes": "C4 8", "Duty": 2}}`, `bad.json:1:44: unknown field "Pulse1.Duty"`},
		{"tempo", `{"Tempo": 0, "Pulse1": {"Notes": "C4 8"}}`, `bad.json: field Tempo: must be 20..400`},
		{"volume", `{"Tempo": 120, "Pulse1": {"Volume": 2, "Notes": "C4 8"}}`, `field Pulse1.Volume: must be 0..1`},
		{"triangle wave", `{"Tempo": 120, "Triangle": {"Wave": "pulse25", "Notes": "C4 8"}}`, `field Triangle.Wave`},
		{"no voices", `{"Tempo": 120}`, `a track needs at least one voice`},
		{"loop drift", `{"Tempo": 120, "Loop": true, "Pulse1": {"Notes": "C4 4"}, "Triangle": {"Notes": "C3 2"}}`, `field Pulse1.Notes: looping track: voice lasts 1 beats, want 2`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := sound.ParseTrack("bad.json", []byte(c.raw))
			if err == nil {
				t.Fatalf("got no error, want %q", c.want)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %q, want it to contain %q", err, c.want)
			}
		})
	}
}

func TestMalformedEffect(t *testing.T) {
	steps := func(list string) string { return `{"Channel": "pulse1", "Steps": [` + list + `]}` }
	cases := []struct {
		name, raw, want string
	}{
		{"wave", steps(`{"Wave": "saw", "From": 440, "Ms": 10, "Vol": 1}`), `fx.json: field Steps[0].Wave: unknown wave "saw"`},
		{"noise period", steps(`{"Wave": "noise", "From": 16, "Ms": 10, "Vol": 1}`), `field Steps[0].From: noise period must be 0..15`},
		{"pitch", steps(`{"Wave": "pulse50", "From": 440, "Ms": 10, "Vol": 1}, {"Wave": "pulse50", "From": 5, "Ms": 10, "Vol": 1}`), `field Steps[1].From: pitch must be 20..20000 Hz`},
		{"ms", steps(`{"Wave": "pulse50", "From": 440, "Vol": 1}`), `field Steps[0].Ms`},
		{"empty", steps(``), `field Steps: an effect needs at least one step`},
		{"trailing", steps(`{"Wave": "noise", "From": 1, "Ms": 10, "Vol": 1}`) + ` x`, `fx.json:1:`},
		{"no channel", `{"Steps": [{"Wave": "noise", "From": 1, "Ms": 10, "Vol": 1}]}`, `fx.json: field Channel: unknown channel ""`},
		{"bad channel", `{"Channel": "dmc", "Steps": [{"Wave": "noise", "From": 1, "Ms": 10, "Vol": 1}]}`, `field Channel: unknown channel "dmc"`},
		{"priority", `{"Channel": "noise", "Priority": 10, "Steps": [{"Wave": "noise", "From": 1, "Ms": 10, "Vol": 1}]}`, `field Priority: must be 0..9, got 10`},
		{"start far away", steps(`{"Wave": "noise", "From": 1, "Ms": 10, "Vol": 1, "At": 1e13}`), `field Steps[0].At: must be 0..5000 ms, got 1e+13`},
		{"step too long", steps(`{"Wave": "noise", "From": 1, "Ms": 1e13, "Vol": 1}`), `field Steps[0].Ms: must be 0..5000 ms`},
		{"ends too late", steps(`{"Wave": "noise", "From": 1, "Ms": 3000, "Vol": 1}, {"Wave": "noise", "From": 1, "Ms": 3000, "Vol": 1}`),
			`field Steps[1].Ms: the step ends at 6000 ms, want the effect over by 5000 ms (MaxEffectMillis)`},
		{"too many steps", steps(strings.Repeat(`{"Wave": "noise", "From": 1, "Ms": 1, "Vol": 1},`, sound.MaxEffectSteps) + `{"Wave": "noise", "From": 1, "Ms": 1, "Vol": 1}`),
			`field Steps: 65 steps, want at most 64 (MaxEffectSteps)`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := sound.ParseEffect("fx.json", []byte(c.raw))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error containing %q", err, c.want)
			}
		})
	}
}

func TestLoadNamesFile(t *testing.T) {
	fsys := fstest.MapFS{
		"good.json":   {Data: []byte(`{"Tempo": 120, "Pulse1": {"Notes": "C4 8"}}`)},
		"broken.json": {Data: []byte(`{"Tempo": 120, "Pulse1": {"Notes": "Q4 8"}}`)},
	}
	_, err := sound.LoadMusic(fsys)
	if err == nil || !strings.HasPrefix(err.Error(), "broken.json:1:37:") {
		t.Errorf("got %v, want an error starting broken.json:1:37:", err)
	}
}

// Overlapping steps add up, but never past the channel's level.
func TestEffectOverlapStaysAtItsLevel(t *testing.T) {
	raw := `{"Channel": "noise", "Steps": [` + strings.Repeat(`{"Wave": "pulse50", "From": 440, "Ms": 50, "Vol": 1, "At": 0},`, 5) +
		`{"Wave": "pulse50", "From": 440, "Ms": 50, "Vol": 1, "At": 0}]}`
	e, err := sound.ParseEffect("loud.json", []byte(raw))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := sound.RenderEffect(e)
	if peak, _ := stats(s); peak > sound.ChannelNoise.Level()+1e-6 {
		t.Errorf("got peak %.3f, want at most the noise channel's %.3f", peak, sound.ChannelNoise.Level())
	}
}

func TestRenderIntoReusesStorage(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	tracks, err := sound.LoadMusic(os.DirFS(musicDir))
	if err != nil {
		t.Fatal(err)
	}
	tr := tracks["death"]
	buf := make([]float32, tr.Len())
	allocs := testing.AllocsPerRun(3, func() { buf = sound.RenderInto(buf, tr) })
	if allocs != 0 {
		t.Errorf("RenderInto: got %v allocs, want 0", allocs)
	}
}

// BenchmarkRender30s renders 30 s of the main theme; the package must do
// it in well under a second.
func BenchmarkRender30s(b *testing.B) {
	tracks, err := sound.LoadMusic(os.DirFS(musicDir))
	if err != nil {
		b.Fatal(err)
	}
	tr := tracks["main"]
	passes := int(math.Ceil(30 * sound.Rate / float64(tr.Len())))
	buf := make([]float32, tr.Len())
	b.ReportAllocs()
	for b.Loop() {
		for range passes {
			buf = sound.RenderInto(buf, tr)
		}
	}
	b.ReportMetric(float64(passes*tr.Len())/sound.Rate, "audio-s/op")
}

func BenchmarkRenderEffects(b *testing.B) {
	effects, err := sound.LoadEffects(os.DirFS(sfxDir))
	if err != nil {
		b.Fatal(err)
	}
	buf := make([]float32, 0, 2*sound.Rate)
	b.ReportAllocs()
	for b.Loop() {
		for _, id := range sound.EffectIDs {
			buf = sound.RenderEffectInto(buf, effects[id])
		}
	}
}

func ExampleRender() {
	tr, err := sound.ParseTrack("beep.json", []byte(`{"Tempo": 120, "Pulse1": {"Wave": "pulse25", "Notes": "C5 8, E5 8, G5 4"}}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	samples, rate := sound.Render(tr)
	fmt.Printf("%s: %d samples at %d Hz (%.2f s)\n", tr.Name(), len(samples), rate, float64(len(samples))/float64(rate))
	// Output: beep: 44100 samples at 44100 Hz (1.00 s)
}

func ExampleParseTrack_error() {
	_, err := sound.ParseTrack("tune.json", []byte(`{"Tempo": 120, "Pulse1": {"Notes": "C5 8, E5 3"}}`))
	fmt.Println(err)
	// Output: tune.json:1:46: field Pulse1.Notes: length "3": want 1, 2, 4, 8, 16 or 32, optionally dotted (4.) or tied (2+8)
}

func ExampleEffect_Sound() {
	e, err := sound.ParseEffect("boom.json", []byte(`{"Channel": "noise", "Priority": 3,
		"Steps": [{"Wave": "noise", "From": 4, "To": 15, "Ms": 500, "Vol": 1, "VolTo": 0}]}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	s := e.Sound()
	fmt.Printf("%s: %.2f s on channel %d (%v), priority %d\n", e.Name(), s.Duration(), s.Channel, e.Channel(), s.Priority)
	// Output: boom: 0.50 s on channel 4 (noise), priority 3
}

// Rendering in parallel gives what rendering one by one gives.
func TestSoundsRendersEverySoundAsSound(t *testing.T) {
	tracks, err := sound.LoadMusic(os.DirFS(musicDir))
	if err != nil {
		t.Fatal(err)
	}
	effects, err := sound.LoadEffects(os.DirFS(sfxDir))
	if err != nil {
		t.Fatal(err)
	}
	all := sound.Sounds(tracks, effects)
	if len(all) != len(sound.TrackIDs)+len(sound.EffectIDs) {
		t.Fatalf("got %d sounds, want %d", len(all), len(sound.TrackIDs)+len(sound.EffectIDs))
	}
	check := func(id string, want *services.Sound) {
		got := all[id]
		if got == nil || got.Rate != want.Rate || got.Channel != want.Channel || got.Priority != want.Priority || !slices.Equal(got.Samples, want.Samples) {
			t.Errorf("%s: the parallel render differs from Sound()", id)
		}
	}
	check("main", tracks["main"].Sound())
	check("explosion", effects["explosion"].Sound())
	check("footstep_h", effects["footstep_h"].Sound())
}
