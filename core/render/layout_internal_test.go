//go:build !js

package render

import (
	"testing"

	"github.com/bengine-go/bengine/core/internal/sdlgpu"
)

// TestRecordLayouts checks the Go records against the sizes the shaders
// declare (std430 records, std140 uniform blocks).
func TestRecordLayouts(t *testing.T) {
	cases := []struct {
		name      string
		got, want int
	}{
		{"instance (sprite.vert's full record)", sdlgpu.SizeOf[instance](), instanceSize},
		{"compact (sprite.vert's compact record)", sdlgpu.SizeOf[compact](), compactSize},
		{"gpuLight (lightvol.vert Light)", sdlgpu.SizeOf[gpuLight](), gpuLightSize},
		{"drawUniforms (sprite.vert Draw)", sdlgpu.SizeOf[drawUniforms](), 48},
		{"lightUniforms (light.frag Lighting)", sdlgpu.SizeOf[lightUniforms](), 16},
		{"surfaceUniforms (bengine_fragment.glsl BengineSurface)", sdlgpu.SizeOf[surfaceUniforms](), 48},
		{"postUniforms (scanlines.frag Post)", sdlgpu.SizeOf[postUniforms](), 48},
		{"Vertex (bengine_vertex.glsl's locations 0-2, SDL's vertex fields)", sdlgpu.SizeOf[Vertex](), 32},
		{"xform (bengine_vertex.glsl BengineTransforms, two vec4)", sdlgpu.SizeOf[xform](), xformSize},
		{"meshU (mesh.vert and line.vert Draw)", sdlgpu.SizeOf[[4]float32](), 16},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %d bytes, want %d", c.name, c.got, c.want)
		}
	}
}

// TestVertexFormatsMatchTheGPUs checks that render's VertexFormat values
// are sdlgpu's, which meshInput converts by number, with their sizes.
func TestVertexFormatsMatchTheGPUs(t *testing.T) {
	cases := []struct {
		f    VertexFormat
		gpu  sdlgpu.VertexFormat
		size int
	}{
		{VertexFloat, sdlgpu.Float, 4}, {VertexFloat2, sdlgpu.Float2, 8}, {VertexFloat3, sdlgpu.Float3, 12},
		{VertexFloat4, sdlgpu.Float4, 16}, {VertexUint, sdlgpu.Uint, 4},
	}
	for _, c := range cases {
		if sdlgpu.VertexFormat(c.f) != c.gpu || c.f.size() != c.size {
			t.Errorf("format %d: got sdlgpu %d and %d bytes, want %d and %d", c.f, sdlgpu.VertexFormat(c.f), c.f.size(), c.gpu, c.size)
		}
	}
	if int(numVertexFormats) != len(cases) {
		t.Errorf("got %d formats, want %d checked", numVertexFormats, len(cases))
	}
}
