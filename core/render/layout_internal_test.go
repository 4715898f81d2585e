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
		{"instance (sprite.vert Instance)", sdlgpu.SizeOf[instance](), instanceSize},
		{"gpuLight (light.frag Light)", sdlgpu.SizeOf[gpuLight](), gpuLightSize},
		{"drawUniforms (sprite.vert Draw)", sdlgpu.SizeOf[drawUniforms](), 48},
		{"lightUniforms (light.frag Lighting)", sdlgpu.SizeOf[lightUniforms](), 48},
		{"postUniforms (scanlines.frag Post)", sdlgpu.SizeOf[postUniforms](), 48},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %d bytes, want %d", c.name, c.got, c.want)
		}
	}
}
