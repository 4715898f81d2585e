//go:build !js

package sdlsys

import "github.com/Zyko0/go-sdl3/sdl"

// VideoDriver names the video driver SDL runs on ("x11", "wayland",
// "windows", "cocoa", "offscreen", "dummy", ...); "" before video is
// initialised.
func VideoDriver() string {
	if !initialized(sdl.InitFlags(Video)) {
		return ""
	}
	return sdl.GetCurrentVideoDriver()
}
