//go:build windows

package sdlcall

import "syscall"

// Lookup finds an SDL function in the already loaded SDL3.dll.
func Lookup(name string) (uintptr, error) {
	h, err := syscall.LoadLibrary("SDL3.dll")
	if err != nil {
		return 0, err
	}
	return syscall.GetProcAddress(h, name)
}
