package main

import (
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

// store keeps the best score in a save file: read at start, written when
// a game ends with a better score.
type store struct {
	scene.Base
	path string
	file *data.SaveFile
	best int
}

// record is the save file: {"Best": 120}.
type record struct{ Best int }

func (s *store) Start() {
	s.file = data.OpenSave(s.path)
	raw, err := s.file.Read() // nil, nil on the first run
	var r record
	switch {
	case err != nil: // unreadable: play on, but never write over it
		slog.Warn("snake: best score not loaded; it will not be saved", "err", err)
	case raw == nil:
	case data.DecodeStrict(s.path, raw, &r) != nil: // damaged: keep it aside, start again
		aside, _ := s.file.SetAside()
		slog.Warn("snake: best score file damaged, set aside", "file", aside)
	default:
		s.best = r.Best
	}
	s.Own(patterns.Subscribe(services.Bus(), func(d Died) { s.offer(d.Score) }))
}

// offer saves score if it beats the best.
func (s *store) offer(score int) {
	if score <= s.best {
		return
	}
	s.best = score
	b, _ := json.Marshal(record{Best: s.best}) // a struct of an int: cannot fail
	if err := s.file.Write(b); err != nil {
		slog.Warn("snake: best score not saved", "err", err)
	}
}

// defaultSavePath is where the best score lives: the user's config folder.
func defaultSavePath() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = "." // no home folder: beside the game
	}
	return filepath.Join(dir, "bengine-snake", "best.json")
}
