package sound

import (
	"fmt"
	"io/fs"
	"math"
	"path"
	"strings"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/services"
)

// StepSpec is one step of a sound effect: a wave gliding from one pitch to
// another while its volume glides too.
type StepSpec struct {
	Wave  string   // pulse12, pulse25, pulse50, pulse75, triangle or noise
	From  float64  // start pitch in Hz; for noise a period index 0 (hiss) .. 15 (rumble)
	To    float64  // end pitch; 0 means the same as From
	Ms    float64  // length in milliseconds
	Vol   float64  // start volume 0..1, a share of the channel's level
	VolTo *float64 // end volume 0..1; default Vol
	At    *float64 // start time in ms; default right after the previous step
}

// effectFile is the JSON shape of data/bomberman/sfx/*.json.
type effectFile struct {
	Channel  string // the NES channel the effect takes: pulse1, pulse2, triangle or noise
	Priority int    // 0..MaxPriority: who keeps a busy channel (see Effect.Priority)
	Steps    []StepSpec
}

// Limits on an effect file: at most MaxEffectSteps steps, every one over by
// MaxEffectMillis (its At plus its Ms), so an effect renders to at most
// 220,500 samples. Checked while parsing, before anything is rendered.
const (
	MaxEffectSteps  = 64
	MaxEffectMillis = 5000
	MaxPriority     = 9
)

type step struct {
	wave       Wave
	from, to   float64 // Hz, or noise period index
	start, n   int     // samples
	vol, volTo float64
}

// Effect is a parsed sound effect.
type Effect struct {
	name     string
	channel  Channel
	priority int
	steps    []step
	n        int
}

// Name returns the effect's id: its file name without ".json".
func (e *Effect) Name() string { return e.name }

// Len returns the rendered length in samples at [Rate].
func (e *Effect) Len() int { return e.n }

// Channel returns the NES channel the effect takes.
func (e *Effect) Channel() Channel { return e.channel }

// Priority returns the effect's priority on its channel: an effect replaces
// the one playing on its channel only if its priority is at least as high
// (an explosion is not cut short by a footstep).
func (e *Effect) Priority() int { return e.priority }

// ParseEffect parses one effect file; file names it in errors.
func ParseEffect(file string, raw []byte) (*Effect, error) {
	var f effectFile
	if err := data.DecodeStrict(file, raw, &f); err != nil {
		return nil, err
	}
	ch, ok := channelNames[f.Channel]
	switch {
	case !ok:
		return nil, data.Errorf(file, "Channel", "unknown channel %q, want pulse1, pulse2, triangle or noise", f.Channel)
	case f.Priority < 0 || f.Priority > MaxPriority:
		return nil, data.Errorf(file, "Priority", "must be 0..%d, got %d", MaxPriority, f.Priority)
	case len(f.Steps) == 0:
		return nil, data.Errorf(file, "Steps", "an effect needs at least one step")
	case len(f.Steps) > MaxEffectSteps:
		return nil, data.Errorf(file, "Steps", "%d steps, want at most %d (MaxEffectSteps)", len(f.Steps), MaxEffectSteps)
	}
	e := &Effect{name: strings.TrimSuffix(path.Base(file), ".json"), channel: ch, priority: f.Priority}
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
		case s.Ms <= 0 || s.Ms > MaxEffectMillis:
			return nil, data.Errorf(file, field+".Ms", "must be 0..%d ms, got %g", MaxEffectMillis, s.Ms)
		case st.vol < 0 || st.vol > 1 || st.volTo < 0 || st.volTo > 1:
			return nil, data.Errorf(file, field+".Vol", "volumes must be 0..1, got %g to %g", st.vol, st.volTo)
		case at < 0 || at > MaxEffectMillis:
			return nil, data.Errorf(file, field+".At", "must be 0..%d ms, got %g", MaxEffectMillis, at)
		case at+s.Ms > MaxEffectMillis:
			return nil, data.Errorf(file, field+".Ms", "the step ends at %g ms, want the effect over by %d ms (MaxEffectMillis)", at+s.Ms, MaxEffectMillis)
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

// RenderEffect renders e as mono samples at the returned rate, peaking at
// no more than its channel's level.
func RenderEffect(e *Effect) ([]float32, int) {
	return RenderEffectInto(nil, e), Rate
}

// RenderEffectInto renders e into dst, reusing its storage when it is
// large enough, and returns the filled slice. Each step ramps in and out
// (see rampSamples), so the effect starts and ends at zero; its volume is
// stepped like an APU envelope. Steps that overlap add up; if they would
// pass the channel's level, the whole effect is scaled down to it.
func RenderEffectInto(dst []float32, e *Effect) []float32 {
	if cap(dst) < e.n {
		dst = make([]float32, e.n)
	}
	dst = dst[:e.n]
	clear(dst)
	level := e.channel.Level()
	for _, s := range e.steps {
		var o osc
		var vol float32
		left := 0.0 // samples until the volume's next envelope step
		for i := range s.n {
			t := float64(i) / float64(s.n)
			if left <= 0 {
				vol, left = quantize(s.vol+(s.volTo-s.vol)*t), left+samplesPerEnv
			}
			left--
			var f float64
			if s.wave == Noise {
				f = noiseClock(s.from + (s.to-s.from)*t)
			} else {
				f = s.from * math.Pow(s.to/s.from, t) // glide evenly in pitch
			}
			dst[s.start+i] += float32(level) * vol * edgeGain(i, s.n, true, true) * o.next(s.wave, f/Rate)
		}
	}
	peak := float32(0)
	for _, v := range dst {
		peak = max(peak, v, -v)
	}
	if peak > float32(level) {
		g := float32(level) / peak
		for i := range dst {
			dst[i] *= g
		}
	}
	return dst
}

// Sound renders e for the audio service (services.SoundBank), on its
// channel at its priority.
func (e *Effect) Sound() *services.Sound {
	s, rate := RenderEffect(e)
	return &services.Sound{Rate: rate, Samples: s, Channel: int(e.channel), Priority: e.priority}
}
