package sound

import (
	"fmt"
	"strconv"
	"strings"
)

// note is one event of a voice: a pitch (MIDI number), a drum, or a rest,
// starting at Beat and lasting Len beats (a quarter note is one beat).
type note struct {
	beat, len float64
	midi      float64 // MIDI note number; 0 with drum == 0 is a rest
	drum      drum
	staccato  bool // held for half its length, then silent
}

// drum is a noise-voice instrument: a preset period and decay, or a plain
// noise period (drumPeriod) that uses the voice's own envelope.
type drum uint8

const (
	drumNone drum = iota
	drumKick
	drumSnare
	drumHat
	drumPeriod // midi holds the period index 0..15
)

// maxRepeat and maxNesting bound the "[ ... ]xN" repeats.
const (
	maxRepeat  = 64
	maxNesting = 4
)

// notationError is a mistake in a note string, at byte column col (1-based).
type notationError struct {
	col int
	msg string
}

func (e *notationError) Error() string { return fmt.Sprintf("column %d: %s", e.col, e.msg) }

// parseNotes reads a note string such as
//
//	"C4 8, E4 8, G4 4. | [A4 16, R 16]x2, Bb3 2+8, C4 8'"
//
// Each note is a pitch and a length. Pitches: C..B with # or b and an octave
// 0..8, R (rest), and for the noise voice K (kick), S (snare), H (hat) or
// N0..N15 (a noise period). Lengths: 1 whole, 2 half, 4 quarter, 8, 16, 32;
// a trailing '.' adds half; '+' ties lengths; a final ' marks the note
// staccato. Commas, '|' (bar lines) and spaces separate notes. [ ... ]xN
// repeats a group N times.
//
// A voice longer than maxBeats is refused before any note is stored: the
// string is measured first (repeats multiply lengths, not notes), and only
// a voice within the limit is expanded, into a slice of exactly its size.
func parseNotes(s string, noise bool, maxBeats float64) ([]note, float64, error) {
	p := &noteParser{s: s, noise: noise, maxBeats: maxBeats}
	beats, count, err := p.walk()
	if err != nil {
		return nil, 0, err
	}
	p.out = make([]note, 0, count)
	if _, _, err := p.walk(); err != nil {
		return nil, 0, err
	}
	beat := 0.0
	for i := range p.out {
		p.out[i].beat = beat
		beat += p.out[i].len
	}
	return p.out, beats, nil
}

type noteParser struct {
	s        string
	i        int
	noise    bool
	maxBeats float64
	out      []note // nil while measuring; the notes while expanding
}

// walk reads the whole string once: measuring it, or, once p.out is set,
// appending its notes.
func (p *noteParser) walk() (beats float64, count int, err error) {
	p.i = 0
	beats, count, err = p.seq(0, 0)
	if err == nil && p.i < len(p.s) {
		err = &notationError{p.i + 1, "']' without '['"}
	}
	return beats, count, err
}

func (p *noteParser) skip() {
	for p.i < len(p.s) && strings.IndexByte(" \t\n\r,|", p.s[p.i]) >= 0 {
		p.i++
	}
}

// seq reads notes until the end or a ']' (left unread), at nesting depth,
// and reports their length in beats and their number, repeats expanded.
// outer is a lower bound on the beats before this group in the voice: with
// it, a voice that runs past maxBeats is refused as soon as its length shows.
func (p *noteParser) seq(depth int, outer float64) (beats float64, count int, err error) {
	for {
		p.skip()
		if p.i >= len(p.s) || p.s[p.i] == ']' {
			return beats, count, nil
		}
		at := p.i
		if p.s[p.i] == '[' {
			p.i++
			if depth >= maxNesting {
				return 0, 0, &notationError{at + 1, fmt.Sprintf("repeats nested deeper than %d", maxNesting)}
			}
			first := len(p.out)
			innerBeats, innerCount, err := p.seq(depth+1, outer+beats)
			if err != nil {
				return 0, 0, err
			}
			if p.i >= len(p.s) {
				return 0, 0, &notationError{at + 1, "'[' without ']xN'"}
			}
			p.i++ // ']'
			n, err := p.repeatCount()
			if err != nil {
				return 0, 0, err
			}
			if p.out != nil {
				for range n - 1 {
					p.out = append(p.out, p.out[first:first+innerCount]...)
				}
			}
			beats += innerBeats * float64(n)
			count += innerCount * n
		} else {
			nt, err := p.note()
			if err != nil {
				return 0, 0, err
			}
			if p.out != nil {
				p.out = append(p.out, nt)
			}
			beats += nt.len
			count++
		}
		if outer+beats > p.maxBeats {
			return 0, 0, &notationError{at + 1, fmt.Sprintf("the voice passes %g beats here: longer than MaxTrackSeconds (%d s) at this tempo", p.maxBeats, MaxTrackSeconds)}
		}
	}
}

func (p *noteParser) repeatCount() (int, error) {
	at := p.i
	if p.i >= len(p.s) || p.s[p.i] != 'x' {
		return 0, &notationError{at + 1, "want xN after ']'"}
	}
	p.i++
	start := p.i
	for p.i < len(p.s) && p.s[p.i] >= '0' && p.s[p.i] <= '9' {
		p.i++
	}
	n, err := strconv.Atoi(p.s[start:p.i])
	if err != nil || n < 1 || n > maxRepeat {
		return 0, &notationError{at + 1, fmt.Sprintf("repeat count %q: want x1..x%d", p.s[at:p.i], maxRepeat)}
	}
	return n, nil
}

func (p *noteParser) word() (string, int) {
	start := p.i
	for p.i < len(p.s) && strings.IndexByte(" \t\n\r,|[]", p.s[p.i]) < 0 {
		p.i++
	}
	return p.s[start:p.i], start + 1
}

func (p *noteParser) note() (note, error) {
	pitch, pcol := p.word()
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\t') {
		p.i++
	}
	length, lcol := p.word()
	var n note
	if err := p.pitch(&n, pitch); err != nil {
		return n, &notationError{pcol, err.Error()}
	}
	if length == "" {
		return n, &notationError{lcol, fmt.Sprintf("note %q has no length (want e.g. %q)", pitch, pitch+" 8")}
	}
	if strings.HasSuffix(length, "'") {
		n.staccato, length = true, strings.TrimSuffix(length, "'")
	}
	l, err := parseLength(length)
	if err != nil {
		return n, &notationError{lcol, err.Error()}
	}
	n.len = l
	return n, nil
}

var semitone = map[byte]int{'C': 0, 'D': 2, 'E': 4, 'F': 5, 'G': 7, 'A': 9, 'B': 11}

func (p *noteParser) pitch(n *note, s string) error {
	if s == "R" {
		return nil
	}
	if p.noise {
		switch s {
		case "K":
			n.drum = drumKick
			return nil
		case "S":
			n.drum = drumSnare
			return nil
		case "H":
			n.drum = drumHat
			return nil
		}
		if strings.HasPrefix(s, "N") {
			v, err := strconv.Atoi(s[1:])
			if err != nil || v < 0 || v > 15 {
				return fmt.Errorf("noise period %q: want N0..N15", s)
			}
			n.drum, n.midi = drumPeriod, float64(v)
			return nil
		}
		return fmt.Errorf("unknown noise note %q: want K, S, H, N0..N15 or R", s)
	}
	if len(s) < 2 {
		return fmt.Errorf("unknown pitch %q: want a note such as C4, F#3, Bb5, or R", s)
	}
	base, ok := semitone[s[0]]
	if !ok {
		return fmt.Errorf("unknown pitch %q: want a note such as C4, F#3, Bb5, or R", s)
	}
	rest := s[1:]
	switch rest[0] {
	case '#':
		base++
		rest = rest[1:]
	case 'b':
		base--
		rest = rest[1:]
	}
	oct, err := strconv.Atoi(rest)
	if err != nil || oct < 0 || oct > 8 {
		return fmt.Errorf("pitch %q: want an octave 0..8", s)
	}
	n.midi = float64(12*(oct+1) + base)
	return nil
}

// parseLength reads "8", "4.", "2+8" into beats (quarter notes).
func parseLength(s string) (float64, error) {
	total := 0.0
	for _, part := range strings.Split(s, "+") {
		dotted := strings.HasSuffix(part, ".")
		d, err := strconv.Atoi(strings.TrimSuffix(part, "."))
		if err != nil || (d != 1 && d != 2 && d != 4 && d != 8 && d != 16 && d != 32) {
			return 0, fmt.Errorf("length %q: want 1, 2, 4, 8, 16 or 32, optionally dotted (4.) or tied (2+8)", s)
		}
		b := 4 / float64(d)
		if dotted {
			b *= 1.5
		}
		total += b
	}
	return total, nil
}
