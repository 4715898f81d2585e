package data_test

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/data/datatest"
)

// names lists a folder's entries.
func names(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	return got
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "config", "bomberman", "f.json") // folders not made yet: a first run
	for _, content := range []string{"first, longer content", "second"} {
		if err := data.WriteFileAtomic(path, []byte(content), 0o640); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != content {
			t.Errorf("content: got %q, %v, want %q", got, err, content)
		}
	}
	if runtime.GOOS != "windows" {
		info, err := os.Stat(path)
		if err != nil || info.Mode().Perm() != 0o640 {
			t.Errorf("mode: got %v, %v, want 0640", info.Mode().Perm(), err)
		}
	}
	if got := names(t, filepath.Dir(path)); !slices.Equal(got, []string{"f.json"}) {
		t.Errorf("folder holds %v, want only f.json (no temporary file left)", got)
	}
}

func TestWriteFileAtomicFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	// The target is a non-empty folder: the rename fails, the temporary file goes.
	target := filepath.Join(dir, "busy")
	if err := os.MkdirAll(filepath.Join(target, "child"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := data.WriteFileAtomic(target, []byte("x"), 0o644); err == nil || !strings.Contains(err.Error(), target) {
		t.Errorf("write over a folder: got %v, want an error naming it", err)
	}
	if got := names(t, dir); !slices.Equal(got, []string{"busy"}) {
		t.Errorf("folder holds %v, want only busy", got)
	}
}

func TestWriteFileAtomicRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, ".f.json.tmp-111")
	fresh := filepath.Join(dir, ".f.json.tmp-222")
	other := filepath.Join(dir, ".other.json.tmp-333")
	for _, p := range []string{stale, fresh, other} {
		if err := os.WriteFile(p, []byte("{"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-2 * data.StaleTempAge)
	for _, p := range []string{stale, other} {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	if err := data.WriteFileAtomic(filepath.Join(dir, "f.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	// The stale temporary file of f.json goes; a fresh one may be another
	// process's write in progress, and another file's are not ours.
	want := []string{".f.json.tmp-222", ".other.json.tmp-333", "f.json"}
	if got := names(t, dir); !slices.Equal(got, want) {
		t.Errorf("folder holds %v, want %v", got, want)
	}
}

func TestSaveFile(t *testing.T) {
	dir := t.TempDir()

	// A first run: no file, nothing to refuse.
	first := data.OpenSave(filepath.Join(dir, "new", "scores.json"))
	if raw, err := first.Read(); raw != nil || err != nil {
		t.Fatalf("missing file: got %q, %v; want nil, nil", raw, err)
	}
	if err := first.Write([]byte("[]")); err != nil {
		t.Fatalf("first write: %v", err)
	}
	if raw, err := first.Read(); string(raw) != "[]" || err != nil {
		t.Fatalf("read back: got %q, %v", raw, err)
	}

	// A file that exists but cannot be read is never written over: a
	// folder in its place stands for any read error (root reads any file,
	// whatever its mode, so a chmod would test nothing when run as root).
	unreadable := filepath.Join(dir, "settings.json")
	if err := os.Mkdir(unreadable, 0o755); err != nil {
		t.Fatal(err)
	}
	s := data.OpenSave(unreadable)
	if _, err := s.Read(); err == nil || !strings.Contains(err.Error(), unreadable) {
		t.Fatalf("unreadable: got %v, want an error naming %s", err, unreadable)
	}
	if err := s.Write([]byte("{}")); !errors.Is(err, data.ErrUnreadable) || !strings.Contains(err.Error(), unreadable) {
		t.Fatalf("write over an unreadable file: got %v, want ErrUnreadable naming it", err)
	}
	if st, err := os.Stat(unreadable); err != nil || !st.IsDir() {
		t.Fatalf("the unreadable file was touched: %v, %v", st, err)
	}

	// A file too large to be a save is unreadable too.
	big := filepath.Join(dir, "big.json")
	if err := os.WriteFile(big, make([]byte, data.MaxFileSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	b := data.OpenSave(big)
	if _, err := b.Read(); !errors.Is(err, data.ErrTooLarge) {
		t.Fatalf("big: got %v, want ErrTooLarge", err)
	}
	if err := b.Write([]byte("{}")); !errors.Is(err, data.ErrUnreadable) {
		t.Fatalf("write over a big file: got %v, want ErrUnreadable", err)
	}

	// Set aside, it is kept under a free name and saving works again.
	if err := os.WriteFile(big+".corrupt-1", []byte("an older one"), 0o644); err != nil {
		t.Fatal(err)
	}
	aside, err := b.SetAside()
	if err != nil || aside != big+".corrupt-2" {
		t.Fatalf("SetAside: got %q, %v; want %s.corrupt-2", aside, err, big)
	}
	if st, err := os.Stat(aside); err != nil || st.Size() != data.MaxFileSize+1 {
		t.Fatalf("set-aside file: %v, %v", st, err)
	}
	if err := b.Write([]byte("{}")); err != nil || b.Blocked() != nil {
		t.Fatalf("write after SetAside: %v (blocked %v)", err, b.Blocked())
	}
}

// TestSaveFileUnprivileged checks the permission case where it can be
// seen: as a user other than root, a file of mode 000 cannot be read.
// Run as root (CI), it runs itself again as the user nobody through
// setpriv.
func TestSaveFileUnprivileged(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("file modes do not apply on Windows; the folder-in-place case of TestSaveFile covers the logic")
	}
	if os.Geteuid() == 0 {
		datatest.RerunAsNobody(t, "TestSaveFileUnprivileged")
		return
	}
	path := filepath.Join(t.TempDir(), "scores.json")
	if err := os.WriteFile(path, []byte(`[{"name":"ANN"}]`), 0o000); err != nil {
		t.Fatal(err)
	}
	s := data.OpenSave(path)
	if _, err := s.Read(); err == nil {
		t.Fatal("got no error reading a mode-000 file")
	}
	if err := s.Write([]byte("[]")); !errors.Is(err, data.ErrUnreadable) {
		t.Fatalf("got %v, want ErrUnreadable", err)
	}
	os.Chmod(path, 0o600)
	if raw, err := os.ReadFile(path); err != nil || string(raw) != `[{"name":"ANN"}]` {
		t.Fatalf("the player's file changed: %q, %v", raw, err)
	}
}

func TestReadLimits(t *testing.T) {
	// A reader that never ends (/dev/zero as a replay) is refused after
	// the limit, not read forever.
	_, err := data.ReadAll(zeros{}, "/dev/zero", 1<<10)
	if !errors.Is(err, data.ErrTooLarge) || !strings.Contains(err.Error(), "/dev/zero") || !strings.Contains(err.Error(), "1 KiB") {
		t.Fatalf("got %v, want ErrTooLarge naming the file and the limit", err)
	}
	big := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, data.MaxFileSize+1); err != nil {
		t.Fatal(err)
	}
	if _, err := data.ReadPath(big); !errors.Is(err, data.ErrTooLarge) || !strings.Contains(err.Error(), "16 MiB") {
		t.Fatalf("a file of 16 MiB and a byte: got %v, want ErrTooLarge at 16 MiB", err)
	}
	if runtime.GOOS == "linux" {
		// A device is refused before it is read at all.
		if _, err := data.ReadPath("/dev/zero"); !errors.Is(err, data.ErrNotRegular) || !strings.Contains(err.Error(), "/dev/zero: not a regular file: it is a character device") {
			t.Fatalf("/dev/zero: got %v, want ErrNotRegular naming it a character device", err)
		}
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }
