package data_test

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/bengine-go/bengine/core/data"
)

func ExampleWatcher() {
	dir, _ := os.MkdirTemp("", "watch")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "tower.json")
	os.WriteFile(path, []byte(`{"MaxHealth": 100}`), 0o644)

	w, _ := data.NewWatcher(&data.WatchOptions{Debounce: 10 * time.Millisecond})
	defer w.Close()
	w.Watch(path, func() { fmt.Println("reload", filepath.Base(path)) })

	os.WriteFile(path, []byte(`{"MaxHealth": 120}`), 0o644)
	// The engine calls Poll between frames; the callback runs there, on the
	// main thread, once the file has been quiet for the debounce time.
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); {
		if w.Poll() > 0 {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	// Output: reload tower.json
}
