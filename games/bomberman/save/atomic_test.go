package save_test

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/bengine-go/bengine/games/bomberman/save"
)

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f.json")
	for _, content := range []string{"first, longer content", "second"} {
		if err := save.WriteFileAtomic(path, []byte(content), 0o640); err != nil {
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
	assertOnly(t, dir, "f.json")
}

func TestWriteFileAtomicFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	// The folder does not exist.
	if err := save.WriteFileAtomic(filepath.Join(dir, "nope", "f"), []byte("x"), 0o644); err == nil {
		t.Errorf("write into a missing folder: got no error")
	}
	// The target is a non-empty folder: the rename fails, the temporary file goes.
	target := filepath.Join(dir, "busy")
	if err := os.MkdirAll(filepath.Join(target, "child"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := save.WriteFileAtomic(target, []byte("x"), 0o644); err == nil {
		t.Errorf("write over a folder: got no error")
	}
	assertOnly(t, dir, "busy")
}

// assertOnly fails unless dir holds exactly the named entries.
func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	if len(got) != len(names) {
		t.Errorf("folder holds %v, want %v", got, names)
		return
	}
	for i := range got {
		if got[i] != names[i] {
			t.Errorf("folder holds %v, want %v", got, names)
			return
		}
	}
}

func TestLoadRemovesStaleTemps(t *testing.T) {
	dir := t.TempDir()
	stale := filepath.Join(dir, "."+save.HighScoresFile+".tmp-111")
	fresh := filepath.Join(dir, "."+save.HighScoresFile+".tmp-222")
	other := filepath.Join(dir, ".other.tmp-333")
	for _, p := range []string{stale, fresh, other} {
		if err := os.WriteFile(p, []byte("{"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	old := time.Now().Add(-time.Hour)
	for _, p := range []string{stale, other} {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := save.Load(dir); err != nil {
		t.Fatal(err)
	}
	// Only the old temporary file of the table goes; a fresh one may be a
	// save in progress, and other files are not ours.
	assertOnly(t, dir, ".highscores.json.tmp-222", ".other.tmp-333")
}
