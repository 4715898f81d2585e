package save

import (
	"errors"
	"fmt"
	"net"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/netplay"
	json "github.com/goccy/go-json"
)

// Ranges of the settings.
const (
	MaxVolume = 100
	MinScale  = 1
	MaxScale  = 6
	// MaxInputDelay is the longest online input delay, in ticks.
	MaxInputDelay = netplay.MaxDelay
	// MaxJoinAddress is the longest JoinAddress, in bytes.
	MaxJoinAddress = 255
)

// Look is the game's look, named as the options screen names it.
type Look string

// The looks.
const (
	LookNES    Look = "NES"    // flat NES colours, no light or glow: the default
	LookModern Look = "MODERN" // the renderer's light and glow steps on flames
)

// UnmarshalText accepts a look's name, in any case.
func (l *Look) UnmarshalText(b []byte) error {
	switch v := Look(strings.ToUpper(string(b))); v {
	case LookNES, LookModern:
		*l = v
		return nil
	}
	return fmt.Errorf("want %q or %q, got %q", LookNES, LookModern, b)
}

// Settings are the player's options. The JSON field names are the Go
// names. (Files of older versions that name the look by a "Glow" switch,
// true for MODERN, still load; see OpenSettings.)
type Settings struct {
	MusicVolume   int  // 0..MaxVolume
	EffectsVolume int  // 0..MaxVolume
	Fullscreen    bool // start in fullscreen
	WindowScale   int  // window size as a multiple of 256 x 240, MinScale..MaxScale
	Particles     bool // particle effects: brick debris, sparks, dissolves
	Look          Look // LookNES, or LookModern: the renderer's light and glow steps on flames
	ScreenShake   bool // a short shake on big chains
	FriendlyFire  bool // co-op: one player's flames hurt the other
	VersusRounds  int  // versus matches are best of 3 or best of 5
	// Online versus: the host's HOST:PORT last joined ("" none), and the
	// input delay in ticks, 0..MaxInputDelay (more: fewer rollbacks, a
	// later response).
	JoinAddress string
	InputDelay  int
}

// DefaultSettings returns the settings of a first run: the NES look
// (no light or glow), particles and shake on, a 3x window, friendly fire on
// (as in the classic battle games), best of 3 in versus and the online
// input delay of netplay.DefaultDelay.
func DefaultSettings() Settings {
	return Settings{
		MusicVolume:   70,
		EffectsVolume: 80,
		WindowScale:   3,
		Particles:     true,
		Look:          LookNES,
		ScreenShake:   true,
		FriendlyFire:  true,
		VersusRounds:  3,
		InputDelay:    netplay.DefaultDelay,
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
	if s.Look != LookNES && s.Look != LookModern {
		errs = append(errs, data.Errorf(file, "Look", "must be %q or %q, got %q", LookNES, LookModern, s.Look))
	}
	if s.VersusRounds != 3 && s.VersusRounds != 5 {
		errs = append(errs, data.Errorf(file, "VersusRounds", "must be 3 or 5, got %d", s.VersusRounds))
	}
	if s.InputDelay < 0 || s.InputDelay > MaxInputDelay {
		errs = append(errs, data.Errorf(file, "InputDelay", "must be in 0..%d, got %d", MaxInputDelay, s.InputDelay))
	}
	if err := checkJoinAddress(s.JoinAddress); err != nil {
		errs = append(errs, data.Errorf(file, "JoinAddress", "%v", err))
	}
	return errors.Join(errs...)
}

// checkJoinAddress accepts "" or a HOST:PORT a player could type: printable
// ASCII, a host, a port 1..65535.
func checkJoinAddress(a string) error {
	if a == "" {
		return nil
	}
	if len(a) > MaxJoinAddress {
		return fmt.Errorf("must be at most %d bytes, got %d", MaxJoinAddress, len(a))
	}
	for i := 0; i < len(a); i++ {
		if a[i] <= ' ' || a[i] > '~' {
			return fmt.Errorf("must be printable ASCII without spaces, got %q", a)
		}
	}
	host, port, err := net.SplitHostPort(a)
	if err != nil || host == "" {
		return fmt.Errorf("must be HOST:PORT, got %q", a)
	}
	if p, err := strconv.Atoi(port); err != nil || p < 1 || p > 65535 {
		return fmt.Errorf("port must be 1..65535, got %q", port)
	}
	return nil
}

// Modern reports whether the look is the modern one.
func (s Settings) Modern() bool { return s.Look == LookModern }

// MusicGain returns MusicVolume as a 0..1 gain for the audio service's
// SetVolume.
func (s Settings) MusicGain() float32 { return float32(s.MusicVolume) / MaxVolume }

// EffectsGain returns EffectsVolume as a 0..1 gain.
func (s Settings) EffectsGain() float32 { return float32(s.EffectsVolume) / MaxVolume }

// WinsNeeded returns how many rounds a player must win to take a versus
// match: 2 of 3, or 3 of 5.
func (s Settings) WinsNeeded() int { return s.VersusRounds/2 + 1 }

// SettingsStore is the player's settings file as a running game holds it:
// it remembers whether the file could be read at start, so that Save never
// writes over a settings file that exists but could not be read.
type SettingsStore struct {
	file *data.SaveFile // nil when there is no save folder
	dir  string         // the folder argument, for an error without one
	kept error          // why Save refuses, or nil
}

// OpenSettings reads the settings in dir ("" means Dir()) and returns the
// file for later saves with them. A missing file gives DefaultSettings and
// no error; a field missing from the file keeps its default, so files
// written by older versions still load, and so does their "Glow" switch,
// the look's name then (true: MODERN; a file naming both keeps Look).
//
// A file that is there but wrong (bad JSON, unknown field, value out of
// range) returns DefaultSettings with an error naming the file, and the
// field where there is one: the caller shows it and plays on with the
// defaults. The file is first renamed aside to SettingsFile+".corrupt-<n>"
// (as high scores are), so nothing the player wrote is lost when the
// defaults are saved.
//
// A file that exists but cannot be read (no permission, an I/O error)
// returns DefaultSettings and an error, and the returned file's Save
// refuses to write over it (its error wraps data.ErrUnreadable). So does a
// wrong file that cannot be moved aside.
func OpenSettings(dir string) (*SettingsStore, Settings, error) {
	sf := &SettingsStore{dir: dir}
	f, err := open(dir, SettingsFile)
	if err != nil {
		return sf, DefaultSettings(), err
	}
	sf.file = f
	raw, err := f.Read()
	if err != nil {
		sf.kept = fmt.Errorf("%w (%v)", data.ErrUnreadable, err)
		return sf, DefaultSettings(), unreadable("settings", f, err)
	}
	if raw == nil {
		return sf, DefaultSettings(), nil
	}
	s, err := decodeSettings(f.Path(), raw)
	if err != nil {
		// Keep the player's file for them to mend, so the next save of
		// the defaults does not overwrite it.
		aside, aerr := f.SetAside()
		if aerr != nil {
			sf.kept = fmt.Errorf("%w: wrong (%v) and not set aside: %v", data.ErrUnreadable, err, aerr)
			return sf, DefaultSettings(), unreadable("settings", f, sf.kept)
		}
		return sf, DefaultSettings(), fmt.Errorf("%w (the file was kept as %s)", err, filepath.Base(aside))
	}
	return sf, s, nil
}

// settingsFile is a settings file as this version and older ones wrote
// it: older versions named the look by a Glow switch.
type settingsFile struct {
	Settings
	Glow *bool // true: LookModern; read, never written
}

// decodeSettings parses and checks a settings file; name is used in
// errors. Fields the file leaves out keep their defaults.
func decodeSettings(name string, raw []byte) (Settings, error) {
	f := settingsFile{Settings: DefaultSettings()}
	f.Look = ""
	if err := data.DecodeStrict(name, raw, &f); err != nil {
		return DefaultSettings(), err
	}
	s := f.Settings
	switch {
	case s.Look != "":
	case f.Glow != nil && *f.Glow:
		s.Look = LookModern
	default:
		s.Look = LookNES
	}
	if err := s.Validate(name); err != nil {
		return DefaultSettings(), err
	}
	return s, nil
}

// Kept returns why Save refuses to write over the file on disk (see
// OpenSettings), or nil.
func (f *SettingsStore) Kept() error { return f.kept }

// Save validates s and writes it atomically (data.WriteFileAtomic),
// creating the folder if needed. It refuses, with an error wrapping
// data.ErrUnreadable, while Kept is not nil.
func (f *SettingsStore) Save(s Settings) error {
	if f.kept != nil {
		return fmt.Errorf("save: settings not saved, %s is kept as it is: %w", filepath.Base(f.file.Path()), f.kept)
	}
	if err := s.Validate(SettingsFile); err != nil {
		return fmt.Errorf("save: settings not saved: %w", err)
	}
	if f.file == nil {
		file, err := open(f.dir, SettingsFile)
		if err != nil {
			return err
		}
		f.file = file
	}
	raw, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return fmt.Errorf("save: encode settings: %w", err)
	}
	if err := f.file.Write(append(raw, '\n')); err != nil {
		return fmt.Errorf("save: settings: %w", err)
	}
	return nil
}

// LoadSettings reads the settings in dir ("" means Dir()): OpenSettings
// without keeping the file.
func LoadSettings(dir string) (Settings, error) {
	_, s, err := OpenSettings(dir)
	return s, err
}

// SaveSettings validates s and writes it atomically into dir ("" means
// Dir()), creating the folder if needed. Like SettingsStore.Save it never
// writes over a settings file that exists but cannot be read; a wrong one
// is set aside first (see OpenSettings).
func SaveSettings(dir string, s Settings) error {
	f, _, _ := OpenSettings(dir)
	return f.Save(s)
}
