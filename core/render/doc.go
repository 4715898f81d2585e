// Package render turns submitted sprites into as few draw calls as
// possible, in a defined order: the batch keys and draw steps of the
// Custom Hobo engine (docs/porting.md#custom-hobo), on two backends behind
// one API. It owns the window (Renderer), the per-frame submission queue
// (Queue), texture atlases (Atlas), bitmap fonts (Font), lights (Light)
// and post passes (PostEffect).
//
//	r, err := render.New(&render.Options{Title: "Bomberman"}) // 256x240, window x3
//	...
//	brick, _ := atlas.Region("brick")
//	s := render.NewSprite(brick)
//	s.World, s.Layer = obj.Transform.World(), LayerBlocks
//	r.Queue().Submit(&s) // from a component's Render hook
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
// A Key is everything that changes GPU state between draws: the draw Step,
// the z-Layer inside the step, the texture and the Blend mode. Submit
// appends the sprite to the bucket for its key. At Present the keys are
// sorted (Step, then Layer, then texture, then Blend) and each bucket
// becomes one draw call; within a key, submission order is kept, so later
// sprites draw on top. The order is what makes batching correct, not only
// fast: a background layer sorts before the objects standing on it even if
// it was submitted last. Packing small images into an Atlas is what lets
// many sprites share a key: the whole Bomberman playfield is one texture,
// so a layer of it is one draw. The queue keeps its storage from frame to
// frame, so a frame in steady state allocates nothing.
//
// # Draw steps
//
// A frame runs eight steps, in order. Four of them draw the sprites
// submitted to them, the four values of Step; the other four are
// full-screen passes over what those drew. The optional ones run only when
// SetEffects (or AddPostEffect) turns them on; the zero Effects is
// Bomberman's NES look, the world and the UI:
//
//  1. GEOMETRY (StepGeometry sprites): the world.
//  2. LIGHTING (StepLight sprites; Effects.Lighting): the world times the
//     light reaching each pixel: Effects.Ambient, the StepLight sprites and
//     the frame's Lights (Queue.Light: point, spot and directional, up to
//     MaxLights).
//  3. PING_PONG_GAUSSIAN (Effects.Glow): the StepGlow sprites blurred,
//     Effects.GlowPasses pairs of passes.
//  4. GLOW (StepGlow sprites): the blurred glow added onto the scene; with
//     Glow off, the StepGlow sprites are added unblurred.
//  5. POSTPROCESS (AddPostEffect): passes that sample the lit scene
//     (Scanlines is the example).
//  6. TONE_MAP (Effects.ToneMapping): exposure, a tone curve and grading.
//  7. UI (StepUI sprites): never lit, blurred, tone-mapped or moved by the
//     camera (SetCamera moves every other step).
//  8. RENDER_TO_WINDOW: the frame scaled to the window by the largest
//     whole factor that fits, nearest-neighbour, so pixel art stays sharp.
//
// With none of steps 2 to 6 on, both backends draw the same frame.
// SetEffects returns the effects in force: a backend that cannot run a
// step leaves it off.
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
//     sprites on the GPU: one instance record a sprite (gpu.go).
//   - The SDL-renderer backend (SDL's 2D renderer: OpenGL, Direct3D, the
//     software renderer, WebGL) transforms sprites on the CPU and
//     approximates steps 2 to 4 with render-target copies (sdl.go); it has
//     no POSTPROCESS or TONE_MAP (AddPostEffect returns ErrNoShaders,
//     SetEffects leaves ToneMapping off). Where render targets are missing
//     (the web build) everything draws straight to the window and the page
//     scales the canvas.
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
// # What it costs
//
// On the SDL-renderer backend each sprite is transformed on the CPU into
// four 32-byte vertices; on the GPU backend it is one 64-byte record, and
// the per-vertex work moves to the vertex shader. Sorting is an insertion
// sort over the frame's keys: near linear because a scene submits its keys
// in much the same order every frame, quadratic in the number of keys at
// worst. The steps cost a full-screen pass each. Batching removes the
// per-sprite call overhead but not the pixels: on a software rasteriser a
// frame full of overlapping sprites is bound by fill rate whichever way it
// is drawn. docs/performance.md has the figures.
package render
