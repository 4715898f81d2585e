package save_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// fieldsOf lists the fields named by the *data.FieldErrors in err.
func fieldsOf(err error) []string {
	var out []string
	var walk func(error)
	walk = func(e error) {
		if fe, ok := e.(*data.FieldError); ok {
			out = append(out, fe.Field)
			return
		}
		if j, ok := e.(interface{ Unwrap() []error }); ok {
			for _, x := range j.Unwrap() {
				walk(x)
			}
		} else if x := errors.Unwrap(e); x != nil {
			walk(x)
		}
	}
	walk(err)
	return out
}

func TestSettingsValidate(t *testing.T) {
	cases := []struct {
		name   string
		edit   func(*save.Settings)
		fields []string
	}{
		{"defaults", func(*save.Settings) {}, nil},
		{"edges", func(s *save.Settings) {
			s.MusicVolume, s.EffectsVolume, s.WindowScale, s.VersusRounds = 0, 100, 6, 5
		}, nil},
		{"scale 1", func(s *save.Settings) { s.WindowScale = 1 }, nil},
		{"music negative", func(s *save.Settings) { s.MusicVolume = -1 }, []string{"MusicVolume"}},
		{"effects too loud", func(s *save.Settings) { s.EffectsVolume = 101 }, []string{"EffectsVolume"}},
		{"scale 0", func(s *save.Settings) { s.WindowScale = 0 }, []string{"WindowScale"}},
		{"scale 7", func(s *save.Settings) { s.WindowScale = 7 }, []string{"WindowScale"}},
		{"rounds 4", func(s *save.Settings) { s.VersusRounds = 4 }, []string{"VersusRounds"}},
		{"rounds 1", func(s *save.Settings) { s.VersusRounds = 1 }, []string{"VersusRounds"}},
		{"online edges", func(s *save.Settings) { s.InputDelay, s.JoinAddress = save.MaxInputDelay, "[2001:db8::1]:65535" }, nil},
		{"no delay, a name", func(s *save.Settings) { s.InputDelay, s.JoinAddress = 0, "friend.example.org:7777" }, nil},
		{"delay negative", func(s *save.Settings) { s.InputDelay = -1 }, []string{"InputDelay"}},
		{"delay too long", func(s *save.Settings) { s.InputDelay = save.MaxInputDelay + 1 }, []string{"InputDelay"}},
		{"address without port", func(s *save.Settings) { s.JoinAddress = "192.168.1.2" }, []string{"JoinAddress"}},
		{"address without host", func(s *save.Settings) { s.JoinAddress = ":7777" }, []string{"JoinAddress"}},
		{"port 0", func(s *save.Settings) { s.JoinAddress = "10.0.0.1:0" }, []string{"JoinAddress"}},
		{"port too big", func(s *save.Settings) { s.JoinAddress = "10.0.0.1:70000" }, []string{"JoinAddress"}},
		{"address with a space", func(s *save.Settings) { s.JoinAddress = "my host:7777" }, []string{"JoinAddress"}},
		{"address too long", func(s *save.Settings) { s.JoinAddress = strings.Repeat("a", 256) + ":1" }, []string{"JoinAddress"}},
		{"no such look", func(s *save.Settings) { s.Look = "GLOW" }, []string{"Look"}},
		{"all at once", func(s *save.Settings) {
			s.MusicVolume, s.EffectsVolume, s.WindowScale, s.VersusRounds = 200, -3, 9, 0
		}, []string{"MusicVolume", "EffectsVolume", "WindowScale", "VersusRounds"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := save.DefaultSettings()
			c.edit(&s)
			err := s.Validate("settings.json")
			got := fieldsOf(err)
			if strings.Join(got, ",") != strings.Join(c.fields, ",") {
				t.Errorf("fields in error: got %v, want %v (error %v)", got, c.fields, err)
			}
			if err != nil && !strings.Contains(err.Error(), "settings.json: field ") {
				t.Errorf("error: got %q, want it to name the file and the field", err)
			}
		})
	}
}

func TestSettingsRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cfg")
	s := save.Settings{MusicVolume: 12, EffectsVolume: 99, Fullscreen: true, WindowScale: 5,
		Particles: false, Look: save.LookModern, ScreenShake: false, FriendlyFire: false, VersusRounds: 5,
		JoinAddress: "192.168.1.20:7777", InputDelay: 4}
	if err := save.SaveSettings(dir, s); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(dir, save.SettingsFile))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(raw), `"Look": "MODERN"`) || strings.Contains(string(raw), "Glow") {
		t.Errorf("the file names the look as %s; want \"Look\": \"MODERN\", as the options screen does, and no Glow", raw)
	}
	got, err := save.LoadSettings(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got != s {
		t.Errorf("loaded: got %+v, want %+v", got, s)
	}
}

func TestSaveSettingsRejectsInvalid(t *testing.T) {
	dir := t.TempDir()
	s := save.DefaultSettings()
	s.WindowScale = 0
	if err := save.SaveSettings(dir, s); err == nil || !strings.Contains(err.Error(), "WindowScale") {
		t.Errorf("SaveSettings: got %v, want an error naming WindowScale", err)
	}
	if _, err := os.Stat(filepath.Join(dir, save.SettingsFile)); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("an invalid settings file was written: %v", err)
	}
}

func TestLoadSettingsFile(t *testing.T) {
	def := save.DefaultSettings()
	quiet := def
	quiet.MusicVolume = 0
	modern := def
	modern.Look = save.LookModern
	cases := []struct {
		name    string
		content string // "" means no file
		want    save.Settings
		wantErr string
	}{
		{"missing file", "", def, ""},
		{"partial file keeps defaults", `{"MusicVolume": 0}`, quiet, ""},
		{"the look by name", `{"Look": "MODERN"}`, modern, ""},
		{"the look in any case", `{"Look": "modern"}`, modern, ""},
		{"an older file's Glow on", `{"Glow": true}`, modern, ""},
		{"an older file's Glow off", `{"Glow": false}`, def, ""},
		{"Look wins over Glow", `{"Look": "NES", "Glow": true}`, def, ""},
		{"no such look", `{"Look": "GLOW"}`, def, `settings.json:1:10: Look: want "NES" or "MODERN", got "GLOW"`},
		{"out of range", `{"MusicVolume": 0, "WindowScale": 9}`, def, "settings.json: field WindowScale: must be in 1..6, got 9"},
		{"unknown field", `{"MusicVolume": 0, "Volume": 3}`, def, `settings.json:1:20: unknown field "Volume"`},
		{"wrong type", `{"Fullscreen": "yes"}`, def, "settings.json:1:"},
		{"bad JSON", `{"MusicVolume": `, def, "settings.json:1:"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if c.content != "" {
				if err := os.WriteFile(filepath.Join(dir, save.SettingsFile), []byte(c.content), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			got, err := save.LoadSettings(dir)
			if got != c.want {
				t.Errorf("settings: got %+v, want %+v", got, c.want)
			}
			switch {
			case c.wantErr == "" && err != nil:
				t.Errorf("error: got %v, want none", err)
			case c.wantErr != "" && (err == nil || !strings.Contains(err.Error(), c.wantErr)):
				t.Errorf("error: got %v, want it to contain %q", err, c.wantErr)
			}
			if c.wantErr != "" { // the player's bad file is kept aside, byte for byte
				kept, rerr := os.ReadFile(filepath.Join(dir, save.SettingsFile+".corrupt-1"))
				if rerr != nil || string(kept) != c.content {
					t.Errorf("set aside: got %q, %v; want the file's content kept", kept, rerr)
				}
				if _, serr := os.Stat(filepath.Join(dir, save.SettingsFile)); serr == nil {
					t.Error("the bad settings file is still in place")
				}
			}
		})
	}
}

func TestSettingsGains(t *testing.T) {
	s := save.Settings{MusicVolume: 50, EffectsVolume: 100, VersusRounds: 5}
	if got := s.MusicGain(); got != 0.5 {
		t.Errorf("MusicGain: got %v, want 0.5", got)
	}
	if got := s.EffectsGain(); got != 1 {
		t.Errorf("EffectsGain: got %v, want 1", got)
	}
	cases := []struct{ rounds, want int }{{3, 2}, {5, 3}}
	for _, c := range cases {
		s.VersusRounds = c.rounds
		if got := s.WinsNeeded(); got != c.want {
			t.Errorf("WinsNeeded with %d rounds: got %d, want %d", c.rounds, got, c.want)
		}
	}
}
