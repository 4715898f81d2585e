package snake

import (
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/core/services"
)

// Best keeps the best score in a save file, read when it starts and
// written when a game ends with a better score, and shows it.
type Best struct {
	scene.Base
	path  string
	font  *render.Font
	file  *data.SaveFile
	score int
	text  string // "best N", rebuilt when the score changes
}

// NewBest returns the best score kept at path (see DefaultSavePath),
// written with font.
func NewBest(path string, font *render.Font) *Best { return &Best{path: path, font: font} }

// record is the save file: {"Best": 120}.
type record struct{ Best int }

// Score is the best score so far.
func (b *Best) Score() int { return b.score }

// Start reads the save file and listens for the end of each game.
func (b *Best) Start() {
	b.file = data.OpenSave(b.path)
	raw, err := b.file.Read() // nil, nil on the first run
	var r record
	switch {
	case err != nil: // unreadable: play on, but never write over it
		slog.Warn("snake: best score not loaded; it will not be saved", "err", err)
	case raw == nil:
	case data.DecodeStrict(b.path, raw, &r) != nil: // damaged: keep it aside, start again
		aside, _ := b.file.SetAside()
		slog.Warn("snake: best score file damaged, set aside", "file", aside)
	default:
		b.score = r.Best
	}
	b.text = "best " + strconv.Itoa(b.score)
	b.Own(patterns.Subscribe(services.Bus(), func(d Died) { b.offer(d.Score) }))
}

// offer saves score if it beats the best.
func (b *Best) offer(score int) {
	if score <= b.score {
		return
	}
	b.score = score
	b.text = "best " + strconv.Itoa(b.score)
	raw, _ := json.Marshal(record{Best: b.score}) // a struct of an int: cannot fail
	if err := b.file.Write(raw); err != nil {
		slog.Warn("snake: best score not saved", "err", err)
	}
}

// Render draws the best score at the top right.
func (b *Best) Render(q *render.Queue) {
	x := float32(Cols*Cell - 4 - 8*len(b.text))
	q.Text(b.font, b.text, x, 4, render.StepUI, 0, render.White)
}

// DefaultSavePath is where the best score lives: the user's config folder.
func DefaultSavePath() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		dir = "." // no home folder: beside the game
	}
	return filepath.Join(dir, "bengine-snake", "best.json")
}
