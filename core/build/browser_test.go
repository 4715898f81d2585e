package build_test

import (
	"context"
	"fmt"
	"image"
	"io"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/build"
)

// webSDLMain is a throwaway SDL program for the browser. It reads its
// rectangle's colour from data/ through the os package (the page's
// datafs.js), checks that listing, stat, relative and absolute paths work
// and that writing there fails, counts its runs in a file under $HOME (the
// page's writable folder, kept in localStorage), then fills the canvas blue
// with that rectangle on every animation frame; on any failure it fills the
// canvas red. The test can tell that index.html starts go-sdl3's Emscripten
// SDL and the Go program together, with data/ readable and saves kept
// across reloads.
const webSDLMain = `package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/Zyko0/go-sdl3/sdl"
)

func readColour() (r, g, b uint8, err error) {
	raw, err := os.ReadFile("data/colour.txt")
	if err != nil {
		return 0, 0, 0, err
	}
	if _, err := fmt.Sscan(string(raw), &r, &g, &b); err != nil {
		return 0, 0, 0, fmt.Errorf("colour.txt: %w", err)
	}
	entries, err := os.ReadDir("data/levels")
	if err != nil || len(entries) != 2 || entries[0].Name() != "1.json" || !entries[1].IsDir() {
		return 0, 0, 0, fmt.Errorf("ReadDir(data/levels) = %v, %v", entries, err)
	}
	abs, err := filepath.Abs("data")
	if err != nil {
		return 0, 0, 0, err
	}
	st, err := os.Stat(filepath.Join(abs, "game.json"))
	if err != nil || st.Size() != int64(len(` + "`" + `{"title":"tiny"}` + "`" + `)) || st.IsDir() {
		return 0, 0, 0, fmt.Errorf("Stat(%s/game.json) = %v, %v", abs, st, err)
	}
	if err := os.WriteFile("data/new.txt", []byte("x"), 0o644); err == nil || !errors.Is(err, os.ErrPermission) && !errors.Is(err, errors.ErrUnsupported) {
		fmt.Println("write error:", err) // any error will do; report its kind
	}
	if _, err := os.Stat("data/missing.json"); !errors.Is(err, os.ErrNotExist) {
		return 0, 0, 0, fmt.Errorf("Stat(data/missing.json): got %v, want not exist", err)
	}
	return r, g, b, nil
}

// countRuns counts the page's runs in $HOME/.config/websdl/runs.txt, written
// the way games write saves (a temporary file renamed over the old one), and
// checks what it wrote.
func countRuns() (int, error) {
	home, err := os.UserHomeDir()
	if err != nil {
		return 0, err
	}
	dir := filepath.Join(home, ".config", "websdl")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, err
	}
	path := filepath.Join(dir, "runs.txt")
	n := 0
	if raw, err := os.ReadFile(path); err == nil {
		if _, err := fmt.Sscan(string(raw), &n); err != nil {
			return 0, fmt.Errorf("runs.txt: %w", err)
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		return 0, err
	}
	n++
	f, err := os.CreateTemp(dir, ".runs-*")
	if err != nil {
		return 0, err
	}
	if _, err := fmt.Fprintf(f, "%d\n", n); err != nil {
		return 0, err
	}
	if err := f.Sync(); err != nil {
		return 0, err
	}
	if err := f.Chmod(0o644); err != nil {
		return 0, err
	}
	if err := f.Close(); err != nil {
		return 0, err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		return 0, err
	}
	raw, err := os.ReadFile(path)
	if err != nil || string(raw) != fmt.Sprintf("%d\n", n) {
		return 0, fmt.Errorf("ReadFile(%s) after the rename = %q, %v", path, raw, err)
	}
	if entries, err := os.ReadDir(dir); err != nil || len(entries) != 1 {
		return 0, fmt.Errorf("ReadDir(%s) = %v, %v; want runs.txt alone", dir, entries, err)
	}
	return n, nil
}

func main() {
	r, g, b, err := readColour()
	if err == nil {
		var n int
		if n, err = countRuns(); err == nil {
			fmt.Println("websdl: run", n)
		}
	}
	if err != nil {
		fmt.Println("websdl:", err)
	}
	if err := sdl.Init(sdl.INIT_VIDEO); err != nil {
		panic(err)
	}
	window, renderer, err2 := sdl.CreateWindowAndRenderer("websdl", 320, 240, 0)
	if err2 != nil {
		panic(err2)
	}
	defer window.Destroy()
	defer renderer.Destroy()
	sdl.RunLoop(func() error {
		var ev sdl.Event
		for sdl.PollEvent(&ev) {
		}
		if err != nil {
			renderer.SetDrawColor(255, 0, 0, 255)
			renderer.Clear()
			renderer.Present()
			return nil
		}
		renderer.SetDrawColor(40, 80, 160, 255)
		renderer.Clear()
		renderer.SetDrawColor(r, g, b, 255)
		renderer.RenderFillRect(&sdl.FRect{X: 40, Y: 40, W: 120, H: 80})
		renderer.Present()
		return nil
	})
}
`

// serveWeb serves dir on a free localhost port for the test's duration.
func serveWeb(t *testing.T, dir string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- build.Serve(ctx, dir, "127.0.0.1:0", io.Discard, func(a string) { addrc <- a }) }()
	t.Cleanup(func() { cancel(); <-done })
	select {
	case addr := <-addrc:
		return "http://" + addr + "/"
	case err := <-done:
		t.Fatal(err)
		return ""
	}
}

// colours counts the distinct colours of img above its bottom 40 rows (where
// the page writes its status line) and those that are not black (the page's
// background).
func colours(img image.Image) (distinct, nonBlack int) {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y-40; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
			if r|g|bl > 0x0f00 {
				nonBlack++
			}
		}
	}
	return len(seen), nonBlack
}

func TestWebPageStartsSDL(t *testing.T) {
	needChromium(t)
	cfg := tinyModule(t)
	writeTree(t, cfg.Root, map[string]string{"cmd/websdl/main.go": webSDLMain, "data/tiny/colour.txt": "240 200 40\n"})
	cfg.Main, cfg.Data = "./cmd/websdl", "data/tiny" // the tiny game's data, with one file more
	res, err := cfg.Web(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	url, profile := serveWeb(t, res.Dir), t.TempDir()
	for run := 1; run <= 2; run++ { // the second browser finds the first one's save
		b := startBrowser(t, profile, "")
		b.navigate(url)
		want := fmt.Sprintf("websdl: run %d", run)
		if err := b.waitJS("document.getElementById('canvas').width === 320", 30*time.Second); err != nil {
			t.Fatalf("run %d: %v; console:\n%s", run, err, b.consoleLog())
		}
		time.Sleep(500 * time.Millisecond) // a few animation frames
		if !b.consoleHas(want) {
			t.Errorf("run %d: the console lacks %q:\n%s", run, want, b.consoleLog())
		}
		checkWebSDLCanvas(t, b.screenshot(), b.consoleLog())
		b.checkNoConsoleErrors()
		b.close()
	}
}

// checkWebSDLCanvas checks the screenshot of webSDLMain's page.
func checkWebSDLCanvas(t *testing.T, img image.Image, console string) {
	t.Helper()
	distinct, nonBlack := colours(img)
	// The 320x240 canvas: blue with a 120x80 yellow rectangle.
	if distinct < 3 || nonBlack < 320*240/2 {
		t.Errorf("the page: %d colours, %d non-black pixels; want the SDL canvas (>= 3 colours, >= %d non-black); console:\n%s", distinct, nonBlack, 320*240/2, console)
	}
	blue, yellow := 0, 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			switch [3]uint32{r >> 8, g >> 8, bl >> 8} {
			case [3]uint32{40, 80, 160}:
				blue++
			case [3]uint32{240, 200, 40}:
				yellow++
			}
		}
	}
	if blue < 320*240-120*80-1000 || yellow < 120*80-500 {
		t.Errorf("got %d blue and %d yellow pixels, want about %d and %d; console:\n%s", blue, yellow, 320*240-120*80, 120*80, console)
	}
}
