package save

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/bengine-go/bengine/core/data"
	json "github.com/goccy/go-json"
)

// Ranges of the settings.
const (
	MaxVolume = 100
	MinScale  = 1
	MaxScale  = 6
)

// Settings are the player's options. The JSON field names are the Go names.
type Settings struct {
	MusicVolume   int  // 0..MaxVolume
	EffectsVolume int  // 0..MaxVolume
	Fullscreen    bool // start in fullscreen
	WindowScale   int  // window size as a multiple of 256 x 240, MinScale..MaxScale
	Particles     bool // particle effects: brick debris, sparks, dissolves
	Glow          bool // the modern look: the renderer's light and glow steps on flames (off: the NES look)
	ScreenShake   bool // a short shake on big chains
	FriendlyFire  bool // co-op: one player's flames hurt the other
	VersusRounds  int  // versus matches are best of 3 or best of 5
}

// DefaultSettings returns the settings of a first run: the NES look
// (no light or glow), particles and shake on, a 3x window, friendly fire on
// (as in the classic battle games) and best of 3 in versus.
func DefaultSettings() Settings {
	return Settings{
		MusicVolume:   70,
		EffectsVolume: 80,
		WindowScale:   3,
		Particles:     true,
		Glow:          false,
		ScreenShake:   true,
		FriendlyFire:  true,
		VersusRounds:  3,
	}
}

// Validate checks every field's range and returns all the problems joined,
// each a *data.FieldError naming file and field, or nil.
func (s Settings) Validate(file string) error {
	var errs []error
	volume := func(field string, v int) {
		if v < 0 || v > MaxVolume {
			errs = append(errs, data.Errorf(file, field, "must be in 0..%d, got %d", MaxVolume, v))
		}
	}
	volume("MusicVolume", s.MusicVolume)
	volume("EffectsVolume", s.EffectsVolume)
	if s.WindowScale < MinScale || s.WindowScale > MaxScale {
		errs = append(errs, data.Errorf(file, "WindowScale", "must be in %d..%d, got %d", MinScale, MaxScale, s.WindowScale))
	}
	if s.VersusRounds != 3 && s.VersusRounds != 5 {
		errs = append(errs, data.Errorf(file, "VersusRounds", "must be 3 or 5, got %d", s.VersusRounds))
	}
	return errors.Join(errs...)
}

// MusicGain returns MusicVolume as a 0..1 gain for the audio service's
// SetVolume.
func (s Settings) MusicGain() float32 { return float32(s.MusicVolume) / MaxVolume }

// EffectsGain returns EffectsVolume as a 0..1 gain.
func (s Settings) EffectsGain() float32 { return float32(s.EffectsVolume) / MaxVolume }

// WinsNeeded returns how many rounds a player must win to take a versus
// match: 2 of 3, or 3 of 5.
func (s Settings) WinsNeeded() int { return s.VersusRounds/2 + 1 }

// LoadSettings reads the settings in dir ("" means Dir()). A missing file
// gives DefaultSettings and no error; a field missing from the file keeps
// its default, so files written by older versions still load.
//
// Any other problem (unreadable file, bad JSON, unknown field, value out of
// range) returns DefaultSettings together with an error naming the file,
// and the field where there is one: the caller shows it and plays on with
// the defaults. A file that is there but wrong is first renamed aside to
// SettingsFile+".corrupt-<n>" (as high scores are), so nothing the player
// wrote is lost when the defaults are saved.
func LoadSettings(dir string) (Settings, error) {
	d, err := resolve(dir)
	if err != nil {
		return DefaultSettings(), err
	}
	removeStaleTemps(d, SettingsFile)
	path := filepath.Join(d, SettingsFile)
	raw, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return DefaultSettings(), nil
	}
	if err != nil {
		return DefaultSettings(), fmt.Errorf("save: read settings: %w", err)
	}
	s := DefaultSettings()
	err = data.DecodeStrict(path, raw, &s)
	if err == nil {
		err = s.Validate(path)
	}
	if err != nil {
		// Keep the player's file for them to mend, so the next save of
		// the defaults does not overwrite it.
		if aside, aerr := setAside(path); aerr == nil {
			err = fmt.Errorf("%w (the file was kept as %s)", err, filepath.Base(aside))
		}
		return DefaultSettings(), err
	}
	return s, nil
}

// SaveSettings validates s and writes it atomically into dir ("" means
// Dir()), creating the folder if needed.
func SaveSettings(dir string, s Settings) error {
	d, err := resolve(dir)
	if err != nil {
		return err
	}
	if err := s.Validate(SettingsFile); err != nil {
		return fmt.Errorf("save: settings not saved: %w", err)
	}
	raw, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("save: encode settings: %w", err)
	}
	return writeIn(d, SettingsFile, append(raw, '\n'))
}
