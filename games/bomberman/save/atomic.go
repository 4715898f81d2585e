package save

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"time"
)

// tempInfix marks the temporary files of WriteFileAtomic: a write of
// "highscores.json" goes through ".highscores.json.tmp-<random>" in the same
// folder.
const tempInfix = ".tmp-"

// WriteFileAtomic writes data to path so that path holds, at every moment,
// either its old content or all of data, never a mix or a truncated file,
// even if the process is killed or the machine loses power mid-write.
//
// It writes a temporary file in path's folder (a rename is only atomic
// within one file system), flushes it to the disk with fsync, closes it,
// gives it perm, renames it over path and, where the system supports it,
// fsyncs the folder so the rename itself is on the disk. On any error the
// temporary file is removed and path is left as it was. The folder must
// exist.
func WriteFileAtomic(path string, data []byte, perm fs.FileMode) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+tempInfix+"*")
	if err != nil {
		return fmt.Errorf("save: write %s: %w", path, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close() // a second Close after a successful one only returns an error
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		return fmt.Errorf("save: write %s: %w", path, err)
	}
	if err = f.Sync(); err != nil {
		return fmt.Errorf("save: sync %s: %w", path, err)
	}
	if err = f.Chmod(perm); err != nil && runtime.GOOS != "windows" {
		return fmt.Errorf("save: chmod %s: %w", path, err)
	}
	if err = f.Close(); err != nil {
		return fmt.Errorf("save: close %s: %w", path, err)
	}
	if err = os.Rename(tmp, path); err != nil {
		return fmt.Errorf("save: replace %s: %w", path, err)
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

// staleAge is how old a leftover temporary file must be before a load
// removes it; younger ones may belong to a save in progress in another
// process.
const staleAge = 10 * time.Minute

// removeStaleTemps deletes the temporary files a killed writer of name left
// in dir. It is best effort: the files are harmless, only untidy.
func removeStaleTemps(dir, name string) {
	matches, err := filepath.Glob(filepath.Join(dir, "."+name+tempInfix+"*"))
	if err != nil {
		return
	}
	for _, m := range matches {
		info, err := os.Lstat(m)
		if err != nil || !info.Mode().IsRegular() || time.Since(info.ModTime()) < staleAge {
			continue
		}
		os.Remove(m)
	}
}

// setAside renames a damaged file to the first free "<path>.corrupt-<n>",
// keeping its content for the player or a bug report, and returns the new
// path.
func setAside(path string) (string, error) {
	for n := 1; n <= 1000; n++ {
		aside := fmt.Sprintf("%s.corrupt-%d", path, n)
		if _, err := os.Lstat(aside); !errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := os.Rename(path, aside); err != nil {
			return "", fmt.Errorf("save: set aside %s: %w", path, err)
		}
		syncDir(filepath.Dir(path))
		return aside, nil
	}
	return "", fmt.Errorf("save: set aside %s: no free name up to %s.corrupt-1000", path, path)
}
