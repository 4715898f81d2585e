//go:build !js

package sdlsys

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"
	_ "unsafe" // for go:linkname

	_ "github.com/Zyko0/go-sdl3/bin/binsdl" // links in the embedded library
	"github.com/Zyko0/go-sdl3/sdl"
)

// blob is go-sdl3's embedded SDL library for this platform, gzipped.
// binsdl keeps it unexported and offers only Load, which writes a fresh
// copy into a new temporary folder on every call and leaves it there
// unless Unload runs; so the bytes are reached here and written once, to
// the cache.
//
//go:linkname blob github.com/Zyko0/go-sdl3/bin/binsdl.sdlBlob
var blob []byte

// tempDir is a temporary folder holding the loaded library, on a platform
// that cannot remove a library's file while it is loaded (Windows); ""
// when there is none.
var tempDir string

// staleAfter is how old an unfinished extraction must be before another
// process removes it (a finished one takes milliseconds).
const staleAfter = 10 * time.Minute

// load finds and loads SDL: the program's own library (Candidates), else
// the embedded one from the cache folder, else from a temporary folder,
// else (Linux) from memory. When none works, the error names every place
// tried and why it failed, and says how to fix it.
func load() (Library, error) {
	name := sdl.Path()
	exe := executable()
	for _, p := range Candidates(exe, name) {
		if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() {
			continue
		}
		if err := sdl.LoadLibrary(p); err != nil {
			return Library{}, fmt.Errorf("sdl: load %s: %w", p, err)
		}
		return Library{Path: p, From: Beside}, nil
	}
	dir, cacheErr := CacheDir()
	if cacheErr == nil {
		p, err := extract(dir, name)
		if err == nil {
			if err = sdl.LoadLibrary(p); err == nil {
				return Library{Path: p, From: Cached}, nil
			}
		}
		cacheErr = fmt.Errorf("sdl: cache %s: %w", dir, err)
	}
	lib, tempErr := loadTemporary(name)
	if tempErr == nil {
		lib.CacheErr = cacheErr
		return lib, nil
	}
	lib, memErr := loadFromMemory(name)
	if memErr == nil {
		lib.CacheErr = errors.Join(cacheErr, tempErr)
		return lib, nil
	}
	return Library{}, notLoaded(name, exe, cacheErr, tempErr, memErr)
}

// notLoaded is the error of a program that found no way to load SDL: it
// lists what was tried, in order, and how a player makes one of them work.
func notLoaded(name, exe string, cacheErr, tempErr, memErr error) error {
	var b strings.Builder
	fmt.Fprintf(&b, "sdl: no usable copy of the SDL library; tried:\n")
	if beside := Candidates(exe, name); len(beside) > 0 {
		fmt.Fprintf(&b, "  - the program's own %s: none at %s\n", name, strings.Join(beside, " or "))
	}
	fmt.Fprintf(&b, "  - the user's cache folder: %v\n", cacheErr)
	fmt.Fprintf(&b, "  - a temporary folder: %v\n", tempErr)
	if !errors.Is(memErr, errors.ErrUnsupported) {
		fmt.Fprintf(&b, "  - memory: %v\n", memErr)
	}
	fmt.Fprintf(&b, "fix: put %s beside the program, or let this user write (and run programs from) the cache folder or the temporary folder (now %s)", name, os.TempDir())
	return errors.New(b.String())
}

// CacheDir is the folder that holds this build's embedded SDL library
// once extracted: <user cache>/bengine/sdl/<hash of the library>.
// Programs built with another go-sdl3 get another folder.
func CacheDir() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("sdl: no cache folder: %w", err)
	}
	return filepath.Join(base, "bengine", "sdl", blobHash()), nil
}

// blobHash names the embedded library by the first 16 hex digits of its
// SHA-256.
func blobHash() string {
	sum := sha256.Sum256(blob)
	return hex.EncodeToString(sum[:8])
}

// blobSize is the library's size once decompressed: gzip's trailer holds
// it (modulo 4 GiB; the library is a few MB).
func blobSize() int64 {
	if len(blob) < 4 {
		return -1
	}
	return int64(binary.LittleEndian.Uint32(blob[len(blob)-4:]))
}

// extract makes sure dir/name holds the embedded library and returns its
// path. A complete copy already there is reused. Otherwise the library is
// written to a temporary file in dir, synced and renamed into place, so a
// process never sees a half-written library and two processes extracting
// at once both end up with a whole one.
func extract(dir, name string) (string, error) {
	path := filepath.Join(dir, name)
	if complete(path) {
		return path, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	removeStale(dir, name)
	f, err := os.CreateTemp(dir, name+".tmp-*")
	if err != nil {
		return "", err
	}
	tmp := f.Name()
	if err := writeBlob(f); err != nil {
		os.Remove(tmp)
		return "", err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		if complete(path) { // another process won (Windows refuses to replace a loaded file)
			return path, nil
		}
		return "", err
	}
	return path, nil
}

// writeBlob decompresses the library into f, syncs and closes it.
func writeBlob(f *os.File) error {
	if err := fillBlob(f); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// fillBlob decompresses the library into f and makes it executable.
func fillBlob(f *os.File) error {
	if len(blob) == 0 {
		return errors.New("go-sdl3's embedded library (binsdl.sdlBlob) is missing: has go-sdl3 changed?")
	}
	zr, err := gzip.NewReader(bytes.NewReader(blob))
	if err != nil {
		return fmt.Errorf("embedded library: %w", err)
	}
	if _, err := io.Copy(f, zr); err != nil {
		return fmt.Errorf("write %s: %w", f.Name(), err)
	}
	if err := f.Chmod(0o755); err != nil && runtime.GOOS != "windows" {
		return err
	}
	return nil
}

// complete reports whether path is a whole copy of the embedded library.
func complete(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Mode().IsRegular() && st.Size() == blobSize()
}

// removeStale removes unfinished extractions that a killed process left.
func removeStale(dir, name string) {
	old, _ := filepath.Glob(filepath.Join(dir, name+".tmp-*"))
	for _, p := range old {
		if st, err := os.Stat(p); err == nil && time.Since(st.ModTime()) > staleAfter {
			os.Remove(p)
		}
	}
}

// loadTemporary loads the embedded library from a new temporary folder.
// Where the platform allows it (not Windows) the folder is removed at once:
// the loaded library's mapping outlives its file. Otherwise Release removes
// it after unloading.
func loadTemporary(name string) (Library, error) {
	dir, err := os.MkdirTemp("", "bengine-sdl-")
	if err != nil {
		return Library{}, fmt.Errorf("temporary folder: %w", err)
	}
	p, err := extract(dir, name)
	if err == nil {
		err = sdl.LoadLibrary(p)
	}
	if err != nil {
		os.RemoveAll(dir)
		return Library{}, fmt.Errorf("temporary folder %s: %w", dir, err)
	}
	if runtime.GOOS == "windows" {
		tempDir = dir
	} else {
		os.RemoveAll(dir)
	}
	return Library{Path: p, From: Temporary}, nil
}

// unload closes the library and removes a temporary copy.
func unload() {
	sdl.Quit()
	_ = sdl.CloseLibrary()
	if tempDir != "" {
		os.RemoveAll(tempDir)
		tempDir = ""
	}
}

// mustRelease reports whether Release has a temporary copy to remove.
func mustRelease() bool { return tempDir != "" }
