package play

import (
	"image"
)

// Test hooks: the play scene's insides that its tests reach.

// PadGone reports whether player i's gamepad is unplugged, as the pause
// window says.
func PadGone(p *Play, i int) bool { return p.session.padGone[i] }

// PadBack reports whether player i's gamepad came back (press start).
func PadBack(p *Play, i int) bool { return p.session.padReturned[i] }

// AddSecretPopup shows a secret bonus's points over cell (x, y), as
// SecretTaken does.
func AddSecretPopup(p *Play, x, y, points int) { p.popups.addSecret(x, y, points) }

// SecretPopup is a secret bonus's pop-up: its cell, its points, the steps
// it still shows.
type SecretPopup struct{ X, Y, Points, Left int }

// SecretPopups returns the secret bonus's pop-ups showing.
func SecretPopups(p *Play) []SecretPopup {
	var out []SecretPopup
	for _, s := range p.popups.secrets {
		if s.left > 0 {
			out = append(out, SecretPopup{s.x, s.y, s.points, s.left})
		}
	}
	return out
}

// PopupBoxes returns the boxes of the pop-ups laid out in the last frame,
// oldest first, and their points.
func PopupBoxes(p *Play) ([]image.Rectangle, []int) {
	l := &p.popups.layout
	var pts []int
	for i := 0; i < l.n; i++ {
		pts = append(pts, l.item[i].points)
	}
	return append([]image.Rectangle(nil), l.rect[:l.n]...), pts
}

// Popup geometry.
const (
	PopupDigitW = popupDigitW
	PopupH      = popupH
)
