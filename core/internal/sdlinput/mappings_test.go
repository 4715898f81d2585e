package sdlinput_test

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/internal/sdlinput"
	"github.com/bengine-go/bengine/core/internal/sdlsys"
)

// platform is SDL's name for the platform the test runs on.
func platform() string {
	return map[string]string{"windows": "Windows", "darwin": "Mac OS X", "linux": "Linux"}[runtime.GOOS]
}

func other() string {
	if runtime.GOOS == "windows" {
		return "Linux"
	}
	return "Windows"
}

const (
	ownGUID   = "05000000bebe0000e1e1000001000000"
	otherGUID = "05000000bebe0000e2e2000001000000"
	bareGUID  = "05000000bebe0000e3e3000001000000"
)

func mappingDB() string {
	return "# a gamecontrollerdb.txt\n\n" +
		ownGUID + ",BEngine Test Pad,a:b0,b:b1,x:b2,y:b3,start:b6,dpup:h0.1,leftx:a0,lefty:a1,platform:" + platform() + ",\n" +
		otherGUID + ",BEngine Other Pad,a:b0,b:b1,platform:" + other() + ",\r\n" +
		bareGUID + ",BEngine Bare Pad,a:b0,b:b1\n"
}

func TestMappingLinesKeepThisPlatformsLines(t *testing.T) {
	got := sdlinput.MappingLines([]byte(mappingDB()))
	var lines []string
	for _, l := range got {
		g, _, _ := strings.Cut(l.Text, ",")
		lines = append(lines, fmt.Sprintf("%d:%s", l.Line, g))
	}
	if want := "3:" + ownGUID + " 5:" + bareGUID; strings.Join(lines, " ") != want {
		t.Fatalf("got the lines %q, want %q (comments, blanks and the other platform's line skipped)", lines, want)
	}
}

// TestAddMappingsTeachesSDLNewPads gives SDL a mapping for a pad it
// already maps (a virtual one) under a new name with two buttons swapped,
// as a player's gamecontrollerdb.txt would; SDL then uses it. A line for
// another platform, a broken line and one holding a NUL byte change
// nothing, and the last two are reported by file and line.
func TestAddMappingsTeachesSDLNewPads(t *testing.T) {
	initSDL(t)
	pad, err := sdlinput.AttachVirtualPad("BEngine Mapping Test", 0xbebe, 0xe1e1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pad.Detach() })
	guid, _, ok := strings.Cut(pad.Mapping(), ",")
	if !ok {
		t.Fatalf("the virtual pad has no mapping: %q", pad.Mapping())
	}
	db := "# mine\n" +
		guid + ",Other Platform Pad,a:b1,b:b0,platform:" + other() + ",\n" +
		"not a mapping\n" +
		guid + ",BEngine NUL Pad,a:b0\x00,b:b1,platform:" + platform() + ",\n" +
		guid + ",BEngine Mapped Pad,a:b1,b:b0,x:b2,y:b3,start:b6,platform:" + platform() + ",\n"
	n, err := sdlinput.AddMappings("pads.txt", []byte(db))
	if n != 1 {
		t.Errorf("added %d mappings, want 1", n)
	}
	if err == nil || !strings.Contains(err.Error(), `pads.txt:3: mapping "not a mapping" skipped`) {
		t.Errorf("the broken line: got %v, want an error naming pads.txt:3", err)
	}
	if err == nil || !errors.Is(err, sdlsys.ErrNUL) || !strings.Contains(err.Error(), `pads.txt:4: mapping "BEngine NUL Pad" skipped: holds a NUL byte`) {
		t.Errorf("the line with a NUL byte: got %v, want it skipped, naming pads.txt:4", err)
	}
	got := pad.Mapping()
	if want := guid + ",BEngine Mapped Pad,a:b1,b:b0,"; !strings.HasPrefix(got, want) {
		t.Errorf("SDL's mapping for the pad: got %q, want it to start %q", got, want)
	}
}

func TestScancodeFromNameWithNUL(t *testing.T) {
	initSDL(t)
	if sdlinput.ScancodeFromName("Space") == 0 {
		t.Fatal(`ScancodeFromName("Space"): got 0, want SDL's scancode`)
	}
	if got := sdlinput.ScancodeFromName("Space\x00"); got != 0 {
		t.Errorf(`ScancodeFromName("Space\x00"): got %d, want 0 (no key)`, got)
	}
}
