package save_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

func ExampleLoad() {
	dir, _ := os.MkdirTemp("", "bomberman-example")
	defer os.RemoveAll(dir)

	scores, err := save.Load(dir) // an empty table: nothing saved yet
	if err != nil {
		fmt.Println(err)
		return
	}
	if msg := scores.Warning(); msg != "" {
		fmt.Println(msg) // a damaged file was set aside
	}
	scores.SetClock(func() time.Time { return time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC) })
	scores.Insert("ACE", 12400, 6)
	if scores.Qualifies(3100) {
		fmt.Println("rank", scores.Insert("BOB", 3100, 2))
	}
	if err := scores.Save(); err != nil {
		fmt.Println(err)
		return
	}

	again, _ := save.Load(dir)
	fmt.Println("TOP", again.Top())
	for i, e := range again.Entries() {
		fmt.Printf("%2d %s %8d stage %d %s\n", i+1, e.Name, e.Score, e.Stage, e.Date)
	}
	// Output:
	// rank 2
	// TOP 12400
	//  1 ACE    12400 stage 6 2026-11-29
	//  2 BOB     3100 stage 2 2026-11-29
}

func ExampleLoad_corrupt() {
	dir, _ := os.MkdirTemp("", "bomberman-example")
	defer os.RemoveAll(dir)
	os.WriteFile(filepath.Join(dir, save.HighScoresFile), []byte(`{"Version": 1, "Entries": [`), 0o644)

	scores, err := save.Load(dir)
	fmt.Println(err, scores.Len())
	fmt.Println(scores.Warning() != "")
	_, err = os.Stat(filepath.Join(dir, save.HighScoresFile+".corrupt-1"))
	fmt.Println(err == nil)
	// Output:
	// <nil> 0
	// true
	// true
}

func ExampleLoadSettings() {
	dir, _ := os.MkdirTemp("", "bomberman-example")
	defer os.RemoveAll(dir)

	s, err := save.LoadSettings(dir) // no file yet: the defaults
	fmt.Println(s.WindowScale, s.VersusRounds, err)

	s.WindowScale = 4
	s.ScreenShake = false
	if err := save.SaveSettings(dir, s); err != nil {
		fmt.Println(err)
	}

	os.WriteFile(filepath.Join(dir, save.SettingsFile), []byte(`{"WindowScale": 40}`), 0o644)
	s, err = save.LoadSettings(dir) // invalid: the defaults and an error naming the field
	fmt.Println(s.WindowScale, err != nil)
	// Output:
	// 3 3 <nil>
	// 3 true
}

func ExampleOpenSettings() {
	dir, _ := os.MkdirTemp("", "bomberman-example")
	defer os.RemoveAll(dir)

	store, s, err := save.OpenSettings(dir) // a first run: the defaults
	fmt.Println(s.MusicVolume, err)
	s.MusicVolume = 40
	if err := store.Save(s); err != nil { // creates the folder if needed
		fmt.Println(err)
	}
	_, again, _ := save.OpenSettings(dir)
	fmt.Println(again.MusicVolume)
	// Output:
	// 70 <nil>
	// 40
}

func ExampleTable_Kept() {
	dir, _ := os.MkdirTemp("", "bomberman-example")
	defer os.RemoveAll(dir)
	// Something that cannot be read as a file stands where the table should
	// be (a folder here; a file without read permission, a disk error).
	os.Mkdir(filepath.Join(dir, save.HighScoresFile), 0o755)

	scores, err := save.Load(dir)
	fmt.Println(err != nil, scores.Len(), scores.Kept() != nil) // play on an empty table
	scores.Insert("ACE", 500, 1)
	err = scores.Save() // refused: what is on disk is never written over
	fmt.Println(errors.Is(err, data.ErrUnreadable))
	// Output:
	// true 0 true
	// true
}

// Two games share a folder: both loaded the same table at their start,
// and each enters a score. Save adds each game's entry to the file as it
// is then, so the second save keeps the first one's score.
func ExampleTable_Save() {
	dir, _ := os.MkdirTemp("", "bomberman-example")
	defer os.RemoveAll(dir)
	day := func() time.Time { return time.Date(2026, 11, 29, 0, 0, 0, 0, time.UTC) }

	one, _ := save.Load(dir)
	two, _ := save.Load(dir)
	one.SetClock(day)
	two.SetClock(day)
	one.Insert("ONE", 5000, 3)
	two.Insert("TWO", 7000, 4)
	if err := one.Save(); err != nil {
		fmt.Println(err)
	}
	if err := two.Save(); err != nil {
		fmt.Println(err)
	}
	fmt.Println("ONE is now rank", one.LastRank(), "in its table of", one.Len())
	fmt.Println("TWO is rank", two.LastRank(), "in its table of", two.Len())
	again, _ := save.Load(dir)
	for i, e := range again.Entries() {
		fmt.Printf("%d %s %d\n", i+1, e.Name, e.Score)
	}
	// Output:
	// ONE is now rank 1 in its table of 1
	// TWO is rank 1 in its table of 2
	// 1 TWO 7000
	// 2 ONE 5000
}
