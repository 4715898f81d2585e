package engine_test

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/core/engine"
)

func TestResourcesErrors(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("good.json", `{"Name": "x", "Count": 2}`)
	write("unknown.json", "{\n \"Name\": \"x\",\n \"Cuont\": 2\n}")
	write("bad.json", `{"Name": `)
	write("img/corrupt.png", "\x89PNG not really")
	if err := os.Symlink("good.json", filepath.Join(dir, "inside.json")); err != nil {
		t.Fatal(err)
	}
	outside := filepath.Join(t.TempDir(), "secret.json")
	if err := os.WriteFile(outside, []byte(`{"Name": "secret"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "outside.json")); err != nil {
		t.Fatal(err)
	}
	res, err := engine.OpenResources(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Close()

	type cfg struct {
		Name  string
		Count int
	}
	cases := []struct {
		name string
		load func() error
		want []string
	}{
		{"good json", func() error { var c cfg; return res.LoadJSON("good.json", &c) }, nil},
		{"missing file", func() error { var c cfg; return res.LoadJSON("nope.json", &c) }, []string{"nope.json", "not found"}},
		{"malformed", func() error { var c cfg; return res.LoadJSON("bad.json", &c) }, []string{"bad.json:1:"}},
		{"unknown field", func() error { var c cfg; return res.LoadJSON("unknown.json", &c) }, []string{"unknown.json:3:", `"Cuont"`}},
		{"corrupt png", func() error { _, err := res.LoadImage("img/corrupt.png"); return err }, []string{"img/corrupt.png", "PNG"}},
		{"dot dot", func() error { _, err := res.ReadFile("../secret"); return err }, []string{"escapes"}},
		{"nested dot dot", func() error { _, err := res.ReadFile("img/../../secret"); return err }, []string{"escapes"}},
		{"absolute", func() error { _, err := res.ReadFile("/etc/passwd"); return err }, []string{"escapes"}},
		{"link inside", func() error { var c cfg; return res.LoadJSON("inside.json", &c) }, nil},
		{"link outside", func() error { _, err := res.ReadFile("outside.json"); return err }, []string{"outside.json", "leads out of", dir}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.load()
			if c.want == nil {
				if err != nil {
					t.Fatalf("got %v, want no error", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("got no error, want %q", c.want)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got %q, want it to contain %q", err, w)
				}
			}
		})
	}
	for _, name := range []string{"../x", "outside.json"} {
		if _, err := res.ReadFile(name); !errors.Is(err, engine.ErrEscape) {
			t.Errorf("ReadFile(%q): got %v, want ErrEscape", name, err)
		}
	}
}

func TestResourcesEmbedded(t *testing.T) {
	files := fstest.MapFS{
		"data/rules.json": {Data: []byte(`{"Name": "embedded"}`)},
		"data/big.json":   {Data: make([]byte, data.MaxFileSize+1)},
	}
	sub, err := fs.Sub(files, "data")
	if err != nil {
		t.Fatal(err)
	}
	res := engine.NewResources(sub, nil)
	var got struct{ Name string }
	if err := res.LoadJSON("rules.json", &got); err != nil || got.Name != "embedded" {
		t.Fatalf("got %+v, %v; want Name embedded", got, err)
	}
	if res.Dir() != "" || res.Source() != "embedded data" {
		t.Errorf("got Dir %q Source %q, want no folder", res.Dir(), res.Source())
	}
	if _, err := res.Path("rules.json"); !errors.Is(err, engine.ErrEmbedded) {
		t.Errorf("Path: got %v, want ErrEmbedded", err)
	}
	if w, err := res.Watch("rules.json", func() {}); w != nil || err != nil {
		t.Errorf("Watch: got %v, %v; want nothing to watch", w, err)
	}
	if _, err := res.ReadFile("big.json"); !errors.Is(err, data.ErrTooLarge) || !strings.Contains(err.Error(), "big.json") {
		t.Errorf("big file: got %v, want ErrTooLarge naming the file", err)
	}
	if _, err := res.ReadFile("nope.json"); !errors.Is(err, fs.ErrNotExist) || !strings.Contains(err.Error(), "nope.json: file not found") {
		t.Errorf("missing file: got %v, want not found naming the file", err)
	}
	none := engine.NewResources(nil, nil)
	if _, err := none.ReadFile("rules.json"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("no data: got %v, want not found", err)
	}
}

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

// TestResourcesRefuseWhatIsNotARegularFile: a folder, a FIFO, a socket or
// a device in place of a data file is refused at once, naming the file and
// what it is; none blocks the game in open. -data given something that is
// not a folder says what it is.
func TestResourcesRefuseWhatIsNotARegularFile(t *testing.T) {
	want := map[string]string{"folder": "a folder", "fifo": "a named pipe (FIFO)", "socket": "a socket", "device": "a character device"}
	for _, kind := range datatest.Specials {
		t.Run(kind, func(t *testing.T) {
			dir := t.TempDir()
			datatest.MakeSpecial(t, filepath.Join(dir, "rules.json"), kind)
			res, err := engine.OpenResources(dir, nil)
			if err != nil {
				t.Fatal(err)
			}
			defer res.Close()
			var got error
			datatest.Returns(t, "LoadJSON", func() { var v struct{}; got = res.LoadJSON("rules.json", &v) })
			switch {
			case kind == "socket" || kind == "device":
				// Made as links out of the folder: refused as such.
				if got == nil || !strings.Contains(got.Error(), "rules.json") {
					t.Errorf("got %v, want an error naming rules.json", got)
				}
			case !errors.Is(got, data.ErrNotRegular) || !strings.Contains(got.Error(), "rules.json: not a regular file: it is "+want[kind]):
				t.Errorf("got %v, want ErrNotRegular naming rules.json and %s", got, want[kind])
			}

			path := filepath.Join(t.TempDir(), "data")
			datatest.MakeSpecial(t, path, kind)
			_, err = engine.FindDataDir(path)
			if kind == "folder" {
				return
			}
			if err == nil || !strings.Contains(err.Error(), path+": not a folder: it is "+want[kind]) {
				t.Errorf("FindDataDir(%s): got %v, want it to say it is %s", kind, err, want[kind])
			}
		})
	}
}

// A data folder deleted and copied back (rm -rf && cp -r) is read again:
// hot reload must see the new files, not the deleted folder.
func TestResourcesFolderReplaced(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "rules.json"), []byte(`{"Name": "before"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := engine.OpenResources(dir, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Close()
	var got struct{ Name string }
	if err := res.LoadJSON("rules.json", &got); err != nil || got.Name != "before" {
		t.Fatalf("got %+v, %v", got, err)
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "rules.json"), []byte(`{"Name": "after"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := res.LoadJSON("rules.json", &got); err != nil || got.Name != "after" {
		t.Fatalf("after the folder was replaced: got %+v, %v; want Name after", got, err)
	}
}
