package render

import "github.com/go-gl/mathgl/mgl32"

// Step is the draw step a sprite is drawn in. A frame runs eight steps in
// order (see the package documentation, "Draw steps"); five of them draw
// the sprites submitted to them, and Step has a value for each of those
// five. The other three (PING_PONG_GAUSSIAN, TONE_MAP and
// RENDER_TO_WINDOW) are full-screen passes over what the others drew, and
// take no sprites.
type Step uint8

const (
	StepGeometry Step = iota // GEOMETRY: the world, at logical resolution
	StepLight                // LIGHTING: additive light sprites into the light map
	StepGlow                 // GLOW: emissive sprites, blurred (with Effects' Glow) and added onto the world
	StepPost                 // POSTPROCESS: objects drawn over the lit scene that sample it (bengineScene)
	StepUI                   // UI: HUD and menus, drawn last, never lit, blurred or moved by the camera
)

// Blend is how a sprite's pixels combine with what is below.
type Blend uint8

const (
	BlendAlpha Blend = iota // straight alpha blending (the default)
	BlendAdd                // additive: lights, sparks, glow
	BlendMod                // multiply
	BlendNone               // overwrite
)

// Color is a tint with straight alpha, each channel in [0, 1]. The zero
// value is transparent black; use White for "no tint".
type Color struct{ R, G, B, A float32 }

// White is the neutral tint.
var White = Color{1, 1, 1, 1}

// RGBA8 builds a Color from 8-bit channels.
func RGBA8(r, g, b, a uint8) Color {
	return Color{float32(r) / 255, float32(g) / 255, float32(b) / 255, float32(a) / 255}
}

// Region is a rectangle of a texture, in texels: a sprite, an atlas entry or
// a flipbook frame.
type Region struct {
	Tex        *Texture
	X, Y, W, H float32
}

// Sprite is one quad submitted for drawing: a texture region placed by the
// owner's world transform, with tint, flip and a batch key (Step, Layer,
// Blend, Shader, Uniforms, and the region's texture). Build one with
// NewSprite, which sets the neutral values, then change what differs.
//
// The quad's local corners are (0,0)..Size, moved so that Pivot sits at Pos,
// then scaled by Scale and rotated by Rotation about Pivot, then mapped by
// World (nil means identity).
type Sprite struct {
	Region Region
	Step   Step
	Blend  Blend
	Layer  int16 // z-layer inside the step: lower layers draw first
	// Shader is a game's shader (Renderer.RegisterShader) whose fragment
	// stage draws the sprite, and Uniforms the uniform block it reads
	// (Renderer.NewUniforms); 0 and 0 are the engine's plain sprite.
	Shader   ShaderID
	Uniforms UniformsID
	World    *mgl32.Mat3 // the owner's world transform; nil is identity
	Pos      mgl32.Vec2  // where the pivot goes, before World
	Pivot    mgl32.Vec2  // in quad pixels from its top-left corner
	Size     mgl32.Vec2  // quad size; NewSprite sets the region's size
	Scale    mgl32.Vec2  // NewSprite sets (1, 1)
	Rotation float32     // radians, clockwise on screen (y points down)
	Color    Color       // tint and alpha; NewSprite sets White
	FlipX    bool
	FlipY    bool

	// The sine and cosine of rot, kept by Submit: a sprite submitted again
	// with the same Rotation (most rotated sprites, most frames) skips the
	// trigonometry.
	rot, sin, cos float32
	trig          bool // sin and cos hold rot's
}

// NewSprite returns a sprite of the region's size, unscaled, untinted, on
// StepGeometry layer 0 with alpha blending.
func NewSprite(r Region) Sprite {
	return Sprite{Region: r, Size: mgl32.Vec2{r.W, r.H}, Scale: mgl32.Vec2{1, 1}, Color: White}
}

// Key is a batch key, Custom Hobo's CHBatchKey: everything that changes
// GPU state between draws. Submissions with equal keys are drawn by one
// draw call. Keys order by Step, then Layer, then Shader, Mode, texture,
// Uniforms and Blend; submission order is kept inside a key. The zero Key
// is a plain sprite on StepGeometry layer 0 with alpha blending, no
// texture.
//
// The seed's fields are here under Go names: drawStep is Step, zBatch is
// Layer, shaderId is Shader, drawMode is Mode, textureKey is Tex and
// uniformsKey is Uniforms; Blend is this engine's own.
type Key struct {
	Step  Step
	Layer int16 // z-layer inside the step: lower layers draw first
	// Shader is a game's shader (Renderer.RegisterShader); 0 is the
	// engine's for the Mode.
	Shader ShaderID
	// Mode is what the vertices make: ModeSprites for Submit's sprites,
	// another Mode for SubmitDraw's vertices.
	Mode Mode
	// Tex is the texture the batch samples; nil draws SubmitDraw's
	// vertices in their colours alone (a white texel).
	Tex *Texture
	// Uniforms is the uniform block the shader reads (Renderer.NewUniforms,
	// Queue.SetUniforms); 0 is none.
	Uniforms UniformsID
	Blend    Blend
}

// keyIs reports whether k is the sprite's key, field by field: a Key has
// more fields than the compiler keeps in registers, so building one would
// go through the stack, and reloading its bytes as wider words right after
// writing them stalls the CPU, on every Submit.
func (s *Sprite) keyIs(k *Key) bool {
	return k.Tex == s.Region.Tex && k.Layer == s.Layer && k.Step == s.Step && k.Blend == s.Blend &&
		k.Shader == s.Shader && k.Uniforms == s.Uniforms && k.Mode == ModeSprites
}

// Key returns the sprite's batch key.
func (s *Sprite) Key() Key {
	return Key{Step: s.Step, Layer: s.Layer, Shader: s.Shader, Tex: s.Region.Tex, Uniforms: s.Uniforms, Blend: s.Blend}
}
