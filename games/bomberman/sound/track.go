package sound

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"path"
	"sort"
	"strings"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/services"
)

// VoiceSpec is one voice of a track file.
type VoiceSpec struct {
	Wave    string  // pulse12, pulse25, pulse50, pulse75 (pulse voices only); default pulse50
	Volume  float64 // 0..1; default 1 (the triangle ignores it, as on the NES)
	Decay   float64 // seconds for the level to fall from 1 toward Sustain; 0 = none
	Sustain float64 // 0..1, the level after the decay
	Gate    float64 // 0..1, part of each note held; default 1 (legato); less makes every note staccato
	Vibrato float64 // depth in cents, at 6 Hz after the first 150 ms of a note
	Notes   string  // the notes, see the package doc
}

// trackFile is the JSON shape of the data's music/*.json.
type trackFile struct {
	Tempo    float64 // quarter notes per minute
	Loop     bool    // the game repeats the track until it changes it
	Pulse1   *VoiceSpec
	Pulse2   *VoiceSpec
	Triangle *VoiceSpec
	Noise    *VoiceSpec
}

// voice is a parsed voice ready to render.
type voice struct {
	wave                  Wave
	vol, decay, sus, gate float64
	vibrato               float64
	notes                 []note
	beats                 float64
	weight                float64 // share of the mix
	field                 string  // the JSON field, for errors
}

// MaxTrackSeconds is the longest a track may play: 10 minutes. A longer one
// is refused while its notes are parsed, before they are stored (repeats
// are measured, not expanded, first), so no file can make the game allocate
// without bound; a track at the limit renders to 26.5 million samples,
// about 106 MB. Files themselves are read up to data.MaxFileSize.
const MaxTrackSeconds = 600

// Track is a parsed piece of music.
type Track struct {
	name   string
	tempo  float64
	loop   bool
	beats  float64
	voices []voice
}

// Name returns the track's id: its file name without ".json".
func (t *Track) Name() string { return t.name }

// Loop reports whether the game should loop the track.
func (t *Track) Loop() bool { return t.loop }

// Tempo returns the tempo in quarter notes per minute.
func (t *Track) Tempo() float64 { return t.tempo }

// Beats returns the length in quarter notes.
func (t *Track) Beats() float64 { return t.beats }

// Len returns the rendered length in samples at [Rate].
func (t *Track) Len() int { return beatSample(t.beats, t.tempo) }

func beatSample(beat, tempo float64) int {
	return int(math.Round(beat * 60 / tempo * Rate))
}

// ParseTrack parses one track file; file names it in errors and gives the
// track its id (the base name without ".json").
func ParseTrack(file string, raw []byte) (*Track, error) {
	var f trackFile
	if err := data.DecodeStrict(file, raw, &f); err != nil {
		return nil, err
	}
	if f.Tempo < 20 || f.Tempo > 400 {
		return nil, data.Errorf(file, "Tempo", "must be 20..400 quarter notes per minute, got %g", f.Tempo)
	}
	t := &Track{name: strings.TrimSuffix(path.Base(file), ".json"), tempo: f.Tempo, loop: f.Loop}
	specs := []struct {
		field  string
		spec   *VoiceSpec
		wave   Wave
		weight float64
	}{
		{"Pulse1", f.Pulse1, Pulse50, levelMusicPulse},
		{"Pulse2", f.Pulse2, Pulse50, levelMusicPulse},
		{"Triangle", f.Triangle, Triangle, levelMusicTriangle},
		{"Noise", f.Noise, Noise, levelMusicNoise},
	}
	maxBeats := MaxTrackSeconds * f.Tempo / 60
	for _, s := range specs {
		if s.spec == nil {
			continue
		}
		v, err := parseVoice(file, raw, s.field, s.spec, s.wave, maxBeats)
		if err != nil {
			return nil, err
		}
		v.weight, v.field = s.weight, s.field
		t.voices = append(t.voices, v)
		t.beats = max(t.beats, v.beats)
	}
	if len(t.voices) == 0 {
		return nil, data.Errorf(file, "Pulse1", "a track needs at least one voice")
	}
	if t.loop {
		// A loop must close on every voice at once, or it drifts.
		for _, v := range t.voices {
			if math.Abs(v.beats-t.beats) > 1e-9 {
				return nil, data.Errorf(file, v.field+".Notes",
					"looping track: voice lasts %g beats, want %g like the longest voice", v.beats, t.beats)
			}
		}
	}
	return t, nil
}

func parseVoice(file string, raw []byte, field string, s *VoiceSpec, def Wave, maxBeats float64) (voice, error) {
	v := voice{wave: def, vol: 1, decay: s.Decay, sus: s.Sustain, gate: 1, vibrato: s.Vibrato}
	if s.Wave != "" {
		w, ok := waveNames[s.Wave]
		if !ok || (def != Pulse50 && w != def) || (def == Pulse50 && w > Pulse75) {
			return v, data.Errorf(file, field+".Wave", "%q not allowed here (pulse voices: pulse12, pulse25, pulse50, pulse75)", s.Wave)
		}
		v.wave = w
	}
	if s.Volume != 0 {
		v.vol = s.Volume
	}
	if s.Gate != 0 {
		v.gate = s.Gate
	}
	switch {
	case v.vol < 0 || v.vol > 1:
		return v, data.Errorf(file, field+".Volume", "must be 0..1, got %g", s.Volume)
	case v.gate <= 0 || v.gate > 1:
		return v, data.Errorf(file, field+".Gate", "must be 0..1, got %g", s.Gate)
	case v.sus < 0 || v.sus > 1:
		return v, data.Errorf(file, field+".Sustain", "must be 0..1, got %g", s.Sustain)
	case v.decay < 0 || v.decay > 10:
		return v, data.Errorf(file, field+".Decay", "must be 0..10 seconds, got %g", s.Decay)
	case v.vibrato < 0 || v.vibrato > 100:
		return v, data.Errorf(file, field+".Vibrato", "must be 0..100 cents, got %g", s.Vibrato)
	}
	notes, beats, err := parseNotes(s.Notes, def == Noise, maxBeats)
	if err != nil {
		var ne *notationError
		if errors.As(err, &ne) {
			return v, notesError(file, raw, field, s.Notes, ne)
		}
		return v, fmt.Errorf("%s: field %s.Notes: %w", file, field, err)
	}
	if len(notes) == 0 {
		return v, data.Errorf(file, field+".Notes", "no notes")
	}
	v.notes, v.beats = notes, beats
	return v, nil
}

// notesError places a notation error in the file: line and column when the
// note string appears verbatim in the JSON (it does unless it has escapes).
func notesError(file string, raw []byte, field, notes string, ne *notationError) error {
	if off := bytes.Index(raw, []byte(`"`+notes+`"`)); off >= 0 && notes != "" {
		off += 1 + ne.col - 1
		line := 1 + bytes.Count(raw[:off], []byte{'\n'})
		col := off - bytes.LastIndexByte(raw[:off], '\n')
		return fmt.Errorf("%s:%d:%d: field %s.Notes: %s", file, line, col, field, ne.msg)
	}
	return fmt.Errorf("%s: field %s.Notes: %v", file, field, ne)
}

// LoadMusic parses every *.json track at the root of fsys, keyed by id.
func LoadMusic(fsys fs.FS) (map[string]*Track, error) {
	out := map[string]*Track{}
	err := loadAll(fsys, func(name string, raw []byte) error {
		t, err := ParseTrack(name, raw)
		if err == nil {
			out[t.name] = t
		}
		return err
	})
	return out, err
}

func loadAll(fsys fs.FS, parse func(name string, raw []byte) error) error {
	files, err := fs.Glob(fsys, "*.json")
	if err != nil {
		return fmt.Errorf("sound: list files: %w", err)
	}
	if len(files) == 0 {
		return errors.New("sound: no *.json files found")
	}
	sort.Strings(files)
	for _, f := range files {
		raw, err := data.ReadFile(fsys, f)
		if err != nil {
			return fmt.Errorf("sound: %w", err)
		}
		if err := parse(f, raw); err != nil {
			return err
		}
	}
	return nil
}

// Render renders one pass of t (the game loops it if t.Loop()) as mono
// samples in -1..1 at the returned rate.
func Render(t *Track) ([]float32, int) {
	return RenderInto(nil, t), Rate
}

// RenderInto renders t into dst, reusing its storage when it is large
// enough, and returns the filled slice.
func RenderInto(dst []float32, t *Track) []float32 {
	n := t.Len()
	if cap(dst) < n {
		dst = make([]float32, n)
	}
	dst = dst[:n]
	clear(dst)
	for i := range t.voices {
		t.voices[i].render(dst, t.tempo)
	}
	return dst
}

// Drum presets: noise period index, decay time in seconds, volume.
var drums = [...]struct{ period, decay, vol float64 }{
	drumKick:  {11, 0.07, 1},
	drumSnare: {5, 0.11, 0.9},
	drumHat:   {1, 0.025, 0.6},
}

// staccatoGate is the part of a staccato note (marked ') that is held.
const staccatoGate = 0.5

// render adds the voice to dst. Notes are legato: each is held for its
// written length (unless the voice's Gate or a staccato mark shortens it)
// and the next starts where it ends, the oscillator running on, so that
// only the envelope, restarting, marks the change of note. Where a note
// meets silence (a rest, a cut, the start or end of the track) it ramps over
// rampSamples, so nothing clicks.
func (v *voice) render(dst []float32, tempo float64) {
	var o osc
	vibDelay := int(0.15 * Rate)
	prevEnd := -1 // the last sample + 1 of the previous note held, -1 none
	for i, nt := range v.notes {
		if nt.rest() {
			continue
		}
		start := beatSample(nt.beat, tempo)
		end := min(beatSample(nt.beat+nt.len, tempo), len(dst))
		gate := v.gate
		if nt.staccato {
			gate = min(gate, staccatoGate)
		}
		held := start
		if gate >= 1 {
			held = end
		} else {
			held += int(float64(end-start) * gate)
		}
		// A note ramps in after silence and out before it.
		in := prevEnd != start
		out := held < end || i == len(v.notes)-1 || v.notes[i+1].rest()
		prevEnd = held

		freq := 0.0
		env := newEnvelope(v.vol, v.sus, v.decay)
		switch nt.drum {
		case drumNone:
			freq = noteHz(nt.midi)
		case drumPeriod:
			freq = noiseClock(nt.midi)
		default:
			d := drums[nt.drum]
			freq, env = noiseClock(d.period), newEnvelope(v.vol*d.vol, 0, d.decay)
		}
		if v.wave == Triangle {
			env = newEnvelope(1, 1, 0) // the NES triangle has no volume control
		}
		amp := float32(v.weight)
		n := held - start
		inc := freq / Rate
		for k := range n {
			step := inc
			if v.vibrato > 0 && k > vibDelay {
				t := float64(k) / Rate
				step *= math.Exp2(v.vibrato / 1200 * math.Sin(2*math.Pi*6*t))
			}
			dst[start+k] += amp * env.next() * edgeGain(k, n, in, out) * o.next(v.wave, step)
		}
	}
}

// rest reports whether the note is a rest.
func (n *note) rest() bool { return n.midi == 0 && n.drum == drumNone }

// Sound renders one pass of t for the audio service (services.SoundBank).
func (t *Track) Sound() *services.Sound {
	s, rate := Render(t)
	return &services.Sound{Rate: rate, Samples: s}
}
