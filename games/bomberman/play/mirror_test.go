package play

import (
	"slices"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// testEntity shows model[i]: it records what it showed in each frame.
type testEntity struct {
	scene.Base
	model *[]int
	v     int
	drawn *[]int
}

func (e *testEntity) show(i int) { e.v = (*e.model)[i] }

func (e *testEntity) Render(*render.Queue) { *e.drawn = append(*e.drawn, e.v) }

// testLayer shows the model's non-zero entries.
type testLayer struct {
	scene.Base
	model *[]int
	m     *mirror[*testEntity]
}

func (l *testLayer) LateUpdate(float32) {
	l.m.begin()
	for i, v := range *l.model {
		if v != 0 {
			l.m.show(i)
		}
	}
	l.m.end()
}

// TestMirrorFollowsTheModel: each frame the objects in use show the
// model's entities in the model's order, the first objects of the pool;
// objects are handed back when entities go, and an object the pool has to
// build in the middle of a frame shows its entity in that frame.
func TestMirrorFollowsTheModel(t *testing.T) {
	s := scene.New("t")
	var model, drawn []int
	lo := s.NewObject("layer")
	l := scene.AddComponent(lo, &testLayer{model: &model})
	l.m = newMirror(s, lo, "e", 2, func(o *scene.GameObject) *testEntity {
		return scene.AddComponent(o, &testEntity{model: &model, drawn: &drawn})
	})
	frames := []struct {
		model []int
		want  []int
		live  int
		cap   int
	}{
		{[]int{0, 5, 0, 7}, []int{5, 7}, 2, 2},
		{[]int{3, 5, 0, 7}, []int{3, 5, 7}, 3, 3}, // grown mid-frame, shown at once
		{[]int{0, 0, 0, 7}, []int{7}, 1, 3},
		{[]int{9, 8, 0, 7}, []int{9, 8, 7}, 3, 3},
		{[]int{0, 0, 0, 0}, nil, 0, 3},
	}
	q := &render.Queue{}
	for k, f := range frames {
		model, drawn = f.model, nil
		s.Update(1.0 / 60)
		s.LateUpdate(1.0 / 60)
		s.Render(q)
		if !slices.Equal(drawn, f.want) {
			t.Errorf("frame %d: got %v drawn, want %v", k, drawn, f.want)
		}
		if l.m.pool.Live() != f.live || l.m.pool.Cap() != f.cap {
			t.Errorf("frame %d: got %d of %d objects in use, want %d of %d", k, l.m.pool.Live(), l.m.pool.Cap(), f.live, f.cap)
		}
		for j, e := range l.m.live {
			if want := "e#" + string(rune('0'+j)); e.Owner().Name() != want {
				t.Errorf("frame %d: object %d in use is %s, want %s (the pool's first ones, in order)", k, j, e.Owner().Name(), want)
			}
		}
	}
}
