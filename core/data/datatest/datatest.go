// Package datatest holds what the tests of every loader and save share:
// the bounds a loader must keep on any input, however hostile (Bounded),
// a way to see a file that cannot be read (AsNobody, RerunAsNobody, in a
// folder the other user can reach: SharedDir), and what is not a file at
// all (MakeSpecial: a folder, a FIFO, a socket, a device) with a check
// that nothing blocks on it (Returns).
//
//	func FuzzLoadRules(f *testing.F) {
//		f.Add(realFile)
//		f.Fuzz(func(t *testing.T, raw []byte) {
//			datatest.Bounded(t, func() { _, _ = game.ParseRules("rules.json", raw) })
//		})
//	}
package datatest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Bounds every loader keeps on one input.
const (
	// MaxAlloc is the most one input may make a loader allocate.
	MaxAlloc = 256 << 20
	// MaxTime is the longest one input may take; past it the test
	// crashes with the input, which the fuzzer then saves. It is generous:
	// fuzzing shares the machine with other work.
	MaxTime = 10 * time.Second
)

// Bounded runs load, which decodes one input, and fails t if it allocates
// more than MaxAlloc in total. If load runs past MaxTime the process
// panics, naming the input, so that a hang is reported as a crasher
// (fuzz workers have no time limit of their own). A panic inside load
// fails the fuzz run as usual.
func Bounded(t testing.TB, load func()) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	hang := time.AfterFunc(MaxTime, func() {
		panic(fmt.Sprintf("datatest: %s took over %v: a hang", t.Name(), MaxTime))
	})
	load()
	hang.Stop()
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; grew > MaxAlloc {
		t.Fatalf("one input allocated %d MiB, over the bound of %d MiB", grew>>20, MaxAlloc>>20)
	}
}

// NobodyUID is the user (and group) the tests of unreadable files run as:
// root reads every file whatever its mode, so "a save that cannot be read"
// can only be seen as another user.
const NobodyUID = 65534

// AsNobody returns the command that runs exe with args as the user nobody
// (through setpriv) when the tests run as root, and as the current user
// otherwise. It skips t where root has no setpriv.
func AsNobody(t testing.TB, exe string, args ...string) *exec.Cmd {
	t.Helper()
	if os.Geteuid() != 0 {
		return exec.Command(exe, args...)
	}
	setpriv, err := exec.LookPath("setpriv")
	if err != nil {
		t.Skip("running as root and setpriv is missing: cannot test an unreadable file as an unprivileged user")
	}
	id := strconv.Itoa(NobodyUID)
	return exec.Command(setpriv, append([]string{"--reuid=" + id, "--regid=" + id, "--clear-groups", exe}, args...)...)
}

// RerunAsNobody runs the test name (a path of test and subtest names, such
// as "TestSaves/mode_000") of the running test binary again as the user
// nobody, with env added to its environment, in a folder that user can
// reach and write (SharedDir; also its TMPDIR and HOME), and fails t
// unless it passes there. A test calls it when it finds itself running as
// root.
func RerunAsNobody(t testing.TB, name string, env ...string) {
	t.Helper()
	dir := SharedDir(t)
	exe := filepath.Join(dir, "test.bin")
	bin, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(exe, bin, 0o755); err != nil {
		t.Fatal(err)
	}
	run := "^" + strings.ReplaceAll(name, "/", "$/^") + "$"
	cmd := AsNobody(t, exe, "-test.run", run, "-test.v")
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "TMPDIR="+dir, "HOME="+dir, "XDG_CACHE_HOME="+filepath.Join(dir, "cache")), env...)
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: "+name) {
		t.Fatalf("as nobody: %v\n%s", err, out)
	}
}
