//go:build !js

package render

import (
	"encoding/binary"
	"fmt"

	"github.com/bengine-go/bengine/core/internal/sdlgpu"
)

// The GPU backend's SubmitDraw and games' shaders.
//
// SubmitDraw's vertices reach the GPU as they were submitted, as vertex
// attributes: stream 0 holds the bytes of a batch's vertices (a Vertex,
// or a game's type that starts with one), stream 1 the index of each
// vertex's world transform, which the vertex shader reads from a storage
// buffer of the frame's transforms (bengine_vertex.glsl). Many objects,
// each with its own transform, so share one draw call, as sprites do with
// their instance records. Quads, strips and fans are drawn through
// indices made at SubmitDraw (a strip or fan of its own, so several in one
// batch stay apart); lines are instanced, one segment an instance, the
// quad one pixel wide made by line.vert. Present copies the frame's
// vertices, indices and transforms into one transfer buffer and uploads
// them with the sprites' records, before the passes.
//
// A pipeline is a shader pair, a vertex kind, a target format and a blend
// mode; the sprites' plain ones are made at the start, the rest the first
// time a frame needs them, and kept.

// vertexKind is how a pipeline's vertex stage gets its vertices.
type vertexKind uint8

const (
	kindSprite vertexKind = iota // sprite.vert: instance records pulled from a storage buffer
	kindMesh                     // mesh.vert or a game's: vertex attributes, a transform index each
	kindLine                     // line.vert: two vertices an instance
)

// pipeKey names a pipeline: format is the kind of target (fmtLDR,
// fmtHDR, fmtGBuffer, fmtPostDepth).
type pipeKey struct {
	shader ShaderID
	kind   vertexKind
	format uint8
	blend  Blend
}

// meshBuffers hold the frame's SubmitDraw data on the GPU: vertex bytes
// and transform indices (one vertex buffer), indices, and transforms (a
// storage buffer), filled from one transfer buffer.
type meshBuffers struct {
	vert, index, xforms *sdlgpu.Buffer
	up                  *sdlgpu.Upload
	vbytes, ibytes      int // this frame's, in vert and index
	xbytes              int
}

// minMeshBytes is the size the mesh buffers start at.
const minMeshBytes = 64 << 10

// align16 rounds n up to a multiple of 16.
func align16(n int) int { return (n + 15) &^ 15 }

// grown returns b if it holds n bytes, else a new buffer of twice the
// size needed, b destroyed (SDL keeps it for the frames in flight).
func (g *gpuBackend) grown(b *sdlgpu.Buffer, n int, u sdlgpu.BufferUsage) (*sdlgpu.Buffer, error) {
	if b != nil && b.Size >= n {
		return b, nil
	}
	c := max(minMeshBytes, 2*n)
	nb, err := g.dev.NewBufferOf(c, u)
	if err != nil {
		return nil, err
	}
	b.Destroy()
	return nb, nil
}

// prepareMeshes places every SubmitDraw batch of q in the mesh buffers and
// writes the frame's vertices, indices and transforms into the transfer
// buffer; copyMeshes records the upload.
func (g *gpuBackend) prepareMeshes(q *Queue) error {
	m := &g.mesh
	m.vbytes, m.ibytes = 0, 0
	for _, i := range q.active {
		if b := q.buckets[i]; b.key.Mode != ModeSprites {
			b.vbase = m.vbytes
			m.vbytes += align16(len(b.mesh))
		}
	}
	for _, i := range q.active {
		if b := q.buckets[i]; b.key.Mode != ModeSprites {
			b.xbase = m.vbytes
			m.vbytes += align16(4 * len(b.xf))
			b.ibase = m.ibytes / 4
			m.ibytes += 4 * len(b.idx)
		}
	}
	m.xbytes = xformSize * len(q.xforms)
	var err error
	if m.vert, err = g.grown(m.vert, m.vbytes, sdlgpu.VertexBuffer); err != nil {
		return err
	}
	if m.index, err = g.grown(m.index, m.ibytes, sdlgpu.IndexBuffer); err != nil {
		return err
	}
	if m.xforms, err = g.grown(m.xforms, m.xbytes, sdlgpu.StorageBuffer); err != nil {
		return err
	}
	total := m.vbytes + m.ibytes + m.xbytes
	if m.up == nil || m.up.Size < total {
		up, err := g.dev.NewUpload(max(minMeshBytes, 2*total))
		if err != nil {
			return err
		}
		m.up.Destroy()
		m.up = up
	}
	mem, err := g.dev.Map(m.up)
	if err != nil {
		return err
	}
	for _, i := range q.active {
		if b := q.buckets[i]; b.key.Mode != ModeSprites {
			copy(mem[b.vbase:], b.mesh)
			copy(mem[b.xbase:], sdlgpu.Bytes(b.xf))
			copy(mem[m.vbytes+4*b.ibase:], sdlgpu.Bytes(b.idx))
		}
	}
	copy(mem[m.vbytes+m.ibytes:], sdlgpu.Bytes(q.xforms))
	g.dev.Unmap(m.up)
	return nil
}

// copyMeshes records the upload prepareMeshes wrote (inside the frame).
func (g *gpuBackend) copyMeshes() {
	m := &g.mesh
	g.dev.CopyToBuffer(m.up, 0, m.vert, 0, m.vbytes)
	g.dev.CopyToBuffer(m.up, m.vbytes, m.index, 0, m.ibytes)
	g.dev.CopyToBuffer(m.up, m.vbytes+m.ibytes, m.xforms, 0, m.xbytes)
}

// pipeline returns the pipeline k names, making it the first time; nil
// where it cannot be made (logged once, the batches skipped).
func (g *gpuBackend) pipeline(k pipeKey) *sdlgpu.Pipeline {
	if k.shader == 0 && k.kind == kindSprite && k.format <= fmtHDR {
		return g.sprite[k.format][k.blend]
	}
	if p, ok := g.pipes[k]; ok {
		return p
	}
	p, err := g.newPipeline(k)
	if err != nil {
		name := "the engine's"
		if e := g.r.reg.shader(k.shader); e != nil {
			name = e.name
		}
		g.r.logger().Error("render: cannot make a pipeline: its batches are not drawn", "shader", name, "err", err)
	}
	if g.pipes == nil {
		g.pipes = make(map[pipeKey]*sdlgpu.Pipeline)
	}
	g.pipes[k] = p
	return p
}

// newPipeline makes the pipeline k names: the game's stages where it has
// them, the engine's for the rest.
func (g *gpuBackend) newPipeline(k pipeKey) (*sdlgpu.Pipeline, error) {
	var src *ShaderSource
	if e := g.r.reg.shader(k.shader); e != nil {
		src = &e.src
	}
	frag := sdlgpu.Stage{Code: code("sprite.frag"), Samplers: fragmentSamplers, Uniforms: 1}
	if src != nil && !src.Fragment.empty() {
		frag = sdlgpu.Stage{Code: stageCode(src.Fragment), Samplers: fragmentSamplers, Uniforms: 2}
	}
	size, extra := vertexSize, []Attribute(nil)
	own := src != nil && !src.Vertex.empty()
	if src != nil && src.Layout != nil {
		size = src.Layout.Size
		if own {
			extra = src.Layout.Extra
		}
	}
	var vert sdlgpu.Stage
	var in sdlgpu.VertexInput
	switch k.kind {
	case kindSprite:
		vert = sdlgpu.Stage{Code: code("sprite.vert"), Storage: 1, Uniforms: 1}
	case kindMesh:
		vert = sdlgpu.Stage{Code: code("mesh.vert"), Storage: 1, Uniforms: 2}
		if own {
			vert.Code = stageCode(src.Vertex)
		}
		in = meshInput(size, extra)
	case kindLine:
		vert = sdlgpu.Stage{Code: code("line.vert"), Storage: 1, Uniforms: 2}
		in = lineInput(size)
	}
	desc := sdlgpu.PipelineDesc{Vertex: vert, Fragment: frag, Input: in, Target: sdlgpu.RGBA16F, Blend: sdlgpu.Blend(k.blend)}
	switch k.format {
	case fmtLDR:
		desc.Target = sdlgpu.RGBA8
	case fmtGBuffer:
		desc.Target = sdlgpu.RGBA8
		desc.Extra = []sdlgpu.Target{{Format: g.posFormat, Blend: sdlgpu.BlendNone}, {Format: sdlgpu.RGBA16F, Blend: sdlgpu.BlendNone}, {Format: sdlgpu.RGBA16F, Blend: sdlgpu.BlendNone}}
		desc.Depth = sdlgpu.DepthWrite
	case fmtPostDepth:
		desc.Depth = sdlgpu.DepthTest
	}
	return g.dev.NewPipeline(desc)
}

// vertexAttributes are a Vertex's three attributes at locations from loc,
// off bytes into stream 0's element.
func vertexAttributes(loc, off int) []sdlgpu.VertexAttribute {
	return []sdlgpu.VertexAttribute{
		{Location: loc, Offset: off, Format: sdlgpu.Float2},
		{Location: loc + 1, Offset: off + 8, Format: sdlgpu.Float2},
		{Location: loc + 2, Offset: off + 16, Format: sdlgpu.Float4},
	}
}

// transformLocation is the engine's transform index's shader location.
const transformLocation = 15

// meshInput is the vertex input of the triangle modes: stream 0 the
// vertices (size bytes each, the Vertex then extra), stream 1 a transform
// index a vertex.
func meshInput(size int, extra []Attribute) sdlgpu.VertexInput {
	attrs := vertexAttributes(0, 0)
	for i, a := range extra {
		attrs = append(attrs, sdlgpu.VertexAttribute{Location: 3 + i, Offset: a.Offset, Format: sdlgpu.VertexFormat(a.Format)})
	}
	attrs = append(attrs, sdlgpu.VertexAttribute{Location: transformLocation, Stream: 1, Format: sdlgpu.Uint})
	return sdlgpu.VertexInput{
		Streams:    []sdlgpu.VertexStream{{Pitch: size}, {Pitch: 4}},
		Attributes: attrs,
	}
}

// lineInput is line.vert's input: an instance a segment, its two vertices
// side by side in stream 0 and their transform indices in stream 1.
func lineInput(size int) sdlgpu.VertexInput {
	attrs := append(vertexAttributes(0, 0), vertexAttributes(3, size)...)
	attrs = append(attrs, sdlgpu.VertexAttribute{Location: transformLocation, Stream: 1, Format: sdlgpu.Uint})
	return sdlgpu.VertexInput{
		Streams:    []sdlgpu.VertexStream{{Pitch: 2 * size, PerInstance: true}, {Pitch: 8, PerInstance: true}},
		Attributes: attrs,
	}
}

func stageCode(s Shader) sdlgpu.ShaderCode { return sdlgpu.ShaderCode{SPIRV: s.SPIRV, MSL: s.MSL} }

// spirvMagic is the first word of every SPIR-V module, little-endian.
const spirvMagic = 0x07230203

// checkShader compiles each stage a game gives for this device, as the
// pipelines will (the SPIR-V first checked for its magic number: a driver
// need not survive a module that is not SPIR-V).
func (g *gpuBackend) checkShader(name string, src *ShaderSource) error {
	stages := []struct {
		s      Shader
		what   string
		vertex bool
		stage  sdlgpu.Stage
	}{
		{src.Vertex, "vertex", true, sdlgpu.Stage{Storage: 1, Uniforms: 2}},
		{src.Fragment, "fragment", false, sdlgpu.Stage{Samplers: fragmentSamplers, Uniforms: 2}},
	}
	for _, st := range stages {
		if st.s.empty() {
			continue
		}
		if !g.dev.MSL() {
			if b := st.s.SPIRV; len(b) < 20 || len(b)%4 != 0 || binary.LittleEndian.Uint32(b) != spirvMagic {
				return fmt.Errorf("render: shader %q: the %s stage's SPIR-V is not SPIR-V (%d bytes)", name, st.what, len(b))
			}
		}
		st.stage.Code = stageCode(st.s)
		if err := g.dev.CheckShader(st.stage, st.vertex); err != nil {
			return fmt.Errorf("render: shader %q: %s stage: %w", name, st.what, err)
		}
	}
	return nil
}

// pushUniforms hands a game's shader the key's uniform block: to the
// fragment stage's first slot if the shader has one, and to the vertex
// stage of a triangle batch if it has one (zeros where the key names no
// block, or the block was never set).
func (g *gpuBackend) pushUniforms(k Key, kind vertexKind) {
	e := g.r.reg.shader(k.Shader)
	data := g.r.frame.uniforms(k.Uniforms)
	if data == nil {
		data = g.zeroU[:]
	}
	if !e.src.Fragment.empty() {
		g.dev.PushFragmentBytes(0, data)
	}
	if kind == kindMesh && !e.src.Vertex.empty() {
		g.dev.PushVertexBytes(1, data)
	}
}

// meshBatch draws one SubmitDraw batch with the pipelines of target
// format f and blend bl; bound is the pipeline bound last.
func (g *gpuBackend) meshBatch(b *bucket, f int, bl Blend, bound **sdlgpu.Pipeline) {
	if len(b.xf) == 0 {
		return
	}
	kind := kindMesh
	if b.key.Mode.lines() {
		kind = kindLine
	}
	p := g.pipeline(pipeKey{shader: b.key.Shader, kind: kind, format: uint8(f), blend: bl})
	if p == nil {
		return
	}
	if p != *bound {
		g.dev.Bind(p)
		g.dev.BindVertexStorage(g.mesh.xforms)
		*bound = p
	}
	tex := g.white
	if t := b.key.Tex; t != nil {
		if tex = t.gpu; tex == nil {
			return // a texture of a closed renderer
		}
	}
	g.bindTextures(b.key.Tex, tex)
	g.meshU = [4]float32{g.drawU.view[0], g.drawU.view[1], g.drawU.view[2], g.drawU.view[3]}
	sdlgpu.PushVertex(g.dev, 0, &g.meshU)
	g.pushFragment(b.key, bl, kind)
	g.dev.BindVertexBuffers(g.mesh.vert, b.vbase, g.mesh.vert, b.xbase)
	switch {
	case kind == kindLine:
		g.dev.DrawInstances(6, len(b.xf)/2)
	case len(b.idx) > 0:
		g.dev.BindIndexBuffer(g.mesh.index, 0)
		g.dev.DrawIndexed(len(b.idx), b.ibase)
	default:
		g.dev.Draw(len(b.xf))
	}
	g.r.stats.DrawCalls++
	g.r.stats.Batches++
}

// closeDraw releases the pipelines and buffers of SubmitDraw and games'
// shaders.
func (g *gpuBackend) closeDraw() {
	for k, p := range g.pipes {
		p.Destroy()
		delete(g.pipes, k)
	}
	m := &g.mesh
	m.vert.Destroy()
	m.index.Destroy()
	m.xforms.Destroy()
	m.up.Destroy()
	g.white.Destroy()
}
