package controls

import (
	"strings"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/games/bomberman/art"
)

// MaxName is the longest name Name and KeyName give, in characters: a
// direction with its d-pad's ("RIGHT/D-PAD RIGHT") fits; a key and a pad
// input longer together are named by the key alone.
const MaxName = 17

// Name names player p's action (one of Actions) as every screen's hints
// do, from the bindings in effect: its first key and its first gamepad
// input, "X/A", "RETURN/START", "Z/B", the pad's part with the letters of
// the player's own pad ("X/CROSS" on a PlayStation pad). An action bound
// to keys only, or to the pad only, names that one; an action bound to
// nothing is "NONE". Names are in the HUD font's capitals, at most
// MaxName characters. Name allocates: the screens call it on entering,
// and again when the bindings change.
func (c *Controls) Name(p int, action string) string {
	key, pad := "", ""
	for _, b := range c.in.Action(p, action) {
		switch {
		case b.Key != input.KeyNone && key == "":
			key = KeyName(b.Key)
		case b.Button != input.ButtonNone && pad == "":
			pad = padName(c.in.PadButtonLabel(p, b.Button))
		case b.Stick != input.StickNone && pad == "":
			pad = padName(b.Label())
		}
	}
	switch {
	case key == "" && pad == "":
		return "NONE"
	case key == "":
		return pad
	case pad == "" || len(key)+1+len(pad) > MaxName:
		return key
	}
	return key + "/" + pad
}

// KeyName names key k as the hints do: the key's name (input.KeyName) in
// the HUD font's capitals, "ESCAPE", "LSHIFT", at most MaxName characters.
// The menus name the keys they read themselves (Escape, Backspace) with it.
func KeyName(k input.Key) string { return printable(input.KeyName(k)) }

// padName is a pad input's label as the hints show it: the letters
// printed on the button without its position ("A (South)" is "A"), in
// capitals.
func padName(label string) string {
	if face, _, ok := strings.Cut(label, " ("); ok {
		label = face
	}
	return printable(label)
}

// printable is s in capitals, at most MaxName characters, each one the
// HUD font lacks a '?'.
func printable(s string) string {
	s = strings.Map(func(r rune) rune {
		if r != ' ' && !strings.ContainsRune(art.FontRunes, r) {
			return '?'
		}
		return r
	}, strings.ToUpper(s))
	if len(s) > MaxName {
		s = s[:MaxName]
	}
	return s
}
