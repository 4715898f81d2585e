package build_test

import (
	"archive/zip"
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"github.com/bengine-go/bengine/core/build"
)

// hostPlatform is the preset name of this machine's OS.
var hostPlatform = map[string]string{"windows": "windows", "linux": "linux", "darwin": "macos"}[runtime.GOOS]

func TestLookup(t *testing.T) {
	cases := []struct {
		name, want, goos, goarch string
		debug                    bool
	}{
		{"windows-x64", "windows-x64-release", "windows", "amd64", false},
		{"windows-x64-release", "windows-x64-release", "windows", "amd64", false},
		{"windows-arm64-debug", "windows-arm64-debug", "windows", "arm64", true},
		{"macos-arm64", "macos-arm64-release", "darwin", "arm64", false},
		{"macos-x64-debug", "macos-x64-debug", "darwin", "amd64", true},
		{"linux-arm64-release", "linux-arm64-release", "linux", "arm64", false},
		// Host aliases resolve to the preset of this machine's OS.
		{"x64-debug", hostPlatform + "-x64-debug", runtime.GOOS, "amd64", true},
		{"x64-release", hostPlatform + "-x64-release", runtime.GOOS, "amd64", false},
		{"x64", hostPlatform + "-x64-release", runtime.GOOS, "amd64", false},
		{"arm64-debug", hostPlatform + "-arm64-debug", runtime.GOOS, "arm64", true},
	}
	for _, c := range cases {
		p, err := build.Lookup(c.name)
		if err != nil {
			t.Errorf("Lookup(%q): %v", c.name, err)
			continue
		}
		if p.Name != c.want || p.GOOS != c.goos || p.GOARCH != c.goarch || p.Debug != c.debug {
			t.Errorf("Lookup(%q) = %+v, want %s %s/%s debug=%v", c.name, p, c.want, c.goos, c.goarch, c.debug)
		}
	}
}

func TestAliases(t *testing.T) {
	cases := []struct {
		host string
		want []build.Alias
	}{
		{"linux", []build.Alias{
			{Name: "x64-debug", Preset: "linux-x64-debug"}, {Name: "x64-release", Preset: "linux-x64-release"},
			{Name: "arm64-debug", Preset: "linux-arm64-debug"}, {Name: "arm64-release", Preset: "linux-arm64-release"}}},
		{"darwin", []build.Alias{
			{Name: "x64-debug", Preset: "macos-x64-debug"}, {Name: "x64-release", Preset: "macos-x64-release"},
			{Name: "arm64-debug", Preset: "macos-arm64-debug"}, {Name: "arm64-release", Preset: "macos-arm64-release"}}},
		{"windows", []build.Alias{
			{Name: "x64-debug", Preset: "windows-x64-debug"}, {Name: "x64-release", Preset: "windows-x64-release"},
			{Name: "arm64-debug", Preset: "windows-arm64-debug"}, {Name: "arm64-release", Preset: "windows-arm64-release"}}},
		{"plan9", nil},
	}
	for _, c := range cases {
		if got := build.AliasesFor(c.host); !slices.Equal(got, c.want) {
			t.Errorf("AliasesFor(%s) = %v, want %v", c.host, got, c.want)
		}
	}
	var list, help bytes.Buffer
	build.ListPresets(&list)
	if code := build.Main(context.Background(), []string{"help"}, &help, io.Discard); code != 0 {
		t.Errorf("help: exit code %d, want 0", code)
	}
	for what, out := range map[string]string{"list": list.String(), "help": help.String()} {
		for _, a := range build.AliasesFor(runtime.GOOS) {
			if !regexp.MustCompile(`(?m)^  ` + a.Name + ` +=  ?` + a.Preset + `$`).MatchString(out) {
				t.Errorf("%s does not say %s = %s:\n%s", what, a.Name, a.Preset, out)
			}
		}
	}
}

func TestLookupUnknownListsValid(t *testing.T) {
	for _, name := range []string{"windows-x86", "win64", "", "linux-x64-debug-release", "web"} {
		_, err := build.Lookup(name)
		var unknown *build.UnknownPresetError
		if !errors.As(err, &unknown) {
			t.Errorf("Lookup(%q) error = %v, want *UnknownPresetError", name, err)
			continue
		}
		for _, p := range build.Presets() {
			if !strings.Contains(err.Error(), p.Name) {
				t.Errorf("Lookup(%q) error does not list %s: got %q", name, p.Name, err)
			}
		}
	}
}

func TestPresetsTable(t *testing.T) {
	ps := build.Presets()
	if got, want := len(ps), 12; got != want {
		t.Fatalf("got %d presets, want %d (3 platforms x 2 architectures x 2 modes)", got, want)
	}
	seen := map[string]bool{}
	targets := map[string]bool{}
	for _, p := range ps {
		if seen[p.Name] {
			t.Errorf("preset %s listed twice", p.Name)
		}
		seen[p.Name] = true
		target := p.GOOS + "/" + p.GOARCH + "/" + p.Mode()
		if targets[target] {
			t.Errorf("preset %s builds %s, as another preset does: duplicates are aliases, not presets", p.Name, target)
		}
		targets[target] = true
		wantMode := "release"
		if strings.HasSuffix(p.Name, "-debug") {
			wantMode = "debug"
		}
		if got := p.Mode(); got != wantMode {
			t.Errorf("%s: Mode() = %s, want %s", p.Name, got, wantMode)
		}
		wantExe := "bomberman"
		if p.GOOS == "windows" {
			wantExe = "bomberman.exe"
		}
		if got := p.Exe("bomberman"); got != wantExe {
			t.Errorf("%s: Exe = %s, want %s", p.Name, got, wantExe)
		}
	}
	if p := ps[0]; p.Name != "windows-x64-debug" {
		t.Errorf("first preset = %+v, want windows-x64-debug", p)
	}
}

func TestGoArgs(t *testing.T) {
	lookup := func(name string) build.Preset {
		p, err := build.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	cases := []struct {
		preset    string
		noopt     bool
		want, not []string // substrings of the joined arguments
	}{
		{"linux-x64-debug", false,
			[]string{build.VersionVar + "=v9", build.ModeVar + "=debug", "./games/bomberman"},
			[]string{"-trimpath", "-s -w", "-gcflags"}},
		{"linux-x64-debug", true,
			[]string{"-gcflags=all=-N -l", build.ModeVar + "=debug"},
			[]string{"-trimpath"}},
		{"macos-arm64-release", false,
			[]string{"-trimpath", "-ldflags=-s -w ", build.VersionVar + "=v9", build.ModeVar + "=release"},
			[]string{"-gcflags", "windowsgui"}},
		{"windows-x64-release", true,
			[]string{"-trimpath", "-H=windowsgui", build.ModeVar + "=release"},
			[]string{"-gcflags"}},
	}
	for _, c := range cases {
		cfg := build.Config{NoOpt: c.noopt}
		got := strings.Join(cfg.GoArgs(lookup(c.preset), "out/x", "v9"), " ")
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s noopt=%v: got %q, want it to contain %q", c.preset, c.noopt, got, w)
			}
		}
		for _, n := range c.not {
			if strings.Contains(got, n) {
				t.Errorf("%s noopt=%v: got %q, want no %q", c.preset, c.noopt, got, n)
			}
		}
	}
}

func TestMainUnknownPreset(t *testing.T) {
	var stdout, stderr bytes.Buffer
	code := build.Main(context.Background(), []string{"windows-x65", "-out", t.TempDir()}, &stdout, &stderr)
	if code != 2 {
		t.Errorf("exit code = %d, want 2", code)
	}
	for _, p := range build.Presets() {
		if !strings.Contains(stderr.String(), p.Name) {
			t.Errorf("stderr does not list %s: got %q", p.Name, stderr.String())
		}
	}
}

func TestMissingDataIsClearError(t *testing.T) {
	cfg := tinyModule(t)
	cfg.Data = "no-such-data"
	cfg.Out = t.TempDir()
	p, _ := build.Lookup("linux-x64-release")
	_, err := cfg.Build(context.Background(), p)
	if err == nil {
		t.Fatal("Build with a missing data folder: got nil error")
	}
	want := filepath.Join(cfg.Root, "no-such-data")
	if !strings.Contains(err.Error(), want) || !errors.Is(err, os.ErrNotExist) {
		t.Errorf("got %q, want an error naming %s that wraps fs.ErrNotExist", err, want)
	}
	if _, werr := cfg.Web(context.Background(), false); werr == nil || !strings.Contains(werr.Error(), want) {
		t.Errorf("Web: got %v, want an error naming %s", werr, want)
	}

	var stderr bytes.Buffer
	code := build.Main(context.Background(), []string{"linux-x64", "-data", filepath.Join(cfg.Root, "nodata")}, io.Discard, &stderr)
	if code != 1 || !strings.Contains(stderr.String(), "data folder") {
		t.Errorf("Main: got code %d and %q, want 1 and a data folder error", code, stderr.String())
	}
}

// checkLayout checks the executable and data beside it, hidden files left out.
func checkLayout(t *testing.T, res *build.Result, dataRoot string) {
	t.Helper()
	if st, err := os.Stat(res.Exe); err != nil || st.Size() == 0 {
		t.Errorf("executable %s: %v", res.Exe, err)
	}
	wantDir := res.Dir
	if res.Preset.GOOS == "darwin" {
		wantDir = filepath.Join(res.Dir, filepath.Base(res.App), "Contents", "MacOS")
	}
	if got := filepath.Dir(res.Exe); got != wantDir {
		t.Errorf("executable in %s, want %s", got, wantDir)
	}
	err := filepath.WalkDir(dataRoot, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dataRoot, path)
		hidden := slices.ContainsFunc(strings.Split(filepath.ToSlash(rel), "/"), func(s string) bool { return strings.HasPrefix(s, ".") })
		want, _ := os.ReadFile(path)
		got, err := os.ReadFile(filepath.Join(res.Data, rel))
		switch {
		case hidden && err == nil:
			t.Errorf("hidden file data/%s was copied", rel)
		case !hidden && err != nil:
			t.Errorf("data/%s not beside the executable: %v", rel, err)
		case !hidden && !bytes.Equal(got, want):
			t.Errorf("data/%s: got %q, want %q", rel, got, want)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

func TestBuildHostRunsFromAnotherDirectory(t *testing.T) {
	cfg := tinyModule(t)
	ctx := context.Background()
	for _, name := range []string{"x64-debug", "x64-release"} {
		if runtime.GOARCH == "arm64" {
			name = strings.Replace(name, "x64", "arm64", 1)
		}
		p, err := build.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		res, err := cfg.Build(ctx, p)
		if err != nil {
			t.Fatal(err)
		}
		checkLayout(t, res, cfg.DataDir())
		cmd := exec.Command(res.Exe)
		cmd.Dir = t.TempDir() // not where the data is
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v: %s", res.Exe, err, out)
		}
		if got, want := string(out), "v1.2.3-test "+p.Mode()+` {"title":"tiny"}`; got != want {
			t.Errorf("%s printed %q, want %q", name, got, want)
		}
	}
}

func TestCrossBuildLayout(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping cross builds under -short: they compile the standard library for other platforms")
	}
	cases := []struct {
		preset string
		magic  []byte
	}{
		{"windows-x64", []byte("MZ")},                   // PE
		{"macos-arm64", []byte{0xcf, 0xfa, 0xed, 0xfe}}, // 64-bit Mach-O
	}
	for _, c := range cases {
		t.Run(c.preset, func(t *testing.T) {
			p, err := build.Lookup(c.preset)
			if err != nil {
				t.Fatal(err)
			}
			cfg := tinyModule(t)
			if os.Getenv("BENGINE_BUILD_REAL_GAME") != "" {
				// The real game, when asked: slower (go-sdl3 for two more platforms).
				root := needGame(t, p.GOOS, p.GOARCH)
				cfg = &build.Config{Root: root, Out: t.TempDir(), Version: "v1.2.3-test"}
			}
			res, err := cfg.Build(context.Background(), p)
			if err != nil {
				t.Fatal(err)
			}
			checkLayout(t, res, cfg.DataDir())
			if got, want := filepath.Base(res.Exe), p.Exe(filepath.Base(cfg.Main)); cfg.Main != "" && got != want {
				t.Errorf("executable named %s, want %s", got, want)
			}
			head := make([]byte, 4)
			f, err := os.Open(res.Exe)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			if _, err := io.ReadFull(f, head); err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(head, c.magic) {
				t.Errorf("%s starts with % x, want % x", res.Exe, head, c.magic)
			}
		})
	}
}

func TestPackageZip(t *testing.T) {
	cfg := tinyModule(t)
	p := hostRelease(t)
	res, err := cfg.Build(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	zips, err := cfg.Package(nil)
	if err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(cfg.OutDir(), "package", p.Name+".zip")
	if len(zips) != 1 || zips[0] != want {
		t.Fatalf("Package wrote %v, want [%s]", zips, want)
	}
	zr, err := zip.OpenReader(want)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	got := map[string]*zip.File{}
	for _, f := range zr.File {
		got[f.Name] = f
	}
	exe := p.Name + "/" + relSlash(t, res.Dir, res.Exe)
	data := p.Name + "/" + relSlash(t, res.Dir, res.Data)
	if f, ok := got[exe]; !ok {
		t.Errorf("zip has no %s; has %v", exe, zr.File)
	} else if runtime.GOOS != "windows" && f.Mode().Perm()&0o100 == 0 {
		t.Errorf("%s mode = %v, want executable", exe, f.Mode())
	}
	for name, body := range tinyData {
		f, ok := got[data+"/"+name]
		hidden := strings.HasPrefix(name, ".") || strings.Contains(name, "/.")
		if hidden {
			if ok {
				t.Errorf("zip holds hidden file %s", f.Name)
			}
			continue
		}
		if !ok {
			t.Errorf("zip has no data/%s", name)
			continue
		}
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(rc)
		rc.Close()
		if string(b) != body {
			t.Errorf("zip data/%s = %q, want %q", name, b, body)
		}
	}

	// Packaging with nothing built is a clear error.
	empty := &build.Config{Root: cfg.Root, Out: t.TempDir()}
	if _, err := empty.Package(nil); err == nil || !strings.Contains(err.Error(), "nothing built") {
		t.Errorf("Package with nothing built: got %v, want a 'nothing built' error", err)
	}
}

func TestClean(t *testing.T) {
	cfg := &build.Config{Root: t.TempDir()}
	writeTree(t, cfg.OutDir(), map[string]string{"build/x/a": "a", "package/x.zip": "z"})
	if err := cfg.Clean(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(cfg.OutDir()); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("out/ after Clean: got %v, want it removed", err)
	}
	writeTree(t, cfg.OutDir(), map[string]string{"build/x/a": "a", "notes.txt": "mine"})
	if err := cfg.Clean(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(cfg.OutDir(), "notes.txt")); err != nil {
		t.Errorf("Clean removed a file it does not own: %v", err)
	}
}

func TestWebLayout(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the web build under -short: it compiles the standard library for js/wasm")
	}
	cfg := tinyModule(t)
	res, err := cfg.Web(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := res.Dir, filepath.Join(cfg.OutDir(), "build", "web"); got != want {
		t.Errorf("web build in %s, want %s", got, want)
	}
	magics := map[string][]byte{
		"main.wasm":    []byte("\x00asm"),
		"sdl.wasm":     []byte("\x00asm"),
		"index.html":   []byte("<!doctype html>"),
		"sdl.js":       nil,
		"wasm_exec.js": nil,
		"datafs.js":    nil,
	}
	for name, magic := range magics {
		b, err := os.ReadFile(filepath.Join(res.Dir, name))
		if err != nil || len(b) == 0 {
			t.Errorf("%s: %v (size %d)", name, err, len(b))
			continue
		}
		if !bytes.HasPrefix(b, magic) {
			t.Errorf("%s starts with %q, want %q", name, b[:min(len(b), 16)], magic)
		}
	}
	for _, name := range []string{"main.wasm", "sdl.wasm", "sdl.js", "wasm_exec.js"} {
		want, _ := os.ReadFile(filepath.Join(res.Dir, name))
		for _, enc := range build.Encodings {
			b, err := os.ReadFile(filepath.Join(res.Dir, name+enc.Ext))
			if err != nil {
				t.Errorf("%s%s: %v", name, enc.Ext, err)
			} else if got := decode(t, enc.Name, b); got != string(want) {
				t.Errorf("%s%s decodes to %d bytes, want the %d of %s", name, enc.Ext, len(got), len(want), name)
			}
		}
	}
	index, _ := os.ReadFile(filepath.Join(res.Dir, "index.html"))
	for _, ref := range []string{`src="sdl.js"`, `src="wasm_exec.js"`, `src="datafs.js"`, `'main.wasm'`, `'datafiles.json'`} {
		if !bytes.Contains(index, []byte(ref)) {
			t.Errorf("index.html does not load %s", ref)
		}
	}
	checkLayout(t, res, cfg.DataDir())
	raw, err := os.ReadFile(filepath.Join(res.Dir, build.DataListFile))
	if err != nil {
		t.Fatal(err)
	}
	var list []string
	if err := json.Unmarshal(raw, &list); err != nil {
		t.Fatalf("%s: %v", build.DataListFile, err)
	}
	want := []string{"game.json", "levels/1.json", "levels/art/a.txt"}
	if !slices.Equal(list, want) {
		t.Errorf("%s = %v, want %v", build.DataListFile, list, want)
	}
}

func TestHandlerContentTypes(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"index.html": "<!doctype html>", "main.wasm": "\x00asm", "sdl.js": "var x;",
		"data/a.json": "{}", "datafiles.json": "[]",
	})
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- build.Serve(ctx, dir, "127.0.0.1:0", io.Discard, func(a string) { addrc <- a }) }()
	var addr string
	select {
	case addr = <-addrc:
	case err := <-done:
		t.Fatal(err)
	}
	cases := []struct{ path, ctype string }{
		{"/", "text/html; charset=utf-8"},
		{"/main.wasm", "application/wasm"},
		{"/sdl.js", "text/javascript; charset=utf-8"},
		{"/data/a.json", "application/json"},
	}
	for _, c := range cases {
		resp, err := http.Get("http://" + addr + c.path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != c.ctype {
			t.Errorf("GET %s: got %d %q, want 200 %q", c.path, resp.StatusCode, resp.Header.Get("Content-Type"), c.ctype)
		}
	}
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve after cancel: %v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Serve did not stop when its context was cancelled")
	}

	if err := build.Serve(context.Background(), t.TempDir(), "127.0.0.1:0", io.Discard, nil); err == nil || !strings.Contains(err.Error(), "build.go web") {
		t.Errorf("Serve without a web build: got %v, want a hint to run build.go web", err)
	}
}

func TestHandlerSendsPrecompressedFiles(t *testing.T) {
	dir := t.TempDir()
	wasm := strings.Repeat("\x00asm and a lot of code ", 4000)
	writeTree(t, dir, map[string]string{"index.html": "<!doctype html>", "main.wasm": wasm, "data/a.json": "{}"})
	if err := build.Precompress(dir, []string{"main.wasm"}); err != nil {
		t.Fatal(err)
	}
	base := serveWeb(t, dir)
	cases := []struct {
		path, accept, encoding string
		vary                   bool
	}{
		{"main.wasm", "gzip, deflate, br, zstd", "br", true}, // Chromium's
		{"main.wasm", "gzip", "gzip", true},
		{"main.wasm", "br;q=0, gzip;q=0.5", "gzip", true},
		{"main.wasm", "gzip;q=0", "", true},
		{"main.wasm", "identity", "", true},
		{"main.wasm", "*", "br", true},
		{"main.wasm", "", "", true},
		{"index.html", "br, gzip", "", true}, // no compressed copy: sent as it is
		{"data/a.json", "br, gzip", "", false},
	}
	for _, c := range cases {
		req, err := http.NewRequest(http.MethodGet, base+c.path, nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.accept != "" {
			req.Header.Set("Accept-Encoding", c.accept) // set by hand: the client then leaves the body alone
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		got := resp.Header.Get("Content-Encoding")
		if resp.StatusCode != http.StatusOK || got != c.encoding {
			t.Errorf("GET %s, Accept-Encoding %q: got %d, Content-Encoding %q; want 200, %q", c.path, c.accept, resp.StatusCode, got, c.encoding)
			continue
		}
		if vary := resp.Header.Get("Vary") == "Accept-Encoding"; vary != c.vary {
			t.Errorf("GET %s, Accept-Encoding %q: Vary %q, want Accept-Encoding: %v", c.path, c.accept, resp.Header.Get("Vary"), c.vary)
		}
		if c.path == "main.wasm" && resp.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("GET %s, Accept-Encoding %q: Content-Type %q, want application/wasm", c.path, c.accept, resp.Header.Get("Content-Type"))
		}
		if c.path != "main.wasm" {
			continue
		}
		if got := decode(t, c.encoding, body); got != wasm {
			t.Errorf("GET %s, Accept-Encoding %q: the body decodes to %d bytes, want the %d of main.wasm", c.path, c.accept, len(got), len(wasm))
		}
		if c.encoding != "" && len(body) > len(wasm)/10 {
			t.Errorf("GET %s, Accept-Encoding %q: %d bytes sent for %d, want it compressed", c.path, c.accept, len(body), len(wasm))
		}
	}
}

// decode undoes a content coding.
func decode(t *testing.T, encoding string, body []byte) string {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	switch encoding {
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	case "br":
		r = brotli.NewReader(r)
	}
	b, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decode %s: %v", encoding, err)
	}
	return string(b)
}

func TestZipDirMarksBinariesExecutable(t *testing.T) {
	dir := t.TempDir()
	// Written 0644, as a build made on Windows would be.
	files := map[string]string{
		"game":      "\x7fELF rest of the file",
		"game-mac":  "\xcf\xfa\xed\xfe rest",
		"game.exe":  "MZ rest",
		"data/a.js": "{}",
	}
	writeTree(t, dir, files)
	zipPath := filepath.Join(t.TempDir(), "x.zip")
	if err := build.ZipDir(dir, "x", zipPath); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(zipPath)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	want := map[string]bool{"x/game": true, "x/game-mac": true, "x/game.exe": false, "x/data/a.js": false}
	for _, f := range zr.File {
		exec, ok := want[f.Name]
		if !ok {
			t.Errorf("unexpected entry %s", f.Name)
			continue
		}
		delete(want, f.Name)
		if got := f.Mode().Perm()&0o111 != 0; got != exec {
			t.Errorf("%s: executable = %v (mode %v), want %v", f.Name, got, f.Mode(), exec)
		}
		rc, _ := f.Open()
		b, _ := io.ReadAll(rc)
		rc.Close()
		if body := files[strings.TrimPrefix(f.Name, "x/")]; string(b) != body {
			t.Errorf("%s: got %q, want %q", f.Name, b, body)
		}
	}
	for name := range want {
		t.Errorf("zip has no %s", name)
	}
}

func TestStampsEngineVariables(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping under -short: builds core/engine, with go-sdl3, in debug and release")
	}
	root := repoRoot(t)
	const pkg = "./core/build/testdata/stamp"
	probe := exec.Command("go", "build", "-o", os.DevNull, pkg)
	probe.Dir = root
	if out, err := probe.CombinedOutput(); err != nil {
		t.Skipf("skipping: core/engine does not build yet: %v: %s", err, out)
	}
	dataDir := t.TempDir()
	writeTree(t, dataDir, map[string]string{"a.json": "{}"})
	cfg := &build.Config{Root: root, Main: pkg, Data: dataDir, Out: t.TempDir(), Version: "v3.1.4"}
	cases := []struct{ preset, want string }{
		{"x64-debug", "v3.1.4 debug true"},
		{"x64-release", "v3.1.4 release false"},
	}
	for _, c := range cases {
		name := c.preset
		if runtime.GOARCH == "arm64" {
			name = strings.Replace(name, "x64", "arm64", 1)
		}
		res := buildPreset(t, cfg, name)
		out, err := exec.Command(res.Exe).CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v: %s", res.Exe, err, out)
		}
		if string(out) != c.want {
			t.Errorf("%s printed %q, want %q", name, out, c.want)
		}
	}
}
