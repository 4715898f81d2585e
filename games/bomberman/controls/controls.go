package controls

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Actions are the action names of the bindings file, in game.Buttons bit
// order (up, down, left, right, a, b, start).
var Actions = [7]string{"up", "down", "left", "right", "a", "b", "start"}

// BindingsFile is the name of the bindings file, in the game's data (the
// defaults) and in the save folder (the player's rebinding, which wins).
const BindingsFile = "bindings.json"

// Controls turns bound input commands into the game's per-player button
// masks: the Command pattern. Each action's command sets its bit; the
// session reads the mask in FixedUpdate. A command fired by a "pressed"
// binding is latched until a fixed step has seen it, so a press in a frame
// that runs no fixed step is not lost; every bit is cleared at the end of the
// frame (held bindings fire again the next frame while held).
type Controls struct {
	in      *input.Manager // the bindings, for Name
	saved   string         // the player's bindings file in use; "" when the defaults are
	file    *data.SaveFile // the player's bindings file; nil without a save folder
	kept    error          // why SaveBindings refuses to write over the file, or nil
	notice  string         // the problem at start, for the title; "" none
	held    [2]game.Buttons
	latched [2]game.Buttons
	cmds    [2][len(Actions)]buttonCommand
	handles []*input.Handle
}

// buttonCommand is the Command bound to one action of one player.
type buttonCommand struct {
	c   *Controls
	p   int
	bit game.Buttons
}

// Execute sets the command's bit for this frame.
func (b *buttonCommand) Execute() {
	b.c.held[b.p] |= b.bit
	b.c.latched[b.p] |= b.bit
}

// New loads the bindings (the player's file in saveDir if there is one,
// else the defaults in the game's data) and binds every action of players
// 1 and 2, plus Escape as player 1's start (pause).
//
// The player's file never stops the game from starting, and is never lost:
// one that does not load (bad JSON, an unknown key) is set aside as
// bindings.json.corrupt-<n>, as the other saves are; one that exists but
// cannot be read (no permission, an I/O error) is kept, and SaveBindings
// then refuses to write over it. Either way the defaults are used, log
// hears the whole story and Notice says it for the title.
func New(in *input.Manager, defaults fs.FS, saveDir string, log *slog.Logger) (*Controls, error) {
	c := &Controls{in: in}
	if saveDir != "" {
		c.file = data.OpenSave(filepath.Join(saveDir, BindingsFile))
		raw, err := c.file.Read()
		switch {
		case err != nil:
			c.kept = fmt.Errorf("%w (%v)", data.ErrUnreadable, err)
			c.notice = "controls unreadable: not saving"
			log.Warn("bomberman: "+c.notice, "err", fmt.Errorf(
				"controls: %w; using the default bindings, and %s is kept as it is (never written over)", err, BindingsFile))
		case raw != nil:
			if err := in.LoadBindings(os.DirFS(saveDir), BindingsFile); err != nil {
				c.setAside(err, log)
			} else {
				c.saved = c.file.Path()
			}
		}
	}
	if c.saved == "" {
		if err := in.LoadBindings(defaults, BindingsFile); err != nil {
			return nil, fmt.Errorf("controls: %w", err)
		}
	}
	for p := 0; p < 2; p++ {
		for i, name := range Actions {
			cmd := &c.cmds[p][i]
			*cmd = buttonCommand{c: c, p: p, bit: game.Buttons(1) << i}
			if len(in.Action(p+1, name)) == 0 {
				continue // a bindings file may leave an action unbound
			}
			c.handles = append(c.handles, in.BindAction(p+1, name, cmd))
		}
	}
	c.handles = append(c.handles, in.Bind(1, input.KeyBinding(input.KeyEscape, input.Pressed), &c.cmds[0][6]))
	return c, nil
}

// setAside moves a player's bindings file that did not load out of the way,
// keeping it for the player to mend; if it cannot be moved, saves refuse to
// write over it.
func (c *Controls) setAside(bad error, log *slog.Logger) {
	aside, err := c.file.SetAside()
	if err != nil {
		c.kept = fmt.Errorf("%w: %v, and it could not be set aside: %v", data.ErrUnreadable, bad, err)
		c.notice = fmt.Sprintf("controls: %v (using the default bindings; %s is kept as it is, never written over)", c.kept, BindingsFile)
		log.Warn("bomberman: " + c.notice)
		return
	}
	c.notice = fmt.Sprintf("controls: %v (using the default bindings; the file was kept as %s)", bad, filepath.Base(aside))
	log.Warn("bomberman: " + c.notice)
}

// Notice says what went wrong with the player's bindings file at start, in
// a line or two for the title ("" when nothing did).
func (c *Controls) Notice() string { return c.notice }

// Saved returns the player's bindings file in use, or "" when the
// defaults of the game's data are.
func (c *Controls) Saved() string { return c.saved }

// SaveBindings writes both players' bindings to the player's bindings file
// atomically (data.SaveFile), creating the save folder on a first run. It
// refuses, with an error wrapping data.ErrUnreadable, when the file on disk
// could not be read at start.
func (c *Controls) SaveBindings(in *input.Manager) error {
	if c.file == nil {
		return errors.New("controls: no save folder to save the bindings in")
	}
	if c.kept != nil {
		return fmt.Errorf("controls: bindings not saved, %s is kept as it is: %w", BindingsFile, c.kept)
	}
	players := make(map[int]input.Actions, in.Players())
	for p := 1; p <= in.Players(); p++ {
		players[p] = in.Actions(p)
	}
	raw, err := input.EncodeBindings(players)
	if err != nil {
		return fmt.Errorf("controls: %w", err)
	}
	if err := c.file.Write(raw); err != nil {
		return fmt.Errorf("controls: %w", err)
	}
	c.saved = c.file.Path()
	return nil
}

// Buttons returns the buttons held by both players this step.
func (c *Controls) Buttons() [2]game.Buttons {
	return [2]game.Buttons{c.held[0] | c.latched[0], c.held[1] | c.latched[1]}
}

// Consume clears the latched presses once a fixed step has used them.
func (c *Controls) Consume() { c.latched = [2]game.Buttons{} }

// EndFrame clears the held bits; held bindings set them again next frame.
func (c *Controls) EndFrame() { c.held = [2]game.Buttons{} }

// Reset forgets every bit: a new game must not inherit the press that
// started it from a menu (where nobody consumes the masks).
func (c *Controls) Reset() {
	c.held, c.latched = [2]game.Buttons{}, [2]game.Buttons{}
}

// Press latches buttons for player p as if they had been pressed: the
// gamepad-unplugged pause uses it, so the pause goes through the game's
// input (and into a recording) like any other press.
func (c *Controls) Press(p int, b game.Buttons) { c.latched[p] |= b }

// Close unbinds every command.
func (c *Controls) Close() error {
	for _, h := range c.handles {
		_ = h.Close()
	}
	c.handles = nil
	return nil
}

var _ io.Closer = (*Controls)(nil)
