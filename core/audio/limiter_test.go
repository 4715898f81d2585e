package audio_test

import (
	"math"
	"testing"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/random"
)

// A mix under the ceiling leaves the limiter bit for bit, only delayed.
func TestLimiterPassesQuietMixUnchanged(t *testing.T) {
	rng := random.New(7)
	in := make([]float32, 2*4096)
	for i := range in {
		in[i] = rng.RangeF(-audio.LimiterCeiling, audio.LimiterCeiling)
	}
	out := append([]float32(nil), in...)
	if limited := audio.Limit(48000, out); limited != 0 {
		t.Errorf("limited frames: got %d, want 0", limited)
	}
	for i := range in[:len(in)-2*audio.LimiterDelay] {
		if got, want := out[i+2*audio.LimiterDelay], in[i]; got != want {
			t.Fatalf("sample %d: got %v, want %v unchanged", i, got, want)
		}
	}
}

// However loud the input, the output stays under the ceiling, and the gain
// changes by ramps: between two frames by at most 1/LimiterDelay of full
// gain, where a hard clip would jump.
func TestLimiterNeverPassesTheCeiling(t *testing.T) {
	cases := []struct {
		name string
		gen  func(i int, rng *random.RNG) float32
	}{
		{"loud noise", func(i int, rng *random.RNG) float32 { return rng.RangeF(-8, 8) }},
		{"one spike", func(i int, rng *random.RNG) float32 {
			if i == 1000 {
				return 50
			}
			return 0.5
		}},
		{"square at 3x full scale", func(i int, rng *random.RNG) float32 {
			if (i/40)%2 == 0 {
				return 3
			}
			return -3
		}},
		{"bursts", func(i int, rng *random.RNG) float32 {
			if (i/500)%3 == 0 {
				return rng.RangeF(-4, 4)
			}
			return rng.RangeF(-0.5, 0.5)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rng := random.New(11)
			const frames = 8192
			in := make([]float32, 2*frames)
			for i := range frames {
				v := float32(0.1) // a quiet lead-in, so the first ramp is heard
				if i >= 200 {
					v = c.gen(i, rng)
				}
				in[2*i], in[2*i+1] = v, -v/2
			}
			out := append([]float32(nil), in...)
			if audio.Limit(48000, out) == 0 {
				t.Errorf("limited frames: got 0, want some")
			}
			prevGain := 1.0
			for i := range frames {
				o := out[2*i]
				if a := math.Abs(float64(o)); a > audio.LimiterCeiling*(1+1e-6) {
					t.Fatalf("frame %d: got %v, want |out| <= %v", i, o, audio.LimiterCeiling)
				}
				if i < audio.LimiterDelay {
					continue
				}
				if x := in[2*(i-audio.LimiterDelay)]; x != 0 {
					g := float64(o / x)
					if d := math.Abs(g - prevGain); d > 1.0/audio.LimiterDelay+1e-6 {
						t.Fatalf("frame %d: gain %v after %v, want a change of at most 1/%d", i, g, prevGain, audio.LimiterDelay)
					}
					prevGain = g
				}
			}
		})
	}
}
