package sdlsys

import (
	"errors"
	"fmt"
	"os"

	"github.com/Zyko0/go-sdl3/sdl"
	"golang.org/x/sys/unix"
)

// loadFromMemory loads the embedded library from an anonymous file in
// memory (memfd_create), writing nothing anywhere: the way left when
// neither the cache folder nor a temporary folder can be written or run
// from. The file is closed once loaded; the library's mapping keeps it.
func loadFromMemory(name string) (Library, error) {
	fd, err := unix.MemfdCreate(name, unix.MFD_CLOEXEC|unix.MFD_EXEC)
	if errors.Is(err, unix.EINVAL) { // kernels before 6.3 know no MFD_EXEC
		fd, err = unix.MemfdCreate(name, unix.MFD_CLOEXEC)
	}
	if err != nil {
		return Library{}, fmt.Errorf("memfd_create: %w", err)
	}
	path := fmt.Sprintf("/proc/self/fd/%d", fd)
	f := os.NewFile(uintptr(fd), path)
	defer f.Close()
	if err := fillBlob(f); err != nil {
		return Library{}, fmt.Errorf("memfd: %w", err)
	}
	if err := sdl.LoadLibrary(path); err != nil {
		return Library{}, fmt.Errorf("memfd: load %s: %w", path, err)
	}
	return Library{Path: "memfd:" + name, From: Memory}, nil
}
