//go:build js

package sdlgfx

import (
	"unsafe"

	"github.com/Zyko0/go-sdl3/sdl"
)

// In the browser the go-sdl3 wrappers are the only way in; the functions
// missing there are never called (see Web).

func resolveFast() {}

func (d *Device) setRenderTarget(t *sdl.Texture) error { return d.ren.SetRenderTarget(t) }
func (d *Device) setDrawColor(r, g, b, a uint8) error  { return d.ren.SetDrawColor(r, g, b, a) }
func (d *Device) renderClear() error                   { return d.ren.Clear() }
func (d *Device) renderPresent() error                 { return d.ren.Present() }
func (d *Device) renderGeometry(t *sdl.Texture, v []Vertex, idx []int32) error {
	sv := unsafe.Slice((*sdl.Vertex)(unsafe.Pointer(unsafe.SliceData(v))), len(v))
	return d.ren.RenderGeometry(t, sv, idx)
}
func (d *Device) renderTexture(t *sdl.Texture, src, dst *sdl.FRect) error {
	return d.ren.RenderTexture(t, src, dst)
}
func (d *Device) renderTextureAffine(t *sdl.Texture, src *sdl.FRect, o, r, dn *sdl.FPoint) error {
	return d.ren.RenderTextureAffine(t, src, o, r, dn)
}
func (d *Device) setTextureBlendMode(t *sdl.Texture, m sdl.BlendMode) error { return t.SetBlendMode(m) }
func (d *Device) setTextureColorMod(t *sdl.Texture, r, g, b uint8) error {
	return t.SetColorMod(r, g, b)
}
func (d *Device) setTextureAlphaMod(t *sdl.Texture, a uint8) error { return t.SetAlphaMod(a) }

// SDL_GetRendererName and SDL_GetWindowFlags panic on js. The Emscripten
// SDL draws with its opengles2 driver (on WebGL) and the window never goes
// fullscreen (SetFullscreen refuses), so both answers are known.
func (d *Device) rendererName() string   { return "opengles2" }
func glRenderer() string                 { return "" }
func (d *Device) windowFullscreen() bool { return false }
