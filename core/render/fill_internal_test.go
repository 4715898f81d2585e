package render

import (
	"bytes"
	"fmt"
	"testing"
	"unsafe"

	"github.com/go-gl/mathgl/mgl32"
)

// asBytes is the memory of records, to compare them.
func asBytes[T compact | instance](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*int(unsafe.Sizeof(s[0])))
}

// fillScene is a frame's sprites for SubmitSprites: long runs of one key
// (compact records), a rotated sprite in the middle of one (the key turns
// to full records), short runs of interleaved keys, a tint no byte holds,
// a region at fractional texels, and runs of a second key.
func fillScene() []Sprite {
	a := &Texture{W: 64, H: 64, id: 1, fw: 64, fh: 64}
	b := &Texture{W: 64, H: 64, id: 2, fw: 64, fh: 64}
	var ss []Sprite
	add := func(n int, tex *Texture, f func(i int, s *Sprite)) {
		for i := range n {
			s := NewSprite(Region{Tex: tex, X: float32(i % 48), Y: float32(i % 40), W: 16, H: 16})
			s.Pos = mgl32.Vec2{float32(i%251) + 0.25, float32(i%239) - 0.5}
			s.FlipX, s.FlipY = i%3 == 0, i%5 == 0
			s.Color = RGBA8(uint8(i), uint8(i>>3), 200, 255)
			if f != nil {
				f(len(ss), &s)
			}
			ss = append(ss, s)
		}
	}
	add(9000, a, nil)
	add(6000, a, func(i int, s *Sprite) {
		if i == 11000 {
			s.Rotation = 0.5
		}
	})
	add(3000, b, func(i int, s *Sprite) {
		if i%7 == 0 {
			s.Region.Tex = a
		}
	})
	add(12000, b, func(i int, s *Sprite) {
		switch i {
		case 25000:
			s.Color.R = 0.3 // no byte's k/255
		case 26000:
			s.Region.X = 0.5
		}
	})
	add(10000, a, nil)
	return ss
}

// frameRecords is the queue's frame as each key's records, in key order.
func frameRecords(q *Queue) []string {
	q.sort()
	var out []string
	for _, i := range q.active {
		b := q.buckets[i]
		out = append(out, fmt.Sprintf("tex %d full %v next %v: %x", b.key.Tex.id, b.full, b.fullNext, asBytes(b.slots())))
	}
	return out
}

// TestSubmitSpritesWritesWhatSubmitWrites: SubmitSprites, split into any
// number of parts, in an arena or in Go memory, makes record for record the
// frame a loop of Submit makes, two frames running (the second starts with
// full records where the first needed them).
func TestSubmitSpritesWritesWhatSubmitWrites(t *testing.T) {
	defer func() { fillParts = 0 }()
	ss := fillScene()
	want := make([]Sprite, len(ss))
	for _, arena := range []int{0, 1 << 17} {
		var ref Queue
		ref.instances, ref.arena = true, make([]compact, arena)
		var refFrames [][]string
		for range 2 {
			copy(want, ss)
			ref.done = true
			for i := range want {
				ref.Submit(&want[i])
			}
			refFrames = append(refFrames, frameRecords(&ref))
		}
		for _, parts := range []int{2, 3, 7, 16} {
			fillParts = parts
			var q Queue
			q.instances, q.arena = true, make([]compact, arena)
			for f := range 2 {
				got := append([]Sprite(nil), ss...)
				q.done = true
				q.SubmitSprites(got)
				if q.Len() != len(ss) {
					t.Fatalf("arena %d, %d parts, frame %d: got %d sprites, want %d", arena, parts, f, q.Len(), len(ss))
				}
				recs := frameRecords(&q)
				if len(recs) != len(refFrames[f]) {
					t.Fatalf("arena %d, %d parts, frame %d: got %d keys, want %d", arena, parts, f, len(recs), len(refFrames[f]))
				}
				for k := range recs {
					if recs[k] != refFrames[f][k] {
						t.Errorf("arena %d, %d parts, frame %d, key %d: the records differ from Submit's:\ngot  %.200s\nwant %.200s", arena, parts, f, k, recs[k], refFrames[f][k])
					}
				}
			}
		}
	}
}

// TestCompactRecordIsTheFullOneWidened: a sprite's compact record, widened
// as the shader reads it, is its full record byte for byte; sprites that
// lose something in a compact record get none.
func TestCompactRecordIsTheFullOneWidened(t *testing.T) {
	tex := &Texture{W: 64, H: 64, id: 1, fw: 64, fh: 64}
	world := mgl32.Mat3{2, 0, 0, 0, 3, 0, 10.5, -4, 1}
	sheared := mgl32.Mat3{1, 0.5, 0, 0, 1, 0, 0, 0, 1}
	cases := []struct {
		name    string
		change  func(*Sprite)
		compact bool
	}{
		{"plain", func(*Sprite) {}, true},
		{"scaled, flipped, pivoted", func(s *Sprite) {
			s.Scale, s.Pivot, s.FlipX, s.FlipY = mgl32.Vec2{-1.5, 2}, mgl32.Vec2{8, 3}, true, true
		}, true},
		{"a world transform that scales and moves", func(s *Sprite) { s.World = &world }, true},
		{"tinted by RGBA8", func(s *Sprite) { s.Color = RGBA8(1, 128, 254, 77) }, true},
		{"rotated", func(s *Sprite) { s.Rotation = 0.1 }, false},
		{"sheared by its world", func(s *Sprite) { s.World = &sheared }, false},
		{"a tint no byte holds", func(s *Sprite) { s.Color.G = 0.5 }, false},
		{"a tint past 1", func(s *Sprite) { s.Color.R = 2 }, false},
		{"a fractional region", func(s *Sprite) { s.Region.Y = 0.5 }, false},
		{"a region past 65535 texels", func(s *Sprite) { s.Region.X = 70000 }, false},
	}
	for _, c := range cases {
		s := NewSprite(Region{Tex: tex, X: 3, Y: 5, W: 16, H: 8})
		s.Pos = mgl32.Vec2{7.25, 100}
		c.change(&s)
		var full instance
		if s.Rotation != 0 {
			putRotated(&full, &s)
		} else {
			putFull(&full, &s)
		}
		compactable := full.compactable(&s, &packCache{})
		var rec compact
		var pc packCache
		pc.pack(&s)
		ok := putCompact(&rec, &s, &pc)
		if ok != c.compact || compactable != c.compact {
			t.Errorf("%s: got compact %v (putFull says %v), want %v", c.name, ok, compactable, c.compact)
			continue
		}
		if ok {
			if w := rec.widen(); !bytes.Equal(asBytes([]instance{w}), asBytes([]instance{full})) {
				t.Errorf("%s: got the compact record widened to %+v, want the full record %+v", c.name, w, full)
			}
		}
	}
}
