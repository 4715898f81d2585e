// Package render turns submitted sprites into as few SDL draw calls as
// possible, in a defined order: the Custom Hobo engine's batch keys and
// draw steps, on SDL3's 2D renderer. It owns the window (Renderer), the
// per-frame submission queue (Queue), texture atlases (Atlas), bitmap
// fonts (Font) and the debug overlay (Overlay).
//
//	r, err := render.New(render.Options{Title: "Bomberman"}) // 256x240, window x3
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
// A Key is everything that changes SDL state between draws: the draw Step,
// the z-Layer inside the step, the texture and the Blend mode. Submit
// transforms the quad's four corners at once (Pos, Pivot, Size, Scale,
// Rotation, then the owner's World matrix) and appends the vertices to the
// bucket for its key. At Present the keys are sorted (Step, then Layer,
// then texture, then Blend) and each bucket becomes one RenderGeometry
// call; within a key, submission order is kept, so later sprites draw on
// top. The order is what makes batching correct, not only fast: a
// background layer sorts before the objects standing on it even if it was
// submitted last. Packing small images into an Atlas is what lets many
// sprites share a key: the whole Bomberman playfield is one texture, so a
// layer of it is one draw.
//
// Buckets, their vertex slices, the index buffer and the sorted key list
// are kept from frame to frame, and the per-frame SDL calls are made
// without go-sdl3's per-call allocation (see core/internal/sdlgfx), so a
// frame in steady state allocates nothing.
//
// # Draw steps
//
// Steps run in order, each optional:
//
//  1. GEOMETRY: the world, into an offscreen target at logical resolution.
//  2. LIGHTING (EnableLighting): a light map cleared to the ambient colour,
//     StepLight sprites added to it (always additive), then multiplied onto
//     the world (BlendMod). Unlit areas darken to ambient; lights brighten.
//  3. GLOW (EnableGlow): StepGlow sprites (emissive: flames, explosions)
//     drawn on black, scaled to half size with linear filtering, blurred by
//     ping-pong passes between two targets (offset copies weighted 1 4 6 4 1:
//     SDL's 2D renderer has no shaders), then scaled back up and added. With
//     glow off, they are added unblurred.
//  4. UI: StepUI sprites and DebugText, never lit, blurred or moved by the
//     camera (SetCamera moves every other step).
//  5. To the window: logical presentation scales the frame by an integer
//     with nearest-neighbour filtering, so pixel art stays sharp.
//
// Where render targets are unavailable (the web build, see go-sdl3's
// COVERAGE.md), steps 2 and 3 switch off and everything draws straight to
// the window. There step 5 is the page's: the canvas is the logical size
// and CSS scales it up.
//
// # What it costs
//
// Sprites are transformed on the CPU (some 50 ns each here) rather than by a
// per-instance matrix on the GPU, which SDL's renderer cannot do. Sorting
// is an insertion sort over the frame's keys: near linear because a scene
// submits its keys in much the same order every frame, quadratic in the
// number of keys at worst. The steps cost a few full-screen copies each,
// and render-target switches (counted in Stats) flush SDL's command queue.
// Batching removes the per-sprite call overhead but not the pixels: on a
// software rasteriser a frame full of overlapping sprites is bound by fill
// rate whichever way it is drawn.
package render
