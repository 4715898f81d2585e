package save

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/bengine-go/bengine/core/data"
)

const (
	// EnvDir names the environment variable that, when set and not empty,
	// replaces the user's config folder: tests, headless runs and portable
	// installs point it at a folder of their own.
	EnvDir = "BOMBERMAN_CONFIG_DIR"
	// AppDir is the game's folder under os.UserConfigDir.
	AppDir = "bengine-bomberman"
	// HighScoresFile and SettingsFile are the file names inside the folder.
	HighScoresFile = "highscores.json"
	SettingsFile   = "settings.json"
)

// Dir returns the folder of the game's saves: $BOMBERMAN_CONFIG_DIR if set,
// otherwise AppDir under os.UserConfigDir (~/.config/bengine-bomberman on
// Linux, %AppData%\bengine-bomberman on Windows, ~/Library/Application
// Support/bengine-bomberman on macOS). It does not create the folder.
func Dir() (string, error) {
	if d := os.Getenv(EnvDir); d != "" {
		return d, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("save: no config folder (set %s): %w", EnvDir, err)
	}
	return filepath.Join(base, AppDir), nil
}

// resolve turns the dir argument of the loaders into a folder: "" means Dir.
func resolve(dir string) (string, error) {
	if dir != "" {
		return dir, nil
	}
	return Dir()
}

// open returns the save file name in dir ("" means Dir()).
func open(dir, name string) (*data.SaveFile, error) {
	d, err := resolve(dir)
	if err != nil {
		return nil, err
	}
	return data.OpenSave(filepath.Join(d, name)), nil
}

// unreadable describes a save that exists but could not be read, for the
// player: the game plays on without it and never writes over it.
func unreadable(what string, f *data.SaveFile, err error) error {
	return fmt.Errorf("save: %s: %w; playing on without it, and %s is kept as it is (never written over)",
		what, err, filepath.Base(f.Path()))
}
