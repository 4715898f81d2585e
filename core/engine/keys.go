package engine

import (
	"runtime"
	"time"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
)

// ParticleCounter, if set, reports live particles for the debug overlay.
var ParticleCounter func() int

// handleEngineKeys handles the keys every game gets: F11 and Alt+Enter
// toggle fullscreen, F12 takes a screenshot, F3 toggles the debug overlay
// in debug builds; window resizes reach the renderer.
func (e *Engine) handleEngineKeys() {
	in := e.input
	alt := in.KeyHeld(input.KeyLAlt) || in.KeyHeld(input.KeyRAlt)
	if in.KeyPressed(input.KeyF11) || (alt && in.KeyPressed(input.KeyReturn)) {
		e.renderer.ToggleFullscreen()
	}
	if in.KeyPressed(input.KeyF12) {
		e.Screenshot()
	}
	if e.Debug() && in.KeyPressed(input.KeyF3) {
		e.SetOverlay(!e.overlay)
	}
	if _, _, ok := in.Resized(); ok {
		e.renderer.HandleResize()
	}
}

// SetOverlay shows or hides the debug overlay.
func (e *Engine) SetOverlay(on bool) {
	e.overlay = on
	if on {
		runtime.ReadMemStats(&e.mem) // baseline for per-frame allocation counts
	}
}

// Overlay reports whether the debug overlay is showing.
func (e *Engine) Overlay() bool { return e.overlay }

// recordOverlay feeds the overlay with this frame's numbers. Reading memory
// statistics stops the world briefly, so it only happens while the overlay
// is showing.
func (e *Engine) recordOverlay(frame time.Duration) {
	mallocs, pause := e.mem.Mallocs, e.mem.PauseTotalNs
	runtime.ReadMemStats(&e.mem)
	rs := e.renderer.Stats()
	st := render.OverlayStats{
		FrameTime:   frame,
		FixedUpdate: e.stats.Fixed,
		Update:      e.stats.Update,
		Render:      e.stats.Render,
		FixedSteps:  e.stats.Steps,
		DrawCalls:   rs.DrawCalls,
		Sprites:     rs.Sprites,
		Allocs:      e.mem.Mallocs - mallocs,
		GCPause:     time.Duration(e.mem.PauseTotalNs - pause),
	}
	if ParticleCounter != nil {
		st.Particles = ParticleCounter()
	}
	e.overlayView.Record(st)
}
