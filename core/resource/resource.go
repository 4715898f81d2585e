package resource

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/render"
)

// Manager is the resource manager: the one way the engine and its games
// read data files. It serves one fs.FS, the program's embedded data or a
// real data folder, reads files from it and only from it, decodes JSON
// strictly and loads PNG textures once, caching them by name. A program
// reaches the engine's through engine.Resources.
type Manager struct {
	fsys     fs.FS
	dir      string    // the real data folder; "" when the data is embedded
	root     *liveRoot // dir, opened so that nothing leaves it
	renderer *render.Renderer
	watcher  *data.Watcher
	textures map[string]*render.Texture
}

// New returns a resource manager serving fsys (a program's embedded data,
// or an fstest.MapFS in a test); a nil fsys serves no files. Textures need
// a renderer; without one (nil) only files and JSON can be loaded. w is
// the data watcher of a debug build, nil for none (see Watcher); the
// manager closes it with its Close.
func New(fsys fs.FS, r *render.Renderer, w *data.Watcher) *Manager {
	if fsys == nil {
		fsys = noFiles{}
	}
	return &Manager{fsys: fsys, renderer: r, watcher: w, textures: map[string]*render.Texture{}}
}

// Open returns a resource manager serving the real folder dir, with
// renderer r and watcher w as New takes them. Close it to release the
// folder.
func Open(dir string, r *render.Renderer, w *data.Watcher) (*Manager, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("data folder %s: %w", dir, err)
	}
	root, err := os.OpenRoot(abs)
	if err != nil {
		return nil, fmt.Errorf("data folder %s: %w", dir, err)
	}
	live := &liveRoot{dir: abs, root: root}
	m := New(live, r, w)
	m.dir, m.root = abs, live
	return m, nil
}

// liveRoot serves a data folder through an os.Root, and opens the folder
// again when the one at its path is no longer the one it opened: deleted
// and copied back (rm -rf && cp -r, some git checkouts), which hot reload
// must survive. An os.Root follows a folder that is moved, so a folder
// moved away and back needs nothing.
type liveRoot struct {
	dir  string
	root *os.Root
}

func (l *liveRoot) Open(name string) (fs.File, error) {
	f, err := l.root.FS().Open(name)
	if err != nil && errors.Is(err, fs.ErrNotExist) && l.reopen(name) {
		f, err = l.root.FS().Open(name)
	}
	return f, err
}

// Stat says what name is without opening it (fs.StatFS): data.ReadFile
// refuses what is not a regular file before it opens it.
func (l *liveRoot) Stat(name string) (fs.FileInfo, error) {
	st, err := l.root.FS().(fs.StatFS).Stat(name)
	if err != nil && errors.Is(err, fs.ErrNotExist) && l.reopen(name) {
		st, err = l.root.FS().(fs.StatFS).Stat(name)
	}
	return st, err
}

// OpenFile opens name with flags (data.OpenFileFS), so that data.ReadFile
// opens without blocking.
func (l *liveRoot) OpenFile(name string, flag int, perm fs.FileMode) (*os.File, error) {
	if !fs.ValidPath(name) {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
	}
	f, err := l.root.OpenFile(filepath.FromSlash(name), flag, perm)
	if err != nil && errors.Is(err, fs.ErrNotExist) && l.reopen(name) {
		f, err = l.root.OpenFile(filepath.FromSlash(name), flag, perm)
	}
	return f, err
}

// reopen opens the folder at dir again when name, missing from the open
// folder, is at its path: the folder there is another one now. (Comparing
// the two folders' identity is not enough: a new folder may get the
// deleted one's inode number.) It reports whether it opened it.
func (l *liveRoot) reopen(name string) bool {
	if _, err := os.Lstat(filepath.Join(l.dir, filepath.FromSlash(name))); err != nil {
		return false
	}
	root, err := os.OpenRoot(l.dir)
	if err != nil {
		return false
	}
	l.root.Close()
	l.root = root
	return true
}

// Close closes the watcher, if there is one, and releases the data
// folder, if one is open. It is idempotent.
func (m *Manager) Close() error {
	if m.watcher != nil {
		m.watcher.Close()
		m.watcher = nil
	}
	if m.root == nil {
		return nil
	}
	err := m.root.root.Close()
	m.root = nil
	return err
}

// Watcher is the data watcher of a debug build: nil (whose methods do
// nothing) in a release build or a headless run. Watch registers the data
// folder's files with it, and a game may register files of its own
// elsewhere (a player's bindings beside the saves, through data.Dir). The
// engine polls it between frames, on the thread that owns SDL, so the
// callbacks never race a frame.
func (m *Manager) Watcher() *data.Watcher { return m.watcher }

// FS is the data every loader reads: the folder or the embedded files.
func (m *Manager) FS() fs.FS { return m.fsys }

// Dir is the absolute data folder, or "" when the data is embedded (then
// nothing can be hot-reloaded).
func (m *Manager) Dir() string { return m.dir }

// Source says where the data comes from, for logs: the folder, or
// "embedded data".
func (m *Manager) Source() string {
	if m.dir == "" {
		return "embedded data"
	}
	return m.dir
}

// ErrEscape is returned for names that would leave the data folder.
var ErrEscape = errors.New("name escapes the data folder")

// ErrEmbedded is returned by Path when the data is embedded: its files are
// not on disk.
var ErrEmbedded = errors.New("the data is embedded, not in a folder")

// checkName refuses names that are not plain slash-separated paths inside
// the data: empty, absolute, or with ".." elements (fs.ValidPath).
func checkName(name string) error {
	if !fs.ValidPath(name) || name == "." {
		return fmt.Errorf("resource %q: %w", name, ErrEscape)
	}
	return nil
}

// Path returns the operating system's path of name in the data folder, for
// a file watcher. It fails with ErrEmbedded when the data is embedded.
func (m *Manager) Path(name string) (string, error) {
	if err := checkName(name); err != nil {
		return "", err
	}
	if m.dir == "" {
		return "", fmt.Errorf("resource %s: %w", name, ErrEmbedded)
	}
	return filepath.Join(m.dir, filepath.FromSlash(name)), nil
}

// Watch runs onChange (between frames, on the thread that owns SDL) after
// the data file name changes on disk. It does nothing, and returns nil,
// where there is nothing to watch: data embedded, or no watcher (release
// builds, headless runs).
func (m *Manager) Watch(name string, onChange func()) (*data.Watch, error) {
	if m.watcher == nil || m.dir == "" {
		return nil, nil
	}
	p, err := m.Path(name)
	if err != nil {
		return nil, err
	}
	return m.watcher.Watch(p, onChange)
}

// ReadFile reads a data file (at most data.MaxFileSize bytes).
func (m *Manager) ReadFile(name string) ([]byte, error) {
	if err := checkName(name); err != nil {
		return nil, err
	}
	b, err := data.ReadFile(m.fsys, name)
	if err != nil {
		if strings.Contains(err.Error(), "path escapes from parent") {
			return nil, fmt.Errorf("resource %s: a link that leads out of %s: %w", name, m.dir, ErrEscape)
		}
		return nil, fmt.Errorf("resource %w (data: %s)", err, m.Source())
	}
	return b, nil
}

// LoadJSON decodes the JSON file name into v strictly: unknown fields and
// trailing data are errors naming the file, line and column.
func (m *Manager) LoadJSON(name string, v any) error {
	b, err := m.ReadFile(name)
	if err != nil {
		return err
	}
	return data.DecodeStrict(name, b, v)
}

// LoadImage decodes a PNG data file.
func (m *Manager) LoadImage(name string) (image.Image, error) {
	b, err := m.ReadFile(name)
	if err != nil {
		return nil, err
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		return nil, fmt.Errorf("resource %s: not a valid PNG: %w", name, err)
	}
	return img, nil
}

// Texture loads a PNG texture once and returns the cached texture after.
func (m *Manager) Texture(name string) (*render.Texture, error) {
	if t, ok := m.textures[name]; ok {
		return t, nil
	}
	if m.renderer == nil {
		return nil, fmt.Errorf("resource %s: no renderer to upload the texture to", name)
	}
	img, err := m.LoadImage(name)
	if err != nil {
		return nil, err
	}
	t, err := m.renderer.NewTexture(name, img)
	if err != nil {
		return nil, fmt.Errorf("resource %s: %w", name, err)
	}
	m.textures[name] = t
	return t, nil
}

// noFiles is the data of a program that embeds none.
type noFiles struct{}

func (noFiles) Open(name string) (fs.File, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}
