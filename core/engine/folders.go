package engine

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/bengine-go/bengine/core/data"
)

// FindDataDir returns the data folder that overrides a program's embedded
// data: explicit if set (it must exist), else the first of these that is
// a folder:
//
//   - data/ beside the executable (in a macOS app bundle,
//     Contents/Resources/data): a release's layout, where the post-build
//     copy puts the program's data; in the browser, the page's data/
//     beside main.wasm;
//   - ./data/NAME, where NAME is the executable's name without ".exe": the
//     repository's layout, where data/ holds one folder per program, so
//     `go run ./games/bomberman` from the repository's root reads
//     data/bomberman.
//
// It returns "" when there is none, and the program runs on its embedded
// data. A plain ./data is not a candidate: at the repository's root it is
// every program's data, not this program's.
func FindDataDir(explicit string) (string, error) {
	if explicit != "" {
		st, err := os.Stat(explicit)
		if err != nil {
			return "", fmt.Errorf("data folder %s: not found", explicit)
		}
		if !st.IsDir() {
			return "", fmt.Errorf("data folder %s: not a folder: it is %s", explicit, data.Kind(st.Mode()))
		}
		return filepath.Abs(explicit)
	}
	for _, dir := range dataDirCandidates() {
		if st, err := os.Stat(dir); err == nil && st.IsDir() {
			return filepath.Abs(dir)
		}
	}
	return "", nil
}

// dataDirCandidates lists where FindDataDir looks, in order.
func dataDirCandidates() []string {
	exe, err := os.Executable()
	if err != nil {
		// The browser, where os.Executable fails: the page serves data/
		// beside main.wasm, in the working folder "/".
		return []string{"data"}
	}
	if real, err := filepath.EvalSymlinks(exe); err == nil {
		exe = real
	}
	dirs := []string{filepath.Join(filepath.Dir(exe), "data")}
	if bundle, ok := strings.CutSuffix(filepath.Dir(exe), filepath.Join("Contents", "MacOS")); ok {
		dirs = append(dirs, filepath.Join(bundle, "Contents", "Resources", "data"))
	}
	return append(dirs, filepath.Join("data", programName(exe)))
}

// programName is the executable's file name without a Windows ".exe".
func programName(exe string) string {
	name := filepath.Base(exe)
	if ext := filepath.Ext(name); strings.EqualFold(ext, ".exe") {
		name = strings.TrimSuffix(name, ext)
	}
	return name
}

// configDir is the player's folder for a program when Options.ConfigDir
// is "": appID, or else the title in lower case, under os.UserConfigDir;
// "" when the platform has no config folder. The folder may not exist yet.
func configDir(appID, title string) string {
	base, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	name := appID
	if name == "" {
		name = slug(title)
	}
	return filepath.Join(base, name)
}

// picturesDir returns the player's pictures folder, where it exists:
// $XDG_PICTURES_DIR, else the one a Linux desktop names in
// $XDG_CONFIG_HOME/user-dirs.dirs, else Pictures in the home folder (as on
// Windows and macOS). It returns "" when there is none.
func picturesDir() string {
	home, _ := os.UserHomeDir()
	candidates := []string{os.Getenv("XDG_PICTURES_DIR"), userDirsPictures(home)}
	if home != "" {
		candidates = append(candidates, filepath.Join(home, "Pictures"))
	}
	for _, dir := range candidates {
		if dir == "" {
			continue
		}
		if st, err := os.Stat(dir); err == nil && st.IsDir() {
			return dir
		}
	}
	return ""
}

// userDirsPictures reads XDG_PICTURES_DIR from the XDG user-dirs file
// (lines like XDG_PICTURES_DIR="$HOME/Pictures"), or returns "".
func userDirsPictures(home string) string {
	cfg := os.Getenv("XDG_CONFIG_HOME")
	if cfg == "" {
		if home == "" {
			return ""
		}
		cfg = filepath.Join(home, ".config")
	}
	b, err := data.ReadPath(filepath.Join(cfg, "user-dirs.dirs"))
	if err != nil {
		return ""
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		v, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "XDG_PICTURES_DIR=")
		if !ok {
			continue
		}
		v = strings.Trim(v, `"`)
		if rest, ok := strings.CutPrefix(v, "$HOME"); ok {
			if home == "" {
				return ""
			}
			v = home + rest
		}
		if !filepath.IsAbs(v) {
			return ""
		}
		return filepath.Clean(v)
	}
	return ""
}

// slug turns a title into a file name: lower case, runs of anything but
// letters and digits as one hyphen ("BEngine demo" -> "bengine-demo").
func slug(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			b.WriteRune(r)
			dash = false
		} else {
			dash = true
		}
	}
	if b.Len() == 0 {
		return "bengine"
	}
	return b.String()
}
