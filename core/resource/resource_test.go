package resource_test

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
	"github.com/bengine-go/bengine/core/resource"
)

func TestErrors(t *testing.T) {
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
	res, err := resource.Open(dir, nil, nil)
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
		if _, err := res.ReadFile(name); !errors.Is(err, resource.ErrEscape) {
			t.Errorf("ReadFile(%q): got %v, want ErrEscape", name, err)
		}
	}
}

func TestEmbedded(t *testing.T) {
	files := fstest.MapFS{
		"data/rules.json": {Data: []byte(`{"Name": "embedded"}`)},
		"data/big.json":   {Data: make([]byte, data.MaxFileSize+1)},
	}
	sub, err := fs.Sub(files, "data")
	if err != nil {
		t.Fatal(err)
	}
	res := resource.New(sub, nil, nil)
	var got struct{ Name string }
	if err := res.LoadJSON("rules.json", &got); err != nil || got.Name != "embedded" {
		t.Fatalf("got %+v, %v; want Name embedded", got, err)
	}
	if res.Dir() != "" || res.Source() != "embedded data" {
		t.Errorf("got Dir %q Source %q, want no folder", res.Dir(), res.Source())
	}
	if _, err := res.Path("rules.json"); !errors.Is(err, resource.ErrEmbedded) {
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
	none := resource.New(nil, nil, nil)
	if _, err := none.ReadFile("rules.json"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("no data: got %v, want not found", err)
	}
}

// A folder, a FIFO, a socket or a device in place of a data file is
// refused at once, naming the file and what it is; none blocks the game in
// open.
func TestRefuseWhatIsNotARegularFile(t *testing.T) {
	want := map[string]string{"folder": "a folder", "fifo": "a named pipe (FIFO)", "socket": "a socket", "device": "a character device"}
	for _, kind := range datatest.Specials {
		t.Run(kind, func(t *testing.T) {
			dir := t.TempDir()
			datatest.MakeSpecial(t, filepath.Join(dir, "rules.json"), kind)
			res, err := resource.Open(dir, nil, nil)
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
		})
	}
}

// A data folder deleted and copied back (rm -rf && cp -r) is read again:
// hot reload must see the new files, not the deleted folder.
func TestFolderReplaced(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "rules.json"), []byte(`{"Name": "before"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	res, err := resource.Open(dir, nil, nil)
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
