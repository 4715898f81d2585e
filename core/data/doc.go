// Package data is how the engine and its games trust the files people
// write: strict JSON decoding with errors that name the file, the line and
// column and the key, size limits, hot reload that keeps the last good
// data, and saves that are never lost.
//
// # Strict decoding
//
// Designers and modders edit these files by hand, so a typo must never be
// silently ignored, and no file, however broken or hostile, may crash the
// game. [DecodeStrict] treats unknown keys (also a key in the wrong case),
// values of the wrong type or out of range, invalid UTF-8, truncated input
// and anything after the value as errors, and every error says where, with
// the key path as written in the file:
//
//	var cfg EmitterConfig
//	if err := data.DecodeStrict("fire.json", raw, &cfg); err != nil {
//		return err // fire.json:2:15: unknown field "Emitter.SpawnRat"
//	}
//
// Values that decode but make no sense (a negative life) are checked by the
// owner of the type; [FieldError] gives those the same shape.
//
// # One way to read a file
//
// Every loader reads from an fs.FS: a game's embedded data, or the real
// data folder that overrides it (the engine's resource manager,
// core/resource, serves one or the other as a [Source]). [ReadFile], [ReadFileLimit], [ReadPath] and
// [LoadJSON] are the one reader of files people write: they read regular
// files only, and refuse files over [MaxFileSize] (or a loader's own
// limit) before reading them into memory, so a 1 GB rules file is a clear
// error, at once. A folder, a named pipe (FIFO), a device or a socket
// where a file should be is refused with [ErrNotRegular], naming it and
// what it is, before it is opened: opening a FIFO for reading would wait
// for a writer forever, and a device may never end. Where a file system
// can open with flags ([OpenFileFS], as the engine's data folder does, and
// [ReadPath] always) it opens without blocking, and checks what it opened
// again.
//
// # Hot reload: the last good value
//
// A [Reloadable] holds a value loaded from one or more data files: the
// last good value, the error of the last reload, and the watching. A
// broken edit is reported and changes nothing; the next good one takes
// over. Particle emitters, stats, a game's rules and its bindings all
// reload through it ("edit JSON, save, watch the difference", no rebuild).
//
// The [Watcher] under it watches data files (fsnotify on their folders,
// debounced; polling where notifications do not exist) and runs each
// file's callback only inside [Watcher.Poll], which the engine calls on
// the main thread between frames, so a reload never races the frame that
// reads the data. It watches a folder again when the folder is moved away
// and back or deleted and copied back (git checkout, rsync), and says so in
// [Watcher.Err] while one is gone: hot reload never goes silent.
//
// # Saves that are never lost
//
// [WriteFileAtomic] is the one writer of every save: a temporary file
// beside the target, fsync, rename, fsync of the folder, so the file holds
// the old content or the new, never half. A [SaveFile] adds the rule that
// keeps a player's saves: a file that exists but cannot be read (its
// permissions, an I/O error, a FIFO or a folder in its place) is never
// written over, and a corrupt one is set aside under a new name before a
// fresh one is written.
//
// Package [github.com/bengine-go/bengine/core/data/datatest] holds the
// bounds every loader's fuzz test checks.
package data
