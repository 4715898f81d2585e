package data_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/data/datatest"
)

// kindWords is how errors name each of datatest.Specials.
var kindWords = map[string]string{
	"folder": "a folder",
	"fifo":   "a named pipe (FIFO)",
	"socket": "a socket",
	"device": "a character device",
}

// TestReadRefusesWhatIsNotARegularFile puts a folder, a FIFO, a socket and
// a device where a data file or a save should be, directly and behind a
// link: every reader refuses it at once, naming the path and what it is,
// and never blocks (a FIFO opened for reading waits for a writer). A save
// that is not a regular file is kept: never written over.
func TestReadRefusesWhatIsNotARegularFile(t *testing.T) {
	for _, kind := range datatest.Specials {
		t.Run(kind, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "rules.json")
			datatest.MakeSpecial(t, path, kind)
			if err := os.Symlink("rules.json", filepath.Join(dir, "link.json")); err != nil {
				t.Fatal(err)
			}
			before, err := os.Lstat(path)
			if err != nil {
				t.Fatal(err)
			}
			want := "not a regular file: it is " + kindWords[kind]
			// The socket and the device are links out of the folder, which
			// an os.Root refuses as such.
			outside := kind == "socket" || kind == "device"
			check := func(what string, read func() ([]byte, error)) {
				t.Helper()
				var b []byte
				var err error
				datatest.Returns(t, what, func() { b, err = read() })
				if outside && strings.Contains(what, "os.Root") && err != nil && strings.Contains(err.Error(), "path escapes from parent") {
					return
				}
				if b != nil || !errors.Is(err, data.ErrNotRegular) || !strings.Contains(err.Error(), want) {
					t.Errorf("%s: got %q, %v; want ErrNotRegular saying %q", what, b, err, want)
				}
			}
			for _, name := range []string{"rules.json", "link.json"} {
				p := filepath.Join(dir, name)
				check("ReadPath "+name, func() ([]byte, error) { return data.ReadPath(p) })
				check("ReadFile "+name, func() ([]byte, error) { return data.ReadFile(os.DirFS(dir), name) })
				check("ReadFile (os.Root) "+name, func() ([]byte, error) {
					root, err := os.OpenRoot(dir)
					if err != nil {
						return nil, err
					}
					defer root.Close()
					return data.ReadFile(rootFS{root}, name)
				})
				check("ReadFileLimit "+name, func() ([]byte, error) { return data.ReadFileLimit(os.DirFS(dir), name, 10) })
			}

			s := data.OpenSave(path)
			var readErr error
			datatest.Returns(t, "SaveFile.Read", func() { _, readErr = s.Read() })
			if !errors.Is(readErr, data.ErrNotRegular) || s.Blocked() == nil {
				t.Errorf("SaveFile.Read: got %v (blocked %v), want ErrNotRegular and the save blocked", readErr, s.Blocked())
			}
			if err := s.Write([]byte("{}")); !errors.Is(err, data.ErrUnreadable) {
				t.Errorf("SaveFile.Write: got %v, want ErrUnreadable", err)
			}
			after, err := os.Lstat(path)
			if err != nil || after.Mode() != before.Mode() || !os.SameFile(before, after) {
				t.Errorf("the %s was replaced: %v, %v; want it kept", kind, after, err)
			}
		})
	}
}

// rootFS serves an os.Root with OpenFile, as the engine's data folder does.
type rootFS struct{ r *os.Root }

func (f rootFS) Open(name string) (fs.File, error)     { return f.r.FS().Open(name) }
func (f rootFS) Stat(name string) (fs.FileInfo, error) { return f.r.Stat(name) }
func (f rootFS) OpenFile(name string, flag int, perm fs.FileMode) (*os.File, error) {
	return f.r.OpenFile(name, flag, perm)
}

// TestOpenFileFSOpensWithoutBlocking: a file system that only opens with
// flags (no Stat to check first) is still never blocked by a FIFO.
func TestOpenFileFSOpensWithoutBlocking(t *testing.T) {
	dir := t.TempDir()
	datatest.MakeSpecial(t, filepath.Join(dir, "pipe"), "fifo")
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	var got error
	datatest.Returns(t, "ReadFile of a FIFO", func() { _, got = data.ReadFile(openOnly{rootFS{root}}, "pipe") })
	if !errors.Is(got, data.ErrNotRegular) {
		t.Errorf("got %v, want ErrNotRegular", got)
	}
}

// openOnly hides rootFS's Stat.
type openOnly struct{ f rootFS }

func (o openOnly) Open(name string) (fs.File, error) { return o.f.Open(name) }
func (o openOnly) OpenFile(name string, flag int, perm fs.FileMode) (*os.File, error) {
	return o.f.OpenFile(name, flag, perm)
}
