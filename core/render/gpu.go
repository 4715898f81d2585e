//go:build !js

package render

import (
	"errors"
	"fmt"
	"image"
	"math"
	"os"

	"github.com/bengine-go/bengine/core/internal/sdlgpu"
	"github.com/bengine-go/bengine/core/render/internal/shaders"
)

// gpuBuilt reports whether this build has the GPU backend (not the web).
const gpuBuilt = true

type gpuTexture = sdlgpu.Texture

// gpuPost is a post pass's pipeline, on the device that made it.
type gpuPost struct {
	pipe *sdlgpu.Pipeline
	dev  *sdlgpu.Device
}

// gpuLight is one light as lightvol.vert reads it (std430, 48 bytes).
type gpuLight struct {
	color  [4]float32 // rgb times intensity; a: kind
	posDir [4]float32 // position; unit direction
	shape  [4]float32 // radius, cos(cone), falloff, height
}

const (
	gpuLightSize = 48
	lightBytes   = MaxLights * gpuLightSize // the lights' part of the transfer buffer
)

// The uniform blocks, laid out as std140 in the shaders.
type (
	drawUniforms struct {
		view [4]float32 // 2/W, 2/H, camera
		tex  [4]float32 // the draw's texture size
		base [4]uint32  // the draw's first record slot, the slots a record takes
	}
	lightUniforms struct {
		ambient [4]float32
	}
	postUniforms struct {
		size   [4]float32
		params [8]float32
	}
	// surfaceUniforms is bengine_fragment.glsl's BengineSurface: the
	// batch's material and what the pass is.
	surfaceUniforms struct {
		material [4]float32 // specular, roughness, has a normal map, layer
		emissive [4]float32
		frame    [4]float32 // logical W, H; drawing the G-buffer; drop transparent fragments
	}
)

// The kinds of target a pipeline draws into (pipeKey.format).
const (
	fmtLDR       = iota // RGBA8: the final frame, or GEOMETRY's albedo without a G-buffer
	fmtHDR              // RGBA16F: the lit scene, the light and glow buffers
	fmtGBuffer          // the G-buffer: albedo, position, material, emissive, depth written
	fmtPostDepth        // RGBA16F over the G-buffer's depth, tested: POSTPROCESS objects of a lit frame
)

// gpuBackend draws with SDL's GPU API: sprites are instance records pulled
// from one storage buffer by the sprite vertex shader, one draw per batch
// key, and each draw step is a render pass with its own shader.
//
// # Per-instance transforms
//
// The Custom Hobo engine (docs/porting.md#custom-hobo): "The batcher
// applies it as a per-instance transform on the GPU side, so thousands of
// objects with different transforms can share the same draw call." Submit
// folds the sprite's whole transform (Pos, Pivot, Size, Scale, Rotation,
// then World) into a 2x3 affine, the quad's origin and its two edges, and
// writes one record (instance.go: 32 bytes for an axis-aligned quad, 64
// for any other) straight into the frame's transfer buffer, mapped with
// cycling so the CPU never waits for the GPU to finish reading the
// previous frame's. Present uploads the records in one copy and issues one
// draw per key, telling the shader the records' kind; the vertex shader
// makes each quad's six corners from its record.
//
// The records are pulled from a storage buffer by vertex index (record
// base + i/6, corner i%6, read as words), rather than fed as an
// instance-rate vertex buffer: the layouts are declared once, in the
// shader, with no vertex attribute description to keep in step with them,
// and one buffer holds both kinds of record; every SDL GPU backend
// reads storage buffers in vertex shaders alike; and a draw's first record
// is a uniform, because SDL warns that first-vertex and first-instance
// offsets do not reach shaders' built-in indices the same way on every
// API. It is the pattern of go-sdl3's PullSpriteBatch example.
//
// With the render thread each of the two queues has a transfer buffer of
// its own (upload, by the queue's slot): the game goroutine writes the
// next frame's records into one while this backend uploads the other.
//
// # The steps as passes
//
// Every target is at logical resolution:
//
//   - GEOMETRY, with LIGHTING on, draws the G-buffer: four colour
//     attachments (albedo RGBA8; world position and layer RGBA32F; the
//     normal's x and y, specular and roughness RGBA16F; emissive RGBA16F)
//     and a 16-bit depth buffer holding each pixel's layer; every fragment
//     shader fills them through bengineWrite. A texture's normal map is a
//     companion texture bound beside it (SetMaterial). Without LIGHTING it
//     draws only colour, into the float HDR target.
//   - LIGHTING adds StepLight sprites into a float light buffer, then one
//     full-screen pass reads the G-buffer and writes albedo times the
//     light (ambient, the light buffer and every Light: colour, intensity,
//     radius or cone, falloff and height, against the normal, from a
//     storage buffer), plus the specular highlights and the emissive, into
//     the HDR target.
//   - PING_PONG_GAUSSIAN draws StepGlow sprites over the G-buffer's
//     emissive (into a cleared float target without LIGHTING), copies it
//     down to half size, and runs pairs of a separable Gaussian
//     (horizontal, vertical) between two half-size targets; GLOW adds the
//     result onto the HDR target, then a running Flash.
//   - POSTPROCESS copies the scene, draws StepPost batches over the copy
//     with the scene bound as their third sampler (depth-tested against
//     the G-buffer's layers when there is one), then runs the post passes,
//     each sampling the scene and writing the next version of it;
//     TONE_MAP writes the 8-bit final target, and UI draws on top in the
//     same pass; the final target is blitted into the window.
//
// With none of LIGHTING, GLOW, POSTPROCESS objects or passes or a tone
// map, GEOMETRY, unblurred glow, a Flash and UI draw straight into the
// 8-bit target in one pass (stepsLDR): the same blending of the same float tints into the same
// format as the SDL-renderer backend, so both draw the same frame.
//
// Direct3D 12 needs DXIL shaders, which no tool here produces, so on
// Windows this backend runs on Vulkan, and where Vulkan is missing the
// SDL-renderer backend takes over.
type gpuBackend struct {
	r   *Renderer
	dev *sdlgpu.Device

	sprite                                     [2][4]*sdlgpu.Pipeline // by target format (fmtLDR, fmtHDR), then Blend
	lightPipe, downPipe, blurPipe, glowPipe    *sdlgpu.Pipeline
	volumePipe                                 *sdlgpu.Pipeline // the lights' volumes
	tonePipe                                   *sdlgpu.Pipeline
	flashPipe                                  [2]*sdlgpu.Pipeline // fmtLDR, fmtHDR
	albedo, lightAcc, emissive, hdr, post, fin *sdlgpu.Texture     // logical size
	gpos, gmat, depth                          *sdlgpu.Texture     // the rest of the G-buffer
	shine                                      *sdlgpu.Texture     // the lights' highlights
	posFormat                                  sdlgpu.Format       // gpos's: RGBA32F where the device has it
	blurA, blurB                               *sdlgpu.Texture     // half size
	shot                                       *sdlgpu.Texture     // window size, for Screenshot
	inst, lights                               *sdlgpu.Buffer
	instCap                                    int                // record slots inst holds
	up                                         [2]upload          // a transfer buffer for each queue (slot)
	spill                                      []compact          // a frame's slots gathered from Go memory
	doomed                                     []*sdlgpu.Pipeline // released once the frame handed over is drawn
	drawU                                      drawUniforms
	lightU                                     lightUniforms
	scaleU, blurU                              [4]float32
	toneU                                      [8]float32
	postU                                      postUniforms
	surfU                                      surfaceUniforms
	flashU                                     [4]float32
	gbuf, over, volumes                        sdlgpu.Pass     // GEOMETRY's G-buffer pass; POSTPROCESS objects' pass; the lights' volumes
	volumeU                                    [4]float32      // lightvol.vert's block: 2/W, 2/H, camera
	cameraU                                    [4]float32      // lightvol.frag's block: the camera
	black                                      *sdlgpu.Texture // bengineScene outside POSTPROCESS
	scene                                      *sdlgpu.Texture // what bengineScene is now
	gbuffer                                    bool            // the pass being recorded draws the G-buffer

	// SubmitDraw and games' shaders (gpu_draw.go).
	pipes map[pipeKey]*sdlgpu.Pipeline // made as frames need them; nil: could not be
	mesh  meshBuffers
	white *sdlgpu.Texture       // one white texel: untextured keys' texture
	meshU [4]float32            // mesh.vert's and line.vert's Draw block
	zeroU [MaxUniformsSize]byte // a block never set
}

// upload is one queue's transfer buffer: the frame's lights, then its
// record slots (the queue's arena, written in place by Submit).
type upload struct {
	buf    *sdlgpu.Upload
	cap    int    // record slots it holds
	mapped []byte // buf while mapped
}

// openGPU starts the GPU backend. w says whether it may run on a device
// that cannot claim the window; hardwareOnly refuses a device that
// rasterizes on the CPU, with a *cpuDeviceError.
func openGPU(r *Renderer, w windowMode, hardwareOnly bool) (backend, error) {
	if os.Getenv("GALLIUM_NOOP") != "" {
		// Mesa's no-op mode discards OpenGL draws for benchmarks; its
		// Vulkan driver crashes making a device under it.
		return nil, fmt.Errorf("%w: GALLIUM_NOOP is set (Mesa's Vulkan driver crashes under it)", ErrNoGPU)
	}
	o := &r.opts
	dev, err := sdlgpu.Open(sdlgpu.Config{
		Title: o.Title, Width: o.LogicalW * o.Scale, Height: o.LogicalH * o.Scale,
		VSync: o.VSync, Hidden: o.Hidden, Fullscreen: o.Fullscreen,
		Windowless: w == windowlessAlways, WindowlessUnseen: w == windowlessUnseen,
		HardwareOnly: hardwareOnly, Software: isCPURasterizer,
	})
	var cpu *sdlgpu.CPUDeviceError
	if errors.As(err, &cpu) {
		return nil, &cpuDeviceError{name: cpu.Name}
	}
	if errors.Is(err, sdlgpu.ErrNoDevice) {
		return nil, fmt.Errorf("%w: %w", ErrNoGPU, err)
	}
	if err != nil {
		return nil, fmt.Errorf("render: GPU backend: %w", err)
	}
	g := &gpuBackend{r: r, dev: dev}
	if err := g.build(); err != nil {
		dev.Close()
		return nil, fmt.Errorf("render: GPU backend: %w", err)
	}
	r.targets = true
	r.queue.instances = true
	return g, nil
}

// windowless reports whether b is a GPU backend that draws without its
// window (frames reach screenshots only).
func windowless(b backend) bool {
	g, ok := b.(*gpuBackend)
	return ok && !g.dev.Windowed()
}

func code(name string) sdlgpu.ShaderCode {
	return sdlgpu.ShaderCode{SPIRV: shaders.SPIRV(name), MSL: shaders.MSL(name)}
}

// build makes the pipelines, targets and buffers.
func (g *gpuBackend) build() error {
	spriteV := sdlgpu.Stage{Code: code("sprite.vert"), Storage: 1, Uniforms: 1}
	spriteF := sdlgpu.Stage{Code: code("sprite.frag"), Samplers: fragmentSamplers, Uniforms: 1}
	full := sdlgpu.Stage{Code: code("fullscreen.vert")}
	copyF := sdlgpu.Stage{Code: code("copy.frag"), Samplers: 1, Uniforms: 1}
	var err error
	pipe := func(v, f sdlgpu.Stage, t sdlgpu.Format, b sdlgpu.Blend) *sdlgpu.Pipeline {
		if err != nil {
			return nil
		}
		var p *sdlgpu.Pipeline
		p, err = g.dev.NewPipeline(sdlgpu.PipelineDesc{Vertex: v, Fragment: f, Target: t, Blend: b})
		return p
	}
	for f, format := range []sdlgpu.Format{sdlgpu.RGBA8, sdlgpu.RGBA16F} {
		for b := range g.sprite[f] {
			g.sprite[f][b] = pipe(spriteV, spriteF, format, sdlgpu.Blend(b))
		}
	}
	g.lightPipe = pipe(full, sdlgpu.Stage{Code: code("light.frag"), Samplers: 4, Uniforms: 1}, sdlgpu.RGBA16F, sdlgpu.BlendNone)
	if err == nil {
		g.volumePipe, err = g.dev.NewPipeline(sdlgpu.PipelineDesc{
			Vertex:   sdlgpu.Stage{Code: code("lightvol.vert"), Storage: 1, Uniforms: 1},
			Fragment: sdlgpu.Stage{Code: code("lightvol.frag"), Samplers: 2, Uniforms: 1},
			Target:   sdlgpu.RGBA16F, Blend: sdlgpu.BlendSum,
			Extra: []sdlgpu.Target{{Format: sdlgpu.RGBA16F, Blend: sdlgpu.BlendSum}},
		})
	}
	g.flashPipe[fmtLDR] = pipe(full, copyF, sdlgpu.RGBA8, sdlgpu.BlendSum)
	g.flashPipe[fmtHDR] = pipe(full, copyF, sdlgpu.RGBA16F, sdlgpu.BlendSum)
	g.downPipe = pipe(full, copyF, sdlgpu.RGBA16F, sdlgpu.BlendNone)
	g.blurPipe = pipe(full, sdlgpu.Stage{Code: code("blur.frag"), Samplers: 1, Uniforms: 1}, sdlgpu.RGBA16F, sdlgpu.BlendNone)
	g.glowPipe = pipe(full, copyF, sdlgpu.RGBA16F, sdlgpu.BlendSum)
	g.tonePipe = pipe(full, sdlgpu.Stage{Code: code("tonemap.frag"), Samplers: 1, Uniforms: 1}, sdlgpu.RGBA8, sdlgpu.BlendNone)
	if err != nil {
		return err
	}
	w, h := g.r.opts.LogicalW, g.r.opts.LogicalH
	hw, hh := max(1, w/2), max(1, h/2)
	target := func(w, h int, f sdlgpu.Format) *sdlgpu.Texture {
		if err != nil {
			return nil
		}
		var t *sdlgpu.Texture
		t, err = g.dev.NewTarget(w, h, f)
		return t
	}
	g.albedo = target(w, h, sdlgpu.RGBA8)
	g.fin = target(w, h, sdlgpu.RGBA8)
	g.lightAcc = target(w, h, sdlgpu.RGBA16F)
	g.emissive = target(w, h, sdlgpu.RGBA16F)
	g.hdr = target(w, h, sdlgpu.RGBA16F)
	g.post = target(w, h, sdlgpu.RGBA16F)
	g.blurA = target(hw, hh, sdlgpu.RGBA16F)
	g.blurB = target(hw, hh, sdlgpu.RGBA16F)
	g.posFormat = sdlgpu.RGBA16F
	if g.dev.Supports(sdlgpu.RGBA32F) {
		g.posFormat = sdlgpu.RGBA32F // world positions past 2048 stay exact
	}
	g.gpos = target(w, h, g.posFormat)
	g.gmat = target(w, h, sdlgpu.RGBA16F)
	g.shine = target(w, h, sdlgpu.RGBA16F)
	g.depth = target(w, h, sdlgpu.Depth16)
	if err != nil {
		return err
	}
	g.gbuf = sdlgpu.Pass{Color: [sdlgpu.MaxTargets]*sdlgpu.Texture{g.albedo, g.gpos, g.gmat, g.emissive}, N: 4, Depth: g.depth}
	g.volumes = sdlgpu.Pass{Color: [sdlgpu.MaxTargets]*sdlgpu.Texture{g.lightAcc, g.shine}, N: 2, Load: [sdlgpu.MaxTargets]bool{true, false}}
	if g.lights, err = g.dev.NewBuffer(lightBytes); err != nil {
		return err
	}
	if g.white, err = g.dev.NewTexture(1, 1, []byte{255, 255, 255, 255}); err != nil {
		return err
	}
	if g.black, err = g.dev.NewTexture(1, 1, []byte{0, 0, 0, 255}); err != nil {
		return err
	}
	g.scene = g.black
	return g.ensure(0, minSlots)
}

// minSlots is the record slots the GPU buffers hold from the start: 512
// KiB, room for a busy 2D game's frames (Bomberman's hold about 300
// sprites in some 25 batches, each batch's region with its slack), so that
// they are remade, allocating, only by a game that draws many thousand
// sprites a frame, and then only while its largest frame grows.
const minSlots = 16384

// ensure grows slot's transfer buffer, and the instance buffer, to hold n
// record slots, doubling, so they are remade only while the largest frame
// grows. The slot must not be mapped.
func (g *gpuBackend) ensure(slot uint8, n int) error {
	u := &g.up[slot]
	if n <= u.cap && u.buf != nil {
		return nil
	}
	c := max(minSlots, u.cap)
	for c < n {
		c *= 2
	}
	if c > g.instCap {
		inst, err := g.dev.NewBuffer(c * slotSize)
		if err != nil {
			return err
		}
		g.inst.Destroy() // SDL keeps it for the frames in flight
		g.inst, g.instCap = inst, c
	}
	buf, err := g.dev.NewUpload(lightBytes + c*slotSize)
	if err != nil {
		return err
	}
	u.buf.Destroy()
	u.buf, u.cap = buf, c
	return nil
}

// split makes the render thread's second transfer buffer, as large as the
// first: the two queues' arenas are mapped at the same time.
func (g *gpuBackend) split() error { return g.ensure(1, g.up[0].cap) }

func (g *gpuBackend) name() string { return g.dev.Driver() }

func (g *gpuBackend) deviceName() string { return g.dev.Name() }

// close releases everything the backend made, then the device (which
// first waits for the GPU to finish).
func (g *gpuBackend) close() {
	g.unmap(&g.r.queue)
	g.unmap(&g.r.thread.drawn)
	if err := g.dev.Wait(); err != nil {
		g.dev.Close() // SDL frees what is left with the device
		return
	}
	for _, t := range g.r.textures {
		t.gpu.Destroy()
		t.normals.Destroy()
		t.normals = nil
	}
	for _, e := range g.r.posts {
		g.removePost(e)
	}
	for _, row := range g.sprite {
		for _, p := range row {
			p.Destroy()
		}
	}
	for _, p := range []*sdlgpu.Pipeline{g.lightPipe, g.volumePipe, g.downPipe, g.blurPipe, g.glowPipe, g.tonePipe, g.flashPipe[0], g.flashPipe[1]} {
		p.Destroy()
	}
	for _, t := range []*sdlgpu.Texture{g.albedo, g.lightAcc, g.emissive, g.hdr, g.post, g.fin, g.blurA, g.blurB, g.shot, g.gpos, g.gmat, g.depth, g.shine, g.black} {
		t.Destroy()
	}
	g.releaseDoomed()
	g.closeDraw()
	g.inst.Destroy()
	g.lights.Destroy()
	for _, u := range g.up {
		u.buf.Destroy()
	}
	g.dev.Close()
}

// setNormals uploads t's normal map, replacing the one before (SDL keeps
// that one for the frames in flight); nil pix drops it.
func (g *gpuBackend) setNormals(t *Texture, pix []byte) error {
	if pix == nil {
		t.normals.Destroy()
		t.normals = nil
		return nil
	}
	n, err := g.dev.NewTexture(t.W, t.H, pix)
	if err != nil {
		return err
	}
	t.normals.Destroy()
	t.normals = n
	return nil
}

func (g *gpuBackend) newTexture(t *Texture, pix []byte) error {
	gt, err := g.dev.NewTexture(t.W, t.H, pix)
	if err != nil {
		return err
	}
	t.gpu = gt
	return nil
}

func (g *gpuBackend) addPost(e *PostEffect) error {
	if e.gpu != nil && e.gpu.dev == g.dev {
		return nil
	}
	p, err := g.dev.NewPipeline(sdlgpu.PipelineDesc{
		Vertex:   sdlgpu.Stage{Code: code("fullscreen.vert")},
		Fragment: sdlgpu.Stage{Code: sdlgpu.ShaderCode{SPIRV: e.Shader.SPIRV, MSL: e.Shader.MSL}, Samplers: 1, Uniforms: 1},
		Target:   sdlgpu.RGBA16F, Blend: sdlgpu.BlendNone,
	})
	if err != nil {
		return fmt.Errorf("render: post effect %q: %w", e.Name, err)
	}
	e.gpu = &gpuPost{pipe: p, dev: g.dev}
	return nil
}

// removePost releases the pass's pipeline (SDL frees it once the frames
// in flight are done with it) after the frame handed over, which may
// still use it, is drawn.
func (g *gpuBackend) removePost(e *PostEffect) {
	if e.gpu != nil && e.gpu.dev == g.dev {
		g.doomed = append(g.doomed, e.gpu.pipe)
		e.gpu = nil
		if !g.r.thread.handed {
			g.releaseDoomed()
		}
	}
}

func (g *gpuBackend) releaseDoomed() {
	for i, p := range g.doomed {
		p.Destroy()
		g.doomed[i] = nil
	}
	g.doomed = g.doomed[:0]
}

// begin maps q's transfer buffer as its arena for the frame's records
// (see place); where it cannot, the frame's records go to Go memory.
func (g *gpuBackend) begin(q *Queue) {
	if q.mapped || !q.instances {
		return
	}
	q.arena = g.mapArena(q.slot)
	q.mapped = q.arena != nil
}

func (g *gpuBackend) take(*Queue) {}

// mapArena maps slot's transfer buffer and returns its record slots; nil
// if it cannot.
func (g *gpuBackend) mapArena(slot uint8) []compact {
	u := &g.up[slot]
	m, err := g.dev.Map(u.buf)
	if err != nil {
		return nil
	}
	u.mapped = m
	return sdlgpu.View[compact](m, lightBytes, u.cap)
}

// unmap ends the writing of q's records into its transfer buffer.
func (g *gpuBackend) unmap(q *Queue) {
	u := &g.up[q.slot]
	if q.mapped {
		g.dev.Unmap(u.buf)
	}
	q.arena, q.mapped, u.mapped = nil, false, nil
}

// present uploads the frame's records in one transfer, runs the steps and
// shows the result.
func (g *gpuBackend) present() error {
	r := g.r
	q := r.frame
	u := &g.up[q.slot]
	q.sort()
	used := q.used
	if q.spilled || !q.mapped {
		// Some records are in Go memory: gather the frame in key order,
		// then copy it into a transfer buffer large enough for twice as
		// many (the regions' slack needs room next frame).
		g.spill = g.spill[:0]
		for _, i := range q.active {
			b := q.buckets[i]
			if b.full && len(g.spill)%2 == 1 {
				g.spill = append(g.spill, compact{}) // a full record starts on an even slot
			}
			b.base = len(g.spill)
			g.spill = append(g.spill, b.slots()...)
		}
		used = len(g.spill)
		g.unmap(q)
		if err := g.ensure(q.slot, 2*used); err != nil {
			return err
		}
		arena := g.mapArena(q.slot)
		if arena == nil {
			return errors.New("render: GPU backend: cannot map the transfer buffer")
		}
		copy(arena, g.spill)
		q.mapped = true
	}
	lights := 0
	if r.fs.lighting {
		lights = g.writeLights(u.mapped[:lightBytes])
	}
	g.unmap(q)
	meshes := q.vertices > 0
	if meshes {
		if err := g.prepareMeshes(q); err != nil {
			return fmt.Errorf("render: GPU backend: SubmitDraw's vertices: %w", err)
		}
	}
	if err := g.dev.Begin(); err != nil {
		return err
	}
	g.dev.CopyToBuffer(u.buf, lightBytes, g.inst, 0, used*slotSize)
	g.dev.CopyToBuffer(u.buf, 0, g.lights, 0, lights*gpuLightSize)
	if meshes {
		g.copyMeshes()
	}
	if err := g.steps(lights); err != nil {
		g.dev.Submit()
		return err
	}
	_, ok, err := g.dev.Show(g.fin)
	if err != nil {
		g.dev.Submit()
		return err
	}
	if ok {
		r.stats.DrawCalls++
	}
	if err := g.dev.Submit(); err != nil {
		return err
	}
	g.releaseDoomed()
	if used > u.cap*3/4 {
		// Room for next frame's regions and their slack.
		return g.ensure(q.slot, 2*used)
	}
	return nil
}

// writeLights writes the frame's lights as gpuLight records into m and
// returns how many.
func (g *gpuBackend) writeLights(m []byte) int {
	ls := g.r.frame.lights
	out := sdlgpu.View[gpuLight](m, 0, MaxLights)
	for i := range ls {
		l := &ls[i]
		o := &out[i]
		k := l.Intensity
		o.color = [4]float32{l.Color.R * k, l.Color.G * k, l.Color.B * k, float32(l.Kind)}
		dx, dy := l.Dir[0], l.Dir[1]
		if d := float32(math.Hypot(float64(dx), float64(dy))); d > 0 {
			dx, dy = dx/d, dy/d
		}
		o.posDir = [4]float32{l.Pos[0], l.Pos[1], dx, dy}
		o.shape = [4]float32{max(l.Radius, 1e-3), float32(math.Cos(float64(l.Cone))), l.falloff(), max(l.Height, 0)}
	}
	return len(ls)
}

// steps records the draw steps, in the Custom Hobo engine's order
// (docs/porting.md#custom-hobo), each only when needed. Without lighting,
// glow, post passes or tone mapping the world, the unblurred glow sprites
// and the UI draw straight into the final 8-bit target: one pass, as on
// the SDL-renderer backend.
func (g *gpuBackend) steps(lights int) error {
	f := &g.r.fs
	q := g.r.frame
	glowing := q.hasStep(StepGlow)
	posting := q.hasStep(StepPost)
	if !(f.lighting || (f.glow && glowing) || len(f.posts) > 0 || !f.tone.identity() || posting) {
		return g.stepsLDR()
	}
	if err := g.stepGeometry(); err != nil {
		return err
	}
	if f.lighting {
		if err := g.stepLighting(lights); err != nil {
			return err
		}
		glowing = glowing || g.emits(q)
	}
	switch {
	case glowing && f.glow:
		if err := g.stepGlow(); err != nil {
			return err
		}
	case glowing:
		if err := g.stepGlowUnblurred(); err != nil {
			return err
		}
	}
	if f.flash != ([4]float32{}) {
		if err := g.stepFlash(); err != nil {
			return err
		}
	}
	scene, err := g.stepPost(posting)
	if err != nil {
		return err
	}
	return g.stepToneMapAndUI(scene)
}

// emits reports whether a GEOMETRY batch of q may have written the
// G-buffer's emissive: one drawn from a texture whose material glows, or
// by a game's shader.
func (g *gpuBackend) emits(q *Queue) bool {
	for _, i := range q.active {
		k := &q.buckets[i].key
		if k.Step != StepGeometry {
			continue
		}
		if k.Shader != 0 || (k.Tex != nil && k.Tex.surface.emissive != [3]float32{}) {
			return true
		}
	}
	return false
}

// clearColor is the frame's clear colour as the GPU takes it.
func (g *gpuBackend) clearColor() [4]float32 {
	c := g.r.fs.clear
	return [4]float32{float32(c[0]) / 255, float32(c[1]) / 255, float32(c[2]) / 255, 1}
}

// stepsLDR is the whole frame in one pass into the final 8-bit target:
// GEOMETRY, the glow sprites added unblurred, UI.
func (g *gpuBackend) stepsLDR() error {
	if err := g.pass(g.fin, true, g.clearColor()); err != nil {
		return err
	}
	g.batches(StepGeometry, fmtLDR, noBlend, true)
	g.batches(StepGlow, fmtLDR, BlendAdd, true)
	if g.r.fs.flash != ([4]float32{}) {
		g.drawFlash(fmtLDR)
	}
	g.batches(StepUI, fmtLDR, noBlend, false)
	g.dev.EndPass()
	return nil
}

// stepFlash adds the running Flash onto the scene (GLOW's damage effect).
func (g *gpuBackend) stepFlash() error {
	if err := g.pass(g.hdr, false, [4]float32{}); err != nil {
		return err
	}
	g.drawFlash(fmtHDR)
	g.dev.EndPass()
	return nil
}

// drawFlash draws the flash's colour over the whole target, added, in the
// pass being recorded into a target of format f.
func (g *gpuBackend) drawFlash(f int) {
	g.flashU = g.r.fs.flash
	g.dev.Bind(g.flashPipe[f])
	g.dev.BindTexture(0, g.white, false)
	sdlgpu.PushFragment(g.dev, 0, &g.flashU)
	g.drawTriangle()
}

// stepGeometry is GEOMETRY: the world at logical resolution, into the
// G-buffer (albedo, position, material, emissive, depth) when LIGHTING
// will read it, else straight into the HDR scene.
func (g *gpuBackend) stepGeometry() error {
	if !g.r.fs.lighting {
		if err := g.pass(g.hdr, true, g.clearColor()); err != nil {
			return err
		}
		g.batches(StepGeometry, fmtHDR, noBlend, true)
		g.dev.EndPass()
		return nil
	}
	g.gbuf.Clear[0] = g.clearColor()
	g.r.stats.TargetSwitches++
	if err := g.dev.BeginPassOf(&g.gbuf); err != nil {
		return err
	}
	g.gbuffer = true
	g.batches(StepGeometry, fmtGBuffer, noBlend, true)
	g.gbuffer = false
	g.dev.EndPass()
	return nil
}

// stepLighting is LIGHTING: light sprites into the light buffer; then
// each light as a volume, a quad over the pixels it reaches, which reads
// the G-buffer there and adds its diffuse light into the light buffer and
// its highlight into the highlight buffer; then one full-screen pass:
// albedo times (ambient + the light buffer), plus highlights, plus
// emissive. A pixel pays for the lights that reach it, not for every light
// of the frame.
func (g *gpuBackend) stepLighting(lights int) error {
	r := g.r
	if err := g.pass(g.lightAcc, true, [4]float32{}); err != nil {
		return err
	}
	g.batches(StepLight, fmtHDR, BlendAdd, true)
	g.dev.EndPass()

	r.stats.TargetSwitches++
	if err := g.dev.BeginPassOf(&g.volumes); err != nil { // clears the highlights
		return err
	}
	if lights > 0 {
		w, h := r.LogicalSize()
		g.volumeU = [4]float32{2 / float32(w), 2 / float32(h), r.frame.camX, r.frame.camY}
		g.cameraU = [4]float32{r.frame.camX, r.frame.camY}
		g.dev.Bind(g.volumePipe)
		g.dev.BindVertexStorage(g.lights)
		g.dev.SetTexture(0, g.gpos, false)
		g.dev.SetTexture(1, g.gmat, false)
		g.dev.BindTextures(0, 2)
		sdlgpu.PushVertex(g.dev, 0, &g.volumeU)
		sdlgpu.PushFragment(g.dev, 0, &g.cameraU)
		g.dev.DrawInstances(6, lights)
		r.stats.DrawCalls++
	}
	g.dev.EndPass()

	if err := g.pass(g.hdr, false, [4]float32{}); err != nil {
		return err
	}
	a := r.fs.ambient
	g.lightU = lightUniforms{ambient: [4]float32{float32(a[0]) / 255, float32(a[1]) / 255, float32(a[2]) / 255, 1}}
	g.dev.Bind(g.lightPipe)
	for i, t := range [...]*sdlgpu.Texture{g.albedo, g.lightAcc, g.shine, g.emissive} {
		g.dev.SetTexture(i, t, false)
	}
	g.dev.BindTextures(0, 4)
	sdlgpu.PushFragment(g.dev, 0, &g.lightU)
	g.drawTriangle()
	g.dev.EndPass()
	return nil
}

// stepGlow is PING_PONG_GAUSSIAN and GLOW: emissive sprites on black, down
// to half size, blurred horizontally and vertically glowPasses times
// between two targets, then added onto the scene.
func (g *gpuBackend) stepGlow() error {
	// Over the G-buffer's emissive when GEOMETRY wrote one.
	if err := g.pass(g.emissive, !g.r.fs.lighting, [4]float32{}); err != nil {
		return err
	}
	g.batches(StepGlow, fmtHDR, BlendAdd, true)
	g.dev.EndPass()
	g.scaleU = [4]float32{1, 1, 1, 1}
	if err := g.copyPass(g.downPipe, g.blurA, g.emissive); err != nil {
		return err
	}
	for range g.r.fs.glowPasses {
		if err := g.blurPass(g.blurB, g.blurA, 1, 0); err != nil {
			return err
		}
		if err := g.blurPass(g.blurA, g.blurB, 0, 1); err != nil {
			return err
		}
	}
	return g.copyPass(g.glowPipe, g.hdr, g.blurA)
}

// stepGlowUnblurred adds the emissive sprites onto the scene as they are
// (GLOW off).
func (g *gpuBackend) stepGlowUnblurred() error {
	if err := g.pass(g.hdr, false, [4]float32{}); err != nil {
		return err
	}
	g.batches(StepGlow, fmtHDR, BlendAdd, true)
	g.dev.EndPass()
	return nil
}

// stepPost is POSTPROCESS: the StepPost batches (if posting) drawn over a
// copy of the lit scene, sampling it, then each pass sampling the scene and
// writing the next version of it. It returns the target holding the last.
func (g *gpuBackend) stepPost(posting bool) (*sdlgpu.Texture, error) {
	scene, spare := g.hdr, g.post
	if posting {
		w, h := g.r.LogicalSize()
		g.dev.BlitTo(scene, spare, sdlgpu.Rect{W: w, H: h})
		g.r.stats.DrawCalls++
		g.over = sdlgpu.Pass{Color: [sdlgpu.MaxTargets]*sdlgpu.Texture{spare}, N: 1, Load: [sdlgpu.MaxTargets]bool{true}}
		f := fmtHDR
		if g.r.fs.lighting { // in front of, or behind, what GEOMETRY drew
			g.over.Depth, g.over.LoadDepth, f = g.depth, true, fmtPostDepth
		}
		g.r.stats.TargetSwitches++
		if err := g.dev.BeginPassOf(&g.over); err != nil {
			return nil, err
		}
		g.scene = scene
		g.batches(StepPost, f, noBlend, true)
		g.scene = g.black
		g.dev.EndPass()
		scene, spare = spare, scene
	}
	posts := g.r.fs.posts
	if len(posts) > 0 {
		w, h := g.r.LogicalSize()
		g.postU.size = [4]float32{float32(w), float32(h), 1 / float32(w), 1 / float32(h)}
	}
	for _, e := range posts {
		if err := g.pass(spare, false, [4]float32{}); err != nil {
			return nil, err
		}
		g.postU.params = e.params
		g.dev.Bind(e.gpu.pipe)
		g.dev.BindTexture(0, scene, false)
		sdlgpu.PushFragment(g.dev, 0, &g.postU)
		g.drawTriangle()
		g.dev.EndPass()
		scene, spare = spare, scene
	}
	return scene, nil
}

// stepToneMapAndUI is TONE_MAP from the scene into the final 8-bit
// target, then UI on top in the same pass.
func (g *gpuBackend) stepToneMapAndUI(scene *sdlgpu.Texture) error {
	if err := g.pass(g.fin, false, [4]float32{}); err != nil {
		return err
	}
	t := g.r.fs.tone
	g.toneU = [8]float32{t.Exposure, float32(t.Curve), t.Saturation, 0, t.Tint.R, t.Tint.G, t.Tint.B, 1}
	g.dev.Bind(g.tonePipe)
	g.dev.BindTexture(0, scene, false)
	sdlgpu.PushFragment(g.dev, 0, &g.toneU)
	g.drawTriangle()
	g.batches(StepUI, fmtLDR, noBlend, false)
	g.dev.EndPass()
	return nil
}

// pass begins a render pass and counts it.
func (g *gpuBackend) pass(t *sdlgpu.Texture, clear bool, c [4]float32) error {
	g.r.stats.TargetSwitches++
	return g.dev.BeginPass(t, clear, c)
}

// drawTriangle draws the full-screen triangle with the bound pipeline.
func (g *gpuBackend) drawTriangle() {
	g.dev.Draw(3)
	g.r.stats.DrawCalls++
}

// copyPass samples src (linear) into dst with pipeline p, scaled by scaleU.
func (g *gpuBackend) copyPass(p *sdlgpu.Pipeline, dst, src *sdlgpu.Texture) error {
	if err := g.pass(dst, false, [4]float32{}); err != nil {
		return err
	}
	g.dev.Bind(p)
	g.dev.BindTexture(0, src, true)
	sdlgpu.PushFragment(g.dev, 0, &g.scaleU)
	g.drawTriangle()
	g.dev.EndPass()
	return nil
}

// blurPass blurs src into dst in the direction (dx, dy).
func (g *gpuBackend) blurPass(dst, src *sdlgpu.Texture, dx, dy float32) error {
	if err := g.pass(dst, false, [4]float32{}); err != nil {
		return err
	}
	g.blurU = [4]float32{dx / float32(src.W), dy / float32(src.H)}
	g.dev.Bind(g.blurPipe)
	g.dev.BindTexture(0, src, true)
	sdlgpu.PushFragment(g.dev, 0, &g.blurU)
	g.drawTriangle()
	g.dev.EndPass()
	return nil
}

// batches draws step s's batches, one draw each, with the pipelines for
// target kind f (fmtLDR, fmtHDR, fmtGBuffer, fmtPostDepth): sprites
// instanced from their records, SubmitDraw's vertices from the mesh
// buffers (meshBatch). force >= 0 replaces every batch's blend mode; cam
// applies the camera.
func (g *gpuBackend) batches(s Step, f int, force Blend, cam bool) {
	r := g.r
	q := r.frame
	w, h := r.LogicalSize()
	g.drawU.view = [4]float32{2 / float32(w), 2 / float32(h), 0, 0}
	if cam {
		g.drawU.view[2], g.drawU.view[3] = q.camX, q.camY
	}
	var bound *sdlgpu.Pipeline
	var tex *sdlgpu.Texture
	for _, i := range q.active {
		b := q.buckets[i]
		if b.key.Step != s {
			continue
		}
		bl := b.key.Blend
		if force != noBlend {
			bl = force
		}
		if b.key.Mode != ModeSprites {
			g.meshBatch(b, f, bl, &bound)
			tex = nil
			continue
		}
		n := b.records()
		if n == 0 || b.key.Tex.gpu == nil {
			continue
		}
		var p *sdlgpu.Pipeline
		if b.key.Shader == 0 && f <= fmtHDR {
			p = g.sprite[f][bl]
		} else if p = g.pipeline(pipeKey{shader: b.key.Shader, kind: kindSprite, format: uint8(f), blend: bl}); p == nil {
			continue
		}
		if p != bound {
			g.dev.Bind(p)
			g.dev.BindVertexStorage(g.inst)
			bound, tex = p, nil
		}
		if t := b.key.Tex.gpu; t != tex {
			g.bindTextures(b.key.Tex, t)
			tex = t
			g.drawU.tex = [4]float32{b.key.Tex.fw, b.key.Tex.fh}
		}
		g.drawU.base = [4]uint32{uint32(b.base), recordSlots(b.full)}
		sdlgpu.PushVertex(g.dev, 0, &g.drawU)
		g.pushFragment(b.key, bl, kindSprite)
		g.dev.Draw(6 * n)
		r.stats.DrawCalls++
		r.stats.Batches++
	}
}

// recordSlots is the slots a record takes, as sprite.vert's Draw block
// tells it the records' kind: 1 compact, 2 full.
func recordSlots(full bool) uint32 {
	if full {
		return 2
	}
	return 1
}

// bindTextures binds a batch's three samplers: its texture (t, tex's
// GPU texture; white for none), tex's normal map in the G-buffer, and the
// scene (black outside POSTPROCESS).
func (g *gpuBackend) bindTextures(tex *Texture, t *sdlgpu.Texture) {
	n := g.white
	if g.gbuffer && tex != nil && tex.normals != nil {
		n = tex.normals
	}
	g.dev.SetTexture(0, t, false)
	g.dev.SetTexture(1, n, false)
	g.dev.SetTexture(2, g.scene, true)
	g.dev.BindTextures(0, fragmentSamplers)
}

// fragmentSamplers is how many samplers every sprite and SubmitDraw
// fragment stage binds (bengine_fragment.glsl).
const fragmentSamplers = 3

// pushFragment hands a batch's fragment stage the BengineSurface block
// (its texture's material, its layer, the pass) and a game's shader its
// uniform block (pushUniforms).
func (g *gpuBackend) pushFragment(k Key, bl Blend, kind vertexKind) {
	var e *shaderEntry
	if k.Shader != 0 {
		e = g.r.reg.shader(k.Shader)
	}
	var s surface
	if k.Tex != nil {
		s = k.Tex.surface
	}
	u := &g.surfU
	var gb, drop, normals float32
	if g.gbuffer {
		gb = 1
		if bl == BlendAlpha || bl == BlendAdd {
			drop = 1 // a transparent fragment changes nothing: the G-buffer keeps what is below
		}
		if s.normals && k.Tex.normals != nil {
			normals = 1
		}
	}
	w, h := g.r.LogicalSize()
	u.material = [4]float32{s.specular, s.roughness, normals, float32(k.Layer)}
	u.emissive = [4]float32{s.emissive[0], s.emissive[1], s.emissive[2], 0}
	u.frame = [4]float32{float32(w), float32(h), gb, drop}
	slot := 0
	if e != nil && !e.src.Fragment.empty() {
		slot = 1 // a game's block is first
	}
	sdlgpu.PushFragment(g.dev, slot, u)
	if e != nil {
		g.pushUniforms(k, kind)
	}
}

// noBlend is sprites' "keep each batch's blend mode".
const noBlend Blend = 255

// screenshot blits the final frame into a window-sized target as the last
// Present showed it, and reads it back.
func (g *gpuBackend) screenshot() (*image.RGBA, error) {
	_, _, pw, ph, err := g.dev.WindowSize()
	if err != nil {
		return nil, err
	}
	if pw <= 0 || ph <= 0 {
		return nil, errors.New("render: the window has no size")
	}
	if g.shot == nil || g.shot.W != pw || g.shot.H != ph {
		g.shot.Destroy()
		if g.shot, err = g.dev.NewTarget(pw, ph, sdlgpu.RGBA8); err != nil {
			return nil, err
		}
	}
	if err := g.dev.Begin(); err != nil {
		return nil, err
	}
	g.dev.BlitTo(g.fin, g.shot, sdlgpu.IntegerScale(pw, ph, g.fin.W, g.fin.H))
	if err := g.dev.Submit(); err != nil {
		return nil, err
	}
	return g.dev.Download(g.shot)
}

func (g *gpuBackend) logicalScreenshot() (*image.RGBA, error) { return g.dev.Download(g.fin) }

func (g *gpuBackend) presentation() (rect, float32) {
	w, _, pw, ph, err := g.dev.WindowSize()
	if err != nil || w == 0 {
		return rect{}, 1
	}
	p := sdlgpu.IntegerScale(pw, ph, g.r.opts.LogicalW, g.r.opts.LogicalH)
	return rect{float32(p.X), float32(p.Y), float32(p.W), float32(p.H)}, float32(pw) / float32(w)
}

func (g *gpuBackend) setFullscreen(on bool) error { return g.dev.SetFullscreen(on) }

func (g *gpuBackend) fullscreen() bool { return g.dev.Fullscreen() }
