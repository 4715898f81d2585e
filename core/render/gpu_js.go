//go:build js

package render

import "fmt"

// The web build has no SDL GPU API: BackendAuto always picks SDL's
// renderer, and BackendGPU fails.
const gpuBuilt = false

type gpuTexture struct{}

type gpuPost struct{}

func windowless(backend) bool { return false }

func openGPU(*Renderer, windowMode, bool) (backend, error) {
	return nil, fmt.Errorf("%w: the web build has no SDL GPU API", ErrNoGPU)
}
