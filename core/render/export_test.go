package render

import "errors"

// PresentNaive draws sprites one SDL call each (see naive.go), on the
// SDL-renderer backend.
func (r *Renderer) PresentNaive(sprites []Sprite) error {
	b, ok := r.b.(*sdlBackend)
	if !ok {
		return errors.New("render: the naive path needs the SDL-renderer backend")
	}
	return b.presentNaive(sprites)
}

// DropTargets makes the renderer behave as where render targets are
// missing (the web build): everything straight to the window.
func (r *Renderer) DropTargets() {
	r.targets, r.lighting, r.glow = false, false, false
}
