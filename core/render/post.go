package render

import (
	"errors"
	"slices"

	"github.com/bengine-go/bengine/core/internal/sdlthread"

	"github.com/bengine-go/bengine/core/render/internal/shaders"
)

// ToneCurve is how TONE_MAP compresses high values into display range.
type ToneCurve uint8

const (
	ToneLinear   ToneCurve = iota // clamp: values in [0, 1] are unchanged
	ToneReinhard                  // x / (1 + x)
	ToneACES                      // the ACES filmic curve (Narkowicz's fit)
)

// ToneMap configures the TONE_MAP step of the GPU backend (Effects'
// ToneMapping): exposure first, then the curve, then colour grading.
type ToneMap struct {
	Exposure   float32 // multiplies the lit scene before the curve
	Curve      ToneCurve
	Saturation float32 // 1 keeps colours, 0 is greyscale
	Tint       Color   // multiplies the result (alpha ignored)
}

// DefaultToneMap changes nothing: exposure 1, linear, saturation 1, white
// tint. With it (and no lights, glow or post passes) the GPU backend's
// frame is exactly the unlit image.
var DefaultToneMap = ToneMap{Exposure: 1, Curve: ToneLinear, Saturation: 1, Tint: White}

func (t ToneMap) identity() bool { return t == DefaultToneMap }

// Shader is a fragment shader compiled for both shader languages the GPU
// backend takes: SPIR-V (Vulkan, entry point "main") and MSL (Metal,
// entry point "main0").
type Shader struct {
	SPIRV, MSL []byte
}

// PostEffect is one full-screen pass of the POSTPROCESS step: a fragment
// shader that samples the lit scene (before TONE_MAP and UI) and writes the
// next version of it. Passes run in the order they were added.
//
// The shader's interface, in GLSL for Vulkan (see
// core/render/internal/shaders/src/scanlines.frag):
//
//	layout(set = 2, binding = 0) uniform sampler2D scene; // the lit scene, nearest
//	layout(std140, set = 3, binding = 0) uniform Post {
//	    vec4 size;      // logical W, H, 1/W, 1/H
//	    vec4 params[2]; // PostEffect.Params
//	};
//	layout(location = 0) in vec2 vUV;       // (0,0) is the top-left texel
//	layout(location = 0) out vec4 outColor; // float target: may exceed 1
type PostEffect struct {
	Name   string
	Shader Shader
	// Params are the shader's params[2], pushed every frame: change them
	// at any time (an effect's strength, a shake offset).
	Params [8]float32

	gpu *gpuPost // the backend's pipeline, made by AddPostEffect
}

// ErrNoShaders is returned for shader work on the SDL-renderer backend.
var ErrNoShaders = errors.New("render: the SDL-renderer backend runs no shaders; post passes need the GPU backend")

// Scanlines returns the example post pass: CRT-style scanlines, every
// second logical row darkened by strength (0..1), and a vignette of the
// given strength towards the corners.
func Scanlines(strength, vignette float32) *PostEffect {
	e := &PostEffect{Name: "scanlines", Shader: Shader{
		SPIRV: shaders.SPIRV("scanlines.frag"), MSL: shaders.MSL("scanlines.frag"),
	}}
	e.Params[0], e.Params[1] = strength, vignette
	return e
}

// AddPostEffect appends a pass to the POSTPROCESS step. It compiles the
// shader now, and returns ErrNoShaders on the SDL-renderer backend.
func (r *Renderer) AddPostEffect(e *PostEffect) (err error) {
	sdlthread.Do(func() { err = r.addPostEffect(e) })
	return err
}

func (r *Renderer) addPostEffect(e *PostEffect) error {
	g, ok := r.b.(postBackend)
	if !ok {
		return ErrNoShaders
	}
	if slices.Contains(r.posts, e) {
		return nil
	}
	if err := g.addPost(e); err != nil {
		return err
	}
	r.posts = append(r.posts, e)
	return nil
}

// RemovePostEffect takes a pass out of the POSTPROCESS step and releases
// its pipeline.
func (r *Renderer) RemovePostEffect(e *PostEffect) {
	sdlthread.Do(func() {
		if i := slices.Index(r.posts, e); i >= 0 {
			r.posts = slices.Delete(r.posts, i, i+1)
			if g, ok := r.b.(postBackend); ok {
				g.removePost(e)
			}
		}
	})
}

// postBackend is the capability of running post passes.
type postBackend interface {
	addPost(e *PostEffect) error
	removePost(e *PostEffect)
}
