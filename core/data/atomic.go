package data

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// tempInfix marks the temporary files of WriteFileAtomic: a write of
// "highscores.json" goes through ".highscores.json.tmp-<random>" in the same
// folder.
const tempInfix = ".tmp-"

// StaleTempAge is how old a leftover temporary file of WriteFileAtomic must
// be before a later write of the same file removes it; younger ones may
// belong to a write in progress in another process.
const StaleTempAge = 10 * time.Minute

// WriteFileAtomic writes b to path so that path holds, at every moment,
// either its old content or all of b, never a mix or a truncated file, even
// if the process is killed or the machine loses power mid-write.
//
// It creates path's folder if needed, writes a temporary file in that
// folder (a rename is atomic only within one file system), flushes it to
// the disk with fsync, gives it perm, renames it over path and, where the
// system allows, fsyncs the folder so that the rename itself is on the
// disk. On any error the temporary file is removed and path is left as it
// was. Temporary files that a killed writer left behind (older than
// StaleTempAge) are removed.
//
// Every save of the engine and its games goes through here: high scores,
// settings, bindings, recordings.
func WriteFileAtomic(path string, b []byte, perm fs.FileMode) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	removeStaleTemps(dir, base)
	f, err := os.CreateTemp(dir, "."+base+tempInfix+"*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close() // after a successful Close this only returns an error
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(b); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("write %s: sync: %w", path, err)
	}
	if err = f.Chmod(perm); err != nil && runtime.GOOS != "windows" {
		return fmt.Errorf("write %s: chmod: %w", path, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("write %s: close: %w", path, err)
	}
	if err = os.Rename(tmp, path); err != nil {
		return fmt.Errorf("write %s: replace: %w", path, err)
	}
	syncDir(dir)
	return nil
}

// syncDir flushes a folder's entries (the rename) to the disk. Windows
// cannot open a folder for syncing and some file systems refuse; the rename
// has happened either way, so errors are ignored: they only weaken the
// guarantee against power loss, not against a crash of the process.
func syncDir(dir string) {
	if runtime.GOOS == "windows" {
		return
	}
	d, err := os.Open(dir)
	if err != nil {
		return
	}
	d.Sync()
	d.Close()
}

// removeStaleTemps deletes the temporary files a killed writer of name left
// in dir. It is best effort: the files are harmless, only untidy.
func removeStaleTemps(dir, name string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	prefix := "." + name + tempInfix
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !e.Type().IsRegular() {
			continue
		}
		info, err := e.Info()
		if err != nil || time.Since(info.ModTime()) < StaleTempAge {
			continue
		}
		os.Remove(filepath.Join(dir, e.Name()))
	}
}
