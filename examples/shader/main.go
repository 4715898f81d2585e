// Command shader draws with a game's own shaders: a flag that waves in
// its vertex shader and is striped by its fragment shader, both driven by
// a uniform block the game sets every frame.
//
//	go run ./examples/shader
//
// What to look at: shaders/src holds the GLSL, and the go:generate line
// below compiles it, with the engine's own tool, into shaders/spirv
// (Vulkan) and shaders/msl (Metal), which are committed and embedded:
//
//	go generate ./examples/shader
//
// setup reads them back (render.ReadShader) and registers them
// (Renderer.RegisterShader) with the vertex type the vertex shader reads:
// flagVertex, a render.Vertex and then a Phase, declared by a
// render.VertexLayout. The block (Renderer.NewUniforms) holds the time,
// the wave's height and the stripes' colour; Queue.SetUniforms sets it,
// and every batch whose key names it hands it to its shaders. Space
// changes the stripes' colour, Up and Down the wave's height.
//
// On SDL's 2D renderer (the web build, or a machine without Vulkan or
// Metal, or -renderer sdl) shaders do not run: the flag draws flat in its
// vertex colour, and the engine logs once that it drew "flag" with its
// own shader. -gpu asks for the GPU backend, where they run (by default
// the engine picks the fastest backend for the machine, which where the
// only GPU runs on the CPU is SDL's software renderer).
package main

//go:generate go run ../../core/render/cmd/shaderc -out shaders shaders/src

import (
	"embed"
	"flag"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

//go:embed shaders/spirv shaders/msl
var shaderFiles embed.FS

func main() { engine.Main(&engine.Options{Title: "Shader", Args: args}, setup) }

// args reads the command line: -gpu asks for the GPU backend.
func args(a []string, o *engine.Options) error {
	fl := flag.NewFlagSet("shader", flag.ContinueOnError)
	gpu := fl.Bool("gpu", false, "draw with the GPU backend (the shaders run only there)")
	if err := engine.ParseFlags(fl, a); err != nil {
		return err
	}
	if *gpu {
		o.Window.Backend = render.BackendGPU
	}
	return nil
}

// flagVertex is the flag's vertex: what every renderer draws, then the
// phase the vertex shader reads at location 3.
type flagVertex struct {
	render.Vertex
	Phase float32
}

// flagLayout declares flagVertex to the GPU.
var flagLayout = render.VertexLayout{
	Size:  int(unsafe.Sizeof(flagVertex{})),
	Extra: []render.Attribute{{Offset: int(unsafe.Offsetof(flagVertex{}.Phase)), Format: render.VertexFloat}},
}

// flagBlock is the uniform block as both shaders declare it (std140: two
// vec4).
type flagBlock struct {
	Wave   [4]float32 // seconds, height
	Stripe [4]float32 // the stripes' colour
}

// The flag: cols x rows cells of cell pixels, its pole side at (flagX,
// flagY).
const (
	cols, rows   = 16, 6
	cell         = 8
	flagX, flagY = 64, 88
	height       = 6 // the wave's height at the flag's end, in pixels
)

var (
	flagColor = render.RGBA8(240, 240, 230, 255)
	stripes   = [][4]float32{{0.8, 0.2, 0.2, 1}, {0.2, 0.4, 0.8, 1}} // whole steps of 1/255
)

// setup registers the flag's shaders and uniform block with e's renderer
// and builds the scene.
func setup(e *engine.Engine) error {
	r := e.Renderer()
	var src render.ShaderSource
	var err error
	if src.Vertex, err = render.ReadShader(shaderFiles, "shaders", "flag.vert"); err != nil {
		return err
	}
	if src.Fragment, err = render.ReadShader(shaderFiles, "shaders", "flag.frag"); err != nil {
		return err
	}
	src.Layout = &flagLayout
	sh, err := r.RegisterShader("flag", src)
	if err != nil {
		return err
	}
	block := r.NewUniforms(int(unsafe.Sizeof(flagBlock{})))
	s := scene.New("flag")
	o := s.NewObject("flag")
	o.Transform.SetPosition(mgl32.Vec2{flagX, flagY})
	scene.AddComponent(o, newFlag(e.Input(), render.Key{Mode: render.ModeQuads, Shader: sh, Uniforms: block}))
	scene.AddComponent(s.NewObject("pole"), &pole{})
	e.Scenes().Add(s)
	return e.Scenes().Switch("flag")
}

// flagMesh is the flag: a grid of quads in its object's space, and the
// block its shaders read.
type flagMesh struct {
	scene.Base
	in     *input.Manager
	key    render.Key
	verts  []flagVertex
	block  flagBlock
	stripe int
}

func newFlag(in *input.Manager, key render.Key) *flagMesh {
	f := &flagMesh{in: in, key: key, block: flagBlock{Wave: [4]float32{0, height}, Stripe: stripes[0]}}
	corner := func(c, r int) flagVertex {
		u, v := float32(c)/cols, float32(r)/rows
		return flagVertex{
			Vertex: render.Vertex{Pos: mgl32.Vec2{float32(c * cell), float32(r * cell)}, UV: mgl32.Vec2{u, v}, Color: flagColor},
			Phase:  float32(c) * 0.6,
		}
	}
	for r := range rows {
		for c := range cols {
			f.verts = append(f.verts, corner(c, r), corner(c+1, r), corner(c+1, r+1), corner(c, r+1))
		}
	}
	return f
}

func (f *flagMesh) Update(dt float32) {
	f.block.Wave[0] += dt
	if f.in.KeyPressed(input.KeySpace) {
		f.stripe = (f.stripe + 1) % len(stripes)
		f.block.Stripe = stripes[f.stripe]
	}
	if f.in.KeyHeld(input.KeyUp) {
		f.block.Wave[1] = min(f.block.Wave[1]+10*dt, 16)
	}
	if f.in.KeyHeld(input.KeyDown) {
		f.block.Wave[1] = max(f.block.Wave[1]-10*dt, 0)
	}
}

func (f *flagMesh) Render(q *render.Queue) {
	render.SetUniformsOf(q, f.key.Uniforms, &f.block)
	render.SubmitDrawOf(q, f.key, f.verts, f.Owner().Transform.World())
}

// pole is the flagpole, with the engine's own shader.
type pole struct{ scene.Base }

func (p *pole) Render(q *render.Queue) {
	q.FillRect(flagX-3, flagY-8, 3, 120, render.StepGeometry, 1, render.RGBA8(150, 110, 70, 255))
}
