//go:build !js

package sdlsys

import "github.com/Zyko0/go-sdl3/sdl"

func showError(title, message string) error {
	return sdl.ShowSimpleMessageBox(sdl.MESSAGEBOX_ERROR, title, message, nil)
}
