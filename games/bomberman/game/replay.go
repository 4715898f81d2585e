package game

import (
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/bengine-go/bengine/core/data"
	json "github.com/goccy/go-json"
)

// ReplayVersion is the replay format version this package reads and writes.
const ReplayVersion = 1

// Bounds of a replay's ticks. A replay names its ticks itself, and a run
// of it goes on to End: bounded, a file cannot make a run go on for ever
// (or overflow into a run with no end).
const (
	// MaxReplayTick is the latest tick a replay's input may have: a week
	// of play at 60 ticks a second.
	MaxReplayTick = 7 * 24 * 60 * 60 * 60
	// ReplayTail is how long a run of a replay goes on after its last
	// input by default (End): a second, so that the last change plays out.
	ReplayTail = 60
)

// Replay is a recorded game: a seed, a start stage and the buttons held,
// as changes. Each input holds from its tick until the next one.
type Replay struct {
	Version int    `json:"version"`
	Seed    uint64 `json:"seed"`
	Stage   int    `json:"stage"`
	Mode    string `json:"mode"`
	// FriendlyFire is the co-op option (absent means off).
	FriendlyFire bool `json:"friendlyFire,omitempty"`
	// Wins is the versus option: rounds that take the match (absent means
	// rules.json's versusWins).
	Wins int `json:"wins,omitempty"`
	// Password is the Game Over password the game continued from (absent
	// means a new game); Stage is then the password's stage.
	Password string `json:"password,omitempty"`
	// DataHash is the hash of the rules data the game was recorded on
	// (Config.Hash, 64 hex digits): the same inputs play to the same game
	// only on the same data. Absent in replays of builds before it; see
	// CheckData.
	DataHash string        `json:"dataHash,omitempty"`
	Inputs   []ReplayInput `json:"inputs"`

	name   string // the file, for messages
	mode   Mode
	parsed [][2]Buttons
}

// ReplayInput is one change of the held buttons.
type ReplayInput struct {
	Tick int    `json:"tick"`
	P1   string `json:"p1"`
	P2   string `json:"p2,omitempty"`
}

// ParseReplay decodes and validates a replay; name is used in errors.
func ParseReplay(name string, raw []byte) (*Replay, error) {
	r := &Replay{}
	if err := data.DecodeStrict(name, raw, r); err != nil {
		return nil, fmt.Errorf("game: replay: %w", err)
	}
	if err := r.validate(name); err != nil {
		return nil, err
	}
	r.name = name
	return r, nil
}

// LoadReplay reads and validates a replay file of the operating system. A
// file over data.MaxFileSize is refused before it is read.
func LoadReplay(path string) (*Replay, error) {
	raw, err := data.ReadPath(path)
	if err != nil {
		return nil, fmt.Errorf("game: load replay: %w", err)
	}
	return ParseReplay(path, raw)
}

func (r *Replay) validate(name string) error {
	if r.Version != ReplayVersion {
		return data.Errorf(name, "version", "got %d, want %d", r.Version, ReplayVersion)
	}
	if r.Stage < 1 || r.Stage > Stages {
		return data.Errorf(name, "stage", "got %d, want 1..%d", r.Stage, Stages)
	}
	m, err := ParseMode(r.Mode)
	if err != nil {
		return data.Errorf(name, "mode", "%v", err)
	}
	r.mode = m
	if r.FriendlyFire && m != ModeCoop {
		return data.Errorf(name, "friendlyFire", "set in mode %q, want it only in \"coop\"", r.Mode)
	}
	if r.Wins != 0 && (m != ModeVersus || r.Wins < 0 || r.Wins > MaxWins) {
		return data.Errorf(name, "wins", "got %d in mode %q, want it only in \"versus\", 1..%d", r.Wins, r.Mode, MaxWins)
	}
	if r.DataHash != "" {
		if b, err := hex.DecodeString(r.DataHash); err != nil || len(b) != 32 || hex.EncodeToString(b) != r.DataHash {
			return data.Errorf(name, "dataHash", "got %q, want 64 hex digits (0-9, a-f)", r.DataHash)
		}
	}
	if r.Password != "" {
		if m == ModeVersus {
			return data.Errorf(name, "password", "set in mode %q: no passwords in versus", r.Mode)
		}
		pr, err := DecodePassword(r.Password)
		if err != nil {
			return data.Errorf(name, "password", "%v", err)
		}
		if pr.Stage != r.Stage {
			return data.Errorf(name, "stage", "got %d with a password for stage %d, want them equal", r.Stage, pr.Stage)
		}
	}
	r.parsed = make([][2]Buttons, len(r.Inputs))
	for i, in := range r.Inputs {
		f := fmt.Sprintf("inputs[%d]", i)
		if in.Tick < 0 || in.Tick > MaxReplayTick {
			return data.Errorf(name, f+".tick", "got %d, want 0..%d (a week of play)", in.Tick, MaxReplayTick)
		}
		if i > 0 && in.Tick <= r.Inputs[i-1].Tick {
			return data.Errorf(name, f+".tick", "got %d after %d, want increasing ticks", in.Tick, r.Inputs[i-1].Tick)
		}
		b1, err := ParseButtons(in.P1)
		if err != nil {
			return data.Errorf(name, f+".p1", "%v", err)
		}
		b2, err := ParseButtons(in.P2)
		if err != nil {
			return data.Errorf(name, f+".p2", "%v", err)
		}
		if b2 != 0 && m == ModeNormal {
			return data.Errorf(name, f+".p2", "got %q in the one-player mode", in.P2)
		}
		r.parsed[i] = [2]Buttons{b1, b2}
	}
	return nil
}

// End returns the tick a run of the replay ends at by default: its last
// input's tick plus ReplayTail (a replay without inputs: ReplayTail). It
// is at most MaxReplayTick+ReplayTail.
func (r *Replay) End() int {
	last := 0
	if n := len(r.Inputs); n > 0 {
		last = min(max(r.Inputs[n-1].Tick, 0), MaxReplayTick)
	}
	return last + ReplayTail
}

// ErrNoDataHash is wrapped by CheckData's error for a replay that carries
// no rules data hash (recorded by a build before replays had one): it
// plays as recorded on the data it was recorded on, and nobody can tell
// which that was. A caller warns and plays it.
var ErrNoDataHash = errors.New("carries no rules data hash")

// DataError is CheckData's error for a replay recorded on other rules
// data than cfg: its inputs would play to another game.
type DataError struct {
	File         string   // the replay's file
	Replay, Here [32]byte // the data hashes: the replay's and cfg's
}

func (e *DataError) Error() string {
	return fmt.Sprintf("game: replay %s was recorded on other rules data (replay %x…, here %x…): it would play to another game",
		e.File, e.Replay[:6], e.Here[:6])
}

// CheckData compares the rules data the replay was recorded on with cfg:
// nil when they are the same, a *DataError when they differ, and an error
// wrapping ErrNoDataHash when the replay does not say.
func (r *Replay) CheckData(cfg *Config) error {
	name := r.name
	if name == "" {
		name = "(unnamed)"
	}
	if r.DataHash == "" {
		return fmt.Errorf("game: replay %s %w (recorded by an older build): it plays to the recorded game only on the data it was recorded on", name, ErrNoDataHash)
	}
	var h [32]byte
	if _, err := hex.Decode(h[:], []byte(r.DataHash)); err != nil {
		return data.Errorf(name, "dataHash", "%v", err) // cannot happen after validate
	}
	if h != cfg.Hash() {
		return &DataError{File: name, Replay: h, Here: cfg.Hash()}
	}
	return nil
}

// Marshal encodes the replay as JSON.
func (r *Replay) Marshal() ([]byte, error) {
	return json.MarshalIndent(r, "", "  ")
}

// Save writes the replay to path atomically (a crash leaves the old file or
// the new one, never half of one), creating its folder.
func (r *Replay) Save(path string) error {
	raw, err := r.Marshal()
	if err != nil {
		return fmt.Errorf("game: save replay: %w", err)
	}
	if err := data.WriteFileAtomic(path, append(raw, '\n'), 0o644); err != nil {
		return fmt.Errorf("game: save replay: %w", err)
	}
	return nil
}

// ReplayCursor walks a replay's inputs in tick order.
type ReplayCursor struct {
	r    *Replay
	next int
	cur  [2]Buttons
}

// Cursor returns a cursor at tick 0.
func (r *Replay) Cursor() *ReplayCursor {
	if r.parsed == nil {
		if err := r.validate("replay"); err != nil {
			panic("game: Cursor on an invalid replay: " + err.Error())
		}
	}
	return &ReplayCursor{r: r}
}

// Buttons returns the buttons held at tick t; t must not decrease between calls.
func (c *ReplayCursor) Buttons(t int) [2]Buttons {
	for c.next < len(c.r.Inputs) && c.r.Inputs[c.next].Tick <= t {
		c.cur = c.r.parsed[c.next]
		c.next++
	}
	return c.cur
}

// Recorder writes the inputs of a game as a Replay, one entry per change.
type Recorder struct {
	r    Replay
	last [2]Buttons
	any  bool
}

// NewRecorder starts a recording of a game started with opts.
func NewRecorder(opts Options) *Recorder {
	stage := opts.Stage
	if pr, err := DecodePassword(opts.Password); stage == 0 && err == nil {
		stage = pr.Stage
	}
	if stage == 0 {
		stage = 1
	}
	return &Recorder{r: Replay{Version: ReplayVersion, Seed: opts.Seed, Stage: stage, Mode: opts.Mode.String(),
		FriendlyFire: opts.FriendlyFire, Wins: opts.Wins, Password: opts.Password, Inputs: []ReplayInput{}}}
}

// SetDataHash notes the hash of the rules data the game is played on
// (Config.Hash): the replay carries it, and CheckData compares it.
func (rec *Recorder) SetDataHash(h [32]byte) { rec.r.DataHash = hex.EncodeToString(h[:]) }

// Record notes the buttons of tick t (call it for every tick, in order).
func (rec *Recorder) Record(t int, in [2]Buttons) {
	if rec.any && in == rec.last {
		return
	}
	rec.any = true
	rec.last = in
	rec.r.Inputs = append(rec.r.Inputs, ReplayInput{Tick: t, P1: in[0].String(), P2: in[1].String()})
}

// Replay returns the recording so far.
func (rec *Recorder) Replay() *Replay {
	r := rec.r
	r.Inputs = append([]ReplayInput(nil), rec.r.Inputs...)
	r.parsed = nil
	return &r
}

// Options returns the options that start the replay's game.
func (r *Replay) Options() Options {
	m, _ := ParseMode(r.Mode)
	return Options{Seed: r.Seed, Stage: r.Stage, Mode: m, FriendlyFire: r.FriendlyFire, Wins: r.Wins, Password: r.Password}
}

// RunReplay starts a game from the replay's seed and stage and runs ticks
// steps with its inputs.
func RunReplay(cfg *Config, r *Replay, ticks int) (*Game, error) {
	c := r.Cursor()
	g, err := New(cfg, r.Options())
	if err != nil {
		return nil, err
	}
	for t := 0; t < ticks; t++ {
		g.Step(c.Buttons(t))
	}
	return g, nil
}
