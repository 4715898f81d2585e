// Package sdlgfx is the SDL3 side of core/render: window, SDL renderer,
// textures, render targets and the handful of draw calls the batcher needs.
// It is the only graphics code that imports go-sdl3.
//
// # Why a thin layer
//
// Every call into SDL goes through purego and costs a fixed overhead, and
// some go-sdl3 wrappers allocate (those with float arguments go through
// reflection; pointer arguments to locals escape). The Device keeps every
// rectangle it passes to SDL in its own fields and uses only wrappers that
// call SDL directly, so a frame of draw calls allocates nothing.
//
// # Web build
//
// Under GOOS=js part of the API is missing (Web is true): SetTarget reports
// ErrNoTargets, blend and scale modes stay SDL's defaults (alpha blending,
// as SDL gives every texture with alpha), colour modulation is skipped, and
// there is no logical presentation: the canvas is opened at the logical size
// and the page scales it up with CSS (image-rendering: pixelated), which
// keeps pixels sharp where SDL's default linear filtering would blur them.
// Fullscreen belongs to the page (SetFullscreen reports ErrNoFullscreen) and
// the renderer's name, which SDL cannot report there, is "opengles2".
package sdlgfx
