package save_test

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

var fixedDay = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

func newTable(t *testing.T, dir string) *save.Table {
	t.Helper()
	tb := save.New(dir)
	tb.SetClock(func() time.Time { return fixedDay })
	return tb
}

// fill inserts scores under names "A00", "A01", ...
func fill(t *testing.T, tb *save.Table, scores ...int64) {
	t.Helper()
	for i, s := range scores {
		if tb.Insert(nameOf(i), s, 1) == 0 {
			t.Fatalf("fill: score %d did not qualify", s)
		}
	}
}

func nameOf(i int) string { return string([]byte{'A', byte('0' + i/10%10), byte('0' + i%10)}) }

func scoresOf(tb *save.Table) []int64 {
	var out []int64
	for _, e := range tb.Entries() {
		out = append(out, e.Score)
	}
	return out
}

func TestValidName(t *testing.T) {
	cases := []struct {
		name string
		want bool
	}{
		{"ACE", true}, {"B0B", true}, {"A  ", true}, {" Z ", true}, {"007", true},
		{"   ", false}, {"AB", false}, {"ABCD", false}, {"", false}, {"ace", false},
		{"A-B", false}, {"ÄBC"[:3], false}, {"AB\x00", false},
	}
	for _, c := range cases {
		if got := save.ValidName(c.name); got != c.want {
			t.Errorf("ValidName(%q): got %v, want %v", c.name, got, c.want)
		}
	}
}

func TestInsertOrder(t *testing.T) {
	cases := []struct {
		name     string
		before   []int64
		score    int64
		wantRank int
		want     []int64
	}{
		{"empty table", nil, 500, 1, []int64{500}},
		{"new best", []int64{300, 200}, 400, 1, []int64{400, 300, 200}},
		{"middle", []int64{300, 100}, 200, 2, []int64{300, 200, 100}},
		{"tie goes below the earlier entry", []int64{300, 200, 100}, 200, 3, []int64{300, 200, 200, 100}},
		{"last place of a short table", []int64{300}, 10, 2, []int64{300, 10}},
		{"zero never enters", []int64{300}, 0, 0, []int64{300}},
		{"negative never enters", nil, -5, 0, nil},
		{"full: the lowest drops out", []int64{100, 90, 80, 70, 60, 50, 40, 30, 20, 10}, 55, 6,
			[]int64{100, 90, 80, 70, 60, 55, 50, 40, 30, 20}},
		{"full: equal to the last does not enter", []int64{100, 90, 80, 70, 60, 50, 40, 30, 20, 10}, 10, 0,
			[]int64{100, 90, 80, 70, 60, 50, 40, 30, 20, 10}},
		{"full: one above the last enters", []int64{100, 90, 80, 70, 60, 50, 40, 30, 20, 10}, 11, 10,
			[]int64{100, 90, 80, 70, 60, 50, 40, 30, 20, 11}},
		{"large scores", []int64{9_999_999_900}, 10_000_000_000, 1, []int64{10_000_000_000, 9_999_999_900}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tb := newTable(t, t.TempDir())
			fill(t, tb, c.before...)
			wantQ := c.wantRank > 0
			if got := tb.Qualifies(c.score); got != wantQ {
				t.Errorf("Qualifies(%d): got %v, want %v", c.score, got, wantQ)
			}
			if got := tb.Rank(c.score); got != c.wantRank {
				t.Errorf("Rank(%d): got %d, want %d", c.score, got, c.wantRank)
			}
			if got := tb.Insert("NEW", c.score, 7); got != c.wantRank {
				t.Errorf("Insert(%d): got rank %d, want %d", c.score, got, c.wantRank)
			}
			if got := scoresOf(tb); !reflect.DeepEqual(got, c.want) {
				t.Errorf("scores: got %v, want %v", got, c.want)
			}
			if c.wantRank > 0 {
				e := tb.Entries()[c.wantRank-1]
				want := save.Entry{Name: "NEW", Score: c.score, Stage: 7, Date: "2026-11-29"}
				if e != want {
					t.Errorf("entry at rank %d: got %+v, want %+v", c.wantRank, e, want)
				}
			}
			var top int64
			if len(c.want) > 0 {
				top = c.want[0]
			}
			if got := tb.Top(); got != top {
				t.Errorf("Top: got %d, want %d", got, top)
			}
		})
	}
}

func TestTiesKeepInsertionOrder(t *testing.T) {
	tb := newTable(t, t.TempDir())
	for i := 0; i < save.MaxEntries; i++ {
		tb.Insert(nameOf(i), 100, 1)
	}
	if tb.Qualifies(100) {
		t.Errorf("Qualifies(100) on a full table of 100s: got true, want false")
	}
	for i, e := range tb.Entries() {
		if e.Name != nameOf(i) {
			t.Errorf("entry %d: got %s, want %s (earlier entry first)", i, e.Name, nameOf(i))
		}
	}
}

func TestInsertPanicsOnMisuse(t *testing.T) {
	cases := []struct {
		name  string
		stage int
	}{{"ab", 1}, {"ABCD", 1}, {"   ", 1}, {"ABC", 0}, {"ABC", save.MaxStage + 1}}
	for _, c := range cases {
		func() {
			defer func() {
				r := recover()
				if s, _ := r.(string); !strings.HasPrefix(s, "save: ") {
					t.Errorf("Insert(%q, 1, %d): got panic %v, want a \"save: \" panic", c.name, c.stage, r)
				}
			}()
			newTable(t, "").Insert(c.name, 1, c.stage)
		}()
	}
}

func TestEntriesIsACopy(t *testing.T) {
	tb := newTable(t, t.TempDir())
	fill(t, tb, 50)
	tb.Entries()[0].Score = 1
	if got := tb.Top(); got != 50 {
		t.Errorf("Top after editing the copy: got %d, want 50", got)
	}
}

func TestRoundTrip(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "not", "yet", "there")
	tb := newTable(t, dir)
	fill(t, tb, 1200, 800, 800, 50)
	tb.Insert("Z 9", 900, save.MaxStage)
	if err := tb.Save(); err != nil {
		t.Fatal(err)
	}
	got, err := save.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if got.Warning() != "" {
		t.Errorf("Warning: got %q, want none", got.Warning())
	}
	if !reflect.DeepEqual(got.Entries(), tb.Entries()) {
		t.Errorf("loaded: got %+v, want %+v", got.Entries(), tb.Entries())
	}
	// The loaded table keeps the folder: a further save lands in the same file.
	got.Insert("TOP", 5000, 3)
	if err := got.Save(); err != nil {
		t.Fatal(err)
	}
	again, err := save.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	if again.Top() != 5000 || again.Len() != 6 {
		t.Errorf("after second save: got top %d len %d, want 5000 and 6", again.Top(), again.Len())
	}
	matches, _ := filepath.Glob(filepath.Join(dir, ".*"))
	if len(matches) != 0 {
		t.Errorf("temporary files left behind: %v", matches)
	}
}

func TestLoadMissingFile(t *testing.T) {
	tb, err := save.Load(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if tb.Len() != 0 || tb.Top() != 0 || tb.Warning() != "" {
		t.Errorf("got len %d top %d warning %q, want an empty table", tb.Len(), tb.Top(), tb.Warning())
	}
}

func TestLoadUsesEnvDir(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(save.EnvDir, dir)
	if got, err := save.Dir(); err != nil || got != dir {
		t.Fatalf("Dir: got %q, %v, want %q", got, err, dir)
	}
	tb := newTable(t, "")
	fill(t, tb, 42)
	if err := tb.Save(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, save.HighScoresFile)); err != nil {
		t.Errorf("Save with dir \"\" did not write into $%s: %v", save.EnvDir, err)
	}
	back, err := save.Load("")
	if err != nil {
		t.Fatal(err)
	}
	if back.Top() != 42 {
		t.Errorf("Load(\"\"): got top %d, want 42", back.Top())
	}
}

func TestCorruptFileIsSetAside(t *testing.T) {
	const good = `{"Version": 1, "Entries": [{"Name": "ACE", "Score": 10, "Stage": 1, "Date": ""}]}`
	cases := []struct {
		name, content, wantMsg string
	}{
		{"truncated", `{"Version": 1, "Entries": [{"Name": "AC`, "highscores.json:1:"},
		{"empty", ``, "empty file"},
		{"not JSON", "garbage", "highscores.json:1:"},
		{"binary", "\x00\x01\x02", "highscores.json"},
		{"unknown field", `{"Version": 1, "Entries": [], "Cheat": true}`, `unknown field "Cheat"`},
		{"trailing data", good + `}`, "after the JSON value"},
		{"wrong version", `{"Version": 2, "Entries": []}`, "field Version"},
		{"no version", `{"Entries": []}`, "field Version"},
		{"bad name", strings.Replace(good, "ACE", "ace", 1), "field Entries[0].Name"},
		{"zero score", strings.Replace(good, `"Score": 10`, `"Score": 0`, 1), "field Entries[0].Score"},
		{"stage out of range", strings.Replace(good, `"Stage": 1`, `"Stage": 100`, 1), "field Entries[0].Stage"},
		{"bad date", strings.Replace(good, `"Date": ""`, `"Date": "yesterday"`, 1), "field Entries[0].Date"},
		{"out of order", `{"Version": 1, "Entries": [{"Name": "AAA", "Score": 5, "Stage": 1},
			{"Name": "BBB", "Score": 6, "Stage": 1}]}`, "field Entries[1].Score"},
		{"too many", `{"Version": 1, "Entries": [` + strings.Repeat(`{"Name": "AAA", "Score": 5, "Stage": 1},`, 10) +
			`{"Name": "AAA", "Score": 5, "Stage": 1}]}`, "field Entries"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, save.HighScoresFile)
			if err := os.WriteFile(path, []byte(c.content), 0o644); err != nil {
				t.Fatal(err)
			}
			// An earlier recovery already used .corrupt-1: the next number is taken.
			if err := os.WriteFile(path+".corrupt-1", []byte("older"), 0o644); err != nil {
				t.Fatal(err)
			}
			tb, err := save.Load(dir)
			if err != nil {
				t.Fatalf("Load: got error %v, want a recovered table", err)
			}
			if tb.Len() != 0 {
				t.Errorf("Len: got %d, want a fresh table", tb.Len())
			}
			w := tb.Warning()
			if !strings.Contains(w, c.wantMsg) || !strings.Contains(w, save.HighScoresFile+".corrupt-2") {
				t.Errorf("Warning: got %q, want it to mention %q and the .corrupt-2 file", w, c.wantMsg)
			}
			kept, err := os.ReadFile(path + ".corrupt-2")
			if err != nil || string(kept) != c.content {
				t.Errorf("set-aside file: got %q, %v, want the original content %q", kept, err, c.content)
			}
			if older, _ := os.ReadFile(path + ".corrupt-1"); string(older) != "older" {
				t.Errorf(".corrupt-1 was overwritten: got %q", older)
			}
			if _, err := os.Stat(path); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("the damaged file is still in place: %v", err)
			}
			// The fresh table saves and loads cleanly.
			tb.SetClock(func() time.Time { return fixedDay })
			tb.Insert("NEW", 77, 2)
			if err := tb.Save(); err != nil {
				t.Fatal(err)
			}
			back, err := save.Load(dir)
			if err != nil || back.Warning() != "" || back.Top() != 77 {
				t.Errorf("reload: got top %d warning %q err %v, want 77, none, nil", back.Top(), back.Warning(), err)
			}
		})
	}
}

func TestLoadUnreadableKeepsTheFile(t *testing.T) {
	dir := t.TempDir()
	// A folder where the file should be cannot be read, and must not be
	// moved or replaced.
	if err := os.Mkdir(filepath.Join(dir, save.HighScoresFile), 0o755); err != nil {
		t.Fatal(err)
	}
	tb, err := save.Load(dir)
	if err == nil || tb == nil || tb.Len() != 0 {
		t.Fatalf("Load: got table %v and error %v, want an empty table and an error", tb, err)
	}
	if err := tb.Save(); !errors.Is(err, data.ErrUnreadable) {
		t.Errorf("Save: got %v, want an error wrapping data.ErrUnreadable", err)
	}
	if info, serr := os.Stat(filepath.Join(dir, save.HighScoresFile)); serr != nil || !info.IsDir() {
		t.Errorf("the unreadable entry was moved or replaced: %v", serr)
	}
}

func TestTopDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	tb := newTable(t, "")
	fill(t, tb, 300, 200, 100)
	var sink int64
	if n := testing.AllocsPerRun(100, func() { sink += tb.Top() + int64(tb.Rank(150)) }); n != 0 {
		t.Errorf("Top and Rank: got %v allocs, want 0", n)
	}
	_ = sink
}
