package play

import (
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/feed"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The figures: the enemies and the players, and a co-op player's arrow
// when he is off screen.

// figurePlace puts o where a figure at p is drawn: its 16-px sprite
// centred on its pixel position.
func figurePlace(o *scene.GameObject, p game.Pos) {
	place(o, p.X*assets.Cell+p.U-assets.Cell/2, assets.MapTop+p.Y*assets.Cell+p.V-assets.Cell/2)
}

// enemiesLayer gives an object to each enemy slot in use, in slot order.
type enemiesLayer struct {
	scene.Base
	v       *director
	enemies *mirror[*enemyView]
}

func (l *enemiesLayer) LateUpdate(float32) {
	l.enemies.begin()
	for i, e := range l.v.game().Enemies() {
		if e.State != game.EnemyFree && e.Kind != 0 {
			l.enemies.show(i)
		}
	}
	l.enemies.end()
}

// enemyView is one enemy: blinking while it appears, walking (0, 1, 2, 1
// with the game's frame counter), then frozen and dissolving by its death
// timer; after that its slot shows only its pop-up. It faces right by
// flipping.
type enemyView struct {
	scene.Base
	v    *director
	anim *scene.AnimatedSprite
}

func (e *enemyView) show(i int) {
	g := e.v.game()
	as := e.v.as
	n := g.Numbers()
	en := &g.Enemies()[i]
	a := e.anim
	a.Sprite.FlipX = en.Dir == game.DirRight
	a.Frames, a.Frame, a.Hidden = as.EnemyWalk[en.Kind][:], 0, false
	switch en.State {
	case game.EnemySpawning:
		a.Hidden = (en.Timer/4)&1 != 0
	case game.EnemyAlive:
		a.Frame = [4]int{0, 1, 2, 1}[(g.Frame()/8)&3]
	case game.EnemyDying:
		a.Frames = as.EnemyDie[en.Kind][:]
		switch t := en.Timer; {
		case t < n.EnemyFreezeFrames:
		case t < n.EnemyFreezeFrames+n.EnemyDissolveFrames:
			a.Frame = min(1+(t-n.EnemyFreezeFrames)*3/max(1, n.EnemyDissolveFrames), 3)
		default:
			a.Hidden = true
		}
	default:
		a.Hidden = true
	}
	figurePlace(e.Owner(), en.Pos)
}

// playerView is player i: player 1 as the hero's sheet has him, player 2
// in his repainted copy; walking by the distance walked, dying by the
// death's frame; an invincible player blinks, drawn every other pair of
// frames, as NES sprites flicker. Player 2's object is on only in
// two-player games (it hears GameStarted).
type playerView struct {
	scene.Base
	v    *director
	i    int
	anim *scene.AnimatedSprite
}

func (p *playerView) subscribe(bus *patterns.EventBus) {
	if p.i == 0 {
		return
	}
	p.Own(patterns.Subscribe(bus, func(e feed.GameStarted) { setActive(p.Owner(), e.Players > p.i) }))
}

// walkFrame picks stand, step, stand, other step from the distance walked.
func walkFrame(px int) int {
	return [4]int{0, 1, 0, 2}[(px/4)&3]
}

func (p *playerView) LateUpdate(float32) {
	g := p.v.game()
	if p.i >= g.Players() {
		p.anim.Hidden = true
		return
	}
	as := p.v.as
	pl := g.Player(p.i)
	figurePlace(p.Owner(), pl.Pos)
	a := p.anim
	if df := g.DeathFrame(p.i); df >= 0 {
		a.Frames, a.Frame, a.Hidden = as.PlayerDie[p.i][:], df, false // past the last frame: nothing
		return
	}
	if !pl.Alive || pl.Out || (pl.Mystery > 0 && (g.Frame()/2)&1 == 1) {
		a.Hidden = true
		return
	}
	f := 0
	if pl.Moving {
		if pl.Facing == game.DirLeft || pl.Facing == game.DirRight {
			f = walkFrame(pl.X*assets.Cell + pl.U)
		} else {
			f = walkFrame(pl.Y*assets.Cell + pl.V)
		}
	}
	a.Frames, a.Frame, a.Hidden = as.PlayerWalk[p.i][pl.Facing&3][:], f, false
}

// arrowView marks a co-op player beyond the screen's edge with an arrow
// at his height, in his colour: a child of the player's object, so it goes
// where he goes, pinned to the edge he is past. The versus arena is all
// on screen. LateUpdate works out the side; Render draws it at the height
// of the player's object, which its own LateUpdate has placed by then.
type arrowView struct {
	scene.Base
	v    *director
	i    int
	text string // "<", ">", or "" for none
	x    float32
}

func (r *arrowView) LateUpdate(float32) {
	r.text = ""
	g := r.v.game()
	if g.Players() < 2 || g.Mode() == game.ModeVersus || r.i >= g.Players() {
		return
	}
	p := g.Player(r.i)
	if p.Out || !p.Alive {
		return
	}
	switch x := p.X*assets.Cell + p.U - r.v.scroll; {
	case x < 0:
		r.text, r.x = "<", 0
	case x >= assets.ScreenW:
		r.text, r.x = ">", assets.ScreenW-8
	}
}

func (r *arrowView) Render(q *render.Queue) {
	if r.text == "" {
		return
	}
	c := assets.TextWhite
	if r.i == 1 {
		c = assets.Player2
	}
	r.v.as.DrawText(q, r.text, r.x, r.Owner().Transform.World()[7], uiText, c)
}
