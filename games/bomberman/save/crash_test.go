package save_test

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// envCrashDir, when set, turns TestHelperWriter into the writer process of
// TestCrashMidWrite, saving into that folder.
const envCrashDir = "BOMBERMAN_SAVE_CRASH_DIR"

// generation is the table of generation g: 1 + g%10 new entries (so the
// file's length changes from one save to the next) whose scores all encode
// g and beat every earlier generation's. Its Save adds them to the file,
// so the file after generation g is exactly savedAfter(g); a torn write
// would show as bad JSON or as another list of entries.
func generation(g int64) *save.Table {
	tb := save.New("")
	tb.SetClock(func() time.Time { return fixedDay })
	for i := int64(0); i <= g%10; i++ {
		tb.Insert(nameOf(int(i)), g*100+(10-i), int(1+g%save.MaxStage))
	}
	return tb
}

// savedAfter is the table on disk once generations 1 to g were saved in
// turn, from an empty folder: each generation's entries above the ones
// before, the first MaxEntries kept.
func savedAfter(g int64) []save.Entry {
	var es []save.Entry
	for i := int64(1); i <= g; i++ {
		es = append(generation(i).Entries(), es...)
		es = es[:min(len(es), save.MaxEntries)]
	}
	return es
}

// generationOf checks that tb is the table of a whole generation's save
// and returns the generation.
func generationOf(tb *save.Table) (int64, error) {
	es := tb.Entries()
	if len(es) == 0 {
		return 0, nil
	}
	g := es[0].Score / 100
	want := savedAfter(g)
	if len(es) != len(want) {
		return g, fmt.Errorf("generation %d: got %d entries, want %d", g, len(es), len(want))
	}
	for i := range es {
		if es[i] != want[i] {
			return g, fmt.Errorf("generation %d: entry %d: got %+v, want %+v", g, i, es[i], want[i])
		}
	}
	return g, nil
}

// TestHelperWriter is not a test on its own: run by TestCrashMidWrite as a
// child process, it saves generation after generation until it is killed.
func TestHelperWriter(t *testing.T) {
	dir := os.Getenv(envCrashDir)
	if dir == "" {
		t.Skip("helper process of TestCrashMidWrite")
	}
	t.Setenv(save.EnvDir, dir)
	prev, err := save.Load(dir)
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(2)
	}
	g, _ := generationOf(prev)
	deadline := time.Now().Add(20 * time.Second) // an orphan stops by itself
	for time.Now().Before(deadline) {
		g++
		if err := generation(g).Save(); err != nil {
			fmt.Println("error:", err)
			os.Exit(2)
		}
		fmt.Println("saved", g)
	}
	os.Exit(0)
}

// TestCrashMidWrite kills a writer with SIGKILL at varied moments; after
// every kill the table must load cleanly and hold one whole generation, the
// last one saved or the one before it, never a mix or a truncated file.
func TestCrashMidWrite(t *testing.T) {
	if testing.Short() {
		t.Skip("spawns processes")
	}
	dir := t.TempDir()
	rng := random.New(0x5AFE).Stream("kill")
	const kills = 20
	var last int64
	interrupted := 0
	for k := 0; k < kills; k++ {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWriter$", "-test.count=1")
		cmd.Env = append(os.Environ(), envCrashDir+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Wait for the first save, then let it run a random few milliseconds.
		lines := bufio.NewScanner(out)
		var seen int64
		for lines.Scan() {
			if _, err := fmt.Sscanf(lines.Text(), "saved %d", &seen); err == nil {
				break
			}
			if strings.HasPrefix(lines.Text(), "error:") {
				cmd.Process.Kill()
				cmd.Wait()
				t.Fatalf("writer: %s", lines.Text())
			}
		}
		if seen == 0 {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("kill %d: the writer never saved", k)
		}
		time.Sleep(time.Duration(rng.Range(0, 12000)) * time.Microsecond)
		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		// Read what it reported before dying: the last save it finished.
		for lines.Scan() {
			fmt.Sscanf(lines.Text(), "saved %d", &seen)
		}
		cmd.Wait()

		tb, err := save.Load(dir)
		if err != nil {
			t.Fatalf("kill %d: Load: %v", k, err)
		}
		if w := tb.Warning(); w != "" {
			t.Fatalf("kill %d: the table was damaged: %s", k, w)
		}
		g, err := generationOf(tb)
		if err != nil {
			t.Fatalf("kill %d: %v", k, err)
		}
		// The file holds the last reported save or one finished after it,
		// before the report reached us: never an older one.
		if g < seen || g > seen+1 || g < last {
			t.Fatalf("kill %d: table holds generation %d, want %d or %d (previous check %d)", k, g, seen, seen+1, last)
		}
		last = g
		if temps, _ := filepath.Glob(filepath.Join(dir, ".*.tmp-*")); len(temps) > interrupted {
			interrupted = len(temps)
		}
	}
	if corrupt, _ := filepath.Glob(filepath.Join(dir, "*.corrupt-*")); len(corrupt) != 0 {
		t.Errorf("files set aside: %v, want none", corrupt)
	}
	t.Logf("%d kills, %d generations saved, %d kills interrupted a write (temporary files left)", kills, last, interrupted)
}
