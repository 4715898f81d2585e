package sdlinput

import (
	"bytes"
	"errors"
	"fmt"
	"runtime"
	"strings"

	"github.com/Zyko0/go-sdl3/sdl"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// sdlPlatform is SDL's name for this platform in a mapping's "platform:"
// field (what SDL_GetPlatform returns).
var sdlPlatform = map[string]string{
	"windows": "Windows", "darwin": "Mac OS X", "linux": "Linux", "freebsd": "FreeBSD",
	"ios": "iOS", "android": "Android", "js": "Emscripten",
}[runtime.GOOS]

// MappingLine is one mapping of a gamecontrollerdb.txt and its line
// number in the file (from 1).
type MappingLine struct {
	Line int
	Text string
}

// MappingLines returns the lines of a gamecontrollerdb.txt that apply to
// this platform, the way SDL_AddGamepadMappingsFromIO reads the file:
// blank lines and # comments are skipped, and so are lines whose
// "platform:" field names another platform. A line with no platform field
// applies everywhere (SDL itself would skip it; a player's own one-line
// mapping usually has none).
func MappingLines(db []byte) []MappingLine {
	var lines []MappingLine
	n := 0
	for raw := range bytes.Lines(db) {
		n++
		line := strings.TrimSpace(string(raw))
		if line == "" || line[0] == '#' {
			continue
		}
		if _, rest, ok := strings.Cut(line, "platform:"); ok {
			p, _, _ := strings.Cut(rest, ",")
			if !strings.EqualFold(p, sdlPlatform) {
				continue
			}
		}
		lines = append(lines, MappingLine{n, line})
	}
	return lines
}

// maxNameInError is how much of a pad's name an error quotes: a line
// without commas is all name, and may be a whole binary file.
const maxNameInError = 60

// AddMappings gives SDL the mappings of db (a gamecontrollerdb.txt, as
// MappingLines reads it; file names it in errors) for pads it does not know
// or maps differently. It returns how many it took. A line is skipped, and
// reported as file:line, when it holds a NUL byte (a damaged download, a
// binary file by mistake: SDL reads C strings and go-sdl3 would panic) or
// when SDL refuses it; the rest are still added.
func AddMappings(file string, db []byte) (int, error) {
	if runtime.GOOS == "js" { // the browser maps its pads itself
		return 0, nil
	}
	var errs []error
	n := 0
	for _, m := range MappingLines(db) {
		name := m.Text
		if parts := strings.SplitN(m.Text, ",", 3); len(parts) >= 2 {
			name = parts[1]
		}
		if len(name) > maxNameInError {
			name = name[:maxNameInError] + "..."
		}
		if strings.IndexByte(m.Text, 0) >= 0 {
			errs = append(errs, fmt.Errorf("%s:%d: mapping %q skipped: %w", file, m.Line, name, sdlsys.ErrNUL))
			continue
		}
		if err := sdl.AddGamepadMapping(m.Text); err != nil {
			errs = append(errs, fmt.Errorf("%s:%d: mapping %q skipped: %w", file, m.Line, name, err))
			continue
		}
		n++
	}
	return n, errors.Join(errs...)
}
