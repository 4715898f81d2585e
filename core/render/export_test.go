package render

import "errors"

// PresentNaive draws sprites one SDL call each (see naive_test.go), on the
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
	r.targets = false
	r.SetEffects(r.effects)
}

// IsCPURasterizer is BackendAuto's test of a device or renderer name.
var IsCPURasterizer = isCPURasterizer

// ForgetAutoChoice makes the next BackendAuto renderer probe the machine
// again (and log its choice), as the first of a process does.
func ForgetAutoChoice() {
	c := &autoChoice
	c.Lock()
	c.gpuErr, c.software = nil, ""
	c.Unlock()
}

// DeviceName is the GPU device's name on the GPU backend, or the OpenGL
// renderer's GL_RENDERER string on the SDL-renderer backend drawing with
// OpenGL; "" otherwise.
func DeviceName(r *Renderer) string { return r.b.deviceName() }

// Floor is a benchmark's baseline: sprites prepared once and drawn by one
// call a frame, through the same target and presentation as Present.
type Floor = floor

// NewFloor prebuilds sprites, which must share one texture, as the floor
// of r's backend.
func NewFloor(r *Renderer, sprites []Sprite) (Floor, error) { return newFloor(r, sprites) }

// AutoTakesCPUDevices makes BackendAuto take a GPU device that rasterizes
// on the CPU as a hardware one (Mesa's lavapipe here), so that the path of
// a machine with a GPU runs; it returns the undo.
func AutoTakesCPUDevices() (undo func()) {
	autoTakesCPUDevices = true
	ForgetAutoChoice()
	return func() { autoTakesCPUDevices = false; ForgetAutoChoice() }
}

// Windowless reports whether r draws on the GPU without its window.
func Windowless(r *Renderer) bool { return windowless(r.b) }
