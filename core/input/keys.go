package input

import (
	"strconv"
	"strings"
)

// Key is a physical key: its value is SDL's scancode, so a Key names a
// position on the keyboard (KeyW is where W is on a US layout, whatever the
// layout prints on it). The zero Key is "no key".
type Key uint16

// KeyCount bounds the Key values (SDL_SCANCODE_COUNT).
const KeyCount = 512

// Keys, with the values of SDL's scancodes.
const (
	KeyNone Key = 0
	KeyA    Key = 4 + iota - 1
	KeyB
	KeyC
	KeyD
	KeyE
	KeyF
	KeyG
	KeyH
	KeyI
	KeyJ
	KeyK
	KeyL
	KeyM
	KeyN
	KeyO
	KeyP
	KeyQ
	KeyR
	KeyS
	KeyT
	KeyU
	KeyV
	KeyW
	KeyX
	KeyY
	KeyZ
	Key1
	Key2
	Key3
	Key4
	Key5
	Key6
	Key7
	Key8
	Key9
	Key0
	KeyReturn
	KeyEscape
	KeyBackspace
	KeyTab
	KeySpace
	KeyMinus
	KeyEquals
	KeyLeftBracket
	KeyRightBracket
	KeyBackslash
	keyNonUSHash
	KeySemicolon
	KeyApostrophe
	KeyGrave
	KeyComma
	KeyPeriod
	KeySlash
	KeyCapsLock
	KeyF1
	KeyF2
	KeyF3
	KeyF4
	KeyF5
	KeyF6
	KeyF7
	KeyF8
	KeyF9
	KeyF10
	KeyF11
	KeyF12
	KeyPrintScreen
	KeyScrollLock
	KeyPause
	KeyInsert
	KeyHome
	KeyPageUp
	KeyDelete
	KeyEnd
	KeyPageDown
	KeyRight
	KeyLeft
	KeyDown
	KeyUp
	KeyNumLock
	KeyKPDivide
	KeyKPMultiply
	KeyKPMinus
	KeyKPPlus
	KeyKPEnter
	KeyKP1
	KeyKP2
	KeyKP3
	KeyKP4
	KeyKP5
	KeyKP6
	KeyKP7
	KeyKP8
	KeyKP9
	KeyKP0
	KeyKPPeriod
)

// Modifier keys (SDL scancodes 224..231).
const (
	KeyLCtrl Key = 224 + iota
	KeyLShift
	KeyLAlt
	KeyLGui
	KeyRCtrl
	KeyRShift
	KeyRAlt
	KeyRGui
)

// keyNames holds the name of every named key; it is the vocabulary of
// binding files and the text shown in menus.
var keyNames = func() [KeyCount]string {
	var n [KeyCount]string
	for k := KeyA; k <= KeyZ; k++ {
		n[k] = string(rune('A' + k - KeyA))
	}
	for k := Key1; k <= Key9; k++ {
		n[k] = string(rune('1' + k - Key1))
	}
	n[Key0] = "0"
	for k := KeyF1; k <= KeyF12; k++ {
		n[k] = "F" + strconv.Itoa(int(k-KeyF1)+1)
	}
	for k := KeyKP1; k <= KeyKP9; k++ {
		n[k] = "KP" + string(rune('1'+k-KeyKP1))
	}
	named := map[Key]string{
		KeyReturn: "Return", KeyEscape: "Escape", KeyBackspace: "Backspace", KeyTab: "Tab",
		KeySpace: "Space", KeyMinus: "Minus", KeyEquals: "Equals", KeyLeftBracket: "LeftBracket",
		KeyRightBracket: "RightBracket", KeyBackslash: "Backslash", KeySemicolon: "Semicolon",
		KeyApostrophe: "Apostrophe", KeyGrave: "Grave", KeyComma: "Comma", KeyPeriod: "Period",
		KeySlash: "Slash", KeyCapsLock: "CapsLock", KeyPrintScreen: "PrintScreen",
		KeyScrollLock: "ScrollLock", KeyPause: "Pause", KeyInsert: "Insert", KeyHome: "Home",
		KeyPageUp: "PageUp", KeyDelete: "Delete", KeyEnd: "End", KeyPageDown: "PageDown",
		KeyRight: "Right", KeyLeft: "Left", KeyDown: "Down", KeyUp: "Up", KeyNumLock: "NumLock",
		KeyKPDivide: "KPDivide", KeyKPMultiply: "KPMultiply", KeyKPMinus: "KPMinus",
		KeyKPPlus: "KPPlus", KeyKPEnter: "KPEnter", KeyKP0: "KP0", KeyKPPeriod: "KPPeriod",
		KeyLCtrl: "LCtrl", KeyLShift: "LShift", KeyLAlt: "LAlt", KeyLGui: "LGui",
		KeyRCtrl: "RCtrl", KeyRShift: "RShift", KeyRAlt: "RAlt", KeyRGui: "RGui",
	}
	for k, s := range named {
		n[k] = s
	}
	return n
}()

var keysByName = func() map[string]Key {
	m := make(map[string]Key, 128)
	for k, s := range keyNames {
		if s != "" {
			m[s] = Key(k)
		}
	}
	return m
}()

// KeyName is the key's name as binding files and menus spell it: "Left",
// "X", "Space", "LShift", "Return". A key without a name reads "Key<n>",
// with n its scancode.
func KeyName(k Key) string {
	if int(k) < KeyCount && keyNames[k] != "" {
		return keyNames[k]
	}
	return "Key" + strconv.Itoa(int(k))
}

// String returns KeyName(k).
func (k Key) String() string { return KeyName(k) }

// ParseKey turns a name from KeyName back into a Key. Names are exact;
// "Key<n>" names a key by scancode.
func ParseKey(name string) (Key, bool) {
	if k, ok := keysByName[name]; ok {
		return k, true
	}
	if rest, ok := strings.CutPrefix(name, "Key"); ok {
		if n, err := strconv.Atoi(rest); err == nil && n > 0 && n < KeyCount {
			return Key(n), true
		}
	}
	return KeyNone, false
}

// suggestKey finds a key whose name differs from name only by case, for
// error messages ("did you mean "Space"?").
func suggestKey(name string) string {
	for s := range keysByName {
		if strings.EqualFold(s, name) {
			return s
		}
	}
	return ""
}
