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
// hostile file (a 1 GB rules file, a file that grows while it is read)
// costs at most this much. What is not a regular file (/dev/zero given as
// a replay) is refused before it is opened: ErrNotRegular.
const MaxFileSize = 16 << 20

// ErrTooLarge is wrapped by the errors of files over their size limit.
var ErrTooLarge = errors.New("file too large")

// ErrNotRegular is wrapped by the errors of paths that are not regular
// files: a folder, a named pipe (FIFO), a device, a socket. None of them is
// ever opened for reading: a FIFO would block the game in open until
// something writes to it, a device may never end.
var ErrNotRegular = errors.New("not a regular file")

// ReadFile reads the file name from fsys, refusing it if it is not a
// regular file or is larger than MaxFileSize. Errors name the file.
func ReadFile(fsys fs.FS, name string) ([]byte, error) {
	return ReadFileLimit(fsys, name, MaxFileSize)
}

// ReadFileLimit is ReadFile with a size limit of limit bytes, for loaders
// with a limit of their own (sounds, sprite sheets).
//
// Where fsys can say what name is (fs.StatFS: a real folder) a name that
// is not a regular file is refused before it is opened. Where it can open
// with flags (OpenFileFS: the engine's data folder) it is opened without
// blocking, so even a FIFO put in place between the check and the open
// cannot hang the game; what was opened is checked again either way.
func ReadFileLimit(fsys fs.FS, name string, limit int64) ([]byte, error) {
	if sfs, ok := fsys.(fs.StatFS); ok {
		st, err := sfs.Stat(name)
		if err != nil {
			return nil, describeOpen(name, err)
		}
		if err := checkRegular(name, st.Mode()); err != nil {
			return nil, err
		}
	}
	var f fs.File
	var err error
	if ofs, ok := fsys.(OpenFileFS); ok {
		f, err = ofs.OpenFile(name, os.O_RDONLY|openNonblock, 0)
	} else {
		f, err = fsys.Open(name)
	}
	if err != nil {
		return nil, describeOpen(name, err)
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil {
		if err := checkRegular(name, st.Mode()); err != nil {
			return nil, err
		}
	}
	return ReadAll(f, name, limit)
}

// OpenFileFS is a file system that opens files with flags, as os.OpenFile
// and os.Root.OpenFile do. ReadFile opens through it without blocking.
type OpenFileFS interface {
	fs.FS
	OpenFile(name string, flag int, perm fs.FileMode) (*os.File, error)
}

// ReadPath reads a file of the operating system (a save, a replay, a
// player's config file), refusing it if it is not a regular file (checked
// before it is opened, and opened without blocking) or is larger than
// MaxFileSize. A link to a regular file is read. Errors name the file.
func ReadPath(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, describeOpen(path, err)
	}
	if err := checkRegular(path, st.Mode()); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNonblock, 0)
	if err != nil {
		return nil, describeOpen(path, err)
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil {
		return nil, describeOpen(path, err)
	} else if err := checkRegular(path, st.Mode()); err != nil {
		return nil, err
	}
	return ReadAll(f, path, MaxFileSize)
}

// checkRegular returns an error wrapping ErrNotRegular, naming name and
// what it is, unless mode is a regular file's.
func checkRegular(name string, mode fs.FileMode) error {
	if mode.IsRegular() {
		return nil
	}
	return fmt.Errorf("%s: %w: it is %s", name, ErrNotRegular, Kind(mode))
}

// Kind says in words what a file of mode is: "a folder", "a named pipe
// (FIFO)", "a regular file", ... for errors about paths that are not what
// they should be.
func Kind(mode fs.FileMode) string {
	switch {
	case mode.IsRegular():
		return "a regular file"
	case mode.IsDir():
		return "a folder"
	case mode&fs.ModeSymlink != 0:
		return "a symbolic link"
	case mode&fs.ModeNamedPipe != 0:
		return "a named pipe (FIFO)"
	case mode&fs.ModeSocket != 0:
		return "a socket"
	case mode&fs.ModeCharDevice != 0:
		return "a character device"
	case mode&fs.ModeDevice != 0:
		return "a block device"
	}
	return "not a file (" + mode.Type().String() + ")"
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
