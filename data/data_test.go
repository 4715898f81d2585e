package data_test

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/bengine-go/bengine/data"
)

// Each program's folder is served at its root, file for file as on disk.
func TestFoldersServeTheirFiles(t *testing.T) {
	cases := []struct {
		name  string
		fsys  fs.FS
		files []string // some of the files the program reads
	}{
		{"bomberman", data.Bomberman(), []string{"rules.json", "stages.json", "bindings.json", "art/player.txt", "music", "sfx", "particles"}},
		{"particles", data.Particles(), []string{"sparks.json", "debris.json", "dissolve.json", "magic.json"}},
		{"mayhem", data.Mayhem(), []string{"tower.json", "zeppelin.json"}},
		{"tumble", data.Tumble(), []string{"levels/yard.json", "bindings.json"}},
	}
	for _, c := range cases {
		for _, name := range c.files {
			if _, err := fs.Stat(c.fsys, name); err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
		}
		var files int
		err := fs.WalkDir(c.fsys, ".", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			files++
			embedded, err := fs.ReadFile(c.fsys, path)
			if err != nil {
				return err
			}
			disk, err := os.ReadFile(filepath.Join(c.name, filepath.FromSlash(path)))
			if err != nil {
				return err
			}
			if !bytes.Equal(embedded, disk) {
				t.Errorf("%s/%s: the embedded copy differs from the file", c.name, path)
			}
			return nil
		})
		if err != nil || files < len(c.files) {
			t.Errorf("%s: got %d files, %v; want at least %d", c.name, files, err, len(c.files))
		}
	}
}

// A program that takes one folder carries that folder and no other: the
// linker drops the variables of the folders nobody asks for.
func TestAProgramCarriesOnlyItsFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program; skipped with -short")
	}
	dir := t.TempDir()
	main := `package main

import (
	"fmt"
	"io/fs"

	"github.com/bengine-go/bengine/data"
)

func main() {
	b, err := fs.ReadFile(data.Mayhem(), "tower.json")
	fmt.Println(len(b), err)
}
`
	// The program is laid over the module's tree (go build -overlay), as
	// if it were a package here, and written nowhere in it.
	src := filepath.Join(dir, "main.go")
	if err := os.WriteFile(src, []byte(main), 0o644); err != nil {
		t.Fatal(err)
	}
	at, err := filepath.Abs(filepath.Join("onlymayhem", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	overlay, err := json.Marshal(map[string]map[string]string{"Replace": {at: src}})
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "overlay.json"), overlay, 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "onlymayhem")
	cmd := exec.Command("go", "build", "-overlay", filepath.Join(dir, "overlay.json"), "-o", exe, "./onlymayhem")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	bin, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		file string
		want bool
	}{
		{"mayhem/tower.json", true},
		{"bomberman/stages.json", false},
		{"particles/sparks.json", false},
		{"tumble/levels/yard.json", false},
	}
	for _, c := range cases {
		raw, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatal(err)
		}
		if got := bytes.Contains(bin, raw); got != c.want {
			t.Errorf("%s in the executable: got %v, want %v", c.file, got, c.want)
		}
	}
}
