package render

// PresentNaive draws sprites one SDL call each (see naive.go).
func (r *Renderer) PresentNaive(sprites []Sprite) error { return r.presentNaive(sprites) }

// DropTargets makes the renderer behave as where render targets are
// missing (the web build): everything straight to the window.
func (r *Renderer) DropTargets() {
	r.targets, r.lighting, r.glow = false, false, false
}
