//go:build !js

package sdlgpu

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlcall"
)

// Rect is a rectangle in whole pixels.
type Rect struct{ X, Y, W, H int }

// The per-frame calls. A frame is recorded into one command buffer:
//
//	Begin, Map/Unmap + CopyToBuffer (the frame's data, one transfer),
//	BeginPass ... Bind, BindTexture, PushVertex/PushFragment, Draw ... EndPass (repeated),
//	Show (the final image into the window), Submit.
//
// None of them allocates: see sdlcall.

// Begin starts recording a frame. It first waits for the frame before the
// last to finish on the GPU, so the CPU never runs more than two frames
// ahead (a windowless device has no swapchain to hold it back).
func (d *Device) Begin() error {
	if d.cmd != nil {
		return errors.New("sdlgpu: Begin inside a frame")
	}
	slot := d.frame % framesInFlight
	if f := d.fence[slot]; f != nil {
		if err := d.call.waitFence(d.dev, &d.fence[slot]); err != nil {
			return err
		}
		d.call.releaseFence(d.dev, f)
		d.fence[slot] = nil
	}
	cmd, err := d.call.acquireCommandBuffer(d.dev)
	if err != nil {
		return fmt.Errorf("sdlgpu: acquire command buffer: %w", err)
	}
	d.cmd = cmd
	return nil
}

// Map maps u for writing, cycling it if the GPU still reads its last
// contents, and returns its memory until Unmap.
func (d *Device) Map(u *Upload) ([]byte, error) {
	p, err := d.call.mapTransfer(d.dev, u.t, true)
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: map transfer buffer: %w", err)
	}
	return unsafe.Slice((*byte)(p), u.Size), nil
}

// Unmap ends writing to u.
func (d *Device) Unmap(u *Upload) { d.call.unmapTransfer(d.dev, u.t) }

// CopyToBuffer records a copy of n bytes from u at srcOff into b at dstOff,
// in the frame's copy pass (begun on first use, ended by the next render
// pass). The destination is cycled when the copy starts at its beginning,
// so frames in flight keep the data they were recorded with.
func (d *Device) CopyToBuffer(u *Upload, srcOff int, b *Buffer, dstOff, n int) {
	if n == 0 {
		return
	}
	if d.copy == nil {
		d.copy = d.call.beginCopyPass(d.cmd)
	}
	d.tsrc = sdl.GPUTransferBufferLocation{TransferBuffer: u.t, Offset: uint32(srcOff)}
	d.tdst = sdl.GPUBufferRegion{Buffer: b.b, Offset: uint32(dstOff), Size: uint32(n)}
	d.call.uploadToBuffer(d.copy, &d.tsrc, &d.tdst, dstOff == 0)
}

func (d *Device) endCopy() {
	if d.copy != nil {
		d.call.endCopyPass(d.copy)
		d.copy = nil
	}
}

// BeginPass starts a render pass into t, cleared to c if clear is set,
// else keeping its contents.
func (d *Device) BeginPass(t *Texture, clear bool, c [4]float32) error {
	if d.pass != nil {
		return errors.New("sdlgpu: BeginPass inside a pass")
	}
	d.endCopy()
	load := sdl.GPU_LOADOP_LOAD
	if clear {
		load = sdl.GPU_LOADOP_CLEAR
	}
	d.target = sdl.GPUColorTargetInfo{
		Texture: t.t, LoadOp: load, StoreOp: sdl.GPU_STOREOP_STORE,
		ClearColor: sdl.FColor{R: c[0], G: c[1], B: c[2], A: c[3]},
	}
	d.pass = d.call.beginRenderPass(d.cmd, &d.target)
	if d.pass == nil {
		return fmt.Errorf("sdlgpu: begin render pass into %dx%d: %s", t.W, t.H, d.call.lastError())
	}
	return nil
}

// Pass describes a render pass into several colour targets (Color[0] to
// Color[N-1], the fragment shader's outputs 0 to N-1) and a depth buffer.
// Keep it in a long-lived object: BeginPassOf reads it in place.
type Pass struct {
	Color [MaxTargets]*Texture
	N     int
	Clear [MaxTargets][4]float32 // each target's clear colour
	Load  [MaxTargets]bool       // keep a target's contents instead of clearing it
	Depth *Texture               // a Depth16 target, or nil
	// LoadDepth keeps the depth buffer's contents; without it the pass
	// clears it to 1, the farthest.
	LoadDepth bool
}

// BeginPassOf starts a render pass into p's targets.
func (d *Device) BeginPassOf(p *Pass) error {
	if d.pass != nil {
		return errors.New("sdlgpu: BeginPassOf inside a pass")
	}
	if p.N < 1 || p.N > MaxTargets {
		return fmt.Errorf("sdlgpu: a pass of %d colour targets", p.N)
	}
	d.endCopy()
	for i := range p.N {
		load := sdl.GPU_LOADOP_CLEAR
		if p.Load[i] {
			load = sdl.GPU_LOADOP_LOAD
		}
		c := p.Clear[i]
		d.targets[i] = sdl.GPUColorTargetInfo{
			Texture: p.Color[i].t, LoadOp: load, StoreOp: sdl.GPU_STOREOP_STORE,
			ClearColor: sdl.FColor{R: c[0], G: c[1], B: c[2], A: c[3]},
		}
	}
	var depth *sdl.GPUDepthStencilTargetInfo
	if p.Depth != nil {
		dl := sdl.GPU_LOADOP_CLEAR
		if p.LoadDepth {
			dl = sdl.GPU_LOADOP_LOAD
		}
		d.depth = sdl.GPUDepthStencilTargetInfo{
			Texture: p.Depth.t, ClearDepth: 1, LoadOp: dl, StoreOp: sdl.GPU_STOREOP_STORE,
			StencilLoadOp: sdl.GPU_LOADOP_DONT_CARE, StencilStoreOp: sdl.GPU_STOREOP_DONT_CARE,
		}
		depth = &d.depth
	}
	d.pass = d.call.beginRenderPassOf(d.cmd, &d.targets[0], uint32(p.N), depth)
	if d.pass == nil {
		return fmt.Errorf("sdlgpu: begin render pass into %d targets of %dx%d: %s", p.N, p.Color[0].W, p.Color[0].H, d.call.lastError())
	}
	return nil
}

// Bind selects the pipeline for the next draws.
func (d *Device) Bind(p *Pipeline) { d.call.bindPipeline(d.pass, p.p) }

// BindVertexStorage binds b as the vertex stage's storage buffer 0.
func (d *Device) BindVertexStorage(b *Buffer) {
	d.storage[0] = b.b
	d.call.bindStorage(d.call.vertexStorage, d.pass, &d.storage[0])
}

// BindFragmentStorage binds b as the fragment stage's storage buffer 0.
func (d *Device) BindFragmentStorage(b *Buffer) {
	d.storage[0] = b.b
	d.call.bindStorage(d.call.fragmentStorage, d.pass, &d.storage[0])
}

// BindTexture binds t to the fragment stage's sampler slot, sampled
// nearest or linear.
func (d *Device) BindTexture(slot int, t *Texture, linear bool) {
	s := d.samplers[0]
	if linear {
		s = d.samplers[1]
	}
	d.bindings[slot] = sdl.GPUTextureSamplerBinding{Texture: t.t, Sampler: s}
	d.call.bindSamplers(d.pass, uint32(slot), &d.bindings[slot], 1)
}

// SetTexture sets the binding of the fragment stage's sampler slot for
// the next BindTextures, sampled nearest or linear.
func (d *Device) SetTexture(slot int, t *Texture, linear bool) {
	s := d.samplers[0]
	if linear {
		s = d.samplers[1]
	}
	d.bindings[slot] = sdl.GPUTextureSamplerBinding{Texture: t.t, Sampler: s}
}

// BindTextures binds the fragment stage's sampler slots first to
// first+n-1 as SetTexture (or BindTexture) set them last, in one call.
func (d *Device) BindTextures(first, n int) {
	d.call.bindSamplers(d.pass, uint32(first), &d.bindings[first], uint32(n))
}

// PushVertex copies *v, a uniform block laid out as the shader declares
// it, into the vertex stage's uniform slot. v must point to heap memory (a
// field of a long-lived object): SDL reads it during the call.
func PushVertex[T any](d *Device, slot int, v *T) {
	d.call.pushUniforms(d.call.vertexUniforms, d.cmd, uint32(slot), unsafe.Pointer(v), uint32(unsafe.Sizeof(*v)))
}

// PushVertexBytes is PushVertex for a block held as bytes (heap memory
// too).
func (d *Device) PushVertexBytes(slot int, b []byte) {
	if len(b) > 0 {
		d.call.pushUniforms(d.call.vertexUniforms, d.cmd, uint32(slot), unsafe.Pointer(unsafe.SliceData(b)), uint32(len(b)))
	}
}

// PushFragmentBytes is PushVertexBytes for the fragment stage.
func (d *Device) PushFragmentBytes(slot int, b []byte) {
	if len(b) > 0 {
		d.call.pushUniforms(d.call.fragmentUniforms, d.cmd, uint32(slot), unsafe.Pointer(unsafe.SliceData(b)), uint32(len(b)))
	}
}

// PushFragment is PushVertex for the fragment stage.
func PushFragment[T any](d *Device, slot int, v *T) {
	d.call.pushUniforms(d.call.fragmentUniforms, d.cmd, uint32(slot), unsafe.Pointer(v), uint32(unsafe.Sizeof(*v)))
}

// View lays n values of T over b from byte offset off: how records are
// written into mapped transfer memory (Map), or read as bytes. T must hold
// no Go pointers (the collector does not see C memory), and b must hold
// them all; View panics otherwise.
func View[T any](b []byte, off, n int) []T {
	var zero T
	if need := off + n*int(unsafe.Sizeof(zero)); off < 0 || n < 0 || need > len(b) {
		panic(fmt.Sprintf("sdlgpu: View of %d values from %d in %d bytes", n, off, len(b)))
	}
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*T)(unsafe.Pointer(&b[off])), n)
}

// Bytes is the memory of s as bytes, to copy records into mapped memory.
// T must hold no Go pointers.
func Bytes[T any](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	var zero T
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*int(unsafe.Sizeof(zero)))
}

// SizeOf is T's size in bytes, for checking records against the layout a
// shader declares.
func SizeOf[T any]() int {
	var zero T
	return int(unsafe.Sizeof(zero))
}

// Draw draws vertices vertices (one instance), numbered from 0.
func (d *Device) Draw(vertices int) { d.call.draw(d.pass, uint32(vertices), 1) }

// DrawInstances draws instances instances of vertices vertices each.
func (d *Device) DrawInstances(vertices, instances int) {
	d.call.draw(d.pass, uint32(vertices), uint32(instances))
}

// DrawIndexed draws indices indices of the bound index buffer from index
// first on (one instance), into the bound vertex streams.
func (d *Device) DrawIndexed(indices, first int) {
	d.call.drawIndexed(d.pass, uint32(indices), uint32(first))
}

// BindVertexBuffers binds vertex stream 0 to a at byte offset offA and
// stream 1 to b at offB, both made with VertexBuffer.
func (d *Device) BindVertexBuffers(a *Buffer, offA int, b *Buffer, offB int) {
	d.vbind[0] = sdl.GPUBufferBinding{Buffer: a.b, Offset: uint32(offA)}
	d.vbind[1] = sdl.GPUBufferBinding{Buffer: b.b, Offset: uint32(offB)}
	d.call.bindVertexBuffers(d.pass, &d.vbind[0], 2)
}

// BindIndexBuffer binds b, made with IndexBuffer, as 32-bit indices from
// byte offset off.
func (d *Device) BindIndexBuffer(b *Buffer, off int) {
	d.ibind = sdl.GPUBufferBinding{Buffer: b.b, Offset: uint32(off)}
	d.call.bindIndexBuffer(d.pass, &d.ibind)
}

// EndPass ends the render pass.
func (d *Device) EndPass() {
	if d.pass != nil {
		d.call.endRenderPass(d.pass)
		d.pass = nil
	}
}

// Show draws src into the window's swapchain image, scaled by the largest
// whole factor that fits (IntegerScale) with nearest filtering and the
// rest cleared to black, and returns where it landed. It reports false,
// drawing nothing, when there is no image to draw into this frame (a
// windowless device, a hidden or minimised window).
func (d *Device) Show(src *Texture) (dst Rect, ok bool, err error) {
	if !d.claimed {
		return Rect{}, false, nil
	}
	d.endCopy()
	d.swap = nil
	if err := d.call.acquireSwapchain(d.cmd, d.win, &d.swap, &d.swapW, &d.swapH); err != nil {
		return Rect{}, false, fmt.Errorf("sdlgpu: acquire swapchain texture: %w", err)
	}
	if d.swap == nil {
		return Rect{}, false, nil
	}
	dst = IntegerScale(int(d.swapW), int(d.swapH), src.W, src.H)
	d.blitInto(src, d.swap, dst)
	return dst, true, nil
}

// IntegerScale is where a lw x lh frame lands in a w x h window, scaled by
// the largest whole factor that fits (at least 1) and centred: what SDL's
// renderer does with LOGICAL_PRESENTATION_INTEGER_SCALE.
func IntegerScale(w, h, lw, lh int) Rect {
	s := max(1, min(w/lw, h/lh))
	return Rect{X: (w - lw*s) / 2, Y: (h - lh*s) / 2, W: lw * s, H: lh * s}
}

// BlitTo blits src into dst at r with nearest filtering, clearing the rest
// of dst to black.
func (d *Device) BlitTo(src, dst *Texture, r Rect) {
	d.endCopy()
	d.blitInto(src, dst.t, r)
}

func (d *Device) blitInto(src *Texture, dst *sdl.GPUTexture, r Rect) {
	d.blit = sdl.GPUBlitInfo{
		Source:      sdl.GPUBlitRegion{Texture: src.t, W: uint32(src.W), H: uint32(src.H)},
		Destination: sdl.GPUBlitRegion{Texture: dst, X: uint32(r.X), Y: uint32(r.Y), W: uint32(r.W), H: uint32(r.H)},
		LoadOp:      sdl.GPU_LOADOP_CLEAR,
		ClearColor:  sdl.FColor{A: 1},
		Filter:      sdl.GPU_FILTER_NEAREST,
	}
	d.call.blitTexture(d.cmd, &d.blit)
}

// Submit ends the frame's recording and hands it to the GPU.
func (d *Device) Submit() error {
	if d.cmd == nil {
		return errors.New("sdlgpu: Submit outside a frame")
	}
	d.EndPass()
	d.endCopy()
	cmd := d.cmd
	d.cmd = nil
	f, err := d.call.submitWithFence(cmd)
	if err != nil {
		return fmt.Errorf("sdlgpu: submit: %w", err)
	}
	d.fence[d.frame%framesInFlight] = f
	d.frame++
	return nil
}

// Wait blocks until the GPU has finished every submitted frame.
func (d *Device) Wait() error {
	if err := d.dev.WaitForIdle(); err != nil {
		return fmt.Errorf("sdlgpu: wait for idle: %w", err)
	}
	return nil
}

// calls holds the addresses of the per-frame SDL functions and the
// argument storage to call them with. Open fails if one is missing, so
// every call here goes straight to SDL.
type calls struct {
	args sdlcall.Args

	acquireCmd, submitFence, waitFences, releaseFenceFn, getError uintptr
	mapFn, unmapFn, beginCopy, uploadBuf, endCopy                 uintptr
	beginPass, endPass, bindPipe, bindSamp                        uintptr
	vertexStorage, fragmentStorage                                uintptr
	vertexUniforms, fragmentUniforms                              uintptr
	drawFn, blit, acquireSwap                                     uintptr
	bindVertices, bindIndices, drawIndexedFn                      uintptr
}

func (c *calls) resolve() bool {
	return sdlcall.Resolve([]sdlcall.Symbol{
		{Addr: &c.acquireCmd, Name: "SDL_AcquireGPUCommandBuffer"},
		{Addr: &c.submitFence, Name: "SDL_SubmitGPUCommandBufferAndAcquireFence"},
		{Addr: &c.waitFences, Name: "SDL_WaitForGPUFences"},
		{Addr: &c.releaseFenceFn, Name: "SDL_ReleaseGPUFence"},
		{Addr: &c.getError, Name: "SDL_GetError"},
		{Addr: &c.mapFn, Name: "SDL_MapGPUTransferBuffer"},
		{Addr: &c.unmapFn, Name: "SDL_UnmapGPUTransferBuffer"},
		{Addr: &c.beginCopy, Name: "SDL_BeginGPUCopyPass"},
		{Addr: &c.uploadBuf, Name: "SDL_UploadToGPUBuffer"},
		{Addr: &c.endCopy, Name: "SDL_EndGPUCopyPass"},
		{Addr: &c.beginPass, Name: "SDL_BeginGPURenderPass"},
		{Addr: &c.endPass, Name: "SDL_EndGPURenderPass"},
		{Addr: &c.bindPipe, Name: "SDL_BindGPUGraphicsPipeline"},
		{Addr: &c.bindSamp, Name: "SDL_BindGPUFragmentSamplers"},
		{Addr: &c.vertexStorage, Name: "SDL_BindGPUVertexStorageBuffers"},
		{Addr: &c.fragmentStorage, Name: "SDL_BindGPUFragmentStorageBuffers"},
		{Addr: &c.vertexUniforms, Name: "SDL_PushGPUVertexUniformData"},
		{Addr: &c.fragmentUniforms, Name: "SDL_PushGPUFragmentUniformData"},
		{Addr: &c.drawFn, Name: "SDL_DrawGPUPrimitives"},
		{Addr: &c.blit, Name: "SDL_BlitGPUTexture"},
		{Addr: &c.acquireSwap, Name: "SDL_WaitAndAcquireGPUSwapchainTexture"},
		{Addr: &c.bindVertices, Name: "SDL_BindGPUVertexBuffers"},
		{Addr: &c.bindIndices, Name: "SDL_BindGPUIndexBuffer"},
		{Addr: &c.drawIndexedFn, Name: "SDL_DrawGPUIndexedPrimitives"},
	})
}

// lastError reads SDL_GetError (on error paths only: it allocates).
func (c *calls) lastError() string {
	p := c.args.Call(c.getError)
	if p == 0 {
		return "unknown SDL error"
	}
	n := 0
	for *(*byte)(unsafe.Add(cptr(p), n)) != 0 {
		n++
	}
	if n == 0 {
		return "unknown SDL error"
	}
	return string(unsafe.Slice((*byte)(cptr(p)), n))
}

func (c *calls) err() error { return errors.New(c.lastError()) }

// cptr turns an address SDL returned (C memory) back into a pointer, in
// the form go vet accepts for memory the Go collector does not manage.
func cptr(r uintptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&r)) }

func ptr[T any](p *T) uintptr { return uintptr(unsafe.Pointer(p)) }

func (c *calls) acquireCommandBuffer(dev *sdl.GPUDevice) (*sdl.GPUCommandBuffer, error) {
	r := c.args.Call(c.acquireCmd, ptr(dev))
	if r == 0 {
		return nil, c.err()
	}
	return (*sdl.GPUCommandBuffer)(cptr(r)), nil
}

func (c *calls) submitWithFence(cmd *sdl.GPUCommandBuffer) (*sdl.GPUFence, error) {
	r := c.args.Call(c.submitFence, ptr(cmd))
	if r == 0 {
		return nil, c.err()
	}
	return (*sdl.GPUFence)(cptr(r)), nil
}

// waitFence waits for the fence stored at f (a field of the device).
func (c *calls) waitFence(dev *sdl.GPUDevice, f **sdl.GPUFence) error {
	if !sdlcall.Bool(c.args.Call(c.waitFences, ptr(dev), 1, ptr(f), 1)) {
		return fmt.Errorf("sdlgpu: wait for a frame: %w", c.err())
	}
	return nil
}

func (c *calls) releaseFence(dev *sdl.GPUDevice, f *sdl.GPUFence) {
	c.args.Call(c.releaseFenceFn, ptr(dev), ptr(f))
}

func (c *calls) mapTransfer(dev *sdl.GPUDevice, t *sdl.GPUTransferBuffer, cycle bool) (unsafe.Pointer, error) {
	r := c.args.Call(c.mapFn, ptr(dev), ptr(t), b2u(cycle))
	if r == 0 {
		return nil, c.err()
	}
	return cptr(r), nil
}

func (c *calls) unmapTransfer(dev *sdl.GPUDevice, t *sdl.GPUTransferBuffer) {
	c.args.Call(c.unmapFn, ptr(dev), ptr(t))
}

func (c *calls) beginCopyPass(cmd *sdl.GPUCommandBuffer) *sdl.GPUCopyPass {
	return (*sdl.GPUCopyPass)(cptr(c.args.Call(c.beginCopy, ptr(cmd))))
}

func (c *calls) uploadToBuffer(cp *sdl.GPUCopyPass, src *sdl.GPUTransferBufferLocation, dst *sdl.GPUBufferRegion, cycle bool) {
	c.args.Call(c.uploadBuf, ptr(cp), ptr(src), ptr(dst), b2u(cycle))
}

func (c *calls) endCopyPass(cp *sdl.GPUCopyPass) { c.args.Call(c.endCopy, ptr(cp)) }

func (c *calls) beginRenderPass(cmd *sdl.GPUCommandBuffer, t *sdl.GPUColorTargetInfo) *sdl.GPURenderPass {
	return (*sdl.GPURenderPass)(cptr(c.args.Call(c.beginPass, ptr(cmd), ptr(t), 1, 0)))
}

func (c *calls) beginRenderPassOf(cmd *sdl.GPUCommandBuffer, t *sdl.GPUColorTargetInfo, n uint32, depth *sdl.GPUDepthStencilTargetInfo) *sdl.GPURenderPass {
	return (*sdl.GPURenderPass)(cptr(c.args.Call(c.beginPass, ptr(cmd), ptr(t), uintptr(n), ptr(depth))))
}

func (c *calls) endRenderPass(rp *sdl.GPURenderPass) { c.args.Call(c.endPass, ptr(rp)) }

func (c *calls) bindPipeline(rp *sdl.GPURenderPass, pl *sdl.GPUGraphicsPipeline) {
	c.args.Call(c.bindPipe, ptr(rp), ptr(pl))
}

func (c *calls) bindSamplers(rp *sdl.GPURenderPass, slot uint32, b *sdl.GPUTextureSamplerBinding, n uint32) {
	c.args.Call(c.bindSamp, ptr(rp), uintptr(slot), ptr(b), uintptr(n))
}

func (c *calls) bindStorage(fn uintptr, rp *sdl.GPURenderPass, b **sdl.GPUBuffer) {
	c.args.Call(fn, ptr(rp), 0, ptr(b), 1)
}

func (c *calls) pushUniforms(fn uintptr, cmd *sdl.GPUCommandBuffer, slot uint32, data unsafe.Pointer, n uint32) {
	c.args.Call(fn, ptr(cmd), uintptr(slot), uintptr(data), uintptr(n))
}

func (c *calls) draw(rp *sdl.GPURenderPass, n, instances uint32) {
	c.args.Call(c.drawFn, ptr(rp), uintptr(n), uintptr(instances), 0, 0)
}

func (c *calls) drawIndexed(rp *sdl.GPURenderPass, n, first uint32) {
	c.args.Call(c.drawIndexedFn, ptr(rp), uintptr(n), 1, uintptr(first), 0, 0)
}

func (c *calls) bindVertexBuffers(rp *sdl.GPURenderPass, b *sdl.GPUBufferBinding, n uint32) {
	c.args.Call(c.bindVertices, ptr(rp), 0, ptr(b), uintptr(n))
}

func (c *calls) bindIndexBuffer(rp *sdl.GPURenderPass, b *sdl.GPUBufferBinding) {
	c.args.Call(c.bindIndices, ptr(rp), ptr(b), uintptr(sdl.GPU_INDEXELEMENTSIZE_32BIT))
}

func (c *calls) blitTexture(cmd *sdl.GPUCommandBuffer, b *sdl.GPUBlitInfo) {
	c.args.Call(c.blit, ptr(cmd), ptr(b))
}

func (c *calls) acquireSwapchain(cmd *sdl.GPUCommandBuffer, win *sdl.Window, t **sdl.GPUTexture, w, h *uint32) error {
	if !sdlcall.Bool(c.args.Call(c.acquireSwap, ptr(cmd), ptr(win), ptr(t), ptr(w), ptr(h))) {
		return c.err()
	}
	return nil
}

func b2u(b bool) uintptr {
	if b {
		return 1
	}
	return 0
}
