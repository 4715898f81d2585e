package play

import (
	"image"
	"strconv"

	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/feed"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Score pop-ups: 5x7 digits one pixel apart, on rows of popupRowH pixels.
const (
	popupDigitW = 6 // a digit and its gap
	popupH      = 7
	popupRowH   = popupH + 1
	maxPopups   = game.MaxEnemies + secretPopups // every enemy slot and the secret's
	// secretPopups are the pop-ups of secret bonus items shown at once.
	secretPopups = 4
	// popupDigits is the most digits a pop-up shows: those of
	// game.MaxPoints, the most any award can be.
	popupDigits = 9
)

// popupLayout places one frame's score pop-ups so that none covers
// another: a pop-up keeps its place over its cell unless one placed before
// it is there, and then rises a row of digits at a time until it is clear
// (or, where rising would take it above minY, under the HUD, it sinks
// instead). Older pop-ups are placed first, so a new one never pushes an
// old one about. The zero value is empty; the arrays make it
// allocation-free.
type popupLayout struct {
	minY int // the highest top a pop-up may rise to
	n    int
	item [maxPopups]popupItem
	rect [maxPopups]image.Rectangle
}

type popupItem struct {
	points, cx, cy, age int
}

func (l *popupLayout) reset() { l.n = 0 }

// add queues points centred at (cx, cy), shown for age frames; past
// maxPopups it is dropped (every slot is counted, so it cannot happen).
func (l *popupLayout) add(points, cx, cy, age int) {
	if l.n == len(l.item) {
		return
	}
	it := popupItem{points, cx, cy, age}
	i := l.n
	for ; i > 0 && l.item[i-1].age < age; i-- { // oldest first; ties keep their order
		l.item[i] = l.item[i-1]
	}
	l.item[i] = it
	l.n++
}

// place lays the queued pop-ups out and returns how many there are; rect
// i is then pop-up i's box, and item i its points.
func (l *popupLayout) place() int {
	for i := 0; i < l.n; i++ {
		it := l.item[i]
		w := assets.Digits(int64(it.points))*popupDigitW - 1
		base := image.Rect(it.cx-w/2, it.cy-3, it.cx-w/2+w, it.cy-3+popupH)
		// Each earlier box blocks at most two rows, so one of the 2i+1
		// rows above the base is free, or one of the 2i+1 below.
		r := base
		for k := 1; k <= 2*i+1 && l.overlaps(r, i); k++ { // rise
			up := base.Sub(image.Pt(0, k*popupRowH))
			if up.Min.Y < l.minY {
				break
			}
			r = up
		}
		for k := 1; k <= 2*i+1 && l.overlaps(r, i); k++ { // or sink
			r = base.Add(image.Pt(0, k*popupRowH))
		}
		l.rect[i] = r
	}
	return l.n
}

// overlaps reports whether r touches any of the first n boxes.
func (l *popupLayout) overlaps(r image.Rectangle, n int) bool {
	for j := 0; j < n; j++ {
		if r.Overlaps(l.rect[j]) {
			return true
		}
	}
	return false
}

// secretPopup is a secret bonus item's points shown over its cell for the
// enemies' pop-up time (an enemy's pop-up is its slot's, read from the
// game).
type secretPopup struct {
	x, y, points, left int
}

// popupsLayer lays out the frame's pop-ups (popupLayout), those of dead
// enemies (read from their slots) and of the secret bonus items taken
// (heard of, SecretTaken, counted down each step, dropped when a rollback
// takes one back), and gives each an object, oldest first.
type popupsLayer struct {
	scene.Base
	v       *director
	popups  *mirror[*popupView]
	layout  popupLayout
	secrets [secretPopups]secretPopup
}

func (l *popupsLayer) subscribe(bus *patterns.EventBus) {
	l.Own(patterns.Subscribe(bus, func(e game.SecretTaken) { l.addSecret(e.X, e.Y, e.Points) }))
	l.Own(patterns.Subscribe(bus, func(u game.Undone[game.SecretTaken]) {
		for i := range l.secrets {
			if p := &l.secrets[i]; p.left > 0 && p.x == u.Event.X && p.y == u.Event.Y && p.points == u.Event.Points {
				*p = secretPopup{}
				return
			}
		}
	}))
	l.Own(patterns.Subscribe(bus, func(feed.Stepped) {
		for i := range l.secrets {
			if l.secrets[i].left > 0 {
				l.secrets[i].left--
			}
		}
	}))
	l.Own(patterns.Subscribe(bus, func(feed.GameStarted) { l.secrets = [len(l.secrets)]secretPopup{} }))
}

// addSecret shows points over cell (x, y), replacing the oldest secret's
// pop-up when all are in use.
func (l *popupsLayer) addSecret(x, y, points int) {
	k := 0
	for i := range l.secrets {
		if l.secrets[i].left < l.secrets[k].left {
			k = i
		}
	}
	l.secrets[k] = secretPopup{x: x, y: y, points: points, left: l.v.game().Numbers().EnemyPopupFrames}
}

func (l *popupsLayer) LateUpdate(float32) {
	g, lay := l.v.game(), &l.layout
	rules := g.Numbers()
	shown := rules.EnemyFreezeFrames + rules.EnemyDissolveFrames
	lay.reset()
	lay.minY = assets.MapTop
	for _, e := range g.Enemies() {
		if e.Kind == 0 || e.State != game.EnemyDying || e.Timer < shown {
			continue
		}
		lay.add(e.Points, e.X*assets.Cell+e.U, assets.MapTop+e.Y*assets.Cell+e.V-4, e.Timer-shown)
	}
	for _, p := range l.secrets {
		if p.left > 0 {
			lay.add(p.points, p.x*assets.Cell+assets.Cell/2, assets.MapTop+p.y*assets.Cell+assets.Cell/2-4, rules.EnemyPopupFrames-p.left)
		}
	}
	l.popups.begin()
	for i, n := 0, lay.place(); i < n; i++ {
		l.popups.show(i)
	}
	l.popups.end()
}

// popupView is one pop-up: its object stands at the box's top-left corner,
// and its digits are children, popupDigitW apart.
type popupView struct {
	scene.Base
	layer  *popupsLayer
	digits [popupDigits]*scene.SpriteRenderer
	buf    [20]byte // an int64's digits
}

func (p *popupView) show(i int) {
	l := &p.layer.layout
	r := l.rect[i]
	place(p.Owner(), r.Min.X, r.Min.Y)
	b := strconv.AppendInt(p.buf[:0], int64(l.item[i].points), 10)
	as := p.layer.v.as
	for j, d := range p.digits {
		if j < len(b) {
			d.Sprite.Region, d.Hidden = as.Popup[b[j]-'0'], false
		} else {
			d.Hidden = true
		}
	}
}

// newPopup builds a pooled pop-up with its digit children.
func newPopup(s *scene.Scene, l *popupsLayer) func(o *scene.GameObject) *popupView {
	return func(o *scene.GameObject) *popupView {
		p := scene.AddComponent(o, &popupView{layer: l})
		as := l.v.as
		for j := range p.digits {
			d := s.NewObject("digit")
			d.SetParent(o, false)
			d.Transform.SetPosition([2]float32{float32(j * popupDigitW), 0})
			p.digits[j] = newSprite(d, as.Popup[0], layerPopups)
		}
		return p
	}
}
