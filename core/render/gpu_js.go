//go:build js

package render

import (
	"errors"
	"fmt"

	"github.com/bengine-go/bengine/core/internal/benchfloor"
)

// The web build has no SDL GPU API: BackendAuto always picks SDL's
// renderer, and BackendGPU fails.
const gpuBuilt = false

type gpuTexture struct{}

type gpuPost struct{}

func openGPU(*Renderer, bool, bool) (backend, error) {
	return nil, fmt.Errorf("%w: the web build has no SDL GPU API", ErrNoGPU)
}

func newGPUFloor(*Renderer, *Texture, []instance) (benchfloor.Floor, error) {
	return nil, errors.New("render: no GPU floor in the web build")
}
