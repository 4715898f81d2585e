//go:build !js

package render

import (
	"errors"

	"github.com/bengine-go/bengine/core/internal/sdlgpu"
)

// gpuFloor is the GPU backend's floor: the instance records uploaded once
// into a buffer of their own, one draw a frame into the final target, then
// the window.
type gpuFloor struct {
	g    *gpuBackend
	tex  *Texture
	buf  *sdlgpu.Buffer
	n    int
	full bool
}

func newGPUFloor(r *Renderer, tex *Texture, slots []compact, full bool) (floor, error) {
	g, ok := r.b.(*gpuBackend)
	if !ok {
		return nil, errors.New("render: no floor for this backend")
	}
	size := len(slots) * slotSize
	buf, err := g.dev.NewBuffer(size)
	if err != nil {
		return nil, err
	}
	up, err := g.dev.NewUpload(size)
	if err != nil {
		return nil, err
	}
	defer up.Destroy()
	if err := g.dev.Begin(); err != nil {
		return nil, err
	}
	m, err := g.dev.Map(up)
	if err != nil {
		g.dev.Submit()
		return nil, err
	}
	copy(m, sdlgpu.Bytes(slots))
	g.dev.Unmap(up)
	g.dev.CopyToBuffer(up, 0, buf, 0, size)
	if err := g.dev.Submit(); err != nil {
		return nil, err
	}
	n := len(slots)
	if full {
		n /= 2
	}
	return &gpuFloor{g: g, tex: tex, buf: buf, n: n, full: full}, nil
}

// Present draws the prebuilt records with one call and shows the frame.
func (f *gpuFloor) Present() error {
	g := f.g
	r := g.r
	r.stats = FrameStats{}
	if err := g.dev.Begin(); err != nil {
		return err
	}
	c := r.clear
	if err := g.pass(g.fin, true, [4]float32{float32(c[0]) / 255, float32(c[1]) / 255, float32(c[2]) / 255, 1}); err != nil {
		g.dev.Submit()
		return err
	}
	w, h := r.LogicalSize()
	g.drawU = drawUniforms{view: [4]float32{2 / float32(w), 2 / float32(h)}, tex: [4]float32{f.tex.fw, f.tex.fh}, base: [4]uint32{0, recordSlots(f.full)}}
	g.dev.Bind(g.sprite[fmtLDR][BlendAlpha])
	g.dev.BindVertexStorage(f.buf)
	g.bindTextures(f.tex, f.tex.gpu) // the three samplers every sprite fragment stage takes
	sdlgpu.PushVertex(g.dev, 0, &g.drawU)
	g.pushFragment(Key{Tex: f.tex}, BlendAlpha, kindSprite)
	g.dev.Draw(6 * f.n)
	r.stats.DrawCalls++
	g.dev.EndPass()
	if _, _, err := g.dev.Show(g.fin); err != nil {
		g.dev.Submit()
		return err
	}
	return g.dev.Submit()
}
