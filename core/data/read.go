package data

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// MaxFileSize is the largest data file, save or replay the engine reads:
// 16 MiB, some hundred times the largest file the games ship. Anything
// bigger is refused before it is read into memory, so a mistaken or
// hostile file (a 1 GB rules file, /dev/zero given as a replay) costs at
// most this much.
const MaxFileSize = 16 << 20

// ErrTooLarge is wrapped by the errors of files over their size limit.
var ErrTooLarge = errors.New("file too large")

// ReadFile reads the file name from fsys, refusing it if it is larger than
// MaxFileSize. Errors name the file.
func ReadFile(fsys fs.FS, name string) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, describeOpen(name, err)
	}
	defer f.Close()
	return ReadAll(f, name, MaxFileSize)
}

// ReadPath reads a file of the operating system (a save, a replay), refusing
// it if it is larger than MaxFileSize. Errors name the file.
func ReadPath(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, describeOpen(path, err)
	}
	defer f.Close()
	return ReadAll(f, path, MaxFileSize)
}

// ReadAll reads r to its end, or fails as soon as more than limit bytes
// have come, without reading the rest (r may never end). name is used in
// errors.
func ReadAll(r io.Reader, name string, limit int64) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("%s: %w: over the limit of %s", name, ErrTooLarge, sizeString(limit))
	}
	return b, nil
}

// LoadJSON reads the file name from fsys (see ReadFile) and decodes it into
// v strictly (see DecodeStrict).
func LoadJSON(fsys fs.FS, name string, v any) error {
	raw, err := ReadFile(fsys, name)
	if err != nil {
		return err
	}
	return DecodeStrict(name, raw, v)
}

func describeOpen(name string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // the name is said once, first
	}
	if errors.Is(err, fs.ErrNotExist) {
		err = errNotFound{}
	}
	return fmt.Errorf("%s: %w", name, err)
}

// errNotFound reads better than fs.ErrNotExist's "file does not exist" and
// still matches it with errors.Is.
type errNotFound struct{}

func (errNotFound) Error() string        { return "file not found" }
func (errNotFound) Is(target error) bool { return target == fs.ErrNotExist }

func sizeString(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
