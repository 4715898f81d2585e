//go:build !js

package sdlinput_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/data/datatest"
	"github.com/bengine-go/bengine/core/internal/sdlinput"
)

// FuzzAddMappings hands SDL any gamecontrollerdb.txt: nothing panics, and
// every line that applies to this platform is either added or reported
// once, by the file's name and its line number.
func FuzzAddMappings(f *testing.F) {
	initSDL(f)
	f.Add([]byte(mappingDB()))
	f.Add([]byte(ownGUID + ",NUL Pad,a:b0\x00,b:b1,\n"))
	f.Add([]byte("\x00\x00\x00\n" + bareGUID + ",Bare,a:b0\r\n# done"))
	f.Add([]byte(ownGUID + ",Pad,a:b0,b:b1,leftx:a0~,+lefty:-a1,dpup:h0.1,platform:" + platform() + ","))
	f.Fuzz(func(t *testing.T, db []byte) {
		var n int
		var err error
		datatest.Bounded(t, func() { n, err = sdlinput.AddMappings("fuzz.txt", db) })
		lines := sdlinput.MappingLines(db)
		var skipped []error
		if err != nil {
			if j, ok := err.(interface{ Unwrap() []error }); ok {
				skipped = j.Unwrap()
			} else {
				skipped = []error{err}
			}
		}
		if n+len(skipped) != len(lines) {
			t.Fatalf("%d lines: %d added, %d reported, want every line added or reported", len(lines), n, len(skipped))
		}
		for _, s := range skipped {
			if !strings.HasPrefix(s.Error(), "fuzz.txt:") {
				t.Errorf("got %q, want it to start with the file and line", s)
			}
		}
		for i, l := range lines {
			if strings.IndexByte(l.Text, 0) < 0 {
				continue
			}
			at := fmt.Sprintf("fuzz.txt:%d:", l.Line)
			found := false
			for _, s := range skipped {
				found = found || strings.HasPrefix(s.Error(), at) && errors.Unwrap(s) != nil
			}
			if !found {
				t.Errorf("line %d (#%d) holds a NUL byte and was not reported", l.Line, i)
			}
		}
	})
}
