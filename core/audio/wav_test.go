package audio_test

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/services"
)

type wavSpec struct {
	tag        uint16 // 1 PCM, 3 float, 0xFFFE extensible
	subTag     uint16 // for extensible
	channels   int
	bits       int
	rate       int
	interleave []float64 // samples, -1..1, interleaved by channel
	junkFirst  bool      // an odd-sized LIST chunk before fmt (tests padding)
}

// encodeWAV writes a WAV file in memory, made by code for the tests.
func encodeWAV(w wavSpec) []byte {
	le := binary.LittleEndian
	var data []byte
	for _, s := range w.interleave {
		tag := w.tag
		if tag == 0xFFFE {
			tag = w.subTag
		}
		switch {
		case tag == 1 && w.bits == 8:
			data = append(data, byte(int(math.Round(s*127))+128))
		case tag == 1 && w.bits == 16:
			data = le.AppendUint16(data, uint16(int16(math.Round(s*32767))))
		case tag == 1 && w.bits == 24:
			v := int32(math.Round(s * 8388607))
			data = append(data, byte(v), byte(v>>8), byte(v>>16))
		case tag == 1 && w.bits == 32:
			data = le.AppendUint32(data, uint32(int32(math.Round(s*2147483647))))
		case tag == 3 && w.bits == 32:
			data = le.AppendUint32(data, math.Float32bits(float32(s)))
		case tag == 3 && w.bits == 64:
			data = le.AppendUint64(data, math.Float64bits(s))
		default:
			data = append(data, make([]byte, w.bits/8)...)
		}
	}
	fmtChunk := le.AppendUint16(nil, w.tag)
	fmtChunk = le.AppendUint16(fmtChunk, uint16(w.channels))
	fmtChunk = le.AppendUint32(fmtChunk, uint32(w.rate))
	fmtChunk = le.AppendUint32(fmtChunk, uint32(w.rate*w.channels*w.bits/8))
	fmtChunk = le.AppendUint16(fmtChunk, uint16(w.channels*w.bits/8))
	fmtChunk = le.AppendUint16(fmtChunk, uint16(w.bits))
	if w.tag == 0xFFFE {
		fmtChunk = le.AppendUint16(fmtChunk, 22)
		fmtChunk = le.AppendUint16(fmtChunk, uint16(w.bits))
		fmtChunk = le.AppendUint32(fmtChunk, 0)
		fmtChunk = le.AppendUint16(fmtChunk, w.subTag)
		fmtChunk = append(fmtChunk, make([]byte, 14)...)
	}
	chunk := func(id string, body []byte) []byte {
		c := append([]byte(id), le.AppendUint32(nil, uint32(len(body)))...)
		c = append(c, body...)
		if len(body)%2 == 1 {
			c = append(c, 0)
		}
		return c
	}
	var body []byte
	body = append(body, "WAVE"...)
	if w.junkFirst {
		body = append(body, chunk("LIST", []byte("odd"))...)
	}
	body = append(body, chunk("fmt ", fmtChunk)...)
	body = append(body, chunk("data", data)...)
	out := append([]byte("RIFF"), le.AppendUint32(nil, uint32(len(body)))...)
	return append(out, body...)
}

// wavFS holds one file, sfx/name, with raw as its bytes.
func wavFS(name string, raw []byte) fstest.MapFS {
	return fstest.MapFS{"sfx/" + name: {Data: raw}}
}

func TestDecodeWAV(t *testing.T) {
	mono := []float64{0, 0.5, -0.5, 1, -1}
	cases := []struct {
		name string
		spec wavSpec
		want []float64
		tol  float64
	}{
		{"pcm8", wavSpec{tag: 1, channels: 1, bits: 8, rate: 11025, interleave: mono}, mono, 1.0 / 64},
		{"pcm16", wavSpec{tag: 1, channels: 1, bits: 16, rate: 22050, interleave: mono}, mono, 1e-4},
		{"pcm24", wavSpec{tag: 1, channels: 1, bits: 24, rate: 44100, interleave: mono}, mono, 1e-6},
		{"pcm32", wavSpec{tag: 1, channels: 1, bits: 32, rate: 48000, interleave: mono}, mono, 1e-6},
		{"float32", wavSpec{tag: 3, channels: 1, bits: 32, rate: 48000, interleave: mono}, mono, 0},
		{"float64", wavSpec{tag: 3, channels: 1, bits: 64, rate: 48000, interleave: mono}, mono, 1e-7},
		{"extensible pcm16", wavSpec{tag: 0xFFFE, subTag: 1, channels: 1, bits: 16, rate: 8000, interleave: mono}, mono, 1e-4},
		{"stereo is averaged", wavSpec{tag: 1, channels: 2, bits: 16, rate: 8000,
			interleave: []float64{1, 0, 0.5, 0.5, -1, 1}}, []float64{0.5, 0.5, 0}, 1e-4},
		{"odd chunk before fmt is skipped with its pad byte", wavSpec{tag: 1, channels: 1, bits: 16, rate: 8000,
			interleave: mono, junkFirst: true}, mono, 1e-4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := audio.DecodeWAV(c.name+".wav", encodeWAV(c.spec))
			if err != nil {
				t.Fatalf("DecodeWAV: %v", err)
			}
			if s.Rate != c.spec.rate {
				t.Errorf("rate: got %d, want %d", s.Rate, c.spec.rate)
			}
			if len(s.Samples) != len(c.want) {
				t.Fatalf("samples: got %d, want %d", len(s.Samples), len(c.want))
			}
			for i, w := range c.want {
				if d := math.Abs(float64(s.Samples[i]) - w); d > c.tol {
					t.Errorf("sample %d: got %v, want %v (±%v)", i, s.Samples[i], w, c.tol)
				}
			}
		})
	}
}

func TestWAVErrorsNameTheFile(t *testing.T) {
	good := encodeWAV(wavSpec{tag: 1, channels: 1, bits: 16, rate: 8000, interleave: []float64{0, 1}})
	noData := good[:36]                                     // header and fmt chunk only
	truncated := append([]byte(nil), good[:len(good)-2]...) // one of two samples
	fmtTruncated := append([]byte(nil), good[:20]...)
	cases := []struct {
		name    string
		raw     []byte
		wantErr string
	}{
		{"empty", nil, "no RIFF/WAVE header"},
		{"text", []byte("this is not audio at all"), "no RIFF/WAVE header"},
		{"no data chunk", noData, "no data chunk"},
		{"fmt cut short", fmtTruncated, "runs past the end"},
		{"unsupported bits", encodeWAV(wavSpec{tag: 1, channels: 1, bits: 12, rate: 8000, interleave: []float64{0}}), "unsupported encoding"},
		{"zero channels", encodeWAV(wavSpec{tag: 1, channels: 0, bits: 16, rate: 8000}), "0 channels"},
		{"zero rate", encodeWAV(wavSpec{tag: 1, channels: 1, bits: 16, rate: 0, interleave: []float64{0}}), "sample rate 0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := audio.LoadWAV(wavFS("bad.wav", c.raw), "sfx/bad.wav")
			if err == nil {
				t.Fatalf("LoadWAV: got nil error, want one containing %q", c.wantErr)
			}
			if !strings.Contains(err.Error(), "sfx/bad.wav") || !strings.Contains(err.Error(), c.wantErr) {
				t.Errorf("error: got %q, want it to name sfx/bad.wav and say %q", err, c.wantErr)
			}
		})
	}
	// A data chunk whose size overruns the file keeps the whole frames present.
	s, err := audio.DecodeWAV("streamed.wav", truncated)
	if err != nil {
		t.Fatalf("truncated data chunk: got %v, want the frames present", err)
	}
	if len(s.Samples) != 1 {
		t.Errorf("truncated data chunk: got %d samples, want 1", len(s.Samples))
	}
	if _, err := audio.LoadWAV(fstest.MapFS{}, "sfx/missing.wav"); err == nil || !strings.Contains(err.Error(), "sfx/missing.wav") {
		t.Errorf("missing file: got %v, want an error naming sfx/missing.wav", err)
	}
}

// No size written in a file is trusted: a WAV claiming gigabytes of data,
// a rate out of range, or more sound than MaxSoundSeconds is refused (or
// decoded as far as its bytes go) without a large allocation.
func TestWAVLimits(t *testing.T) {
	le := binary.LittleEndian
	good := encodeWAV(wavSpec{tag: 1, channels: 1, bits: 8, rate: 8000, interleave: make([]float64, 64)})
	huge := append([]byte(nil), good...)
	le.PutUint32(huge[40:44], 0xFFFFFFF0) // the data chunk's size
	lowRate := encodeWAV(wavSpec{tag: 1, channels: 1, bits: 8, rate: audio.MinWAVRate - 1, interleave: make([]float64, 8)})
	long := encodeWAV(wavSpec{tag: 1, channels: 1, bits: 8, rate: audio.MinWAVRate,
		interleave: make([]float64, (audio.MaxSoundSeconds+1)*audio.MinWAVRate)})
	big := fstest.MapFS{"big.wav": {Data: make([]byte, audio.MaxWAVBytes+1)}}
	cases := []struct {
		name    string
		load    func() (*services.Sound, error)
		wantErr string // "" = decodes
		samples int
	}{
		{"data size past the end", func() (*services.Sound, error) { return audio.DecodeWAV("huge.wav", huge) }, "", 64},
		{"rate below the minimum", func() (*services.Sound, error) { return audio.DecodeWAV("low.wav", lowRate) }, "out of range", 0},
		{"longer than MaxSoundSeconds", func() (*services.Sound, error) { return audio.DecodeWAV("long.wav", long) }, "MaxSoundSeconds", 0},
		{"file over MaxWAVBytes", func() (*services.Sound, error) { return audio.LoadWAV(big, "big.wav") }, "big.wav: file too large: over the limit of 64 MiB", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := c.load()
			switch {
			case c.wantErr == "" && err != nil:
				t.Fatalf("got %v, want %d samples", err, c.samples)
			case c.wantErr == "" && len(s.Samples) != c.samples:
				t.Errorf("got %d samples, want %d", len(s.Samples), c.samples)
			case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
				t.Errorf("got %v, want an error containing %q", err, c.wantErr)
			}
		})
	}
}
