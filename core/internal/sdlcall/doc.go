// Package sdlcall calls SDL functions without allocating, for the
// per-frame paths of sdlgfx and sdlgpu.
//
// # Why
//
// go-sdl3's wrappers call purego.SyscallN with their arguments written
// out, and because SyscallN is marked go:uintptrescapes every call
// heap-allocates its argument slice: one allocation per SDL call. A frame
// makes dozens of calls. Here the functions are looked up once by name
// (Resolve) and called through an argument array that lives in the caller's
// device (Args.Call), so the slice handed to purego is never a new one.
//
// Every pointer passed must point to C memory or to Go heap memory kept
// alive across the call. Callers keep a go-sdl3 fallback for when a symbol
// is missing, and use go-sdl3 wherever a call is not per frame.
package sdlcall
