package save_test

import (
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/save"
)

// BenchmarkSave measures one atomic save of a full table, fsyncs included:
// the cost the game pays once, after name entry.
func BenchmarkSave(b *testing.B) {
	tb := newTableB(b, b.TempDir())
	b.ReportAllocs()
	for b.Loop() {
		if err := tb.Save(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkLoad measures reading and checking a full table.
func BenchmarkLoad(b *testing.B) {
	dir := b.TempDir()
	if err := newTableB(b, dir).Save(); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := save.Load(dir); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTop is the title screen's per-frame query.
func BenchmarkTop(b *testing.B) {
	tb := newTableB(b, "")
	b.ReportAllocs()
	var sink int64
	for b.Loop() {
		sink += tb.Top()
	}
	_ = sink
}

func newTableB(b *testing.B, dir string) *save.Table {
	tb := save.New(dir)
	for i := 0; i < save.MaxEntries; i++ {
		tb.Insert(nameOf(i), int64(1000-i), 1)
	}
	return tb
}
