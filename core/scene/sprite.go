package scene

import "github.com/bengine-go/bengine/core/render"

// SpriteRenderer is the component that draws one sprite at its owner's
// world transform: the usual way to put an image into a scene. Sprite is a
// plain field: set its region, pivot, tint, layer or flips whenever they
// change; Render only points it at the owner's cached world matrix and
// submits it, so a frame builds nothing.
type SpriteRenderer struct {
	Base
	Sprite render.Sprite
}

// NewSpriteRenderer returns a SpriteRenderer showing region r with the
// neutral settings of render.NewSprite.
func NewSpriteRenderer(r render.Region) *SpriteRenderer {
	return &SpriteRenderer{Sprite: render.NewSprite(r)}
}

// Render submits the sprite; it never draws.
func (c *SpriteRenderer) Render(q *render.Queue) {
	c.Sprite.World = c.Owner().Transform.World()
	q.Submit(&c.Sprite)
}
