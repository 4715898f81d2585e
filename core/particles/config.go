package particles

import (
	"bytes"
	"fmt"
	"io/fs"
	"math"
	"strconv"
	"strings"

	json "github.com/goccy/go-json"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/render"
)

// MaxParticles is the largest pool an emitter may ask for. A config whose
// SpawnRate * ParticleLife (plus burst) needs more is rejected at load
// rather than allocating gigabytes.
const MaxParticles = 1 << 20

// Config is one emitter file, with exactly the Mayhem engine's schema
// (docs/porting.md#mayhem):
//
//	{
//	  "Emitter": {
//	    "ParticleMoveWithObject": false, "PatternType": "Rotate",
//	    "SpawnRate": 100, "ParticleLife": 3, "SprayAngle": 20,
//	    "MinSpeed": 100, "MaxSpeed": 150, "HiveMind": false,
//	    "UniformAnimation": true, "Fade": "Out", "FadeTime": 0.2,
//	    "ScaleSetting": "Pop", "ScaleMultiplier": 4.0, "ScaleTime": 2.9
//	  },
//	  "Animation": {"FrameCount": 32, "FrameDuration": 0.01, "IsLooping": true, "DiffAnimations": false},
//	  "Sprite": {"SpriteSource": "particlemagic"}
//	}
//
// Load it with ParseConfig or LoadConfig, which decode strictly and
// validate; a Config built in code should be checked with Validate.
type Config struct {
	Emitter   EmitterConfig
	Animation AnimationConfig
	Sprite    SpriteConfig
}

// EmitterConfig is the "Emitter" object: when, where and how particles
// spawn and how they look over their life.
type EmitterConfig struct {
	// ParticleMoveWithObject: true keeps particles in the object's space
	// (they follow it, like a trail stuck to a zeppelin); false spawns them
	// at the object's world position and leaves them in world space.
	ParticleMoveWithObject bool
	// PatternType is "Rotate" (spawn directions sweep around the origin) or
	// a direction vector written [x, y] (spawn along it; y points down).
	PatternType Pattern
	// SpawnRate is particles per second, through an accumulator that spawns
	// whole particles. 0 emits nothing continuously (bursts only).
	SpawnRate float32
	// ParticleLife is each particle's life in seconds (> 0).
	ParticleLife float32
	// SprayAngle is the half-angle in degrees of the cone around the
	// pattern direction: each launch direction turns by a uniform value in
	// [-SprayAngle, +SprayAngle]. 0..180.
	SprayAngle float32
	// MinSpeed, MaxSpeed bound the uniform launch speed, pixels per second.
	MinSpeed, MaxSpeed float32
	// HiveMind: all particles show the same flipbook frame (the emitter's
	// clock) instead of each animating on its own age.
	HiveMind bool
	// UniformAnimation: true, every particle uses the one sheet; false, each
	// particle picks a sheet from a set (see SpriteConfig).
	UniformAnimation bool
	// Fade is "In", "Out" or "None", over FadeTime seconds.
	Fade Fade
	// FadeTime is the length of the fade in seconds (>= 0).
	FadeTime float32
	// ScaleSetting is "In", "Out" or "Pop" ("None" is accepted too), with
	// ScaleMultiplier and ScaleTime.
	ScaleSetting ScaleSetting
	// ScaleMultiplier is the scale the curve reaches (>= 0).
	ScaleMultiplier float32
	// ScaleTime is the length in seconds of the In and Out curves, and the
	// age of the peak of Pop (>= 0).
	ScaleTime float32

	// Optional extras from the web demo; zero values mean "off".

	// Direction turns the pattern direction by this many degrees
	// (clockwise on screen), and is the start angle of Rotate.
	Direction float32 `json:",omitempty"`
	// Gravity accelerates particles down (+y) in pixels per second squared.
	Gravity float32 `json:",omitempty"`
	// Drag slows particles: each frame velocity is multiplied by
	// max(0, 1 - Drag*dt). >= 0.
	Drag float32 `json:",omitempty"`
	// Size is the quad size in pixels (square); 0 uses the frame's size.
	Size float32 `json:",omitempty"`
	// Colors are tints written "#rrggbb" or "#rrggbbaa"; each particle picks
	// one at random. Empty means white.
	Colors []string `json:",omitempty"`
}

// AnimationConfig is the "Animation" object: a sprite-sheet flipbook.
type AnimationConfig struct {
	// FrameCount is the number of frames, laid left to right in the sheet's
	// region (>= 1).
	FrameCount int
	// FrameDuration is seconds per frame (> 0 when FrameCount > 1).
	FrameDuration float32
	// IsLooping wraps past the last frame; false holds the last frame.
	IsLooping bool
	// DiffAnimations starts each particle on a random frame.
	DiffAnimations bool
}

// SpriteConfig is the "Sprite" object.
type SpriteConfig struct {
	// SpriteSource names the sheet in the emitter's Sprites (an atlas).
	// When UniformAnimation is false the particle picks from a set of
	// sheets: SpriteSource may be a list (["spark_a", "spark_b"]), or a
	// single name "x" whose set is the regions "x_0", "x_1", ... found in
	// the atlas (or just "x" when there are none).
	SpriteSource Source
}

// Source is one sprite name or a list of names; it decodes from a JSON
// string or an array of strings.
type Source []string

// UnmarshalJSON accepts "name" or ["a", "b"].
func (s *Source) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var one string
		if err := json.Unmarshal(b, &one); err != nil {
			return err
		}
		*s = Source{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return fmt.Errorf("field Sprite.SpriteSource: want a sprite name or a list of names: %w", err)
	}
	*s = many
	return nil
}

// MarshalJSON writes one name as a string, several as a list.
func (s Source) MarshalJSON() ([]byte, error) {
	if len(s) == 1 {
		return json.Marshal(s[0])
	}
	return json.Marshal([]string(s))
}

// Pattern is the PatternType: Rotate, or a direction.
type Pattern struct {
	Rotate bool
	Dir    [2]float32 // when !Rotate; not necessarily unit length
}

// UnmarshalJSON accepts "Rotate" or [x, y].
func (p *Pattern) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 0 && b[0] == '"' {
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		if s != "Rotate" {
			return fmt.Errorf(`field Emitter.PatternType: want "Rotate" or a direction [x, y], got %q`, s)
		}
		*p = Pattern{Rotate: true}
		return nil
	}
	var v []float32
	if err := json.Unmarshal(b, &v); err != nil || len(v) != 2 {
		return fmt.Errorf(`field Emitter.PatternType: want "Rotate" or a direction [x, y], got %s`, clip(b))
	}
	*p = Pattern{Dir: [2]float32{v[0], v[1]}}
	return nil
}

// MarshalJSON writes "Rotate" or [x, y].
func (p Pattern) MarshalJSON() ([]byte, error) {
	if p.Rotate {
		return []byte(`"Rotate"`), nil
	}
	return json.Marshal(p.Dir)
}

// Fade is the alpha curve.
type Fade uint8

const (
	FadeNone Fade = iota // alpha 1 all life
	FadeIn               // 0 -> 1 over the first FadeTime seconds
	FadeOut              // 1 -> 0 over the last FadeTime seconds
)

var fadeNames = []string{"None", "In", "Out"}

func (f Fade) String() string { return enumName(fadeNames, int(f)) }

// UnmarshalJSON accepts "In", "Out" or "None".
func (f *Fade) UnmarshalJSON(b []byte) error {
	i, err := enumParse("Emitter.Fade", b, fadeNames)
	*f = Fade(i)
	return err
}

// MarshalJSON writes the name.
func (f Fade) MarshalJSON() ([]byte, error) { return json.Marshal(f.String()) }

// ScaleSetting is the scale curve.
type ScaleSetting uint8

const (
	ScaleNone ScaleSetting = iota // scale 1 all life
	ScaleIn                       // 1 -> ScaleMultiplier over ScaleTime, then held
	ScaleOut                      // ScaleMultiplier -> 1 over ScaleTime, then held
	ScalePop                      // 1 -> ScaleMultiplier at ScaleTime, back to 1 at the end of life
)

var scaleNames = []string{"None", "In", "Out", "Pop"}

func (s ScaleSetting) String() string { return enumName(scaleNames, int(s)) }

// UnmarshalJSON accepts "In", "Out", "Pop" or "None".
func (s *ScaleSetting) UnmarshalJSON(b []byte) error {
	i, err := enumParse("Emitter.ScaleSetting", b, scaleNames)
	*s = ScaleSetting(i)
	return err
}

// MarshalJSON writes the name.
func (s ScaleSetting) MarshalJSON() ([]byte, error) { return json.Marshal(s.String()) }

func enumName(names []string, i int) string {
	if i < 0 || i >= len(names) {
		return "Invalid(" + strconv.Itoa(i) + ")"
	}
	return names[i]
}

func enumParse(field string, b []byte, names []string) (int, error) {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return 0, fmt.Errorf("field %s: want one of %s, got %s", field, strings.Join(quoted(names), ", "), clip(b))
	}
	for i, n := range names {
		if n == s {
			return i, nil
		}
	}
	return 0, fmt.Errorf("field %s: want one of %s, got %q", field, strings.Join(quoted(names), ", "), s)
}

func quoted(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strconv.Quote(s)
	}
	return out
}

func clip(b []byte) string {
	if len(b) > 40 {
		return string(b[:40]) + "..."
	}
	return string(b)
}

// LoadConfig reads, decodes and validates the emitter file name of fsys.
func LoadConfig(fsys fs.FS, name string) (*Config, error) {
	raw, err := data.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("load emitter: %w", err)
	}
	return ParseConfig(name, raw)
}

// ParseConfig decodes and validates an emitter file's contents. name is the
// file's name, used in errors. Unknown fields, trailing data and values out
// of range are errors naming the file and the field.
func ParseConfig(name string, raw []byte) (*Config, error) {
	var c Config
	if err := data.DecodeStrict(name, raw, &c); err != nil {
		return nil, fmt.Errorf("load emitter: %w", err)
	}
	if err := c.Validate(name); err != nil {
		return nil, fmt.Errorf("load emitter: %w", err)
	}
	return &c, nil
}

// Validate checks every value's range. name is the file's name for errors.
func (c *Config) Validate(name string) error {
	e, a := &c.Emitter, &c.Animation
	bad := func(field, format string, args ...any) error {
		return data.Errorf(name, field, format, args...)
	}
	finite := []struct {
		field string
		v     float32
	}{
		{"Emitter.SpawnRate", e.SpawnRate}, {"Emitter.ParticleLife", e.ParticleLife},
		{"Emitter.SprayAngle", e.SprayAngle}, {"Emitter.MinSpeed", e.MinSpeed},
		{"Emitter.MaxSpeed", e.MaxSpeed}, {"Emitter.FadeTime", e.FadeTime},
		{"Emitter.ScaleMultiplier", e.ScaleMultiplier}, {"Emitter.ScaleTime", e.ScaleTime},
		{"Emitter.Direction", e.Direction}, {"Emitter.Gravity", e.Gravity},
		{"Emitter.Drag", e.Drag}, {"Emitter.Size", e.Size},
		{"Emitter.PatternType", e.PatternType.Dir[0]}, {"Emitter.PatternType", e.PatternType.Dir[1]},
		{"Animation.FrameDuration", a.FrameDuration},
	}
	for _, f := range finite {
		if math.IsNaN(float64(f.v)) || math.IsInf(float64(f.v), 0) || math.Abs(float64(f.v)) > 1e9 {
			return bad(f.field, "must be a finite number of reasonable size, got %v", f.v)
		}
	}
	nonNeg := []struct {
		field string
		v     float32
	}{
		{"Emitter.SpawnRate", e.SpawnRate}, {"Emitter.MinSpeed", e.MinSpeed},
		{"Emitter.FadeTime", e.FadeTime}, {"Emitter.ScaleMultiplier", e.ScaleMultiplier},
		{"Emitter.ScaleTime", e.ScaleTime}, {"Emitter.Drag", e.Drag}, {"Emitter.Size", e.Size},
		{"Animation.FrameDuration", a.FrameDuration},
	}
	for _, f := range nonNeg {
		if f.v < 0 {
			return bad(f.field, "must be >= 0, got %v", f.v)
		}
	}
	switch {
	case !(e.ParticleLife > 0):
		return bad("Emitter.ParticleLife", "must be > 0 seconds, got %v", e.ParticleLife)
	case e.SprayAngle < 0 || e.SprayAngle > 180:
		return bad("Emitter.SprayAngle", "must be in [0, 180] degrees, got %v", e.SprayAngle)
	case e.MaxSpeed < e.MinSpeed:
		return bad("Emitter.MaxSpeed", "must be >= MinSpeed (%v), got %v", e.MinSpeed, e.MaxSpeed)
	case !e.PatternType.Rotate && e.PatternType.Dir == [2]float32{}:
		return bad("Emitter.PatternType", `must be "Rotate" or a non-zero direction [x, y]`)
	case e.Fade > FadeOut:
		return bad("Emitter.Fade", "unknown value %d", e.Fade)
	case e.ScaleSetting > ScalePop:
		return bad("Emitter.ScaleSetting", "unknown value %d", e.ScaleSetting)
	case a.FrameCount < 1 || a.FrameCount > 4096:
		return bad("Animation.FrameCount", "must be in [1, 4096], got %d", a.FrameCount)
	case a.FrameCount > 1 && a.FrameDuration < 1e-4:
		return bad("Animation.FrameDuration", "must be >= 0.0001 s with %d frames, got %v", a.FrameCount, a.FrameDuration)
	case len(c.Sprite.SpriteSource) == 0:
		return bad("Sprite.SpriteSource", "must name a sprite")
	case len(e.Colors) > 256:
		return bad("Emitter.Colors", "at most 256 colors, got %d", len(e.Colors))
	}
	for i, s := range c.Sprite.SpriteSource {
		if s == "" {
			return bad(fmt.Sprintf("Sprite.SpriteSource[%d]", i), "empty sprite name")
		}
	}
	for i, s := range e.Colors {
		if _, err := ParseColor(s); err != nil {
			return bad(fmt.Sprintf("Emitter.Colors[%d]", i), "%v", err)
		}
	}
	if n := c.PoolSize(0); n > MaxParticles {
		return bad("Emitter.SpawnRate", "SpawnRate*ParticleLife needs %d particles, more than the limit %d", n, MaxParticles)
	}
	return nil
}

// PoolSize is the pool an emitter with this config needs:
// ceil(SpawnRate*ParticleLife) plus one frame's slack, plus burst.
func (c *Config) PoolSize(burst int) int {
	n := math.Ceil(float64(c.Emitter.SpawnRate)*float64(c.Emitter.ParticleLife)) + 1
	if n > MaxParticles*2 {
		n = MaxParticles * 2
	}
	return int(n) + burst
}

// ParseColor reads "#rrggbb" or "#rrggbbaa".
func ParseColor(s string) (render.Color, error) {
	if !strings.HasPrefix(s, "#") || (len(s) != 7 && len(s) != 9) {
		return render.Color{}, fmt.Errorf(`want "#rrggbb" or "#rrggbbaa", got %q`, s)
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return render.Color{}, fmt.Errorf(`want "#rrggbb" or "#rrggbbaa", got %q`, s)
	}
	if len(s) == 7 {
		v = v<<8 | 0xff
	}
	return render.RGBA8(uint8(v>>24), uint8(v>>16), uint8(v>>8), uint8(v)), nil
}
