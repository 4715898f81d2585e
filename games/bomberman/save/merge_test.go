package save_test

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/games/bomberman/save"
)

// envGameDir, envGameName and envGameGo, when set, turn TestHelperGame
// into one of the two games of TestTwoGamesShareAFolder.
const (
	envGameDir  = "BOMBERMAN_SAVE_GAME_DIR"
	envGameName = "BOMBERMAN_SAVE_GAME_NAME"
	envGameGo   = "BOMBERMAN_SAVE_GAME_GO"
)

// gameScores are the scores game A or B enters, one save after each:
// interleaved, so that each of its entries lands between the other's.
func gameScores(name string) []int64 {
	if name == "A" {
		return []int64{800, 600, 400, 200}
	}
	return []int64{700, 500, 300, 100}
}

// TestHelperGame is not a test on its own: run by TestTwoGamesShareAFolder
// as a child process, it is a game that loads the table at its start,
// waits until the other game has loaded it too, then enters its scores,
// saving after each.
func TestHelperGame(t *testing.T) {
	dir := os.Getenv(envGameDir)
	if dir == "" {
		t.Skip("helper process of TestTwoGamesShareAFolder")
	}
	name := os.Getenv(envGameName)
	tb, err := save.Load(dir)
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(2)
	}
	fmt.Println("loaded")
	deadline := time.Now().Add(20 * time.Second) // an orphan stops by itself
	for {
		if _, err := os.Stat(os.Getenv(envGameGo)); err == nil {
			break
		}
		if time.Now().After(deadline) {
			os.Exit(3)
		}
		time.Sleep(time.Millisecond)
	}
	for i, score := range gameScores(name) {
		tb.Insert(name+" "+string(rune('0'+i)), score, 1)
		if err := tb.Save(); err != nil {
			fmt.Println("error:", err)
			os.Exit(2)
		}
	}
	os.Exit(0)
}

// Two games sharing a config folder, each started on the same table, each
// enter four scores and save after each, at the same time: the file ends
// with all eight new entries and the two it had, in order. Each save reads
// what is on disk under the folder's lock and adds its own entries, so
// neither game writes back the table it loaded at its start.
func TestTwoGamesShareAFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	for round := 0; round < 3; round++ {
		dir, gate := t.TempDir(), filepath.Join(t.TempDir(), "go")
		first := save.New(dir)
		first.SetClock(func() time.Time { return fixedDay })
		first.Insert("OLD", 20, 1)
		first.Insert("OLD", 10, 1)
		if err := first.Save(); err != nil {
			t.Fatal(err)
		}
		var games []*exec.Cmd
		for _, name := range []string{"A", "B"} {
			cmd := exec.Command(os.Args[0], "-test.run=^TestHelperGame$", "-test.count=1")
			cmd.Env = append(os.Environ(), envGameDir+"="+dir, envGameName+"="+name, envGameGo+"="+gate)
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			lines := bufio.NewScanner(out)
			if !lines.Scan() || lines.Text() != "loaded" {
				t.Fatalf("game %s: got %q, want loaded", name, lines.Text())
			}
			go func() {
				for lines.Scan() {
					if strings.HasPrefix(lines.Text(), "error:") {
						t.Errorf("game %s: %s", name, lines.Text())
					}
				}
			}()
			games = append(games, cmd)
		}
		if err := os.WriteFile(gate, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, cmd := range games {
			if err := cmd.Wait(); err != nil {
				var ee *exec.ExitError
				errors.As(err, &ee)
				t.Fatalf("a game ended with %v", err)
			}
		}
		tb, err := save.Load(dir)
		if err != nil || tb.Warning() != "" {
			t.Fatalf("Load: %v %s", err, tb.Warning())
		}
		var got []string
		for _, e := range tb.Entries() {
			got = append(got, fmt.Sprintf("%s %d", e.Name, e.Score))
		}
		want := []string{"A 0 800", "B 0 700", "A 1 600", "B 1 500", "A 2 400", "B 2 300", "A 3 200", "B 3 100", "OLD 20", "OLD 10"}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("round %d: got %q, want %q", round, got, want)
		}
		assertOnly(t, dir, save.HighScoresFile)
	}
}

// Save adds this table's new entries to the file as it is: another game's
// entries saved meanwhile stay, LastRank follows the entry where the merge
// put it (down, or out of the table), and a file that cannot be read at
// the save is kept as it is.
func TestSaveMergesWithTheFile(t *testing.T) {
	dir := t.TempDir()
	mine, other := newTable(t, dir), newTable(t, dir)
	fill(t, other, 900, 700)
	if err := other.Save(); err != nil {
		t.Fatal(err)
	}
	if rank := mine.Insert("ME ", 800, 2); rank != 1 || mine.LastRank() != 1 {
		t.Fatalf("Insert: got rank %d, LastRank %d; want 1, 1", rank, mine.LastRank())
	}
	if err := mine.Save(); err != nil {
		t.Fatal(err)
	}
	if got, want := scoresOf(mine), []int64{900, 800, 700}; !reflect.DeepEqual(got, want) || mine.LastRank() != 2 {
		t.Errorf("after the save: got %v, LastRank %d; want %v, 2", got, mine.LastRank(), want)
	}
	// the other game fills the table with better scores: this one's falls out
	fill(t, other, 990, 980, 970, 960, 950, 940, 930, 920, 910, 905)
	if err := other.Save(); err != nil {
		t.Fatal(err)
	}
	mine.Insert("ME ", 850, 2)
	if err := mine.Save(); err != nil {
		t.Fatal(err)
	}
	if mine.LastRank() != 0 || mine.Top() != 990 || mine.Len() != save.MaxEntries {
		t.Errorf("a table full of better scores: got LastRank %d, top %d, len %d; want 0, 990, 10", mine.LastRank(), mine.Top(), mine.Len())
	}
	// a file that became unreadable since: kept, never written over
	path := filepath.Join(dir, save.HighScoresFile)
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	mine.Insert("ME ", 999, 2)
	if err := mine.Save(); err == nil || !strings.Contains(err.Error(), "highscores.json cannot be read now") {
		t.Errorf("an unreadable file: got %v, want it kept", err)
	}
	if err := mine.Save(); mine.Kept() == nil || err == nil {
		t.Errorf("the next save: got %v (kept %v), want a refusal", err, mine.Kept())
	}
	if info, err := os.Stat(path); err != nil || !info.IsDir() {
		t.Errorf("the unreadable entry was replaced: %v", err)
	}
}
