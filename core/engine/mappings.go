package engine

import (
	"errors"
	"io/fs"
	"path/filepath"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/internal/sdlinput"
)

// MappingsFile is the file of extra gamepad mappings, in SDL's
// gamecontrollerdb.txt format (one line per pad: GUID, name, bindings,
// platform), for pads SDL does not know or maps wrongly. The engine reads
// it from the data and then from the player's config folder, so a
// player's own lines win over the game's.
const MappingsFile = "gamecontrollerdb.txt"

// loadGamepadMappings gives SDL the mappings files that exist. A missing
// file is normal; a file that cannot be read (not a regular file, too
// large) and each broken line are logged, naming the file and the line,
// and the rest still apply.
func (e *Engine) loadGamepadMappings() {
	b, err := e.resources.ReadFile(MappingsFile)
	where := MappingsFile + " (embedded data)"
	if p, perr := e.resources.Path(MappingsFile); perr == nil {
		where = p
	}
	e.addMappings(where, b, err)
	if dir := e.opts.ConfigDir; dir != "" {
		path := filepath.Join(dir, MappingsFile)
		b, err := data.ReadPath(path)
		e.addMappings(path, b, err)
	}
}

// maxMappingWarnings is how many skipped lines of one mappings file are
// logged one by one; the rest are counted.
const maxMappingWarnings = 10

func (e *Engine) addMappings(where string, b []byte, err error) {
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err != nil {
		e.log.Warn("engine: gamepad mappings not read", "file", where, "err", err)
		return
	}
	n, err := sdlinput.AddMappings(where, b)
	e.log.Info("engine: gamepad mappings", "file", where, "added", n)
	if err == nil {
		return
	}
	skipped := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		skipped = j.Unwrap()
	}
	for i, s := range skipped {
		if i == maxMappingWarnings {
			e.log.Warn("engine: gamepad mappings: more lines skipped", "file", where, "count", len(skipped)-i)
			break
		}
		e.log.Warn("engine: gamepad mapping skipped", "err", s)
	}
}
