package game_test

import (
	"os"
	"reflect"
	"testing"
	"testing/fstest"
	"unsafe"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// notState are the fields of Game that Checksum leaves out: the data set,
// the events of the last Step and the scratch space rewritten before use.
var notState = map[string]bool{"book": true, "events": true, "eventCount": true, "lethal": true, "cellScratch": true}

// Every value of the state takes part in the checksum: changing any one of
// them, anywhere in Game (players, map, bombs, arms, flames, enemies, the
// RNG streams...), changes it. A field added to Game and forgotten in
// Checksum fails here.
func TestChecksumCoversEveryField(t *testing.T) {
	g, err := game.New(mustConfig(t), game.Options{Seed: 9, Mode: game.ModeVersus})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200; i++ {
		g.Step([2]game.Buttons{busyInputs[i/20%len(busyInputs)], busyInputs[(i/20+3)%len(busyInputs)]})
	}
	base := g.Checksum()
	leaves := 0
	var walk func(v reflect.Value, path string)
	walk = func(v reflect.Value, path string) {
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				walk(v.Field(i), path+"."+v.Type().Field(i).Name)
			}
			return
		case reflect.Array:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i), path+"[]")
			}
			return
		}
		v = reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem() // unexported fields too
		old := reflect.New(v.Type()).Elem()
		old.Set(v)
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			v.SetInt(v.Int() ^ 1)
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			v.SetUint(v.Uint() ^ 1)
		case reflect.String:
			v.SetString(v.String() + "A")
		default:
			t.Fatalf("%s: a %v in the state, which this test cannot change", path, v.Kind())
		}
		leaves++
		if g.Checksum() == base {
			t.Errorf("%s: changed, and the checksum did not", path)
		}
		v.Set(old)
	}
	gv := reflect.ValueOf(g).Elem()
	for i := 0; i < gv.NumField(); i++ {
		if name := gv.Type().Field(i).Name; !notState[name] {
			walk(gv.Field(i), name)
		}
	}
	if g.Checksum() != base {
		t.Fatal("the state was not restored after the walk")
	}
	if leaves < 1000 {
		t.Fatalf("walked %d values, want the whole state (over 1000)", leaves)
	}
}

// Equal states have equal checksums, a copy (a save state) included;
// the same inputs keep them equal, other inputs part them.
func TestChecksumFollowsState(t *testing.T) {
	cfg := mustConfig(t)
	a, _ := game.New(cfg, game.Options{Seed: 4, Mode: game.ModeVersus})
	b, _ := game.New(cfg, game.Options{Seed: 4, Mode: game.ModeVersus})
	c, _ := game.New(cfg, game.Options{Seed: 5, Mode: game.ModeVersus})
	if a.Checksum() != b.Checksum() || a.Checksum() == c.Checksum() {
		t.Fatalf("seeds 4, 4, 5: got checksums %x %x %x, want the first two equal and the third apart", a.Checksum(), b.Checksum(), c.Checksum())
	}
	for i := 0; i < 300; i++ {
		in := [2]game.Buttons{busyInputs[i/15%len(busyInputs)], busyInputs[(i/9)%len(busyInputs)]}
		a.Step(in)
		b.Step(in)
	}
	save := *a
	if a.Checksum() != b.Checksum() || save.Checksum() != a.Checksum() {
		t.Fatalf("same inputs: got %x and %x (copy %x), want them equal", a.Checksum(), b.Checksum(), save.Checksum())
	}
	d, _ := game.New(cfg, game.Options{Seed: 4, Mode: game.ModeVersus})
	e, _ := game.New(cfg, game.Options{Seed: 4, Mode: game.ModeVersus})
	for i := 0; i < 30; i++ {
		d.Step([2]game.Buttons{0, game.ButtonUp})
		e.Step([2]game.Buttons{0, game.ButtonLeft})
	}
	if d.Checksum() == e.Checksum() {
		t.Error("other inputs: got equal checksums")
	}
}

func TestChecksumAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime allocates on its own")
	}
	g := busyGame(t)
	if n := testing.AllocsPerRun(100, func() { _ = g.Checksum() }); n != 0 {
		t.Fatalf("got %v allocs per Checksum, want 0", n)
	}
}

func BenchmarkChecksum(b *testing.B) {
	g := busyGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Checksum()
	}
}

// The data hash is the files' bytes: the same data hashes the same, one
// changed byte in any file changes it.
func TestConfigHash(t *testing.T) {
	files := fstest.MapFS{}
	for _, name := range []string{game.StagesFile, game.EnemiesFile, game.ItemsFile, game.RulesFile} {
		raw, err := os.ReadFile(dataDir + "/" + name)
		if err != nil {
			t.Fatal(err)
		}
		files[name] = &fstest.MapFile{Data: raw}
	}
	a, err := game.LoadConfig(files)
	if err != nil {
		t.Fatal(err)
	}
	if b := mustConfig(t); a.Hash() != b.Hash() || a.Hash() == [32]byte{} {
		t.Fatalf("same files: got hashes %x and %x, want them equal and set", a.Hash(), b.Hash())
	}
	for _, name := range []string{game.StagesFile, game.EnemiesFile, game.ItemsFile, game.RulesFile} {
		changed := fstest.MapFS{}
		for n, f := range files {
			changed[n] = f
		}
		raw := append([]byte(nil), files[name].Data...)
		raw = append(raw, '\n') // still valid JSON, other bytes
		changed[name] = &fstest.MapFile{Data: raw}
		c, err := game.LoadConfig(changed)
		if err != nil {
			t.Fatal(err)
		}
		if c.Hash() == a.Hash() {
			t.Errorf("%s with one more byte: got the same hash", name)
		}
	}
}
