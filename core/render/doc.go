// Package render turns submitted sprites into as few draw calls as
// possible, in a defined order: the Custom Hobo engine's batch keys and
// draw steps, on two backends behind one API. It owns the window
// (Renderer), the per-frame submission queue (Queue), texture atlases
// (Atlas), bitmap fonts (Font), lights (Light), post passes (PostEffect)
// and the debug overlay (Overlay).
//
//	r, err := render.New(&render.Options{Title: "Bomberman"}) // 256x240, window x3
//	...
//	s := render.NewSprite(atlas.Region("brick"))
//	s.World, s.Layer = obj.Transform.World(), LayerBlocks
//	r.Queue().Submit(&s) // from a component's Render hook
//	...
//	r.Present() // once a frame: sort keys, one draw per key, steps in order
//
// # The problem: the cost of a draw call
//
// Every call into SDL crosses from Go into C (through purego) and into the
// driver. Drawing each sprite with its own call means thousands of
// crossings a frame, each paying for state checks the previous call
// already did. The pattern that fixes it is batching: objects never call
// the graphics API. A render hook only describes what it wants drawn (a
// Sprite: texture region, transform, tint, flip) and submits it with a
// batch key; the batcher groups equal keys and issues one draw per group.
//
// # Batch keys
//
// A Key is everything that changes GPU state between draws: the draw Step,
// the z-Layer inside the step, the texture and the Blend mode. Submit
// appends the sprite to the bucket for its key. At Present the keys are
// sorted (Step, then Layer, then texture, then Blend) and each bucket
// becomes one draw call; within a key, submission order is kept, so later
// sprites draw on top. The order is what makes batching correct, not only
// fast: a background layer sorts before the objects standing on it even if
// it was submitted last. Packing small images into an Atlas is what lets
// many sprites share a key: the whole Bomberman playfield is one texture,
// so a layer of it is one draw.
//
// Buckets, their slices and the sorted key list are kept from frame to
// frame, and the per-frame SDL calls are made without go-sdl3's per-call
// allocation (core/internal/sdlcall), so a frame in steady state allocates
// nothing on either backend.
//
// # Two backends: the Strategy pattern
//
// A game never knows which backend draws: Queue, Sprite, Key, the steps
// and the scene's render hooks are the same. Inside, the Renderer holds
// what both share (the queue, textures, which steps are on) and hands each
// frame to a backend, a small internal interface with two implementations:
//
//   - The GPU backend (SDL's GPU API: Vulkan, Metal) runs the seed's
//     pipeline in shaders. New picks it where SDL can make a GPU device for
//     SPIR-V or MSL shaders and claim the window with it.
//   - The SDL-renderer backend (SDL's 2D renderer: OpenGL, Direct3D, the
//     software renderer, WebGL) approximates the steps with render-target
//     copies. It draws everywhere else: the web build, machines without
//     Vulkan or Metal, and whenever Options.Driver names an SDL render
//     driver.
//
// Options.Backend (the engine's Options.RenderBackend, Bomberman's
// -renderer flag) forces either. Falling back from the GPU is logged once.
// Direct3D 12 needs DXIL shaders, which no tool here produces, so on
// Windows the GPU backend runs on Vulkan, and where Vulkan is missing the
// SDL-renderer backend takes over.
//
// # Per-instance transforms on the GPU
//
// The seed: "The batcher applies it as a per-instance transform on the GPU
// side, so thousands of objects with different transforms can share the
// same draw call." On the GPU backend Submit folds the sprite's whole
// transform (Pos, Pivot, Size, Scale, Rotation, then World) into a 2x3
// affine, the quad's origin and its two edges, and writes one 64-byte
// instance record (one cache line): the affine, flip flags, the texture
// region and the tint. Present copies the frame's records into one
// transfer buffer (mapped with cycling, so the CPU never waits for the GPU
// to finish reading the previous frame's), uploads them in one copy, and
// issues one draw per key. The vertex shader makes each quad's six corners
// from its record.
//
// The records are pulled from a storage buffer by vertex index (record
// base + i/6, corner i%6), rather than fed as an instance-rate vertex
// buffer: the layout is declared once, in the shader, with no vertex
// attribute description to keep in step with it; every SDL GPU backend
// reads storage buffers in vertex shaders alike; and a draw's first record
// is a uniform, because SDL warns that first-vertex and first-instance
// offsets do not reach shaders' built-in indices the same way on every
// API. It is the pattern of go-sdl3's PullSpriteBatch example.
//
// On the SDL-renderer backend there is no shader to apply a transform, so
// Submit transforms the four corners on the CPU into vertices, and each
// bucket is one RenderGeometry call.
//
// # Draw steps
//
// Steps run in order, each only when a scene turns it on. On the GPU
// backend each is a render pass with its own shader, into targets at
// logical resolution:
//
//  1. GEOMETRY: StepGeometry sprites into a colour target (8-bit, or the
//     float HDR target when no lighting will read it back).
//  2. LIGHTING (EnableLighting): StepLight sprites added into a float light
//     buffer, then one full-screen pass: colour times (ambient + the light
//     buffer + every Light of the frame: directional, point and spot, up to
//     MaxLights from a storage buffer, with colour, intensity, radius or
//     cone and falloff), into the HDR target.
//  3. PING_PONG_GAUSSIAN (EnableGlow): StepGlow sprites (emissive) into a
//     float target, down to half size, then pairs of a separable Gaussian
//     (horizontal, vertical) between two targets, GlowPasses of them or as
//     many as SetGlowPasses says.
//  4. GLOW: the blurred emissive target added onto the scene. With glow
//     off, StepGlow sprites are added unblurred.
//  5. POSTPROCESS (AddPostEffect): user passes that sample the lit scene
//     (Scanlines is the example), each writing the next version of it.
//  6. TONE_MAP (SetToneMap): exposure, a tone curve (linear, Reinhard,
//     ACES) and grading, from HDR into an 8-bit target.
//  7. UI: StepUI sprites and DebugText, never lit, blurred, tone-mapped or
//     moved by the camera (SetCamera moves every other step).
//  8. RENDER_TO_WINDOW: the frame blitted to the window, scaled by the
//     largest whole factor that fits, nearest-neighbour, so pixel art stays
//     sharp.
//
// With none of steps 2 to 6 on (Bomberman's NES look), GEOMETRY, unblurred
// glow and UI draw straight into the 8-bit target in one pass: the same
// blending of the same float tints into the same format as the
// SDL-renderer backend, so both backends draw the same frame.
//
// The SDL-renderer backend approximates steps 2 to 4: a light map cleared
// to ambient, StepLight sprites and lights (as gradient sprites) added to
// it and multiplied onto the world; glow sprites blurred by offset copies
// weighted 1 4 6 4 1 at half size. It has no POSTPROCESS or TONE_MAP
// (AddPostEffect returns ErrNoShaders, SetToneMap reports false). Where
// render targets are unavailable (the web build, see go-sdl3's
// COVERAGE.md), lighting and glow switch off and everything draws straight
// to the window; there step 8 is the page's: the canvas is the logical
// size and CSS scales it up.
//
// # What it costs
//
// On the SDL-renderer backend each sprite is transformed on the CPU into
// four 32-byte vertices; on the GPU backend it is one 64-byte record, and
// the per-vertex work moves to the vertex shader.
// Sorting is an insertion sort over the frame's keys: near linear because
// a scene submits its keys in much the same order every frame, quadratic
// in the number of keys at worst. The steps cost a full-screen pass each.
// Batching removes the per-sprite call overhead but not the pixels: on a
// software rasteriser a frame full of overlapping sprites is bound by fill
// rate whichever way it is drawn. docs/performance.md has the figures.
package render
