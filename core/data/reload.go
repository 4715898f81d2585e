package data

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
)

// Source is where a program's data files come from: a file system to read
// them from and, when they are real files in a folder, a way to watch them
// for hot reload. The engine's resource manager (core/resource) is one;
// Dir and FS make others (tools, tests).
type Source interface {
	// FS is the data, read through ReadFile and LoadJSON.
	FS() fs.FS
	// Watch runs onChange (from Watcher.Poll, on the main thread) after the
	// file name of FS changes. It returns nil, nil where there is nothing
	// to watch: embedded data, or hot reload off.
	Watch(name string, onChange func()) (*Watch, error)
}

// FS is a Source that reads fsys and watches nothing (embedded data,
// fstest.MapFS in tests).
func FS(fsys fs.FS) Source { return fsSource{fsys} }

type fsSource struct{ fsys fs.FS }

func (s fsSource) FS() fs.FS                            { return s.fsys }
func (s fsSource) Watch(string, func()) (*Watch, error) { return nil, nil }

// Dir is a Source for the folder dir, watched by w (nil: not watched).
func Dir(dir string, w *Watcher) Source { return dirSource{dir, os.DirFS(dir), w} }

type dirSource struct {
	dir  string
	fsys fs.FS
	w    *Watcher
}

func (s dirSource) FS() fs.FS { return s.fsys }
func (s dirSource) Watch(name string, onChange func()) (*Watch, error) {
	if s.w == nil {
		return nil, nil
	}
	return s.w.Watch(filepath.Join(s.dir, filepath.FromSlash(name)), onChange)
}

// Reloadable is a value loaded from data files that can be loaded again
// when they change: the hot-reload loop of "edit the file, save, watch the
// difference". It keeps the last good value: a reload that fails (a
// missing file, bad JSON, a value out of range, or an apply hook that
// refuses the new value) changes nothing, and its error is kept for Err
// until a good reload clears it.
//
// Particle emitters, stats, a game's rules and its bindings all reload
// through this one type; the zero value is not usable, call Load.
type Reloadable[T any] struct {
	src     Source
	names   []string
	load    func(fs.FS) (T, error)
	apply   func(T) error
	value   T
	err     error
	watches []*Watch
	// Logger receives one line per reload; nil means slog.Default().
	Logger *slog.Logger
}

// Load loads a value with load, which reads the files names (in that order)
// from src's FS, and returns it ready to reload. names are the files to
// watch: every file load reads.
func Load[T any](src Source, load func(fs.FS) (T, error), names ...string) (*Reloadable[T], error) {
	if src == nil || load == nil || len(names) == 0 {
		panic("data: Load needs a source, a load function and at least one file name")
	}
	v, err := load(src.FS())
	if err != nil {
		return nil, err
	}
	return &Reloadable[T]{src: src, names: names, load: load, value: v}, nil
}

// Value is the last good value.
func (r *Reloadable[T]) Value() T { return r.value }

// Err is the error of the last reload, or nil after a good one: what a game
// shows while a broken edit is being fixed.
func (r *Reloadable[T]) Err() error { return r.err }

// Names are the files the value is loaded from.
func (r *Reloadable[T]) Names() []string { return r.names }

// OnReload sets the hook that puts a newly loaded value to use (rebuild an
// emitter, swap a game's rules). A reload is accepted only if the hook
// returns nil; then Value becomes the new value.
func (r *Reloadable[T]) OnReload(apply func(T) error) { r.apply = apply }

// Reload loads the value again. On error the last good value stays, the
// error is kept for Err, logged and returned.
func (r *Reloadable[T]) Reload() error {
	v, err := r.load(r.src.FS())
	if err == nil && r.apply != nil {
		err = r.apply(v)
	}
	r.err = err
	if err != nil {
		r.logger().Warn("data: reload failed, keeping the last good data", "file", strings.Join(r.names, ", "), "err", err)
		return err
	}
	r.value = v
	r.logger().Info("data: reloaded", "file", strings.Join(r.names, ", "))
	return nil
}

// Watch reloads the value whenever one of its files changes, where the
// source can watch (a real data folder in a debug build); elsewhere it
// does nothing. Calling it again is harmless.
func (r *Reloadable[T]) Watch() error {
	if len(r.watches) > 0 {
		return nil
	}
	var errs []error
	for _, name := range r.names {
		h, err := r.src.Watch(name, func() { _ = r.Reload() })
		if err != nil {
			errs = append(errs, fmt.Errorf("watch %s: %w", name, err))
			continue
		}
		if h != nil {
			r.watches = append(r.watches, h)
		}
	}
	return errors.Join(errs...)
}

// Close stops watching. It is idempotent; the value stays readable.
func (r *Reloadable[T]) Close() error {
	for _, h := range r.watches {
		h.Close()
	}
	r.watches = nil
	return nil
}

func (r *Reloadable[T]) logger() *slog.Logger {
	if r.Logger != nil {
		return r.Logger
	}
	return slog.Default()
}
