package tumble

import (
	"encoding/hex"
	"fmt"
	"hash/fnv"
	"io/fs"
	"strings"

	json "github.com/goccy/go-json"

	"github.com/bengine-go/bengine/core/data"
)

// Buttons are what the player holds during one fixed step: all the
// simulation reads of the controls, so that a run is its level and its
// buttons, step by step.
type Buttons uint8

const (
	ButtonLeft Buttons = 1 << iota
	ButtonRight
	ButtonJump
)

var buttonNames = [...]string{"left", "right", "jump"}

// String names the buttons held, joined by "+" ("right+jump"); "" for none.
func (b Buttons) String() string {
	var s []string
	for i, n := range buttonNames {
		if b&(1<<i) != 0 {
			s = append(s, n)
		}
	}
	return strings.Join(s, "+")
}

// ParseButtons reads what String writes.
func ParseButtons(s string) (Buttons, error) {
	var b Buttons
	if s == "" {
		return 0, nil
	}
	for _, part := range strings.Split(s, "+") {
		found := false
		for i, n := range buttonNames {
			if part == n {
				b |= 1 << i
				found = true
			}
		}
		if !found {
			return 0, fmt.Errorf("unknown button %q in %q, want left, right and jump joined by +", part, s)
		}
	}
	return b, nil
}

// ReplayVersion is the replay format this package reads and writes.
const ReplayVersion = 1

// Limits of a replay file.
const (
	MaxReplayTicks = 100 * 60 * 60 * 10 // ten hours of 10 ms steps
	maxLevelPath   = 256
)

// Replay is a recorded run: the level it was played on (its file and the
// hash of its content, since a changed level plays differently) and the
// buttons, as changes. Each input holds from its tick until the next;
// Ticks is how many steps the run lasted.
type Replay struct {
	Version   int           `json:"version"`
	Level     string        `json:"level"`
	LevelHash string        `json:"levelHash"`
	Ticks     int           `json:"ticks"`
	Inputs    []ReplayInput `json:"inputs"`

	parsed []Buttons
}

// ReplayInput is one change of the buttons held.
type ReplayInput struct {
	Tick    int    `json:"tick"`
	Buttons string `json:"buttons"`
}

// ParseReplay decodes and checks a replay; name is used in errors.
func ParseReplay(name string, raw []byte) (*Replay, error) {
	r := &Replay{}
	if err := data.DecodeStrict(name, raw, r); err != nil {
		return nil, fmt.Errorf("tumble: replay: %w", err)
	}
	if err := r.check(name); err != nil {
		return nil, fmt.Errorf("tumble: replay: %w", err)
	}
	return r, nil
}

// LoadReplay reads and checks the replay file at path.
func LoadReplay(path string) (*Replay, error) {
	raw, err := data.ReadPath(path)
	if err != nil {
		return nil, fmt.Errorf("tumble: replay: %w", err)
	}
	return ParseReplay(path, raw)
}

func (r *Replay) check(name string) error {
	switch {
	case r.Version != ReplayVersion:
		return data.Errorf(name, "version", "got %d, want %d", r.Version, ReplayVersion)
	case r.Level == "" || len(r.Level) > maxLevelPath || !fs.ValidPath(r.Level) || !strings.HasSuffix(r.Level, ".json"):
		return data.Errorf(name, "level", "got %q, want the level's file in the data folder, such as \"levels/yard.json\"", r.Level)
	case len(r.LevelHash) != 16 || !isHex(r.LevelHash):
		return data.Errorf(name, "levelHash", "got %q, want 16 hexadecimal digits", r.LevelHash)
	case r.Ticks < 0 || r.Ticks > MaxReplayTicks:
		return data.Errorf(name, "ticks", "got %d, want 0 to %d", r.Ticks, MaxReplayTicks)
	}
	r.parsed = make([]Buttons, len(r.Inputs))
	for i, in := range r.Inputs {
		f := fmt.Sprintf("inputs[%d]", i)
		if in.Tick < 0 || in.Tick >= max(r.Ticks, 1) {
			return data.Errorf(name, f+".tick", "got %d, want 0 to ticks-1 (%d)", in.Tick, r.Ticks-1)
		}
		if i > 0 && in.Tick <= r.Inputs[i-1].Tick {
			return data.Errorf(name, f+".tick", "got %d after %d, want increasing ticks", in.Tick, r.Inputs[i-1].Tick)
		}
		b, err := ParseButtons(in.Buttons)
		if err != nil {
			return data.Errorf(name, f+".buttons", "%v", err)
		}
		r.parsed[i] = b
	}
	return nil
}

func isHex(s string) bool {
	_, err := hex.DecodeString(s)
	return err == nil
}

// Marshal encodes the replay as indented JSON.
func (r *Replay) Marshal() ([]byte, error) {
	raw, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(raw, '\n'), nil
}

// LevelHash is the hash a replay keeps of the level it was played on:
// 64-bit FNV-1a of the level's encoding, in hexadecimal.
func LevelHash(encoded []byte) string {
	h := fnv.New64a()
	h.Write(encoded)
	return fmt.Sprintf("%016x", h.Sum64())
}

// replayCursor walks a replay's inputs tick by tick.
type replayCursor struct {
	r    *Replay
	next int
	cur  Buttons
}

// at returns the buttons held at tick t; t only grows between calls.
func (c *replayCursor) at(t int) Buttons {
	for c.next < len(c.r.Inputs) && c.r.Inputs[c.next].Tick <= t {
		c.cur = c.r.parsed[c.next]
		c.next++
	}
	return c.cur
}

// recorder writes down the buttons of each tick as changes. It keeps
// them as Buttons and names them only when the replay is written, so that
// recording allocates nothing but its slice's growth.
type recorder struct {
	changes []change
	last    Buttons
	ticks   int
}

type change struct {
	tick int
	b    Buttons
}

func (r *recorder) reset() {
	r.changes = r.changes[:0]
	r.last, r.ticks = 0, 0
}

// record notes the buttons of tick t, the tick after the last one recorded.
func (r *recorder) record(t int, b Buttons) {
	if b != r.last {
		r.changes = append(r.changes, change{t, b})
		r.last = b
	}
	r.ticks = t + 1
}

// replay is what was recorded, as a replay of the level file whose
// encoding is level.
func (r *recorder) replay(file string, level []byte) *Replay {
	inputs := make([]ReplayInput, len(r.changes))
	for i, c := range r.changes {
		inputs[i] = ReplayInput{Tick: c.tick, Buttons: c.b.String()}
	}
	return &Replay{Version: ReplayVersion, Level: file, LevelHash: LevelHash(level), Ticks: r.ticks, Inputs: inputs}
}
