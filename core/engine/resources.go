package engine

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/render"
)

// Resources is the ResourceManager singleton: it finds the data folder,
// reads files from it (and only from it), decodes JSON strictly and loads
// PNG textures once, caching them by name. Read it through
// engine.Res().
type Resources struct {
	dir      string
	renderer *render.Renderer
	textures map[string]*render.Texture
}

// FindDataDir returns the data folder: explicit if set, else data/ beside the
// executable, else ./data, else ../data.
func FindDataDir(explicit string) (string, error) {
	if explicit != "" {
		if st, err := os.Stat(explicit); err != nil || !st.IsDir() {
			return "", fmt.Errorf("data folder %s: not found", explicit)
		}
		return filepath.Abs(explicit)
	}
	var tried []string
	if exe, err := os.Executable(); err == nil {
		if real, err := filepath.EvalSymlinks(exe); err == nil {
			exe = real
		}
		tried = append(tried, filepath.Join(filepath.Dir(exe), "data"))
	}
	tried = append(tried, "data", filepath.Join("..", "data"))
	for _, dir := range tried {
		if st, err := os.Stat(dir); err == nil && st.IsDir() {
			return filepath.Abs(dir)
		}
	}
	return "", fmt.Errorf("data folder not found (looked in %s); put data/ beside the executable or pass its path", strings.Join(tried, ", "))
}

// NewResources returns a resource manager reading from dir. Textures need a
// renderer; without one (nil) only files and JSON can be loaded.
func NewResources(dir string, r *render.Renderer) *Resources {
	return &Resources{dir: dir, renderer: r, textures: map[string]*render.Texture{}}
}

// Dir is the absolute data folder.
func (m *Resources) Dir() string { return m.dir }

// ErrEscape is returned for names that would leave the data folder.
var ErrEscape = errors.New("name escapes the data folder")

// Path resolves a slash-separated name inside the data folder. Empty and
// absolute names, and names with ".." that leave the folder, are refused
// (filepath.IsLocal).
func (m *Resources) Path(name string) (string, error) {
	local := filepath.FromSlash(name)
	if !filepath.IsLocal(local) {
		return "", fmt.Errorf("resource %q: %w", name, ErrEscape)
	}
	return filepath.Join(m.dir, local), nil
}

// ReadFile reads a file from the data folder.
func (m *Resources) ReadFile(name string) ([]byte, error) {
	p, err := m.Path(name)
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(p)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("resource %s: file not found in %s", name, m.dir)
		}
		return nil, fmt.Errorf("resource %s: %w", name, err)
	}
	return b, nil
}

// LoadJSON decodes the JSON file name into v strictly: unknown fields and
// trailing data are errors naming the file, line and column.
func (m *Resources) LoadJSON(name string, v any) error {
	b, err := m.ReadFile(name)
	if err != nil {
		return err
	}
	return data.DecodeStrict(name, b, v)
}

// LoadImage decodes a PNG from the data folder.
func (m *Resources) LoadImage(name string) (image.Image, error) {
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
func (m *Resources) Texture(name string) (*render.Texture, error) {
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
