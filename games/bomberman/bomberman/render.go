package bomberman

import (
	"fmt"
	"image"
	"strconv"
	"strings"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/games/bomberman/art"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Layers of the world (StepGeometry) and of the UI (StepUI).
const (
	layerFloor int16 = iota
	layerPickups
	layerBlocks
	layerBombs
	layerFlames
	layerEnemies
	layerPlayers
	layerParticles
	layerPopups
)

const (
	uiBar int16 = iota
	uiText
	uiCard
	uiCardInner
	uiCardText
)

// Colours of the presentation, NES palette numbers (art.NES) but for the
// modern look's light and glow tints (the text colours are in
// menu_text.go).
var (
	HUDGrey    = nesColour(0x10) // the HUD bar, as on the NES
	CardBlack  = nesColour(0x0f)
	TextWhite  = render.White // the font's own white, $20
	TextYellow = nesColour(0x38)
	Player2    = nesColour(player2Suit) // player 2's text, the colour of his suit
	flameLight = render.Color{R: 1, G: 0.72, B: 0.4, A: 1}
	flameGlow  = render.Color{R: 1, G: 0.8, B: 0.55, A: 0.55}
)

// Player 2 is the hero repainted, as the NES swaps a sprite's palette:
// the white suit in player2Suit. A tint would multiply the colours off the
// palette.
const player2Suit = 0x31

// swaps are the sprites repainted from the art when it loads: the font in
// each text colour (menu_text.go) and player 2's hero.
type swaps struct {
	texts  textFonts
	p2Walk [4][3]render.Region // by game.Dir, as Assets.playerWalk
	p2Die  [7]render.Region
}

// player2Name is the atlas name of player 2's copy of hero sprite name.
func player2Name(name string) string { return "p2/" + name }

// swappedSprites returns the repainted copies of set's sprites that
// swaps.load looks up.
func swappedSprites(set *art.Set) []namedImage {
	out := textSprites(set)
	white, suit := art.NES[0x30], art.NES[player2Suit]
	for _, name := range set.Names() {
		if !strings.HasPrefix(name, "player_") {
			continue
		}
		src, _ := set.Image(name)
		img := image.NewRGBA(src.Bounds())
		copy(img.Pix, src.Pix)
		for i := 0; i < len(img.Pix); i += 4 {
			if p := img.Pix[i : i+4 : i+4]; p[3] != 0 && p[0] == white.R && p[1] == white.G && p[2] == white.B {
				p[0], p[1], p[2] = suit.R, suit.G, suit.B
			}
		}
		out = append(out, namedImage{player2Name(name), img})
	}
	return out
}

// load looks the repainted sprites up in the atlas swappedSprites went
// into.
func (w *swaps) load(atlas *render.Atlas) error {
	if err := w.texts.load(atlas); err != nil {
		return err
	}
	var missing []string
	get := func(name string) render.Region {
		reg, ok := atlas.Region(player2Name(name))
		if !ok {
			missing = append(missing, name)
		}
		return reg
	}
	for d, n := range playerDirNames {
		for i := range w.p2Walk[d] {
			w.p2Walk[d][i] = get(fmt.Sprintf("player_%s_%d", n, i))
		}
	}
	for i := range w.p2Die {
		w.p2Die[i] = get(fmt.Sprintf("player_die_%d", i))
	}
	if len(missing) > 0 {
		return fmt.Errorf("player 2's copies of %s", strings.Join(missing, ", "))
	}
	return nil
}

// nesColour returns NES palette colour n (art.NES) as a render colour.
func nesColour(n int) render.Color {
	c := art.NES[n]
	return render.RGBA8(c.R, c.G, c.B, c.A)
}

// flameStage is the flame's drawing stage (0 smallest .. 3 fullest) by its
// age in explosion ticks: it grows, holds, and dies down before it clears.
var flameStage = [8]int{1, 2, 3, 3, 3, 2, 1, 0}

// shakeOffset is the camera offset of each shake frame, counting down.
var shakeOffset = [ShakeFrames][2]float32{
	{0, 0}, {1, 0}, {-1, 0}, {1, 1}, {-1, -1}, {2, 0}, {-2, 1}, {2, -1}, {-2, 0},
	{3, 1}, {-3, -1}, {3, 0}, {-3, 1}, {2, -1}, {-2, 1}, {3, 0}, {-3, 0}, {2, 1},
}

// view is the render pass's scratch, kept between frames so drawing
// allocates nothing.
type view struct {
	flames [game.MapH][game.MapW]int16 // flame index+1 by cell, this frame
	buf    [20]byte                    // a popup's digits: an int64's fit
	sp     render.Sprite
	pops   popupLayout
}

// Render draws the session: the STAGE card, the world and the HUD, the
// pause overlay, the game over and ending screens.
func (s *Session) Render(q *render.Queue) {
	g := s.g
	r := engine.Renderer()
	if g == nil {
		r.SetCamera(0, 0)
		return
	}
	a := s.app
	if s.introLeft > 0 {
		r.SetCamera(0, 0)
		s.drawCard(q, g.Stage(), g.Bonus())
		return
	}
	switch g.Phase() {
	case game.PhaseIntro:
		r.SetCamera(0, 0)
		s.drawCard(q, g.Stage(), g.Bonus())
		return
	case game.PhaseGameOver:
		r.SetCamera(0, 0)
		s.drawGameOver(q)
		return
	case game.PhaseEnding:
		r.SetCamera(0, 0)
		s.drawEnding(q)
		return
	}
	cx, cy := float32(s.scroll()), float32(0)
	if s.shake > 0 && a.settings.ScreenShake {
		o := shakeOffset[s.shake%ShakeFrames]
		cx, cy = cx+o[0], cy+o[1]
	}
	r.SetCamera(cx, cy)
	s.drawWorld(q)
	s.fx.render(q)
	s.drawHUD(q)
	s.drawOffscreen(q)
	if g.Paused() {
		s.drawPause(q)
	}
}

// put submits region reg at world pixel (x, y) (its top-left corner).
func (s *Session) put(q *render.Queue, reg render.Region, x, y int, step render.Step, layer int16, c render.Color, flip bool) {
	sp := &s.view.sp
	*sp = render.NewSprite(reg)
	sp.Step, sp.Layer, sp.Color, sp.FlipX = step, layer, c, flip
	sp.Pos[0], sp.Pos[1] = float32(x), float32(y)
	q.Submit(sp)
}

// drawWorld draws the visible columns of the map and everything on it.
func (s *Session) drawWorld(q *render.Queue) {
	g, as := s.g, s.app.Assets
	glow := s.app.settings.Glow
	scroll := s.scroll()
	w, h := g.MapSize()
	x0 := max(0, scroll/Cell-1)
	x1 := min(w-1, (scroll+ScreenW)/Cell+1)
	geo := render.StepGeometry
	for y := 0; y < h; y++ {
		py := MapTop + y*Cell
		for x := x0; x <= x1; x++ {
			px := x * Cell
			switch g.Tile(x, y) {
			case game.TileConcrete:
				s.put(q, as.pillar, px, py, geo, layerBlocks, render.White, false)
			case game.TileBrick:
				s.put(q, as.brick, px, py, geo, layerBlocks, render.White, false)
			case game.TileBurning:
				s.put(q, as.floor, px, py, geo, layerFloor, render.White, false)
				s.put(q, as.brickBurn[min(g.BurnTicks(x, y), len(as.brickBurn)-1)], px, py, geo, layerBlocks, render.White, false)
			default:
				s.put(q, as.floor, px, py, geo, layerFloor, render.White, false)
			}
		}
	}
	// the exit, the items and the secret bonus, on the floor
	if ex := g.Exit(); ex.X >= 0 && ex.Revealed && g.Tile(ex.X, ex.Y) == game.TileFloor {
		s.put(q, as.exit, ex.X*Cell, MapTop+ex.Y*Cell, geo, layerPickups, render.White, false)
	}
	for _, it := range g.Items() {
		if it.Kind != 0 && it.Revealed && !it.Taken && g.Tile(it.X, it.Y) == game.TileFloor {
			s.put(q, as.item[it.Kind], it.X*Cell, MapTop+it.Y*Cell, geo, layerPickups, render.White, false)
		}
	}
	if sc := g.Secret(); sc.Visible && sc.Kind != game.SecretNone {
		s.put(q, as.bonus[sc.Kind], sc.X*Cell, MapTop+sc.Y*Cell, geo, layerPickups, render.White, false)
	}
	// bombs pulse 0,1,2,1
	pulse := [4]int{0, 1, 2, 1}[(g.Frame()/10)%4]
	for _, b := range g.Bombs() {
		if b.Active {
			s.put(q, as.bomb[pulse], b.X*Cell, MapTop+b.Y*Cell, geo, layerBombs, render.White, false)
		}
	}
	s.drawFlames(q, glow)
	s.drawEnemies(q)
	s.drawPopups(q)
	for i := 0; i < g.Players(); i++ {
		s.drawPlayer(q, i)
	}
}

// drawFlames draws each burning cell as a centre, an arm or an end, by its
// neighbours and the explosion centres, at the stage its age gives; with
// effects on, each also lights the light map and glows.
func (s *Session) drawFlames(q *render.Queue, glow bool) {
	g, as, v := s.g, s.app.Assets, &s.view
	fl := g.Flames()
	for i := range fl {
		v.flames[fl[i].Y][fl[i].X] = int16(i + 1)
	}
	at := func(x, y int) bool {
		return x >= 0 && y >= 0 && x < game.MapW && y < game.MapH && v.flames[y][x] != 0
	}
	for _, f := range fl {
		l, r, u, d := at(f.X-1, f.Y), at(f.X+1, f.Y), at(f.X, f.Y-1), at(f.X, f.Y+1)
		shape := flameCenter
		switch {
		case s.isCentre(f.X, f.Y), (l || r) && (u || d):
		case l && r:
			shape = flameH
		case u && d:
			shape = flameV
		case l:
			shape = flameEndRight
		case r:
			shape = flameEndLeft
		case u:
			shape = flameEndDown
		case d:
			shape = flameEndUp
		}
		st := 0
		if f.Age >= 0 && f.Age < len(flameStage) {
			st = flameStage[f.Age]
		}
		reg := as.flame[shape][st]
		px, py := f.X*Cell, MapTop+f.Y*Cell
		s.put(q, reg, px, py, render.StepGeometry, layerFlames, render.White, false)
		if glow {
			s.put(q, reg, px, py, render.StepGlow, layerFlames, flameGlow, false)
			sp := &v.sp
			*sp = render.NewSprite(as.light)
			sp.Step, sp.Layer, sp.Blend, sp.Color = render.StepLight, 0, render.BlendAdd, flameLight
			sp.Size[0], sp.Size[1] = 48, 48
			sp.Pos[0], sp.Pos[1] = float32(px-16), float32(py-16)
			q.Submit(sp)
		}
	}
	for i := range fl {
		v.flames[fl[i].Y][fl[i].X] = 0
	}
}

// walkFrame picks stand, step, stand, other step from the distance walked.
func walkFrame(px int) int {
	return [4]int{0, 1, 0, 2}[(px/4)&3]
}

// drawPlayer draws player i: player 1 as the hero's sheet has him, player
// 2 in his repainted copy; an invincible player blinks, drawn every other
// pair of frames, as NES sprites flicker.
func (s *Session) drawPlayer(q *render.Queue, i int) {
	g, as := s.g, s.app.Assets
	p := g.Player(i)
	walk, die := &as.playerWalk, &as.playerDie
	if i == 1 {
		walk, die = &as.swaps.p2Walk, &as.swaps.p2Die
	}
	x, y := p.X*Cell+p.U-Cell/2, MapTop+p.Y*Cell+p.V-Cell/2
	if df := g.DeathFrame(i); df >= 0 {
		if df < len(die) {
			s.put(q, die[df], x, y, render.StepGeometry, layerPlayers, render.White, false)
		}
		return
	}
	if !p.Alive || p.Out || (p.Mystery > 0 && (g.Frame()/2)&1 == 1) {
		return
	}
	f := 0
	if p.Moving {
		if p.Facing == game.DirLeft || p.Facing == game.DirRight {
			f = walkFrame(p.X*Cell + p.U)
		} else {
			f = walkFrame(p.Y*Cell + p.V)
		}
	}
	s.put(q, walk[p.Facing&3][f], x, y, render.StepGeometry, layerPlayers, render.White, false)
}

func (s *Session) drawEnemies(q *render.Queue) {
	g, as := s.g, s.app.Assets
	rules := &g.Config().Rules
	walk := [4]int{0, 1, 2, 1}[(g.Frame()/8)&3]
	for _, e := range g.Enemies() {
		if e.State == game.EnemyFree || e.Kind == 0 {
			continue
		}
		x, y := e.X*Cell+e.U-Cell/2, MapTop+e.Y*Cell+e.V-Cell/2
		flip := e.Dir == game.DirRight
		switch e.State {
		case game.EnemySpawning:
			if (e.Timer/4)&1 == 0 {
				s.put(q, as.enemyWalk[e.Kind][0], x, y, render.StepGeometry, layerEnemies, render.White, flip)
			}
		case game.EnemyAlive:
			s.put(q, as.enemyWalk[e.Kind][walk], x, y, render.StepGeometry, layerEnemies, render.White, flip)
		case game.EnemyDying:
			switch t := e.Timer; {
			case t < rules.EnemyFreezeFrames:
				s.put(q, as.enemyDie[e.Kind][0], x, y, render.StepGeometry, layerEnemies, render.White, flip)
			case t < rules.EnemyFreezeFrames+rules.EnemyDissolveFrames:
				k := 1 + (t-rules.EnemyFreezeFrames)*3/max(1, rules.EnemyDissolveFrames)
				s.put(q, as.enemyDie[e.Kind][min(k, 3)], x, y, render.StepGeometry, layerEnemies, render.White, flip)
			}
		}
	}
}

// Score pop-ups: 5x7 digits one pixel apart, on rows of popupRowH pixels.
const (
	popupDigitW = 6 // a digit and its gap
	popupH      = 7
	popupRowH   = popupH + 1
	maxPopups   = game.MaxEnemies + 4 // every enemy slot and the session's four (Session.popups)
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
		w := digits(int64(it.points))*popupDigitW - 1
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

// drawPopups draws the score pop-ups of dead enemies and of the session
// (the secret bonus), laid out so that simultaneous kills stay readable.
func (s *Session) drawPopups(q *render.Queue) {
	g, l := s.g, &s.view.pops
	rules := &g.Config().Rules
	shown := rules.EnemyFreezeFrames + rules.EnemyDissolveFrames
	l.reset()
	l.minY = MapTop
	for _, e := range g.Enemies() {
		if e.Kind == 0 || e.State != game.EnemyDying || e.Timer < shown {
			continue
		}
		l.add(e.Points, e.X*Cell+e.U, MapTop+e.Y*Cell+e.V-4, e.Timer-shown)
	}
	for _, p := range s.popups {
		if p.left > 0 {
			l.add(p.points, p.x*Cell+Cell/2, MapTop+p.y*Cell+Cell/2-4, rules.EnemyPopupFrames-p.left)
		}
	}
	for i, n := 0, l.place(); i < n; i++ {
		s.drawPopup(q, l.item[i].points, l.rect[i].Min.X, l.rect[i].Min.Y)
	}
}

// drawPopup draws a score pop-up in the 5x7 digits with its top-left
// corner at (x, y).
func (s *Session) drawPopup(q *render.Queue, points, x, y int) {
	b := strconv.AppendInt(s.view.buf[:0], int64(points), 10)
	for i, ch := range b {
		s.put(q, s.app.Assets.popup[ch-'0'], x+i*popupDigitW, y, render.StepGeometry, layerPopups, render.White, false)
	}
}

// drawHUD draws the grey bar: TIME nnn, the score with its fixed 00,
// LEFT nn (versus: the rounds won).
func (s *Session) drawHUD(q *render.Queue) {
	g, a := s.g, s.app
	q.FillRect(0, 0, ScreenW, MapTop, render.StepUI, uiBar, HUDGrey)
	y := float32(HUDRow)
	if g.Mode() == game.ModeVersus {
		a.DrawText(q, "P1", 8, y, uiText, TextWhite)
		a.DrawNumber(q, int64(g.Player(0).Wins), 2, 32, y, uiText, TextWhite)
		a.DrawText(q, "TIME", 88, y, uiText, TextWhite)
		a.DrawNumber(q, int64(g.Timer()), 3, 128, y, uiText, TextWhite)
		a.DrawText(q, "P2", 200, y, uiText, Player2)
		a.DrawNumber(q, int64(g.Player(1).Wins), 2, 224, y, uiText, Player2)
		return
	}
	a.DrawText(q, "TIME", 8, y, uiText, TextWhite)
	a.DrawNumber(q, int64(g.Timer()), 3, 48, y, uiText, TextWhite)
	if g.Players() > 1 { // co-op: LEFT for each player, in their colours
		if h := g.Score() / 100; h > 0 {
			a.DrawNumber(q, int64(h), 7, 80, y, uiText, TextWhite)
		}
		a.DrawText(q, "00", 136, y, uiText, TextWhite)
		a.DrawText(q, "LEFT", 160, y, uiText, TextWhite)
		a.DrawNumber(q, int64(g.Lives()), 2, 200, y, uiText, TextWhite)
		a.DrawNumber(q, int64(g.Player(1).Lives), 2, 224, y, uiText, Player2)
		return
	}
	if h := g.Score() / 100; h > 0 {
		a.DrawNumber(q, int64(h), 7, 96, y, uiText, TextWhite)
	}
	a.DrawText(q, "00", 152, y, uiText, TextWhite)
	a.DrawText(q, "LEFT", 184, y, uiText, TextWhite)
	a.DrawNumber(q, int64(g.Lives()), 2, 224, y, uiText, TextWhite)
}

// scroll is the camera's x: the game's ScrollX (player 1) in a one-player
// game; in co-op the midpoint of the players still in, so both share the
// screen while they stay within 256 px of each other. The versus arena fits
// the screen: the camera stands still with the arena centred (a negative x
// leaves the margins left and right of the 240-px arena).
func (s *Session) scroll() int {
	g := s.g
	if w, _ := g.MapSize(); w*Cell <= ScreenW {
		return -(ScreenW - w*Cell) / 2
	}
	if g.Players() < 2 {
		return g.ScrollX()
	}
	sum, n := 0, 0
	for i := 0; i < g.Players(); i++ {
		if p := g.Player(i); !p.Out {
			sum += p.X*Cell + p.U
			n++
		}
	}
	if n == 0 {
		return g.ScrollX()
	}
	w, _ := g.MapSize()
	return clamp(sum/n-ScreenW/2, 0, w*Cell-ScreenW)
}

// drawOffscreen marks a co-op player beyond the screen's edge with an arrow
// at his height, in his colour. The versus arena is all on screen.
func (s *Session) drawOffscreen(q *render.Queue) {
	g := s.g
	if g.Players() < 2 || g.Mode() == game.ModeVersus {
		return
	}
	scroll := s.scroll()
	for i := 0; i < g.Players(); i++ {
		p := g.Player(i)
		if p.Out || !p.Alive {
			continue
		}
		c := TextWhite
		if i == 1 {
			c = Player2
		}
		x, y := p.X*Cell+p.U-scroll, float32(MapTop+p.Y*Cell+p.V-4)
		switch {
		case x < 0:
			s.app.DrawText(q, "<", 0, y, uiText, c)
		case x >= ScreenW:
			s.app.DrawText(q, ">", ScreenW-8, y, uiText, c)
		}
	}
}

// drawCard draws the STAGE n (or BONUS STAGE) card.
func (s *Session) drawCard(q *render.Queue, stage int, bonus bool) {
	a := s.app
	q.FillRect(0, 0, ScreenW, ScreenH, render.StepUI, uiCard, CardBlack)
	if bonus {
		a.DrawTextCentered(q, "BONUS STAGE", 112, uiCardText, TextWhite)
		return
	}
	n := 1
	if stage >= 10 {
		n = 2
	}
	x := float32(ScreenW-8*(6+n)) / 2
	a.DrawText(q, "STAGE", x, 112, uiCardText, TextWhite)
	a.DrawNumber(q, int64(stage), n, x+48, 112, uiCardText, TextWhite)
}

// The pause window: a framed black box over the middle of the field, one
// row high for PAUSE, taller when it also says why (a lost pad).
const (
	PauseX     = 40
	PauseY     = 112
	PauseW     = ScreenW - 2*PauseX
	PauseH     = 24
	PauseTallH = 60
	PauseTextY = PauseY + 8
)

// drawPause shows PAUSE in a window over the still field (and why, for a
// lost pad), as an NES game would: no shade, which would take the field's
// colours off the palette.
func (s *Session) drawPause(q *render.Queue) {
	a := s.app
	gone, back := -1, -1
	for p := 1; p >= 0; p-- {
		switch {
		case s.padGone[p]:
			gone = p
		case s.padReturned[p]:
			back = p
		}
	}
	h := float32(PauseH)
	if gone >= 0 || back >= 0 {
		h = PauseTallH
	}
	frameBox(q, PauseX, PauseY, PauseW, h, uiCard, uiCardInner)
	a.DrawTextCentered(q, "PAUSE", PauseTextY, uiCardText, TextWhite)
	switch {
	case gone >= 0:
		a.DrawTextCentered(q, "GAMEPAD DISCONNECTED", PauseTextY+24, uiCardText, TextYellow)
		a.DrawText(q, "P", 112, PauseTextY+36, uiCardText, TextYellow)
		a.DrawNumber(q, int64(gone+1), 1, 120, PauseTextY+36, uiCardText, TextYellow)
	case back >= 0:
		a.DrawTextCentered(q, "PRESS START", PauseTextY+24, uiCardText, TextYellow)
	}
}

// drawGameOver shows GAME OVER and the password to continue (versus: the
// match's winner).
func (s *Session) drawGameOver(q *render.Queue) {
	a, g := s.app, s.g
	q.FillRect(0, 0, ScreenW, ScreenH, render.StepUI, uiCard, CardBlack)
	a.DrawTextCentered(q, "GAME OVER", 88, uiCardText, TextWhite)
	if w := g.Winner(); g.Mode() == game.ModeVersus && w >= 0 {
		a.DrawTextCentered(q, matchWinText[w], 128, uiCardText, playerColour[w]) // scripted runs end here
	}
	if pw := g.Password(); pw != "" {
		a.DrawTextCentered(q, "SECRET CODE", 128, uiCardText, TextYellow)
		a.drawCode(q, pw, 144, uiCardText, TextWhite)
	}
}

// drawEnding shows the ending picture after stage 50.
func (s *Session) drawEnding(q *render.Queue) {
	a := s.app
	q.FillRect(0, 0, ScreenW, ScreenH, render.StepUI, uiCard, CardBlack)
	sp := &s.view.sp
	*sp = render.NewSprite(a.Assets.ending)
	sp.Step, sp.Layer = render.StepUI, uiCardText
	sp.Size[0], sp.Size[1] = 128, 96
	sp.Pos[0], sp.Pos[1] = 64, 40
	q.Submit(sp)
	a.DrawTextCentered(q, "ALL 50 STAGES CLEAR!", 160, uiCardText, TextYellow)
	a.DrawTextCentered(q, "WELL DONE, BOMBER.", 180, uiCardText, TextWhite)
}
