package data

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"
)

// WatchOptions configure a Watcher. A nil *WatchOptions means the defaults.
type WatchOptions struct {
	// Debounce is how long a file must stay quiet after its last change
	// before its callback runs. Editors save in several writes (truncate,
	// write, rename), and one save must give one reload. Zero means
	// DefaultDebounce.
	Debounce time.Duration
	// PollInterval, when > 0, makes the watcher poll the files' size and
	// modification time from Poll every PollInterval instead of using the
	// operating system's notifications. The watcher also falls back to
	// polling (every DefaultPollInterval) where notifications are not
	// available, such as the web build.
	PollInterval time.Duration
}

// Defaults for WatchOptions.
const (
	DefaultDebounce     = 50 * time.Millisecond
	DefaultPollInterval = 250 * time.Millisecond
)

// Watcher is the engine's hot-reload watcher: it notices when watched data
// files change on disk and runs their callbacks on the caller's goroutine
// (the main thread) when the engine calls Poll between frames, never from
// the background.
//
// Hot reload is off unless a Watcher is made: every method of a nil
// *Watcher is a valid no-op, so release builds pass nil and the code that
// registers files does not change.
//
// With notifications, the watcher watches each file's parent folder, not
// the file itself: editors that save by writing a temporary file and
// renaming it over the original replace the watched inode, and a watch on
// the file would go silent after the first save.
type Watcher struct {
	debounce time.Duration
	interval time.Duration // > 0: polling mode
	fs       *fsnotify.Watcher

	mu      sync.Mutex
	pending map[string]time.Time // cleaned path -> time of its last event
	fsErr   error                // last error from the notification goroutine
	watched map[string]bool      // the folders with a notification watch (for listen)
	lost    map[string]bool      // watched folders removed or renamed away
	suspect map[string]bool      // watched folders something in them was removed from
	lostErr error                // why a lost folder could not be watched again

	// Main-thread state: only touched by Watch, Poll and Close.
	files    map[string][]*Watch    // cleaned path -> registrations, in order
	order    []string               // cleaned paths in registration order
	dirs     map[string]int         // watched folders -> registration count
	dirInfo  map[string]os.FileInfo // watched folders, as they were when watched
	stamps   map[string]stamp       // polling mode: last seen size and time
	lastPoll time.Time
	lastLook time.Time // the last look for lost folders
	due      []*Watch  // reused by Poll
	done     chan struct{}
	closed   bool
}

type stamp struct {
	size int64
	mod  time.Time
	ok   bool
}

// Watch is one registration: a file and its callback. Close it to stop
// watching.
type Watch struct {
	w        *Watcher
	path     string
	onChange func()
}

// NewWatcher starts a watcher. It uses the operating system's file
// notifications, or polls when opts.PollInterval > 0 or notifications are
// unavailable.
func NewWatcher(opts *WatchOptions) (*Watcher, error) {
	var o WatchOptions
	if opts != nil {
		o = *opts
	}
	if o.Debounce <= 0 {
		o.Debounce = DefaultDebounce
	}
	w := &Watcher{
		debounce: o.Debounce,
		interval: o.PollInterval,
		pending:  make(map[string]time.Time),
		files:    make(map[string][]*Watch),
		dirs:     make(map[string]int),
		stamps:   make(map[string]stamp),
		watched:  make(map[string]bool),
		lost:     make(map[string]bool),
		suspect:  make(map[string]bool),
		dirInfo:  make(map[string]os.FileInfo),
		done:     make(chan struct{}),
	}
	if w.interval <= 0 {
		fs, err := fsnotify.NewWatcher()
		if err != nil {
			w.interval = DefaultPollInterval // no notifications here: poll
		} else {
			w.fs = fs
			go w.listen()
		}
	}
	return w, nil
}

// Polling reports whether the watcher polls instead of using notifications.
func (w *Watcher) Polling() bool { return w != nil && w.fs == nil }

// listen runs on its own goroutine and only records which files changed
// and when; callbacks run later, in Poll.
func (w *Watcher) listen() {
	for {
		select {
		case ev, ok := <-w.fs.Events:
			if !ok {
				return
			}
			if ev.Op == fsnotify.Chmod {
				continue
			}
			p := filepath.Clean(ev.Name)
			w.mu.Lock()
			w.pending[p] = time.Now()
			if ev.Op&(fsnotify.Remove|fsnotify.Rename) != 0 {
				switch {
				case w.watched[p]:
					// The folder itself went (rm -rf, mv, git checkout):
					// its watch is dead. Poll adds it again once it is back.
					w.lost[p] = true
				case w.watched[filepath.Dir(p)]:
					// Something in it went: maybe the whole folder, which
					// the kernel does not report while someone (an
					// os.Root) keeps it open. Poll looks.
					w.suspect[filepath.Dir(p)] = true
				}
			}
			w.mu.Unlock()
		case err, ok := <-w.fs.Errors:
			if !ok {
				return
			}
			w.mu.Lock()
			w.fsErr = err
			w.mu.Unlock()
		case <-w.done:
			return
		}
	}
}

// Watch registers onChange to run (from Poll) after path changes on disk.
// Several callbacks may watch one file; they run in registration order. On
// a nil Watcher it does nothing and returns nil; the returned *Watch's Close
// is nil-safe too.
func (w *Watcher) Watch(path string, onChange func()) (*Watch, error) {
	if w == nil {
		return nil, nil
	}
	if w.closed {
		panic("data: Watch on a closed Watcher")
	}
	if onChange == nil {
		panic("data: Watch with a nil callback")
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, fmt.Errorf("watch %s: %w", path, err)
	}
	abs = filepath.Clean(abs)
	if w.fs != nil {
		dir := filepath.Dir(abs)
		if w.dirs[dir] == 0 {
			if err := w.fs.Add(dir); err != nil {
				return nil, fmt.Errorf("watch %s: %w", path, err)
			}
			w.mu.Lock()
			w.watched[dir] = true
			w.mu.Unlock()
			if st, err := os.Stat(dir); err == nil {
				w.dirInfo[dir] = st
			}
		}
		w.dirs[dir]++
	} else if _, seen := w.stamps[abs]; !seen {
		w.stamps[abs] = statOf(abs)
	}
	if len(w.files[abs]) == 0 {
		w.order = append(w.order, abs)
	}
	h := &Watch{w: w, path: abs, onChange: onChange}
	w.files[abs] = append(w.files[abs], h)
	return h, nil
}

// Path returns the absolute path being watched.
func (h *Watch) Path() string {
	if h == nil {
		return ""
	}
	return h.path
}

// Close stops this registration. It is idempotent and nil-safe. Call it on
// the main thread; closing from inside a callback is fine.
func (h *Watch) Close() error {
	if h == nil || h.w == nil {
		return nil
	}
	w := h.w
	h.w = nil
	list := w.files[h.path]
	for i, x := range list {
		if x == h {
			list = append(list[:i], list[i+1:]...)
			break
		}
	}
	if len(list) > 0 {
		w.files[h.path] = list
		return nil
	}
	delete(w.files, h.path)
	delete(w.stamps, h.path)
	for i, p := range w.order {
		if p == h.path {
			w.order = append(w.order[:i], w.order[i+1:]...)
			break
		}
	}
	if w.fs != nil && !w.closed {
		dir := filepath.Dir(h.path)
		if w.dirs[dir]--; w.dirs[dir] <= 0 {
			delete(w.dirs, dir)
			_ = w.fs.Remove(dir)
			w.mu.Lock()
			delete(w.watched, dir)
			delete(w.lost, dir)
			delete(w.suspect, dir)
			w.mu.Unlock()
			delete(w.dirInfo, dir)
		}
	}
	return nil
}

// Poll runs the callbacks of the files that changed and have been quiet for
// the debounce time, on the calling goroutine, and reports how many ran.
// The engine calls it once between frames. With nothing pending it does not
// allocate.
func (w *Watcher) Poll() int {
	if w == nil || w.closed {
		return 0
	}
	now := time.Now()
	if w.fs == nil {
		w.pollStat(now)
	} else {
		w.findLost(now)
	}
	w.due = w.due[:0]
	w.mu.Lock()
	if len(w.pending) > 0 {
		for _, p := range w.order {
			t, ok := w.pending[p]
			if !ok || now.Sub(t) < w.debounce {
				continue
			}
			delete(w.pending, p)
			w.due = append(w.due, w.files[p]...)
		}
		// Forget events for files nobody watches (siblings in the folder).
		for p, t := range w.pending {
			if _, watched := w.files[p]; !watched && now.Sub(t) >= w.debounce {
				delete(w.pending, p)
			}
		}
	}
	w.mu.Unlock()
	n := 0
	for i, h := range w.due {
		w.due[i] = nil
		if h.w != nil { // not closed by an earlier callback
			h.onChange()
			n++
		}
	}
	w.due = w.due[:0]
	return n
}

// findLost watches lost folders again once they are back, at most once
// per DefaultPollInterval, and marks every watched file in them changed:
// whatever replaced the folder (a git checkout, rsync, a copy) may differ
// in any file. A suspect folder (a file in it was removed) is lost if it
// is gone or is another folder now. With nothing lost or suspect it only
// takes a lock, allocating nothing.
func (w *Watcher) findLost(now time.Time) {
	w.mu.Lock()
	n := len(w.lost) + len(w.suspect)
	w.mu.Unlock()
	if n == 0 || now.Sub(w.lastLook) < DefaultPollInterval {
		return
	}
	w.lastLook = now
	w.mu.Lock()
	// A suspect is only lost if it is gone or another folder now. A folder
	// the kernel said went is lost, whatever its place holds now: a new
	// folder may have the old one's inode number.
	maybe := make(map[string]bool, len(w.suspect))
	for dir := range w.suspect {
		if !w.lost[dir] {
			maybe[dir] = true
			w.lost[dir] = true
		}
	}
	clear(w.suspect)
	lost := make([]string, 0, len(w.lost))
	for dir := range w.lost {
		lost = append(lost, dir)
	}
	w.mu.Unlock()
	var errs []error
	for _, dir := range lost {
		st, err := os.Stat(dir)
		if err != nil || !st.IsDir() {
			errs = append(errs, fmt.Errorf("hot reload: %s is gone; waiting for it to come back", dir))
			continue
		}
		if maybe[dir] && os.SameFile(st, w.dirInfo[dir]) {
			w.mu.Lock()
			delete(w.lost, dir) // a file went, not the folder
			w.mu.Unlock()
			continue
		}
		if err := w.fs.Add(dir); err != nil {
			errs = append(errs, fmt.Errorf("hot reload: cannot watch %s again: %w", dir, err))
			continue
		}
		w.dirInfo[dir] = st
		w.mu.Lock()
		delete(w.lost, dir)
		for _, p := range w.order {
			if filepath.Dir(p) == dir {
				w.pending[p] = now
			}
		}
		w.mu.Unlock()
	}
	w.mu.Lock()
	w.lostErr = errors.Join(errs...)
	w.mu.Unlock()
}

// pollStat compares each file's size and modification time with the last
// seen ones, at most once per interval, and records changes as events.
func (w *Watcher) pollStat(now time.Time) {
	if now.Sub(w.lastPoll) < w.interval {
		return
	}
	w.lastPoll = now
	for _, p := range w.order {
		s := statOf(p)
		if s != w.stamps[p] {
			w.stamps[p] = s
			w.mu.Lock()
			w.pending[p] = now.Add(-w.debounce) // already quiet for a poll interval
			w.mu.Unlock()
		}
	}
}

func statOf(p string) stamp {
	fi, err := os.Stat(p)
	if err != nil {
		return stamp{}
	}
	return stamp{size: fi.Size(), mod: fi.ModTime(), ok: true}
}

// Err returns what keeps hot reload from seeing every change, or nil: a
// watched folder that is gone (removed or moved away, and watched again as
// soon as it is back), or the last error the notification backend
// reported (such as an event queue overflow). The engine logs it and shows
// it on the debug overlay.
func (w *Watcher) Err() error {
	if w == nil {
		return nil
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.lostErr != nil {
		return w.lostErr
	}
	return w.fsErr
}

// Close stops the watcher. It is idempotent and nil-safe.
func (w *Watcher) Close() error {
	if w == nil || w.closed {
		return nil
	}
	w.closed = true
	close(w.done)
	if w.fs != nil {
		if err := w.fs.Close(); err != nil {
			return errors.Join(errors.New("data: close watcher"), err)
		}
	}
	return nil
}
