package tumble

import (
	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
)

// tiles draws a tile picture repeated over a w x h rectangle centred on its
// object, in the object's space (so it turns with it), the last row and
// column cropped: walls of stone, walls of brick. The sprites are made
// once; a frame only points them at the object's world matrix.
type tiles struct {
	scene.Base
	sprites []render.Sprite
}

func newTiles(tile render.Region, w, h float32, layer int16) *tiles {
	t := &tiles{}
	for y := float32(0); y < h; y += tile.H {
		for x := float32(0); x < w; x += tile.W {
			r := tile
			r.W, r.H = min(tile.W, w-x), min(tile.H, h-y)
			s := render.NewSprite(r)
			s.Pos = mgl32.Vec2{x - w/2, y - h/2}
			s.Layer = layer
			t.sprites = append(t.sprites, s)
		}
	}
	return t
}

// Render submits the tiles.
func (t *tiles) Render(q *render.Queue) {
	world := t.Owner().Transform.World()
	for i := range t.sprites {
		t.sprites[i].World = world
		q.Submit(&t.sprites[i])
	}
}

// tag marks an object built from a level item with the item's index, so
// that what the editor's pointer finds (a physics query answers with
// objects) leads back to the level file.
type tag struct {
	scene.Base
	item int
}

func itemOf(o *scene.GameObject) (int, bool) {
	t, ok := scene.GetComponent[*tag](o)
	if !ok {
		return -1, false
	}
	return t.item, true
}

// centred returns a sprite of region r stretched to w x h, centred on its
// object.
func centred(r render.Region, w, h float32, layer int16) *scene.SpriteRenderer {
	sr := scene.NewSpriteRenderer(r)
	sr.Sprite.Size = mgl32.Vec2{w, h}
	sr.Sprite.Pivot = mgl32.Vec2{w / 2, h / 2}
	sr.Sprite.Layer = layer
	return sr
}
