package save

import (
	"fmt"
	"path/filepath"
	"time"

	"github.com/bengine-go/bengine/core/data"
	json "github.com/goccy/go-json"
)

const (
	// MaxEntries is the size of the high-score table.
	MaxEntries = 10
	// NameLen is the length of a name: three characters, as on the arcade
	// and console tables.
	NameLen = 3
	// MaxStage bounds Entry.Stage. The game has 50 stages; the margin
	// leaves room for bonus rounds without a format change.
	MaxStage = 99
	// DateLayout is the layout of Entry.Date.
	DateLayout = "2006-01-02"

	tableVersion = 1
)

// Entry is one line of the high-score table.
type Entry struct {
	Name  string // NameLen characters, see ValidName
	Score int64  // the full score as the HUD shows it, > 0
	Stage int    // the stage reached, 1..MaxStage
	Date  string // the local date of the game, DateLayout; may be empty
}

// tableFile is the JSON form of the table. Version lets a later format be
// told apart from a damaged file.
type tableFile struct {
	Version int
	Entries []Entry
}

// ValidName reports whether name can be entered in the table: exactly
// NameLen characters, each an upper-case letter A-Z, a digit 0-9 or a space,
// and not all spaces. These are the characters the name-entry screen
// offers; lower case is not accepted, so "ace" must be entered as "ACE".
func ValidName(name string) bool {
	if len(name) != NameLen {
		return false
	}
	blank := true
	for i := 0; i < len(name); i++ {
		switch c := name[i]; {
		case c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
			blank = false
		case c == ' ':
		default:
			return false
		}
	}
	return !blank
}

// Table is the top-MaxEntries high-score table of one save folder, sorted by
// score from highest to lowest; among equal scores the earlier entry ranks
// first. The zero value is not usable; get a Table from Load or New.
type Table struct {
	dir     string         // "" means Dir() at Save time
	file    *data.SaveFile // the file, once Load or Save found the folder
	kept    error          // why Save refuses to write over the file on disk, or nil
	entries []Entry
	added   []Entry // Insert's entries not saved yet: Save adds them to the file as it is then
	last    Entry   // the entry Insert entered last (LastRank)
	hasLast bool
	warning string
	now     func() time.Time
}

// New returns an empty table that saves into dir ("" means Dir()). It does
// not touch the disk.
func New(dir string) *Table {
	return &Table{dir: dir, entries: make([]Entry, 0, MaxEntries+1), now: time.Now}
}

// Load reads the table in dir ("" means Dir()). It always returns a table
// the game can play with, and a missing file gives an empty one.
//
// A file that cannot be used (bad JSON, unknown fields, a value out of
// range, entries out of order, a version this code does not know) does not
// stop the game: it is renamed to HighScoresFile+".corrupt-<n>", its content
// kept, and Load returns a fresh table whose Warning says what happened.
//
// A file that exists but cannot be read (no permission, an I/O error, a
// file over data.MaxFileSize), or a damaged one that cannot be moved aside,
// is never written over: Load returns an empty table in memory with an
// error saying so, and that table's Save refuses (its error wraps
// data.ErrUnreadable) until the game is restarted with the file mended.
// Without a save folder at all (no config folder), Load returns an empty
// table and the error; Save tries the folder again.
func Load(dir string) (*Table, error) {
	t := New(dir)
	f, err := open(dir, HighScoresFile)
	if err != nil {
		return t, err
	}
	t.file = f
	entries, err := t.readFile()
	if err != nil {
		return t, unreadable("high scores", f, err)
	}
	t.entries = append(t.entries, entries...)
	return t, nil
}

// readFile reads the table file: its entries, none when there is no file
// or a damaged one (set aside, as Warning then says). A file that cannot
// be read, or a damaged one that cannot be set aside, is kept as it is:
// Kept says why from then on, and the error is returned.
func (t *Table) readFile() ([]Entry, error) {
	f := t.file
	raw, err := f.Read()
	if err != nil {
		t.kept = fmt.Errorf("%w (%v)", data.ErrUnreadable, err)
		return nil, err
	}
	if raw == nil {
		return nil, nil
	}
	entries, bad := decodeTable(f.Path(), raw)
	if bad == nil {
		return entries, nil
	}
	aside, err := f.SetAside()
	if err != nil {
		t.kept = fmt.Errorf("%w: damaged (%v) and not set aside: %v", data.ErrUnreadable, bad, err)
		return nil, t.kept
	}
	t.warning = fmt.Sprintf("high scores could not be read (%v); the file was kept as %s and a new table starts",
		bad, filepath.Base(aside))
	return nil, nil
}

// decodeTable parses and checks the table file; name is used in errors.
func decodeTable(name string, raw []byte) ([]Entry, error) {
	var f tableFile
	if err := data.DecodeStrict(name, raw, &f); err != nil {
		return nil, err
	}
	if f.Version != tableVersion {
		return nil, data.Errorf(name, "Version", "must be %d, got %d", tableVersion, f.Version)
	}
	if len(f.Entries) > MaxEntries {
		return nil, data.Errorf(name, "Entries", "at most %d entries, got %d", MaxEntries, len(f.Entries))
	}
	for i, e := range f.Entries {
		field := func(f string) string { return fmt.Sprintf("Entries[%d].%s", i, f) }
		switch {
		case !ValidName(e.Name):
			return nil, data.Errorf(name, field("Name"), "must be %d characters A-Z, 0-9 or space, got %q", NameLen, e.Name)
		case e.Score <= 0:
			return nil, data.Errorf(name, field("Score"), "must be > 0, got %d", e.Score)
		case i > 0 && e.Score > f.Entries[i-1].Score:
			return nil, data.Errorf(name, field("Score"), "must not exceed the entry above (%d), got %d",
				f.Entries[i-1].Score, e.Score)
		case e.Stage < 1 || e.Stage > MaxStage:
			return nil, data.Errorf(name, field("Stage"), "must be in 1..%d, got %d", MaxStage, e.Stage)
		}
		if e.Date != "" {
			if _, err := time.Parse(DateLayout, e.Date); err != nil {
				return nil, data.Errorf(name, field("Date"), "must be YYYY-MM-DD or empty, got %q", e.Date)
			}
		}
	}
	return f.Entries, nil
}

// Warning is the message to show the player when Load had to set a damaged
// file aside, or "" when the table loaded normally.
func (t *Table) Warning() string { return t.warning }

// SetClock replaces the clock Insert dates entries with (time.Now by
// default); tests and replays pass a fixed one. The date is bookkeeping
// only; the simulation never reads it.
func (t *Table) SetClock(now func() time.Time) {
	if now == nil {
		panic("save: SetClock(nil)")
	}
	t.now = now
}

// Rank returns the 1-based place score would take if inserted now, or 0 if
// it would not enter the table. A score equal to the last entry of a full
// table does not enter: the earlier entry keeps its place.
func (t *Table) Rank(score int64) int {
	if score <= 0 {
		return 0
	}
	return rankIn(t.entries, score)
}

// Qualifies reports whether score enters the table, that is whether the
// game should ask for a name.
func (t *Table) Qualifies(score int64) bool { return t.Rank(score) > 0 }

// Insert enters a score and returns its 1-based rank, or 0 if it does not
// qualify (the table is then unchanged). The lowest entry drops out of a
// full table. It does not save; call Save.
//
// name must satisfy ValidName and stage be in 1..MaxStage: the name-entry
// screen and the game guarantee both, so anything else is a bug and panics.
func (t *Table) Insert(name string, score int64, stage int) int {
	if !ValidName(name) {
		panic(fmt.Sprintf("save: Insert with invalid name %q", name))
	}
	if stage < 1 || stage > MaxStage {
		panic(fmt.Sprintf("save: Insert with stage %d, want 1..%d", stage, MaxStage))
	}
	rank := t.Rank(score)
	if rank == 0 {
		return 0
	}
	e := Entry{Name: name, Score: score, Stage: stage, Date: t.now().Format(DateLayout)}
	t.entries = insert(t.entries, e, rank)
	t.added = append(t.added, e)
	t.last, t.hasLast = e, true
	return rank
}

// insert puts e at the 1-based rank into entries, the lowest entry of a
// full table dropping out.
func insert(entries []Entry, e Entry, rank int) []Entry {
	entries = append(entries, Entry{})
	copy(entries[rank:], entries[rank-1:])
	entries[rank-1] = e
	if len(entries) > MaxEntries {
		entries = entries[:MaxEntries]
	}
	return entries
}

// rankIn is Rank in another list of entries.
func rankIn(entries []Entry, score int64) int {
	for i, e := range entries {
		if score > e.Score {
			return i + 1
		}
	}
	if len(entries) < MaxEntries {
		return len(entries) + 1
	}
	return 0
}

// LastRank returns the 1-based place of the entry Insert entered last, in
// the table as it stands now: after a Save, which adds this game's entries
// to what other games saved meanwhile, it may have moved down, or out of
// the table (0). 0 too when none was entered.
func (t *Table) LastRank() int {
	if !t.hasLast {
		return 0
	}
	for i := len(t.entries) - 1; i >= 0; i-- { // an equal entry saved earlier ranks first
		if t.entries[i] == t.last {
			return i + 1
		}
	}
	return 0
}

// Top returns the highest score, or 0 for an empty table: the title
// screen's "TOP" line. It does not allocate.
func (t *Table) Top() int64 {
	if len(t.entries) == 0 {
		return 0
	}
	return t.entries[0].Score
}

// Len returns the number of entries, 0..MaxEntries.
func (t *Table) Len() int { return len(t.entries) }

// Entries returns a copy of the entries, best first.
func (t *Table) Entries() []Entry {
	return append([]Entry(nil), t.entries...)
}

// Kept returns why Save refuses to write over the file on disk (see
// Load), or nil.
func (t *Table) Kept() error { return t.kept }

// Save adds the entries this table entered since it was loaded (or last
// saved) to the file as it is now, and writes that atomically
// (data.WriteFileAtomic), creating the folder if needed: a read, a merge
// and a write, under the save folder's lock. Two games sharing a config
// folder so each keep the other's new scores: neither writes back the
// table it loaded at its start. Afterwards the table is the file's.
//
// It refuses, with an error wrapping data.ErrUnreadable, while Kept is not
// nil. A file that cannot be read now (it could at Load) is kept as it is
// and not written over: Save says so, and refuses from then on. A file
// damaged since is set aside as Load does (Warning says so), and the new
// entries start a fresh table.
func (t *Table) Save() error {
	if t.kept != nil {
		return fmt.Errorf("save: high scores not saved, %s is kept as it is: %w", filepath.Base(t.file.Path()), t.kept)
	}
	if t.file == nil {
		f, err := open(t.dir, HighScoresFile)
		if err != nil {
			return err
		}
		t.file = f
	}
	f := t.file
	unlock, err := lockFolder(filepath.Dir(f.Path()))
	if err != nil {
		return fmt.Errorf("save: high scores not saved: %w", err)
	}
	defer unlock()
	onDisk, err := t.readFile() // what other games saved since this one loaded
	if err != nil {
		return fmt.Errorf("save: high scores not saved: %s cannot be read now (%v); it is kept as it is, never written over",
			filepath.Base(f.Path()), err)
	}
	entries := append(make([]Entry, 0, MaxEntries+1), onDisk...)
	for _, e := range t.added {
		if rank := rankIn(entries, e.Score); rank > 0 {
			entries = insert(entries, e, rank)
		}
	}
	raw, err := json.MarshalIndent(tableFile{Version: tableVersion, Entries: entries}, "", "  ")
	if err != nil {
		return fmt.Errorf("save: encode high scores: %w", err)
	}
	if err := f.Write(append(raw, '\n')); err != nil {
		return fmt.Errorf("save: high scores: %w", err)
	}
	t.entries = append(t.entries[:0], entries...)
	t.added = t.added[:0]
	return nil
}
