package engine

import "github.com/bengine-go/bengine/core/input"

// handleEngineKeys handles the keys every game gets: F11 and Alt+Enter
// toggle fullscreen, F12 takes a screenshot, F3 toggles the debug overlay
// in debug builds, and while it shows, the game's switches' keys flip them
// (AddOverlaySwitch); window resizes reach the renderer.
func (e *Engine) handleEngineKeys() {
	in := e.input
	alt := in.KeyHeld(input.KeyLAlt) || in.KeyHeld(input.KeyRAlt)
	if in.KeyPressed(input.KeyF11) || (alt && in.KeyPressed(input.KeyReturn)) {
		e.renderer.SetFullscreen(!e.renderer.Fullscreen())
	}
	if in.KeyPressed(input.KeyF12) {
		e.Screenshot()
	}
	if e.debug && in.KeyPressed(input.KeyF3) {
		e.SetOverlay(!e.overlay)
	}
	if e.overlay {
		e.overlayView.flipSwitches(in)
	}
	if _, _, ok := in.Resized(); ok {
		e.renderer.HandleResize()
	}
}
