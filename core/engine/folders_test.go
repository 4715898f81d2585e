package engine_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/core/engine"
)

func TestFindDataDir(t *testing.T) {
	if _, err := engine.FindDataDir(filepath.Join(t.TempDir(), "missing")); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Fatalf("got %v, want a not-found error", err)
	}
	dir := t.TempDir()
	got, err := engine.FindDataDir(dir)
	if err != nil || got != dir {
		t.Fatalf("got %q, %v; want %q", got, err, dir)
	}
	// No folder given and none here: the embedded data is used.
	if got, err := engine.FindDataDir(""); got != "" || err != nil {
		t.Fatalf("got %q, %v; want no folder", got, err)
	}
	// A plain ./data is every program's data (the repository's root), not
	// this one's: still the embedded data.
	t.Chdir(dir)
	if err := os.Mkdir("data", 0o755); err != nil {
		t.Fatal(err)
	}
	if got, err := engine.FindDataDir(""); got != "" || err != nil {
		t.Fatalf("./data alone: got %q, %v; want no folder", got, err)
	}
	// ./data/NAME, NAME the executable's (this test binary's) name,
	// overrides the embedded data.
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	name := strings.TrimSuffix(filepath.Base(exe), ".exe")
	own := filepath.Join(dir, "data", name)
	if err := os.Mkdir(own, 0o755); err != nil {
		t.Fatal(err)
	}
	if got, err := engine.FindDataDir(""); got != own || err != nil {
		t.Fatalf("got %q, %v; want %q", got, err, own)
	}
}

// -data given something that is not a folder says what it is.
func TestFindDataDirRefusesWhatIsNotAFolder(t *testing.T) {
	want := map[string]string{"fifo": "a named pipe (FIFO)", "socket": "a socket", "device": "a character device"}
	for _, kind := range datatest.Specials {
		if kind == "folder" {
			continue
		}
		t.Run(kind, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "data")
			datatest.MakeSpecial(t, path, kind)
			_, err := engine.FindDataDir(path)
			if err == nil || !strings.Contains(err.Error(), path+": not a folder: it is "+want[kind]) {
				t.Errorf("FindDataDir(%s): got %v, want it to say it is %s", kind, err, want[kind])
			}
		})
	}
}
