package save

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/bengine-go/bengine/core/data/datatest"
)

// Seeds of the fuzz targets: files the game writes, and the damaged files
// the tests know.
var (
	tableSeeds = []string{
		`{"Version": 1, "Entries": []}`,
		`{
  "Version": 1,
  "Entries": [
    {"Name": "ACE", "Score": 12400, "Stage": 6, "Date": "2026-11-29"},
    {"Name": "B O", "Score": 3100, "Stage": 2, "Date": ""}
  ]
}`,
		`{"Version": 1, "Entries": [{"Name": "\xff\xff\xff", "Score": 100, "Stage": 1, "Date": ""}]}`,
		`{"Version": 1, "Entries": [{"Name": "AC`,
		`{"Version": 2, "Entries": []}`,
		`{"Version": 1, "Entries": [{"Name": "AAA", "Score": 5, "Stage": 1}, {"Name": "BBB", "Score": 6, "Stage": 1}]}`,
		`{"Version": 1e999, "Entries": [{"Name": "AAA", "Score": -9223372036854775808, "Stage": 99999999999}]}`,
	}
	settingsSeeds = []string{
		`{}`,
		`{"MusicVolume": 70, "EffectsVolume": 80, "Fullscreen": false, "WindowScale": 3, "Particles": true,
  "Look": "MODERN", "ScreenShake": true, "FriendlyFire": true, "VersusRounds": 3,
  "JoinAddress": "[::1]:7777", "InputDelay": 2}`,
		`{"JoinAddress": "host:99999", "InputDelay": 11}`,
		`{"Glow": true, "Particles": false}`,
		`{"Look": "nes", "Glow": true}`,
		`{"Look": 3}`,
		`{"MusicVolume": 0, "WindowScale": 9}`,
		`{"Fullscreen": "yes"}`,
		`{"MusicVolume": `,
		"{\"MusicVolume\": 1, \"\xff\": 2}",
	}
)

// FuzzHighScores: no high-score file, however damaged, panics, hangs or
// allocates without bound; one that loads holds a table the game can use
// (at most MaxEntries entries, valid names, positive scores best first,
// stages in range) and saves back to the same entries.
func FuzzHighScores(f *testing.F) {
	for _, s := range tableSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var entries []Entry
		var err error
		datatest.Bounded(t, func() { entries, err = decodeTable(HighScoresFile, raw) })
		if err != nil {
			return
		}
		if len(entries) > MaxEntries {
			t.Fatalf("got %d entries, want at most %d", len(entries), MaxEntries)
		}
		for i, e := range entries {
			if !ValidName(e.Name) || e.Score <= 0 || e.Stage < 1 || e.Stage > MaxStage || i > 0 && e.Score > entries[i-1].Score {
				t.Fatalf("entry %d: got %+v, which the table must never hold", i, e)
			}
		}
		again, err := json.Marshal(tableFile{Version: tableVersion, Entries: entries})
		if err != nil {
			t.Fatal(err)
		}
		back, err := decodeTable(HighScoresFile, again)
		if err != nil || !reflect.DeepEqual(back, entries) {
			t.Fatalf("saved again and loaded: got %+v, %v, want %+v", back, err, entries)
		}
	})
}

// FuzzSettings: no settings file panics, hangs or allocates without bound;
// one that loads holds valid settings and saves back to the same ones.
func FuzzSettings(f *testing.F) {
	for _, s := range settingsSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var s Settings
		var err error
		datatest.Bounded(t, func() { s, err = decodeSettings(SettingsFile, raw) })
		if err != nil {
			if s != DefaultSettings() {
				t.Fatalf("a bad file gave %+v, want the defaults", s)
			}
			return
		}
		if err := s.Validate(SettingsFile); err != nil {
			t.Fatalf("loaded settings that do not validate: %v", err)
		}
		again, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if back, err := decodeSettings(SettingsFile, again); err != nil || back != s {
			t.Fatalf("saved again and loaded: got %+v, %v, want %+v", back, err, s)
		}
	})
}
