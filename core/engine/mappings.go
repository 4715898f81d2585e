package engine

import (
	"errors"
	"fmt"
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
// file is normal; a broken line is logged and the rest still apply.
func (e *Engine) loadGamepadMappings() {
	b, err := e.resources.ReadFile(MappingsFile)
	e.addMappings(MappingsFile+" in "+e.resources.Source(), b, err)
	if dir := e.ConfigDir(); dir != "" {
		path := filepath.Join(dir, MappingsFile)
		b, err := data.ReadPath(path)
		e.addMappings(path, b, err)
	}
}

func (e *Engine) addMappings(where string, b []byte, err error) {
	if errors.Is(err, fs.ErrNotExist) {
		return
	}
	if err != nil {
		e.log.Warn("engine: gamepad mappings not read", "file", where, "err", err)
		return
	}
	n, err := sdlinput.AddMappings(b)
	e.log.Info("engine: gamepad mappings", "file", where, "added", n)
	if err != nil {
		e.log.Warn("engine: gamepad mappings", "file", where, "err", fmt.Errorf("%s: %w", where, err))
	}
}
