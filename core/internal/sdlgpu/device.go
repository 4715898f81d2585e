//go:build !js

package sdlgpu

import (
	"errors"
	"fmt"
	"image"
	"os"
	"unsafe"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlcall"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
	"github.com/ebitengine/purego"
)

// Format is a render target's pixel format.
type Format uint8

const (
	RGBA8   Format = iota // 8-bit unsigned normalised channels: display range
	RGBA16F               // 16-bit float channels: HDR light and glow
	RGBA32F               // 32-bit float channels: positions
	Depth16               // a 16-bit depth buffer (every device has it)
)

var sdlFormat = [...]sdl.GPUTextureFormat{
	RGBA8:   sdl.GPU_TEXTUREFORMAT_R8G8B8A8_UNORM,
	RGBA16F: sdl.GPU_TEXTUREFORMAT_R16G16B16A16_FLOAT,
	RGBA32F: sdl.GPU_TEXTUREFORMAT_R32G32B32A32_FLOAT,
	Depth16: sdl.GPU_TEXTUREFORMAT_D16_UNORM,
}

// DepthMode is what a pipeline does with the pass's depth buffer.
type DepthMode uint8

const (
	DepthOff   DepthMode = iota // no depth buffer
	DepthWrite                  // every fragment passes and writes its depth
	DepthTest                   // a fragment passes where its depth is at most the buffer's; nothing is written
)

// MaxTargets is the most colour targets a pass draws into.
const MaxTargets = 4

// Blend is how a pipeline's output combines with the target.
type Blend uint8

// The blend modes. The first four are SDL's renderer's (SDL_BLENDMODE_BLEND,
// _ADD, _MOD, _NONE), numbered as render.Blend numbers them, so both
// backends blend alike; BlendSum adds colours without weighting by alpha.
const (
	BlendAlpha Blend = iota
	BlendAdd
	BlendMod
	BlendNone
	BlendSum
	numBlends
)

// Config describes the window and device to open.
type Config struct {
	Title         string // the window's title; a NUL byte in it shows as U+FFFD (sdlsys.Text)
	Width, Height int    // window size in screen pixels
	VSync, Hidden bool
	Fullscreen    bool
	// Windowless allows a device whose window cannot be claimed (SDL's
	// offscreen video driver without VK_EXT_headless_surface): frames are
	// drawn into offscreen targets and never shown. Without it, a failed
	// claim is an error.
	Windowless bool
	// WindowlessUnseen is Windowless only where nobody could see the
	// window anyway: it is Hidden, or the video driver shows no windows
	// (sdlsys.Unseen: SDL's offscreen and dummy drivers, on a server or in
	// CI). A visible window on a display whose claim fails stays an error,
	// rather than a window that never shows a frame.
	WindowlessUnseen bool
	// HardwareOnly refuses a device that rasterizes on the CPU: one SDL's
	// Vulkan driver reports as a CPU device (SDL's
	// require-hardware-acceleration property), or one whose name Software
	// reports as a software rasterizer. Open then fails, before making a
	// window, with a *CPUDeviceError naming the device.
	HardwareOnly bool
	Software     func(name string) bool
}

// windowless reports whether a device that cannot claim the window may
// draw without it, on SDL's video driver named driver.
func (cfg *Config) windowless(driver string) bool {
	return cfg.Windowless || cfg.WindowlessUnseen && (cfg.Hidden || sdlsys.Unseen(driver))
}

// CPUDeviceError is Open's error for a device refused by HardwareOnly.
type CPUDeviceError struct {
	Name string // the device's name, as its driver reports it
}

func (e *CPUDeviceError) Error() string {
	return fmt.Sprintf("sdlgpu: the GPU device %q rasterizes on the CPU", e.Name)
}

// Device is a window and the GPU device that draws into it. Use it from
// the thread that created it.
type Device struct {
	dev      *sdl.GPUDevice
	name     string
	win      *sdl.Window
	claimed  bool
	format   sdl.GPUShaderFormat
	samplers [2]*sdl.GPUSampler // nearest, linear
	closed   bool

	// The frame being recorded.
	cmd   *sdl.GPUCommandBuffer
	pass  *sdl.GPURenderPass
	copy  *sdl.GPUCopyPass
	fence [framesInFlight]*sdl.GPUFence // windowless: the frames in flight
	frame int

	// Argument storage: pointers handed to SDL point here, never to locals.
	call     calls
	target   sdl.GPUColorTargetInfo
	targets  [MaxTargets]sdl.GPUColorTargetInfo
	depth    sdl.GPUDepthStencilTargetInfo
	bindings [maxSamplers]sdl.GPUTextureSamplerBinding
	storage  [1]*sdl.GPUBuffer
	vbind    [2]sdl.GPUBufferBinding
	ibind    sdl.GPUBufferBinding
	tsrc     sdl.GPUTransferBufferLocation
	tdst     sdl.GPUBufferRegion
	blit     sdl.GPUBlitInfo
	swap     *sdl.GPUTexture
	swapW    uint32
	swapH    uint32
}

const (
	framesInFlight = 2
	maxSamplers    = 8
)

// ErrNoDevice wraps the reason no GPU device could be made.
var ErrNoDevice = errors.New("sdlgpu: no GPU device")

// Open initialises SDL video, creates a GPU device for SPIR-V or MSL
// shaders and a window, and claims the window for the device.
func Open(cfg Config) (*Device, error) {
	if err := sdlsys.Init(sdlsys.Video); err != nil {
		return nil, fmt.Errorf("sdlgpu: open window %q: %w", cfg.Title, err)
	}
	// Devices made here, kept or not, may have moved the thread's OpenGL
	// context (sdlgfx makes SDL's renderers' current again).
	defer sdlsys.GraphicsDeviceChanged()
	dev, err := newDevice(cfg.HardwareOnly)
	if err != nil && cfg.HardwareOnly {
		// Is there a device SDL refused as a CPU one? Make it to name it.
		if soft, err2 := newDevice(false); err2 == nil {
			name := deviceName(soft)
			soft.Destroy()
			return nil, &CPUDeviceError{Name: name}
		}
	}
	if err != nil {
		return nil, fmt.Errorf("%w for SPIR-V or MSL shaders: %v", ErrNoDevice, err)
	}
	d := &Device{dev: dev, name: deviceName(dev)}
	if cfg.HardwareOnly && cfg.Software != nil && cfg.Software(d.name) {
		dev.Destroy()
		return nil, &CPUDeviceError{Name: d.name}
	}
	if dev.ShaderFormats()&sdl.GPU_SHADERFORMAT_SPIRV != 0 {
		d.format = sdl.GPU_SHADERFORMAT_SPIRV
	} else {
		d.format = sdl.GPU_SHADERFORMAT_MSL
	}
	flags := sdl.WINDOW_RESIZABLE
	if cfg.Hidden {
		flags |= sdl.WINDOW_HIDDEN
	}
	if cfg.Fullscreen {
		flags |= sdl.WINDOW_FULLSCREEN
	}
	d.win, err = sdl.CreateWindow(sdlsys.Text(cfg.Title), cfg.Width, cfg.Height, flags)
	if err != nil {
		dev.Destroy()
		return nil, fmt.Errorf("sdlgpu: create window %q (%dx%d): %w", cfg.Title, cfg.Width, cfg.Height, err)
	}
	if err := dev.ClaimWindow(d.win); err != nil {
		if !cfg.windowless(sdlsys.VideoDriver()) {
			d.win.Destroy()
			dev.Destroy()
			return nil, fmt.Errorf("sdlgpu: claim window %q for the %s device: %w", cfg.Title, dev.Driver(), err)
		}
	} else {
		d.claimed = true
		mode := sdl.GPU_PRESENTMODE_VSYNC
		if !cfg.VSync {
			if dev.WindowSupportsPresentMode(d.win, sdl.GPU_PRESENTMODE_IMMEDIATE) {
				mode = sdl.GPU_PRESENTMODE_IMMEDIATE
			} else if dev.WindowSupportsPresentMode(d.win, sdl.GPU_PRESENTMODE_MAILBOX) {
				mode = sdl.GPU_PRESENTMODE_MAILBOX
			}
		}
		_ = dev.SetSwapchainParameters(d.win, sdl.GPU_SWAPCHAINCOMPOSITION_SDR, mode)
	}
	for i, f := range []sdl.GPUFilter{sdl.GPU_FILTER_NEAREST, sdl.GPU_FILTER_LINEAR} {
		d.samplers[i], err = dev.CreateSampler(&sdl.GPUSamplerCreateInfo{
			MinFilter: f, MagFilter: f, MipmapMode: sdl.GPU_SAMPLERMIPMAPMODE_NEAREST,
			AddressModeU: sdl.GPU_SAMPLERADDRESSMODE_CLAMP_TO_EDGE,
			AddressModeV: sdl.GPU_SAMPLERADDRESSMODE_CLAMP_TO_EDGE,
			AddressModeW: sdl.GPU_SAMPLERADDRESSMODE_CLAMP_TO_EDGE,
		})
		if err != nil {
			d.Close()
			return nil, fmt.Errorf("sdlgpu: create sampler: %w", err)
		}
	}
	if !d.call.resolve() {
		d.Close()
		return nil, fmt.Errorf("%w: the loaded SDL lacks part of the GPU API", ErrNoDevice)
	}
	return d, nil
}

// newDevice makes a GPU device for SPIR-V or MSL shaders; hardware asks
// SDL's Vulkan driver to skip devices whose type is CPU.
func newDevice(hardware bool) (*sdl.GPUDevice, error) {
	props, err := sdl.CreateProperties()
	if err != nil {
		return nil, err
	}
	defer props.Destroy()
	for _, p := range []struct {
		name string
		on   bool
	}{
		{sdl.PROP_GPU_DEVICE_CREATE_SHADERS_SPIRV_BOOLEAN, true},
		{sdl.PROP_GPU_DEVICE_CREATE_SHADERS_MSL_BOOLEAN, true},
		{sdl.PROP_GPU_DEVICE_CREATE_DEBUGMODE_BOOLEAN, false},
		{propRequireHardware, hardware},
	} {
		if err := props.SetBooleanProperty(p.name, p.on); err != nil {
			return nil, err
		}
	}
	defer quietDriverNotes()()
	return sdl.CreateGPUDeviceWithProperties(props)
}

// quietDriverNotes silences, while a device is made, the notes SDL's GPU
// drivers print on standard error about each way they cannot prepare
// ("Installed Vulkan doesn't implement the VK_EXT_headless_surface
// extension" under the offscreen video driver, on every headless run, even
// where the device is then made another way): SDL 3.4's Vulkan driver
// writes them with SDL_Log, at the INFO priority of the application's
// category, which it raises here to WARN. The engine reports a device that
// cannot be made itself, with SDL's error, through its logger; the engine
// and its games log through log/slog, never SDL_Log. It returns what puts
// the priority back. SDL_LOGGING, where the user sets it, decides instead.
func quietDriverNotes() (restore func()) {
	get, err1 := sdlcall.Lookup("SDL_GetLogPriority")
	set, err2 := sdlcall.Lookup("SDL_SetLogPriority")
	if err1 != nil || err2 != nil || get == 0 || set == 0 || os.Getenv("SDL_LOGGING") != "" {
		return func() {}
	}
	old, _, _ := purego.SyscallN(get, logCategoryApplication)
	if old >= uintptr(sdl.LOG_PRIORITY_WARN) {
		return func() {}
	}
	purego.SyscallN(set, logCategoryApplication, uintptr(sdl.LOG_PRIORITY_WARN))
	return func() { purego.SyscallN(set, logCategoryApplication, old) }
}

// logCategoryApplication is SDL_LOG_CATEGORY_APPLICATION, which go-sdl3
// v0.1.1 does not name.
const logCategoryApplication = 0

// propRequireHardware is SDL_PROP_GPU_DEVICE_CREATE_VULKAN_REQUIRE_HARDWARE_ACCELERATION_BOOLEAN
// (SDL 3.4), which go-sdl3 v0.1.1 does not name: SDL's Vulkan driver then
// skips physical devices of type VK_PHYSICAL_DEVICE_TYPE_CPU. An SDL that
// does not know it ignores it.
const propRequireHardware = "SDL.gpu.device.create.vulkan.requirehardwareacceleration"

// deviceName is the device's name as its driver reports it
// (SDL_PROP_GPU_DEVICE_NAME_STRING: the Vulkan physical device's name, the
// Metal device's), or "" where SDL cannot say. SDL_GetGPUDeviceProperties
// (SDL 3.4) is bound here from the loaded SDL: go-sdl3 v0.1.1 lacks it.
func deviceName(dev *sdl.GPUDevice) string {
	fn, err := sdlcall.Lookup("SDL_GetGPUDeviceProperties")
	if err != nil || fn == 0 {
		return ""
	}
	id, _, _ := purego.SyscallN(fn, uintptr(unsafe.Pointer(dev)))
	if id == 0 {
		return ""
	}
	return sdl.PropertiesID(id).StringProperty("SDL.gpu.device.name", "")
}

// Close waits for the GPU, then releases the device and destroys the
// window. It is idempotent; textures, pipelines and buffers must not be
// used afterwards (SDL frees what is left with the device).
func (d *Device) Close() {
	if d == nil || d.closed {
		return
	}
	d.closed = true
	_ = d.dev.WaitForIdle()
	for i, f := range d.fence {
		if f != nil {
			d.dev.ReleaseFence(f)
			d.fence[i] = nil
		}
	}
	for _, s := range d.samplers {
		if s != nil {
			d.dev.ReleaseSampler(s)
		}
	}
	if d.claimed {
		d.dev.ReleaseWindow(d.win)
	}
	d.win.Destroy()
	d.dev.Destroy()
	sdlsys.GraphicsDeviceChanged()
}

// Name is the device's name as its driver reports it ("llvmpipe (LLVM
// 15.0.6, 256 bits)", "NVIDIA GeForce RTX 3060", "Apple M1"); "" where SDL
// cannot say.
func (d *Device) Name() string { return d.name }

// Driver names the GPU driver ("vulkan", "metal").
func (d *Device) Driver() string { return d.dev.Driver() }

// Windowed reports whether the device claimed the window: frames are shown.
// A windowless device draws frames that only screenshots see.
func (d *Device) Windowed() bool { return d.claimed }

// MSL reports whether the device takes MSL (Metal) rather than SPIR-V.
func (d *Device) MSL() bool { return d.format == sdl.GPU_SHADERFORMAT_MSL }

// Texture is a GPU texture: sampled, and a render target if made by
// NewTarget.
type Texture struct {
	t      *sdl.GPUTexture
	W, H   int
	Format Format
	dev    *Device
}

// NewTexture uploads straight-alpha RGBA pixels (stride 4*w) into a new
// sampled texture.
func (d *Device) NewTexture(w, h int, pix []byte) (*Texture, error) {
	if len(pix) < 4*w*h {
		return nil, fmt.Errorf("sdlgpu: texture %dx%d needs %d bytes, got %d", w, h, 4*w*h, len(pix))
	}
	t, err := d.newTexture(w, h, RGBA8, sdl.GPU_TEXTUREUSAGE_SAMPLER)
	if err != nil {
		return nil, err
	}
	if err := d.upload(t, pix[:4*w*h]); err != nil {
		t.Destroy()
		return nil, err
	}
	return t, nil
}

// NewTarget creates a texture that passes draw into and later passes
// sample: a colour target, or with Depth16 a depth buffer.
func (d *Device) NewTarget(w, h int, f Format) (*Texture, error) {
	usage := sdl.GPU_TEXTUREUSAGE_SAMPLER | sdl.GPU_TEXTUREUSAGE_COLOR_TARGET
	if f == Depth16 {
		usage = sdl.GPU_TEXTUREUSAGE_SAMPLER | sdl.GPU_TEXTUREUSAGE_DEPTH_STENCIL_TARGET
	}
	return d.newTexture(w, h, f, usage)
}

// Supports reports whether the device can make a NewTarget of format f.
func (d *Device) Supports(f Format) bool {
	usage := sdl.GPU_TEXTUREUSAGE_SAMPLER | sdl.GPU_TEXTUREUSAGE_COLOR_TARGET
	if f == Depth16 {
		usage = sdl.GPU_TEXTUREUSAGE_SAMPLER | sdl.GPU_TEXTUREUSAGE_DEPTH_STENCIL_TARGET
	}
	return d.dev.TextureSupportsFormat(sdlFormat[f], sdl.GPU_TEXTURETYPE_2D, usage)
}

func (d *Device) newTexture(w, h int, f Format, usage sdl.GPUTextureUsageFlags) (*Texture, error) {
	t, err := d.dev.CreateTexture(&sdl.GPUTextureCreateInfo{
		Type: sdl.GPU_TEXTURETYPE_2D, Format: sdlFormat[f], Usage: usage,
		Width: uint32(w), Height: uint32(h), LayerCountOrDepth: 1, NumLevels: 1,
	})
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: create texture %dx%d: %w", w, h, err)
	}
	return &Texture{t: t, W: w, H: h, Format: f, dev: d}, nil
}

// upload copies pixels into t through a transfer buffer, synchronously
// enough for later frames: the copy is submitted before any frame using t.
func (d *Device) upload(t *Texture, pix []byte) error {
	tb, err := d.dev.CreateTransferBuffer(&sdl.GPUTransferBufferCreateInfo{
		Usage: sdl.GPU_TRANSFERBUFFERUSAGE_UPLOAD, Size: uint32(len(pix)),
	})
	if err != nil {
		return fmt.Errorf("sdlgpu: texture upload buffer: %w", err)
	}
	defer d.dev.ReleaseTransferBuffer(tb)
	p, err := d.dev.MapTransferBuffer(tb, false)
	if err != nil {
		return fmt.Errorf("sdlgpu: map texture upload: %w", err)
	}
	copy(unsafe.Slice((*byte)(cptr(p)), len(pix)), pix)
	d.dev.UnmapTransferBuffer(tb)
	cb, err := d.dev.AcquireCommandBuffer()
	if err != nil {
		return fmt.Errorf("sdlgpu: texture upload: %w", err)
	}
	cp := cb.BeginCopyPass()
	cp.UploadToGPUTexture(&sdl.GPUTextureTransferInfo{TransferBuffer: tb},
		&sdl.GPUTextureRegion{Texture: t.t, W: uint32(t.W), H: uint32(t.H), D: 1}, false)
	cp.End()
	if err := cb.Submit(); err != nil {
		return fmt.Errorf("sdlgpu: texture upload: %w", err)
	}
	return nil
}

// Destroy releases the texture. It is idempotent.
func (t *Texture) Destroy() {
	if t == nil || t.t == nil || t.dev.closed {
		return
	}
	t.dev.dev.ReleaseTexture(t.t)
	t.t = nil
}

// Buffer is a GPU buffer: read by shaders as a storage buffer, or drawn
// from as vertices or indices (BufferUsage).
type Buffer struct {
	b    *sdl.GPUBuffer
	Size int
	dev  *Device
}

// BufferUsage is what a Buffer is read as.
type BufferUsage uint8

const (
	StorageBuffer BufferUsage = iota // a storage buffer of a shader stage
	VertexBuffer                     // vertex streams (BindVertexBuffers)
	IndexBuffer                      // 32-bit indices (BindIndexBuffer)
)

var sdlUsage = [...]sdl.GPUBufferUsageFlags{
	StorageBuffer: sdl.GPU_BUFFERUSAGE_GRAPHICS_STORAGE_READ,
	VertexBuffer:  sdl.GPU_BUFFERUSAGE_VERTEX,
	IndexBuffer:   sdl.GPU_BUFFERUSAGE_INDEX,
}

// NewBuffer creates a storage buffer of size bytes.
func (d *Device) NewBuffer(size int) (*Buffer, error) { return d.NewBufferOf(size, StorageBuffer) }

// NewBufferOf creates a buffer of size bytes for usage u.
func (d *Device) NewBufferOf(size int, u BufferUsage) (*Buffer, error) {
	b, err := d.dev.CreateBuffer(&sdl.GPUBufferCreateInfo{Usage: sdlUsage[u], Size: uint32(size)})
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: create buffer of %d bytes: %w", size, err)
	}
	return &Buffer{b: b, Size: size, dev: d}, nil
}

// Destroy releases the buffer. It is idempotent.
func (b *Buffer) Destroy() {
	if b == nil || b.b == nil || b.dev.closed {
		return
	}
	b.dev.dev.ReleaseBuffer(b.b)
	b.b = nil
}

// Upload is a transfer buffer: CPU-written memory that a copy pass moves
// into Buffers. Map cycles it, so writing the next frame never waits for
// the GPU to finish reading the last.
type Upload struct {
	t    *sdl.GPUTransferBuffer
	Size int
	dev  *Device
}

// NewUpload creates a transfer buffer of size bytes.
func (d *Device) NewUpload(size int) (*Upload, error) {
	t, err := d.dev.CreateTransferBuffer(&sdl.GPUTransferBufferCreateInfo{
		Usage: sdl.GPU_TRANSFERBUFFERUSAGE_UPLOAD, Size: uint32(size),
	})
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: create transfer buffer of %d bytes: %w", size, err)
	}
	return &Upload{t: t, Size: size, dev: d}, nil
}

// Destroy releases the transfer buffer. It is idempotent.
func (u *Upload) Destroy() {
	if u == nil || u.t == nil || u.dev.closed {
		return
	}
	u.dev.dev.ReleaseTransferBuffer(u.t)
	u.t = nil
}

// ShaderCode is one shader in both formats the backend accepts.
type ShaderCode struct {
	SPIRV []byte // entry point "main"
	MSL   []byte // entry point "main0"
}

// Stage lists what a shader stage binds.
type Stage struct {
	Code     ShaderCode
	Samplers int // sampled textures
	Storage  int // storage buffers
	Uniforms int // uniform buffers
}

// PipelineDesc describes a graphics pipeline: triangle lists into one
// colour target (Target, blended by Blend), or several: Extra are the
// fragment shader's outputs 1, 2, ... Depth says what it does with a depth
// buffer (Depth16). Without Input the vertex shader pulls its data itself
// (from storage buffers, by vertex index).
type PipelineDesc struct {
	Vertex, Fragment Stage
	Input            VertexInput
	Target           Format
	Blend            Blend
	Extra            []Target
	Depth            DepthMode
}

// Target is a colour target of a pipeline after the first: its format and
// how the shader's output blends into it.
type Target struct {
	Format Format
	Blend  Blend
}

// VertexInput is how a pipeline's vertex shader reads vertex buffers:
// streams bound at slots 0, 1, ... (BindVertexBuffers), each element of
// which holds attributes.
type VertexInput struct {
	Streams    []VertexStream
	Attributes []VertexAttribute
}

// VertexStream is one vertex buffer slot: Pitch bytes an element, one
// element a vertex, or one an instance with PerInstance.
type VertexStream struct {
	Pitch       int
	PerInstance bool
}

// VertexAttribute is one input of the vertex shader: at Location, read
// from Stream's element at Offset bytes.
type VertexAttribute struct {
	Location, Stream, Offset int
	Format                   VertexFormat
}

// VertexFormat is the type of a vertex attribute.
type VertexFormat uint8

const (
	Float  VertexFormat = iota // float
	Float2                     // vec2
	Float3                     // vec3
	Float4                     // vec4
	Uint                       // uint
)

var sdlVertexFormat = [...]sdl.GPUVertexElementFormat{
	Float:  sdl.GPU_VERTEXELEMENTFORMAT_FLOAT,
	Float2: sdl.GPU_VERTEXELEMENTFORMAT_FLOAT2,
	Float3: sdl.GPU_VERTEXELEMENTFORMAT_FLOAT3,
	Float4: sdl.GPU_VERTEXELEMENTFORMAT_FLOAT4,
	Uint:   sdl.GPU_VERTEXELEMENTFORMAT_UINT,
}

// sdlInput is the input as SDL takes it.
func (in *VertexInput) sdlInput() sdl.GPUVertexInputState {
	var st sdl.GPUVertexInputState
	for i, s := range in.Streams {
		rate := sdl.GPU_VERTEXINPUTRATE_VERTEX
		if s.PerInstance {
			rate = sdl.GPU_VERTEXINPUTRATE_INSTANCE
		}
		st.VertexBufferDescriptions = append(st.VertexBufferDescriptions, sdl.GPUVertexBufferDescription{
			Slot: uint32(i), Pitch: uint32(s.Pitch), InputRate: rate,
		})
	}
	for _, a := range in.Attributes {
		st.VertexAttributes = append(st.VertexAttributes, sdl.GPUVertexAttribute{
			Location: uint32(a.Location), BufferSlot: uint32(a.Stream), Format: sdlVertexFormat[a.Format], Offset: uint32(a.Offset),
		})
	}
	return st
}

// Pipeline is a compiled graphics pipeline.
type Pipeline struct {
	p   *sdl.GPUGraphicsPipeline
	dev *Device
}

// NewPipeline compiles the shaders and creates the pipeline.
func (d *Device) NewPipeline(desc PipelineDesc) (*Pipeline, error) {
	vs, err := d.shader(desc.Vertex, sdl.GPU_SHADERSTAGE_VERTEX)
	if err != nil {
		return nil, err
	}
	defer d.dev.ReleaseShader(vs)
	fs, err := d.shader(desc.Fragment, sdl.GPU_SHADERSTAGE_FRAGMENT)
	if err != nil {
		return nil, err
	}
	defer d.dev.ReleaseShader(fs)
	if 1+len(desc.Extra) > MaxTargets {
		return nil, fmt.Errorf("sdlgpu: a pipeline of %d colour targets (at most %d)", 1+len(desc.Extra), MaxTargets)
	}
	targets := []sdl.GPUColorTargetDescription{{Format: sdlFormat[desc.Target], BlendState: blendState(desc.Blend)}}
	for _, t := range desc.Extra {
		targets = append(targets, sdl.GPUColorTargetDescription{Format: sdlFormat[t.Format], BlendState: blendState(t.Blend)})
	}
	info := sdl.GPUGraphicsPipelineCreateInfo{
		VertexShader: vs, FragmentShader: fs,
		VertexInputState: desc.Input.sdlInput(),
		PrimitiveType:    sdl.GPU_PRIMITIVETYPE_TRIANGLELIST,
		RasterizerState: sdl.GPURasterizerState{
			FillMode: sdl.GPU_FILLMODE_FILL, CullMode: sdl.GPU_CULLMODE_NONE,
		},
		TargetInfo: sdl.GPUGraphicsPipelineTargetInfo{ColorTargetDescriptions: targets},
	}
	switch desc.Depth {
	case DepthWrite:
		info.DepthStencilState = sdl.GPUDepthStencilState{CompareOp: sdl.GPU_COMPAREOP_ALWAYS, EnableDepthTest: true, EnableDepthWrite: true}
	case DepthTest:
		info.DepthStencilState = sdl.GPUDepthStencilState{CompareOp: sdl.GPU_COMPAREOP_LESS_OR_EQUAL, EnableDepthTest: true}
	}
	if desc.Depth != DepthOff {
		info.TargetInfo.HasDepthStencilTarget = true
		info.TargetInfo.DepthStencilFormat = sdlFormat[Depth16]
	}
	p, err := d.dev.CreateGraphicsPipeline(&info)
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: create pipeline: %w", err)
	}
	return &Pipeline{p: p, dev: d}, nil
}

// Destroy releases the pipeline. It is idempotent.
func (p *Pipeline) Destroy() {
	if p == nil || p.p == nil || p.dev.closed {
		return
	}
	p.dev.dev.ReleaseGraphicsPipeline(p.p)
	p.p = nil
}

// CheckShader compiles s for the device as a vertex (or else fragment)
// shader and releases it: whether a pipeline could use it.
func (d *Device) CheckShader(s Stage, vertex bool) error {
	stage := sdl.GPU_SHADERSTAGE_FRAGMENT
	if vertex {
		stage = sdl.GPU_SHADERSTAGE_VERTEX
	}
	sh, err := d.shader(s, stage)
	if err != nil {
		return err
	}
	d.dev.ReleaseShader(sh)
	return nil
}

func (d *Device) shader(s Stage, stage sdl.GPUShaderStage) (*sdl.GPUShader, error) {
	code, entry := s.Code.SPIRV, "main"
	if d.MSL() {
		code, entry = s.Code.MSL, "main0"
	}
	if len(code) == 0 {
		return nil, fmt.Errorf("sdlgpu: no shader code for the %s device", d.Driver())
	}
	sh, err := d.dev.CreateGPUShader(&sdl.GPUShaderCreateInfo{
		Code: code, Entrypoint: entry, Format: d.format, Stage: stage,
		NumSamplers: uint32(s.Samplers), NumStorageBuffers: uint32(s.Storage),
		NumUniformBuffers: uint32(s.Uniforms),
	})
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: create shader: %w", err)
	}
	return sh, nil
}

// blendState mirrors SDL's renderer blend modes:
// alpha:    rgb = src*srcA + dst*(1-srcA), a = srcA + dstA*(1-srcA)
// add:      rgb = src*srcA + dst,          a = dstA
// mod:      rgb = src*dst,                 a = dstA
// none:     rgba = src
// sum:      rgba = src + dst
func blendState(b Blend) sdl.GPUColorTargetBlendState {
	f := func(sc, dc, sa, da sdl.GPUBlendFactor) sdl.GPUColorTargetBlendState {
		return sdl.GPUColorTargetBlendState{
			EnableBlend:         true,
			SrcColorBlendfactor: sc, DstColorBlendfactor: dc, ColorBlendOp: sdl.GPU_BLENDOP_ADD,
			SrcAlphaBlendfactor: sa, DstAlphaBlendfactor: da, AlphaBlendOp: sdl.GPU_BLENDOP_ADD,
		}
	}
	const (
		zero   = sdl.GPU_BLENDFACTOR_ZERO
		one    = sdl.GPU_BLENDFACTOR_ONE
		srcA   = sdl.GPU_BLENDFACTOR_SRC_ALPHA
		invA   = sdl.GPU_BLENDFACTOR_ONE_MINUS_SRC_ALPHA
		dstRGB = sdl.GPU_BLENDFACTOR_DST_COLOR
	)
	switch b {
	case BlendAlpha:
		return f(srcA, invA, one, invA)
	case BlendAdd:
		return f(srcA, one, zero, one)
	case BlendMod:
		return f(dstRGB, zero, zero, one)
	case BlendSum:
		return f(one, one, one, one)
	}
	return sdl.GPUColorTargetBlendState{}
}

// WindowSize reports the window size in screen coordinates and in pixels.
func (d *Device) WindowSize() (w, h, pw, ph int, err error) {
	ww, wh, err := d.win.Size()
	if err != nil {
		return 0, 0, 0, 0, fmt.Errorf("sdlgpu: window size: %w", err)
	}
	pxw, pxh, err := d.win.SizeInPixels()
	if err != nil {
		return 0, 0, 0, 0, fmt.Errorf("sdlgpu: window size in pixels: %w", err)
	}
	return int(ww), int(wh), int(pxw), int(pxh), nil
}

// SetFullscreen switches the window between fullscreen and windowed.
func (d *Device) SetFullscreen(on bool) error {
	if err := d.win.SetFullscreen(on); err != nil {
		return fmt.Errorf("sdlgpu: set fullscreen %v: %w", on, err)
	}
	_ = d.win.Sync()
	return nil
}

// Fullscreen reports whether the window is fullscreen.
func (d *Device) Fullscreen() bool { return d.win.Flags()&sdl.WINDOW_FULLSCREEN != 0 }

// Download reads an RGBA8 texture back into an image, waiting for the GPU.
// It is for screenshots and tests, not per frame: it allocates.
func (d *Device) Download(t *Texture) (*image.RGBA, error) {
	if t.Format != RGBA8 {
		return nil, fmt.Errorf("sdlgpu: download of a %dx%d texture not in RGBA8", t.W, t.H)
	}
	if d.cmd != nil {
		return nil, errors.New("sdlgpu: download during a frame")
	}
	size := 4 * t.W * t.H
	tb, err := d.dev.CreateTransferBuffer(&sdl.GPUTransferBufferCreateInfo{
		Usage: sdl.GPU_TRANSFERBUFFERUSAGE_DOWNLOAD, Size: uint32(size),
	})
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: download buffer: %w", err)
	}
	defer d.dev.ReleaseTransferBuffer(tb)
	cb, err := d.dev.AcquireCommandBuffer()
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: download: %w", err)
	}
	cp := cb.BeginCopyPass()
	cp.DownloadFromGPUTexture(&sdl.GPUTextureRegion{Texture: t.t, W: uint32(t.W), H: uint32(t.H), D: 1},
		&sdl.GPUTextureTransferInfo{TransferBuffer: tb})
	cp.End()
	fence, err := cb.SubmitAndAcquireFence()
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: download: %w", err)
	}
	err = d.dev.WaitForFences(true, []*sdl.GPUFence{fence})
	d.dev.ReleaseFence(fence)
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: download: %w", err)
	}
	p, err := d.dev.MapTransferBuffer(tb, false)
	if err != nil {
		return nil, fmt.Errorf("sdlgpu: map download: %w", err)
	}
	img := image.NewRGBA(image.Rect(0, 0, t.W, t.H))
	copy(img.Pix, unsafe.Slice((*byte)(cptr(p)), size))
	d.dev.UnmapTransferBuffer(tb)
	return img, nil
}
