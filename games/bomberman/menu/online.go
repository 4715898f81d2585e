package menu

import (
	"fmt"
	"net"
	"strconv"
	"strings"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/render"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// The screens of 2P VERSUS: the choice of LOCAL (two players at this
// machine), HOST and JOIN (online) with the input delay; the host's wait,
// which shows the addresses to give the friend; the joiner's address
// entry, typed or picked letter by letter with the pad, and its wait for
// the host's answer; and the message that says why an online match ended.
// The online match itself runs under every screen, one step per fixed step
// (package netmatch): these screens only start it, show where it stands
// and leave it (Back, Escape), and hear how it ended (netmatch.Ended).

// DefaultPort is the UDP port the title's HOST waits on, and the port a
// JOIN address without one means.
const DefaultPort = 7777

// Versus menu entries, in screen order.
const (
	VersusLocal = iota
	VersusHost
	VersusJoin
	VersusDelay
	VersusBack
	versusItems
)

var versusLabels = [versusItems]string{"LOCAL", "HOST", "JOIN", "INPUT DELAY", "BACK"}

var versusHints = [versusItems]string{"TWO PLAYERS AT THIS MACHINE", "WAIT FOR A FRIEND TO JOIN",
	"PLAY AT A FRIEND'S HOST", "MORE: FEWER ROLLBACKS, LATER", "BACK TO THE TITLE"}

// The versus menu's entries: all of them, or where the game cannot play
// online (Options.LocalOnly) LOCAL and BACK, and in HOST's place the
// LocalOnlyText, which says why.
var (
	versusAll   = []int{VersusLocal, VersusHost, VersusJoin, VersusDelay, VersusBack}
	versusLocal = []int{VersusLocal, VersusBack}
)

// LocalOnlyText is what the versus menu says where the game cannot play
// online (a browser gives a page no UDP), on its rows from LocalOnlyY.
var LocalOnlyText = [2]string{"ONLINE VERSUS NEEDS", "THE DESKTOP GAME"}

// Online screens' geometry.
const (
	VersusMenuTitleY = 48
	VersusMenuX      = 80
	VersusMenuValueX = 184
	VersusMenuCursor = 64
	VersusMenuHintY  = 196
	LocalOnlyY       = 136
	JoinEntryX       = 16
	JoinEntryY       = 72
	JoinGridX        = 36
	JoinGridY        = 112
	JoinGridDX       = 20
	JoinGridDY       = 14
	JoinErrorY       = 176
	HostAddrY        = 84 // the host's first address to give the friend
	HostAddrDY       = 12
	MessageY         = 80 // the message's first line of explanation
	MessageDY        = 11
	joinCols         = 10
	joinEntryCols    = 28 // characters of the address shown
	joinFrameY       = JoinGridY - 8
	joinFrameH       = 4*JoinGridDY + 8
)

// VersusMenuRow returns the y of the versus menu's entry i (VersusLocal
// ...) where the game plays online.
func VersusMenuRow(i int) float32 { return versusRow(i, i) }

// versusRow returns the y of entry i shown at place k: 16 px apart, 8 more
// from INPUT DELAY and BACK on.
func versusRow(i, k int) float32 {
	y := float32(88 + 16*k)
	if i >= VersusDelay {
		y += 8
	}
	return y
}

// joinLetters are the characters a join address is picked from, in the
// grid's order: digits, the separators, the letters of host names.
const joinLetters = "0123456789.:-ABCDEFGHIJKLMNOPQRSTUVWXYZ"

// versusMenu is 2P VERSUS's choice: LOCAL starts the local match as the
// title did, HOST and JOIN go online; left and right set the input delay
// (the settings' InputDelay; -delay overrides it for the run). Where the
// game cannot play online (the web build) it offers LOCAL and BACK, and
// says that online versus needs the desktop game.
type versusMenu struct {
	scene.Base
	m     *kit
	nav   nav
	items []int // the entries shown (VersusLocal ...), in order
	at    int   // the place of the entry under the cursor
	sel   int   // that entry
	err   string
}

func (v *versusMenu) enter() {
	v.err = ""
	v.items = versusAll
	if v.m.o.LocalOnly {
		v.items = versusLocal
	}
	v.at = max(0, min(v.at, len(v.items)-1))
	v.sel = v.items[v.at]
}

// Selected returns the entry under the cursor (VersusLocal ...).
func (v *versusMenu) Selected() int { return v.sel }

// Entries returns the entries the menu offers, in order.
func (v *versusMenu) Entries() []int { return v.items }

func (v *versusMenu) Update(float32) {
	m := v.m
	v.nav.read(m, false)
	n := &v.nav
	switch {
	case n.back && !n.ok:
		m.reportSave("settings", m.o.Settings.SaveSettings())
		m.o.App.ToTitle()
	case n.up:
		v.move(-1)
	case n.down:
		v.move(1)
	case v.sel == VersusDelay && (n.left || n.right):
		st := m.o.Settings.Settings()
		d := st.InputDelay
		if n.left {
			d = max(0, d-1)
		} else {
			d = min(save.MaxInputDelay, d+1)
		}
		if d != st.InputDelay {
			st.InputDelay = d
			m.o.Settings.ChangeSettings(st)
			m.sound("menu_move")
		}
	case n.ok || n.start:
		m.sound("menu_select")
		v.choose()
	}
}

// move moves the cursor d places, round the entries.
func (v *versusMenu) move(d int) {
	n := len(v.items)
	v.at = (v.at + d + n) % n
	v.sel = v.items[v.at]
	v.m.sound("menu_move")
}

func (v *versusMenu) choose() {
	m := v.m
	m.reportSave("settings", m.o.Settings.SaveSettings())
	switch v.sel {
	case VersusLocal:
		if err := m.o.App.StartGame(game.ModeVersus, 1, ""); err != nil {
			v.err = upper(err.Error(), TitleWarnCols)
		}
	case VersusHost:
		addr := m.o.HostAddr
		if addr == "" {
			addr = fmt.Sprintf(":%d", DefaultPort)
		}
		if err := m.o.Lobby.Host(addr); err != nil {
			m.warn(err.Error())
			v.err = "CANNOT HOST: SEE THE LOG"
			return
		}
		_ = m.switchTo(SceneHost)
	case VersusJoin:
		_ = m.switchTo(SceneJoin)
	case VersusBack:
		m.o.App.ToTitle()
	}
}

func (v *versusMenu) Render(q *render.Queue) {
	m := v.m
	m.drawBack(q)
	m.centred(q, "2P VERSUS", VersusMenuTitleY, assets.TextYellow)
	for k, i := range v.items {
		c := assets.TextWhite
		if i == v.sel {
			c = assets.TextYellow
		}
		y := versusRow(i, k)
		m.text(q, versusLabels[i], VersusMenuX, y, c)
		if i == VersusDelay {
			v.renderDelay(q, y)
		}
	}
	if m.o.LocalOnly {
		for k, s := range LocalOnlyText {
			m.centred(q, s, float32(LocalOnlyY+hintDY*k), assets.TextGrey)
		}
	}
	st := m.o.Settings.Settings()
	m.drawCursor(q, VersusMenuCursor, versusRow(v.sel, v.at))
	if v.err != "" {
		m.centred(q, v.err, VersusMenuHintY, assets.TextRed)
	} else {
		m.centred(q, versusHints[v.sel], VersusMenuHintY, assets.TextGrey)
	}
	if st.VersusRounds == 5 {
		m.centred(q, "BEST OF 5", VersusMenuHintY+12, assets.TextGrey)
	} else {
		m.centred(q, "BEST OF 3", VersusMenuHintY+12, assets.TextGrey)
	}
}

// renderDelay draws the input delay's value on row y.
func (v *versusMenu) renderDelay(q *render.Queue, y float32) {
	m := v.m
	d := m.o.Settings.Settings().InputDelay
	if m.o.Delay >= 0 {
		d = m.o.Delay
	}
	m.text(q, "<", VersusMenuValueX, y, assets.TextGrey)
	m.number(q, int64(d), 2, VersusMenuValueX+8, y, assets.TextWhite)
	m.text(q, ">", VersusMenuValueX+32, y, assets.TextGrey)
}

// hostScreen is the host's wait: the addresses and port to give the
// friend, until one joins (the match then switches to the play scene).
// Back or Escape stops hosting.
type hostScreen struct {
	scene.Base
	m     *kit
	nav   nav
	t     int
	lines []string // the addresses, as the screen shows them
	port  string
	hint  string
}

func (h *hostScreen) enter() {
	h.t = 0
	h.lines, h.port = h.lines[:0], ""
	h.hint = h.m.does("b", "BACK")
	n := h.m.o.Lobby.Match()
	if n == nil {
		return
	}
	for _, addr := range n.Hosts() {
		host, port, err := net.SplitHostPort(addr)
		if err != nil {
			continue
		}
		h.port = port
		if len(h.lines) < 6 {
			h.lines = append(h.lines, upper(host, TitleWarnCols))
		}
	}
}

func (h *hostScreen) Update(float32) {
	m := h.m
	h.nav.read(m, false)
	h.t++
	switch {
	case h.nav.back:
		m.o.Lobby.Leave()
		_ = m.switchTo(SceneVersusMenu)
	case m.o.Lobby.Match() == nil:
		_ = m.switchTo(SceneVersusMenu)
	}
}

func (h *hostScreen) Render(q *render.Queue) {
	m := h.m
	m.drawBack(q)
	m.centred(q, "HOSTING", 40, assets.TextYellow)
	m.centred(q, "YOUR FRIEND JOINS AT", 64, assets.TextWhite)
	for i, s := range h.lines {
		m.centred(q, s, float32(HostAddrY+HostAddrDY*i), assets.TextWhite)
	}
	if h.port != "" {
		m.text(q, "PORT", 96, 164, assets.TextGrey)
		m.text(q, h.port, 136, 164, assets.TextWhite)
	}
	m.centred(q, waitingText[(h.t/30)%len(waitingText)], 184, assets.TextGrey)
	m.centred(q, h.hint, 208, assets.TextGrey)
}

var waitingText = [...]string{"WAITING FOR AN OPPONENT   ", "WAITING FOR AN OPPONENT.  ",
	"WAITING FOR AN OPPONENT.. ", "WAITING FOR AN OPPONENT..."}

// joinScreen takes the host's address, as the password screen takes a
// code: typed on the keyboard (letters, digits, the period, the colon as
// ';' or ':', the dash; Backspace deletes), or picked from the grid with
// the pad (A picks, B deletes, Start joins). It starts with the address
// last joined (the settings' JoinAddress). An address without a port means
// DefaultPort; an IPv6 address is typed without brackets, its port after
// the last colon. Start joins, and the screen waits for the host's answer
// (the match then switches to the play scene); Back or Escape stops
// waiting, and again goes back.
type joinScreen struct {
	scene.Base
	m     *kit
	nav   nav
	entry []byte
	sel   int
	err   string
	t     int
	shown []byte // the entry's last joinEntryCols characters
	hints []string
	back  string // the hint while connecting
}

func (j *joinScreen) enter() {
	m := j.m
	j.sel, j.err, j.t = 0, "", 0
	addr := m.o.Settings.Settings().JoinAddress
	if n := m.o.Lobby.Match(); n != nil && !n.Hosting() {
		addr = n.Addr() // -join: connecting already
	}
	j.entry = append(j.entry[:0], joinEntry(addr)...)
	j.nav.buttons.load(m.in)
	j.hints = hintLines(m.does("a", "LETTER"), m.does("b", "DELETE"), m.does("start", "JOIN"), escapeDoes("BACK"))
	j.back = m.does("b", "BACK")
}

// Entry returns the address as typed.
func (j *joinScreen) Entry() string { return string(j.entry) }

// Connecting reports whether the screen waits for the host.
func (j *joinScreen) Connecting() bool {
	n := j.m.o.Lobby.Match()
	return n != nil && !n.Hosting()
}

func (j *joinScreen) Update(float32) {
	m := j.m
	in := m.in
	j.t++
	if j.Connecting() {
		j.nav.read(m, false)
		if j.nav.back {
			m.o.Lobby.Leave()
		}
		return
	}
	j.nav.read(m, true)
	n := &j.nav
	if c := joinTyped(n, in); c != 0 {
		j.add(c)
		return
	}
	switch {
	case in.KeyPressed(input.KeyEscape) || (n.back && len(j.entry) == 0):
		_ = m.switchTo(SceneVersusMenu)
	case n.back || in.KeyPressed(input.KeyBackspace):
		if len(j.entry) > 0 {
			j.entry = j.entry[:len(j.entry)-1]
			j.err = ""
		}
	case n.start:
		j.join()
	case n.ok:
		j.add(joinLetters[j.sel])
	case n.left:
		j.sel = (j.sel + len(joinLetters) - 1) % len(joinLetters)
	case n.right:
		j.sel = (j.sel + 1) % len(joinLetters)
	case n.up:
		j.sel = (j.sel + len(joinLetters) - joinCols) % len(joinLetters)
	case n.down:
		j.sel = (j.sel + joinCols) % len(joinLetters)
	}
}

func (j *joinScreen) add(c byte) {
	if len(j.entry) >= save.MaxJoinAddress-2 {
		return
	}
	j.entry = append(j.entry, c)
	j.err = ""
	j.m.sound("password_beep")
}

// joinTyped returns the character a key typed this frame, or 0: a letter
// or digit (but the button keys, see buttonKeys), '.', ':' (the ';' key),
// '-'.
func joinTyped(n *nav, in *input.Manager) byte {
	if c := n.typed(in); c != 0 {
		return c
	}
	switch {
	case in.KeyPressed(input.KeyPeriod):
		return '.'
	case in.KeyPressed(input.KeySemicolon):
		return ':'
	case in.KeyPressed(input.KeyMinus):
		return '-'
	}
	return 0
}

// join checks the address, keeps it in the settings and starts joining.
func (j *joinScreen) join() {
	m := j.m
	addr, err := JoinAddress(string(j.entry))
	if err != nil {
		j.err = upper(err.Error(), TitleWarnCols)
		m.sound("player_die")
		return
	}
	m.keepJoin(addr)
	if err := m.o.Lobby.Join(addr); err != nil {
		j.err = upper(err.Error(), TitleWarnCols)
		return
	}
	m.sound("menu_select")
}

// keepJoin keeps addr (HOST:PORT) in the settings as the address last
// joined, which the join screen offers next time, and saves them.
func (m *kit) keepJoin(addr string) {
	if st := m.o.Settings.Settings(); st.JoinAddress != addr {
		st.JoinAddress = addr
		m.o.Settings.ChangeSettings(st)
		m.reportSave("settings", m.o.Settings.SaveSettings())
	}
}

// Join joins the host at addr as the join screen does, for -join: the
// address as the screen takes it (JoinAddress: no port means DefaultPort),
// kept in the settings as the address last joined, then the join screen,
// connecting.
func (m *Menus) Join(addr string) error {
	hp, err := JoinAddress(addr)
	if err != nil {
		return fmt.Errorf("-join %s: %w", addr, err)
	}
	m.keepJoin(hp)
	if err := m.o.Lobby.Join(hp); err != nil {
		return err
	}
	return m.switchTo(SceneJoin)
}

// JoinAddress turns an address as the join screen takes it into
// HOST:PORT: lower case, DefaultPort when it has none, an IPv6 address
// (two colons or more) bracketed, its port after the last colon.
func JoinAddress(typed string) (string, error) {
	s := strings.ToLower(strings.TrimSpace(typed))
	if s == "" {
		return "", fmt.Errorf("no address")
	}
	host, port := s, strconv.Itoa(DefaultPort)
	switch c := strings.Count(s, ":"); {
	case strings.HasPrefix(s, "["):
		h, p, err := net.SplitHostPort(s)
		if err != nil {
			return "", fmt.Errorf("bad address %s", s)
		}
		host, port = h, p
	case c == 1:
		host, port, _ = strings.Cut(s, ":")
	case c > 1:
		i := strings.LastIndexByte(s, ':')
		host, port = s[:i], s[i+1:]
	}
	if host == "" {
		return "", fmt.Errorf("no host before the port")
	}
	if p, err := strconv.Atoi(port); err != nil || p < 1 || p > 65535 {
		return "", fmt.Errorf("port %s: want 1..65535", port)
	}
	return net.JoinHostPort(host, port), nil
}

// joinEntry is a saved HOST:PORT as the join screen shows it: in capitals,
// an IPv6 address without its brackets.
func joinEntry(addr string) string {
	if host, port, err := net.SplitHostPort(addr); err == nil {
		addr = host + ":" + port
	}
	return strings.ToUpper(addr)
}

// LateUpdate lays the entry out as it shows: its last joinEntryCols
// characters, any the grid lacks as '?'.
func (j *joinScreen) LateUpdate(float32) {
	j.shown = append(j.shown[:0], j.entry[max(0, len(j.entry)-joinEntryCols):]...)
	for i := range j.shown {
		if !strings.ContainsRune(joinLetters, rune(j.shown[i])) {
			j.shown[i] = '?'
		}
	}
}

func (j *joinScreen) Render(q *render.Queue) {
	m, a := j.m, j.m.o.Assets
	m.drawBack(q)
	m.centred(q, "JOIN A HOST", 40, assets.TextYellow)
	a.DrawBytes(q, j.shown, JoinEntryX, JoinEntryY, menuLayerText, assets.TextWhite)
	if j.Connecting() {
		m.centred(q, waitingHost[(j.t/30)%len(waitingHost)], 120, assets.TextGrey)
		m.centred(q, j.back, 208, assets.TextGrey)
		return
	}
	q.FillRect(JoinEntryX+float32(8*len(j.shown)), JoinEntryY+9, 7, 1, render.StepUI, menuLayerText, assets.TextYellow)
	assets.FrameBox(q, passwordFrameX, joinFrameY, passwordFrameW, joinFrameH, menuLayerFrame, menuLayerPanel)
	m.drawLetters(q, joinLetters, joinCols, JoinGridX, JoinGridY, JoinGridDX, JoinGridDY, j.sel)
	if j.err != "" {
		m.centred(q, j.err, JoinErrorY, assets.TextRed)
	} else {
		m.centred(q, "NO PORT: 7777", JoinErrorY, assets.TextGrey)
	}
	m.drawHints(q, j.hints, 208)
}

var waitingHost = [...]string{"CONNECTING   ", "CONNECTING.  ", "CONNECTING.. ", "CONNECTING..."}

// messageScreen says why an online match ended (connection lost, the
// opponent left, refused, a desync, no answer) until Start, A, B or
// Escape, then goes to the title.
type messageScreen struct {
	scene.Base
	m      *kit
	nav    nav
	title  string
	lines  []string
	detail string
	t      int
	prompt string
}

func (s *messageScreen) enter() {
	s.t = 0
	s.prompt = s.m.press()
}

// show switches to the message: title in red, detail below it.
func (s *messageScreen) show(title, detail string) {
	s.title, s.detail = title, detail
	s.lines = noticeLines([]string{detail}, TitleWarnCols-2)
	if len(s.lines) > 10 {
		s.lines = s.lines[:10]
	}
	_ = s.m.switchTo(SceneMessage)
}

// Message returns the message shown: its title and its explanation.
func (s *messageScreen) Message() (title, detail string) { return s.title, s.detail }

func (s *messageScreen) Update(float32) {
	m := s.m
	s.nav.read(m, false)
	s.t++
	if s.t > 30 && (s.nav.ok || s.nav.start || s.nav.back) {
		m.o.App.ToTitle()
	}
}

func (s *messageScreen) Render(q *render.Queue) {
	m := s.m
	m.drawBack(q)
	m.centred(q, upper(s.title, TitleWarnCols), 48, assets.TextRed)
	for i, l := range s.lines {
		m.centred(q, l, float32(MessageY+MessageDY*i), assets.TextWhite)
	}
	m.centred(q, s.prompt, 208, assets.TextGrey)
}
