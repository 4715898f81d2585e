package engine

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/bengine-go/bengine/core/data"
)

// ConfigDir is the player's folder for this program (Options.ConfigDir;
// by default AppID, or else the title in lower case, under
// os.UserConfigDir). It returns "" when the platform has no config folder.
// The folder may not exist yet.
func (e *Engine) ConfigDir() string {
	if e.opts.ConfigDir != "" {
		return e.opts.ConfigDir
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return ""
	}
	name := e.opts.AppID
	if name == "" {
		name = slug(e.opts.Title)
	}
	return filepath.Join(base, name)
}

// PicturesDir returns the player's pictures folder, where it exists:
// $XDG_PICTURES_DIR, else the one a Linux desktop names in
// $XDG_CONFIG_HOME/user-dirs.dirs, else Pictures in the home folder (as on
// Windows and macOS). It returns "" when there is none.
func PicturesDir() string {
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
