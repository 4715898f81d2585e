//go:build js

package render

import "errors"

func newGPUFloor(*Renderer, *Texture, []compact, bool) (floor, error) {
	return nil, errors.New("render: no GPU floor in the web build")
}
