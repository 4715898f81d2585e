package render

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/draw"
	"log/slog"

	"github.com/bengine-go/bengine/core/internal/sdlgfx"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
	"github.com/bengine-go/bengine/core/internal/sdlthread"
)

// Backend names what draws the frames.
type Backend uint8

const (
	// BackendAuto picks the fastest backend for the device it finds:
	//
	//   - the GPU backend where SDL can make a GPU device for our shaders
	//     (Vulkan or Metal) that is hardware, and claim the window with it;
	//   - SDL's 2D renderer with its software driver where that device
	//     rasterizes on the CPU (Vulkan reports it as a CPU device, or its
	//     name is Mesa's llvmpipe, lavapipe or softpipe, SwiftShader,
	//     WARP, the "Microsoft Basic Render Driver"...), or where SDL's
	//     pick for its 2D renderer is an OpenGL whose GL_RENDERER is one:
	//     SDL's own software fill beats a rasterizer emulating a GPU on
	//     the same cores;
	//   - SDL's 2D renderer, driver as SDL picks, everywhere else (the web
	//     build, machines without Vulkan or Metal).
	//
	// Where nobody could see the window (a Hidden renderer, or SDL's
	// offscreen or dummy video driver: a server, a container, CI) and the
	// device cannot claim it (the offscreen driver gives Vulkan no surface
	// without VK_EXT_headless_surface, as on NVIDIA's driver), the GPU
	// backend on a hardware GPU draws windowless: into its targets, frames
	// reaching screenshots only, as BackendGPU does there. A visible window
	// on a display that the device cannot claim goes to SDL's renderer. A
	// Driver named in Options, or by SDL's SDL_RENDER_DRIVER environment
	// variable, means SDL's renderer with that driver, whatever the
	// device. The
	// machine is probed once per process and the choice logged once
	// (Options.Logger), with the device's name; later renderers take the
	// same path at once. A Hidden renderer logs at the debug level.
	BackendAuto Backend = iota
	// BackendGPU forces SDL's GPU API. Where the window cannot be claimed
	// (SDL's offscreen video driver) it draws windowless: frames reach
	// screenshots only. It fails where no GPU device can be made.
	BackendGPU
	// BackendSDL forces SDL's 2D renderer.
	BackendSDL
)

var backendNames = [...]string{BackendAuto: "auto", BackendGPU: "gpu", BackendSDL: "sdl"}

func (b Backend) String() string {
	if int(b) < len(backendNames) {
		return backendNames[b]
	}
	return fmt.Sprintf("Backend(%d)", b)
}

// ParseBackend reads a backend name: "auto" (or ""), "gpu" or "sdl".
func ParseBackend(s string) (Backend, error) {
	if s == "" {
		return BackendAuto, nil
	}
	for i, n := range backendNames {
		if s == n {
			return Backend(i), nil
		}
	}
	return 0, fmt.Errorf("render: unknown backend %q (want auto, gpu or sdl)", s)
}

// ErrNoGPU is returned by New with BackendGPU where SDL can make no GPU
// device for SPIR-V or MSL shaders (no Vulkan or Metal driver, the web).
var ErrNoGPU = errors.New("render: no GPU device for the GPU backend")

// Options configure New. The zero value (or nil) opens a visible 768x720
// window showing a 256x240 (NES) logical frame, on the GPU backend where
// it can draw.
type Options struct {
	Title              string
	LogicalW, LogicalH int // logical resolution; default 256x240
	Scale              int // initial window size in logical pixels; default 3
	VSync              bool
	Hidden             bool // create the window hidden (tests, benchmarks)
	Fullscreen         bool
	// Backend picks what draws: BackendAuto (the default), BackendGPU or
	// BackendSDL.
	Backend Backend
	// Driver picks SDL's render driver ("opengl", "software", ...) for the
	// SDL-renderer backend; "" lets SDL choose (or the SDL_RENDER_DRIVER
	// environment variable), and BackendAuto then replaces an OpenGL that
	// rasterizes on the CPU with "software". Naming one makes BackendAuto
	// pick that backend and that driver, whatever the device.
	Driver string
	// Logger receives the renderer's messages (BackendAuto's choice); nil
	// is slog.Default().
	Logger *slog.Logger
}

// FrameStats counts what the last Present did.
type FrameStats struct {
	DrawCalls      int // draw calls: one per batch plus the steps' full-screen passes and copies
	Sprites        int // quads submitted
	Vertices       int // vertices submitted with SubmitDraw
	Batches        int // batch keys drawn (one draw call each)
	TargetSwitches int // render-target changes (render passes on the GPU backend)
	Lights         int // lights drawn (Queue.Light)
	LightsDropped  int // lights past MaxLights, not drawn
}

// backend is what each way of drawing provides: the SDL-renderer backend
// (sdlBackend) and the GPU backend (gpuBackend). The Renderer holds what
// both share (the queue, textures, step switches) and hands them the
// frame; a game never sees which one draws.
type backend interface {
	name() string
	deviceName() string // the GPU device's, or OpenGL's GL_RENDERER; "" if unknown
	newTexture(t *Texture, pix []byte) error
	begin(q *Queue) // make q ready for a frame's submissions (the GPU backend maps its arena)
	take(q *Queue)  // q is the frame to draw next: make what drawing it needs (on the SDL thread)
	present() error // draw the frame (Renderer.frame) and show it
	screenshot() (*image.RGBA, error)
	logicalScreenshot() (*image.RGBA, error)
	presentation() (pres rect, density float32) // where the logical frame lands in the window
	setFullscreen(on bool) error
	fullscreen() bool
	close()
}

// rect is a rectangle in float pixels.
type rect struct{ X, Y, W, H float32 }

// Renderer is the window, the batcher and the draw steps: the engine's
// Renderer singleton. Use it from the thread that created it (the main,
// OS-locked goroutine), or from the engine's game goroutine while the
// render thread is on: what touches SDL is then run on the thread that
// owns it (see the package documentation).
type Renderer struct {
	b      backend
	kind   Backend
	opts   Options
	driver string // the backend's driver name, asked once

	queue Queue    // the frame being built: what Queue returns
	reg   registry // the games' shaders and uniform blocks
	frame *Queue   // the frame being drawn: &queue, or &thread.drawn with the render thread
	fs    frameSettings
	clear [4]uint8
	font  *Font

	thread threadFrames // the render thread's second queue and hand-over state

	// Draw steps, as set now; fs holds them as they were for the frame
	// being drawn.
	targets    bool    // offscreen targets work: the steps below are possible
	effects    Effects // as SetEffects returned them
	lighting   bool
	ambient    [4]uint8
	glow       bool
	glowPasses int
	tone       ToneMap
	posts      []*PostEffect

	stats    FrameStats
	statsOut FrameStats // Stats' copy, made on the SDL thread
	statsFn  func()     // copies stats into statsOut: made once, so Stats allocates nothing
	textures []*Texture
	nextID   uint32

	// Window-to-logical mapping, refreshed by HandleResize.
	pres    rect
	density float32

	flash flashState // the damage effect running (Flash)

	warnedMaterial bool // SDL's renderer said it ignores materials
	warnedPost     bool // SDL's renderer said it draws StepPost with its own shader

	closed bool
}

// New opens the window and the backend that draws into it (see Backend),
// with integer scaling and nearest-neighbour filtering, and creates the
// draw-step targets. A nil opts means the defaults. Without a video device
// it returns an error, never panics.
func New(opts *Options) (*Renderer, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	if o.LogicalW <= 0 || o.LogicalH <= 0 {
		o.LogicalW, o.LogicalH = 256, 240
	}
	if o.Scale <= 0 {
		o.Scale = 3
	}
	r := &Renderer{opts: o, clear: [4]uint8{0, 0, 0, 255}}
	r.queue.last = -1
	r.queue.reg = &r.reg
	r.frame = &r.queue
	r.statsFn = func() { r.statsOut = r.stats }
	if err := r.open(); err != nil {
		return nil, err
	}
	r.driver = r.b.name()
	ft, err := r.NewTexture("render:builtin", builtinImage())
	if err != nil {
		r.Close()
		return nil, err
	}
	r.font, r.queue.white = builtinFont(ft)
	if err := r.registerEngineShaders(); err != nil { // New runs on the SDL thread
		r.Close()
		return nil, err
	}
	r.SetEffects(Effects{})
	r.b.begin(&r.queue)
	r.HandleResize()
	return r, nil
}

// open starts the backend Options.Backend asks for.
func (r *Renderer) open() error {
	o := &r.opts
	kind := o.Backend
	if kind == BackendAuto && (o.Driver != "" || sdlgfx.NamedDriver() != "") {
		kind = BackendSDL // a driver asked for by name is SDL's renderer's
	}
	var err error
	switch kind {
	case BackendAuto:
		return r.openAuto()
	case BackendGPU:
		r.b, err = openGPU(r, windowlessAlways, false)
	case BackendSDL:
		r.b, err = openSDL(r, o.Driver, false)
	default:
		err = fmt.Errorf("render: unknown backend %v", kind)
	}
	if err != nil {
		return err
	}
	r.kind = kind
	return nil
}

// openAuto starts the fastest backend for the device found (see
// BackendAuto): the GPU backend on a GPU that is hardware; else SDL's
// renderer, with its software driver where SDL's pick (OpenGL) or the GPU
// device rasterizes on the CPU. The first renderer of the process probes
// and logs; later ones take the same path at once.
func (r *Renderer) openAuto() error {
	c := &autoChoice
	c.Lock()
	defer c.Unlock()
	log := r.opts.Logger
	if log == nil {
		log = slog.Default()
	}
	// A hidden window's choice (a headless run, a test) is a detail: it
	// goes to the debug level, so a scripted run prints nothing.
	ctx, level := context.Background(), slog.LevelInfo
	if r.opts.Hidden {
		level = slog.LevelDebug
	}
	if c.software == "" && gpuBuilt && c.gpuErr == nil {
		g, err := openGPU(r, windowlessUnseen, !autoTakesCPUDevices)
		if err == nil {
			r.b, r.kind = g, BackendGPU
			if windowless(g) {
				log.Log(ctx, level, "render: drawing with the GPU backend without a window: the video driver gives the GPU device no surface to show frames on",
					"device", g.deviceName(), "video", sdlsys.VideoDriver())
			}
			return nil
		}
		var cpu *cpuDeviceError
		if errors.As(err, &cpu) {
			c.software = cpu.name
			log.Log(ctx, level, "render: drawing with SDL's software renderer: the GPU device rasterizes on the CPU", "device", cpu.name)
		} else {
			c.gpuErr = err
			log.Info("render: drawing with SDL's 2D renderer: the GPU backend is unavailable here", "err", err)
		}
	}
	driver := ""
	if c.software != "" {
		driver = "software"
	}
	b, err := openSDL(r, driver, driver == "")
	if err != nil {
		return err
	}
	if gl := b.dev.Replaced(); gl != "" {
		c.software = gl
		log.Log(ctx, level, "render: drawing with SDL's software renderer: the OpenGL renderer rasterizes on the CPU", "renderer", gl)
	}
	r.b, r.kind = b, BackendSDL
	return nil
}

// cpuDeviceError is openGPU's error for a GPU device that rasterizes on
// the CPU, refused for BackendAuto.
type cpuDeviceError struct{ name string }

func (e *cpuDeviceError) Error() string {
	return fmt.Sprintf("render: the GPU device %q rasterizes on the CPU", e.name)
}

// logger is where the renderer's messages go: Options.Logger, or
// slog.Default().
func (r *Renderer) logger() *slog.Logger {
	if r.opts.Logger != nil {
		return r.opts.Logger
	}
	return slog.Default()
}

// Close destroys every texture, the backend and the window. It is
// idempotent; the Renderer is unusable afterwards.
func (r *Renderer) Close() {
	if r == nil || r.closed {
		return
	}
	sdlthread.Do(r.close)
}

func (r *Renderer) close() {
	r.closed = true
	r.b.close() // the device frees the textures with it
	for _, t := range r.textures {
		t.gfx, t.gpu = nil, nil
	}
	r.textures = nil
}

// Backend reports which backend draws: BackendGPU or BackendSDL.
func (r *Renderer) Backend() Backend { return r.kind }

// Driver names the driver in use: SDL's render driver ("opengl",
// "software", ...) on the SDL-renderer backend, the GPU driver ("vulkan",
// "metal") on the GPU backend.
func (r *Renderer) Driver() string { return r.driver }

// LogicalSize reports the logical resolution.
func (r *Renderer) LogicalSize() (w, h int) { return r.opts.LogicalW, r.opts.LogicalH }

// Queue returns the queue sprites are submitted to this frame.
func (r *Renderer) Queue() *Queue { return &r.queue }

// SetClearColor sets the colour the world is cleared to each frame.
func (r *Renderer) SetClearColor(c Color) { r.clear = c.rgba8() }

// SetCamera sets the camera's top-left corner in world pixels: every step
// but UI is drawn moved by (-x, -y). It applies to the frame being built.
func (r *Renderer) SetCamera(x, y float32) { r.queue.camX, r.queue.camY = x, y }

// Camera reports the camera position.
func (r *Renderer) Camera() (x, y float32) { return r.queue.camX, r.queue.camY }

// Effects are the optional draw steps and their settings (see the
// package documentation, "Draw steps"). The zero value turns every one
// off: the world, the UI and nothing else, the NES look.
type Effects struct {
	// Lighting turns LIGHTING on: the world times the light reaching each
	// pixel, Ambient plus StepLight sprites plus the frame's lights
	// (Queue.Light). Off, StepLight sprites and lights are not drawn and
	// the world shows at full brightness.
	Lighting bool
	// Ambient is the light that reaches every pixel with Lighting on
	// (alpha ignored): White changes nothing where no light falls, black
	// shows only what the lights reach.
	Ambient Color
	// Glow turns PING_PONG_GAUSSIAN and GLOW on: StepGlow sprites are
	// blurred, then added onto the scene. Off, they are added unblurred.
	Glow bool
	// GlowPasses is how many pairs of blur passes (horizontal, then
	// vertical, between two targets) Glow runs: more spread the glow
	// wider. 0 means the package's GlowPasses.
	GlowPasses int
	// ToneMapping turns TONE_MAP on, with ToneMap: exposure, a tone curve
	// and grading. Only the GPU backend has it.
	ToneMapping bool
	ToneMap     ToneMap
}

// SetEffects sets the optional draw steps for the frames built from now
// on, and returns the effects in force: what this renderer cannot do is
// off (Lighting and Glow without offscreen targets, as in the web build;
// ToneMapping on SDL's 2D renderer, which runs no shaders), and a zero
// GlowPasses is filled in. It panics on a negative GlowPasses.
func (r *Renderer) SetEffects(e Effects) Effects {
	if e.GlowPasses < 0 {
		panic("render: SetEffects with a negative GlowPasses")
	}
	if e.GlowPasses == 0 {
		e.GlowPasses = GlowPasses
	}
	e.Lighting = e.Lighting && r.targets
	e.Glow = e.Glow && r.targets
	e.ToneMapping = e.ToneMapping && r.kind == BackendGPU
	r.effects = e
	r.lighting, r.ambient = e.Lighting, e.Ambient.rgba8()
	r.ambient[3] = 255
	r.glow, r.glowPasses = e.Glow, e.GlowPasses
	r.tone = DefaultToneMap
	if e.ToneMapping {
		r.tone = e.ToneMap
	}
	return e
}

// Effects reports the effects in force, as SetEffects returned them.
func (r *Renderer) Effects() Effects { return r.effects }

// Stats reports the counters of the last Present. With the render thread
// on, a call from the game goroutine waits for the frame before to be
// drawn, and one between frames draws the frame built last first: the
// counters are those of the frame a game without the thread would have
// presented last.
func (r *Renderer) Stats() FrameStats {
	if sdlthread.Away() {
		sdlthread.Do(r.statsFn)
		return r.statsOut
	}
	r.flushBuilt()
	return r.stats
}

const maxLayer = int16(1<<15 - 1)

// MaxTextureSize is the largest texture side NewTexture takes, in texels:
// what every GPU the engine runs on can sample.
const MaxTextureSize = 8192

// NewTexture uploads img (decoded in Go) as a texture named name. The
// Renderer owns it and frees it at Close.
func (r *Renderer) NewTexture(name string, img image.Image) (*Texture, error) {
	if img == nil {
		return nil, fmt.Errorf("render: texture %q: nil image", name)
	}
	b := img.Bounds()
	if b.Empty() {
		return nil, fmt.Errorf("render: texture %q: empty image", name)
	}
	if b.Dx() > MaxTextureSize || b.Dy() > MaxTextureSize {
		return nil, fmt.Errorf("render: texture %q: %dx%d is larger than %d texels a side", name, b.Dx(), b.Dy(), MaxTextureSize)
	}
	nrgba, ok := img.(*image.NRGBA)
	if !ok || nrgba.Stride != 4*b.Dx() || b.Min != (image.Point{}) {
		nrgba = image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
		draw.Draw(nrgba, nrgba.Bounds(), img, b.Min, draw.Src)
	}
	var t *Texture
	var err error
	sdlthread.Do(func() { t, err = r.newTexture(name, b.Dx(), b.Dy(), nrgba.Pix) })
	return t, err
}

// newTexture makes the texture on the SDL thread.
func (r *Renderer) newTexture(name string, w, h int, pix []byte) (*Texture, error) {
	t := &Texture{W: w, H: h, id: r.nextID + 1, name: name, fw: float32(w), fh: float32(h)}
	if err := r.b.newTexture(t, pix); err != nil {
		return nil, fmt.Errorf("render: texture %q: %w", name, err)
	}
	r.nextID++
	r.textures = append(r.textures, t)
	return t, nil
}

// Present draws the frame, steps in order, one draw call per batch key,
// and shows it. The queue starts a new frame with the next submission.
// With the render thread on, the engine presents; a Present of a game's
// own draws the frame built so far at once.
func (r *Renderer) Present() error {
	if !sdlthread.Away() {
		return r.present() // the common case, allocation-free
	}
	var err error
	sdlthread.Do(func() { err = r.present() })
	return err
}

func (r *Renderer) present() error {
	if r.closed {
		return errors.New("render: Present on a closed Renderer")
	}
	if r.thread.on {
		r.thread.built = true
		return r.flushBuilt()
	}
	r.take(&r.queue)
	err := r.drawFrame()
	r.b.begin(&r.queue)
	return err
}

// Resolution is the size at which Screenshot reads a frame back.
type Resolution uint8

const (
	// LogicalPixels is the logical frame before it is scaled to the
	// window: the same picture whatever the window's size.
	LogicalPixels Resolution = iota
	// WindowPixels is the window's content: the logical frame scaled,
	// with any letterbox bars.
	WindowPixels
)

// Screenshot returns the last presented frame at resolution res. It
// draws the frame's last step again into a readable target, so call it
// between Present and the next frame. To write it as a file, encode it
// with image/png.
func (r *Renderer) Screenshot(res Resolution) (img *image.RGBA, err error) {
	sdlthread.Do(func() { img, err = r.screenshot(res) })
	return img, err
}

// screenshot reads the last presented frame back, on the SDL thread: from
// between frames, a frame built but not drawn yet is drawn first.
func (r *Renderer) screenshot(res Resolution) (*image.RGBA, error) {
	if r.closed {
		return nil, errors.New("render: Screenshot on a closed Renderer")
	}
	if err := r.flushBuilt(); err != nil {
		return nil, fmt.Errorf("render: screenshot: %w", err)
	}
	saved := r.stats
	defer func() { r.stats = saved }()
	var img *image.RGBA
	var err error
	switch res {
	case LogicalPixels:
		img, err = r.b.logicalScreenshot()
	case WindowPixels:
		img, err = r.b.screenshot()
	default:
		return nil, fmt.Errorf("render: screenshot: unknown resolution %d", res)
	}
	if err != nil {
		return nil, fmt.Errorf("render: screenshot: %w", err)
	}
	return img, nil
}

// SetFullscreen switches between fullscreen and windowed.
func (r *Renderer) SetFullscreen(on bool) (err error) {
	sdlthread.Do(func() { err = r.setFullscreen(on) })
	return err
}

func (r *Renderer) setFullscreen(on bool) error {
	if err := r.b.setFullscreen(on); err != nil {
		return fmt.Errorf("render: %w", err)
	}
	r.handleResize()
	return nil
}

// Fullscreen reports whether the window is fullscreen.
func (r *Renderer) Fullscreen() (on bool) {
	if !sdlthread.Away() {
		return r.b.fullscreen() // no closure: a per-frame question stays allocation-free
	}
	sdlthread.Do(func() { on = r.b.fullscreen() })
	return on
}

// HandleResize refreshes the window-to-logical mapping. The backends keep
// the integer scaling right by themselves when the window is resized; call
// this on a window-resized event so WindowToLogical follows (it queries
// SDL, which allocates a little, so it is not done every frame).
func (r *Renderer) HandleResize() { sdlthread.Do(r.handleResize) }

func (r *Renderer) handleResize() {
	p, density := r.b.presentation()
	r.density = density
	if p.W > 0 && p.H > 0 {
		r.pres = p
		return
	}
	s := float32(r.opts.Scale)
	r.pres = rect{W: float32(r.opts.LogicalW) * s, H: float32(r.opts.LogicalH) * s}
}

// WindowToLogical converts window coordinates (mouse events) to logical
// pixels. Points in the letterbox bars map outside 0..LogicalW/H.
func (r *Renderer) WindowToLogical(x, y float32) (float32, float32) {
	lx := (x*r.density - r.pres.X) * float32(r.opts.LogicalW) / r.pres.W
	ly := (y*r.density - r.pres.Y) * float32(r.opts.LogicalH) / r.pres.H
	return lx, ly
}

// rgba8 converts a colour to 8-bit channels, clamped.
func (c Color) rgba8() [4]uint8 {
	f := func(v float32) uint8 {
		switch {
		case v <= 0:
			return 0
		case v >= 1:
			return 255
		}
		return uint8(v*255 + 0.5)
	}
	return [4]uint8{f(c.R), f(c.G), f(c.B), f(c.A)}
}
