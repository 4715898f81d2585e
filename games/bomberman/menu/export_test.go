package menu

import "github.com/bengine-go/bengine/games/bomberman/play"

// Test hooks: the screens' insides that the tests of the menus set or
// read, to put a screen in a state at once.

// SetLast sets what the last game over left, as play.GameOverDone does.
func SetLast(m *Menus, l play.LastGame) { m.last = l }

// SetNotices sets the title's notices.
func SetNotices(m *Menus, n []string) { m.notices = n }

// CtlDefaults is the controls page's DEFAULTS entry.
const CtlDefaults = ctlDefaults

// The screens, for their exported methods (Selected, Entry, NameEntry ...).
func Title(m *Menus) *titleScreen                { return m.title }
func Password(m *Menus) *passwordScreen          { return m.password }
func Over(m *Menus) *gameOverScreen              { return m.over }
func OptionsOf(m *Menus) *optionsScreen          { return m.options }
func Versus(m *Menus) *versusScreen              { return m.versus }
func VersusMenuOf(m *Menus) *versusMenu          { return m.versusMenu }
func Join(m *Menus) *joinScreen                  { return m.join }
func MessageOf(m *Menus) *messageScreen          { return m.message }
func ScoresHighlight(m *Menus) int               { return m.highlight }
func TitleLines(m *Menus) (all []string, at int) { return m.title.warn, m.title.warnAt }

// State setters.
func SetTitleSel(m *Menus, i int)                   { m.title.sel = i }
func EnterTitle(m *Menus)                           { m.title.enter() }
func CheckPassword(m *Menus)                        { m.password.check() }
func SetPasswordSel(m *Menus, i int)                { m.password.sel = i }
func SetScoresHighlight(m *Menus, i int)            { m.highlight = i }
func SetOptionsSel(m *Menus, i int)                 { m.options.sel = i }
func SetVersusResult(m *Menus, r play.VersusResult) { m.versus.res = r }
func ShowMessage(m *Menus, title, detail string)    { m.message.show(title, detail) }

// SetOverName sets the name entry's letter i to c and its cursor to pos,
// with the message err, or turns the name entry off (entry false).
func SetOverName(m *Menus, i int, c byte, pos int, err string) {
	m.over.name[i], m.over.pos, m.over.saveErr = c, pos, err
}
func SetOverEntry(m *Menus, on bool) { m.over.entry = on }

// SetControlsPage shows player's controls page (1, 2) with sel under the
// cursor, capture waiting for a press (-1 none) and the message msg.
func SetControlsPage(m *Menus, player, sel, capture int, msg string) {
	o := m.options
	o.player, o.sel, o.capture, o.msg = player, sel, capture, msg
	o.refresh()
}

// The title's entries and their labels.
const TitleItems = titleItems

var TitleLabels = titleLabels

// The letter grids of the password and the join screens.
const (
	PasswordCols    = passwordCols
	PasswordLetters = passwordLetters
	JoinCols        = joinCols
	JoinLetters     = joinLetters
)

// ControlsLabel is the label of action i on the controls page shown.
func ControlsLabel(o *optionsScreen, i int) string { return o.labels[i] }

// TitleWarnDY is the notice rows' spacing.
const TitleWarnDY = titleWarnDY

// SetHostAddr sets where HOST listens.
func SetHostAddr(m *Menus, addr string) { m.o.HostAddr = addr }

// JoinErr is the join screen's error line.
func JoinErr(j *joinScreen) string { return j.err }

// JoinEntryOf is a HOST:PORT as the join screen shows it.
var JoinEntryOf = joinEntry

// EnterJoin enters the join screen, as switching to it does.
func EnterJoin(m *Menus) { m.join.enter() }

// EnterOptions enters the options screen, as switching to it does.
func EnterOptions(m *Menus) { m.options.enter() }

// OptionValue is the value shown for options entry i.
func OptionValue(m *Menus, i int) string { return m.options.values[i] }

// OptionLabel is the label of options entry i.
func OptionLabel(i int) string { return optLabels[i] }

// Wrap is the menus' line breaking.
var Wrap = wrap

// MessageLines returns the message screen's explanation as it shows it.
func MessageLines(m *Menus) []string { return m.message.lines }

// SetLocalOnly makes the menus those of a build that cannot play online
// (the web build's, where netmatch.Supported is false).
func SetLocalOnly(m *Menus, on bool) { m.o.LocalOnly = on }

// Hints enters every screen with key hints, as switching to it does, and
// returns their hints by scene ("controls" for a controls page).
func Hints(m *Menus) map[string][]string {
	h := map[string][]string{}
	m.title.enter()
	h[SceneTitle] = []string{m.title.prompt}
	m.password.enter()
	h[ScenePassword] = m.password.hints
	m.over.enter()
	h[SceneGameOver] = append([]string{m.over.prompt}, m.over.hints...)
	m.scores.enter()
	h[SceneScores] = []string{m.scores.prompt}
	m.options.enter()
	h[SceneOptions] = m.options.hints
	SetControlsPage(m, 1, 0, -1, "")
	h["controls"] = append(append([]string(nil), m.options.hints...), m.options.keepHint)
	m.join.enter()
	h[SceneJoin] = append(append([]string(nil), m.join.hints...), m.join.back)
	m.host.enter()
	h[SceneHost] = []string{m.host.hint}
	m.message.enter()
	h[SceneMessage] = []string{m.message.prompt}
	return h
}
