package scene_test

import (
	"fmt"
	"testing"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// strip is three regions of different sizes side by side on benchTex.
var strip = []render.Region{
	{Tex: benchTex, X: 0, W: 4, H: 4},
	{Tex: benchTex, X: 4, W: 6, H: 5},
	{Tex: benchTex, X: 10, W: 6, H: 6},
}

// drawn runs a frame and returns how many sprites the scene submitted.
func drawn(s *scene.Scene, dt float32) int {
	q := &render.Queue{}
	s.Update(dt)
	s.Render(q)
	return q.Len()
}

func TestAnimatedSpriteShowsTheFrameSet(t *testing.T) {
	s := scene.New("t")
	a := scene.AddComponent(s.NewObject("o"), scene.NewAnimatedSprite(strip))
	cases := []struct {
		frame  int
		hidden bool
		want   int // sprites drawn
	}{
		{0, false, 1}, {1, false, 1}, {2, false, 1}, {3, false, 0}, {-1, false, 0}, {1, true, 0},
	}
	for _, c := range cases {
		a.Frame, a.Hidden = c.frame, c.hidden
		if got := drawn(s, 1.0/60); got != c.want {
			t.Errorf("frame %d hidden %v: got %d sprites, want %d", c.frame, c.hidden, got, c.want)
		}
		if c.want == 1 {
			if r := strip[c.frame]; a.Sprite.Region != r || a.Sprite.Size[0] != r.W || a.Sprite.Size[1] != r.H {
				t.Errorf("frame %d: got region %+v size %v, want %+v at its size", c.frame, a.Sprite.Region, a.Sprite.Size, r)
			}
		}
	}
	a.Frames, a.Frame, a.Hidden = strip[2:], 0, false // another strip, swapped in
	if drawn(s, 1.0/60); a.Sprite.Region != strip[2] {
		t.Errorf("swapped strip: got region %+v, want %+v", a.Sprite.Region, strip[2])
	}
}

func TestAnimatedSpritePlays(t *testing.T) {
	cases := []struct {
		name  string
		loop  bool
		steps int // frames of 1/60 s at 10 frames a second
		want  int
		done  bool
	}{
		{"before the first change", false, 5, 0, false},
		{"one frame on", false, 6, 1, false},
		{"to the end", false, 12, 2, true},
		{"stops at the end", false, 60, 2, true},
		{"loops", true, 18, 0, false},
		{"loops on", true, 24, 1, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := scene.New("t")
			a := scene.AddComponent(s.NewObject("o"), scene.NewAnimatedSprite(strip))
			a.Play(10, c.loop)
			drawn(s, 0) // starts the component
			for range c.steps {
				drawn(s, 1.0/60+1e-6)
			}
			if a.Frame != c.want || a.Done() != c.done {
				t.Errorf("got frame %d done %v, want %d %v", a.Frame, a.Done(), c.want, c.done)
			}
		})
	}
}

func TestSpriteRendererHidden(t *testing.T) {
	s := scene.New("t")
	r := scene.AddComponent(s.NewObject("o"), scene.NewSpriteRenderer(strip[0]))
	if got := drawn(s, 0); got != 1 {
		t.Errorf("shown: got %d sprites, want 1", got)
	}
	r.Hidden = true
	if got := drawn(s, 0); got != 0 {
		t.Errorf("hidden: got %d sprites, want 0", got)
	}
}

// A walk cycle shown frame by frame from a game's own counter, as a rules
// simulation would give it, and a coin spinning by itself at 8 frames a
// second.
func ExampleAnimatedSprite() {
	tex := &render.Texture{W: 64, H: 16}
	walk := []render.Region{{Tex: tex, W: 16, H: 16}, {Tex: tex, X: 16, W: 16, H: 16}, {Tex: tex, X: 32, W: 16, H: 16}}
	s := scene.New("level")
	hero := scene.AddComponent(s.NewObject("hero"), scene.NewAnimatedSprite(walk))
	coin := scene.AddComponent(s.NewObject("coin"), scene.NewAnimatedSprite(walk))
	coin.Play(8, true)

	q := &render.Queue{}
	for step := range 30 {
		hero.Frame = [4]int{0, 1, 0, 2}[(step/4)%4] // from the distance walked
		s.Update(1.0 / 60)
		s.Render(q)
	}
	fmt.Println(hero.Frame, coin.Frame, q.Len())
	// Output: 2 1 60
}
