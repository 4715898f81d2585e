package build

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"image"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

// The variables of core/engine that a build stamps with -ldflags -X.
const (
	VersionVar = "github.com/bengine-go/bengine/core/engine.Version"
	ModeVar    = "github.com/bengine-go/bengine/core/engine.BuildMode"
)

// SDLModule is the module whose Emscripten SDL the web build ships and whose
// embedded native SDL libraries the -sdl option copies beside the executable.
const SDLModule = "github.com/Zyko0/go-sdl3"

// Config says what to build and where; its zero value builds ./games/bomberman
// from the current directory, with data/bomberman copied beside the
// executable as data/, into out/.
type Config struct {
	Root    string // module root, where go build runs; "" is the current directory
	Main    string // the main package to build; "" is ./games/bomberman
	Name    string // executable name; "" is the last element of Main
	Data    string // the data folder, relative to Root unless absolute; "" is data/NAME, NAME the executable's name
	Out     string // the output root, relative to Root unless absolute; "" is "out"
	Version string // stamped version; "" asks `git describe --tags --always --dirty`, else "dev"
	NoOpt   bool   // debug presets only: -gcflags=all=-N -l, for stepping in a debugger
	NoSDL   bool   // native presets: leave out the SDL library (the game then extracts its embedded copy)

	Title string // the name players see ("Bomberman"); "" is the executable name, capitalised
	ID    string // reverse-DNS identifier (macOS CFBundleIdentifier); "" is AppIDPrefix + executable name
	Icon  string // a .png file, or a main package run as `go run Icon -o FILE`; "" is the game's own (IconSource)

	// VersionVar and ModeVar name the variables to stamp; "" means the
	// engine's (the constants of the same names). Tests stamp their own.
	VersionVar, ModeVar string

	Go     string    // the go command; "" is "go"
	Stdout io.Writer // progress and the child's output; nil discards
	Stderr io.Writer // the game's errors under Run; nil discards

	iconOnce sync.Once
	icon     image.Image
	iconErr  error
}

// AppIDPrefix starts the default application identifier.
const AppIDPrefix = "io.github.bengine-go."

// Result describes one finished build.
type Result struct {
	Preset Preset
	Dir    string // out/build/<preset>
	Exe    string // the executable (main.wasm for the web build)
	Data   string // the copy of the data folder
	SDL    string // the SDL library; "" when left out (and for the web build)
	App    string // macOS: the .app bundle; "" elsewhere
}

func (c *Config) root() string  { return orDefault(c.Root, ".") }
func (c *Config) pkg() string   { return orDefault(c.Main, "./games/bomberman") }
func (c *Config) gocmd() string { return orDefault(c.Go, "go") }

func (c *Config) name() string {
	if c.Name != "" {
		return c.Name
	}
	return filepath.Base(filepath.FromSlash(c.pkg()))
}

// AppName is the name players see: Config.Title, else the executable's
// name with its first letter in upper case ("bomberman" is "Bomberman").
func (c *Config) AppName() string {
	if c.Title != "" {
		return c.Title
	}
	n := c.name()
	return strings.ToUpper(n[:1]) + n[1:]
}

// AppID is the application's reverse-DNS identifier: Config.ID, else
// AppIDPrefix and the executable name ("io.github.bengine-go.bomberman").
func (c *Config) AppID() string { return orDefault(c.ID, AppIDPrefix+c.name()) }

func (c *Config) path(p, def string) string {
	p = orDefault(p, def)
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(c.root(), p)
}

// DataDir is the data folder the post-build step copies beside the
// executable as data/: Data, or the program's folder in the module's
// data/, named as the executable (data/bomberman for ./games/bomberman:
// the folder the game embeds).
func (c *Config) DataDir() string {
	return c.path(c.Data, filepath.Join("data", c.name()))
}

// OutDir is the output root: builds go to OutDir/build, zips to OutDir/package.
func (c *Config) OutDir() string { return c.path(c.Out, "out") }

func (c *Config) stdout() io.Writer { return orDiscard(c.Stdout) }
func (c *Config) stderr() io.Writer { return orDiscard(c.Stderr) }

func orDiscard(w io.Writer) io.Writer {
	if w == nil {
		return io.Discard
	}
	return w
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// ResolveVersion returns Config.Version, or asks git, or falls back to "dev".
func (c *Config) ResolveVersion(ctx context.Context) string {
	if c.Version != "" {
		return c.Version
	}
	cmd := exec.CommandContext(ctx, "git", "describe", "--tags", "--always", "--dirty")
	cmd.Dir = c.root()
	out, err := cmd.Output()
	if v := strings.TrimSpace(string(out)); err == nil && v != "" {
		return v
	}
	return "dev"
}

// GoArgs returns the arguments of `go build` for preset p writing to exe.
// Debug keeps symbols (and with NoOpt, turns off optimisations and
// inlining); release is built with -trimpath and -ldflags "-s -w", and a
// Windows release is a GUI program that opens no console window. Both stamp
// the version and the mode.
func (c *Config) GoArgs(p Preset, exe, version string) []string {
	args := []string{"build", "-o", exe}
	ld := []string{}
	if p.Debug {
		if c.NoOpt {
			args = append(args, "-gcflags=all=-N -l")
		}
	} else {
		args = append(args, "-trimpath")
		ld = append(ld, "-s", "-w")
		if p.GOOS == "windows" {
			ld = append(ld, "-H=windowsgui")
		}
	}
	ld = append(ld,
		"-X", orDefault(c.VersionVar, VersionVar)+"="+version,
		"-X", orDefault(c.ModeVar, ModeVar)+"="+p.Mode())
	args = append(args, "-ldflags="+strings.Join(ld, " "), c.pkg())
	return args
}

// CheckData reports a clear error when the data folder is missing.
func (c *Config) CheckData() error {
	dir := c.DataDir()
	st, err := os.Stat(dir)
	if err == nil && !st.IsDir() {
		err = errors.New("not a folder")
	}
	if err != nil {
		return fmt.Errorf("build: data folder %s: %w (the game loads its data from data/ beside the executable; point -data at it)", dir, err)
	}
	return nil
}

// Build compiles preset p into OutDir/build/<preset>/ and lays out what a
// player receives there (BEngine's post-build step): data/ and the SDL
// library beside the executable, and each platform's extras: on Windows the
// icon and version resource linked into the executable, on Linux a desktop
// entry and a PNG icon, on macOS all of it inside <App>.app (see MacApp).
// The preset's folder is emptied first, so files deleted from data/ do not
// linger.
func (c *Config) Build(ctx context.Context, p Preset) (*Result, error) {
	if err := c.CheckData(); err != nil {
		return nil, err
	}
	dir := filepath.Join(c.OutDir(), "build", p.Name)
	if err := os.RemoveAll(dir); err != nil {
		return nil, fmt.Errorf("build %s: clear %s: %w", p.Name, dir, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("build %s: %w", p.Name, err)
	}
	dir, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("build %s: %w", p.Name, err)
	}
	res := &Result{Preset: p, Dir: dir, Exe: filepath.Join(dir, p.Exe(c.name())), Data: filepath.Join(dir, "data")}
	libDir := dir
	var app AppLayout
	if p.GOOS == "darwin" {
		app = c.MacApp(dir)
		res.App, res.Exe, res.Data, libDir = app.App, app.Exe, filepath.Join(app.Resources, "data"), app.Frameworks
	}
	version := c.ResolveVersion(ctx)
	fmt.Fprintf(c.stdout(), "build %s (%s/%s, %s, version %s) -> %s\n", p.Name, p.GOOS, p.GOARCH, p.Mode(), version, dir)
	if err := c.compile(ctx, p, res.Exe, version); err != nil {
		return nil, fmt.Errorf("build %s: %w", p.Name, err)
	}
	if err := CopyDir(c.DataDir(), res.Data); err != nil {
		return nil, fmt.Errorf("build %s: copy data: %w", p.Name, err)
	}
	if !c.NoSDL {
		lib, err := c.copySDL(ctx, p, libDir)
		if err != nil {
			return nil, fmt.Errorf("build %s: copy SDL library: %w", p.Name, err)
		}
		res.SDL = lib
	}
	switch p.GOOS {
	case "darwin":
		err = c.writeMacApp(ctx, app, version)
	case "linux":
		err = c.writeLinuxExtras(ctx, dir, version)
	}
	if err != nil {
		return nil, fmt.Errorf("build %s: %w", p.Name, err)
	}
	return res, nil
}

// compile runs go build for preset p into exe; a Windows build links the
// icon, version and manifest resources in (WindowsResources).
func (c *Config) compile(ctx context.Context, p Preset, exe, version string) error {
	build := func() error { return c.goBuild(ctx, p.GOOS, p.GOARCH, c.GoArgs(p, exe, version)) }
	if p.GOOS != "windows" {
		return build()
	}
	icon, err := c.IconImage(ctx)
	if err != nil {
		return err
	}
	syso, err := c.WindowsResources(icon, version, p.GOARCH)
	if err != nil {
		return err
	}
	return c.withSyso(ctx, p.GOARCH, syso, build)
}

// goBuild runs the go command with the target platform in its environment
// and cgo off: go-sdl3 loads SDL through purego, so every platform builds
// from every host.
func (c *Config) goBuild(ctx context.Context, goos, goarch string, args []string) error {
	cmd := exec.CommandContext(ctx, c.gocmd(), args...)
	cmd.Dir = c.root()
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch, "CGO_ENABLED=0")
	var stderr bytes.Buffer
	cmd.Stdout = c.stdout()
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("GOOS=%s GOARCH=%s CGO_ENABLED=0 %s %s: %w\n%s",
			goos, goarch, c.gocmd(), shellJoin(args), err, strings.TrimSpace(stderr.String()))
	}
	return nil
}

// shellJoin quotes the arguments that hold spaces, so a printed command can
// be pasted into a shell.
func shellJoin(args []string) string {
	q := make([]string, len(args))
	for i, a := range args {
		q[i] = a
		if strings.ContainsAny(a, " \t\"'") {
			q[i] = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
	}
	return strings.Join(q, " ")
}

// goOutput runs a go subcommand in Root and returns its trimmed output.
func (c *Config) goOutput(ctx context.Context, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, c.gocmd(), args...)
	cmd.Dir = c.root()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s %s: %w: %s", c.gocmd(), strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
	}
	return strings.TrimSpace(string(out)), nil
}

// ModuleDir is the folder of a module the main module requires.
func (c *Config) ModuleDir(ctx context.Context, module string) (string, error) {
	return c.goOutput(ctx, "list", "-m", "-f", "{{.Dir}}", module)
}

// sdlLibName is the file name sdl.Path() gives on each platform; the engine
// loads a library of that name from beside the executable first.
var sdlLibName = map[string]string{"windows": "SDL3.dll", "linux": "libSDL3.so.0", "darwin": "libSDL3.dylib"}
var sdlAssetExt = map[string]string{"windows": "dll", "linux": "so", "darwin": "dylib"}

// copySDL writes go-sdl3's embedded SDL library for p into dir, as
// BEngine's post-build step copies the SDL DLLs, and returns its path.
func (c *Config) copySDL(ctx context.Context, p Preset, dir string) (string, error) {
	name, ok := sdlLibName[p.GOOS]
	if !ok {
		return "", fmt.Errorf("no SDL library for %s", p.GOOS)
	}
	mod, err := c.ModuleDir(ctx, SDLModule)
	if err != nil {
		return "", err
	}
	src := filepath.Join(mod, "bin", "binsdl", "assets", "sdl_"+p.GOARCH+"."+sdlAssetExt[p.GOOS]+".gz")
	f, err := os.Open(src)
	if err != nil {
		return "", err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return "", fmt.Errorf("%s: %w", src, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	dst := filepath.Join(dir, name)
	return dst, writeFile(dst, zr, 0o755)
}

// CopyDir copies the tree at src to dst, skipping hidden files and folders
// (names starting with "."), such as .DS_Store.
func CopyDir(src, dst string) error {
	return filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, path)
		if err != nil {
			return err
		}
		if rel != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		if !d.Type().IsRegular() {
			return nil // symlinks and devices do not ship
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		return writeFile(target, f, 0o644)
	})
}

func writeFile(path string, r io.Reader, mode fs.FileMode) error {
	out, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, mode)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, r); err != nil {
		out.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	return out.Close()
}

// Package zips each built folder named in names (all of out/build when names
// is empty) into OutDir/package/<name>.zip, each file under a top folder
// <name>/, executables keeping their mode bits. It returns the zip paths.
func (c *Config) Package(names []string) ([]string, error) {
	buildDir := filepath.Join(c.OutDir(), "build")
	if len(names) == 0 {
		entries, err := os.ReadDir(buildDir)
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("package: %w", err)
		}
		for _, e := range entries {
			if e.IsDir() {
				names = append(names, e.Name())
			}
		}
		if len(names) == 0 {
			return nil, fmt.Errorf("package: nothing built in %s; build a preset first (go run build.go <preset>)", buildDir)
		}
	}
	pkgDir := filepath.Join(c.OutDir(), "package")
	if err := os.MkdirAll(pkgDir, 0o755); err != nil {
		return nil, fmt.Errorf("package: %w", err)
	}
	var zips []string
	for _, name := range names {
		zipPath := filepath.Join(pkgDir, name+".zip")
		if err := ZipDir(filepath.Join(buildDir, name), name, zipPath); err != nil {
			return zips, fmt.Errorf("package %s: %w", name, err)
		}
		fmt.Fprintf(c.stdout(), "package %s -> %s\n", name, zipPath)
		zips = append(zips, zipPath)
	}
	return zips, nil
}

// ZipDir writes the tree at dir into a new zip file at zipPath, with every
// entry under the folder prefix (forward slashes, as zip requires).
func ZipDir(dir, prefix, zipPath string) error {
	if _, err := os.Stat(dir); err != nil {
		return err
	}
	f, err := os.Create(zipPath)
	if err != nil {
		return err
	}
	zw := zip.NewWriter(f)
	err = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, err := filepath.Rel(dir, path)
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		hdr, err := zip.FileInfoHeader(info)
		if err != nil {
			return err
		}
		hdr.Name = prefix + "/" + filepath.ToSlash(rel)
		hdr.Method = zip.Deflate
		src, err := os.Open(path)
		if err != nil {
			return err
		}
		defer src.Close()
		head := make([]byte, 4)
		n, _ := io.ReadFull(src, head)
		if isNativeBinary(head[:n]) {
			// Windows has no executable bit: set it from the content, so a
			// Linux or macOS build zipped on Windows still runs when unzipped.
			hdr.SetMode(info.Mode() | 0o755)
		}
		if _, err := src.Seek(0, io.SeekStart); err != nil {
			return err
		}
		w, err := zw.CreateHeader(hdr)
		if err != nil {
			return err
		}
		_, err = io.Copy(w, src)
		return err
	})
	if cerr := zw.Close(); err == nil {
		err = cerr
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(zipPath)
	}
	return err
}

// isNativeBinary reports whether head starts an ELF or a Mach-O file.
func isNativeBinary(head []byte) bool {
	for _, magic := range [][]byte{
		[]byte("\x7fELF"),
		{0xcf, 0xfa, 0xed, 0xfe}, // 64-bit Mach-O, little-endian
		{0xca, 0xfe, 0xba, 0xbe}, // universal Mach-O
	} {
		if bytes.Equal(head, magic) {
			return true
		}
	}
	return false
}

// Clean removes OutDir/build and OutDir/package, then OutDir if it is left
// empty. It removes nothing else, whatever -out points at.
func (c *Config) Clean() error {
	for _, sub := range []string{"build", "package"} {
		if err := os.RemoveAll(filepath.Join(c.OutDir(), sub)); err != nil {
			return fmt.Errorf("clean: %w", err)
		}
	}
	if err := os.Remove(c.OutDir()); err != nil && !errors.Is(err, fs.ErrNotExist) {
		if entries, rerr := os.ReadDir(c.OutDir()); rerr == nil && len(entries) > 0 {
			return nil // other files live there: leave them
		}
		return fmt.Errorf("clean: %w", err)
	}
	return nil
}
