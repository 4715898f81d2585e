package sound

import (
	"fmt"
	"io/fs"
	"math"
	"os"
	"path"
	"strings"

	"github.com/bengine-go/bengine/core/data"
)

// StepSpec is one step of a sound effect: a wave gliding from one pitch to
// another while its volume glides too.
type StepSpec struct {
	Wave  string   // pulse12, pulse25, pulse50, pulse75, triangle or noise
	From  float64  // start pitch in Hz; for noise a period index 0 (hiss) .. 15 (rumble)
	To    float64  // end pitch; 0 means the same as From
	Ms    float64  // length in milliseconds
	Vol   float64  // start volume 0..1
	VolTo *float64 // end volume 0..1; default Vol
	At    *float64 // start time in ms; default right after the previous step
}

type effectFile struct {
	Steps []StepSpec
}

type step struct {
	wave       Wave
	from, to   float64 // Hz, or noise period index
	start, n   int     // samples
	vol, volTo float64
}

// Effect is a parsed sound effect.
type Effect struct {
	name  string
	steps []step
	n     int
}

// Effect mix: one step at full volume uses this much of the range, and a
// render that still overflows (many loud overlapping steps) is scaled down.
const (
	weightEffect  = 0.6
	maxEffectPeak = 0.95
)

// Name returns the effect's id: its file name without ".json".
func (e *Effect) Name() string { return e.name }

// Len returns the rendered length in samples at [Rate].
func (e *Effect) Len() int { return e.n }

// ParseEffect parses one effect file; file names it in errors.
func ParseEffect(file string, raw []byte) (*Effect, error) {
	var f effectFile
	if err := data.DecodeStrict(file, raw, &f); err != nil {
		return nil, err
	}
	if len(f.Steps) == 0 {
		return nil, data.Errorf(file, "Steps", "an effect needs at least one step")
	}
	e := &Effect{name: strings.TrimSuffix(path.Base(file), ".json")}
	at := 0.0
	for i, s := range f.Steps {
		field := fmt.Sprintf("Steps[%d]", i)
		w, ok := waveNames[s.Wave]
		if !ok {
			return nil, data.Errorf(file, field+".Wave", "unknown wave %q, want pulse12, pulse25, pulse50, pulse75, triangle or noise", s.Wave)
		}
		st := step{wave: w, from: s.From, to: s.To, vol: s.Vol, volTo: s.Vol}
		if st.to == 0 {
			st.to = st.from
		}
		if s.VolTo != nil {
			st.volTo = *s.VolTo
		}
		if s.At != nil {
			at = *s.At
		}
		switch {
		case w == Noise && (st.from < 0 || st.from > 15 || st.to < 0 || st.to > 15):
			return nil, data.Errorf(file, field+".From", "noise period must be 0..15, got %g to %g", s.From, s.To)
		case w != Noise && (st.from < 20 || st.from > 20000 || st.to < 20 || st.to > 20000):
			return nil, data.Errorf(file, field+".From", "pitch must be 20..20000 Hz, got %g to %g", s.From, s.To)
		case s.Ms <= 0 || s.Ms > 10000:
			return nil, data.Errorf(file, field+".Ms", "must be 0..10000 ms, got %g", s.Ms)
		case st.vol < 0 || st.vol > 1 || st.volTo < 0 || st.volTo > 1:
			return nil, data.Errorf(file, field+".Vol", "volumes must be 0..1, got %g to %g", st.vol, st.volTo)
		case at < 0:
			return nil, data.Errorf(file, field+".At", "must be >= 0, got %g", at)
		}
		st.start = int(math.Round(at / 1000 * Rate))
		st.n = int(math.Round(s.Ms / 1000 * Rate))
		at += s.Ms
		e.steps = append(e.steps, st)
		e.n = max(e.n, st.start+st.n)
	}
	return e, nil
}

// LoadEffects parses every *.json effect at the root of fsys, keyed by id.
func LoadEffects(fsys fs.FS) (map[string]*Effect, error) {
	out := map[string]*Effect{}
	err := loadAll(fsys, func(name string, raw []byte) error {
		e, err := ParseEffect(name, raw)
		if err == nil {
			out[e.name] = e
		}
		return err
	})
	return out, err
}

// LoadEffectsDir is LoadEffects on a folder.
func LoadEffectsDir(dir string) (map[string]*Effect, error) { return LoadEffects(os.DirFS(dir)) }

// RenderEffect renders e as mono samples in -1..1 at the returned rate.
func RenderEffect(e *Effect) ([]float32, int) {
	return RenderEffectInto(nil, e), Rate
}

// RenderEffectInto renders e into dst, reusing its storage when it is
// large enough, and returns the filled slice.
func RenderEffectInto(dst []float32, e *Effect) []float32 {
	if cap(dst) < e.n {
		dst = make([]float32, e.n)
	}
	dst = dst[:e.n]
	clear(dst)
	for _, s := range e.steps {
		var o osc
		for i := 0; i < s.n; i++ {
			t := float64(i) / float64(s.n)
			vol := s.vol + (s.volTo-s.vol)*t
			var f float64
			if s.wave == Noise {
				f = noiseClock(s.from + (s.to-s.from)*t)
			} else {
				f = s.from * math.Pow(s.to/s.from, t) // glide evenly in pitch
			}
			dst[s.start+i] += float32(vol*weightEffect) * o.next(s.wave, f)
		}
	}
	peak := float32(0)
	for _, v := range dst {
		peak = max(peak, v, -v)
	}
	if peak > maxEffectPeak {
		g := maxEffectPeak / peak
		for i := range dst {
			dst[i] *= g
		}
	}
	return dst
}
