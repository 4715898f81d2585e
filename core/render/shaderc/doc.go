// Package shaderc compiles GLSL shaders into the two forms core/render's
// GPU backend loads: SPIR-V (Vulkan) and MSL (Metal). The engine's own
// shaders are built with it, and so are a game's.
//
// # The problem: one shader, several graphics APIs
//
// SDL's GPU API takes each shader in the language of the driver it runs
// on. A game written once wants to ship one GLSL source per shader and
// have the engine pick the right form at run time. Compiling at run time
// would make every player install a shader compiler, so the compiling is
// done once, when the game is built, and the results are committed and
// embedded: the Go build needs no shader tools.
//
// # The pattern: an offline build step behind go generate
//
// A game keeps its GLSL in a folder of its own and a go:generate line
// beside the code that embeds the results:
//
//	//go:generate go run github.com/bengine-go/bengine/core/render/cmd/shaderc -out shaders shaders/src
//	//go:embed shaders/spirv shaders/msl
//	var shaderFiles embed.FS
//
// go generate then compiles every .vert and .frag of shaders/src into
// shaders/spirv/NAME.spv and shaders/msl/NAME.msl, and render.ReadShader
// loads a pair back from the embedded files. Compile does the work:
// glslangValidator (Debian's glslang-tools) turns each source into SPIR-V,
// and spirv-cross (Debian's spirv-cross) turns a second SPIR-V build,
// made with TARGET_MSL defined, into MSL. The second build exists because
// SDL's GPU API numbers resources differently per language: in SPIR-V a
// stage's storage buffers follow its sampled textures in one descriptor
// set and its uniform buffers have a set of their own, while in MSL the
// uniform buffers take [[buffer(0)]] onwards and storage buffers follow
// them. With spirv-cross's --msl-decoration-binding the bindings written
// under TARGET_MSL become the MSL indices.
//
// # The engine's interface: two include files
//
// Every source may include the engine's declarations (the include
// folder, which Compile hands to glslangValidator with -I):
//
//	#extension GL_GOOGLE_include_directive : require
//	#include "bengine_vertex.glsl"   // a vertex shader for render.Queue.SubmitDraw
//	#include "bengine_fragment.glsl" // a fragment shader for sprites and SubmitDraw
//
// bengine_vertex.glsl declares the vertex inputs (position, UV and colour
// at locations 0 to 2, a game's own attributes from location 3, the
// engine's transform index at 15), the frame's world transforms, the
// Draw block (view scale and camera) and a game's uniform block slot
// (BENGINE_VERTEX_UNIFORMS), and bengineTransform, which places a local
// position on the screen and hands the fragment stage the world position
// and axes the G-buffer needs. bengine_fragment.glsl declares what the
// vertex stage hands on (vUV, vColor, vWorld, vTangent), the batch's
// texture (bengineTexture), its normal map (bengineNormalMap, bengineNormal),
// the lit scene behind a POSTPROCESS object (bengineScene), a game's
// uniform block slot (BENGINE_FRAGMENT_UNIFORMS), the engine's own block
// (BengineSurface: the texture's material, the batch's layer), and
// bengineWrite and bengineWriteSurface, the one way a fragment shader writes
// its result: with lighting on they fill the four attachments of the
// G-buffer and its depth, and the engine can add targets to them without a
// game's shader changing. A game's shaders compiled against an older
// include must be compiled again (go generate) when the include changes:
// the stages' interfaces must match.
//
// # What it costs
//
// Nothing at run time: the blobs are read from embedded files. No tool
// here makes DXIL, Direct3D 12's format: on Windows the GPU backend runs
// on Vulkan, and where Vulkan is missing render falls back to SDL's 2D
// renderer, which runs no shaders (a batch with a game's shader draws with
// the default one there). The engine's blobs were made with Debian 12's
// glslang-tools 12.0.0 and spirv-cross 1.3.239; other versions may write
// other (equally valid) bytes.
package shaderc
