//go:build !js

package sdlgpu

// WindowTitle is the title SDL gave the window.
func (d *Device) WindowTitle() string { return d.win.Title() }

// WindowlessOn is whether a device of cfg that cannot claim its window
// draws without it on the video driver named driver.
func WindowlessOn(cfg Config, driver string) bool { return cfg.windowless(driver) }
