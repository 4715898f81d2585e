package render

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"unsafe"

	"github.com/bengine-go/bengine/core/internal/sdlthread"
	"github.com/bengine-go/bengine/core/render/internal/shaders"
)

// ShaderID is a game's shader as batch keys name it: Custom Hobo's
// shaderId. Renderer.RegisterShader hands them out from 1; the zero
// ShaderID is the engine's own shader for the key's Mode.
type ShaderID uint16

// ShaderSource is a game's shader program: a vertex stage, a fragment
// stage or both, each compiled by core/render/cmd/shaderc (read them back
// with ReadShader), and the vertex layout the vertex stage reads. A stage
// left empty is the engine's: its vertex shader places a Vertex by the
// submission's world transform, its fragment shader draws the texel times
// the colour.
//
// A vertex stage draws SubmitDraw's triangle modes (quads, triangles,
// strips, fans); sprites and lines keep the engine's vertex shaders, and
// take the fragment stage. The stages' interface is in shaderc's include
// files: bengine_vertex.glsl and bengine_fragment.glsl.
type ShaderSource struct {
	Vertex   Shader
	Fragment Shader
	// Layout is the vertex type the vertex stage reads, for SubmitDrawOf;
	// nil is the engine's Vertex, for SubmitDraw.
	Layout *VertexLayout
}

// empty reports whether the stage has no code.
func (s Shader) empty() bool { return len(s.SPIRV) == 0 && len(s.MSL) == 0 }

// ReadShader reads the shader name ("wave.frag") as shaderc writes it
// under dir: dir/spirv/NAME.spv and dir/msl/NAME.msl. With a game's
// compiled shaders embedded, fsys is the embed.FS.
func ReadShader(fsys fs.FS, dir, name string) (Shader, error) {
	var s Shader
	for _, f := range []struct {
		file string
		dst  *[]byte
	}{
		{path.Join(dir, "spirv", name+".spv"), &s.SPIRV},
		{path.Join(dir, "msl", name+".msl"), &s.MSL},
	} {
		b, err := fs.ReadFile(fsys, f.file)
		if err != nil {
			return Shader{}, fmt.Errorf("render: shader %s: %w", name, err)
		}
		if len(b) == 0 {
			return Shader{}, fmt.Errorf("render: shader %s: %s is empty", name, f.file)
		}
		*f.dst = b
	}
	return s, nil
}

// UniformsID is a uniform block as batch keys name it: Custom Hobo's
// uniformsKey. Renderer.NewUniforms hands them out from 1; 0 is none.
type UniformsID uint16

// MaxUniformsSize is the largest uniform block, in bytes.
const MaxUniformsSize = 512

// registry is what a Renderer's queues look up by ID: the shaders and the
// uniform blocks, both append-only. It is changed on the SDL thread only,
// while the game goroutine waits (sdlthread.Do).
type registry struct {
	shaders  []shaderEntry  // ShaderID i is shaders[i-1]
	uniforms []uniformBlock // UniformsID i is uniforms[i-1]
	usize    int            // the bytes of all blocks: a queue's block storage
}

type shaderEntry struct {
	name   string
	src    ShaderSource
	warned bool // SDL's renderer said it draws this shader's batches with its own
}

// uniformBlock is where a block sits in a queue's block storage.
type uniformBlock struct{ off, size int }

// shaderBackend is the capability of running a game's shaders.
type shaderBackend interface {
	checkShader(name string, src *ShaderSource) error
}

// RegisterShader adds a game's shader under name and returns the ID its
// batch keys (Key.Shader, Sprite.Shader) name it by. On the GPU backend
// each stage is compiled now, so a stage that does not suit the device is
// an error here, not at a draw; on SDL's renderer, which runs no shaders,
// the shader is accepted and its batches draw with the engine's shader,
// which is logged once, naming it, when one is first drawn. It fails on an
// empty name, a name registered already, a source with no stage and a bad
// Layout.
func (r *Renderer) RegisterShader(name string, src ShaderSource) (id ShaderID, err error) {
	sdlthread.Do(func() { id, err = r.registerShader(name, src) })
	return id, err
}

func (r *Renderer) registerShader(name string, src ShaderSource) (ShaderID, error) {
	if r.closed {
		return 0, fmt.Errorf("render: RegisterShader %q on a closed Renderer", name)
	}
	if name == "" {
		return 0, errors.New("render: RegisterShader with an empty name")
	}
	if slices.ContainsFunc(r.reg.shaders, func(e shaderEntry) bool { return e.name == name }) {
		return 0, fmt.Errorf("render: shader %q is registered already", name)
	}
	if src.Vertex.empty() && src.Fragment.empty() {
		return 0, fmt.Errorf("render: shader %q has neither a vertex nor a fragment stage", name)
	}
	if len(r.reg.shaders) >= 1<<16-1 {
		return 0, fmt.Errorf("render: shader %q: too many shaders", name)
	}
	if l := src.Layout; l != nil {
		if err := l.check(); err != nil {
			return 0, fmt.Errorf("render: shader %q: %w", name, err)
		}
		src.Layout = &VertexLayout{Size: l.Size, Extra: slices.Clone(l.Extra)}
	}
	if b, ok := r.b.(shaderBackend); ok {
		if err := b.checkShader(name, &src); err != nil {
			return 0, err
		}
	}
	r.reg.shaders = append(r.reg.shaders, shaderEntry{name: name, src: src})
	return ShaderID(len(r.reg.shaders)), nil
}

// Shader returns the ID of the shader registered as name: a game's
// (RegisterShader) or one of the engine's, which every Renderer registers
// at New:
//
//   - "frosted": a frosted window, for StepPost sprites and quads (see
//     examples/frosted). It shows the lit scene behind it blurred,
//     through its texture: the texture's alpha is the glass's shape, its
//     colour the frost's tint. An optional uniform block of one vec4
//     (render.NewUniforms(16)) sets x, the blur's radius in logical pixels
//     (0 means 3), and y, how strongly the tint colours the view (0 to 1).
//
// It reports false for a name not registered.
func (r *Renderer) Shader(name string) (ShaderID, bool) {
	var id ShaderID
	sdlthread.Do(func() {
		if i := slices.IndexFunc(r.reg.shaders, func(e shaderEntry) bool { return e.name == name }); i >= 0 {
			id = ShaderID(i + 1)
		}
	})
	return id, id != 0
}

// engineShaders are the shaders every Renderer registers at New, by name.
var engineShaders = []struct{ name, fragment string }{
	{"frosted", "frosted.frag"},
}

// registerEngineShaders registers engineShaders (on the SDL thread).
func (r *Renderer) registerEngineShaders() error {
	for _, s := range engineShaders {
		src := ShaderSource{Fragment: Shader{SPIRV: shaders.SPIRV(s.fragment), MSL: shaders.MSL(s.fragment)}}
		if _, err := r.registerShader(s.name, src); err != nil {
			return err
		}
	}
	return nil
}

// shader returns the registered shader id, or nil for 0. It panics on an
// ID no RegisterShader returned.
func (g *registry) shader(id ShaderID) *shaderEntry {
	if id == 0 {
		return nil
	}
	if g == nil || int(id) > len(g.shaders) {
		panic(fmt.Sprintf("render: shader %d was not registered with this Renderer", id))
	}
	return &g.shaders[id-1]
}

// layoutSize is the bytes of a vertex that shader id reads.
func (q *Queue) layoutSize(id ShaderID) int {
	if e := q.reg.shader(id); e != nil && e.src.Layout != nil {
		return e.src.Layout.Size
	}
	return vertexSize
}

// NewUniforms makes a uniform block of size bytes, for keys' Uniforms, and
// returns its ID. Its contents, set with Queue.SetUniforms, are laid out
// as the shader declares the block (std140: vec4s are safest); they start
// at zero and stay until set again. It panics unless size is a multiple of
// 16 from 16 to MaxUniformsSize.
func (r *Renderer) NewUniforms(size int) (id UniformsID) {
	if size <= 0 || size > MaxUniformsSize || size%16 != 0 {
		panic(fmt.Sprintf("render: NewUniforms(%d): want a multiple of 16 from 16 to %d", size, MaxUniformsSize))
	}
	sdlthread.Do(func() {
		g := &r.reg
		if len(g.uniforms) >= 1<<16-1 {
			panic("render: NewUniforms: too many uniform blocks")
		}
		g.uniforms = append(g.uniforms, uniformBlock{off: g.usize, size: size})
		g.usize += size
		id = UniformsID(len(g.uniforms))
	})
	return id
}

// SetUniforms sets the contents of block id for this frame and the frames
// after it, from the start of the block: data may be shorter than the
// block. The frame draws with the contents they have when it is handed
// over to be drawn; the GPU backend hands them to the shader of each batch
// whose key names the block. It copies data and allocates nothing once the
// queue has room for every block. It panics on an ID NewUniforms did not
// return and on data longer than the block.
func (q *Queue) SetUniforms(id UniformsID, data []byte) {
	if q.reg == nil || id == 0 || int(id) > len(q.reg.uniforms) {
		panic(fmt.Sprintf("render: SetUniforms of block %d, which NewUniforms did not make", id))
	}
	u := q.reg.uniforms[id-1]
	if len(data) > u.size {
		panic(fmt.Sprintf("render: SetUniforms of %d bytes into block %d of %d", len(data), id, u.size))
	}
	if n := q.reg.usize; len(q.ublocks) < n {
		q.ublocks = append(q.ublocks, make([]byte, n-len(q.ublocks))...)
	}
	copy(q.ublocks[u.off:], data)
}

// SetUniformsOf is SetUniforms from a value: *v's bytes, laid out as the
// shader declares the block. T must hold numbers only (fields of
// [4]float32 match std140's vec4s).
func SetUniformsOf[T any](q *Queue, id UniformsID, v *T) {
	q.SetUniforms(id, unsafe.Slice((*byte)(unsafe.Pointer(v)), unsafe.Sizeof(*v)))
}

// uniforms is block id's contents in q, nil for 0 or a block never set.
func (q *Queue) uniforms(id UniformsID) []byte {
	if id == 0 || q.reg == nil || int(id) > len(q.reg.uniforms) {
		return nil
	}
	u := q.reg.uniforms[id-1]
	if u.off+u.size > len(q.ublocks) {
		return nil
	}
	return q.ublocks[u.off : u.off+u.size]
}

// shaderFallback logs, once a shader, that SDL's renderer draws a batch of
// a game's shader with the engine's own.
func (r *Renderer) shaderFallback(id ShaderID) {
	e := r.reg.shader(id)
	if e.warned {
		return
	}
	e.warned = true
	r.logger().Warn("render: SDL's 2D renderer runs no shaders: this shader's batches draw with the default one", "shader", e.name)
}
