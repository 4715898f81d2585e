//go:build js

package app

import (
	"io/fs"
	"log/slog"

	"github.com/bengine-go/bengine/games/bomberman/netmatch"
)

// runOnline refuses: a browser gives a page no UDP socket, so the web
// build has no online play.
func runOnline(Flags, fs.FS, *slog.Logger) error { return netmatch.ErrNoUDP }
