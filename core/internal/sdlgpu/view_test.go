//go:build !js

package sdlgpu_test

import (
	"testing"

	"github.com/bengine-go/bengine/core/internal/sdlgpu"
)

func TestViewAndBytes(t *testing.T) {
	type rec struct{ A, B float32 }
	b := make([]byte, 4+3*8)
	v := sdlgpu.View[rec](b, 4, 3)
	v[1] = rec{1, 2}
	back := sdlgpu.View[rec](sdlgpu.Bytes(v), 0, 3)
	if got := back[1]; got != (rec{1, 2}) {
		t.Errorf("got %v back through Bytes, want {1 2}", got)
	}
	if got := sdlgpu.SizeOf[rec](); got != 8 {
		t.Errorf("SizeOf: got %d, want 8", got)
	}
	if n := len(sdlgpu.View[rec](b, 0, 0)); n != 0 {
		t.Errorf("empty view: got %d values, want 0", n)
	}
	defer func() {
		if recover() == nil {
			t.Error("View past the end: got no panic, want one")
		}
	}()
	sdlgpu.View[rec](b, 8, 3)
}
