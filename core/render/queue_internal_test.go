package render

import (
	"image"
	"math"
	"slices"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

func TestSubmitTransformsCorners(t *testing.T) {
	tex := &Texture{W: 32, H: 16, id: 1, fw: 32, fh: 16}
	reg := Region{Tex: tex, X: 8, Y: 4, W: 8, H: 4}
	world := mgl32.Translate2D(100, 50).Mul3(mgl32.Scale2D(2, 2))
	type corner = [2]float32
	cases := []struct {
		name string
		edit func(s *Sprite)
		want [4]corner // top-left, top-right, bottom-right, bottom-left of the quad
	}{
		{"identity", func(s *Sprite) {}, [4]corner{{0, 0}, {8, 0}, {8, 4}, {0, 4}}},
		{"pos and pivot", func(s *Sprite) { s.Pos, s.Pivot = mgl32.Vec2{10, 20}, mgl32.Vec2{4, 2} },
			[4]corner{{6, 18}, {14, 18}, {14, 22}, {6, 22}}},
		{"scale about pivot", func(s *Sprite) { s.Pivot, s.Scale = mgl32.Vec2{4, 2}, mgl32.Vec2{2, -1} },
			[4]corner{{-8, 2}, {8, 2}, {8, -2}, {-8, -2}}},
		{"size overrides region size", func(s *Sprite) { s.Size = mgl32.Vec2{16, 16} },
			[4]corner{{0, 0}, {16, 0}, {16, 16}, {0, 16}}},
		{"quarter turn clockwise", func(s *Sprite) { s.Rotation = math.Pi / 2 },
			[4]corner{{0, 0}, {0, 8}, {-4, 8}, {-4, 0}}},
		{"world after local", func(s *Sprite) { s.World, s.Pos = &world, mgl32.Vec2{1, 1} },
			[4]corner{{102, 52}, {118, 52}, {118, 60}, {102, 60}}},
	}
	for _, c := range cases {
		var q Queue
		s := NewSprite(reg)
		c.edit(&s)
		q.Submit(&s)
		v := q.buckets[q.active[0]].verts
		for i, w := range c.want {
			if math.Abs(float64(v[i].X-w[0])) > 1e-4 || math.Abs(float64(v[i].Y-w[1])) > 1e-4 {
				t.Errorf("%s corner %d: got (%v, %v), want %v", c.name, i, v[i].X, v[i].Y, w)
			}
		}
	}
}

// TestSubmitFollowsARotationThatChanges: the sine and cosine a sprite
// keeps are those of its current Rotation, frame after frame.
func TestSubmitFollowsARotationThatChanges(t *testing.T) {
	tex := &Texture{W: 32, H: 16, id: 1, fw: 32, fh: 16}
	s := NewSprite(Region{Tex: tex, W: 8, H: 4})
	var q Queue
	for _, rot := range []float32{math.Pi / 2, math.Pi / 2, 0.3, 0, -1, -1} {
		s.Rotation = rot
		q.done = true
		q.Submit(&s)
		fresh := NewSprite(s.Region)
		fresh.Rotation = rot
		var want Queue
		want.Submit(&fresh)
		got, w := q.buckets[q.active[0]].verts, want.buckets[want.active[0]].verts
		for i := range 4 {
			if got[i].X != w[i].X || got[i].Y != w[i].Y {
				t.Errorf("rotation %v corner %d: got (%v, %v), want (%v, %v)", rot, i, got[i].X, got[i].Y, w[i].X, w[i].Y)
			}
		}
	}
}

func TestSubmitFlipSwapsUVs(t *testing.T) {
	tex := &Texture{W: 32, H: 16, id: 1, fw: 32, fh: 16}
	cases := []struct {
		flipX, flipY bool
		u0, v0       float32 // UV at the top-left corner
	}{{false, false, 0.25, 0.25}, {true, false, 0.5, 0.25}, {false, true, 0.25, 0.5}, {true, true, 0.5, 0.5}}
	for _, c := range cases {
		var q Queue
		s := NewSprite(Region{Tex: tex, X: 8, Y: 4, W: 8, H: 4})
		s.FlipX, s.FlipY = c.flipX, c.flipY
		q.Submit(&s)
		v := q.buckets[q.active[0]].verts[0]
		if v.U != c.u0 || v.V != c.v0 {
			t.Errorf("flip %v,%v: got uv (%v, %v), want (%v, %v)", c.flipX, c.flipY, v.U, v.V, c.u0, c.v0)
		}
	}
}

func TestQueueSortsKeysAndKeepsSubmissionOrder(t *testing.T) {
	t1 := &Texture{W: 1, H: 1, id: 1, fw: 1, fh: 1}
	t2 := &Texture{W: 1, H: 1, id: 2, fw: 1, fh: 1}
	var q Queue
	subs := []struct {
		tex   *Texture
		step  Step
		layer int16
		blend Blend
		x     float32
	}{
		{t2, StepUI, 0, BlendAlpha, 1},
		{t2, StepGeometry, 1, BlendAlpha, 2},
		{t1, StepGeometry, 1, BlendAdd, 3},
		{t1, StepGeometry, 1, BlendAlpha, 4},
		{t2, StepGeometry, -3, BlendAlpha, 5},
		{t2, StepGeometry, 1, BlendAlpha, 6},
		{t1, StepLight, 0, BlendAlpha, 7},
	}
	for _, s := range subs {
		sp := NewSprite(Region{Tex: s.tex, W: 1, H: 1})
		sp.Step, sp.Layer, sp.Blend, sp.Pos = s.step, s.layer, s.blend, mgl32.Vec2{s.x, 0}
		q.Submit(&sp)
	}
	q.sort()
	var got []float32
	for _, i := range q.active {
		for j := 0; j < len(q.buckets[i].verts); j += 4 {
			got = append(got, q.buckets[i].verts[j].X)
		}
	}
	want := []float32{5, 4, 3, 2, 6, 7, 1}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("draw order by sprite x: got %v, want %v", got, want)
		}
	}
}

func TestQueueSubmitAllocatesNothingOnceWarm(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates")
	}
	tex := &Texture{W: 8, H: 8, id: 1, fw: 8, fh: 8}
	var q Queue
	s := NewSprite(tex.Region())
	frame := func() {
		for i := range 1000 {
			s.Layer = int16(i % 5)
			s.Rotation = float32(i)
			q.Submit(&s)
		}
		q.sort()
		q.done = true
	}
	frame()
	if got := testing.AllocsPerRun(50, frame); got != 0 {
		t.Errorf("got %v allocations a frame, want 0", got)
	}
}

func TestQueuePrunesUnusedBuckets(t *testing.T) {
	var q Queue
	old := &Texture{W: 1, H: 1, id: 1, fw: 1, fh: 1}
	keep := &Texture{W: 1, H: 1, id: 2, fw: 1, fh: 1}
	s := NewSprite(old.Region())
	q.Submit(&s)
	for range 1200 {
		q.done = true
		k := NewSprite(keep.Region())
		q.Submit(&k)
	}
	if _, ok := q.lookup[Key{Tex: old}]; ok {
		t.Error("got the unused texture's bucket still kept after 1200 frames, want it pruned")
	}
	if _, ok := q.lookup[Key{Tex: keep}]; !ok {
		t.Error("got the used bucket pruned, want it kept")
	}
}

// TestQueueReusesPrunedBuckets: a key that comes back after its bucket was
// pruned (a popup shown once a minute) gets a pruned bucket, with its
// vertex buffer, and drops no texture reference it held: no allocation.
func TestQueueReusesPrunedBuckets(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	var q Queue
	keep := &Texture{W: 1, H: 1, id: 1, fw: 1, fh: 1}
	pop := &Texture{W: 1, H: 1, id: 2, fw: 1, fh: 1}
	k, p := NewSprite(keep.Region()), NewSprite(pop.Region())
	frames := func(n int, withPop bool) {
		for range n {
			q.done = true
			q.Submit(&k)
			if withPop {
				q.Submit(&p)
			}
		}
	}
	frames(1, true)
	frames(1200, false) // the popup's bucket is pruned
	if len(q.free) != 1 || q.free[0].key.Tex != nil {
		t.Fatalf("got %d pruned buckets kept (first key %v), want 1 holding no texture", len(q.free), q.free)
	}
	if got := testing.AllocsPerRun(20, func() { frames(1, true); frames(1200, false) }); got != 0 {
		t.Errorf("got %v allocations for a key coming back after a prune, want 0", got)
	}
	if got := len(q.buckets) + len(q.free); got != 2 {
		t.Errorf("got %d buckets live and free, want 2: pruned buckets are reused", got)
	}
}

// TestQueueNewKeyMidPlayDoesNotAllocate: a key first seen after others (the
// first score popup) takes one of the spare buckets made with the first.
func TestQueueNewKeyMidPlayDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	var q Queue
	sheet := &Texture{W: 1, H: 1, id: 1, fw: 1, fh: 1}
	s := NewSprite(sheet.Region())
	q.Submit(&s)
	layer := int16(0)
	got := testing.AllocsPerRun(bucketChunk-2, func() {
		layer++
		q.done = true
		p := NewSprite(sheet.Region())
		p.Layer = layer
		q.Submit(&p)
	})
	if got != 0 {
		t.Errorf("got %v allocations for a new key while spare buckets remain, want 0", got)
	}
}

func TestAtlasPackingPlacesWithoutOverlap(t *testing.T) {
	b := NewAtlasBuilder(64)
	sizes := []image.Point{{10, 10}, {30, 5}, {62, 3}, {1, 1}, {20, 40}, {40, 20}, {63, 2}, {16, 16}, {16, 16}, {50, 50}, {8, 30}}
	for i, s := range sizes {
		b.Add(string(rune('a'+i)), image.NewNRGBA(image.Rectangle{Max: s}))
	}
	place, pages, err := b.pack()
	if err != nil {
		t.Fatal(err)
	}
	var cells []struct {
		page int
		r    image.Rectangle
	}
	for i, p := range place {
		s := sizes[i]
		if s.X+2 > 64 || s.Y+2 > 64 {
			if p.page != -1 {
				t.Errorf("%v: got page %d, want its own texture (-1)", s, p.page)
			}
			continue
		}
		cell := image.Rect(p.x-1, p.y-1, p.x+s.X+1, p.y+s.Y+1)
		if !cell.In(image.Rectangle{Max: pages[p.page]}) || pages[p.page].X > 64 || pages[p.page].Y > 64 {
			t.Errorf("%v: cell %v outside page %v", s, cell, pages[p.page])
		}
		for _, c := range cells {
			if c.page == p.page && c.r.Overlaps(cell) {
				t.Errorf("%v: cell %v overlaps %v on page %d", s, cell, c.r, p.page)
			}
		}
		cells = append(cells, struct {
			page int
			r    image.Rectangle
		}{p.page, cell})
	}
	if len(pages) < 2 {
		t.Errorf("got %d pages, want at least 2 for this much area", len(pages))
	}
}

// TestInstanceQueueGroupsRecordsByKey submits sprites of ten textures
// interleaved (more keys than the recent-key cache holds) as instance
// records, frame after frame past a prune, and checks each key's records
// are its own sprites in submission order.
func TestInstanceQueueGroupsRecordsByKey(t *testing.T) {
	var q Queue
	q.instances = true
	var tex [10]*Texture
	for i := range tex {
		tex[i] = &Texture{W: 4, H: 4, id: uint32(i + 1), fw: 4, fh: 4}
	}
	for f := range 1300 {
		q.done = true
		n := 100 + f%7 // the count changes, so regions grow and shrink
		for i := range n {
			s := NewSprite(tex[i%len(tex)].Region())
			s.Pos = mgl32.Vec2{float32(i), float32(f)}
			q.Submit(&s)
		}
		if f%100 != 0 {
			continue
		}
		q.sort()
		for _, bi := range q.active {
			b := q.buckets[bi]
			k := int(b.key.Tex.id - 1)
			want := (n - k + len(tex) - 1) / len(tex)
			if b.full || len(b.rec) != want {
				t.Fatalf("frame %d texture %d: got %d records (full %v), want %d compact", f, k, b.records(), b.full, want)
			}
			for j, r := range b.rec {
				if wantX := float32(k + j*len(tex)); r.ox != wantX || r.oy != float32(f) {
					t.Fatalf("frame %d texture %d record %d: got origin (%v, %v), want (%v, %d)", f, k, j, r.ox, r.oy, wantX, f)
				}
			}
		}
	}
}

// TestKeyOrder checks the batch keys' order field by field: Step, Layer,
// Shader, Mode, texture, Uniforms, Blend; each field decides only where
// the ones before it are equal.
func TestKeyOrder(t *testing.T) {
	t1 := &Texture{id: 1}
	t2 := &Texture{id: 2}
	cases := []struct {
		name string
		a, b Key // a sorts first
	}{
		{"step", Key{Step: StepGeometry, Layer: 9, Shader: 9}, Key{Step: StepLight}},
		{"layer", Key{Layer: -1, Shader: 9, Mode: ModeLines}, Key{Layer: 0}},
		{"shader", Key{Shader: 1, Mode: ModeLines, Tex: t2}, Key{Shader: 2, Mode: ModeSprites, Tex: t1}},
		{"mode", Key{Mode: ModeSprites, Tex: t2}, Key{Mode: ModeQuads, Tex: t1}},
		{"no texture first", Key{Mode: ModeTriangles, Uniforms: 5}, Key{Mode: ModeTriangles, Tex: t1}},
		{"texture", Key{Tex: t1, Uniforms: 5, Blend: BlendNone}, Key{Tex: t2}},
		{"uniforms", Key{Tex: t1, Uniforms: 1, Blend: BlendNone}, Key{Tex: t1, Uniforms: 2}},
		{"blend", Key{Tex: t1, Uniforms: 1, Blend: BlendAlpha}, Key{Tex: t1, Uniforms: 1, Blend: BlendAdd}},
	}
	for _, c := range cases {
		if !keyLess(c.a, c.b) || keyLess(c.b, c.a) {
			t.Errorf("%s: got keyLess(a, b) %v and keyLess(b, a) %v, want true and false", c.name, keyLess(c.a, c.b), keyLess(c.b, c.a))
		}
	}
}

// TestSpriteKeyCarriesItsShader checks a sprite's key: its step, layer,
// shader, texture, uniforms and blend, in the sprite mode.
func TestSpriteKeyCarriesItsShader(t *testing.T) {
	tex := &Texture{id: 3}
	s := NewSprite(Region{Tex: tex})
	s.Step, s.Layer, s.Shader, s.Uniforms, s.Blend = StepGlow, 4, 2, 7, BlendAdd
	want := Key{Step: StepGlow, Layer: 4, Shader: 2, Mode: ModeSprites, Tex: tex, Uniforms: 7, Blend: BlendAdd}
	if got := s.Key(); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

// TestMeshRecords checks what SubmitDraw keeps for the GPU backend: the
// vertices as submitted (a line strip split into segments), one transform
// index a vertex (the same object's transform added once, nil the
// identity), and the indices of quads, strips and fans, relative to the
// batch's first vertex.
func TestMeshRecords(t *testing.T) {
	var q Queue
	q.instances = true
	at := func(xy ...float32) []Vertex {
		v := make([]Vertex, len(xy)/2)
		for i := range v {
			v[i].Pos = mgl32.Vec2{xy[2*i], xy[2*i+1]}
		}
		return v
	}
	w := mgl32.Translate2D(5, 6)
	fan := Key{Mode: ModeTriangleFan}
	q.SubmitDraw(fan, at(0, 0, 1, 0, 1, 1, 0, 1), &w)
	q.SubmitDraw(fan, at(0, 0, 2, 0, 2, 2), &w)
	q.SubmitDraw(fan, at(0, 0, 3, 0, 3, 3), nil)
	strip := Key{Mode: ModeLineStrip}
	q.SubmitDraw(strip, at(0, 0, 1, 0, 1, 1), nil)
	quads := Key{Mode: ModeQuads}
	q.SubmitDraw(quads, at(0, 0, 1, 0, 1, 1, 0, 1, 2, 2, 3, 2, 3, 3, 2, 3), &w)
	get := func(k Key) *bucket { return q.buckets[q.lookup[k]] }

	b := get(fan)
	if want := []int32{0, 1, 2, 0, 2, 3, 4, 5, 6, 7, 8, 9}; !slices.Equal(b.idx, want) {
		t.Errorf("fans: got indices %v, want %v", b.idx, want)
	}
	if want := []uint32{1, 1, 1, 1, 1, 1, 1, 0, 0, 0}; !slices.Equal(b.xf, want) {
		t.Errorf("fans: got transforms %v, want %v", b.xf, want)
	}
	if got := len(b.mesh); got != 10*vertexSize {
		t.Errorf("fans: got %d bytes, want %d", got, 10*vertexSize)
	}
	b = get(strip)
	var xs []float32
	for i := 0; i < len(b.mesh); i += vertexSize {
		xs = append(xs, vertexAt(b.mesh, i/vertexSize, vertexSize).Pos[1])
	}
	if want := []float32{0, 0, 0, 1}; !slices.Equal(xs, want) || len(b.xf) != 4 {
		t.Errorf("line strip: got segments' y %v and %d transforms, want %v and 4", xs, len(b.xf), want)
	}
	b = get(quads)
	if want := []int32{0, 1, 2, 2, 3, 0, 4, 5, 6, 6, 7, 4}; !slices.Equal(b.idx, want) {
		t.Errorf("quads: got indices %v, want %v", b.idx, want)
	}
	if len(q.xforms) != 2 || q.xforms[1] != (xform{1, 0, 5, 0, 0, 1, 6, 0}) {
		t.Errorf("got transforms %v, want the identity and (5, 6) once (one object's submissions add it once)", q.xforms)
	}
}
