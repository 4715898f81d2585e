package level_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/core/patterns"
	rootdata "github.com/bengine-go/bengine/data"
	"github.com/bengine-go/bengine/games/tumble/level"
)

const yard = "levels/yard.json"

func shipped(t testing.TB) (*level.Level, []byte) {
	t.Helper()
	raw, err := data.ReadFile(rootdata.Tumble(), yard)
	if err != nil {
		t.Fatal(err)
	}
	l, err := level.Parse(yard, raw)
	if err != nil {
		t.Fatal(err)
	}
	return l, raw
}

// The shipped level is in Encode's form, so saving it unchanged writes the
// same bytes.
func TestShippedLevelIsInEncodedForm(t *testing.T) {
	l, raw := shipped(t)
	if got := l.Encode(); !bytes.Equal(got, raw) {
		t.Errorf("Encode of %s differs from the file:\n%s\nwant\n%s", yard, got, raw)
	}
	if l.Index(level.Start) < 0 || l.Index(level.Goal) < 0 {
		t.Errorf("the yard has no start or no goal")
	}
	for _, k := range level.Kinds {
		if l.Index(k) < 0 {
			t.Errorf("the yard has no %s: it should show every kind", k)
		}
	}
}

func TestEncodeParseRoundTrip(t *testing.T) {
	cases := []*level.Level{
		{Name: "empty but a start", Width: 320, Height: 180, Items: []level.Item{{Kind: level.Start, X: 10, Y: 10, W: 14, H: 14}}},
		{Name: "odd \"numbers\" ✓", Width: 1000.5, Height: 333.25, Items: []level.Item{
			{Kind: level.Start, X: 0, Y: 0, W: 14, H: 14},
			{Kind: level.Crate, X: 1.1, Y: 2.2, W: 6, H: 64, Angle: -179.75, Flip: true},
			{Kind: level.Lamp, X: 1000.5, Y: 333.25, W: 32, H: 8, Angle: 360},
		}},
	}
	for _, l := range cases {
		raw := l.Encode()
		got, err := level.Parse("round.json", raw)
		if err != nil {
			t.Fatalf("%s: %v\n%s", l.Name, err, raw)
		}
		if again := got.Encode(); !bytes.Equal(again, raw) {
			t.Errorf("%s: encoded twice differs:\n%s\n%s", l.Name, raw, again)
		}
		if got.Items[len(got.Items)-1] != l.Items[len(l.Items)-1] {
			t.Errorf("%s: last item %+v, want %+v", l.Name, got.Items[len(got.Items)-1], l.Items[len(l.Items)-1])
		}
	}
}

func TestParseErrorsNameTheFileAndTheKey(t *testing.T) {
	start := `{"kind": "start", "x": 10, "y": 10, "w": 14, "h": 14}`
	lvl := func(items ...string) string {
		return `{"name": "t", "width": 400, "height": 200, "items": [` + strings.Join(items, ",\n") + `]}`
	}
	cases := []struct {
		name, raw string
		want      []string
	}{
		{"unknown key", `{"name": "t", "width": 400, "height": 200, "itmes": []}`, []string{"bad.json:1:", `"itmes"`}},
		{"wrong type", lvl(start, `{"kind": "crate", "x": "ten", "y": 1, "w": 16, "h": 16}`), []string{"bad.json:2:", "items[1].x"}},
		{"unknown kind", lvl(start, `{"kind": "cake", "x": 1, "y": 1, "w": 16, "h": 16}`), []string{"bad.json", "items[1].kind", `"cake"`, `"crate"`}},
		{"outside the level", lvl(start, `{"kind": "crate", "x": 500, "y": 1, "w": 16, "h": 16}`), []string{"items[1].x", "500"}},
		{"too small", lvl(start, `{"kind": "crate", "x": 5, "y": 1, "w": 1, "h": 16}`), []string{"items[1].w", "6 to 64"}},
		{"angle", lvl(start, `{"kind": "wall", "x": 5, "y": 1, "w": 10, "h": 16, "angle": 400}`), []string{"items[1].angle"}},
		{"no start", lvl(`{"kind": "wall", "x": 5, "y": 1, "w": 10, "h": 16}`), []string{"bad.json", "items", "start"}},
		{"two starts", lvl(start, start), []string{"items[1].kind", "second"}},
		{"two goals", lvl(start, `{"kind": "goal", "x": 5, "y": 5, "w": 12, "h": 32}`, `{"kind": "goal", "x": 5, "y": 5, "w": 12, "h": 32}`), []string{"items[2].kind"}},
		{"no name", `{"name": "", "width": 400, "height": 200, "items": [` + start + `]}`, []string{"field name"}},
		{"narrow", `{"name": "t", "width": 100, "height": 200, "items": [` + start + `]}`, []string{"field width"}},
		{"not UTF-8", "{\"name\": \"\xff\", \"width\": 400, \"height\": 200, \"items\": []}", []string{"bad.json:1:", "UTF-8"}},
		{"truncated", `{"name": "t", "width": 400,`, []string{"bad.json"}},
		{"empty", ``, []string{"bad.json", "empty"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := level.Parse("bad.json", []byte(c.raw))
			if err == nil {
				t.Fatalf("parsed, want an error naming %q", c.want)
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not name %q", err, w)
				}
			}
		})
	}
}

func TestLoadRefusesHugeAndMissingFiles(t *testing.T) {
	huge := make([]byte, level.MaxFileSize+1)
	fsys := fstest.MapFS{"huge.json": {Data: huge}}
	if _, err := level.Load(fsys, "huge.json"); err == nil || !strings.Contains(err.Error(), "huge.json") {
		t.Errorf("a file over the limit: %v, want an error naming it", err)
	}
	if _, err := level.Load(fsys, "gone.json"); err == nil || !strings.Contains(err.Error(), "gone.json") {
		t.Errorf("a missing file: %v, want an error naming it", err)
	}
}

// Every edit, undone, gives back the level's file byte for byte; redone,
// the edited file.
func TestEveryEditUndoesByteForByte(t *testing.T) {
	l, raw := shipped(t)
	crate := 3 // items[3] is a crate
	edits := []struct {
		name string
		cmd  func(l *level.Level) patterns.Undoable
	}{
		{"place", func(l *level.Level) patterns.Undoable {
			return &level.Place{L: l, Item: level.Item{Kind: level.Ramp, X: 600, Y: 100, W: 64, H: 24, Angle: 12.5}}
		}},
		{"delete near the start", func(l *level.Level) patterns.Undoable { return &level.Delete{L: l, Index: 1} }},
		{"delete in the middle", func(l *level.Level) patterns.Undoable { return &level.Delete{L: l, Index: crate} }},
		{"delete the last", func(l *level.Level) patterns.Undoable { return &level.Delete{L: l, Index: len(l.Items) - 1} }},
		{"move", func(l *level.Level) patterns.Undoable {
			it := l.Items[crate]
			return &level.Move{L: l, Index: crate, From: [2]float32{it.X, it.Y}, To: [2]float32{it.X + 0.1, 7}}
		}},
		{"rotate", func(l *level.Level) patterns.Undoable {
			return &level.Rotate{L: l, Index: crate, From: l.Items[crate].Angle, To: -15}
		}},
		{"rotate back to 0", func(l *level.Level) patterns.Undoable {
			i := 9 // the turned crate
			return &level.Rotate{L: l, Index: i, From: l.Items[i].Angle, To: 0}
		}},
		{"resize", func(l *level.Level) patterns.Undoable {
			it := l.Items[crate]
			return &level.Resize{L: l, Index: crate, From: [2]float32{it.W, it.H}, To: [2]float32{30, 12}}
		}},
		{"flip", func(l *level.Level) patterns.Undoable { return &level.Flip{L: l, Index: 13} }},
	}
	for _, e := range edits {
		t.Run(e.name, func(t *testing.T) {
			l := l.Clone()
			var h patterns.History
			h.Do(e.cmd(l))
			done := l.Encode()
			if bytes.Equal(done, raw) {
				t.Fatalf("the edit changed nothing")
			}
			if _, err := level.Parse("edited.json", done); err != nil {
				t.Fatalf("the edited level does not load: %v", err)
			}
			h.Undo()
			if got := l.Encode(); !bytes.Equal(got, raw) {
				t.Fatalf("after undo the file is\n%s\nwant\n%s", got, raw)
			}
			h.Redo()
			if got := l.Encode(); !bytes.Equal(got, done) {
				t.Errorf("after redo the file is\n%s\nwant\n%s", got, done)
			}
		})
	}
}

// A long random session of edits, undone to the start, is the file again;
// redone to the end, the edited level.
func TestRandomEditSessionUndoesToTheFile(t *testing.T) {
	l, raw := shipped(t)
	rng := rand.New(rand.NewPCG(1, 2))
	var h patterns.History
	for range 500 {
		n := len(l.Items)
		i := rng.IntN(n)
		it := l.Items[i]
		var c patterns.Undoable
		switch rng.IntN(6) {
		case 0:
			k := level.Kinds[rng.IntN(level.Palette)]
			sz := level.Sizes[k]
			c = &level.Place{L: l, Item: l.Clamp(level.Item{Kind: k, X: rng.Float32() * l.Width, Y: rng.Float32() * l.Height, W: sz.W, H: sz.H})}
		case 1:
			if it.Kind == level.Start || n < 5 {
				continue
			}
			c = &level.Delete{L: l, Index: i}
		case 2:
			to := l.Clamp(level.Item{Kind: it.Kind, X: it.X + rng.Float32()*40 - 20, Y: it.Y + rng.Float32()*40 - 20, W: it.W, H: it.H})
			c = &level.Move{L: l, Index: i, From: [2]float32{it.X, it.Y}, To: [2]float32{to.X, to.Y}}
		case 3:
			c = &level.Rotate{L: l, Index: i, From: it.Angle, To: l.Clamp(level.Item{Kind: it.Kind, Angle: it.Angle + 15}).Angle}
		case 4:
			to := l.Clamp(level.Item{Kind: it.Kind, W: it.W + 4, H: it.H - 2})
			c = &level.Resize{L: l, Index: i, From: [2]float32{it.W, it.H}, To: [2]float32{to.W, to.H}}
		default:
			c = &level.Flip{L: l, Index: i}
		}
		h.Do(c)
	}
	end := l.Encode()
	if _, err := level.Parse("session.json", end); err != nil {
		t.Fatalf("the edited level does not load: %v", err)
	}
	for h.Undo() {
	}
	if got := l.Encode(); !bytes.Equal(got, raw) {
		t.Fatalf("undoing the whole session gives\n%s\nwant the file\n%s", got, raw)
	}
	for h.Redo() {
	}
	if got := l.Encode(); !bytes.Equal(got, end) {
		t.Errorf("redoing the whole session gives a different level")
	}
}

func TestClamp(t *testing.T) {
	l := &level.Level{Width: 400, Height: 200}
	cases := []struct{ in, want level.Item }{
		{level.Item{Kind: level.Crate, X: -5, Y: 300, W: 100, H: 1, Angle: 190}, level.Item{Kind: level.Crate, X: 0, Y: 200, W: 64, H: 6, Angle: -170}},
		{level.Item{Kind: level.Bridge, X: 10, Y: 10, W: 10, H: 10, Angle: -200}, level.Item{Kind: level.Bridge, X: 10, Y: 10, W: 32, H: 8, Angle: 160}},
	}
	for _, c := range cases {
		if got := l.Clamp(c.in); got != c.want {
			t.Errorf("Clamp(%+v) = %+v, want %+v", c.in, got, c.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	_, raw := shipped(f)
	f.Add(raw)
	f.Add([]byte(`{"name": "t", "width": 400, "height": 200, "items": [{"kind": "start", "x": 1, "y": 1, "w": 14, "h": 14}]}`))
	f.Add([]byte(`{"name": "t", "width": 1e39, "height": -0, "items": null}`))
	f.Add([]byte(`{"items": [{"kind": "lamp", "angle": "NaN"}]}`))
	f.Fuzz(func(t *testing.T, raw []byte) {
		datatest.Bounded(t, func() {
			l, err := level.Parse("fuzz.json", raw)
			if err != nil {
				var fe *data.FieldError
				if errors.As(err, &fe) && fe.File != "fuzz.json" {
					t.Fatalf("a field error names file %q, want fuzz.json", fe.File)
				}
				if !strings.Contains(err.Error(), "fuzz.json") {
					t.Fatalf("error %q does not name the file", err)
				}
				return
			}
			// What loads encodes to a file that loads the same.
			again, err := level.Parse("again.json", l.Encode())
			if err != nil {
				t.Fatalf("a level that loaded does not load after Encode: %v\n%s", err, l.Encode())
			}
			if !bytes.Equal(again.Encode(), l.Encode()) {
				t.Fatalf("Encode is not stable")
			}
		})
	})
}
