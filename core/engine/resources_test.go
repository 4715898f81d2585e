package engine_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

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
	res := engine.NewResources(dir, nil)

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
	if _, err := res.ReadFile("../x"); !errors.Is(err, engine.ErrEscape) {
		t.Errorf("got %v, want ErrEscape", err)
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
}
