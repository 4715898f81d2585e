package build_test

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/build"
)

// titleRows are the rows of the title's entries, START to QUIT
// (games/bomberman/menu's TitleRow), from x 96 (TitleMenuX).
var titleRows = [...]int{88, 104, 128, 139, 150, 161, 172}

// The rows of 2P VERSUS's menu (games/bomberman/menu): its heading
// (VersusMenuTitleY) and its entries from x 80 (VersusMenuX), on
// VersusMenuRow: LOCAL, HOST, JOIN, INPUT DELAY and BACK on the desktop;
// in the browser LOCAL and, 8 px lower as BACK always is, BACK, and the
// two grey lines from LocalOnlyY that say online versus needs the desktop
// game.
const (
	versusHeadY   = 48
	versusLocalY  = 88
	versusHostY   = 104
	versusJoinY   = 120
	versusDelayY  = 144
	webBackY      = 112
	localOnlyY    = 136
	localOnlyDY   = 12
	versusEntryX  = 80
	titleEntriesX = 96
	greyText      = 0xbc // $10, TextGrey
)

// TestGameWebVersusIsLocal plays the web build in Chromium as a player
// would: Escape on the title leaves the cursor on START (in a browser QUIT
// ends the page, so a back that jumped there would be a trap), and 2P
// VERSUS offers LOCAL and BACK only, no HOST or JOIN (a web page has no
// UDP), saying that online versus needs the desktop game. Set
// WEB_SCREENSHOT_DIR to keep the screenshots.
func TestGameWebVersusIsLocal(t *testing.T) {
	if testing.Short() {
		t.Skip("skipping the game's web build under -short")
	}
	needChromium(t)
	root := needGame(t, "js", "wasm")
	cfg := &build.Config{Root: root, Out: t.TempDir(), Version: "v0.0.0-test"}
	res, err := cfg.Web(context.Background(), false)
	if err != nil {
		t.Fatal(err)
	}
	b := startGame(t, serveWeb(t, res.Dir), "", "")
	waitFrame(t, b, "the title", checkTitle)
	press := func(key, code string, keyCode int) {
		b.key(true, key, code, keyCode)
		time.Sleep(100 * time.Millisecond)
		b.key(false, key, code, keyCode)
	}
	frame := func() *image.RGBA {
		f, err := gameFrame(b, b.screenshot())
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	// cursor is the row of the title's entry in yellow, or -1.
	cursor := func(f *image.RGBA) int {
		for _, y := range titleRows {
			if count(f, image.Rect(titleEntriesX, y, 256, y+8), textYellow) > 30 {
				return y
			}
		}
		return -1
	}

	press("Escape", "Escape", 27)
	time.Sleep(time.Second)
	waitFrame(t, b, "the title after Escape, START still chosen", func(f *image.RGBA) []string {
		p := checkTitle(f)
		if y := cursor(f); y != titleRows[0] {
			p = append(p, fmt.Sprintf("the cursor on the entry at y %d, want START's, %d (Escape moved it)", y, titleRows[0]))
		}
		return p
	})

	// Down to 2P VERSUS, a press at a time: a page drawn by a software
	// rasterizer runs few frames, and a press may take a while to show.
	for tries := 0; ; tries++ {
		y := cursor(frame())
		if y == titleRows[3] {
			break
		}
		if tries == 20 {
			t.Fatalf("the title's cursor: at y %d after %d presses, want 2P VERSUS's row, %d", y, tries, titleRows[3])
		}
		if y > titleRows[3] {
			press("ArrowUp", "ArrowUp", 38)
		} else {
			press("ArrowDown", "ArrowDown", 40)
		}
		time.Sleep(700 * time.Millisecond)
	}
	press("Enter", "Enter", 13)
	grey := color.RGBA{greyText, greyText, greyText, 0xff}
	waitFrame(t, b, "2P VERSUS's menu, LOCAL only", func(f *image.RGBA) []string {
		var p []string
		row := func(y int, c color.RGBA) int { return count(f, image.Rect(versusEntryX, y, 256, y+8), c) }
		text := func(y int) int { return row(y, textWhite) + row(y, textYellow) }
		p = want(p, "the 2P VERSUS heading in yellow", count(f, image.Rect(0, versusHeadY, 256, versusHeadY+8), textYellow), 40)
		p = want(p, "LOCAL, chosen, in yellow", row(versusLocalY, textYellow), 30)
		p = want(p, "BACK in white", row(webBackY, textWhite), 20)
		for _, r := range []struct {
			what string
			y    int
		}{{"HOST", versusHostY}, {"JOIN", versusJoinY}, {"INPUT DELAY", versusDelayY}} {
			if n := text(r.y); n > 0 {
				p = append(p, fmt.Sprintf("%s's row: %d pixels of text, want none (no online play in a browser)", r.what, n))
			}
		}
		for k := range 2 {
			p = want(p, fmt.Sprintf("the grey line %d that online versus needs the desktop game", k+1),
				count(f, image.Rect(0, localOnlyY+localOnlyDY*k, 256, localOnlyY+localOnlyDY*k+8), grey), 60)
		}
		return p
	})
}
