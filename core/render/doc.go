// Package render turns submitted sprites and vertices into as few draw
// calls as possible, in a defined order: the batch keys and draw steps of
// the Custom Hobo engine (docs/porting.md#custom-hobo), on two backends
// behind one API. It owns the window (Renderer), the per-frame submission
// queue (Queue), texture atlases (Atlas), bitmap fonts (Font), lights
// (Light), materials (SetMaterial), damage flashes (Flash), post passes
// (PostEffect) and games' shaders (RegisterShader, and the engine's own by
// name: Shader).
//
//	r, err := render.New(&render.Options{Title: "Bomberman"}) // 256x240, window x3
//	...
//	brick, _ := atlas.Region("brick")
//	s := render.NewSprite(brick)
//	s.World, s.Layer = obj.Transform.World(), LayerBlocks
//	r.Queue().Submit(&s) // from a component's Render hook
//	r.Queue().SubmitDraw(render.Key{Mode: render.ModeLineStrip}, path, obj.Transform.World())
//	...
//	r.Present() // once a frame: sort keys, one draw per key, steps in order
//
// In a program on core/engine the engine opens the Renderer (its
// Options.Window is this package's Options) and presents every frame; a
// scene's components only submit.
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
// A Key is everything that changes GPU state between draws, Custom Hobo's
// CHBatchKey under Go names: the draw Step (drawStep), the z-Layer inside
// the step (zBatch), the Shader (shaderId), the Mode the vertices make
// (drawMode), the texture (textureKey), the Uniforms block (uniformsKey),
// and the Blend mode. A submission goes to the bucket for its key; at
// Present the keys are sorted (Step, then Layer, then Shader, Mode,
// texture, Uniforms and Blend) and each bucket becomes one draw call;
// within a key, submission order is kept, so later submissions draw on
// top. The order is what makes batching correct, not only fast: a
// background layer sorts before the objects standing on it even if it was
// submitted last. Packing small images into an Atlas is what lets many
// sprites share a key: the whole Bomberman playfield is one texture, so a
// layer of it is one draw. The queue keeps its storage from frame to
// frame, so a frame in steady state allocates nothing.
//
// # Any vertices: SubmitDraw
//
// Sprites are one Mode, ModeSprites, the fast path: Submit writes one
// instance record a sprite on the GPU backend. SubmitDraw takes any
// vertices (Vertex: a position, a UV and a colour) in the other modes:
// ModeQuads, ModeTriangles, ModeTriangleStrip, ModeTriangleFan, ModeLines
// and ModeLineStrip, with the world transform of the object submitting
// them. On the GPU backend the vertices are copied as they are, with the
// index of their submission's transform, and the vertex shader applies it,
// so objects with different transforms share one draw when they share a
// key (the seed's "per-instance transform on the GPU side"); on the
// SDL-renderer backend they are transformed on the CPU. Strips and fans
// are drawn from indices made at SubmitDraw, so several of them in one
// batch stay apart.
//
// Lines are quads one logical pixel wide, centred on the segment and half
// a pixel longer at each end, on both backends: a line between two pixel
// centres fills both end pixels, and a polyline's segments meet. Quads,
// not SDL_RenderLines or the GPU's line primitive, because every
// rasterizer fills triangles by one rule (a pixel whose centre is inside),
// so OpenGL, Vulkan and Metal fill the same pixels, which the tests check;
// line primitives are rasterized each its own way (OpenGL's diamond rule,
// SDL's software renderer's own stepping, Vulkan's implementation-defined
// lines), and SDL_RenderLines takes one colour a call. SDL's software
// renderer cuts vertices to whole pixels, so there the SDL-renderer
// backend draws a slanted line as the runs of pixels OpenGL would fill.
//
// A game whose shader reads more than a Vertex declares a vertex type of
// its own that starts with one (VertexLayout) and submits it with
// SubmitDrawOf.
//
// # A game's shaders and uniforms
//
// A game keeps its GLSL in a folder and compiles it with the engine's own
// tool, from a go:generate line, into the SPIR-V and MSL the GPU backend
// takes; the results are committed and embedded, so building needs no
// shader tools (package core/render/shaderc; examples/shader):
//
//	//go:generate go run github.com/bengine-go/bengine/core/render/cmd/shaderc -out shaders shaders/src
//	//go:embed shaders/spirv shaders/msl
//	var shaderFiles embed.FS
//	...
//	frag, err := render.ReadShader(shaderFiles, "shaders", "flag.frag")
//	flag, err := r.RegisterShader("flag", render.ShaderSource{Fragment: frag})
//	block := r.NewUniforms(32)
//	render.SetUniformsOf(q, block, &params) // each frame, or when it changes
//	q.SubmitDraw(render.Key{Mode: render.ModeQuads, Shader: flag, Uniforms: block}, verts, world)
//
// The shaders include shaderc's bengine_vertex.glsl and
// bengine_fragment.glsl, which declare what the engine hands them. A
// vertex stage draws the triangle modes; sprites and lines keep the
// engine's vertex shaders and take a game's fragment stage (Sprite.Shader,
// Sprite.Uniforms). A fragment stage writes its colour through
// bengineWrite, which also fills the G-buffer with the texture's material
// (below), or through bengineWriteSurface with a normal, specular,
// roughness and emissive of its own. A block's contents stay until set again and travel
// with the frame handed to the render thread; the GPU backend hands them
// to the shaders of each batch whose key names the block. SDL's 2D
// renderer runs no shaders: it draws such batches with its own, and logs
// that once a shader, naming it.
//
// # Draw steps
//
// A frame runs eight steps, in order. Five of them draw the sprites and
// vertices submitted to them, the five values of Step (a "StepGeometry
// sprite" below is any submission whose key has that Step); the other
// three are full-screen passes over what those drew. The optional ones run
// only when SetEffects (or AddPostEffect, a Flash, a StepPost
// submission) turns them on; the zero Effects is Bomberman's NES look,
// the world and the UI:
//
//  1. GEOMETRY (StepGeometry sprites): the world. With LIGHTING on, on the
//     GPU backend, into a G-buffer of four colour attachments and a depth
//     buffer: colour; world position (x, y, and the layer as the seed's
//     z); material (the normal from the texture's normal map, specular and
//     roughness); emissive; the depth buffer holds each pixel's layer.
//  2. LIGHTING (StepLight sprites; Effects.Lighting): the G-buffer's colour
//     times the light reaching each pixel: Effects.Ambient, the StepLight
//     sprites and the frame's Lights (Queue.Light: point, spot and
//     directional, up to MaxLights, each at a Height above the plane),
//     plus specular highlights and what the surface gives off.
//  3. PING_PONG_GAUSSIAN (Effects.Glow): the glow channel (the G-buffer's
//     emissive and the StepGlow sprites) blurred, Effects.GlowPasses pairs
//     of passes.
//  4. GLOW (StepGlow sprites): the blurred glow added onto the scene; with
//     Glow off, the StepGlow sprites are added unblurred. Then the damage
//     effect: a running Flash added over the world.
//  5. POSTPROCESS (StepPost sprites; AddPostEffect): objects drawn over
//     the lit scene that sample it (the engine's "frosted" shader is a
//     window that blurs what is behind it; examples/frosted), then
//     full-screen passes that sample it (Scanlines is the example).
//  6. TONE_MAP (Effects.ToneMapping): exposure, a tone curve and grading.
//  7. UI (StepUI sprites): never lit, blurred, flashed, tone-mapped or
//     moved by the camera (SetCamera moves every other step).
//  8. RENDER_TO_WINDOW: the frame scaled to the window by the largest
//     whole factor that fits, nearest-neighbour, so pixel art stays sharp.
//
// With none of steps 2 to 6 on, both backends draw the same frame.
// SetEffects returns the effects in force: a backend that cannot run a
// step leaves it off.
//
// # Materials: normal maps without a bigger sprite
//
// Lighting a sprite by its normals needs, per texel, a normal and how
// shiny it is. A Sprite carries neither: they are its texture's, set with
// Renderer.SetMaterial (a Material: a normal map, Specular, Roughness,
// Emissive). The normal map is a second texture laid out exactly like the
// first, bound as the batch's second sampler, so a sprite's normals are
// the same region of it as its colours and an atlas page's normal map is a
// page packed the same way; its alpha is a specular mask. Keeping the
// material per texture keeps the sprite's GPU instance record the size it
// is (the record is the sprite path's memory traffic, see "What it costs")
// and fits the batch key: a batch is one texture, so its material is one
// small uniform push. The vertex shader hands the fragment stage the
// sprite's axes, flips included, so the normals turn with the sprite.
//
// A light with Height 0 is a flat 2D light, as lights were before the
// G-buffer: its colour faded by distance, whatever the normals. A light
// with a Height shines at an angle: the normal decides how much reaches
// each texel, and Specular adds a highlight.
//
// # Two backends: the Strategy pattern
//
// A game never knows which backend draws: Queue, Sprite, Key, the steps and
// the scene's render hooks are the same. Inside, the Renderer holds what
// both share and hands each frame to one of two implementations of a small
// internal interface:
//
//   - The GPU backend (SDL's GPU API: Vulkan, Metal) runs the steps in
//     shaders, each a render pass at logical resolution, and transforms
//     on the GPU: one record a sprite (gpu.go), SubmitDraw's
//     vertices as they came with a transform a submission (gpu_draw.go).
//   - The SDL-renderer backend (SDL's 2D renderer: OpenGL, Direct3D, the
//     software renderer, WebGL) transforms on the CPU and approximates
//     steps 2 to 4 with render-target copies (sdl.go); it runs no shaders
//     and has no G-buffer. What a game sees there: lighting is a light map
//     (ambient, StepLight sprites and each Light as a gradient sprite,
//     flat: Height, normal maps and specular ignored; setting a normal map
//     logs that once) multiplied onto the world; the glow is a blur by
//     offset copies; a Flash is an additive fill of its colour; StepPost
//     objects draw with the default shader, over the scene and without
//     sampling it (logged once); no post passes or TONE_MAP
//     (AddPostEffect returns ErrNoShaders, SetEffects leaves ToneMapping
//     off); a game's shader's batches draw with the default one (logged
//     once, naming it). Where render targets are missing (the web build)
//     everything draws straight to the window, unlit, and the page scales
//     the canvas; the flash and StepPost objects still draw there.
//
// Options.Backend (Bomberman's -renderer flag) picks one; the default,
// BackendAuto, takes the fastest for the devices it finds: the GPU backend
// on a hardware GPU, and SDL's software renderer where the GPU device or
// SDL's OpenGL is a rasterizer running on the CPU (Mesa's llvmpipe and
// lavapipe, SwiftShader, WARP), which loses to SDL's own software fill on
// the same cores. The choice is logged once, with the device's name.
// Options.Driver names an SDL render driver and forces it.
//
// # The render thread
//
// The engine can build a frame on a game goroutine while the thread that
// owns SDL draws the frame before (core/engine's Options.RenderThread).
// The Renderer then keeps two queues: Queue is always the one being built,
// and the frame drawn, with the clear colour, camera, effects and post
// passes as they were when it was handed over, is another. Scene code may
// call every method of the Renderer: those that reach SDL (NewTexture,
// Screenshot, fullscreen, HandleResize, post passes) or read what the last
// draw did (Stats) run on the SDL thread once it has drawn, while the
// caller waits. From between frames, Screenshot and Stats first draw the
// frame built last, so they see what Present would have shown.
//
// # The GPU backend's sprite records
//
// On the GPU backend Submit writes each sprite as one record straight into
// the transfer buffer the GPU copies from (mapped from the first Submit of
// a frame, so Present copies nothing), and the vertex shader makes the
// quad's corners from it. Most sprites get a compact record of 32 bytes:
// an axis-aligned quad (any position, size, scale, flip or World that only
// scales and moves) as its corner and size, its region as four 16-bit
// texel coordinates, its tint as four bytes. A sprite the compact record
// would change gets the full one, 64 bytes of floats: a rotated or sheared
// quad, a region at fractional texels, a tint that is not RGBA8's k/255
// (White and RGBA8's colours are). One draw reads one kind, so a batch key
// with such a sprite has full records for that frame and starts the next
// with them, until a frame needs none. Both draw the same pixels.
//
// A long slice of sprites can be submitted at once with SubmitSprites: a
// run of one key (a particle system, a crowd, a layer of tiles) is then
// written by as many goroutines as there are cores, each its own range of
// the key's records, while the caller writes the first range and waits.
// The records do not depend on how the run was split: record i is sprite
// i's, as with a loop of Submit.
//
// # What it costs
//
// On the SDL-renderer backend each sprite is transformed on the CPU into
// four 32-byte vertices; on the GPU backend it is one 32-byte record (64
// for a sprite that needs a full one), and the per-vertex work moves to
// the vertex shader. Deciding the compact record costs four word
// comparisons a sprite: the queue keeps the last region and tint packed,
// and packs again only when they change. On a 2-core machine Submit writes
// a record in about 12 ns of the game thread, and SubmitSprites 100,000 in
// about 4 ns a sprite (the caller writes its share, the other cores the
// rest; docs/performance.md). SubmitDraw's vertices
// cost a copy of their bytes and a 4-byte transform index each on the GPU
// backend (plus 32 bytes a transform, one a submitting object, and 4 bytes
// an index for quads, strips and fans), which Present uploads in one
// transfer; on the SDL-renderer backend a transform on the CPU each, and a
// line four vertices a segment. The G-buffer costs, a lit frame, 4 + 16 +
// 8 + 8 bytes of attachments and 2 of depth a logical pixel written by
// GEOMETRY, and read by LIGHTING once for each light that reaches the
// pixel (a light is a quad over its reach); a batch pushes a 48-byte block
// of its material, and binds three samplers. POSTPROCESS objects add a
// copy of the scene and a pass. Sorting compares no keys: every key
// keeps its place in an ordered list from frame to frame (found once, by
// binary search, when the key is first seen), and Present marks the
// active keys' places in a bitset and reads them back in order, a pass
// over the frame's keys and one over a bit a known key. The steps cost a
// full-screen pass each. Batching removes the per-sprite call
// overhead but not the pixels: on a software rasteriser a frame full of
// overlapping sprites is bound by fill rate whichever way it is drawn.
// docs/performance.md has the figures.
package render
