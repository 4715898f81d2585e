//go:build !js

package netmatch

import (
	"errors"
	"fmt"
	"io"
	"net/netip"
	"strings"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/scene"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/online"
	"github.com/bengine-go/bengine/games/bomberman/play"
)

// Supported reports whether this build plays online: the desktop builds
// do; the web build cannot (a browser gives a page no UDP).
const Supported = true

// Lobby holds the online match the window plays or sets up, at most one
// at a time: it hosts, joins and leaves, and runs the match one tick
// attempt per fixed step, whatever scene shows (from a global scene of its
// own, which runs under every scene, before the active one): the host's
// waiting screen and the joiner's connecting one, the play scene, the
// versus screen between rounds. What happens is published on the bus:
// Began, RoundConfirmed, Left, Ended.
type Lobby struct {
	o Options
	n *Match // the match played or set up, or nil
}

// New returns a Lobby with no match, and adds the global scene its matches
// run in to o.Scenes.
func New(o Options) *Lobby {
	l := &Lobby{o: o}
	s := scene.New(SceneName)
	scene.AddComponent(s.NewObject("match"), &driver{l: l})
	o.Scenes.AddGlobal(s)
	return l
}

// driver runs the Lobby's match, when one is played or set up: one tick
// attempt a fixed step, before the active scene's step.
type driver struct {
	scene.Base
	l *Lobby
}

func (d *driver) FixedUpdate(float32) {
	if n := d.l.n; n != nil {
		n.step()
	}
}

// Match returns the match played or set up, or nil.
func (l *Lobby) Match() *Match { return l.n }

// Match is an online versus match played in the window: the socket, the
// match (package online) and what ties it to the play scene. The play
// scene shows the match's live game (its confirmed state plus the
// predicted ticks) and hears each tick's events through the feed, which
// reconciles the ticks a rollback ran again.
type Match struct {
	l      *Lobby
	role   netplay.Role
	addr   string    // the address hosted on, or joined
	closer io.Closer // the socket (nil over a test's Link)
	m      *online.Match
	clock  func() time.Duration
	events func(tick int) []game.Event // m.Events, bound once
	// input gives the local player's buttons of a tick (tests: a script);
	// nil reads the controls.
	input func(tick int) game.Buttons

	// the joiner's name lookup, which may take a while: its result
	dialed chan dialResult

	started   bool     // the play scene got the game
	rounds    int      // rounds confirmed so far
	wins      [2]int   // and each player's wins then
	decided   bool     // the match's result is confirmed: an end is no failure
	startHeld bool     // Start was down at the last step
	notice    int      // fixed steps the "no pause" notice still shows
	stalled   int      // fixed steps in a row that simulated no tick
	hosts     []string // the host's addresses to give the friend, as text
	leave     string   // the notice's "RETURN/START AGAIN: LEAVE"
}

type dialResult struct {
	conn *netplay.UDP
	host netip.AddrPort
	err  error
}

// Host waits for an online opponent on the UDP address addr (":7777",
// "0.0.0.0:7777", "[::]:7777"): the match starts when one joins; until
// then every fixed step answers hellos. The local player is player 1.
func (l *Lobby) Host(addr string) error {
	l.Leave()
	conn, err := netplay.ListenUDP(addr)
	if err != nil {
		return err
	}
	n := &Match{l: l, role: netplay.Host}
	if err := l.start(n, conn, conn, l.o.MatchOptions(netplay.Host), nil); err != nil {
		conn.Close()
		return err
	}
	bound := conn.LocalAddr()
	n.addr = bound.String()
	for _, ap := range Joinable(bound, netplay.LocalAddrs(bound.Port())) {
		n.hosts = append(n.hosts, ap.String())
	}
	if len(n.hosts) == 0 {
		n.hosts = append(n.hosts, n.addr)
	}
	l.o.Log.Info("bomberman: hosting, waiting for an opponent", "addr", conn.LocalAddr())
	return nil
}

// Joinable returns the addresses a friend can join a host at whose
// socket is bound to bound, of the machine's addresses locals
// (netplay.LocalAddrs): bound alone when it is one address
// (127.0.0.1:7777 listens there only); every one of locals when it is
// all of them ([::]:7777, which serves IPv4 too), or every IPv4 one
// (0.0.0.0:7777).
func Joinable(bound netip.AddrPort, locals []netip.AddrPort) []netip.AddrPort {
	a := bound.Addr().Unmap()
	if !a.IsUnspecified() {
		return []netip.AddrPort{netip.AddrPortFrom(a, bound.Port())}
	}
	var out []netip.AddrPort
	for _, l := range locals {
		if a.Is4() && !l.Addr().Unmap().Is4() {
			continue
		}
		out = append(out, l)
	}
	return out
}

// Join plays online against the host at addr (HOST:PORT): the name is
// looked up without holding the frames up, then the handshake runs, one
// step at a time; the match starts once the host answers. The local
// player is player 2.
func (l *Lobby) Join(addr string) error {
	l.Leave()
	n := &Match{l: l, role: netplay.Joiner, addr: addr, dialed: make(chan dialResult, 1)}
	l.n = n
	go func() {
		conn, host, err := netplay.DialUDP(addr)
		n.dialed <- dialResult{conn, host, err}
	}()
	return nil
}

// start starts n's match over conn (closer closes it when the match ends;
// nil for a test's Link) on the clock (nil: the time since now), and
// makes it the Lobby's.
func (l *Lobby) start(n *Match, conn netplay.Transport, closer io.Closer, o online.Options, clock func() time.Duration) error {
	if clock == nil {
		start := time.Now()
		clock = func() time.Duration { return time.Since(start) }
	}
	n.closer, n.clock = closer, clock
	o.Input = n.localInput
	m, err := online.NewMatch(conn, o)
	if err != nil {
		return err
	}
	n.m, n.events = m, m.Events
	l.n = n
	return nil
}

// Leave ends the online match, if any, telling the opponent.
func (l *Lobby) Leave() {
	if n := l.n; n != nil {
		l.n = nil
		n.close()
	}
}

// close leaves the match (the peer hears of it) and closes the socket.
func (n *Match) close() {
	if n.m != nil {
		n.m.Close()
	}
	if n.closer != nil {
		_ = n.closer.Close()
	}
	if n.dialed != nil && n.m == nil {
		// the lookup may still run: its socket is closed when it returns
		go func(c chan dialResult) {
			if r := <-c; r.conn != nil {
				r.conn.Close()
			}
		}(n.dialed)
	}
}

// localInput is the match's Input: the local player's buttons, from
// either player's controls (one player at this machine), but Start: an
// online match has no pause.
func (n *Match) localInput(tick int) game.Buttons {
	if n.input != nil {
		return n.input(tick)
	}
	c := n.l.o.Controls
	b := c.Buttons()
	c.Consume()
	return (b[0] | b[1]) &^ game.ButtonStart
}

// Waiting reports whether the match has not started yet: the host waits
// for an opponent, the joiner for the host's answer.
func (n *Match) Waiting() bool { return !n.started }

// Hosting reports whether this side hosts.
func (n *Match) Hosting() bool { return n.role == netplay.Host }

// Addr is the address hosted on, or joined.
func (n *Match) Addr() string { return n.addr }

// Hosts returns the addresses a friend can join this host at.
func (n *Match) Hosts() []string { return n.hosts }

// Online returns the match itself (package online): its live and
// confirmed games, its options, its figures; nil while the joiner's
// lookup runs.
func (n *Match) Online() *online.Match { return n.m }

// step runs one fixed step of the match: the joiner's lookup, or packets
// in, a rollback, a tick and packets out; then the play scene's part.
func (n *Match) step() {
	l := n.l
	if n.m == nil {
		select {
		case r := <-n.dialed:
			n.dialed = nil
			if r.err != nil {
				n.fail(r.err)
				return
			}
			o := l.o.MatchOptions(netplay.Joiner)
			o.HostAddr = r.host
			if err := l.start(n, r.conn, r.conn, o, nil); err != nil {
				r.conn.Close()
				n.fail(err)
				return
			}
			l.o.Log.Info("bomberman: joining", "host", r.host)
		default:
			return
		}
	}
	b := l.o.Controls.Buttons()
	start := (b[0]|b[1])&game.ButtonStart != 0
	n.startHeld, start = start, start && !n.startHeld
	if start && n.started {
		n.pressStart()
		if l.n != n {
			return // left the match
		}
	}
	if n.notice > 0 {
		n.notice--
	}
	f, err := n.m.Update(n.clock())
	if err != nil {
		n.fail(err)
		return
	}
	if !n.started && f.State >= netplay.Playing && n.m.Game() != nil {
		n.begin()
	}
	if !n.started {
		return
	}
	if f.Advanced || f.Rollback > 0 {
		n.stalled = 0
	} else {
		n.stalled++
	}
	l.o.Play.SetNotice(n.Notice())
	n.publish(f)
	n.confirm()
	if f.State == netplay.Finished && l.n == n {
		// the host's last tick (a test's limit): over, as if decided
		l.n = nil
		n.close()
	}
}

// begin hands the match's game to the play scene.
func (n *Match) begin() {
	l := n.l
	n.started = true
	n.leave = l.o.Controls.Name(1, "start") + " AGAIN: LEAVE"
	g := n.m.Game()
	l.o.Log.Info("bomberman: playing", "player", n.m.Local()+1, "peer", n.m.Peer(), "seed", n.m.GameOptions().Seed)
	l.o.Play.BeginOnline(g)
	patterns.Broadcast(l.o.Bus, Began{})
}

// publish hands the ticks this step simulated to the play scene's feed:
// the ones run again after a rollback to be reconciled, the new ones to
// be published. While the play scene does not show, the feed only
// remembers them.
func (n *Match) publish(f online.Frame) {
	p := n.l.o.Play
	fd := p.Feed()
	fd.SetQuiet(n.l.o.Scenes.Active() != p.Scene())
	if f.Rollback > 0 {
		for t := f.First; t < f.First+f.Rollback; t++ {
			fd.Again(t, n.events(t))
		}
		fd.Reconcile()
	}
	for t := f.First + f.Rollback; t < f.Tick; t++ {
		fd.Step(t, n.events(t))
	}
}

// confirm publishes the result of a round once the confirmed state has it,
// and notes the match decided when it is over.
func (n *Match) confirm() {
	c := n.m.Confirmed()
	if c == nil || c.Round() == n.rounds {
		return
	}
	w := -1
	for i := range n.wins {
		if c.Player(i).Wins > n.wins[i] {
			w = i
		}
		n.wins[i] = c.Player(i).Wins
	}
	n.rounds = c.Round()
	if c.Phase() == game.PhaseGameOver {
		n.decided = true
	}
	need := n.m.GameOptions().Wins
	if need == 0 {
		need = c.Numbers().VersusWins
	}
	patterns.Broadcast(n.l.o.Bus, RoundConfirmed{Result: play.ResultOf(c, w, need)})
}

// pressStart is Start in an online match: no pause (the other player's
// game cannot stop), a notice instead; Start again while it shows leaves
// the match.
func (n *Match) pressStart() {
	if n.notice > 0 {
		n.l.Leave()
		patterns.Broadcast(n.l.o.Bus, Left{})
		return
	}
	n.notice = noticeSteps
}

// noticeSteps is how long the online notice shows after Start.
const noticeSteps = 180

// Notice returns the lines the play scene shows over an online match, or
// "": the no-pause notice after Start (its key named as every screen
// names it), or the wait for a silent opponent.
func (n *Match) Notice() (string, string) {
	switch {
	case n.notice > 0:
		return "NO PAUSE ONLINE", n.leave
	case n.stalled > stallNotice:
		return "WAITING FOR THE OPPONENT", ""
	}
	return "", ""
}

// stallNotice is how many fixed steps without a tick make the play scene
// say that it waits.
const stallNotice = 30

// fail ends the match on err: the player is told why (Ended), unless the
// match was decided already (an opponent who leaves after the result is
// no failure).
func (n *Match) fail(err error) {
	l := n.l
	if l.n == n {
		l.n = nil
	}
	n.close()
	l.o.Log.Warn("bomberman: the online match ended", "err", err)
	if n.decided {
		return
	}
	title, detail := Failure(err, n.addr)
	patterns.Broadcast(l.o.Bus, Ended{Title: title, Detail: detail})
}

// Failure is what the player reads of an error that ended a match with
// the host at addr: a title and an explanation, in plain words (the
// message screen sets them in capitals and wraps the explanation).
func Failure(err error, addr string) (title, detail string) {
	var refused *netplay.RefusedError
	var desync *netplay.DesyncError
	switch {
	case errors.Is(err, netplay.ErrConnectionLost):
		return "CONNECTION LOST", fmt.Sprintf("nothing came from the opponent for %v.", netplay.DefaultTimeout)
	case errors.Is(err, netplay.ErrPeerLeft):
		return "THE OPPONENT LEFT", "the other player left the match."
	case errors.Is(err, netplay.ErrUnreachable):
		return "NO ANSWER", fmt.Sprintf("nothing listens on %s. is the game hosting, on that port?", addr)
	case errors.Is(err, netplay.ErrNoAnswer):
		return "NO ANSWER", fmt.Sprintf("no answer from the host %s within %v. is it hosting, and can udp reach its port?",
			addr, netplay.DefaultConnectTimeout)
	case errors.As(err, &refused):
		switch refused.Reason {
		case netplay.RefuseVersion:
			return "REFUSED", fmt.Sprintf("the host runs another version of the game (netplay protocol %d, here %d). both need the same version.",
				refused.PeerVersion, netplay.Version)
		case netplay.RefuseApp:
			return "REFUSED", "the host runs another game."
		}
		return "REFUSED", fmt.Sprintf("the host's rules data differ from yours (host %x, here %x). both need the same version and data.",
			refused.Peer[:3], refused.Local[:3])
	case errors.Is(err, netplay.ErrProtocol):
		_, why, _ := strings.Cut(err.Error(), netplay.ErrProtocol.Error()+": ")
		return "BROKEN RULES", "the opponent's game did not keep to the online protocol (" + why +
			"). it may be modified, or broken."
	case errors.As(err, &desync):
		detail := fmt.Sprintf("the two games differ at tick %d: a bug.", desync.Tick)
		if _, path, ok := strings.Cut(err.Error(), "this side's replay is "); ok {
			path, _, _ = strings.Cut(path, ";")
			detail += " this side's replay is " + path + ". please send it, with the opponent's, in a bug report."
		}
		return "DESYNC", detail
	}
	return "ONLINE PLAY FAILED", err.Error()
}
