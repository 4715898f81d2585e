package easing

import "math"

// Func maps linear progress t in [0, 1] to eased progress. Every curve
// here returns 0 at 0 and 1 at 1; Back and Elastic leave [0, 1] in between
// (they overshoot).
type Func func(t float32) float32

// Linear is no easing.
func Linear(t float32) float32 { return t }

// QuadIn starts slow and accelerates (t²).
func QuadIn(t float32) float32 { return t * t }

// QuadOut starts fast and decelerates.
func QuadOut(t float32) float32 { return 1 - (1-t)*(1-t) }

// QuadInOut accelerates, then decelerates.
func QuadInOut(t float32) float32 {
	if t < 0.5 {
		return 2 * t * t
	}
	u := -2*t + 2
	return 1 - u*u/2
}

// CubicIn is t³.
func CubicIn(t float32) float32 { return t * t * t }

// CubicOut is the mirror of CubicIn.
func CubicOut(t float32) float32 {
	u := 1 - t
	return 1 - u*u*u
}

// CubicInOut accelerates, then decelerates, more sharply than QuadInOut.
func CubicInOut(t float32) float32 {
	if t < 0.5 {
		return 4 * t * t * t
	}
	u := -2*t + 2
	return 1 - u*u*u/2
}

// SineIn follows a quarter cosine.
func SineIn(t float32) float32 { return 1 - float32(math.Cos(float64(t)*math.Pi/2)) }

// SineOut follows a quarter sine.
func SineOut(t float32) float32 { return float32(math.Sin(float64(t) * math.Pi / 2)) }

// SineInOut follows half a cosine.
func SineInOut(t float32) float32 { return -(float32(math.Cos(math.Pi*float64(t))) - 1) / 2 }

const (
	backC1 = 1.70158
	backC2 = backC1 * 1.525
	backC3 = backC1 + 1
)

// BackIn pulls back below 0 before going to 1.
func BackIn(t float32) float32 { return backC3*t*t*t - backC1*t*t }

// BackOut overshoots past 1 and settles back.
func BackOut(t float32) float32 {
	u := t - 1
	return 1 + backC3*u*u*u + backC1*u*u
}

// BackInOut pulls back at the start and overshoots at the end.
func BackInOut(t float32) float32 {
	if t < 0.5 {
		u := 2 * t
		return u * u * ((backC2+1)*u - backC2) / 2
	}
	u := 2*t - 2
	return (u*u*((backC2+1)*u+backC2) + 2) / 2
}

const (
	elasticC4 = 2 * math.Pi / 3
	elasticC5 = 2 * math.Pi / 4.5
)

// ElasticIn winds up with growing oscillations.
func ElasticIn(t float32) float32 {
	if t <= 0 || t >= 1 {
		return clamp01(t)
	}
	x := float64(t)
	return float32(-math.Pow(2, 10*x-10) * math.Sin((10*x-10.75)*elasticC4))
}

// ElasticOut springs past 1 and oscillates into place.
func ElasticOut(t float32) float32 {
	if t <= 0 || t >= 1 {
		return clamp01(t)
	}
	x := float64(t)
	return float32(math.Pow(2, -10*x)*math.Sin((10*x-0.75)*elasticC4) + 1)
}

// ElasticInOut is ElasticIn then ElasticOut.
func ElasticInOut(t float32) float32 {
	if t <= 0 || t >= 1 {
		return clamp01(t)
	}
	x := float64(t)
	if x < 0.5 {
		return float32(-(math.Pow(2, 20*x-10) * math.Sin((20*x-11.125)*elasticC5)) / 2)
	}
	return float32(math.Pow(2, -20*x+10)*math.Sin((20*x-11.125)*elasticC5)/2 + 1)
}

// BounceOut falls to 1 and bounces on it, each bounce lower.
func BounceOut(t float32) float32 {
	const n1, d1 = 7.5625, 2.75
	switch {
	case t < 1/d1:
		return n1 * t * t
	case t < 2/d1:
		t -= 1.5 / d1
		return n1*t*t + 0.75
	case t < 2.5/d1:
		t -= 2.25 / d1
		return n1*t*t + 0.9375
	default:
		t -= 2.625 / d1
		return n1*t*t + 0.984375
	}
}

// BounceIn is BounceOut played backwards: bounces that grow, then a leap to 1.
func BounceIn(t float32) float32 { return 1 - BounceOut(1-t) }

// BounceInOut is BounceIn then BounceOut.
func BounceInOut(t float32) float32 {
	if t < 0.5 {
		return (1 - BounceOut(1-2*t)) / 2
	}
	return (1 + BounceOut(2*t-1)) / 2
}

func clamp01(t float32) float32 { return min(max(t, 0), 1) }

var byName = map[string]Func{
	"Linear":       Linear,
	"QuadIn":       QuadIn,
	"QuadOut":      QuadOut,
	"QuadInOut":    QuadInOut,
	"CubicIn":      CubicIn,
	"CubicOut":     CubicOut,
	"CubicInOut":   CubicInOut,
	"SineIn":       SineIn,
	"SineOut":      SineOut,
	"SineInOut":    SineInOut,
	"BackIn":       BackIn,
	"BackOut":      BackOut,
	"BackInOut":    BackInOut,
	"ElasticIn":    ElasticIn,
	"ElasticOut":   ElasticOut,
	"ElasticInOut": ElasticInOut,
	"BounceIn":     BounceIn,
	"BounceOut":    BounceOut,
	"BounceInOut":  BounceInOut,
}

// ByName returns the curve with the given Go name ("QuadOut", "BounceIn",
// ...), for tweens described in data files. Names are exact.
func ByName(name string) (Func, bool) {
	f, ok := byName[name]
	return f, ok
}
