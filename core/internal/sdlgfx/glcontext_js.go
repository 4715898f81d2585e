//go:build js

package sdlgfx

// The browser's SDL draws with WebGL, which no other device disturbs.

func (d *Device) captureGL() {}

func (d *Device) keepGL() {}
