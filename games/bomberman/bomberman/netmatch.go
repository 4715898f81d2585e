//go:build !js

package bomberman

import (
	"errors"
	"fmt"
	"io"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/online"
)

// netMatch is an online versus match played in the window: the socket,
// the match (package online) and what ties it to the App. It runs one
// tick attempt per fixed step, whatever scene shows (netDriver calls step
// from the global scene that runs under every scene, before the active
// one): the host's waiting screen and the joiner's connecting one, the
// play scene, the versus screen between rounds. The play scene shows the match's live game (its confirmed
// state plus the predicted ticks) and hears each tick's events through
// the stepFeed, which reconciles the ticks a rollback ran again. A round's
// result shows once it is confirmed (the same on both sides), never on a
// prediction.
type netMatch struct {
	a      *App
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
}

type dialResult struct {
	conn *netplay.UDP
	host netip.AddrPort
	err  error
}

// netOptions are the match's options but the transport: the App fills in
// the rules, the delay, the seed, the stage and the wins.
func (a *App) netOptions(role netplay.Role) online.Options {
	st := a.settings
	delay := st.InputDelay
	if a.Flags.DelaySet {
		delay = a.Flags.Delay
	}
	seed := a.Flags.Seed
	if !a.Flags.SeedSet {
		a.seedGen = a.seedGen*6364136223846793005 + 1442695040888963407
		seed = a.seedGen >> 1
	}
	o := online.Options{Rules: a.Config, Role: role, Delay: delay, Seed: seed, Stage: a.Flags.Stage,
		Wins: st.WinsNeeded(), Log: func(msg string) { fmt.Fprintln(os.Stderr, "bomberman: netplay:", msg) }}
	if a.SaveDir != "" {
		o.DesyncDir = filepath.Join(a.SaveDir, "desync")
	}
	return o
}

// Host waits for an online opponent on the UDP address addr (":7777",
// "0.0.0.0:7777", "[::]:7777"): the match starts, in the play scene, when
// one joins; until then every fixed step answers hellos. The local player
// is player 1.
func (a *App) Host(addr string) error {
	a.LeaveOnline()
	conn, err := netplay.ListenUDP(addr)
	if err != nil {
		return err
	}
	n := &netMatch{a: a, role: netplay.Host}
	if err := a.startNet(n, conn, conn, a.netOptions(netplay.Host), nil); err != nil {
		conn.Close()
		return err
	}
	n.addr = conn.LocalAddr().String()
	port := conn.LocalAddr().Port()
	for _, ap := range netplay.LocalAddrs(port) {
		n.hosts = append(n.hosts, ap.String())
	}
	if len(n.hosts) == 0 {
		n.hosts = append(n.hosts, n.addr)
	}
	fmt.Fprintf(os.Stderr, "bomberman: netplay: hosting on %v, waiting for an opponent\n", conn.LocalAddr())
	return nil
}

// Join plays online against the host at addr (HOST:PORT): the name is
// looked up without holding the frames up, then the handshake runs, one
// step at a time; the match starts in the play scene once the host
// answers. The local player is player 2.
func (a *App) Join(addr string) error {
	a.LeaveOnline()
	n := &netMatch{a: a, role: netplay.Joiner, addr: addr, dialed: make(chan dialResult, 1)}
	a.net = n
	go func() {
		conn, host, err := netplay.DialUDP(addr)
		n.dialed <- dialResult{conn, host, err}
	}()
	return nil
}

// startNet starts n's match over conn (closer closes it when the match
// ends; nil for a test's Link) on the clock (nil: the time since now),
// and makes it the App's.
func (a *App) startNet(n *netMatch, conn netplay.Transport, closer io.Closer, o online.Options, clock func() time.Duration) error {
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
	a.net = n
	return nil
}

// LeaveOnline ends the online match, if any, telling the opponent.
func (a *App) LeaveOnline() {
	if n := a.net; n != nil {
		a.net = nil
		n.close()
	}
}

// close leaves the match (the peer hears of it) and closes the socket.
func (n *netMatch) close() {
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
func (n *netMatch) localInput(tick int) game.Buttons {
	if n.input != nil {
		return n.input(tick)
	}
	c := n.a.controls
	b := c.Buttons()
	c.Consume()
	return (b[0] | b[1]) &^ game.ButtonStart
}

// Waiting reports whether the match has not started yet: the host waits
// for an opponent, the joiner for the host's answer.
func (n *netMatch) Waiting() bool { return !n.started }

// Hosting reports whether this side hosts.
func (n *netMatch) Hosting() bool { return n.role == netplay.Host }

// Addr is the address hosted on, or joined.
func (n *netMatch) Addr() string { return n.addr }

// Hosts returns the addresses a friend can join this host at.
func (n *netMatch) Hosts() []string { return n.hosts }

// step runs one fixed step of the match: the joiner's lookup, or packets
// in, a rollback, a tick and packets out; then the play scene's part.
func (n *netMatch) step() {
	a := n.a
	if n.m == nil {
		select {
		case r := <-n.dialed:
			n.dialed = nil
			if r.err != nil {
				n.fail(r.err)
				return
			}
			o := a.netOptions(netplay.Joiner)
			o.HostAddr = r.host
			if err := a.startNet(n, r.conn, r.conn, o, nil); err != nil {
				r.conn.Close()
				n.fail(err)
				return
			}
			fmt.Fprintf(os.Stderr, "bomberman: netplay: joining %v\n", r.host)
		default:
			return
		}
	}
	b := a.controls.Buttons()
	start := (b[0]|b[1])&game.ButtonStart != 0
	n.startHeld, start = start, start && !n.startHeld
	if start && n.started {
		n.pressStart()
		if a.net != n {
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
	n.publish(f)
	n.confirm()
	if f.State == netplay.Finished && a.net == n {
		// the host's last tick (a test's limit): over, as if decided
		a.net = nil
		n.close()
	}
}

// begin hands the match's game to the play scene.
func (n *netMatch) begin() {
	a := n.a
	n.started = true
	g := n.m.Game()
	fmt.Fprintf(os.Stderr, "bomberman: netplay: playing player %d against %v (seed %d)\n", n.m.Local()+1, n.m.Peer(), n.m.GameOptions().Seed)
	a.session.beginOnline(g)
	if a.onlineBegan != nil {
		a.onlineBegan()
	}
	_ = engine.Scenes().Switch(ScenePlay)
}

// publish hands the ticks this step simulated to the stepFeed: the ones
// run again after a rollback to be reconciled, the new ones to be heard.
// While the play scene does not show, the feed only remembers them.
func (n *netMatch) publish(f online.Frame) {
	feed := n.a.feed
	feed.Quiet = engine.Scenes().Active() != n.a.play
	if f.Rollback > 0 {
		for t := f.First; t < f.First+f.Rollback; t++ {
			feed.Again(t, n.events(t))
		}
		feed.Reconcile()
	}
	for t := f.First + f.Rollback; t < f.Tick; t++ {
		feed.Step(t, n.events(t))
	}
}

// confirm shows the result of a round once the confirmed state has it,
// and notes the match decided when it is over.
func (n *netMatch) confirm() {
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
	if n.a.onlineRound != nil {
		need := n.m.GameOptions().Wins
		if need == 0 {
			need = n.a.Config.Rules.VersusWins
		}
		n.a.onlineRound(c, w, need)
	}
}

// pressStart is Start in an online match: no pause (the other player's
// game cannot stop), a notice instead; Start again while it shows leaves
// the match.
func (n *netMatch) pressStart() {
	if n.notice > 0 {
		n.a.LeaveOnline()
		n.a.ToTitle()
		return
	}
	n.notice = noticeSteps
}

// noticeSteps is how long the online notice shows after Start.
const noticeSteps = 180

// Notice returns the line the play scene shows over an online match, or
// "": the no-pause notice after Start, or the wait for a silent opponent.
func (n *netMatch) Notice() (string, string) {
	switch {
	case n.notice > 0:
		return "NO PAUSE ONLINE", "START AGAIN: LEAVE"
	case n.stalled > stallNotice:
		return "WAITING FOR THE OPPONENT", ""
	}
	return "", ""
}

// stallNotice is how many fixed steps without a tick make the play scene
// say that it waits.
const stallNotice = 30

// fail ends the match on err: the player is told why (the menus' message
// screen), unless the match was decided already (an opponent who leaves
// after the result is no failure).
func (n *netMatch) fail(err error) {
	a := n.a
	if a.net == n {
		a.net = nil
	}
	n.close()
	fmt.Fprintln(os.Stderr, "bomberman:", err)
	if n.decided {
		return
	}
	title, detail := netFailure(err, n.addr)
	if a.onlineEnded != nil {
		a.onlineEnded(title, detail)
		return
	}
	a.warn(err.Error())
	a.ToTitle()
}

// netFailure is what the player reads of an error that ended a match: a
// title and an explanation.
func netFailure(err error, addr string) (title, detail string) {
	var refused *netplay.RefusedError
	var desync *netplay.DesyncError
	switch {
	case errors.Is(err, netplay.ErrConnectionLost):
		return "CONNECTION LOST", fmt.Sprintf("nothing came from the opponent for %v.", netplay.DefaultTimeout)
	case errors.Is(err, netplay.ErrPeerLeft):
		return "THE OPPONENT LEFT", "the other player left the match."
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

// runOnlineFlags starts the match that -host or -join asks for in a
// window: the menus' HOST or JOIN screen shows while it waits.
func (a *App) runOnlineFlags() error {
	f := a.Flags
	var err error
	if f.Host != "" {
		err = a.Host(f.Host)
	} else {
		err = a.Join(f.Join)
	}
	if err != nil {
		return err
	}
	if a.onlineWaiting != nil {
		a.onlineWaiting()
	}
	return nil
}
