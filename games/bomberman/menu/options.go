package menu

import (
	"errors"
	"strconv"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// Options entries, in screen order.
const (
	OptMusic = iota
	OptEffects
	OptFullscreen
	OptScale
	OptParticles
	OptLook
	OptShake
	OptFriendly
	OptRounds
	OptControls1
	OptControls2
	OptBack
	optItems
)

var optLabels = [optItems]string{"MUSIC", "EFFECTS", "FULLSCREEN", "WINDOW SCALE", "PARTICLES", "LOOK",
	"SCREEN SHAKE", "FRIENDLY FIRE", "VERSUS", "CONTROLS P1", "CONTROLS P2", "BACK"}

// actionNames are controls.Actions as the controls page prints them.
var actionNames = [len(controls.Actions)]string{"UP", "DOWN", "LEFT", "RIGHT", "A", "B", "START"}

// Controls page entries after the seven actions.
const (
	ctlDefaults = len(controls.Actions) + iota
	ctlBack
	ctlItems
)

// Options geometry.
const (
	OptionsTopY   = 40
	OptionsDY     = 13
	OptionsLabelX = 24
	OptionsValueX = 152
	ControlsTopY  = 48
	ControlsDY    = 16
	OptionsHintY  = 218 // the key hints' last row
	volumeStep    = 10
)

// OptionsRow returns the y of entry i's row on the settings page, or on a
// controls page when controls is set.
func OptionsRow(i int, controls bool) float32 {
	if controls {
		return float32(ControlsTopY + ControlsDY*i)
	}
	return float32(OptionsTopY + OptionsDY*i)
}

// optionsScreen edits the settings (applied at once, saved on leaving) and
// each player's controls: choosing an action waits for the next key, button
// or stick push (input.Manager.CaptureNext), which replaces the action's
// binding of that kind; the bindings file is saved at once.
type optionsScreen struct {
	scene.Base
	m        *kit
	nav      nav
	sel      int
	player   int // 0: the settings page; 1, 2: that player's controls page
	st       save.Settings
	values   [optItems]string
	labels   [len(controls.Actions)]string // "X/A" by action
	hints    []string                      // the page's key hints
	keepHint string                        // "ESCAPE: KEEP THE OLD ONE"
	capture  int                           // action index waiting for a press, -1 none
	captured uint64                        // input frame of the last capture: no menu action then
	msg      string
}

func (o *optionsScreen) enter() {
	o.st = o.m.o.Settings.Settings()
	o.sel, o.player, o.capture, o.msg = 0, 0, -1, ""
	o.refresh()
}

// Page returns 0 on the settings page, or the player whose controls are
// shown, with the entry under the cursor.
func (o *optionsScreen) Page() (player, sel int) { return o.player, o.sel }

// Capturing reports whether the screen waits for a key or button.
func (o *optionsScreen) Capturing() bool { return o.capture >= 0 }

func onOff(b bool) string {
	if b {
		return "ON"
	}
	return "OFF"
}

// refresh rebuilds the value and binding labels and the key hints (they
// allocate, so only on a change, never per frame).
func (o *optionsScreen) refresh() {
	s := &o.st
	o.values = [optItems]string{
		OptMusic:      strconv.Itoa(s.MusicVolume),
		OptEffects:    strconv.Itoa(s.EffectsVolume),
		OptFullscreen: onOff(s.Fullscreen),
		OptScale:      strconv.Itoa(s.WindowScale) + "X",
		OptParticles:  onOff(s.Particles),
		OptLook:       string(s.Look),
		OptShake:      onOff(s.ScreenShake),
		OptFriendly:   onOff(s.FriendlyFire),
		OptRounds:     "BEST OF " + strconv.Itoa(s.VersusRounds),
	}
	m := o.m
	if o.player == 0 {
		o.hints = hintLines(m.does("a", "CHANGE"), m.does("b", "BACK"))
		return
	}
	for i, act := range controls.Actions {
		o.labels[i] = m.o.Controls.Name(o.player, act)
	}
	o.hints = hintLines(m.does("a", "REBIND"), m.does("b", "BACK"))
	o.keepHint = escapeDoes("KEEP THE OLD ONE")
}

func (o *optionsScreen) Update(dt float32) {
	m := o.m
	in := m.in
	o.nav.read(m, false)
	if o.capture >= 0 || in.Frame() == o.captured {
		return // waiting for the press, or the press just taken
	}
	n := &o.nav
	items := optItems
	if o.player > 0 {
		items = ctlItems
	}
	switch {
	case n.up:
		o.sel = (o.sel + items - 1) % items
		m.sound("menu_move")
	case n.down:
		o.sel = (o.sel + 1) % items
		m.sound("menu_move")
	case n.back:
		m.sound("menu_select")
		o.leave()
	case o.player > 0 && (n.ok || n.start):
		o.controlsChoose()
	case o.player == 0 && (n.ok || n.start || n.right):
		o.change(1, n.ok || n.start)
	case o.player == 0 && n.left:
		o.change(-1, false)
	}
}

// leave goes back from a controls page to the settings page, or from the
// settings to the title, saving them.
func (o *optionsScreen) leave() {
	if o.player > 0 {
		o.sel = OptControls1 + o.player - 1
		o.player = 0
		o.refresh()
		return
	}
	m := o.m
	m.reportSave("settings", m.o.Settings.SaveSettings())
	m.o.App.ToTitle()
}

// change steps the selected setting by d (ok: the entry was chosen, which
// opens the controls pages and leaves from BACK).
func (o *optionsScreen) change(d int, ok bool) {
	m := o.m
	s := &o.st
	switch o.sel {
	case OptMusic:
		s.MusicVolume = max(0, min(save.MaxVolume, s.MusicVolume+d*volumeStep))
	case OptEffects:
		s.EffectsVolume = max(0, min(save.MaxVolume, s.EffectsVolume+d*volumeStep))
	case OptFullscreen:
		s.Fullscreen = !s.Fullscreen
	case OptScale:
		s.WindowScale = max(save.MinScale, min(save.MaxScale, s.WindowScale+d))
	case OptParticles:
		s.Particles = !s.Particles
	case OptLook:
		if s.Modern() {
			s.Look = save.LookNES
		} else {
			s.Look = save.LookModern
		}
	case OptShake:
		s.ScreenShake = !s.ScreenShake
	case OptFriendly:
		s.FriendlyFire = !s.FriendlyFire
	case OptRounds:
		if s.VersusRounds == 3 {
			s.VersusRounds = 5
		} else {
			s.VersusRounds = 3
		}
	case OptControls1, OptControls2:
		if ok {
			o.player, o.sel = o.sel-OptControls1+1, 0
			o.refresh()
			m.sound("menu_select")
		}
		return
	case OptBack:
		if ok {
			o.leave()
		}
		return
	}
	m.o.Settings.ChangeSettings(o.st)
	m.sound("menu_move")
	o.refresh()
}

// controlsChoose starts a capture for the selected action, resets the
// player's bindings to the defaults, or goes back.
func (o *optionsScreen) controlsChoose() {
	m := o.m
	in := m.in
	m.sound("menu_select")
	switch o.sel {
	case ctlBack:
		o.leave()
	case ctlDefaults:
		if err := in.LoadBindings(m.o.Bindings, controls.BindingsFile); err != nil {
			o.msg = upper(err.Error(), 30)
			return
		}
		o.saveBindings()
	default:
		o.capture, o.msg = o.sel, ""
		in.CaptureNext(o.captureDone)
	}
}

// captureDone rebinds the action being captured to the input pressed:
// the pressed input replaces the action's first binding of the same kind
// (key, button or stick), keeping its edge (held for directions), and is
// taken off the player's other actions. Escape cancels.
func (o *optionsScreen) captureDone(c input.Capture) {
	in := o.m.in
	o.captured = in.Frame()
	act := o.capture
	o.capture = -1
	if act < 0 || o.player == 0 {
		return
	}
	b := c.Binding
	if b.Key == input.KeyEscape {
		return
	}
	p, name := o.player, controls.Actions[act]
	old := in.Action(p, name)
	b.State = input.Pressed
	if act < 4 { // directions act while held
		b.State = input.Held
	}
	replaced := false
	for i, ob := range old {
		if sameKind(ob, b) {
			b.State, b.DeadZone = ob.State, ob.DeadZone
			if b.Stick == input.StickNone {
				b.DeadZone = 0
			}
			old[i] = b
			replaced = true
			break
		}
	}
	if !replaced {
		old = append(old, b)
	}
	for i, other := range controls.Actions {
		if i == act {
			continue
		}
		bs := in.Action(p, other)
		kept := bs[:0]
		for _, ob := range bs {
			if !sameInput(ob, b) {
				kept = append(kept, ob)
			}
		}
		if len(kept) != len(bs) {
			in.SetAction(p, other, kept...)
		}
	}
	in.SetAction(p, name, old...)
	o.saveBindings()
}

// saveBindings writes the bindings file and refreshes the labels.
func (o *optionsScreen) saveBindings() {
	m := o.m
	if err := m.o.Controls.SaveBindings(m.in); err != nil {
		o.msg = "SAVE FAILED"
		if errors.Is(err, data.ErrUnreadable) {
			o.msg = "NOT SAVED: FILE UNREADABLE"
		}
		m.reportSave("bindings", err)
	} else {
		o.msg = "SAVED"
	}
	o.refresh()
}

func sameKind(a, b input.Binding) bool {
	return (a.Key != 0) == (b.Key != 0) && (a.Button != 0) == (b.Button != 0) && (a.Stick != 0) == (b.Stick != 0)
}

func sameInput(a, b input.Binding) bool {
	return a.Key == b.Key && a.Button == b.Button && a.Stick == b.Stick
}

func (o *optionsScreen) Render(q *render.Queue) {
	m := o.m
	m.drawBack(q)
	if o.player > 0 {
		o.renderControls(q)
		return
	}
	m.centred(q, "OPTIONS", 20, assets.TextYellow)
	for i, s := range optLabels {
		y := OptionsRow(i, false)
		c := assets.TextWhite
		if i == o.sel {
			c = assets.TextYellow
			m.drawCursor(q, OptionsLabelX-14, y)
		}
		m.text(q, s, OptionsLabelX, y, c)
		if v := o.values[i]; v != "" {
			m.text(q, v, OptionsValueX, y, c)
		}
	}
	if o.sel == OptScale {
		m.centred(q, "APPLIES AT NEXT START", 204, assets.TextGrey)
	}
	m.drawHints(q, o.hints, OptionsHintY)
}

func (o *optionsScreen) renderControls(q *render.Queue) {
	m := o.m
	if o.player == 1 {
		m.centred(q, "CONTROLS P1", 20, assets.TextYellow)
	} else {
		m.centred(q, "CONTROLS P2", 20, assets.Player2)
	}
	for i := 0; i < ctlItems; i++ {
		y := OptionsRow(i, true)
		c := assets.TextWhite
		if i == o.sel {
			c = assets.TextYellow
			m.drawCursor(q, 8, y)
		}
		switch i {
		case ctlDefaults:
			m.text(q, "DEFAULTS", 24, y, c)
		case ctlBack:
			m.text(q, "BACK", 24, y, c)
		default:
			m.text(q, actionNames[i], 24, y, c)
			if i == o.capture {
				m.text(q, "PRESS A KEY/BUTTON", 80, y, assets.TextRed)
			} else {
				m.text(q, o.labels[i], 80, y, c)
			}
		}
	}
	switch {
	case o.capture >= 0:
		m.centred(q, o.keepHint, 204, assets.TextGrey)
	case o.msg != "":
		m.centred(q, o.msg, 204, assets.TextGrey)
	}
	m.drawHints(q, o.hints, OptionsHintY)
}
