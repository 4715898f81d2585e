//go:build !js

package main

// End-to-end tests of the Windows release under Wine: the
// windows-x64-release folder that `go run build.go package` zips (built
// here by core/build into a temp folder), played as a player on Windows
// plays it. Headless runs draw the same frames and reach the same state as
// the Linux build; the data beside the exe is read, and an edit there used;
// a broken data file shows Windows' message box and exits 1; a windowed
// run is played with keys, its settings saved under %AppData% and read
// back by the next start; the icon and version resources are read back
// through Windows' own API. See docs/platforms.md.
//
// They need Linux on x86-64, Wine (Debian's and Ubuntu's wine64 package)
// and the MinGW C compiler (gcc-mingw-w64-x86-64), which .ci/run installs;
// the windowed ones need Xvfb (they start a display of their own), xdotool
// and imagemagick. Without them they skip, saying what is missing. The
// Wine prefix is made once per test binary (wineboot, 15 s or so).
//
//	go test ./games/bomberman/ -run Wine -v

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/build"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// wineVersion is stamped into the Windows build: its version resource
// must show it.
const wineVersion = "v1.2.3-wine"

// processPrngC is a stand-in for bcryptprimitives.dll, built into the test's
// own Wine prefix only. Go's runtime on Windows takes its random bytes from
// that DLL's ProcessPrng (Windows 10 and later have it); Wine 8 has no such
// DLL, so without this a Go program dies at once ("bcryptprimitives.dll not
// found"). advapi32's RtlGenRandom does the same job. A Wine that ships
// the DLL has it in the new prefix's system32, and then this is not built.
// Never part of a release (docs/platforms.md says why).
const processPrngC = `#include <windows.h>
#include <ntsecapi.h>

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
	while (len > 0) {
		ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
		if (!RtlGenRandom(data, n)) return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
`

// resInfoC is resinfo.exe EXE SIZE: it prints what Windows reads from the
// executable's resources, through the calls Explorer makes: the version
// resource's fixed version and strings (GetFileVersionInfo,
// VerQueryValue), and the icon APPICON loaded at SIZE x SIZE (LoadImage),
// pixel by pixel as 0xAARRGGBB.
const resInfoC = `#include <windows.h>
#include <stdio.h>
#include <stdlib.h>

int wmain(int argc, wchar_t **argv) {
	if (argc != 3) return 2;
	DWORD handle = 0, n = GetFileVersionInfoSizeW(argv[1], &handle);
	if (n == 0) { printf("error GetFileVersionInfoSize %lu\n", GetLastError()); return 1; }
	BYTE *vi = malloc(n);
	if (!GetFileVersionInfoW(argv[1], 0, n, vi)) { printf("error GetFileVersionInfo %lu\n", GetLastError()); return 1; }
	VS_FIXEDFILEINFO *fixed;
	UINT len;
	if (VerQueryValueW(vi, L"\\", (void **)&fixed, &len))
		printf("version %u.%u.%u.%u\n", HIWORD(fixed->dwFileVersionMS), LOWORD(fixed->dwFileVersionMS),
			HIWORD(fixed->dwFileVersionLS), LOWORD(fixed->dwFileVersionLS));
	struct { WORD lang, cp; } *tr;
	if (!VerQueryValueW(vi, L"\\VarFileInfo\\Translation", (void **)&tr, &len) || len < 4) { printf("error no translation\n"); return 1; }
	const wchar_t *keys[] = {L"ProductName", L"FileDescription", L"ProductVersion", L"FileVersion", L"InternalName", L"OriginalFilename"};
	for (int i = 0; i < 6; i++) {
		wchar_t q[128];
		wchar_t *v;
		swprintf(q, 128, L"\\StringFileInfo\\%04x%04x\\%ls", tr->lang, tr->cp, keys[i]);
		if (VerQueryValueW(vi, q, (void **)&v, &len)) printf("%ls=%ls\n", keys[i], v);
	}
	HMODULE m = LoadLibraryExW(argv[1], NULL, LOAD_LIBRARY_AS_DATAFILE | LOAD_LIBRARY_AS_IMAGE_RESOURCE);
	if (!m) { printf("error LoadLibraryEx %lu\n", GetLastError()); return 1; }
	int size = _wtoi(argv[2]);
	HICON icon = LoadImageW(m, L"APPICON", IMAGE_ICON, size, size, 0);
	if (!icon) { printf("error LoadImage %lu\n", GetLastError()); return 1; }
	ICONINFO ii;
	if (!GetIconInfo(icon, &ii)) { printf("error GetIconInfo\n"); return 1; }
	BITMAPINFO bi = {0};
	bi.bmiHeader.biSize = sizeof bi.bmiHeader;
	bi.bmiHeader.biWidth = size;
	bi.bmiHeader.biHeight = -size;
	bi.bmiHeader.biPlanes = 1;
	bi.bmiHeader.biBitCount = 32;
	bi.bmiHeader.biCompression = BI_RGB;
	DWORD *px = malloc((size_t)size * size * 4);
	if (GetDIBits(GetDC(NULL), ii.hbmColor, 0, size, px, &bi, DIB_RGB_COLORS) != size) { printf("error GetDIBits\n"); return 1; }
	printf("icon %d", size);
	for (int i = 0; i < size * size; i++) printf(" %08lx", px[i]);
	printf("\n");
	return 0;
}
`

// wine is what the tests share: the Windows build and the Wine prefix,
// made once by needWine, removed by TestMain (wine.close).
var wine wineSetup

type wineSetup struct {
	once    sync.Once
	skip    string // why the tests skip; "" runs them
	err     error
	took    time.Duration // the setup's time
	dir     string        // everything below lives here
	loader  string        // wine64
	server  string        // wineserver
	prefix  string        // the WINEPREFIX
	exe     string        // bomberman.exe in the windows-x64-release folder
	resInfo string        // resinfo.exe (resInfoC)
	icon    image.Image   // the icon the build drew
	prng    bool          // whether the ProcessPrng stand-in was installed

	xOnce sync.Once // the display of the windowed tests, started once
	xvfb  *exec.Cmd
	x     string // its name, ":N"
	xErr  error
}

// needWine skips the test without Wine or MinGW (or under -short), and
// otherwise returns the shared setup, made at the first call.
func needWine(t *testing.T) *wineSetup {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: skipping the Windows build under Wine")
	}
	w := &wine
	first := false
	w.once.Do(func() {
		first = true
		start := time.Now()
		w.setUp()
		w.took = time.Since(start)
	})
	if w.skip != "" {
		t.Skip(w.skip)
	}
	if w.err != nil {
		t.Fatal(w.err)
	}
	if first {
		stand := "Wine's own bcryptprimitives.dll"
		if w.prng {
			stand = "the ProcessPrng stand-in"
		}
		t.Logf("Wine setup (the Windows build, the prefix with %s, resinfo.exe): %v", stand, w.took.Round(time.Second))
	}
	return w
}

// findWine looks for Wine's loader and server: $WINE, wine64 on PATH,
// Debian's and Ubuntu's /usr/lib/wine/wine64, then wine; the server beside
// the loader, else on PATH.
func findWine() (loader, server string) {
	for _, name := range []string{os.Getenv("WINE"), "wine64", "/usr/lib/wine/wine64", "wine"} {
		if name == "" {
			continue
		}
		if p, err := exec.LookPath(name); err == nil {
			loader = p
			break
		}
	}
	if loader == "" {
		return "", ""
	}
	if real, err := filepath.EvalSymlinks(loader); err == nil {
		for _, name := range []string{"wineserver", "wineserver64"} {
			if p := filepath.Join(filepath.Dir(real), name); isFile(p) {
				return loader, p
			}
		}
	}
	for _, name := range []string{"wineserver", "/usr/lib/wine/wineserver", "wineserver64"} {
		if p, err := exec.LookPath(name); err == nil {
			return loader, p
		}
	}
	return loader, ""
}

func isFile(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// setUp builds the windows-x64-release folder, makes the Wine prefix and
// builds the C helpers, or says why the tests skip.
func (w *wineSetup) setUp() {
	const install = "(apt-get install wine64 gcc-mingw-w64-x86-64, as .ci/run does)"
	if runtime.GOOS != "linux" || runtime.GOARCH != "amd64" {
		w.skip = "skipping: Wine runs the x86-64 Windows build on Linux x86-64 only"
		return
	}
	if w.loader, w.server = findWine(); w.loader == "" || w.server == "" {
		w.skip = "skipping: Wine is not installed " + install
		return
	}
	gcc, err := exec.LookPath("x86_64-w64-mingw32-gcc")
	if err != nil {
		w.skip = "skipping: the MinGW C compiler x86_64-w64-mingw32-gcc is not installed " + install
		return
	}
	if w.dir, err = os.MkdirTemp("", "bomberman-wine-"); err != nil {
		w.err = err
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	w.prefix = filepath.Join(w.dir, "prefix")

	// The release folder, as build.go lays it out, and the prefix, at once.
	var wg sync.WaitGroup
	var buildErr error
	wg.Go(func() { buildErr = w.build(ctx) })
	if out, err := w.run(ctx, "wineboot", "-i"); err != nil {
		w.err = fmt.Errorf("wineboot -i: %v\n%s", err, out)
	} else if err := w.wait(ctx); err != nil {
		w.err = err
	} else if w.err = w.persist(ctx); w.err == nil {
		// The first program starts the prefix's services, which then keep
		// its output open: a program of the setup's, not a test's.
		if out, err := w.run(ctx, "cmd", "/c", "ver"); err != nil {
			w.err = fmt.Errorf("cmd /c ver: %v\n%s", err, out)
		}
	}
	wg.Wait()
	if w.err != nil || buildErr != nil {
		w.err = errors.Join(w.err, buildErr)
		return
	}

	tools := filepath.Join(w.dir, "tools")
	if err := os.MkdirAll(tools, 0o755); err != nil {
		w.err = err
		return
	}
	sys32 := filepath.Join(w.prefix, "drive_c", "windows", "system32")
	if !isFile(filepath.Join(sys32, "bcryptprimitives.dll")) {
		w.prng = true
		if w.err = mingw(ctx, gcc, tools, "processprng.c", processPrngC,
			"-shared", "-o", filepath.Join(sys32, "bcryptprimitives.dll"), "-ladvapi32"); w.err != nil {
			return
		}
	}
	w.resInfo = filepath.Join(tools, "resinfo.exe")
	w.err = mingw(ctx, gcc, tools, "resinfo.c", resInfoC, "-municode", "-o", w.resInfo, "-lversion", "-lgdi32", "-luser32")
}

// build builds the windows-x64-release folder into w.dir/out and keeps the
// icon the build drew.
func (w *wineSetup) build(ctx context.Context) error {
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		return err
	}
	p, err := build.Lookup("windows-x64-release")
	if err != nil {
		return err
	}
	cfg := &build.Config{Root: root, Out: filepath.Join(w.dir, "out"), Version: wineVersion}
	res, err := cfg.Build(ctx, p)
	if err != nil {
		return fmt.Errorf("build windows-x64-release: %w", err)
	}
	w.exe = res.Exe
	w.icon, err = cfg.IconImage(ctx)
	return err
}

// mingw compiles the C source src, saved as name in dir, with args.
func mingw(ctx context.Context, gcc, dir, name, src string, args ...string) error {
	file := filepath.Join(dir, name)
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, gcc, append([]string{"-O2", "-s", file}, args...)...)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("x86_64-w64-mingw32-gcc %s: %v\n%s", name, err, out)
	}
	return nil
}

// env is the environment of a Windows program under Wine: the test's
// prefix, Wine quiet, no Mono or Gecko installers, SDL's dummy audio, and
// the display only when display is set. A save folder of the test's own
// is given by the callers that want one (BOMBERMAN_CONFIG_DIR); without
// it the game uses %AppData%.
func (w *wineSetup) env(display bool) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "WINE") || k == save.EnvDir || k == "SDL_VIDEO_DRIVER" || k == "DISPLAY" && !display {
			continue
		}
		env = append(env, kv)
	}
	return append(env, "WINEPREFIX="+w.prefix, "WINEDEBUG=-all", "WINEDLLOVERRIDES=mscoree,mshtml=", "SDL_AUDIO_DRIVER=dummy")
}

// run runs the Windows program args[0] (a path, or one of Wine's own
// programs) with the rest of args to its end, without a display, and
// returns its output. The output goes through a file: Wine's helper
// processes may outlive the program.
func (w *wineSetup) run(ctx context.Context, args ...string) (string, error) {
	f, err := os.CreateTemp(w.dir, "out-*.txt")
	if err != nil {
		return "", err
	}
	defer os.Remove(f.Name())
	defer f.Close()
	cmd := exec.CommandContext(ctx, w.loader, args...)
	cmd.Env = w.env(false)
	cmd.Stdout, cmd.Stderr = f, f
	err = cmd.Run()
	out, _ := os.ReadFile(f.Name())
	return string(out), err
}

// wait waits for every process of the prefix to end (wineserver -w).
func (w *wineSetup) wait(ctx context.Context) error {
	cmd := exec.CommandContext(ctx, w.server, "-w")
	cmd.Env = w.env(false)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("wineserver -w: %v\n%s", err, out)
	}
	return nil
}

// persist keeps the prefix's server and its services running until close
// (wineserver -p): without it they stop three seconds after each program
// and start again with the next, and a program started while they stop
// can find no desktop ("Unable to create Helper Window").
func (w *wineSetup) persist(ctx context.Context) error {
	cmd := exec.CommandContext(ctx, w.server, "-p")
	cmd.Env = w.env(false) // and no output: the server it leaves running would hold a pipe open
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("wineserver -p: %w", err)
	}
	return nil
}

// close ends the prefix's processes and the display, and removes
// everything.
func (w *wineSetup) close() {
	if w.dir == "" {
		return
	}
	if w.server != "" {
		cmd := exec.Command(w.server, "-k")
		cmd.Env = w.env(false)
		cmd.Run()
	}
	if w.xvfb != nil {
		w.xvfb.Process.Kill()
		w.xvfb.Wait()
	}
	os.RemoveAll(w.dir)
}

// start runs bomberman.exe (or exe, when not "") under Wine with args, in a
// new empty working folder, on the display when display is set, with the
// extra environment variables env.
func (w *wineSetup) start(t *testing.T, exe string, display bool, env []string, args ...string) *proc {
	t.Helper()
	if exe == "" {
		exe = w.exe
	}
	cmd := exec.Command(w.loader, append([]string{exe}, args...)...)
	cmd.Env = append(w.env(display), env...)
	// Wine's helpers (the desktop) may outlive the game a while, holding
	// its output open: stop waiting for it (launch takes the exit status).
	cmd.WaitDelay = 5 * time.Second
	return launch(t, cmd)
}

// winPath is the path Wine's Windows programs use for the Unix path p
// (Wine maps / to Z:).
func winPath(p string) string { return "Z:" + strings.ReplaceAll(p, "/", `\`) }

// testdataPath is the absolute path of a file of testdata/.
func testdataPath(t *testing.T, name string) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// headlessPair runs the Linux and the Windows build headless with args
// (replay, when not "", a file of testdata/ given to both as -replay), each
// writing -dump d.json and -screenshot s.png, and returns both processes,
// ended.
func headlessPair(t *testing.T, w *wineSetup, replay string, args ...string) (linux, windows *proc) {
	t.Helper()
	args = append([]string{"-headless"}, args...)
	args = append(args, "-dump", "d.json", "-screenshot", "s.png")
	linuxArgs, winArgs := args, args
	if replay != "" {
		p := testdataPath(t, replay)
		linuxArgs = append([]string{"-replay", p}, args...)
		winArgs = append([]string{"-replay", winPath(p)}, args...)
	}
	linux = start(t, executable(t), linuxArgs...)
	windows = w.start(t, "", false, []string{save.EnvDir + "=" + winPath(t.TempDir())}, winArgs...)
	linux.wait(t, 2*time.Minute, "Linux "+strings.Join(linuxArgs, " "))
	windows.wait(t, 2*time.Minute, "Windows "+strings.Join(winArgs, " "))
	return linux, windows
}

// sameRun fails unless the two runs wrote the same dump and the same
// screenshot, pixel for pixel.
func sameRun(t *testing.T, linux, windows *proc) {
	t.Helper()
	var ld, wd dump
	lraw := readJSON(t, linux.path("d.json"), &ld)
	wraw := readJSON(t, windows.path("d.json"), &wd)
	if diff := firstDiff(lraw, wraw); diff != "" {
		t.Errorf("-dump: Windows differs from Linux (\"live\" is Linux's, \"replayed\" Windows'): %s", diff)
	}
	if n, at := differentPixels(readPNG(t, linux.path("s.png")), readPNG(t, windows.path("s.png"))); n != 0 {
		t.Errorf("-screenshot: %d pixels of Windows' differ from Linux's, the first at %v", n, at)
	}
}

// differentPixels counts the pixels where a and b differ (all of them when
// their sizes differ) and returns the first.
func differentPixels(a, b image.Image) (int, image.Point) {
	if a.Bounds() != b.Bounds() {
		return a.Bounds().Dx() * a.Bounds().Dy(), a.Bounds().Min
	}
	n, first := 0, image.Point{}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if rgba(a.At(x, y)) != rgba(b.At(x, y)) {
				if n == 0 {
					first = image.Pt(x, y)
				}
				n++
			}
		}
	}
	return n, first
}

// TestWineHeadlessMatchesLinux: the Windows build draws every frame and
// reaches every state the Linux build does: three stages (their enemies
// and bricks), a replay with a bomb going off, a co-op replay and a versus
// match.
func TestWineHeadlessMatchesLinux(t *testing.T) {
	w := needWine(t)
	// SDL's software renderer on both sides: what a machine without a GPU
	// picks anyway, and one rasterizer for both whatever GPU a machine has.
	t.Setenv("SDL_RENDER_DRIVER", "software")
	cases := []struct {
		name, replay string
		args         []string
	}{
		{"stage 1", "", []string{"-stage", "1", "-seed", "7", "-ticks", "90"}},
		{"stage 17", "", []string{"-stage", "17", "-seed", "3", "-ticks", "90"}},
		{"stage 42", "", []string{"-stage", "42", "-seed", "11", "-ticks", "90"}},
		{"replay of a bomb", "own_bomb.json", []string{"-ticks", "200"}},
		{"co-op replay", "coop_own_bomb.json", []string{"-ticks", "200"}},
		{"versus replay", "versus.json", []string{"-ticks", "400"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			linux, windows := headlessPair(t, w, c.replay, c.args...)
			sameRun(t, linux, windows)
		})
	}
}

// TestWineReleaseData: the Windows game reads data/ beside bomberman.exe,
// from another working folder, and uses an edit made there: stage 1's
// enemies and the lives at the start changed; the Linux build given the
// same folder (-data) agrees.
func TestWineReleaseData(t *testing.T) {
	w := needWine(t)
	dir := t.TempDir()
	if err := copyDir(filepath.Dir(w.exe), dir); err != nil {
		t.Fatal(err)
	}
	data := filepath.Join(dir, "data")
	edit(t, filepath.Join(data, "stages.json"), `{"stage": 1, "enemies": {"Balloom": 6}`, `{"stage": 1, "enemies": {"Pass": 6}`)
	edit(t, filepath.Join(data, "rules.json"), `"startLives": 2,`, `"startLives": 5,`)

	args := []string{"-headless", "-stage", "1", "-seed", "7", "-ticks", "30", "-dump", "d.json"}
	win := w.start(t, filepath.Join(dir, "bomberman.exe"), false, []string{save.EnvDir + "=" + winPath(t.TempDir())}, args...)
	win.wait(t, 2*time.Minute, "the edited release")
	var got struct {
		Lives   int `json:"lives"`
		Enemies []struct {
			Type string `json:"type"`
		} `json:"enemies"`
	}
	wraw := readJSON(t, win.path("d.json"), &got)
	kinds := map[string]int{}
	for _, e := range got.Enemies {
		kinds[e.Type]++
	}
	if got.Lives != 5 || len(kinds) != 1 || kinds["Pass"] != 6 {
		t.Errorf("stage 1 from the edited data/ beside the exe: got %d lives and enemies %v, want 5 and 6 Pass", got.Lives, kinds)
	}

	linux := start(t, executable(t), append([]string{"-data", data}, args...)...)
	linux.wait(t, 2*time.Minute, "Linux -data on the edited release's data/")
	if diff := firstDiff(readJSON(t, linux.path("d.json"), &struct{}{}), wraw); diff != "" {
		t.Errorf("the edited data: Windows differs from Linux (\"live\" is Linux's, \"replayed\" Windows'): %s", diff)
	}
}

// edit replaces old (which must be there) by new in the file.
func edit(t *testing.T, file, old, new string) {
	t.Helper()
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(raw, []byte(old)) {
		t.Fatalf("%s does not hold %q any more: update the test's edit", file, old)
	}
	if err := os.WriteFile(file, bytes.Replace(raw, []byte(old), []byte(new), 1), 0o644); err != nil {
		t.Fatal(err)
	}
}

// needWineX skips a windowed Wine test without Xvfb, xdotool or
// imagemagick's import, and otherwise points DISPLAY, for the rest of the
// test, at an X display of the Wine tests' own (Xvfb, started once): the
// windows of tests running at the same time on the shared display would
// take the keyboard's focus while xdotool types.
func needWineX(t *testing.T) *wineSetup {
	t.Helper()
	w := needWine(t)
	for _, tool := range []string{"Xvfb", "xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("needs %s (apt-get install xvfb xdotool imagemagick, as .ci/run does)", tool)
		}
	}
	w.xOnce.Do(func() { w.xvfb, w.x, w.xErr = startXvfb() })
	if w.xErr != nil {
		t.Fatal(w.xErr)
	}
	t.Setenv("DISPLAY", w.x)
	return w
}

// startXvfb starts Xvfb on a free display, which it writes to the pipe
// -displayfd names, and returns it and the display's name. -noreset: an X
// server resets when its last client leaves, and a game started during
// the reset cannot open the display ("x11 not available").
func startXvfb() (*exec.Cmd, string, error) {
	r, wr, err := os.Pipe()
	if err != nil {
		return nil, "", err
	}
	defer r.Close()
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset")
	cmd.ExtraFiles = []*os.File{wr} // its file descriptor 3
	err = cmd.Start()
	wr.Close()
	if err != nil {
		return nil, "", fmt.Errorf("start Xvfb: %w", err)
	}
	got := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		got <- strings.TrimSpace(line)
	}()
	select {
	case n := <-got:
		if _, err := strconv.Atoi(n); err != nil {
			return cmd, "", fmt.Errorf("Xvfb -displayfd wrote %q, want a display number", n)
		}
		return cmd, ":" + n, nil
	case <-time.After(20 * time.Second):
		return cmd, "", errors.New("Xvfb gave no display number within 20 s")
	}
}

// TestWineBrokenData: a release whose data/ holds a broken file stops with
// the file, line, column and key: on standard error when something reads
// it (exit 1, no box), and in Windows' message box when the game was
// started as from Explorer, without standard handles; the game waits for
// the player to close the box, then exits 1.
func TestWineBrokenData(t *testing.T) {
	w := needWine(t)
	dir := t.TempDir()
	if err := copyDir(filepath.Dir(w.exe), dir); err != nil {
		t.Fatal(err)
	}
	edit(t, filepath.Join(dir, "data", "stages.json"), `"total": 6, "item": "Flames"`, `"total": "six", "item": "Flames"`)
	exe := filepath.Join(dir, "bomberman.exe")
	const want = `stages.json:3:54: stages[0].total: want an integer, got "six"`

	t.Run("standard error", func(t *testing.T) {
		p := w.start(t, exe, false, nil, "-headless", "-stage", "1", "-ticks", "5")
		p.waitExit(t, 2*time.Minute, 1)
		if out := p.out.String(); !strings.Contains(out, want) {
			t.Errorf("standard error: got\n%s\nwant it to hold %q", out, want)
		}
	})

	t.Run("message box", func(t *testing.T) {
		needWineX(t)
		// start /unix is how Explorer starts a program: no standard handles.
		cmd := exec.Command(w.loader, "start", "/wait", "/unix", exe, "-stage", "1")
		cmd.Env = append(w.env(true), save.EnvDir+"="+winPath(t.TempDir()))
		cmd.WaitDelay = 5 * time.Second
		p := launch(t, cmd)
		box := p.messageBox(t)
		if n := colourCount(windowPicture(t, box)); n < 3 {
			t.Errorf("the message box shows %d colours, want its text and icon on its background", n)
		}
		time.Sleep(500 * time.Millisecond)
		select {
		case <-p.done:
			t.Fatalf("the game exited (%v) while its message box was still up", p.err)
		default:
		}
		xdo(t, append(focus(box), "key", "Return")...)
		p.waitExit(t, 20*time.Second, 1)
	})
}

// waitExit waits up to d for the process to end with exit status code.
func (p *proc) waitExit(t *testing.T, d time.Duration, code int) {
	t.Helper()
	select {
	case <-p.done:
	case <-time.After(d):
		t.Fatalf("still running after %v, want exit %d\n%s", d, code, p.out.String())
	}
	var exit *exec.ExitError
	switch {
	case code == 0 && p.err == nil:
	case errors.As(p.err, &exit) && exit.ExitCode() == code:
	default:
		t.Fatalf("got exit %v, want exit status %d\n%s", p.err, code, p.out.String())
	}
}

// wineWait bounds the waits for what a Wine window shows: Wine starts a
// windowed program in seconds, but on a loaded machine (go test ./...
// runs packages side by side) much more slowly.
const wineWait = time.Minute

// findWindow waits up to wineWait for a visible window titled Bomberman
// whose size passes ok, and returns its id. It asks xdotool again and
// again rather than once with --sync, which gives up (exit status 1) when
// a window it looks at goes away, and Wine makes and removes many as a
// program starts. The display is the Wine tests' own: no other program's
// windows are there.
func (p *proc) findWindow(t *testing.T, what string, ok func(w, h int) bool) string {
	t.Helper()
	deadline := time.Now().Add(wineWait)
	for time.Now().Before(deadline) {
		out, _ := exec.Command("xdotool", "search", "--onlyvisible", "--name", "^Bomberman$").Output()
		for _, id := range strings.Fields(string(out)) {
			if w, h, found := windowSize(id); found && ok(w, h) {
				return id
			}
		}
		select {
		case <-p.done:
			t.Fatalf("the game exited (%v) without showing %s\n%s", p.err, what, p.out.String())
		case <-time.After(200 * time.Millisecond):
		}
	}
	t.Fatalf("no %s within %v\n%s", what, wineWait, p.out.String())
	return ""
}

// gameWindow waits for the game's window and checks that it has the size
// scale gives it (why names where that scale comes from).
func (p *proc) gameWindow(t *testing.T, scale int, why string) string {
	t.Helper()
	win := p.findWindow(t, "game window", func(_, h int) bool { return h >= assets.ScreenH })
	if w, h, _ := windowSize(win); w != scale*assets.ScreenW || h != scale*assets.ScreenH {
		t.Errorf("the game's window: got %dx%d, want %dx, %dx%d (%s)", w, h, scale, scale*assets.ScreenW, scale*assets.ScreenH, why)
	}
	return win
}

// messageBox waits for the game's message box: a window titled Bomberman
// too short to be the game's (at least 240 high).
func (p *proc) messageBox(t *testing.T) string {
	t.Helper()
	return p.findWindow(t, "message box", func(_, h int) bool { return h > 0 && h < 240 })
}

// windowSize is the size of window id, if it still exists.
func windowSize(id string) (w, h int, ok bool) {
	out, err := exec.Command("xdotool", "getwindowgeometry", "--shell", id).Output()
	if err != nil {
		return 0, 0, false
	}
	for _, line := range strings.Fields(string(out)) {
		k, v, _ := strings.Cut(line, "=")
		switch k {
		case "WIDTH":
			w, _ = strconv.Atoi(v)
		case "HEIGHT":
			h, _ = strconv.Atoi(v)
		}
	}
	return w, h, true
}

// keepPicture writes what window win shows into $WINE_SCREENSHOT_DIR, as
// name.png, when that is set: to see what a failing windowed test saw.
func keepPicture(t *testing.T, win, name string) {
	t.Helper()
	if dir := os.Getenv("WINE_SCREENSHOT_DIR"); dir != "" {
		if out, err := exec.Command("import", "-window", win, filepath.Join(dir, name+".png")).CombinedOutput(); err != nil {
			t.Logf("import -window %s: %v\n%s", win, err, out)
		}
	}
}

// windowPicture is what window win shows.
func windowPicture(t *testing.T, win string) image.Image {
	t.Helper()
	file := filepath.Join(t.TempDir(), "window.png")
	if out, err := exec.Command("import", "-window", win, file).CombinedOutput(); err != nil {
		t.Fatalf("import -window %s: %v\n%s", win, err, out)
	}
	return readPNG(t, file)
}

// colourCount counts the distinct colours of img.
func colourCount(img image.Image) int {
	seen := map[color.RGBA]bool{}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			seen[rgba(img.At(x, y))] = true
		}
	}
	return len(seen)
}

// taps is an xdotool command line that presses and releases each key in
// turn, each held for a quarter of a second with 0.4 s between them: a
// menu sees each press on its own even where a loaded machine draws a
// frame in a third of a second (two presses in one frame count once), and
// none repeats (a menu repeats a key held for 18 frames).
func taps(win string, keys ...string) []string {
	args := focus(win)
	for _, k := range keys {
		args = append(args, "keydown", k, "sleep", "0.25", "keyup", k, "sleep", "0.4")
	}
	return args
}

// onTitle checks that a window picture at the scale shows the title: the
// menu's white text on black, no HUD.
func onTitle(scale int) func(image.Image) string {
	white := color.RGBA{248, 248, 248, 255}
	return func(img image.Image) string {
		if c := rgba(img.At(2*scale+1, 2*scale+1)); c != (color.RGBA{A: 255}) {
			return fmt.Sprintf("the corner is %v, not the title's black", c)
		}
		n := 0
		r := img.Bounds()
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if closeTo(rgba(img.At(x, y)), white) {
					n++
				}
			}
		}
		if n < 100*scale*scale {
			return fmt.Sprintf("%d pixels of the menu's white, want %d or more", n, 100*scale*scale)
		}
		return ""
	}
}

// TestWineWindowedPlay plays the Windows build in its window, with keys, as
// a player: the first start opens at the default 3x, Options sets the
// window to 2x and Alt+F4 quits; the settings are in %AppData% of the
// prefix. The second start opens at 2x (it read them back); X on the title
// starts stage 1, Right and X lay a bomb, Alt+F4 quits. Its dump shows the
// bomb, and its recording replayed on Linux reaches the same state.
func TestWineWindowedPlay(t *testing.T) {
	w := needWineX(t)
	appData, err := filepath.Glob(filepath.Join(w.prefix, "drive_c", "users", "*", "AppData", "Roaming"))
	if err != nil || len(appData) != 1 {
		t.Fatalf("the prefix's %%AppData%%: got %v (%v), want one folder", appData, err)
	}
	saves := filepath.Join(appData[0], save.AppDir)
	if err := os.RemoveAll(saves); err != nil {
		t.Fatal(err)
	}

	// The first start: Options, WINDOW SCALE one down, back (which saves),
	// Alt+F4.
	p := w.start(t, "", true, nil, "-seed", "7")
	win := p.gameWindow(t, 3, "the default")
	p.shows(t, win, "the title", wineWait, onTitle(3))
	xdo(t, taps(win, "Down", "Down", "Down", "Down", "x")...)
	keepPicture(t, win, "wine_options")
	xdo(t, taps(win, "Down", "Down", "Down", "Left")...)
	keepPicture(t, win, "wine_options_2x")
	xdo(t, taps(win, "Escape")...)
	keepPicture(t, win, "wine_back_on_title")
	xdo(t, append(focus(win), "key", "alt+F4")...)
	p.wait(t, wineWait, "Alt+F4 after Options")
	var s save.Settings
	readJSON(t, filepath.Join(saves, save.SettingsFile), &s)
	if s.WindowScale != 2 {
		t.Fatalf("%%AppData%%\\%s\\%s: WindowScale %d, want 2 (Options: WINDOW SCALE one down from 3x)", save.AppDir, save.SettingsFile, s.WindowScale)
	}

	// The second start reads them: a 2x window. Then a bomb.
	const scale = 2
	p = w.start(t, "", true, nil, "-seed", "7", "-dump", "d.json", "-record", "r.json", "-screenshot", "s.png")
	win = p.gameWindow(t, scale, "from the saved settings")
	p.shows(t, win, "the title", wineWait, onTitle(scale))
	xdo(t, taps(win, "x")...)
	p.shows(t, win, "stage 1", wineWait, hudInCorner(scale))
	xdo(t, append(hold(win, "Right", holdRight), hold(win, "x", pressX)...)...)
	time.Sleep(300 * time.Millisecond)
	xdo(t, append(focus(win), "key", "alt+F4")...)
	p.wait(t, wineWait, "Alt+F4 in play")

	var d dump
	raw := readJSON(t, p.path("d.json"), &d)
	if d.Stage != 1 || d.Phase != "playing" || len(d.Bombs) != 1 || d.Bombs[0].Fuse <= 0 || !d.Player.Alive {
		t.Errorf("the dump after Right and X: got stage %d, %s, bombs %+v, alive %v; want stage 1, playing, one bomb with its fuse burning, alive",
			d.Stage, d.Phase, d.Bombs, d.Player.Alive)
	}
	checkFrame(t, "Windows -screenshot", d.Map, func(x, y int) color.RGBA { return rgba(readPNG(t, p.path("s.png")).At(x, y)) })
	_, replayed := replayTo(t, executable(t), p.path("r.json"), d.Tick)
	if diff := firstDiff(raw, replayed); diff != "" {
		t.Errorf("the Windows recording replayed on Linux to tick %d differs from the Windows game: %s", d.Tick, diff)
	}
}

// TestWineResources reads the icon and the version resource back from
// bomberman.exe through Windows' API (resInfoC under Wine): the version
// stamped, the names, and the icon at 16, 32 and 256 pixels, each pixel
// the game's icon scaled.
func TestWineResources(t *testing.T) {
	w := needWine(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for i, size := range []int{16, 32, 256} {
		out, err := w.run(ctx, w.resInfo, winPath(w.exe), strconv.Itoa(size))
		if err != nil {
			t.Fatalf("resinfo %d: %v\n%.2000s", size, err, out)
		}
		fields := map[string]string{}
		var icon []string
		for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
			line = strings.TrimRight(line, "\r")
			if rest, ok := strings.CutPrefix(line, "icon "); ok {
				icon = strings.Fields(rest)
				continue
			}
			if k, v, ok := strings.Cut(line, "="); ok {
				fields[k] = v
			} else if k, v, ok := strings.Cut(line, " "); ok {
				fields[k] = v
			}
		}
		if i == 0 {
			want := map[string]string{
				"version":          "1.2.3.0",
				"ProductName":      "Bomberman",
				"FileDescription":  "Bomberman",
				"ProductVersion":   wineVersion,
				"FileVersion":      wineVersion,
				"InternalName":     "bomberman",
				"OriginalFilename": "bomberman.exe",
			}
			for k, v := range want {
				if fields[k] != v {
					t.Errorf("version resource %s: got %q, want %q", k, fields[k], v)
				}
			}
		}
		if e := fields["error"]; e != "" {
			t.Fatalf("resinfo %d: %s", size, e)
		}
		if len(icon) != 1+size*size || icon[0] != strconv.Itoa(size) {
			t.Fatalf("icon %d: got %d values, want the size and %d pixels", size, len(icon), size*size)
		}
		scaled := build.ScaleIcon(w.icon, size)
		bad, first := 0, image.Point{}
		for i, hex := range icon[1:] {
			v, err := strconv.ParseUint(hex, 16, 32)
			if err != nil {
				t.Fatalf("icon %d: pixel %d: %v", size, i, err)
			}
			x, y := i%size, i/size
			want := color.NRGBAModel.Convert(scaled.At(x, y)).(color.NRGBA)
			got := color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), uint8(v >> 24)}
			if got.A != want.A || want.A != 0 && (got.R != want.R || got.G != want.G || got.B != want.B) {
				if bad == 0 {
					first = image.Pt(x, y)
				}
				bad++
			}
		}
		if bad != 0 {
			t.Errorf("icon %dx%d as Windows loads it: %d pixels differ from the game's icon, the first at %v", size, size, bad, first)
		}
	}
}
