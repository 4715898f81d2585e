package build

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

//go:embed web/index.html web/datafs.js
var webFiles embed.FS

// WebPreset is the web build's preset: GOOS=js GOARCH=wasm, built into
// out/build/web. Debug is set by Config.Web's debug argument.
var WebPreset = Preset{Name: "web", GOOS: "js", GOARCH: "wasm"}

// WebIconSize is the side of the page's icon, icon.png.
const WebIconSize = 64

// DataListFile is written beside index.html by the web build: a JSON array
// of every file under data/, as slash paths relative to data/. A browser
// cannot list a folder, so the page reads this list, fetches every file
// before the game starts and serves them to Go's os package (datafs.js):
// the game reads data/ in the browser with the code it uses natively.
const DataListFile = "datafiles.json"

// Web builds the game for the browser into OutDir/build/web/:
//
//	index.html      the page (embedded in this package)
//	datafs.js       a read-only file system over data/ for Go's os package
//	icon.png        the page's icon (Config.Icon)
//	main.wasm       the game, GOOS=js GOARCH=wasm
//	wasm_exec.js    Go's JavaScript glue, from $(go env GOROOT)/lib/wasm
//	sdl.js sdl.wasm go-sdl3's Emscripten SDL, from its cmd/wasmsdl/assets
//	data/           the data folder, fetched over HTTP
//	datafiles.json  the list of data files (DataListFile)
//	*.br, *.gz      brotli and gzip copies of the wasm, JS and HTML (Encodings),
//	                which Serve sends to browsers that accept them
//
// It is BEngine's emcmake/emmake build; the loop is the same RunOneFrame,
// driven by the browser's animation frames through sdl.RunLoop.
//
// The page fetches every data file listed in datafiles.json and serves
// them read-only to Go's os package through datafs.js (Emscripten's
// --preload-file, in Go's terms), from the working directory "/"; it waits
// for the Emscripten runtime, then starts the Go program, whose SDL calls go
// through it. Gamepads come from the browser's Gamepad API, turned into the
// same SDL gamepad events by core/internal/sdlinput; the sound's
// AudioContext (globalThis.bengineAudio) starts on the first click or key
// press. $HOME is /home, the one writable folder: datafs.js keeps it in
// localStorage. The canvas is scaled with pixelated filtering, to the
// viewport whenever it changes. When the Go program ends, the page says so
// and offers to start it again.
func (c *Config) Web(ctx context.Context, debug bool) (*Result, error) {
	if err := c.CheckData(); err != nil {
		return nil, err
	}
	p := WebPreset
	p.Debug = debug
	dir := filepath.Join(c.OutDir(), "build", p.Name)
	if err := os.RemoveAll(dir); err != nil {
		return nil, fmt.Errorf("web: clear %s: %w", dir, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	// Find the support files before the long compile, so a missing one fails fast.
	wasmExec, err := c.wasmExecJS(ctx)
	if err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	sdlDir, err := c.ModuleDir(ctx, SDLModule)
	if err != nil {
		return nil, fmt.Errorf("web: find go-sdl3's Emscripten SDL: %w", err)
	}
	assets := filepath.Join(sdlDir, "cmd", "wasmsdl", "assets")

	exe, err := filepath.Abs(filepath.Join(dir, "main.wasm"))
	if err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	version := c.ResolveVersion(ctx)
	fmt.Fprintf(c.stdout(), "build web (js/wasm, %s, version %s) -> %s\n", p.Mode(), version, dir)
	if err := c.goBuild(ctx, p.GOOS, p.GOARCH, c.GoArgs(p, exe, version)); err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}

	copies := [][2]string{
		{wasmExec, "wasm_exec.js"},
		{filepath.Join(assets, "sdl.js"), "sdl.js"},
		{filepath.Join(assets, "sdl.wasm"), "sdl.wasm"},
	}
	for _, cp := range copies {
		if err := copyFile(cp[0], filepath.Join(dir, cp[1])); err != nil {
			return nil, fmt.Errorf("web: %w", err)
		}
	}
	for _, name := range []string{"index.html", "datafs.js"} {
		b, err := webFiles.ReadFile("web/" + name)
		if err != nil {
			return nil, fmt.Errorf("web: %w", err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return nil, fmt.Errorf("web: %w", err)
		}
	}
	icon, err := c.IconImage(ctx)
	if err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	if err := writePNG(filepath.Join(dir, "icon.png"), ScaleIcon(icon, WebIconSize)); err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	if err := CopyDir(c.DataDir(), filepath.Join(dir, "data")); err != nil {
		return nil, fmt.Errorf("web: copy data: %w", err)
	}
	if err := writeDataList(filepath.Join(dir, "data"), filepath.Join(dir, DataListFile)); err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	if err := Precompress(dir, precompressed); err != nil {
		return nil, fmt.Errorf("web: %w", err)
	}
	return &Result{Preset: p, Dir: dir, Exe: exe, Data: filepath.Join(dir, "data")}, nil
}

// wasmExecJS finds wasm_exec.js in the Go installation: lib/wasm since Go
// 1.24, misc/wasm before.
func (c *Config) wasmExecJS(ctx context.Context) (string, error) {
	root, err := c.goOutput(ctx, "env", "GOROOT")
	if err != nil {
		return "", err
	}
	for _, sub := range []string{"lib", "misc"} {
		p := filepath.Join(root, sub, "wasm", "wasm_exec.js")
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", fmt.Errorf("wasm_exec.js not found under %s/lib/wasm or %s/misc/wasm", root, root)
}

func copyFile(src, dst string) error {
	f, err := os.Open(src)
	if err != nil {
		return err
	}
	defer f.Close()
	return writeFile(dst, f, 0o644)
}

func writeDataList(dataDir, out string) error {
	files := []string{}
	err := filepath.WalkDir(dataDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dataDir, path)
		files = append(files, filepath.ToSlash(rel))
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	raw, err := json.MarshalIndent(files, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(out, append(raw, '\n'), 0o644)
}
