//go:build !js

package menu_test

import (
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/controls"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/netmatch"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// matchEnds are the errors that end an online match, each kind the
// message screen explains, with the addresses and paths a player meets.
var matchEnds = []error{
	fmt.Errorf("%w: nothing from the peer for %v", netplay.ErrConnectionLost, netplay.DefaultTimeout),
	fmt.Errorf("%w (at tick 913)", netplay.ErrPeerLeft),
	fmt.Errorf("%w: no answer within %v", netplay.ErrNoAnswer, netplay.DefaultConnectTimeout),
	fmt.Errorf("%w: nothing listens there", netplay.ErrUnreachable),
	&netplay.RefusedError{Reason: netplay.RefuseVersion, PeerVersion: netplay.Version + 1},
	&netplay.RefusedError{Reason: netplay.RefuseApp},
	&netplay.RefusedError{Reason: netplay.RefuseData, Peer: [32]byte{0xab, 0xcd, 0xef}, Local: [32]byte{1, 2, 3}},
	fmt.Errorf("%w: this side's replay is /home/player/.config/bengine-bomberman/desync/desync-tick4711-host.json; send it",
		&netplay.DesyncError{Tick: 4711}),
	errors.New("netplay: listen udp 0.0.0.0:7777: bind: address already in use"),
}

// joinAddrs are addresses a joiner meets in the messages.
var joinAddrs = []string{"192.0.2.1:7777", "[fd00::2]:7777", "my-friends-pc.local:7777"}

// TestMessagesLeaveNoWordAlone lays out every message the game can show
// in a text of several lines (why an online match ended, for every kind of
// end and address; the title's start-up notices of damaged saves) and
// checks that no line holds one word alone, and, on the message screen,
// that every line of text lies inside its centred box on the screen.
func TestMessagesLeaveNoWordAlone(t *testing.T) {
	dir := apptest.SDL(t, apptest.EffectsOff())
	for name, body := range map[string]string{
		save.SettingsFile:     `{"MusicVolume": 300}`,
		save.HighScoresFile:   `{"Version": 1, "Entries": [{"Name": "A`,
		controls.BindingsFile: `{"players": [{"player": 1, "actions": {"a": [{"key": "Nope"`,
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	a := apptest.Open(t, app.Flags{Mute: true, Live: true})
	apptest.Frames(t, a, 2)
	m := a.Menus()
	notices := m.Notices()
	if len(notices) < 3 {
		t.Fatalf("got the notices %q, want one for each damaged save", notices)
	}
	lines, _ := menu.TitleLines(m)
	checkNoOrphans(t, "the title's notices", strings.Join(notices, " "), lines)

	for _, err := range matchEnds {
		for _, addr := range joinAddrs {
			title, detail := netmatch.Failure(err, addr)
			menu.ShowMessage(m, title, detail)
			apptest.Frames(t, a, 2)
			if got := apptest.Scene(a); got != menu.SceneMessage {
				t.Fatalf("got scene %q, want the message", got)
			}
			lines := menu.MessageLines(m)
			checkNoOrphans(t, title, detail, lines)
			checkRowsInside(t, title, apptest.Screenshot(t, a), lines, menu.MessageY, menu.MessageDY)
		}
	}
}

// checkNoOrphans checks that the lines of text hold no whole word of it
// alone (a word longer than a line fills lines of its own).
func checkNoOrphans(t *testing.T, what, text string, lines []string) {
	t.Helper()
	words := map[string]bool{}
	for _, w := range strings.Fields(strings.ToUpper(text)) {
		words[w] = true
	}
	if len(words) < 2 {
		return
	}
	for i, l := range lines {
		if !strings.Contains(l, " ") && words[l] {
			t.Errorf("%s: line %d of %q holds %q alone", what, i+1, lines, l)
		}
	}
}

// checkRowsInside checks that the white text of the screen's rows from y0,
// dy apart, lies in each line's centred box, on the screen.
func checkRowsInside(t *testing.T, what string, img *image.RGBA, lines []string, y0, dy int) {
	t.Helper()
	white := apptest.IsColour(assets.TextWhite)
	for i, l := range lines {
		y := y0 + dy*i
		x0 := (assets.ScreenW - 8*len(l)) / 2
		box := image.Rect(x0, y, x0+8*len(l), y+8)
		all, in := apptest.CountPixels(img, apptest.TextRow(float32(y)), white), apptest.CountPixels(img, box, white)
		if x0 < 0 || in < 4*len(strings.ReplaceAll(l, " ", "")) || all != in {
			t.Errorf("%s: row %d %q: %d white pixels, %d in its box %v; want the line's letters, all inside, on the screen", what, i+1, l, all, in, box)
		}
	}
}
