package data

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrUnreadable is wrapped by the errors of SaveFile.Write while the file
// exists but could not be read: writing would destroy what is in it.
var ErrUnreadable = errors.New("the file exists but could not be read")

// SaveFile is one file a player's game writes (high scores, settings,
// bindings): read once at start, written atomically, and never written
// over while it exists but could not be read. A game that cannot read a
// player's save starts on defaults in memory and keeps the file for the
// player to mend, rather than replacing a year of high scores with a fresh
// table.
//
//	f := data.OpenSave(filepath.Join(dir, "highscores.json"))
//	raw, err := f.Read() // nil, nil on a first run
//	if err != nil { ... start on defaults; f.Write will refuse ... }
//	if bad(raw) { f.SetAside() } // a corrupt file: keep it under another name
//	...
//	err = f.Write(encoded)
type SaveFile struct {
	path    string
	blocked error // why Write refuses; nil once the file was read or set aside
}

// OpenSave returns the save at path. Nothing is read or written until Read
// or Write.
func OpenSave(path string) *SaveFile { return &SaveFile{path: path} }

// Path is the file's path.
func (s *SaveFile) Path() string { return s.path }

// Read reads the file, refusing one over MaxFileSize. A file that does not
// exist reads as nil and no error: the first run. Any other failure
// (permission, an I/O error, a file too large, not a regular file) is
// returned, and from then on
// Write refuses to replace the file, until SetAside moves it out of the
// way.
func (s *SaveFile) Read() ([]byte, error) {
	b, err := ReadPath(s.path)
	switch {
	case err == nil:
		s.blocked = nil
		return b, nil
	case errors.Is(err, fs.ErrNotExist):
		s.blocked = nil
		return nil, nil
	}
	s.blocked = err
	return nil, fmt.Errorf("read save %w", err)
}

// Blocked returns why Write refuses (the Read error), or nil.
func (s *SaveFile) Blocked() error { return s.blocked }

// Write replaces the file with b atomically (WriteFileAtomic, creating the
// folder). It refuses, with an error wrapping ErrUnreadable, while the file
// exists but the last Read could not read it.
func (s *SaveFile) Write(b []byte) error {
	if s.blocked != nil {
		return fmt.Errorf("save %s: not written: %w (%v); move it away or fix its permissions, then restart", s.path, ErrUnreadable, s.blocked)
	}
	return WriteFileAtomic(s.path, b, 0o644)
}

// SetAside renames a damaged file to the first free "<path>.corrupt-<n>",
// keeping its content for the player or a bug report, and returns the new
// path. Write works again afterwards.
func (s *SaveFile) SetAside() (string, error) {
	for n := 1; n <= 1000; n++ {
		aside := fmt.Sprintf("%s.corrupt-%d", s.path, n)
		if _, err := os.Lstat(aside); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := os.Rename(s.path, aside); err != nil {
			return "", fmt.Errorf("set aside %s: %w", s.path, err)
		}
		syncDir(filepath.Dir(s.path))
		s.blocked = nil
		return aside, nil
	}
	return "", fmt.Errorf("set aside %s: no free name up to %s.corrupt-1000", s.path, s.path)
}
