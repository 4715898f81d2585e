package save

import (
	"errors"
	"os"
	"path/filepath"

	"golang.org/x/sys/windows"
)

// tryLock takes the lock of folder dir once: a file in it, opened for no
// other process and deleted when closed, so none is left behind. It
// returns errLocked while another process holds it.
func tryLock(dir string) (func(), error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	name, err := windows.UTF16PtrFromString(filepath.Join(dir, "."+HighScoresFile+".lock"))
	if err != nil {
		return nil, err
	}
	h, err := windows.CreateFile(name, windows.GENERIC_READ|windows.GENERIC_WRITE, 0, nil, windows.OPEN_ALWAYS,
		windows.FILE_ATTRIBUTE_NORMAL|windows.FILE_FLAG_DELETE_ON_CLOSE, 0)
	if err != nil {
		if errors.Is(err, windows.ERROR_SHARING_VIOLATION) || errors.Is(err, windows.ERROR_ACCESS_DENIED) {
			return nil, errLocked
		}
		return nil, err
	}
	return func() { _ = windows.CloseHandle(h) }, nil
}
