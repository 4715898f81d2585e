package render

// Texture is a GPU texture owned by the Renderer. (The render helper owns the
// fields; only W and H are part of the contract.)
type Texture struct {
	W, H int
	id   uint32
}

// Queue collects this frame's sprites. Components submit to it from their
// render hook; the Renderer drains it at Present.
type Queue struct {
	sprites []Sprite
}

// Submit adds one sprite. It copies s, so the caller may reuse it.
func (q *Queue) Submit(s *Sprite) { q.sprites = append(q.sprites, *s) }

// Len reports how many sprites were submitted this frame.
func (q *Queue) Len() int { return len(q.sprites) }

// Reset empties the queue, keeping its storage.
func (q *Queue) Reset() { q.sprites = q.sprites[:0] }
