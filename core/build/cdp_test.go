package build_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"
)

// This file drives headless Chromium through the Chrome DevTools Protocol
// (https://chromedevtools.github.io/devtools-protocol/) over
// --remote-debugging-pipe: JSON messages, each ended by a NUL byte, written
// to the browser's file descriptor 3 and read from its descriptor 4. The
// tests get what a player's browser does: key presses and clicks the page
// receives as trusted input (the only kind that lets an AudioContext start),
// screenshots of what is drawn, and every console message and uncaught
// exception, without a WebDriver or any other program.

// findChromium returns the browser the web tests run: $CHROMIUM, else the
// first of Debian's chromium, Google Chrome (what GitHub's runners have) and
// their usual install paths.
func findChromium() (string, error) {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p, nil
	}
	for _, name := range []string{"chromium", "google-chrome", "google-chrome-stable", "chromium-browser", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	for _, p := range []string{
		"/usr/bin/chromium",
		"/usr/bin/google-chrome",
		"/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
		"/Applications/Chromium.app/Contents/MacOS/Chromium",
	} {
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no Chromium or Chrome found (apt-get install -y chromium, or set CHROMIUM to the browser)")
}

// needChromium skips the test without a browser, or where the DevTools pipe
// cannot be set up.
func needChromium(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("skipping the browser test under -short")
	}
	if runtime.GOOS == "windows" {
		t.Skip("skipping: the DevTools pipe needs the browser's file descriptors 3 and 4, which os/exec cannot pass on Windows")
	}
	p, err := findChromium()
	if err != nil {
		t.Skipf("skipping: %v", err)
	}
	return p
}

// The size of the page the tests look at.
const pageW, pageH = 640, 520

// consoleEntry is one message of the page's console, or an uncaught exception.
type consoleEntry struct {
	Level string // "log", "info", "warning", "error"
	Text  string
}

func (e consoleEntry) String() string { return e.Level + ": " + e.Text }

// browser is one headless Chromium with one page, attached over the pipe.
type browser struct {
	t       *testing.T
	cmd     *exec.Cmd
	toB     io.WriteCloser
	session string

	mu      sync.Mutex
	nextID  int
	pending map[int]chan cdpMessage
	console []consoleEntry
	readErr error
	stderr  lockedBuffer // the browser's own output, for failure messages

	closeOnce sync.Once
}

// lockedBuffer is a bytes.Buffer that os/exec's copying goroutines may
// write while a failing test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

type cdpMessage struct {
	ID        int             `json:"id,omitempty"`
	Method    string          `json:"method,omitempty"`
	Params    json.RawMessage `json:"params,omitempty"`
	Result    json.RawMessage `json:"result,omitempty"`
	Error     *cdpError       `json:"error,omitempty"`
	SessionID string          `json:"sessionId,omitempty"`
}

type cdpError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// startBrowser starts Chromium with a new profile (or the folder profile,
// to keep localStorage between browsers), opens a page and attaches to it.
// initScript, when not "", runs in every document before the page's own
// scripts. The browser is closed when the test ends.
func startBrowser(t *testing.T, profile, initScript string) *browser {
	t.Helper()
	chromium := needChromium(t)
	if profile == "" {
		profile = t.TempDir()
	}
	toBR, toBW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	fromBR, fromBW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	b := &browser{t: t, toB: toBW, pending: map[int]chan cdpMessage{}}
	b.cmd = exec.Command(chromium,
		"--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--no-first-run",
		"--no-default-browser-check", "--disable-background-networking", "--disable-component-update",
		"--disable-sync", "--disable-extensions", "--mute-audio", fmt.Sprintf("--window-size=%d,%d", pageW, pageH),
		"--user-data-dir="+profile, "about:blank")
	b.cmd.ExtraFiles = []*os.File{toBR, fromBW} // the browser's fds 3 (it reads) and 4 (it writes)
	b.cmd.Stdout, b.cmd.Stderr = &b.stderr, &b.stderr
	if err := b.cmd.Start(); err != nil {
		t.Fatalf("start %s: %v", chromium, err)
	}
	toBR.Close()
	fromBW.Close()
	go b.read(fromBR)
	t.Cleanup(b.close)

	var targets struct {
		TargetInfos []struct{ TargetID, Type string }
	}
	b.call("", "Target.getTargets", nil, &targets)
	target := ""
	for _, ti := range targets.TargetInfos {
		if ti.Type == "page" {
			target = ti.TargetID
		}
	}
	if target == "" {
		var created struct{ TargetID string }
		b.call("", "Target.createTarget", map[string]any{"url": "about:blank"}, &created)
		target = created.TargetID
	}
	var attached struct{ SessionID string }
	b.call("", "Target.attachToTarget", map[string]any{"targetId": target, "flatten": true}, &attached)
	b.session = attached.SessionID
	for _, domain := range []string{"Runtime", "Log", "Page"} {
		b.call(b.session, domain+".enable", nil, nil)
	}
	// The page's size, whatever the headless window's: the game's canvas is
	// scaled by a whole number to fit it (2x for 256x240).
	b.resize(pageW, pageH)
	if initScript != "" {
		b.call(b.session, "Page.addScriptToEvaluateOnNewDocument", map[string]any{"source": initScript}, nil)
	}
	return b
}

// read receives the browser's messages: answers go to their callers,
// console messages and exceptions to b.console.
func (b *browser) read(r io.ReadCloser) {
	defer r.Close()
	br := bufio.NewReaderSize(r, 1<<20)
	for {
		raw, err := br.ReadBytes(0)
		if err != nil {
			b.mu.Lock()
			b.readErr = err
			for id, ch := range b.pending {
				close(ch)
				delete(b.pending, id)
			}
			b.mu.Unlock()
			return
		}
		var m cdpMessage
		if err := json.Unmarshal(raw[:len(raw)-1], &m); err != nil {
			continue
		}
		if m.ID != 0 {
			b.mu.Lock()
			ch := b.pending[m.ID]
			delete(b.pending, m.ID)
			b.mu.Unlock()
			if ch != nil {
				ch <- m
			}
			continue
		}
		if e, ok := consoleEvent(m); ok {
			b.mu.Lock()
			b.console = append(b.console, e)
			b.mu.Unlock()
		}
	}
}

// consoleEvent turns a console, exception or log event into an entry.
func consoleEvent(m cdpMessage) (consoleEntry, bool) {
	switch m.Method {
	case "Runtime.consoleAPICalled":
		var p struct {
			Type string
			Args []struct {
				Value       any
				Description string
			}
		}
		json.Unmarshal(m.Params, &p)
		var parts []string
		for _, a := range p.Args {
			if a.Value != nil {
				parts = append(parts, fmt.Sprint(a.Value))
			} else {
				parts = append(parts, a.Description)
			}
		}
		level := p.Type
		if level == "warn" {
			level = "warning"
		}
		return consoleEntry{Level: level, Text: strings.Join(parts, " ")}, true
	case "Runtime.exceptionThrown":
		var p struct {
			ExceptionDetails struct {
				Text      string
				Exception struct{ Description string }
			}
		}
		json.Unmarshal(m.Params, &p)
		return consoleEntry{Level: "error", Text: "uncaught: " + p.ExceptionDetails.Text + " " + p.ExceptionDetails.Exception.Description}, true
	case "Log.entryAdded":
		var p struct {
			Entry struct{ Level, Text, URL string }
		}
		json.Unmarshal(m.Params, &p)
		return consoleEntry{Level: p.Entry.Level, Text: strings.TrimSpace(p.Entry.Text + " " + p.Entry.URL)}, true
	}
	return consoleEntry{}, false
}

// call sends a command and decodes its result into out (when not nil). It
// fails the test on an error or after 30 seconds.
func (b *browser) call(session, method string, params any, out any) {
	b.t.Helper()
	if err := b.tryCall(session, method, params, out); err != nil {
		b.t.Fatalf("%v\nbrowser output:\n%s", err, b.stderr.String())
	}
}

func (b *browser) tryCall(session, method string, params any, out any) error {
	b.mu.Lock()
	if b.readErr != nil {
		b.mu.Unlock()
		return fmt.Errorf("%s: the browser has gone: %v", method, b.readErr)
	}
	b.nextID++
	id := b.nextID
	ch := make(chan cdpMessage, 1)
	b.pending[id] = ch
	b.mu.Unlock()
	msg := map[string]any{"id": id, "method": method}
	if params != nil {
		msg["params"] = params
	}
	if session != "" {
		msg["sessionId"] = session
	}
	raw, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	if _, err := b.toB.Write(append(raw, 0)); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	select {
	case m, ok := <-ch:
		if !ok {
			return fmt.Errorf("%s: the browser closed the pipe", method)
		}
		if m.Error != nil {
			return fmt.Errorf("%s: %s (%d)", method, m.Error.Message, m.Error.Code)
		}
		if out != nil {
			return json.Unmarshal(m.Result, out)
		}
		return nil
	case <-time.After(30 * time.Second):
		return fmt.Errorf("%s: no answer in 30 s", method)
	}
}

// resize changes the page's viewport to w x h, as a resized browser
// window or an info bar does; the page gets a resize event.
func (b *browser) resize(w, h int) {
	b.t.Helper()
	b.call(b.session, "Emulation.setDeviceMetricsOverride", map[string]any{
		"width": w, "height": h, "deviceScaleFactor": 1, "mobile": false,
	}, nil)
}

// navigate loads url in the page.
func (b *browser) navigate(url string) {
	b.t.Helper()
	b.call(b.session, "Page.navigate", map[string]any{"url": url}, nil)
}

// eval evaluates a JavaScript expression in the page (awaiting a promise)
// and decodes its value into out.
func (b *browser) eval(expr string, out any) error {
	var r struct {
		Result struct {
			Value json.RawMessage
		}
		ExceptionDetails *struct {
			Text      string
			Exception struct{ Description string }
		}
	}
	if err := b.tryCall(b.session, "Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true, "awaitPromise": true}, &r); err != nil {
		return err
	}
	if r.ExceptionDetails != nil {
		return fmt.Errorf("%s: %s %s", expr, r.ExceptionDetails.Text, r.ExceptionDetails.Exception.Description)
	}
	if out == nil || len(r.Result.Value) == 0 {
		return nil
	}
	return json.Unmarshal(r.Result.Value, out)
}

// waitJS waits until the expression is true, for up to timeout.
func (b *browser) waitJS(expr string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	var last error
	for time.Now().Before(deadline) {
		var ok bool
		if last = b.eval("!!("+expr+")", &ok); last == nil && ok {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	if last != nil {
		return fmt.Errorf("waiting %v for %s: %w", timeout, expr, last)
	}
	return fmt.Errorf("%s still false after %v", expr, timeout)
}

// key sends a trusted key press or release (down false) to the focused
// element: key and code as KeyboardEvent names them ("x", "KeyX"),
// keyCode the Windows virtual key code SDL's Emscripten port reads.
func (b *browser) key(down bool, key, code string, keyCode int) {
	b.t.Helper()
	typ := "keyUp"
	if down {
		typ = "rawKeyDown"
	}
	b.call(b.session, "Input.dispatchKeyEvent", map[string]any{
		"type": typ, "key": key, "code": code, "windowsVirtualKeyCode": keyCode, "nativeVirtualKeyCode": keyCode,
	}, nil)
}

// click sends a trusted left click at page coordinates x, y.
func (b *browser) click(x, y float64) {
	b.t.Helper()
	for _, typ := range []string{"mousePressed", "mouseReleased"} {
		b.call(b.session, "Input.dispatchMouseEvent", map[string]any{
			"type": typ, "x": x, "y": y, "button": "left", "clickCount": 1,
		}, nil)
	}
}

// screenshot captures the page as an image.
func (b *browser) screenshot() image.Image {
	b.t.Helper()
	var r struct{ Data string }
	b.call(b.session, "Page.captureScreenshot", map[string]any{"format": "png"}, &r)
	raw, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		b.t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		b.t.Fatal(err)
	}
	return img
}

// consoleLog returns the page's console so far, one entry a line.
func (b *browser) consoleLog() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var lines []string
	for _, e := range b.console {
		lines = append(lines, "  "+e.String())
	}
	return strings.Join(lines, "\n")
}

// knownNoise is a console error that is not one: Emscripten warns once,
// through its error output, that a frame was drawn outside
// requestAnimationFrame when a program presents before its main loop
// starts (the engine clears its window during start-up); the loop itself
// is driven by requestAnimationFrame (go-sdl3's RunLoop sets an fps of -1).
const knownNoise = "Looks like you are rendering without using requestAnimationFrame for the main loop"

// consoleErrors returns the console's errors so far.
func (b *browser) consoleErrors() []consoleEntry {
	b.mu.Lock()
	defer b.mu.Unlock()
	var errs []consoleEntry
	for _, e := range b.console {
		if e.Level == "error" && !strings.HasPrefix(e.Text, knownNoise) {
			errs = append(errs, e)
		}
	}
	return errs
}

// consoleHas reports whether a console message contains s.
func (b *browser) consoleHas(s string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, e := range b.console {
		if strings.Contains(e.Text, s) {
			return true
		}
	}
	return false
}

// checkNoConsoleErrors fails the test on any console error, uncaught
// exception or failed load.
func (b *browser) checkNoConsoleErrors() {
	b.t.Helper()
	if errs := b.consoleErrors(); len(errs) > 0 {
		b.t.Errorf("the page logged %d errors; console:\n%s", len(errs), b.consoleLog())
	}
}

// savePage keeps a screenshot in $WEB_SCREENSHOT_DIR when that is set.
func savePage(t *testing.T, name string, img image.Image) {
	if dir := os.Getenv("WEB_SCREENSHOT_DIR"); dir != "" {
		savePNG(t, filepath.Join(dir, strings.NewReplacer(" ", "_", "/", "_").Replace(name)+".png"), img)
	}
}

// close closes the browser. It is idempotent.
func (b *browser) close() { b.closeOnce.Do(b.doClose) }

func (b *browser) doClose() {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	done := make(chan struct{})
	go func() {
		b.tryCall("", "Browser.close", nil, nil)
		b.cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-ctx.Done():
		b.cmd.Process.Kill()
		<-done
	}
	b.toB.Close()
}
