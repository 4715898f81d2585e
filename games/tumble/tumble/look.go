package tumble

import (
	"github.com/bengine-go/bengine/core/render"
)

// look is the game's picture on the renderer it runs on: the Custom Hobo
// engine's draw steps (docs/porting.md#custom-hobo) as Tumble uses them.
//
//   - GEOMETRY: the art, with normal maps on the bricks and stones.
//   - LIGHTING: a dim blue ambient, and the lamp's lights, which stand
//     above the wall (render.Light's Height), so the normal maps catch
//     them and the brass and stone shine.
//   - PING_PONG_GAUSSIAN and GLOW: the halo of the lamp's bulb, blurred;
//     the damage flash when something heavy hits Tumble.
//   - POSTPROCESS: the frosted windows, which blur what is behind them.
//   - TONE_MAP: a filmic curve and a warm grade.
//
// On SDL's 2D renderer (-renderer sdl, the web build, or what the engine
// picks on a machine whose GPU runs on the CPU) the engine falls back,
// and the game asks only for what is there, so nothing is logged: the
// lights are flat gradients in a light map (no heights, normal maps or
// highlights: the art has none there), the halo's blur is offset copies,
// the flash an additive fill, a window's pane a translucent tinted pane
// in GEOMETRY (nothing behind it is blurred), and there is no tone map.
// The web build has no render targets: it draws unlit, with the halo,
// the flash and the panes.
type look struct {
	post    bool              // the renderer has a POSTPROCESS step to blur with (the GPU backend)
	effects render.Effects    // as the renderer took them (what it cannot do is off)
	frosted render.ShaderID   // the engine's "frosted" shader
	frost   render.UniformsID // its block
	params  frostBlock
	glass   render.Color // a window pane's tint (and, on SDL's renderer, its opacity)
}

// frostBlock is the frosted shader's uniform block: the blur's radius in
// logical pixels, and how much the pane's tint colours the view.
type frostBlock struct{ Frost [4]float32 }

// The look's settings.
var (
	ambient  = render.RGBA8(96, 100, 128, 255)
	toneMap  = render.ToneMap{Exposure: 1.25, Curve: render.ToneACES, Saturation: 1.1, Tint: render.RGBA8(255, 242, 226, 255)}
	paneTint = render.RGBA8(200, 228, 245, 255)
	// hurtFlash is the GLOW step's damage flash when something heavy
	// hits Tumble: red, at once, fading over a third of a second.
	hurtFlash = render.Flash{Color: render.RGBA8(255, 40, 24, 190), Seconds: 0.35}
)

// newLook sets r's effects for the game and returns the look.
func newLook(r *render.Renderer) *look {
	lk := &look{
		post:   r.Backend() == render.BackendGPU,
		params: frostBlock{Frost: [4]float32{4, 0.35}},
		glass:  paneTint,
	}
	lk.effects = r.SetEffects(render.Effects{
		Lighting: true, Ambient: ambient,
		Glow:        true,
		ToneMapping: true, ToneMap: toneMap,
	})
	lk.frosted, _ = r.Shader("frosted") // every renderer registers it
	lk.frost = r.NewUniforms(16)
	if !lk.post {
		// No POSTPROCESS step: the pane draws as a sprite, so let the
		// world show through it.
		lk.glass.A = 0.45
	}
	return lk
}

// render sets the frosted shader's block for the frame.
func (lk *look) render(q *render.Queue) { render.SetUniformsOf(q, lk.frost, &lk.params) }
