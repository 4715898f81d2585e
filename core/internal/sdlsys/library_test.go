//go:build !js

package sdlsys

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/data/datatest"
)

// childEnv, when set, turns the test binary into a small program that
// loads SDL, calls into it and prints where it came from: the tests below
// run it (a real executable) under the folders they set up.
const childEnv = "SDLSYS_TEST_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(boxEnv) != "" {
		// A message box whose title and text hold NUL bytes.
		fmt.Println("shown:", ShowError(boxTitle, "first line\x00second line"))
		os.Exit(0)
	}
	if os.Getenv(childEnv) != "" {
		lib, err := Load()
		if err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		v := sdl.GetVersion()
		fmt.Printf("from=%s\npath=%s\nversion=%d\n", lib.From, lib.Path, v)
		Shutdown()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// child is one run of the test binary as a program.
type child struct {
	from, path string
}

// runChild runs exe (a copy of the test binary) with its cache folder and
// temporary folder set to cache and tmp.
func runChild(t *testing.T, exe, cache, tmp string) child {
	t.Helper()
	return runChildCmd(t, exec.Command(exe), cache, tmp)
}

// runChildCmd is runChild for a command made another way (AsNobody).
func runChildCmd(t *testing.T, cmd *exec.Cmd, cache, tmp string) child {
	t.Helper()
	exe := cmd.Path
	cmd.Env = append(os.Environ(), childEnv+"=1", "TMPDIR="+tmp, "TMP="+tmp, "TEMP="+tmp,
		"XDG_CACHE_HOME="+cache, "LocalAppData="+cache, "HOME="+filepath.Join(cache, "home"))
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s: %v\n%s", exe, err, out)
	}
	var c child
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "from="); ok {
			c.from = v
		}
		if v, ok := strings.CutPrefix(sc.Text(), "path="); ok {
			c.path = v
		}
	}
	if c.from == "" {
		t.Fatalf("%s printed no origin:\n%s", exe, out)
	}
	return c
}

// copyExe copies the test binary to path, executable.
func copyExe(t *testing.T, path string) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Skipf("no path to the test binary: %v", err)
	}
	copyFile(t, self, path, 0o755)
	return path
}

func copyFile(t *testing.T, from, to string, perm os.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	src, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	dst, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, perm)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(dst, src); err != nil {
		t.Fatal(err)
	}
	if err := dst.Close(); err != nil {
		t.Fatal(err)
	}
}

// entries lists what dir holds, recursively, as slash paths.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	var got []string
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != dir {
			rel, _ := filepath.Rel(dir, p)
			got = append(got, filepath.ToSlash(rel))
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

func TestCandidates(t *testing.T) {
	sep := string(filepath.Separator)
	p := func(s string) string { return filepath.FromSlash(s) }
	cases := []struct {
		exe  string
		want []string
	}{
		{p("/opt/game/bomberman"), []string{p("/opt/game/lib.so")}},
		{p("/Applications/Bomberman.app/Contents/MacOS/bomberman"), []string{
			p("/Applications/Bomberman.app/Contents/MacOS/lib.so"),
			p("/Applications/Bomberman.app/Contents/Frameworks/lib.so"),
		}},
		{p("/opt/MacOS/bomberman"), []string{p("/opt/MacOS/lib.so")}}, // not inside Contents
		{"", nil},
	}
	for _, c := range cases {
		got := Candidates(c.exe, "lib.so")
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("Candidates(%q): got %q, want %q (separator %q)", c.exe, got, c.want, sep)
		}
	}
}

// TestLoadFindsTheProgramsOwnLibrary runs a program in the layouts a
// release ships: SDL beside the executable, and a macOS app bundle (the
// same lookup on this platform's library) with SDL in Contents/Frameworks.
func TestLoadFindsTheProgramsOwnLibrary(t *testing.T) {
	lib, err := extract(t.TempDir(), sdl.Path())
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, exe, lib string }{
		{"beside", "game/prog", "game/" + sdl.Path()},
		{"bundle", "Game.app/Contents/MacOS/prog", "Game.app/Contents/Frameworks/" + sdl.Path()},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			root := t.TempDir()
			exe := copyExe(t, filepath.Join(root, filepath.FromSlash(c.exe)))
			want := filepath.Join(root, filepath.FromSlash(c.lib))
			copyFile(t, lib, want, 0o755)
			cache, tmp := t.TempDir(), t.TempDir()
			got := runChild(t, exe, cache, tmp)
			if got.from != Beside.String() || got.path != want {
				t.Fatalf("loaded %s from %s, want %s from %s", got.from, got.path, Beside, want)
			}
			if e := entries(t, cache); len(e) != 0 {
				t.Errorf("the cache holds %q, want nothing (the program's own SDL was there)", e)
			}
			if e := entries(t, tmp); len(e) != 0 {
				t.Errorf("the temporary folder holds %q, want nothing", e)
			}
		})
	}
}

// TestRunsReuseTheCacheAndLeaveNoTemporaryFiles runs a program twice with
// no SDL of its own: the first run extracts the embedded library into the
// cache, the second reuses that file, and the temporary folder never gets
// a file, so it may even be unusable: a regular file instead of a folder,
// or a folder mounted noexec.
func TestRunsReuseTheCacheAndLeaveNoTemporaryFiles(t *testing.T) {
	exe := copyExe(t, filepath.Join(t.TempDir(), "prog"))
	cases := []struct {
		name string
		tmp  func(t *testing.T) string
	}{
		{"empty temp folder", func(t *testing.T) string { return t.TempDir() }},
		{"temp is a file", func(t *testing.T) string {
			p := filepath.Join(t.TempDir(), "not-a-folder")
			if err := os.WriteFile(p, nil, 0o644); err != nil {
				t.Fatal(err)
			}
			return p
		}},
		{"noexec temp folder", noexecDir},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cache, tmp := t.TempDir(), c.tmp(t)
			first := runChild(t, exe, cache, tmp)
			if first.from != Cached.String() {
				t.Fatalf("first run loaded SDL from %s (%s), want %s", first.from, first.path, Cached)
			}
			if !strings.HasPrefix(first.path, cache) {
				t.Fatalf("first run loaded %s, want a file in the cache %s", first.path, cache)
			}
			before, err := os.Stat(first.path)
			if err != nil {
				t.Fatal(err)
			}
			second := runChild(t, exe, cache, tmp)
			if second != first {
				t.Fatalf("second run: got %+v, want %+v", second, first)
			}
			after, err := os.Stat(second.path)
			if err != nil {
				t.Fatal(err)
			}
			if !os.SameFile(before, after) || !after.ModTime().Equal(before.ModTime()) {
				t.Error("the second run wrote the library again, want it to reuse the first run's file")
			}
			if e := entries(t, filepath.Dir(first.path)); len(e) != 1 {
				t.Errorf("the cache folder holds %q, want only the library", e)
			}
			if st, err := os.Stat(tmp); err == nil && st.IsDir() {
				if e := entries(t, tmp); len(e) != 0 {
					t.Errorf("the temporary folder holds %q after two runs, want nothing", e)
				}
			}
		})
	}
}

// TestUnusableCacheFallsBackToATemporaryCopy: with no cache folder (its
// path runs through a regular file, or it is mounted noexec) the program
// still starts, from a temporary copy that it removes.
func TestUnusableCacheFallsBackToATemporaryCopy(t *testing.T) {
	exe := copyExe(t, filepath.Join(t.TempDir(), "prog"))
	cases := []struct {
		name  string
		cache func(t *testing.T) string
	}{
		{"cache under a file", func(t *testing.T) string {
			p := filepath.Join(t.TempDir(), "file")
			if err := os.WriteFile(p, nil, 0o644); err != nil {
				t.Fatal(err)
			}
			return filepath.Join(p, "cache")
		}},
		{"noexec cache", noexecDir},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tmp := t.TempDir()
			got := runChild(t, exe, c.cache(t), tmp)
			if got.from != Temporary.String() {
				t.Fatalf("loaded SDL from %s (%s), want %s", got.from, got.path, Temporary)
			}
			if !strings.HasPrefix(got.path, tmp) {
				t.Errorf("loaded %s, want a file in the temporary folder %s", got.path, tmp)
			}
			if runtime.GOOS == "windows" {
				return // a loaded DLL's file stays until the program's end (Release)
			}
			if e := entries(t, tmp); len(e) != 0 {
				t.Errorf("the temporary folder holds %q after the run, want nothing", e)
			}
		})
	}
}

// TestExtractIsSafeForConcurrentProcesses extracts into one folder from
// many goroutines at once (what several processes starting together do)
// and removes unfinished extractions only once they are stale.
func TestExtractIsSafeForConcurrentProcesses(t *testing.T) {
	dir := t.TempDir()
	name := sdl.Path()
	stale := filepath.Join(dir, name+".tmp-stale")
	fresh := filepath.Join(dir, name+".tmp-fresh")
	for _, p := range []string{stale, fresh} {
		if err := os.WriteFile(p, []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-2 * staleAfter)
	if err := os.Chtimes(stale, old, old); err != nil {
		t.Fatal(err)
	}

	const n = 8
	var wg sync.WaitGroup
	paths, errs := make([]string, n), make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			paths[i], errs[i] = extract(dir, name)
		}()
	}
	wg.Wait()
	want := filepath.Join(dir, name)
	for i := range n {
		if errs[i] != nil || paths[i] != want {
			t.Fatalf("extract %d: got %q, %v, want %q", i, paths[i], errs[i], want)
		}
	}
	if !complete(want) {
		t.Fatalf("%s is not a whole library", want)
	}
	got := strings.Join(entries(t, dir), " ")
	if w := name + " " + filepath.Base(fresh); got != w {
		t.Errorf("the folder holds %q, want %q (the stale extraction removed, the fresh one kept)", got, w)
	}
}

func TestCacheDirIsKeyedByTheLibrary(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", "/cache")
	t.Setenv("HOME", "/home/someone")
	t.Setenv("LocalAppData", "/cache")
	dir, err := CacheDir()
	if err != nil {
		t.Fatal(err)
	}
	base, _ := os.UserCacheDir()
	if want := filepath.Join(base, "bengine", "sdl", blobHash()); dir != want {
		t.Errorf("CacheDir: got %s, want %s", dir, want)
	}
	if h := blobHash(); len(h) != 16 || strings.Trim(h, "0123456789abcdef") != "" {
		t.Errorf("hash %q: want 16 hex digits", h)
	}
	if blobSize() < 1<<20 {
		t.Errorf("embedded library: %d bytes decompressed, want a few MB", blobSize())
	}
}

// TestNothingWritableLoadsFromMemory runs a program, as a user who can
// write neither its cache folder, nor its home, nor its temporary folder
// (the user nobody, when the tests run as root): on Linux it loads SDL
// from memory and writes nothing; elsewhere it fails, naming the folders
// it tried and how to fix it.
func TestNothingWritableLoadsFromMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs the test binary as a program")
	}
	if runtime.GOOS == "windows" {
		t.Skip("folder modes do not make a folder unwritable on Windows")
	}
	shared := datatest.SharedDir(t)
	exe := copyExe(t, filepath.Join(shared, "prog"))
	cache, tmp := filepath.Join(shared, "cache"), filepath.Join(shared, "tmp")
	for _, d := range []string{cache, tmp} {
		if err := os.Mkdir(d, 0o555); err != nil {
			t.Fatal(err)
		}
		if err := os.Chmod(d, 0o555); err != nil { // whatever the umask
			t.Fatal(err)
		}
	}
	cmd := datatest.AsNobody(t, exe)
	if runtime.GOOS != "linux" {
		cmd.Env = append(os.Environ(), childEnv+"=1", "TMPDIR="+tmp, "XDG_CACHE_HOME="+cache, "HOME="+filepath.Join(cache, "home"))
		out, err := cmd.CombinedOutput()
		for _, want := range []string{"tried:", cache, tmp, "fix:"} {
			if err == nil || !strings.Contains(string(out), want) {
				t.Errorf("got %v and\n%s\nwant a failure saying %q", err, out, want)
			}
		}
		return
	}
	got := runChildCmd(t, cmd, cache, tmp)
	if got.from != Memory.String() {
		t.Fatalf("loaded SDL from %s (%s), want %s", got.from, got.path, Memory)
	}
	for _, d := range []string{cache, tmp} {
		if e := entries(t, d); len(e) != 0 {
			t.Errorf("%s holds %q, want nothing written", d, e)
		}
	}
}

// TestNoexecEverywhereLoadsFromMemory: with the cache and the temporary
// folder both mounted noexec (writable, but no library can be mapped from
// them), a Linux program loads SDL from memory.
func TestNoexecEverywhereLoadsFromMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: runs the test binary as a program")
	}
	if runtime.GOOS != "linux" {
		t.Skip("memfd_create and noexec mounts are Linux's")
	}
	exe := copyExe(t, filepath.Join(t.TempDir(), "prog"))
	got := runChild(t, exe, noexecDir(t), noexecDir(t))
	if got.from != Memory.String() {
		t.Fatalf("loaded SDL from %s (%s), want %s", got.from, got.path, Memory)
	}
}

func TestNotLoadedSaysWhatWasTriedAndHowToFix(t *testing.T) {
	err := notLoaded("libSDL3.so.0", "/opt/game/prog",
		errors.New("sdl: cache /home/p/.cache/bengine/sdl/x: permission denied"),
		errors.New("temporary folder: mkdir /tmp/bengine-sdl-1: permission denied"),
		fmt.Errorf("loading libSDL3.so.0 from memory: %w", errors.ErrUnsupported))
	msg := err.Error()
	for _, want := range []string{
		"none at /opt/game/libSDL3.so.0",
		"the user's cache folder: sdl: cache /home/p/.cache/bengine/sdl/x: permission denied",
		"a temporary folder: temporary folder: mkdir /tmp/bengine-sdl-1: permission denied",
		"fix: put libSDL3.so.0 beside the program, or let this user write",
	} {
		if !strings.Contains(msg, want) {
			t.Errorf("got\n%s\nwant it to say %q", msg, want)
		}
	}
	if strings.Contains(msg, "memory") {
		t.Errorf("got\n%s\nwant no word of memory where it is not supported", msg)
	}
}
