//go:build !js

package sdlgfx

import (
	"runtime"
	"unsafe"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlcall"
	"github.com/ebitengine/purego"
)

// The per-frame SDL calls, made without allocating.
//
// go-sdl3's wrappers call purego.SyscallN with their arguments written out,
// and because SyscallN is marked go:uintptrescapes every call heap-allocates
// its argument slice: one allocation per SDL call, nine or more a frame.
// Here the same C functions are called with an argument slice that lives in
// the Device, so a frame allocates nothing. Every pointer passed points to
// C memory or to heap memory kept alive across the call (Go's heap does not
// move). If a symbol cannot be found, or a fast call fails, the go-sdl3
// wrapper is used instead (it also turns SDL's error into a Go error).

var fast struct {
	ok                                      bool
	setTarget, setDrawColor, clear, present uintptr
	geometry, texture, textureAffine        uintptr
	setBlendMode, setColorMod, setAlphaMod  uintptr
}

// resolveFast looks the hot functions up once.
func resolveFast() {
	if fast.ok {
		return
	}
	syms := []struct {
		p    *uintptr
		name string
	}{
		{&fast.setTarget, "SDL_SetRenderTarget"},
		{&fast.setDrawColor, "SDL_SetRenderDrawColor"},
		{&fast.clear, "SDL_RenderClear"},
		{&fast.present, "SDL_RenderPresent"},
		{&fast.geometry, "SDL_RenderGeometry"},
		{&fast.texture, "SDL_RenderTexture"},
		{&fast.textureAffine, "SDL_RenderTextureAffine"},
		{&fast.setBlendMode, "SDL_SetTextureBlendMode"},
		{&fast.setColorMod, "SDL_SetTextureColorMod"},
		{&fast.setAlphaMod, "SDL_SetTextureAlphaMod"},
	}
	for _, s := range syms {
		addr, err := sdlcall.Lookup(s.name)
		if err != nil || addr == 0 {
			return
		}
		*s.p = addr
	}
	fast.ok = true
}

// call runs fn with the first n arguments in d.args and reports SDL's
// boolean result.
func (d *Device) call(fn uintptr, n int) bool {
	r, _, _ := purego.SyscallN(fn, d.args[:n]...)
	runtime.KeepAlive(d)
	return uint8(r) != 0
}

func ptr[T any](p *T) uintptr { return uintptr(unsafe.Pointer(p)) }

func (d *Device) setRenderTarget(t *sdl.Texture) error {
	if fast.ok {
		d.args[0], d.args[1] = ptr(d.ren), ptr(t)
		if d.call(fast.setTarget, 2) {
			return nil
		}
	}
	return d.ren.SetRenderTarget(t)
}

func (d *Device) setDrawColor(r, g, b, a uint8) error {
	if fast.ok {
		d.args[0], d.args[1], d.args[2], d.args[3], d.args[4] = ptr(d.ren), uintptr(r), uintptr(g), uintptr(b), uintptr(a)
		if d.call(fast.setDrawColor, 5) {
			return nil
		}
	}
	return d.ren.SetDrawColor(r, g, b, a)
}

func (d *Device) renderClear() error {
	if fast.ok {
		d.args[0] = ptr(d.ren)
		if d.call(fast.clear, 1) {
			return nil
		}
	}
	return d.ren.Clear()
}

func (d *Device) renderPresent() error {
	if fast.ok {
		d.args[0] = ptr(d.ren)
		if d.call(fast.present, 1) {
			return nil
		}
	}
	return d.ren.Present()
}

func (d *Device) renderGeometry(t *sdl.Texture, v []Vertex, idx []int32) error {
	if fast.ok {
		d.args[0], d.args[1] = ptr(d.ren), ptr(t)
		d.args[2], d.args[3] = ptr(unsafe.SliceData(v)), uintptr(len(v))
		d.args[4], d.args[5] = ptr(unsafe.SliceData(idx)), uintptr(len(idx))
		ok := d.call(fast.geometry, 6)
		runtime.KeepAlive(v)
		runtime.KeepAlive(idx)
		if ok {
			return nil
		}
	}
	sv := unsafe.Slice((*sdl.Vertex)(unsafe.Pointer(unsafe.SliceData(v))), len(v))
	return d.ren.RenderGeometry(t, sv, idx)
}

func (d *Device) renderTexture(t *sdl.Texture, src, dst *sdl.FRect) error {
	if fast.ok {
		d.args[0], d.args[1], d.args[2], d.args[3] = ptr(d.ren), ptr(t), ptr(src), ptr(dst)
		if d.call(fast.texture, 4) {
			return nil
		}
	}
	return d.ren.RenderTexture(t, src, dst)
}

func (d *Device) renderTextureAffine(t *sdl.Texture, src *sdl.FRect, o, r, dn *sdl.FPoint) error {
	if fast.ok {
		d.args[0], d.args[1], d.args[2] = ptr(d.ren), ptr(t), ptr(src)
		d.args[3], d.args[4], d.args[5] = ptr(o), ptr(r), ptr(dn)
		if d.call(fast.textureAffine, 6) {
			return nil
		}
	}
	return d.ren.RenderTextureAffine(t, src, o, r, dn)
}

func (d *Device) setTextureBlendMode(t *sdl.Texture, m sdl.BlendMode) error {
	if fast.ok {
		d.args[0], d.args[1] = ptr(t), uintptr(m)
		if d.call(fast.setBlendMode, 2) {
			return nil
		}
	}
	return t.SetBlendMode(m)
}

func (d *Device) setTextureColorMod(t *sdl.Texture, r, g, b uint8) error {
	if fast.ok {
		d.args[0], d.args[1], d.args[2], d.args[3] = ptr(t), uintptr(r), uintptr(g), uintptr(b)
		if d.call(fast.setColorMod, 4) {
			return nil
		}
	}
	return t.SetColorMod(r, g, b)
}

func (d *Device) setTextureAlphaMod(t *sdl.Texture, a uint8) error {
	if fast.ok {
		d.args[0], d.args[1] = ptr(t), uintptr(a)
		if d.call(fast.setAlphaMod, 2) {
			return nil
		}
	}
	return t.SetAlphaMod(a)
}

// glRenderer returns the GL_RENDERER string of the OpenGL context current
// on this thread (an SDL OpenGL renderer makes its context current), or ""
// without one. glGetString is bound from the OpenGL library SDL loaded.
func glRenderer() string {
	const glRendererEnum = 0x1F01 // GL_RENDERER
	fn := sdl.GL_GetProcAddress("glGetString")
	if fn == 0 {
		return ""
	}
	p, _, _ := purego.SyscallN(uintptr(fn), glRendererEnum)
	if p == 0 {
		return ""
	}
	s := unsafe.Slice(*(**byte)(unsafe.Pointer(&p)), 256) // a renderer's name is short
	for i, c := range s {
		if c == 0 {
			return string(s[:i])
		}
	}
	return string(s)
}

func (d *Device) rendererName() string {
	n, err := d.ren.Name()
	if err != nil {
		return "unknown"
	}
	return n
}

func (d *Device) windowFullscreen() bool { return d.win.Flags()&sdl.WINDOW_FULLSCREEN != 0 }
