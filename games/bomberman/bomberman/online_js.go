//go:build js

package bomberman

import (
	"errors"
	"io/fs"
)

// errNoUDP is every online call's answer in the web build.
var errNoUDP = errors.New("bomberman: -host and -join need UDP, which a browser does not give a web page: online play is in the desktop builds only")

// runOnline refuses: a browser gives a page no UDP socket, so the web
// build has no online play.
func runOnline(Flags, fs.FS) error { return errNoUDP }

// netMatch is the online match of the desktop builds; the web build has
// none, so a.net stays nil.
type netMatch struct{}

func (a *App) Host(string) error             { return errNoUDP }
func (a *App) Join(string) error             { return errNoUDP }
func (a *App) LeaveOnline()                  {}
func (a *App) runOnlineFlags() error         { return errNoUDP }
func (n *netMatch) step()                    {}
func (n *netMatch) Notice() (string, string) { return "", "" }
func (n *netMatch) Waiting() bool            { return false }
func (n *netMatch) Hosting() bool            { return false }
func (n *netMatch) Addr() string             { return "" }
func (n *netMatch) Hosts() []string          { return nil }
