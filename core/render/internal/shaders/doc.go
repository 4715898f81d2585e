// Package shaders holds the GPU backend's shaders: GLSL sources in src/,
// compiled to SPIR-V (Vulkan) in spirv/ and to MSL (Metal) in msl/, the
// compiled forms committed and embedded so that building the engine needs
// no shader tools.
//
// # Building
//
//	go generate ./core/render/...
//
// runs core/render/cmd/shaderc over src/, the same command a game runs
// over its own shaders: glslangValidator (Debian's glslang-tools) turns
// each source into SPIR-V, and spirv-cross (Debian's spirv-cross) turns a
// second SPIR-V build of it, made with TARGET_MSL defined, into MSL
// (package core/render/shaderc says why). The sources of SubmitDraw's
// vertex stages include the engine's bengine_vertex.glsl, as a game's do.
//
// No tool here makes DXIL, Direct3D 12's format: on Windows the GPU backend
// runs on Vulkan, and where Vulkan is missing render falls back to SDL's 2D
// renderer.
//
// A test recompiles every source where the tools exist and fails when a
// committed blob differs from what its source compiles to. The blobs were
// made with Debian 12's glslang-tools 12.0.0 and spirv-cross 1.3.239;
// other versions may write other (equally valid) bytes.
package shaders
