package build_test

import (
	"archive/zip"
	"bytes"
	"context"
	"debug/macho"
	"debug/pe"
	"encoding/binary"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"unicode/utf16"

	"howett.net/plist"

	"github.com/bengine-go/bengine/core/build"
)

// buildPreset builds the tiny game for preset name.
func buildPreset(t *testing.T, cfg *build.Config, name string) *build.Result {
	t.Helper()
	p, err := build.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	res, err := cfg.Build(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestReleaseFolders checks what a player receives from each release
// preset: the executable, data/ and the SDL library, and each platform's
// extras, at the places the game's start-up code looks for them.
func TestReleaseFolders(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping under -short: cross builds for every platform")
	}
	const mib = 1 << 20
	cases := []struct {
		preset string
		files  map[string]int64 // path in the preset's folder -> minimum size
	}{
		{"windows-x64-release", map[string]int64{"tiny.exe": 1, "SDL3.dll": mib, "data/game.json": 1}},
		{"windows-arm64-release", map[string]int64{"tiny.exe": 1, "SDL3.dll": mib, "data/game.json": 1}},
		{"linux-x64-release", map[string]int64{"tiny": 1, "libSDL3.so.0": mib, "data/game.json": 1, "tiny.desktop": 1, "tiny.png": 1}},
		{"linux-arm64-release", map[string]int64{"tiny": 1, "libSDL3.so.0": mib, "data/game.json": 1, "tiny.desktop": 1, "tiny.png": 1}},
		{"macos-x64-release", macFiles},
		{"macos-arm64-release", macFiles},
	}
	cfg := tinyModule(t)
	for _, c := range cases {
		t.Run(c.preset, func(t *testing.T) {
			res := buildPreset(t, cfg, c.preset)
			checkLayout(t, res, cfg.DataDir())
			var got []string
			filepath.WalkDir(res.Dir, func(path string, d os.DirEntry, err error) error {
				if err == nil && !d.IsDir() && !strings.Contains(path, string(filepath.Separator)+"data"+string(filepath.Separator)) {
					rel, _ := filepath.Rel(res.Dir, path)
					got = append(got, filepath.ToSlash(rel))
				}
				return err
			})
			for name, min := range c.files {
				st, err := os.Stat(filepath.Join(res.Dir, filepath.FromSlash(name)))
				if err != nil || st.Size() < min {
					t.Errorf("%s: %v (size %v), want a file of at least %d bytes; the folder holds %v", name, err, sizeOf(st), min, got)
				}
			}
			if res.SDL == "" || filepath.Dir(res.SDL) != map[bool]string{true: filepath.Join(res.App, "Contents", "Frameworks"), false: res.Dir}[res.App != ""] {
				t.Errorf("Result.SDL = %q, want the library beside the executable (in Contents/Frameworks for a bundle)", res.SDL)
			}
		})
	}
}

var macFiles = map[string]int64{
	"Tiny.app/Contents/MacOS/tiny":                   1,
	"Tiny.app/Contents/Frameworks/libSDL3.dylib":     1 << 20,
	"Tiny.app/Contents/Resources/data/game.json":     1,
	"Tiny.app/Contents/Resources/tiny.icns":          1,
	"Tiny.app/Contents/Info.plist":                   1,
	"Tiny.app/Contents/PkgInfo":                      8,
	"Tiny.app/Contents/Resources/data/levels/1.json": 1,
}

func sizeOf(st os.FileInfo) any {
	if st == nil {
		return "none"
	}
	return st.Size()
}

func TestMacBundle(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping under -short: a cross build for macOS")
	}
	cfg := tinyModule(t)
	res := buildPreset(t, cfg, "macos-arm64-release")
	raw, err := os.ReadFile(filepath.Join(res.App, "Contents", "Info.plist"))
	if err != nil {
		t.Fatal(err)
	}
	var info map[string]any
	format, err := plist.Unmarshal(raw, &info)
	if err != nil {
		t.Fatalf("Info.plist does not parse: %v\n%s", err, raw)
	}
	if format != plist.XMLFormat {
		t.Errorf("Info.plist format = %d, want XML (%d)", format, plist.XMLFormat)
	}
	want := map[string]any{
		"CFBundleExecutable":         "tiny",
		"CFBundleName":               "Tiny",
		"CFBundleDisplayName":        "Tiny",
		"CFBundleIdentifier":         "io.github.bengine-go.tiny",
		"CFBundlePackageType":        "APPL",
		"CFBundleIconFile":           "tiny.icns",
		"CFBundleShortVersionString": "1.2.3",
		"CFBundleVersion":            "1.2.3",
		"BEngineVersion":             "v1.2.3-test",
		"LSMinimumSystemVersion":     build.MinMacOS,
		"NSHighResolutionCapable":    true,
	}
	for k, v := range want {
		if info[k] != v {
			t.Errorf("Info.plist %s = %#v, want %#v", k, info[k], v)
		}
	}
	if _, err := os.Stat(filepath.Join(res.App, "Contents", "Resources", info["CFBundleIconFile"].(string))); err != nil {
		t.Errorf("CFBundleIconFile: %v", err)
	}
	if got := filepath.Base(res.Exe); got != info["CFBundleExecutable"] {
		t.Errorf("executable %s, but CFBundleExecutable says %v", got, info["CFBundleExecutable"])
	}

	// Apple Silicon runs only signed code: Go's linker signs the executable
	// ad hoc, and go-sdl3's library comes signed.
	for _, bin := range []string{res.Exe, res.SDL} {
		if !machoSigned(t, bin) {
			t.Errorf("%s has no code signature (LC_CODE_SIGNATURE): macOS on arm64 would kill it", bin)
		}
	}

	// Zipped, the bundle keeps its layout and the executable bits.
	zips, err := cfg.Package([]string{"macos-arm64-release"})
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zip.OpenReader(zips[0])
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	modes := map[string]os.FileMode{}
	for _, f := range zr.File {
		modes[f.Name] = f.Mode()
	}
	for name := range macFiles {
		m, ok := modes["macos-arm64-release/"+name]
		if !ok {
			t.Errorf("zip lacks %s", name)
		}
		exe := name == "Tiny.app/Contents/MacOS/tiny" || strings.HasSuffix(name, ".dylib")
		if ok && exe && m.Perm()&0o111 != 0o111 {
			t.Errorf("zip: %s mode %v, want executable", name, m)
		}
	}
}

// machoSigned reports whether the Mach-O file at path has a code signature.
func machoSigned(t *testing.T, path string) bool {
	t.Helper()
	f, err := macho.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	const lcCodeSignature = 0x1d
	for _, l := range f.Loads {
		if raw := l.Raw(); len(raw) >= 4 && f.ByteOrder.Uint32(raw) == lcCodeSignature {
			return true
		}
	}
	return false
}

func TestICNS(t *testing.T) {
	raw, err := build.ICNS(tinyIcon())
	if err != nil {
		t.Fatal(err)
	}
	if string(raw[:4]) != "icns" || int(binary.BigEndian.Uint32(raw[4:8])) != len(raw) {
		t.Fatalf("header %q %d, want \"icns\" and the file's length %d", raw[:4], binary.BigEndian.Uint32(raw[4:8]), len(raw))
	}
	want := map[string]int{"icp4": 16, "ic11": 32, "icp5": 32, "ic12": 64, "ic07": 128, "ic13": 256, "ic08": 256, "ic14": 512, "ic09": 512, "ic10": 1024}
	for rest := raw[8:]; len(rest) > 0; {
		if len(rest) < 8 {
			t.Fatalf("%d bytes left, want an 8-byte entry header", len(rest))
		}
		kind, n := string(rest[:4]), int(binary.BigEndian.Uint32(rest[4:8]))
		if n < 8 || n > len(rest) {
			t.Fatalf("entry %s: length %d of %d left", kind, n, len(rest))
		}
		img, err := png.Decode(bytes.NewReader(rest[8:n]))
		if err != nil {
			t.Errorf("entry %s: %v", kind, err)
		} else if size, ok := want[kind]; !ok {
			t.Errorf("unexpected entry %s", kind)
		} else if b := img.Bounds(); b.Dx() != size || b.Dy() != size {
			t.Errorf("entry %s: %dx%d, want %dx%d", kind, b.Dx(), b.Dy(), size, size)
		} else if a, b := img.At(size-1, size-1), tinyIcon().At(15, 15); a != b {
			t.Errorf("entry %s: corner pixel %v, want the icon's %v", kind, a, b)
		}
		delete(want, kind)
		rest = rest[n:]
	}
	for kind := range want {
		t.Errorf("no %s entry", kind)
	}
}

func TestScaleIcon(t *testing.T) {
	src := tinyIcon()
	cases := []struct {
		size   int
		x, y   int // a pixel of the result
		sx, sy int // the source pixel it must show
	}{
		{16, 3, 3, 3, 3},
		{32, 7, 7, 3, 3},
		{256, 255, 0, 15, 0},
		{48, 47, 47, 15, 15},
		{64, 4, 0, 1, 0},
	}
	for _, c := range cases {
		got := build.ScaleIcon(src, c.size)
		if b := got.Bounds(); b.Dx() != c.size || b.Dy() != c.size {
			t.Errorf("ScaleIcon(%d): %v, want %dx%d", c.size, b, c.size, c.size)
			continue
		}
		if a, b := got.At(c.x, c.y), src.At(c.sx, c.sy); a != b {
			t.Errorf("ScaleIcon(%d) at %d,%d = %v, want %v (source %d,%d)", c.size, c.x, c.y, a, b, c.sx, c.sy)
		}
	}
	// A wide picture is centred in a transparent square.
	wide := image.NewNRGBA(image.Rect(0, 0, 32, 16))
	for i := range wide.Pix {
		wide.Pix[i] = 255
	}
	got := build.ScaleIcon(wide, 32)
	if _, _, _, a := got.At(0, 0).RGBA(); a != 0 {
		t.Errorf("wide picture: corner alpha %d, want transparent", a)
	}
	if _, _, _, a := got.At(16, 16).RGBA(); a != 0xffff {
		t.Errorf("wide picture: centre alpha %d, want opaque", a)
	}
}

func TestNumericVersion(t *testing.T) {
	cases := []struct {
		in   string
		want [4]uint16
	}{
		{"v1.2.3", [4]uint16{1, 2, 3, 0}},
		{"v1.2.3-4-gabc1234", [4]uint16{1, 2, 3, 4}},
		{"v1.2.3-4-gabc1234-dirty", [4]uint16{1, 2, 3, 4}},
		{"1.2", [4]uint16{1, 2, 0, 0}},
		{"v0.10.7-test", [4]uint16{0, 10, 7, 0}},
		{"5fd8ff2-dirty", [4]uint16{}},
		{"dev", [4]uint16{}},
		{"v99999.1.1", [4]uint16{0, 1, 1, 0}}, // out of range: 0
	}
	for _, c := range cases {
		if got := build.NumericVersion(c.in); got != c.want {
			t.Errorf("NumericVersion(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}

// resources walks the resource directory of a PE file's .rsrc section and
// returns the data of every resource by type, with the name of each.
func resources(t *testing.T, path string) map[uint32][]resource {
	t.Helper()
	f, err := pe.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sec := f.Section(".rsrc")
	if sec == nil {
		t.Fatalf("%s has no .rsrc section", path)
	}
	data, err := sec.Data()
	if err != nil {
		t.Fatal(err)
	}
	u16 := func(o uint32) uint32 { return uint32(binary.LittleEndian.Uint16(data[o:])) }
	u32 := func(o uint32) uint32 { return binary.LittleEndian.Uint32(data[o:]) }
	name := func(e uint32) string {
		id := u32(e)
		if id&(1<<31) == 0 {
			return ""
		}
		o := id &^ (1 << 31)
		n := u16(o)
		s := make([]uint16, n)
		for i := range s {
			s[i] = uint16(u16(o + 2 + 2*uint32(i)))
		}
		return string(utf16.Decode(s))
	}
	// entries lists the entries of the directory at offset o.
	entries := func(o uint32) []uint32 {
		n := u16(o+12) + u16(o+14)
		es := make([]uint32, n)
		for i := range es {
			es[i] = o + 16 + 8*uint32(i)
		}
		return es
	}
	out := map[uint32][]resource{}
	for _, te := range entries(0) { // type, then name, then language
		typ := u32(te)
		for _, ne := range entries(u32(te+4) &^ (1 << 31)) {
			for _, le := range entries(u32(ne+4) &^ (1 << 31)) {
				leaf := u32(le + 4)
				rva, size := u32(leaf), u32(leaf+4)
				off := rva - sec.VirtualAddress
				out[typ] = append(out[typ], resource{name: name(ne), data: data[off : off+size]})
			}
		}
	}
	return out
}

type resource struct {
	name string
	data []byte
}

func utf16le(s string) []byte {
	var b []byte
	for _, r := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, r)
	}
	return b
}

func TestWindowsResources(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping under -short: a cross build for Windows")
	}
	cfg := tinyModule(t)
	for _, preset := range []string{"windows-x64-release", "windows-arm64-debug"} {
		t.Run(preset, func(t *testing.T) {
			res := buildPreset(t, cfg, preset)
			rs := resources(t, res.Exe)
			const rtIcon, rtGroupIcon, rtVersion, rtManifest = 3, 14, 16, 24
			if got := len(rs[rtIcon]); got != 6 {
				t.Errorf("RT_ICON: %d pictures, want 6 (256, 64, 48, 32, 24, 16)", got)
			}
			if len(rs[rtIcon]) > 0 && !bytes.HasPrefix(rs[rtIcon][0].data, []byte("\x89PNG")) {
				t.Errorf("RT_ICON's first picture is not a PNG")
			}
			if g := rs[rtGroupIcon]; len(g) != 1 || g[0].name != "APPICON" {
				t.Errorf("RT_GROUP_ICON = %v, want one icon named APPICON", g)
			} else if n := binary.LittleEndian.Uint16(g[0].data[4:]); n != 6 {
				t.Errorf("the icon group lists %d pictures, want 6", n)
			}
			if len(rs[rtVersion]) != 1 {
				t.Fatalf("RT_VERSION: %d resources, want 1", len(rs[rtVersion]))
			}
			vi := rs[rtVersion][0].data
			at := bytes.Index(vi, []byte{0xbd, 0x04, 0xef, 0xfe}) // VS_FIXEDFILEINFO's signature
			if at < 0 {
				t.Fatal("the version resource has no VS_FIXEDFILEINFO")
			}
			fixed := vi[at:]
			ms, ls := binary.LittleEndian.Uint32(fixed[8:]), binary.LittleEndian.Uint32(fixed[12:])
			if got := [4]uint32{ms >> 16, ms & 0xffff, ls >> 16, ls & 0xffff}; got != [4]uint32{1, 2, 3, 0} {
				t.Errorf("file version %v, want 1.2.3.0 (from v1.2.3-test)", got)
			}
			for _, s := range []string{"VS_VERSION_INFO", "ProductName", "Tiny", "ProductVersion", "v1.2.3-test", "OriginalFilename", "tiny.exe"} {
				if !bytes.Contains(vi, utf16le(s)) {
					t.Errorf("the version resource lacks %q", s)
				}
			}
			if m := rs[rtManifest]; len(m) != 1 || !bytes.Contains(m[0].data, []byte("permonitorv2")) {
				t.Errorf("RT_MANIFEST: got %d resources, want one asking for PerMonitorV2 DPI awareness", len(m))
			}
			// The resource file is in the package folder only while it links.
			leftovers, _ := filepath.Glob(filepath.Join(cfg.Root, "cmd", "tiny", "*.syso"))
			if len(leftovers) > 0 {
				t.Errorf("the build left %v in the package folder", leftovers)
			}
		})
	}
}

// desktopExec splits the Exec value of a desktop entry into arguments as the
// desktop entry specification says (the general backslash escapes, then
// double-quoted arguments with \" \` \$ \\ inside), replacing %k by path.
func desktopExec(t *testing.T, value, path string) []string {
	t.Helper()
	general := strings.NewReplacer(`\s`, " ", `\n`, "\n", `\t`, "\t", `\r`, "\r", `\\`, `\`).Replace(value)
	var args []string
	var cur strings.Builder
	inArg, quoted := false, false
	for i := 0; i < len(general); i++ {
		ch := general[i]
		switch {
		case quoted && ch == '\\' && i+1 < len(general) && strings.IndexByte("\"`$\\", general[i+1]) >= 0:
			i++
			cur.WriteByte(general[i])
		case ch == '"':
			quoted, inArg = !quoted, true
		case !quoted && ch == ' ':
			if inArg {
				args = append(args, cur.String())
				cur.Reset()
				inArg = false
			}
		case !quoted && ch == '%' && i+1 < len(general):
			i++
			inArg = true
			if general[i] == 'k' {
				cur.WriteString(path)
			} else if general[i] == '%' {
				cur.WriteByte('%')
			}
		default:
			inArg = true
			cur.WriteByte(ch)
		}
	}
	if quoted {
		t.Fatalf("Exec=%s: unterminated quote", value)
	}
	if inArg {
		args = append(args, cur.String())
	}
	return args
}

func TestDesktopEntryStartsTheGameFromItsFolder(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("skipping: runs the Linux package's desktop entry")
	}
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("skipping: no sh")
	}
	cfg := tinyModule(t)
	res := buildPreset(t, cfg, hostPlatform+"-"+map[string]string{"amd64": "x64", "arm64": "arm64"}[runtime.GOARCH]+"-release")
	// A folder with a space and a dollar sign in its name, as players unpack to.
	moved := filepath.Join(t.TempDir(), "my $HOME games")
	if err := os.Rename(res.Dir, moved); err != nil {
		t.Fatal(err)
	}
	entry := filepath.Join(moved, "tiny.desktop")
	raw, err := os.ReadFile(entry)
	if err != nil {
		t.Fatal(err)
	}
	keys := map[string]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(raw)), "\n")[1:] {
		k, v, ok := strings.Cut(line, "=")
		if !ok {
			t.Fatalf("line %q is not key=value", line)
		}
		keys[k] = v
	}
	if lines := strings.Split(string(raw), "\n"); lines[0] != "[Desktop Entry]" {
		t.Errorf("first line %q, want [Desktop Entry]", lines[0])
	}
	for k, v := range map[string]string{"Type": "Application", "Name": "Tiny", "Icon": "tiny", "Terminal": "false", "X-BEngine-Version": "v1.2.3-test"} {
		if keys[k] != v {
			t.Errorf("%s=%q, want %q", k, keys[k], v)
		}
	}
	if !strings.HasSuffix(keys["Categories"], ";") || !strings.Contains(keys["Categories"], "Game") {
		t.Errorf("Categories=%q, want a ;-terminated list with Game", keys["Categories"])
	}
	if _, err := os.Stat(filepath.Join(moved, keys["Icon"]+".png")); err != nil {
		t.Errorf("Icon=%s: %v", keys["Icon"], err)
	}
	args := desktopExec(t, keys["Exec"], entry)
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = t.TempDir()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("Exec=%s as %q: %v: %s", keys["Exec"], args, err, out)
	}
	if got, want := string(out), `v1.2.3-test release {"title":"tiny"}`; got != want {
		t.Errorf("the game started by the desktop entry printed %q, want %q", got, want)
	}
	f, err := os.Open(filepath.Join(moved, "tiny.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != build.LinuxIconSize || b.Dy() != build.LinuxIconSize {
		t.Errorf("tiny.png is %v, want %dx%d", b, build.LinuxIconSize, build.LinuxIconSize)
	}
}

func TestPackageHoldsNoDuplicates(t *testing.T) {
	cfg := tinyModule(t)
	alias := map[string]string{"amd64": "x64-release", "arm64": "arm64-release"}[runtime.GOARCH]
	full := buildPreset(t, cfg, alias).Preset.Name
	buildPreset(t, cfg, full)
	zips, err := cfg.Package(nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(zips) != 1 || filepath.Base(zips[0]) != full+".zip" {
		t.Errorf("building %s and %s packaged %v, want one %s.zip", alias, full, zips, full)
	}
}

func TestIconFromACommand(t *testing.T) {
	cfg := tinyModule(t)
	writeTree(t, cfg.Root, map[string]string{"cmd/icon/main.go": `package main

import (
	"flag"
	"image"
	"image/color"
	"image/png"
	"os"
)

func main() {
	out := flag.String("o", "", "")
	flag.Parse()
	img := image.NewNRGBA(image.Rect(0, 0, 24, 24))
	img.SetNRGBA(5, 6, color.NRGBA{1, 2, 3, 255})
	f, _ := os.Create(*out)
	png.Encode(f, img)
	f.Close()
}
`})
	cfg.Icon = "./cmd/icon"
	img, err := cfg.IconImage(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 24 || img.At(5, 6) != (color.NRGBA{1, 2, 3, 255}) {
		t.Errorf("icon from ./cmd/icon: %v, pixel %v; want 24x24 with the command's pixel", b, img.At(5, 6))
	}
	bad := tinyModule(t)
	bad.Icon = "./cmd/nothing"
	if _, err := bad.IconImage(context.Background()); err == nil || !strings.Contains(err.Error(), "-icon") {
		t.Errorf("a missing icon command: got %v, want an error that points at -icon", err)
	}
	tiny := tinyModule(t)
	writeTree(t, tiny.Root, map[string]string{"icon.png": "\x89PNG not really"})
	if _, err := tiny.IconImage(context.Background()); err == nil || !strings.Contains(err.Error(), "icon.png") {
		t.Errorf("a broken icon.png: got %v, want an error naming it", err)
	}
}
