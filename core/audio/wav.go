package audio

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"math"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/services"
)

// Limits on WAV files, so that no file (a modder's, a corrupt one) can make
// the game allocate without bound: LoadWAV reads at most MaxWAVBytes, and a
// WAV is refused if it plays longer than MaxSoundSeconds or at a rate outside
// MinWAVRate..MaxWAVRate. The decoded samples take at most four bytes per
// byte of the file (8-bit mono); resampled to 48 kHz, a sound at the limit
// takes about 110 MB.
const (
	MaxWAVBytes     = 64 << 20 // 64 MiB
	MaxSoundSeconds = 600      // 10 minutes
	MinWAVRate      = 1000     // Hz
	MaxWAVRate      = 384000   // Hz
)

// LoadWAV reads the WAV file name from fsys into a mono Sound (Channel 0).
// Errors name the file ("wav sfx/boom.wav: no data chunk").
func LoadWAV(fsys fs.FS, name string) (*services.Sound, error) {
	raw, err := data.ReadFileLimit(fsys, name, MaxWAVBytes)
	if err != nil {
		return nil, fmt.Errorf("wav %w", err) // "wav sfx/boom.wav: file too large: ..."
	}
	return DecodeWAV(name, raw)
}

// DecodeWAV decodes the bytes of a WAV file named name (used in errors) into a
// mono Sound, averaging the channels. It reads integer PCM of 8, 16, 24 and 32
// bits and IEEE float of 32 and 64 bits, plain or WAVE_FORMAT_EXTENSIBLE. It
// trusts no size in the file: what it allocates is bounded by len(raw).
func DecodeWAV(name string, raw []byte) (*services.Sound, error) {
	s, err := decodeWAV(raw)
	if err != nil {
		return nil, fmt.Errorf("wav %s: %w", name, err)
	}
	return s, nil
}

const (
	wavPCM        = 1
	wavFloat      = 3
	wavExtensible = 0xFFFE
)

type wavFormat struct {
	tag, channels, bits uint16
	rate                uint32
}

func decodeWAV(raw []byte) (*services.Sound, error) {
	if len(raw) < 12 || string(raw[0:4]) != "RIFF" || string(raw[8:12]) != "WAVE" {
		return nil, errors.New("not a WAV file (no RIFF/WAVE header)")
	}
	var (
		f       wavFormat
		haveFmt bool
		data    []byte
	)
	le := binary.LittleEndian
	for off := 12; off+8 <= len(raw); {
		id := string(raw[off : off+4])
		size := int(le.Uint32(raw[off+4 : off+8]))
		body := off + 8
		if size < 0 || body+size > len(raw) {
			if id == "data" && haveFmt {
				// Some writers leave a too-large size on the last chunk
				// (streamed recordings): keep what is there, whole frames only.
				size = len(raw) - body
			} else {
				return nil, fmt.Errorf("chunk %q at byte %d: size %d runs past the end of the file (%d bytes)", id, off, size, len(raw))
			}
		}
		chunk := raw[body : body+size]
		switch id {
		case "fmt ":
			if size < 16 {
				return nil, fmt.Errorf("fmt chunk: %d bytes, want at least 16", size)
			}
			f = wavFormat{
				tag:      le.Uint16(chunk[0:2]),
				channels: le.Uint16(chunk[2:4]),
				rate:     le.Uint32(chunk[4:8]),
				bits:     le.Uint16(chunk[14:16]),
			}
			if f.tag == wavExtensible {
				if size < 26 {
					return nil, fmt.Errorf("fmt chunk: extensible format with %d bytes, want at least 26", size)
				}
				f.tag = le.Uint16(chunk[24:26]) // first two bytes of the SubFormat GUID
			}
			haveFmt = true
		case "data":
			data = chunk
		}
		off = body + size + size&1 // chunks are padded to an even size
	}
	switch {
	case !haveFmt:
		return nil, errors.New("no fmt chunk")
	case data == nil:
		return nil, errors.New("no data chunk")
	case f.channels == 0:
		return nil, errors.New("fmt chunk: 0 channels")
	case f.rate < MinWAVRate || f.rate > MaxWAVRate:
		return nil, fmt.Errorf("fmt chunk: sample rate %d Hz out of range %d..%d", f.rate, MinWAVRate, MaxWAVRate)
	}
	read, err := sampleReader(f)
	if err != nil {
		return nil, err
	}
	width := int(f.bits / 8)
	frame := width * int(f.channels)
	frames := len(data) / frame
	if frames > MaxSoundSeconds*int(f.rate) {
		return nil, fmt.Errorf("data chunk: %.0f s of sound, want at most %d s (MaxSoundSeconds)", float64(frames)/float64(f.rate), MaxSoundSeconds)
	}
	out := make([]float32, frames)
	for i := range frames {
		var sum float32
		for c := range int(f.channels) {
			p := i*frame + c*width
			sum += read(data[p : p+width])
		}
		out[i] = clamp(sum/float32(f.channels), -1, 1)
	}
	return &services.Sound{Rate: int(f.rate), Samples: out}, nil
}

func sampleReader(f wavFormat) (func([]byte) float32, error) {
	le := binary.LittleEndian
	switch {
	case f.tag == wavPCM && f.bits == 8:
		return func(b []byte) float32 { return (float32(b[0]) - 128) / 128 }, nil
	case f.tag == wavPCM && f.bits == 16:
		return func(b []byte) float32 { return float32(int16(le.Uint16(b))) / 32768 }, nil
	case f.tag == wavPCM && f.bits == 24:
		return func(b []byte) float32 {
			v := int32(uint32(b[0])<<8|uint32(b[1])<<16|uint32(b[2])<<24) >> 8
			return float32(v) / (1 << 23)
		}, nil
	case f.tag == wavPCM && f.bits == 32:
		return func(b []byte) float32 { return float32(float64(int32(le.Uint32(b))) / (1 << 31)) }, nil
	case f.tag == wavFloat && f.bits == 32:
		return func(b []byte) float32 { return math.Float32frombits(le.Uint32(b)) }, nil
	case f.tag == wavFloat && f.bits == 64:
		return func(b []byte) float32 { return float32(math.Float64frombits(le.Uint64(b))) }, nil
	}
	return nil, fmt.Errorf("fmt chunk: unsupported encoding (format tag %d, %d bits); want PCM 8/16/24/32 or float 32/64", f.tag, f.bits)
}

// resample converts mono samples from one rate to another by linear
// interpolation. It returns in itself when the rates match.
func resample(in []float32, from, to int) []float32 {
	if from == to || len(in) == 0 {
		return in
	}
	n := int((int64(len(in))*int64(to) + int64(from) - 1) / int64(from))
	out := make([]float32, n)
	step := float64(from) / float64(to)
	last := len(in) - 1
	for i := range out {
		pos := float64(i) * step
		j := int(pos)
		if j >= last {
			out[i] = in[last]
			continue
		}
		t := float32(pos - float64(j))
		out[i] = in[j] + (in[j+1]-in[j])*t
	}
	return out
}
