//go:build js

package bomberman

import (
	"errors"
	"io/fs"
)

// runOnline refuses: a browser gives a page no UDP socket, so the web
// build has no online play.
func runOnline(Flags, fs.FS) error {
	return errors.New("bomberman: -host and -join need UDP, which a browser does not give a web page: online play is in the desktop builds only")
}
