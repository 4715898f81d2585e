package tumble

import (
	"errors"
	"math"
	"strconv"
	"strings"

	"github.com/go-gl/mathgl/mgl32"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/resource"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/tumble/level"
)

// The editor's controls.
//
//	mouse                  keyboard           pad
//	move                   -                  left stick          the cursor
//	left button            -                  A (South)           place the palette's item, or pick one and drag it
//	right button           Delete             B (East)            delete the item under the cursor (or the selected one)
//	-                      1 to 7             D-pad left/right    the palette's item
//	-                      Q / E              LB / RB             turn the selected item 15° left / right
//	wheel                  - = [ ]            X / Y (West/North)  resize it (wheel, X, Y: both sides; - =: width; [ ]: height)
//	-                      F                  D-pad up            flip it
//	-                      Ctrl+Z / Ctrl+Y    LT / RT             undo / redo
//	-                      Ctrl+S             Start               save the level's file
//	-                      arrows             right stick         look around
//	-                      Tab                Back                play the level from its start
const (
	turnStep   = 15  // degrees
	sizeStep   = 4   // pixels
	wheelStep  = 2   // pixels a notch
	cursorRate = 240 // px/s at full stick
	lookRate   = 300 // px/s
)

// edit is what the editor's commands are: undoable, and able to say what
// they did.
type edit interface {
	patterns.Undoable
	Describe() string
}

// editor is the level editor's state.
type editor struct {
	p        *Play
	history  patterns.History
	kind     int // the palette's item: an index into level.Kinds
	selected int // the item selected, or -1
	cursor   mgl32.Vec2
	view     mgl32.Vec2 // the camera's top-left, where it would be
	mouse    [2]float32 // the mouse's logical position last frame
	padMode  bool       // the cursor follows the pad's stick, not the mouse
	triggers [2]bool    // LT and RT were held last frame
	drag     drag
	found    []*scene.GameObject
	line     render.Sprite
	text     []byte
	labels   []string // level.Kinds in capitals, for the HUD
}

// drag is an item being moved: it moves on screen while the button is
// held, and becomes one Move command when released.
type drag struct {
	on    bool
	index int
	from  mgl32.Vec2 // the item's position when picked
	grab  mgl32.Vec2 // the cursor's offset from it
	objs  []*scene.GameObject
	start []mgl32.Vec2 // their positions when picked
}

func (ed *editor) init(p *Play) {
	ed.p = p
	ed.selected = -1
	ed.history.Limit = 1000
	ed.line = render.NewSprite(p.art.White)
	ed.line.Layer = layerEditor
	ed.text = make([]byte, 0, 64)
	for _, k := range level.Kinds {
		ed.labels = append(ed.labels, strings.ToUpper(string(k)))
	}
}

// label is kind k's name in capitals.
func (ed *editor) label(k level.Kind) string {
	for i, kk := range level.Kinds {
		if kk == k {
			return ed.labels[i]
		}
	}
	return string(k)
}

// open shows the editor looking at view (the camera's top-left): nothing
// selected or dragged, the cursor in the middle of the view until the
// mouse moves or the stick pushes it.
func (ed *editor) open(view mgl32.Vec2) {
	l := ed.p.lvl
	ed.view = mgl32.Vec2{max(0, min(l.Width-ScreenW, view[0])), max(0, min(l.Height-ScreenH, view[1]))}
	ed.cursor = ed.view.Add(mgl32.Vec2{ScreenW / 2, ScreenH / 2})
	ed.padMode = true
	ed.reset()
}

// reset forgets the drag and the selection (the level changed under them).
func (ed *editor) reset() {
	ed.drag.on = false
	ed.selected = -1
}

// do runs an edit through the history and builds the level again.
func (ed *editor) do(c edit) {
	ed.history.Do(c)
	ed.p.rebuild()
	ed.p.say(c.Describe())
}

func (ed *editor) update(dt float32) {
	p := ed.p
	in := p.e.Input()
	ctrl := in.KeyHeld(input.KeyLCtrl) || in.KeyHeld(input.KeyRCtrl)
	shift := in.KeyHeld(input.KeyLShift) || in.KeyHeld(input.KeyRShift)
	ed.moveCursor(in, dt)

	for k := range level.Palette {
		if in.KeyPressed(input.Key1 + input.Key(k)) {
			ed.kind = k
		}
	}
	if in.PadPressed(1, input.ButtonDPadRight) {
		ed.kind = (ed.kind + 1) % level.Palette
	}
	if in.PadPressed(1, input.ButtonDPadLeft) {
		ed.kind = (ed.kind + level.Palette - 1) % level.Palette
	}

	switch {
	case in.MousePressed(input.MouseLeft) || in.PadPressed(1, input.ButtonSouth):
		ed.press()
	case ed.drag.on && !in.MouseHeld(input.MouseLeft) && !in.PadHeld(1, input.ButtonSouth):
		ed.release()
	case ed.drag.on:
		ed.dragTo(ed.cursor)
	}
	if ed.drag.on {
		return // one thing at a time
	}

	if in.MousePressed(input.MouseRight) || in.PadPressed(1, input.ButtonEast) {
		ed.remove(ed.pick(ed.cursor))
	}
	if in.KeyPressed(input.KeyDelete) || in.KeyPressed(input.KeyBackspace) {
		ed.remove(ed.selected)
	}
	if !ctrl && (in.KeyPressed(input.KeyQ) || in.PadPressed(1, input.ButtonLeftShoulder)) {
		ed.turn(-turnStep)
	}
	if !ctrl && (in.KeyPressed(input.KeyE) || in.PadPressed(1, input.ButtonRightShoulder)) {
		ed.turn(turnStep)
	}
	_, wheel := in.MouseWheel()
	switch {
	case wheel != 0:
		ed.resize(wheel*wheelStep, wheel*wheelStep)
	case in.KeyPressed(input.KeyEquals):
		ed.resize(sizeStep, 0)
	case in.KeyPressed(input.KeyMinus):
		ed.resize(-sizeStep, 0)
	case in.KeyPressed(input.KeyRightBracket):
		ed.resize(0, sizeStep)
	case in.KeyPressed(input.KeyLeftBracket):
		ed.resize(0, -sizeStep)
	case in.PadPressed(1, input.ButtonNorth):
		ed.resize(sizeStep, sizeStep)
	case in.PadPressed(1, input.ButtonWest):
		ed.resize(-sizeStep, -sizeStep)
	}
	if !ctrl && in.KeyPressed(input.KeyF) || in.PadPressed(1, input.ButtonDPadUp) {
		ed.flip()
	}

	lt := in.PadAxis(1, input.AxisLeftTrigger) > 0.5
	rt := in.PadAxis(1, input.AxisRightTrigger) > 0.5
	undo := ctrl && !shift && in.KeyPressed(input.KeyZ) || lt && !ed.triggers[0]
	redo := ctrl && (in.KeyPressed(input.KeyY) || shift && in.KeyPressed(input.KeyZ)) || rt && !ed.triggers[1]
	ed.triggers = [2]bool{lt, rt}
	switch {
	case undo:
		ed.undo()
	case redo:
		ed.redo()
	}
	if ctrl && in.KeyPressed(input.KeyS) || in.PadPressed(1, input.ButtonStart) {
		ed.save()
	}
}

// moveCursor follows the mouse, or the pad's stick once it moves, and
// moves the view with the arrow keys and the right stick (and with the
// cursor, when the pad drives it).
func (ed *editor) moveCursor(in *input.Manager, dt float32) {
	p := ed.p
	mx, my := in.MousePos()
	if mx != ed.mouse[0] || my != ed.mouse[1] {
		ed.padMode = false
		ed.mouse = [2]float32{mx, my}
	}
	sx, sy := in.PadStick(1, true)
	if sx*sx+sy*sy > 0.04 {
		ed.padMode = true
		ed.cursor = ed.cursor.Add(mgl32.Vec2{sx, sy}.Mul(cursorRate * dt))
	}
	var look mgl32.Vec2
	if in.KeyHeld(input.KeyLeft) {
		look[0]--
	}
	if in.KeyHeld(input.KeyRight) {
		look[0]++
	}
	if in.KeyHeld(input.KeyUp) {
		look[1]--
	}
	if in.KeyHeld(input.KeyDown) {
		look[1]++
	}
	if rx, ry := in.PadStick(1, false); rx*rx+ry*ry > 0.04 {
		look = look.Add(mgl32.Vec2{rx, ry})
	}
	ed.view = ed.view.Add(look.Mul(lookRate * dt))
	if ed.padMode {
		// Keep the cursor in the level, and the view on the cursor.
		ed.cursor = mgl32.Vec2{max(0, min(p.lvl.Width, ed.cursor[0])), max(0, min(p.lvl.Height, ed.cursor[1]))}
		const margin = 40
		for i, size := range [2]float32{ScreenW, ScreenH} {
			ed.view[i] = max(ed.cursor[i]-size+margin, min(ed.cursor[i]-margin, ed.view[i]))
		}
	}
	ed.view = mgl32.Vec2{max(0, min(p.lvl.Width-ScreenW, ed.view[0])), max(0, min(p.lvl.Height-ScreenH, ed.view[1]))}
	if !ed.padMode {
		ed.cursor = mgl32.Vec2{mx, my}.Add(p.cam)
	}
}

// pick is the item under the world point at, the last one in the file
// (drawn last, within its layer) where several overlap; -1 for none.
func (ed *editor) pick(at mgl32.Vec2) int {
	best := -1
	ed.found = ed.p.world.QueryPoint(at, ed.found[:0])
	for _, o := range ed.found {
		if i, ok := itemOf(o); ok && i > best {
			best = i
		}
	}
	clear(ed.found)
	return best
}

// press picks the item under the cursor and starts dragging it, or places
// the palette's item there.
func (ed *editor) press() {
	p := ed.p
	if i := ed.pick(ed.cursor); i >= 0 {
		it := p.lvl.Items[i]
		ed.selected = i
		d := &ed.drag
		d.on, d.index = true, i
		d.from = mgl32.Vec2{it.X, it.Y}
		d.grab = ed.cursor.Sub(d.from)
		d.objs, d.start = d.objs[:0], d.start[:0]
		for _, o := range p.built.objs {
			if n, ok := itemOf(o); ok && n == i {
				d.objs = append(d.objs, o)
				d.start = append(d.start, o.Transform.Position())
			}
		}
		return
	}
	k := level.Kinds[ed.kind]
	sz := level.Sizes[k]
	it := p.lvl.Clamp(level.Item{Kind: k, X: float32(math.Round(float64(ed.cursor[0]))), Y: float32(math.Round(float64(ed.cursor[1]))), W: sz.W, H: sz.H})
	if len(p.lvl.Items) >= level.MaxItems {
		p.say("the level is full: " + strconv.Itoa(level.MaxItems) + " items")
		return
	}
	ed.do(&level.Place{L: p.lvl, Item: it})
	ed.selected = len(p.lvl.Items) - 1
}

// target is where a drag to the cursor at puts the item: in the level, on
// whole pixels.
func (ed *editor) target(at mgl32.Vec2) mgl32.Vec2 {
	d := &ed.drag
	it := ed.p.lvl.Items[d.index]
	to := at.Sub(d.grab)
	it.X, it.Y = float32(math.Round(float64(to[0]))), float32(math.Round(float64(to[1])))
	it = ed.p.lvl.Clamp(it)
	return mgl32.Vec2{it.X, it.Y}
}

// dragTo shows the dragged item's objects where the drag would put it.
// Only what is drawn moves: the level changes when the button is let go.
func (ed *editor) dragTo(at mgl32.Vec2) {
	d := &ed.drag
	delta := ed.target(at).Sub(d.from)
	for k, o := range d.objs {
		o.Transform.SetPosition(d.start[k].Add(delta))
	}
}

// release ends a drag: one Move for the whole of it.
func (ed *editor) release() {
	d := &ed.drag
	d.on = false
	to := ed.target(ed.cursor)
	clear(d.objs)
	if to == d.from {
		ed.p.rebuild() // put back what the drag moved on screen
		return
	}
	ed.do(&level.Move{L: ed.p.lvl, Index: d.index, From: [2]float32(d.from), To: [2]float32(to)})
}

func (ed *editor) remove(i int) {
	p := ed.p
	if i < 0 || i >= len(p.lvl.Items) {
		return
	}
	if p.lvl.Items[i].Kind == level.Start {
		p.say("the start stays: drag it instead")
		return
	}
	ed.do(&level.Delete{L: p.lvl, Index: i})
	ed.selected = -1
}

// sel is the selected item, if any.
func (ed *editor) sel() (int, level.Item, bool) {
	i := ed.selected
	if i < 0 || i >= len(ed.p.lvl.Items) {
		return -1, level.Item{}, false
	}
	return i, ed.p.lvl.Items[i], true
}

func (ed *editor) turn(deg float32) {
	i, it, ok := ed.sel()
	if !ok {
		return
	}
	to := it
	to.Angle += deg
	to = ed.p.lvl.Clamp(to)
	if to.Angle != it.Angle {
		ed.do(&level.Rotate{L: ed.p.lvl, Index: i, From: it.Angle, To: to.Angle})
	}
}

func (ed *editor) resize(dw, dh float32) {
	i, it, ok := ed.sel()
	if !ok {
		return
	}
	to := it
	to.W, to.H = it.W+dw, it.H+dh
	to = ed.p.lvl.Clamp(to)
	if to.W != it.W || to.H != it.H {
		ed.do(&level.Resize{L: ed.p.lvl, Index: i, From: [2]float32{it.W, it.H}, To: [2]float32{to.W, to.H}})
	}
}

func (ed *editor) flip() {
	if i, _, ok := ed.sel(); ok {
		ed.do(&level.Flip{L: ed.p.lvl, Index: i})
	}
}

func (ed *editor) undo() { ed.travel(ed.history.Undo, "undone", "nothing to undo") }
func (ed *editor) redo() { ed.travel(ed.history.Redo, "redone", "nothing to redo") }

// travel moves through the history with step (Undo or Redo) and builds
// the level again.
func (ed *editor) travel(step func() bool, done, none string) {
	if !step() {
		ed.p.say(none)
		return
	}
	ed.p.rebuild()
	ed.selected = -1
	ed.p.say(done)
}

// save writes the level to its file in the data folder, atomically. The
// data folder's watcher then sees the file change; the reload finds the
// level it already has and changes nothing.
func (ed *editor) save() {
	p := ed.p
	path, err := p.e.Resources().Path(p.file)
	if errors.Is(err, resource.ErrEmbedded) {
		p.say("no data folder to save in: run with -data DIR")
		return
	}
	if err != nil {
		p.say("cannot save: " + err.Error())
		return
	}
	enc := p.lvl.Encode()
	if err := data.WriteFileAtomic(path, enc, 0o644); err != nil {
		p.say("save failed: " + err.Error())
		return
	}
	p.saved, p.unsaved = enc, false
	p.say("saved " + p.file)
}

var (
	editCursor   = render.RGBA8(255, 255, 255, 220)
	editSelected = render.RGBA8(255, 220, 80, 255)
	editGhost    = render.RGBA8(140, 220, 255, 200)
)

// render draws the editor: the cursor, the selection and the ghost of the
// item a click would place, in the world; the palette, the selected item
// and the keys, over it.
func (ed *editor) render(q *render.Queue) {
	p := ed.p
	c := ed.cursor
	q.FillRect(c[0]-4, c[1], 9, 1, render.StepGeometry, layerEditor, editCursor)
	q.FillRect(c[0], c[1]-4, 1, 9, render.StepGeometry, layerEditor, editCursor)
	if _, it, ok := ed.sel(); ok && !ed.drag.on {
		ed.outline(q, it, editSelected)
	}
	if !ed.drag.on && ed.pick(c) < 0 {
		k := level.Kinds[ed.kind]
		sz := level.Sizes[k]
		ed.outline(q, level.Item{Kind: k, X: c[0], Y: c[1], W: sz.W, H: sz.H}, editGhost)
	}

	q.FillRect(0, 0, ScreenW, 20, render.StepUI, 0, hudShade)
	t := append(ed.text[:0], "EDIT  < "...)
	t = append(t, ed.labels[ed.kind]...)
	t = append(t, " >  1-7"...)
	q.TextBytes(p.font, t, 2, 2, render.StepUI, 1, hudColor)
	if p.unsaved {
		q.Text(p.font, "UNSAVED", ScreenW-58, 2, render.StepUI, 1, hudBad)
	} else {
		q.Text(p.font, "SAVED", ScreenW-42, 2, render.StepUI, 1, hudGood)
	}
	if _, it, ok := ed.sel(); ok {
		t = append(t[:0], ed.label(it.Kind)...)
		t = append(t, ' ')
		t = strconv.AppendFloat(t, float64(it.W), 'g', 4, 32)
		t = append(t, 'X')
		t = strconv.AppendFloat(t, float64(it.H), 'g', 4, 32)
		t = append(t, ' ')
		t = strconv.AppendFloat(t, float64(it.Angle), 'g', 4, 32)
		t = append(t, " DEG"...)
		q.TextBytes(p.font, t, 2, 11, render.StepUI, 1, hudDim)
	}
	ed.text = t
	if p.noticeTime <= 0 {
		q.FillRect(0, ScreenH-20, ScreenW, 20, render.StepUI, 0, hudShade)
		q.Text(p.font, "LMB PUT  RMB DEL  Q/E TURN  WHEEL SIZE", 2, ScreenH-19, render.StepUI, 1, hudDim)
		q.Text(p.font, "F FLIP ^Z UNDO ^Y REDO ^S SAVE TAB PLAY", 2, ScreenH-10, render.StepUI, 1, hudDim)
	}
}

// outline draws the rectangle an item fills (a lamp's from its hook down
// its rod), turned with it.
func (ed *editor) outline(q *render.Queue, it level.Item, c render.Color) {
	rot := radians(it.Angle)
	centre := mgl32.Vec2{it.X, it.Y}
	w, h := it.W, it.H
	if it.Kind == level.Lamp {
		centre = centre.Add(rotate(mgl32.Vec2{0, it.H / 2}, rot))
	}
	if it.Kind == level.Bridge {
		h = it.W / 6 // the planks sag below the line between the posts
		centre = centre.Add(rotate(mgl32.Vec2{0, h / 2}, rot))
	}
	var corners [4]mgl32.Vec2
	for k, d := range [4]mgl32.Vec2{{-w / 2, -h / 2}, {w / 2, -h / 2}, {w / 2, h / 2}, {-w / 2, h / 2}} {
		corners[k] = centre.Add(rotate(d, rot))
	}
	for k := range corners {
		ed.segment(q, corners[k], corners[(k+1)%4], c)
	}
}

// segment draws a line one pixel wide from a to b in the world.
func (ed *editor) segment(q *render.Queue, a, b mgl32.Vec2, c render.Color) {
	d := b.Sub(a)
	s := &ed.line
	s.Pos, s.Pivot = a, mgl32.Vec2{0, 0.5}
	s.Size = mgl32.Vec2{d.Len(), 1}
	s.Rotation = float32(math.Atan2(float64(d[1]), float64(d[0])))
	s.Color = c
	q.Submit(s)
}
