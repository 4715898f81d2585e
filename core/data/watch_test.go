package data_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/data"
)

func modes() []struct {
	name string
	opts *data.WatchOptions
} {
	return []struct {
		name string
		opts *data.WatchOptions
	}{
		{"notify", &data.WatchOptions{Debounce: 30 * time.Millisecond}},
		{"poll", &data.WatchOptions{Debounce: 30 * time.Millisecond, PollInterval: 10 * time.Millisecond}},
	}
}

// pollUntil polls w until cond holds or a few seconds pass.
func pollUntil(t *testing.T, w *data.Watcher, cond func() bool) time.Duration {
	t.Helper()
	start := time.Now()
	for !cond() {
		if time.Since(start) > 5*time.Second {
			t.Fatal("timed out")
		}
		w.Poll()
		time.Sleep(2 * time.Millisecond)
	}
	return time.Since(start)
}

func TestWatcher(t *testing.T) {
	for _, m := range modes() {
		t.Run(m.name, func(t *testing.T) {
			w, err := data.NewWatcher(m.opts)
			if err != nil {
				t.Fatal(err)
			}
			defer w.Close()
			if got := w.Polling(); got != (m.opts.PollInterval > 0) {
				t.Fatalf("Polling: got %v, want %v", got, m.opts.PollInterval > 0)
			}
			dir := t.TempDir()
			a, b, other := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json"), filepath.Join(dir, "other.json")
			for _, p := range []string{a, b, other} {
				os.WriteFile(p, []byte("{}"), 0o644)
			}
			var calls []string
			if _, err := w.Watch(a, func() { calls = append(calls, "a") }); err != nil {
				t.Fatal(err)
			}
			hb, err := w.Watch(b, func() { calls = append(calls, "b") })
			if err != nil {
				t.Fatal(err)
			}
			if _, err := w.Watch(a, func() { calls = append(calls, "a2") }); err != nil {
				t.Fatal(err)
			}

			// Several quick writes are one change; nothing runs outside Poll.
			for i := 0; i < 5; i++ {
				os.WriteFile(a, []byte(fmt.Sprintf(`{"n": %d}`, i)), 0o644)
				time.Sleep(3 * time.Millisecond)
			}
			os.WriteFile(other, []byte(`{"x": 1}`), 0o644)
			time.Sleep(20 * time.Millisecond)
			if len(calls) != 0 {
				t.Fatalf("got calls %v before Poll, want none", calls)
			}
			lat := pollUntil(t, w, func() bool { return len(calls) > 0 })
			t.Logf("%s: change seen %v after the last write", m.name, lat)
			time.Sleep(60 * time.Millisecond)
			w.Poll()
			if got := fmt.Sprint(calls); got != "[a a2]" {
				t.Fatalf("got calls %s, want [a a2] (one per registration, in order, debounced)", got)
			}

			// A closed registration is not called; the other file still is.
			hb.Close()
			hb.Close() // idempotent
			calls = nil
			os.WriteFile(b, []byte(`{"b": 2}`), 0o644)
			os.WriteFile(a, []byte(`{"a": 3}`), 0o644)
			pollUntil(t, w, func() bool { return len(calls) > 0 })
			time.Sleep(60 * time.Millisecond)
			w.Poll()
			if got := fmt.Sprint(calls); got != "[a a2]" {
				t.Fatalf("after closing b: got calls %s, want [a a2]", got)
			}
		})
	}
}

func TestWatcherRenameSave(t *testing.T) {
	for _, m := range modes() {
		t.Run(m.name, func(t *testing.T) {
			w, _ := data.NewWatcher(m.opts)
			defer w.Close()
			dir := t.TempDir()
			p := filepath.Join(dir, "fx.json")
			os.WriteFile(p, []byte("{}"), 0o644)
			n := 0
			w.Watch(p, func() { n++ })
			// Two saves the way editors do them: write aside, rename over.
			for i := 0; i < 2; i++ {
				tmp := filepath.Join(dir, fmt.Sprintf(".fx.json.%d~", i))
				os.WriteFile(tmp, []byte(fmt.Sprintf(`{"save": %d, "pad": "%*s"}`, i, i+1, "")), 0o644)
				if err := os.Rename(tmp, p); err != nil {
					t.Fatal(err)
				}
				want := i + 1
				pollUntil(t, w, func() bool { return n >= want })
				time.Sleep(50 * time.Millisecond)
				w.Poll()
				if n != want {
					t.Fatalf("save %d: got %d calls, want %d", i, n, want)
				}
			}
		})
	}
}

func TestNilWatcher(t *testing.T) {
	var w *data.Watcher // hot reload off
	h, err := w.Watch("anything.json", func() { t.Fatal("called") })
	if h != nil || err != nil {
		t.Fatalf("got %v, %v, want nil, nil", h, err)
	}
	if got := w.Poll(); got != 0 {
		t.Fatalf("Poll: got %d, want 0", got)
	}
	if err := h.Close(); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestPollIdleDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	w, _ := data.NewWatcher(nil)
	defer w.Close()
	dir := t.TempDir()
	p := filepath.Join(dir, "a.json")
	os.WriteFile(p, []byte("{}"), 0o644)
	w.Watch(p, func() {})
	if got := testing.AllocsPerRun(100, func() { w.Poll() }); got != 0 {
		t.Fatalf("got %v allocations per idle Poll, want 0", got)
	}
}

// BenchmarkWatcherPoll is the per-frame cost of hot reload with 20 watched
// files and nothing changing: notifications cost a clock read and a lock;
// polling stats every file once per interval (here every call).
func BenchmarkWatcherPoll(b *testing.B) {
	for _, m := range []struct {
		name string
		opts *data.WatchOptions
	}{
		{"notify", nil},
		{"poll-every-frame", &data.WatchOptions{PollInterval: time.Nanosecond}},
	} {
		b.Run(m.name, func(b *testing.B) {
			w, _ := data.NewWatcher(m.opts)
			defer w.Close()
			dir := b.TempDir()
			for i := 0; i < 20; i++ {
				p := filepath.Join(dir, fmt.Sprintf("f%d.json", i))
				os.WriteFile(p, []byte("{}"), 0o644)
				w.Watch(p, func() {})
			}
			b.ReportAllocs()
			for b.Loop() {
				w.Poll()
			}
		})
	}
}

// TestWatcherFolderReplaced replays what git checkout, rsync and a tidy-up
// do to a data folder: moved away and back, or deleted and copied back.
// Later edits must still be seen, in both modes.
func TestWatcherFolderReplaced(t *testing.T) {
	sequences := []struct {
		name    string
		replace func(t *testing.T, dir string)
	}{
		{"mv away and back", func(t *testing.T, dir string) {
			away := dir + ".away"
			must(t, os.Rename(dir, away))
			time.Sleep(50 * time.Millisecond)
			must(t, os.Rename(away, dir))
		}},
		{"rm -rf and cp -r", func(t *testing.T, dir string) {
			backup := t.TempDir()
			must(t, os.WriteFile(filepath.Join(backup, "a.json"), []byte(`{"v": "copied"}`), 0o644))
			must(t, os.RemoveAll(dir))
			time.Sleep(50 * time.Millisecond)
			must(t, os.Mkdir(dir, 0o755))
			raw, _ := os.ReadFile(filepath.Join(backup, "a.json"))
			must(t, os.WriteFile(filepath.Join(dir, "a.json"), raw, 0o644))
		}},
	}
	for _, m := range modes() {
		for _, seq := range sequences {
			t.Run(m.name+"/"+seq.name, func(t *testing.T) {
				w, err := data.NewWatcher(m.opts)
				if err != nil {
					t.Fatal(err)
				}
				defer w.Close()
				dir := filepath.Join(t.TempDir(), "data")
				must(t, os.Mkdir(dir, 0o755))
				a := filepath.Join(dir, "a.json")
				must(t, os.WriteFile(a, []byte(`{"v": 1}`), 0o644))
				var seen []string
				if _, err := w.Watch(a, func() {
					raw, _ := os.ReadFile(a)
					seen = append(seen, string(raw))
				}); err != nil {
					t.Fatal(err)
				}
				seq.replace(t, dir)
				// Let the watcher notice the replaced folder before the edit.
				end := time.Now().Add(600 * time.Millisecond)
				for time.Now().Before(end) {
					w.Poll()
					time.Sleep(5 * time.Millisecond)
				}
				seen = nil
				time.Sleep(20 * time.Millisecond) // a new modification time in polling mode
				must(t, os.WriteFile(a, []byte(`{"v": "edited"}`), 0o644))
				pollUntil(t, w, func() bool { return len(seen) > 0 && seen[len(seen)-1] == `{"v": "edited"}` })
				if err := w.Err(); err != nil {
					t.Errorf("Err after the folder came back: %v", err)
				}
			})
		}
	}
}

// TestWatcherReportsLostFolder: while a watched folder is gone, Err says so.
func TestWatcherReportsLostFolder(t *testing.T) {
	w, err := data.NewWatcher(&data.WatchOptions{Debounce: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if w.Polling() {
		t.Skip("no file notifications here")
	}
	dir := filepath.Join(t.TempDir(), "data")
	must(t, os.Mkdir(dir, 0o755))
	a := filepath.Join(dir, "a.json")
	must(t, os.WriteFile(a, []byte(`{}`), 0o644))
	if _, err := w.Watch(a, func() {}); err != nil {
		t.Fatal(err)
	}
	must(t, os.RemoveAll(dir))
	pollUntil(t, w, func() bool { return w.Err() != nil })
	if msg := w.Err().Error(); !strings.Contains(msg, dir) || !strings.Contains(msg, "gone") {
		t.Errorf("got %q, want it to say %s is gone", msg, dir)
	}
	must(t, os.Mkdir(dir, 0o755))
	pollUntil(t, w, func() bool { return w.Err() == nil })
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
