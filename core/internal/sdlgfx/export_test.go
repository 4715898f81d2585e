package sdlgfx

// WindowTitle is the title SDL gave the window.
func (d *Device) WindowTitle() string { return d.win.Title() }

// GLRendererNow is GL_RENDERER from whatever context is current on the
// thread, as the driver sees it ("" with none), bypassing keepGL.
var GLRendererNow = glRenderer
