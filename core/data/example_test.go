package data_test

import (
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/data"
)

// A typo in a data file is an error that says where it is, with the key as
// written in the file.
func ExampleDecodeStrict() {
	var cfg struct {
		Emitter struct{ SpawnRate, ParticleLife float32 }
	}
	raw := []byte("{\n  \"Emitter\": {\"SpawnRat\": 100}\n}")
	fmt.Println(data.DecodeStrict("fire.json", raw, &cfg))
	raw = []byte(`{"Emitter": {"ParticleLife": "long"}}`)
	fmt.Println(data.DecodeStrict("fire.json", raw, &cfg))
	// Output:
	// fire.json:2:15: unknown field "Emitter.SpawnRat"
	// fire.json:1:30: Emitter.ParticleLife: want a number, got "long"
}

// A Reloadable keeps the last good value: a broken edit is an error, and the
// value stays what it was until a good edit.
func ExampleReloadable() {
	files := fstest.MapFS{"tuning.json": {Data: []byte(`{"Speed": 2}`)}}
	type tuning struct{ Speed int }
	load := func(fsys fs.FS) (tuning, error) {
		var t tuning
		return t, data.LoadJSON(fsys, "tuning.json", &t)
	}
	r, err := data.Load(data.FS(files), load, "tuning.json")
	if err != nil {
		fmt.Println(err)
		return
	}
	r.Logger = slog.New(slog.DiscardHandler) // the game's log; left out here
	files["tuning.json"].Data = []byte(`{"Speed": "fast"}`)
	fmt.Println(r.Reload(), r.Value().Speed)
	files["tuning.json"].Data = []byte(`{"Speed": 3}`)
	fmt.Println(r.Reload(), r.Value().Speed)
	// Output:
	// tuning.json:1:11: Speed: want an integer, got "fast" 2
	// <nil> 3
}

// A save that exists but cannot be read is never written over.
func ExampleSaveFile() {
	dir, _ := os.MkdirTemp("", "save")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "scores.json")
	os.Mkdir(path, 0o755) // stands for a file that cannot be read
	f := data.OpenSave(path)
	if _, err := f.Read(); err != nil {
		fmt.Println("start on defaults")
	}
	fmt.Println(f.Write([]byte("[]")) != nil)
	// Output:
	// start on defaults
	// true
}
