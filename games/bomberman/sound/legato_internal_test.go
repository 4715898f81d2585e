package sound

import (
	"os"
	"testing"
)

// silence is the level under which a sample counts as silent: -60 dBFS,
// far below the quietest sounding note (one volume step of a pulse voice).
const silence = 1e-3

// maxGap is the longest silence the music may have that its notes do not
// ask for.
const maxGap = Rate * 5 / 1000

// span is a run of samples [from, to).
type span struct{ from, to int }

// silentRuns returns the runs of s at or under silence longer than maxGap.
func silentRuns(s []float32) []span {
	var out []span
	start := -1
	for i := 0; i <= len(s); i++ {
		quiet := i < len(s) && max(s[i], -s[i]) <= silence
		switch {
		case quiet && start < 0:
			start = i
		case !quiet && start >= 0:
			if i-start > maxGap {
				out = append(out, span{start, i})
			}
			start = -1
		}
	}
	return out
}

// mustSound marks, from the note data alone, the samples where voice v must
// be heard: each note's held part (its written length, or less where the
// voice's Gate or a staccato mark asks), less the ramps at its edges. Notes
// whose envelope may fall to silence on its own (a drum, a Sustain under one
// volume step) ask for nothing.
func mustSound(v *voice, tempo float64, n int) []bool {
	must := make([]bool, n)
	fades := v.wave != Triangle && (v.decay > 0 && v.sus*v.vol < 0.5/volumeSteps)
	for _, nt := range v.notes {
		if nt.rest() || (nt.drum != drumNone && nt.drum != drumPeriod) || fades {
			continue
		}
		start := beatSample(nt.beat, tempo)
		end := min(beatSample(nt.beat+nt.len, tempo), n)
		gate := v.gate
		if nt.staccato {
			gate = min(gate, 0.5)
		}
		held := start + int(float64(end-start)*gate)
		for i := start + rampSamples; i < held-rampSamples; i++ {
			must[i] = true
		}
	}
	return must
}

// unasked returns the runs among gaps that overlap samples where must says
// something must be heard.
func unasked(gaps []span, must []bool) []span {
	var out []span
	for _, g := range gaps {
		for i := g.from; i < g.to; i++ {
			if must[i] {
				out = append(out, g)
				break
			}
		}
	}
	return out
}

// The music is legato: no voice falls silent between notes for longer than
// 5 ms unless its notes ask for it (a rest, a staccato mark, a Gate), and
// neither does the mix. Checked on every track, voice by voice and mixed;
// the main theme is the one a player hears longest.
func TestMusicHasNoUnaskedGaps(t *testing.T) {
	tracks, err := LoadMusic(os.DirFS("../../../data/bomberman/music"))
	if err != nil {
		t.Fatal(err)
	}
	if tracks["main"] == nil {
		t.Fatal("main theme missing")
	}
	for _, id := range TrackIDs {
		tr := tracks[id]
		n := tr.Len()
		mix := make([]float32, n)
		anyMust := make([]bool, n)
		for i := range tr.voices {
			v := &tr.voices[i]
			alone := make([]float32, n)
			v.render(alone, tr.tempo)
			v.render(mix, tr.tempo)
			must := mustSound(v, tr.tempo, n)
			for k, m := range must {
				anyMust[k] = anyMust[k] || m
			}
			if bad := unasked(silentRuns(alone), must); len(bad) > 0 {
				t.Errorf("%s %s: got %d silent gaps over 5 ms the notes do not ask for, want 0; first at %.3f s, %.1f ms long",
					id, v.field, len(bad), float64(bad[0].from)/Rate, float64(bad[0].to-bad[0].from)*1000/Rate)
			}
		}
		gaps := silentRuns(mix)
		if bad := unasked(gaps, anyMust); len(bad) > 0 {
			t.Errorf("%s mixed: got %d silent gaps over 5 ms the notes do not ask for, want 0; first at %.3f s", id, len(bad), float64(bad[0].from)/Rate)
		}
		if tr.loop {
			// Where the loop joins its end to its start, 50 ms either side.
			w := Rate / 20
			seam := append(append([]float32{}, mix[n-w:]...), mix[:w]...)
			must := append(append([]bool{}, anyMust[n-w:]...), anyMust[:w]...)
			if bad := unasked(silentRuns(seam), must); len(bad) > 0 {
				t.Errorf("%s: got a silent gap of %.1f ms where the loop starts again, want none the notes ask for",
					id, float64(bad[0].to-bad[0].from)*1000/Rate)
			}
		}
		t.Logf("%s: %d silent gaps over 5 ms in the mix, all asked for", id, len(gaps))
	}
}

// The check above can fail: a voice with a Gate under 1 has a gap after
// every note, and staccato marks ask for theirs.
func TestGapCheckSeesGaps(t *testing.T) {
	cases := []struct {
		name, raw string
		gaps      int // silent runs over 5 ms
		unasked   int // of which the check flags, told the notes ask for none
	}{
		{"legato", `{"Tempo": 120, "Pulse1": {"Notes": "C4 8, D4 8, E4 8, F4 8"}}`, 0, 0},
		{"gate", `{"Tempo": 120, "Pulse1": {"Gate": 0.8, "Notes": "C4 8, D4 8, E4 8, F4 8"}}`, 4, 4},
		{"staccato", `{"Tempo": 120, "Pulse1": {"Notes": "C4 8', D4 8, E4 8', F4 8"}}`, 2, 2},
		{"rest", `{"Tempo": 120, "Pulse1": {"Notes": "C4 8, R 8, E4 8, F4 8"}}`, 1, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tr, err := ParseTrack("t.json", []byte(c.raw))
			if err != nil {
				t.Fatal(err)
			}
			s, _ := Render(tr)
			gaps := silentRuns(s)
			if len(gaps) != c.gaps {
				t.Errorf("silent runs: got %d, want %d", len(gaps), c.gaps)
			}
			all := make([]bool, len(s))
			for i := range all {
				all[i] = true
			}
			if got := len(unasked(gaps, all)); got != c.unasked {
				t.Errorf("flagged with no silence asked for: got %d, want %d", got, c.unasked)
			}
			if got := len(unasked(gaps, mustSound(&tr.voices[0], tr.tempo, len(s)))); got != 0 {
				t.Errorf("flagged with the notes' own silences: got %d, want 0", got)
			}
		})
	}
}
