//go:build windows

package sdlaudio

import "syscall"

// lookup finds an SDL function in the already loaded SDL3.dll.
func lookup(name string) (uintptr, error) {
	h, err := syscall.LoadLibrary("SDL3.dll")
	if err != nil {
		return 0, err
	}
	return syscall.GetProcAddress(h, name)
}
