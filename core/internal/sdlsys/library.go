package sdlsys

import (
	"os"
	"path/filepath"
	"strings"
)

// Origin says where the SDL library was loaded from.
type Origin uint8

// Where Load finds SDL, in the order it looks.
const (
	// Beside: a library shipped with the program, beside the executable
	// or in a macOS app bundle's Contents/Frameworks.
	Beside Origin = iota + 1
	// Cached: go-sdl3's embedded copy, extracted once into the user's
	// cache folder and reused by every later run.
	Cached
	// Temporary: the embedded copy in a temporary folder, used only when
	// the cache folder is unusable, and removed again.
	Temporary
	// Browser: the web build, where SDL comes with the page.
	Browser
	// Memory: go-sdl3's embedded copy loaded from an anonymous file in
	// memory (Linux's memfd_create), when no folder can be written or run
	// from: nothing is written anywhere.
	Memory
)

func (o Origin) String() string {
	switch o {
	case Beside:
		return "beside the executable"
	case Cached:
		return "cached"
	case Temporary:
		return "temporary"
	case Browser:
		return "browser"
	case Memory:
		return "memory"
	}
	return "not loaded"
}

// Library says which SDL library was loaded.
type Library struct {
	Path string // the file loaded ("" in the browser)
	From Origin
	// CacheErr says why the cache folder (and, for Memory, the temporary
	// folder) could not be used, when From is Temporary or Memory.
	CacheErr error
}

// Candidates lists where a program's own SDL library may sit, given the
// executable's path and the library's file name, in the order Load tries
// them: beside the executable, then, when the executable is inside a macOS
// app bundle (X.app/Contents/MacOS/exe), in X.app/Contents/Frameworks.
func Candidates(exe, name string) []string {
	if exe == "" {
		return nil
	}
	dir := filepath.Dir(exe)
	c := []string{filepath.Join(dir, name)}
	if contents, ok := strings.CutSuffix(dir, string(filepath.Separator)+"MacOS"); ok && filepath.Base(contents) == "Contents" {
		c = append(c, filepath.Join(contents, "Frameworks", name))
	}
	return c
}

// executable returns the running program's path with links resolved, or
// "" when the platform cannot say.
func executable() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real
	}
	return exe
}
