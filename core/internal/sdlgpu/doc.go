// Package sdlgpu is the SDL3 GPU API side of core/render's GPU backend:
// a device and the window it claims, textures and render targets,
// storage and transfer buffers, graphics pipelines built from SPIR-V or
// MSL, and the handful of per-frame calls a frame is recorded with.
//
// # A frame
//
// SDL's GPU API records commands into a command buffer and runs them when
// it is submitted. A frame here is:
//
//	Begin                          acquire a command buffer (waits for frame n-2)
//	Map, Unmap, CopyToBuffer       the frame's instance and light records, one transfer
//	BeginPass ... Draw ... EndPass each draw step, into its target
//	Show                           the final image, scaled, into the window
//	Submit
//
// The transfer buffer is mapped with cycling: when the GPU still reads the
// last frame's copy, SDL hands out another buffer rather than waiting, so
// the CPU writes frame n while the GPU draws frame n-1. Map needs no
// command buffer, so a caller may map before Begin and write the frame's
// records as they come (core/render does, from the first Submit).
//
// # Without allocating
//
// go-sdl3's wrappers allocate on every call (see core/internal/sdlcall).
// The per-frame calls here go through sdlcall with arguments stored in the
// Device, and every structure handed to SDL (the colour target, the
// sampler bindings, the blit) lives in the Device too, so recording a
// frame allocates nothing. Creating resources uses go-sdl3 directly.
//
// # Windowless
//
// SDL's offscreen video driver makes a Vulkan device but, without the
// VK_EXT_headless_surface extension, no surface to claim. With
// Config.Windowless the device then draws into its targets only: Show
// draws nothing, and frames are read back with Download. Headless
// benchmarks and tests run that way.
//
// The package does not build for the web (GOOS=js): the browser build has
// no SDL GPU API.
package sdlgpu
