//go:build js

package netmatch

import (
	"errors"

	"github.com/bengine-go/bengine/games/bomberman/online"
)

// ErrNoUDP is every online call's answer in the web build.
var ErrNoUDP = errors.New("bomberman: -host and -join need UDP, which a browser does not give a web page: online play is in the desktop builds only")

// Supported reports whether this build plays online: the web build
// cannot (a browser gives a page no UDP); the desktop builds do.
const Supported = false

// Lobby is the online match of the desktop builds; the web build has none.
type Lobby struct{}

// Match is never made in the web build.
type Match struct{}

// New returns a Lobby that refuses every match.
func New(Options) *Lobby { return &Lobby{} }

func (l *Lobby) Host(string) error        { return ErrNoUDP }
func (l *Lobby) Join(string) error        { return ErrNoUDP }
func (l *Lobby) Leave()                   {}
func (l *Lobby) Match() *Match            { return nil }
func (n *Match) Notice() (string, string) { return "", "" }
func (n *Match) Waiting() bool            { return false }
func (n *Match) Hosting() bool            { return false }
func (n *Match) Addr() string             { return "" }
func (n *Match) Hosts() []string          { return nil }
func (n *Match) Online() *online.Match    { return nil }
