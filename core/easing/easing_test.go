package easing_test

import (
	"math"
	"testing"

	"github.com/bengine-go/bengine/core/easing"
)

// TestEaseTable checks curves against values worked out by hand from the
// formulas (Penner's, as on easings.net).
func TestEaseTable(t *testing.T) {
	cases := []struct {
		name string
		ease easing.Func
		t    float32
		want float32
	}{
		{"Linear", easing.Linear, 0.3, 0.3},
		{"QuadIn", easing.QuadIn, 0.5, 0.25},
		{"QuadOut", easing.QuadOut, 0.5, 0.75},
		{"QuadInOut", easing.QuadInOut, 0.25, 0.125},    // 2·0.25²
		{"QuadInOut", easing.QuadInOut, 0.75, 0.875},    // 1 - 0.5²/2
		{"CubicIn", easing.CubicIn, 0.5, 0.125},         // 0.5³
		{"CubicOut", easing.CubicOut, 0.5, 0.875},       // 1 - 0.5³
		{"CubicInOut", easing.CubicInOut, 0.25, 0.0625}, // 4·0.25³
		{"CubicInOut", easing.CubicInOut, 0.75, 0.9375}, // 1 - 0.5³/2
		{"SineIn", easing.SineIn, 0.5, 1 - math.Sqrt2/2},
		{"SineOut", easing.SineOut, 0.5, math.Sqrt2 / 2},
		{"SineInOut", easing.SineInOut, 0.5, 0.5},
		{"BackIn", easing.BackIn, 0.5, -0.0876975},        // 0.25·(2.70158·0.5 - 1.70158)
		{"BackOut", easing.BackOut, 0.5, 1.0876975},       // mirror of BackIn
		{"ElasticIn", easing.ElasticIn, 0.5, -0.015625},   // -2^-5·sin(-5.75·2π/3 ≡ 30°)
		{"ElasticOut", easing.ElasticOut, 0.5, 1.015625},  // 2^-5·sin(4.25·2π/3 ≡ 150°) + 1
		{"BounceOut", easing.BounceOut, 0.5, 0.765625},    // 7.5625·(0.125/2.75)² + 0.75
		{"BounceOut", easing.BounceOut, 0.2, 0.3025},      // 7.5625·0.04
		{"BounceOut", easing.BounceOut, 0.8, 0.94},        // 7.5625·(0.05/2.75)² + 0.9375
		{"BounceOut", easing.BounceOut, 0.95, 0.98453125}, // 7.5625·(0.0125/2.75)² + 0.984375
		{"BounceIn", easing.BounceIn, 0.5, 0.234375},      // 1 - BounceOut(0.5)
		{"BounceInOut", easing.BounceInOut, 0.5, 0.5},
	}
	for _, c := range cases {
		if got := c.ease(c.t); math.Abs(float64(got-c.want)) > 1e-5 {
			t.Errorf("%s(%v): got %v, want %v", c.name, c.t, got, c.want)
		}
	}
}

func TestEaseEndpoints(t *testing.T) {
	names := []string{"Linear", "QuadIn", "QuadOut", "QuadInOut", "CubicIn", "CubicOut", "CubicInOut",
		"SineIn", "SineOut", "SineInOut", "BackIn", "BackOut", "BackInOut", "ElasticIn", "ElasticOut",
		"ElasticInOut", "BounceIn", "BounceOut", "BounceInOut"}
	for _, n := range names {
		e, ok := easing.ByName(n)
		if !ok {
			t.Errorf("ByName(%q): got false, want true", n)
			continue
		}
		if got := e(0); math.Abs(float64(got)) > 1e-6 {
			t.Errorf("%s(0): got %v, want 0", n, got)
		}
		if got := e(1); math.Abs(float64(got-1)) > 1e-6 {
			t.Errorf("%s(1): got %v, want 1", n, got)
		}
		// In-out curves are symmetric about (0.5, 0.5).
		if len(n) > 5 && n[len(n)-5:] == "InOut" {
			if got := e(0.3) + e(0.7); math.Abs(float64(got-1)) > 1e-5 {
				t.Errorf("%s(0.3) + %s(0.7): got %v, want 1", n, n, got)
			}
		}
	}
	if _, ok := easing.ByName("quadout"); ok {
		t.Errorf("ByName(\"quadout\"): got true, want false (names are exact)")
	}
}
