//go:build !js

package sdlgpu

// WindowTitle is the title SDL gave the window.
func (d *Device) WindowTitle() string { return d.win.Title() }
