package netplay

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"time"
)

// Transport carries datagrams: a UDP socket (UDP) or the in-process lossy
// link of the tests (Link). Neither call blocks.
type Transport interface {
	// Recv copies the next datagram that has arrived into b and returns
	// its length and sender; ok is false when none is waiting.
	Recv(b []byte) (n int, from netip.AddrPort, ok bool)
	// Send sends b to an address.
	Send(b []byte, to netip.AddrPort) error
}

// Role is a side of a match.
type Role uint8

// The two roles. The host waits for one opponent and plays player 1; the
// joiner says hello to the host's address and plays player 2.
const (
	Host Role = iota
	Joiner
)

func (r Role) String() string {
	if r == Host {
		return "host"
	}
	return "joiner"
}

// State is where a session stands.
type State uint8

// The states of a session, in order.
const (
	Waiting    State = iota // the host waits for a joiner's hello
	Connecting              // the joiner says hello until the host answers
	Playing                 // the match runs
	Done                    // the last tick is confirmed; the peer may still need inputs
	Finished                // over: both sides have every input (or the session failed or closed)
)

var stateNames = [...]string{"waiting", "connecting", "playing", "done", "finished"}

func (s State) String() string {
	if int(s) < len(stateNames) {
		return stateNames[s]
	}
	return fmt.Sprintf("State(%d)", s)
}

// Defaults and constants of the protocol.
const (
	// CheckEvery is the interval, in ticks, of the checksums of the
	// confirmed state that both sides exchange.
	CheckEvery = 30
	// DefaultTimeout is how long a silent peer is waited for before the
	// match ends with ErrConnectionLost.
	DefaultTimeout = 3 * time.Second
	// DefaultConnectTimeout is how long a joiner says hello before it
	// gives up with ErrNoAnswer.
	DefaultConnectTimeout = 10 * time.Second
	// DefaultTickRate is the ticks per second of a match that sets none.
	DefaultTickRate = 60

	helloEvery = 250 * time.Millisecond // a joiner's hello is sent again this often
	cookieLife = 5 * time.Second        // a Welcome's token is good for one to two of these
	keepalive  = 250 * time.Millisecond // a side with nothing to send says it is there this often
	quitCopies = 3                      // a Quit goes out this many times (one may be lost)
	checkRing  = 32                     // checksums kept per side, by checkpoint
	slowEvery  = 6                      // time sync skips at most one frame in this many
	// maxAckLag is the furthest an honest peer's acks can lag this side's
	// inputs (see checkPeer).
	maxAckLag = 2 * (MaxDelay + MaxRollback)
)

// Config sets up a session. Zero values mean the defaults noted.
type Config struct {
	Role Role
	// HostAddr is the host's address (the joiner's only peer).
	HostAddr netip.AddrPort
	// App names the game, at most 16 bytes: a host of another game is refused.
	App string
	// DataHash identifies the rules data: a joiner with other data is refused.
	DataHash [32]byte
	// Seed and Params are the host's: the match's seed and the game's own
	// parameters (stage, rounds, ...), sent to the joiner in the Welcome.
	Seed   uint64
	Params [16]byte
	// Delay is the local input delay in ticks, 0..MaxDelay (DefaultDelay
	// is the usual choice). Each side picks its own.
	Delay int
	// InputMask is the input bits a player may send (0: all): the others
	// are cleared from both players' inputs before the simulation sees
	// them (RollbackOptions.Mask), whatever the peer sends.
	InputMask Input
	// Limit ends the match at this confirmed tick (0: no end). The
	// host's is the match's: the Welcome carries it to the joiner. A
	// joiner's own Limit ends its side sooner, if it comes first or the
	// host names none: the joiner then leaves the match at it (the host
	// hears that the opponent left).
	Limit int
	// TickRate is the ticks per second (0: DefaultTickRate); it sets the
	// resend interval and converts round trips into ticks for time sync.
	TickRate int
	// Timeout and ConnectTimeout: 0 means DefaultTimeout and
	// DefaultConnectTimeout.
	Timeout, ConnectTimeout time.Duration
	// Logger receives notes a player may want to see: a joiner refused,
	// where the match ends, a peer gone after the last tick (nil:
	// slog.Default()).
	Logger *slog.Logger
}

// Agreement is what the handshake settled, given to Game.Start.
type Agreement struct {
	Peer   netip.AddrPort // the other side's address
	Local  int            // the local player's index: 0 host, 1 joiner
	Seed   uint64
	Params [16]byte
	Limit  int // this side ends at this confirmed tick (0: no end): the host's, or the joiner's own if sooner
}

// Game is what a session needs of the game on top of its state: the start
// state once the handshake agreed on the seed and parameters, the local
// player's inputs, and a look at every tick simulated.
type Game[S any, P SimPtr[S]] interface {
	// Start returns the state at tick 0 of the agreed match; an error
	// (bad parameters from the host) ends the session.
	Start(a Agreement) (S, error)
	// Input returns the local player's input of a tick, asked once per
	// tick, in order, Delay ticks before the tick is simulated.
	Input(tick int) Input
	// Stepped is called after every tick simulated, for the first time
	// or again in a rollback, with the state after it.
	Stepped(tick int, s P)
}

// Report is what one Update did.
type Report struct {
	State     State
	Tick      int // ticks simulated: the live state is after Tick steps
	Confirmed int // the state after Confirmed ticks is final, the same on both sides
	// First is the first tick simulated during this Update: the ticks
	// First..Tick-1 were (re)simulated, and Game.Stepped saw each. It is
	// Tick when none was.
	First int
	// Rollback is how many of them were simulated again: the ticks
	// First..First+Rollback-1 replace states (and events) predicted
	// earlier. 0 when there was no rollback.
	Rollback int
	Advanced bool // a new tick was simulated
	Stalled  bool // too far ahead of the remote's inputs: waited
	Slowed   bool // time sync skipped this frame: this side runs ahead
}

// SessionStats counts a session's traffic and its machine's work.
type SessionStats struct {
	Stats
	Slowed               int           // frames time sync skipped
	PacketsIn, BytesIn   int           // datagrams taken from the peer (payload bytes)
	PacketsOut, BytesOut int           // datagrams sent (payload bytes)
	Ignored              int           // datagrams dropped: another sender, a bad token, invalid
	RTT                  time.Duration // the smoothed round trip
}

// Errors that end a session. Wrapped with details; test with errors.Is.
var (
	ErrConnectionLost = errors.New("netplay: connection lost")
	ErrPeerLeft       = errors.New("netplay: the opponent left the match")
	ErrNoAnswer       = errors.New("netplay: no answer from the host")
	// ErrUnreachable is the system's report that nothing listens on the
	// host's port (an ICMP "port unreachable"): DialUDP's Send wraps it,
	// and a joiner's knock ends with it at once.
	ErrUnreachable = errors.New("netplay: the host's port is closed")
	// ErrProtocol is a peer that does not do what the protocol asks of
	// it: it sends no checksums of its confirmed state, or acknowledges
	// none of this side's inputs. Another program, or a broken one.
	ErrProtocol = errors.New("netplay: the opponent broke the protocol")
)

// RefusedError is a host's refusal (or the joiner's own, of a host of
// another version): the two sides cannot play together.
type RefusedError struct {
	Reason      uint8    // RefuseVersion, RefuseApp or RefuseData
	PeerVersion int      // RefuseVersion: the protocol version the other side speaks
	Peer, Local [32]byte // RefuseData: the data hashes
}

func (e *RefusedError) Error() string {
	switch e.Reason {
	case RefuseVersion:
		return fmt.Sprintf("netplay: refused: the host speaks netplay protocol version %d, this build version %d: both players need the same version of the game", e.PeerVersion, Version)
	case RefuseApp:
		return "netplay: refused: the host runs another game"
	}
	return fmt.Sprintf("netplay: refused: the host's rules data differ from yours (host %s, here %s): both players need the same version of the game and the same data",
		hex.EncodeToString(e.Peer[:6]), hex.EncodeToString(e.Local[:6]))
}

// DesyncError reports confirmed states that differ: a bug (a
// nondeterministic rule, different builds). The match stops at once.
type DesyncError struct {
	Tick          int    // the checkpoint whose checksums differ
	Local, Remote uint64 // the checksums (Remote 0 when ByPeer)
	ByPeer        bool   // the peer found it and said so
}

func (e *DesyncError) Error() string {
	if e.ByPeer {
		return fmt.Sprintf("netplay: desync: the opponent's confirmed state differs from this one at tick %d", e.Tick)
	}
	return fmt.Sprintf("netplay: desync: the confirmed states differ at tick %d (checksum here %016x, opponent %016x)", e.Tick, e.Local, e.Remote)
}

// check is one checkpoint's checksum.
type check struct {
	tick int // 0: none
	sum  uint64
}

// Session is one side of a two-player match over a Transport: the
// handshake, then every frame the exchange of inputs (each packet carries
// the unacknowledged local inputs, so a lost packet costs nothing), acks,
// time sync, checksums of the confirmed state, and the rollback machine
// that runs the simulation. Call Update once per frame; nothing blocks
// and, once playing, nothing allocates.
type Session[S any, P SimPtr[S]] struct {
	cfg   Config
	log   *slog.Logger
	t     Transport
	game  Game[S, P]
	state State
	rb    *Rollback[S, P]
	err   error

	start       time.Duration // the first Update's time
	lastHeard   time.Duration // the peer's last valid packet
	lastNew     time.Duration // the last packet that brought a new remote input
	doneAt      time.Duration // when this side confirmed the last tick
	lastSent    time.Duration
	lastHello   time.Duration
	holdUntil   time.Duration // the joiner's first tick waits until the host's starts
	sentAny     bool
	peer        netip.AddrPort // the joiner: the host; the host: the joiner, once known
	secret      [32]byte       // the host's key of the tokens it gives in Welcomes
	nonce       uint32         // the joiner's hello nonce
	token       uint32         // the session token: every Input and Quit carries it
	agreement   Agreement
	peerAck     int  // local inputs the peer holds: ticks below peerAck
	peerDone    bool // the peer finished: it had every input
	leaves      bool // the joiner's own limit comes first: it leaves the match there
	sentLocal   int  // LocalNext at the last send
	sentAck     int  // RemoteNext at the last send
	sentCheck   int  // the CheckTick last sent
	echo        uint16
	echoAt      time.Duration
	hasEcho     bool
	rtt         time.Duration
	adv         float64 // the local frame advantage, smoothed, in ticks
	peerAdv     int
	sinceSlow   int
	lastCheck   check // the latest confirmed checkpoint
	checked     int   // the checkpoint tick last computed
	own, their  [checkRing]check
	theirLatest int // the latest checkpoint the peer sent a checksum of

	stats SessionStats
	in    Packet
	out   Packet
	buf   [MaxPacket + 1]byte
	wbuf  [MaxPacket]byte
}

// NewSession returns a session over t. A joiner needs cfg.HostAddr. The
// first Update starts the handshake.
func NewSession[S any, P SimPtr[S]](t Transport, cfg Config, game Game[S, P]) (*Session[S, P], error) {
	switch {
	case len(cfg.App) > 16:
		return nil, fmt.Errorf("netplay: App %q is longer than 16 bytes", cfg.App)
	case cfg.Delay < 0 || cfg.Delay > MaxDelay:
		return nil, fmt.Errorf("netplay: input delay %d, want 0..%d", cfg.Delay, MaxDelay)
	case cfg.Limit < 0 || cfg.Limit > MaxTick:
		return nil, fmt.Errorf("netplay: limit %d out of range", cfg.Limit)
	case cfg.Role == Joiner && !cfg.HostAddr.IsValid():
		return nil, errors.New("netplay: a joiner needs the host's address")
	case cfg.Role != Host && cfg.Role != Joiner:
		return nil, fmt.Errorf("netplay: unknown role %d", cfg.Role)
	}
	if cfg.TickRate <= 0 {
		cfg.TickRate = DefaultTickRate
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.ConnectTimeout <= 0 {
		cfg.ConnectTimeout = DefaultConnectTimeout
	}
	s := &Session[S, P]{cfg: cfg, t: t, game: game, state: Waiting, start: -1, log: cfg.Logger}
	if s.log == nil {
		s.log = slog.Default()
	}
	if cfg.Role == Joiner {
		s.state = Connecting
		s.peer = cfg.HostAddr
		s.nonce = random32()
	} else {
		_, _ = rand.Read(s.secret[:]) // never fails (crypto/rand)
	}
	return s, nil
}

func random32() uint32 {
	var b [4]byte
	_, _ = rand.Read(b[:]) // never fails (crypto/rand)
	return le.Uint32(b[:])
}

// cookie is the token a waiting host gives the address from in its
// Welcome: the first four bytes of SHA-256 over the host's secret, the
// epoch (the host's clock in cookieLife periods) and the address. The host
// keeps nothing of it: the joiner's first Input brings it back, and the
// host computes it again to check it. The message hashed has a fixed
// length, so the secret as a prefix makes a sound keyed hash.
func (s *Session[S, P]) cookie(from netip.AddrPort, epoch int64) uint32 {
	var b [len(s.secret) + 8 + 16 + 2]byte
	n := copy(b[:], s.secret[:])
	le.PutUint64(b[n:], uint64(epoch))
	ip := from.Addr().Unmap().As16()
	copy(b[n+8:], ip[:])
	le.PutUint16(b[n+24:], from.Port())
	sum := sha256.Sum256(b[:])
	return le.Uint32(sum[:])
}

// epoch is the cookie period of time now.
func (s *Session[S, P]) epoch(now time.Duration) int64 { return int64((now - s.start) / cookieLife) }

// cookieValid reports whether token is a cookie this host gave from in
// the current period or the one before: a Welcome's token is good for
// cookieLife to twice that.
func (s *Session[S, P]) cookieValid(from netip.AddrPort, token uint32, now time.Duration) bool {
	e := s.epoch(now)
	return token == s.cookie(from, e) || (e > 0 && token == s.cookie(from, e-1))
}

// State returns where the session stands.
func (s *Session[S, P]) State() State { return s.state }

// Err returns the error that ended the session, or nil.
func (s *Session[S, P]) Err() error { return s.err }

// Peer returns the other side's address (the joiner's, once a host has one).
func (s *Session[S, P]) Peer() netip.AddrPort { return s.peer }

// Agreement returns what the handshake settled (zero before).
func (s *Session[S, P]) Agreement() Agreement { return s.agreement }

// Machine returns the rollback machine, nil before the match starts.
func (s *Session[S, P]) Machine() *Rollback[S, P] { return s.rb }

// Stats returns the session's counts so far.
func (s *Session[S, P]) Stats() SessionStats {
	st := s.stats
	if s.rb != nil {
		st.Stats = s.rb.Stats()
	}
	st.RTT = s.rtt
	return st
}

// Update runs one frame at time now (any monotonic clock, the same for
// every call): it takes the packets that arrived, goes on with the
// handshake or rolls back and simulates a tick, and sends what the peer
// needs. An error ends the session (the peer left, went silent, was
// refused, or the states desynced); later calls return it again.
func (s *Session[S, P]) Update(now time.Duration) (Report, error) {
	if s.start < 0 {
		s.start, s.lastHeard = now, now
	}
	if s.err != nil || s.state == Finished {
		return s.report(), s.err
	}
	s.receive(now)
	if s.err != nil {
		return s.report(), s.err
	}
	rep := Report{}
	switch s.state {
	case Connecting:
		if now-s.start > s.cfg.ConnectTimeout {
			return s.report(), s.fail(fmt.Errorf("%w %v within %v (is it hosting, and can UDP reach its port?)", ErrNoAnswer, s.peer, s.cfg.ConnectTimeout))
		}
		if !s.sentAny || now-s.lastHello >= helloEvery {
			if s.sendHello(now); s.err != nil {
				return s.report(), s.err
			}
		}
	case Playing, Done:
		rep = s.frame(now)
		if s.err != nil {
			return s.report(), s.err
		}
		if s.state != Finished {
			s.sendInput(now, false)
			if err := s.watch(now); err != nil {
				return s.report(), s.fail(err)
			}
		}
	}
	r := s.report()
	r.First, r.Rollback, r.Advanced, r.Stalled, r.Slowed = rep.First, rep.Rollback, rep.Advanced, rep.Stalled, rep.Slowed
	if !rep.Advanced && rep.Rollback == 0 {
		r.First = r.Tick
	}
	return r, nil
}

// watch ends a match whose peer is gone: one silent for the timeout, or
// one that sends packets but no new input for as long (its game no longer
// plays: a keepalive alone does not hold the match). After this side's
// last tick it waits at most the timeout for the peer's acknowledgement,
// then stops: the peer has what it needs, or is gone.
func (s *Session[S, P]) watch(now time.Duration) error {
	rb, timeout := s.rb, s.cfg.Timeout
	if err := s.checkPeer(); err != nil {
		s.sendQuit(QuitLeft, rb.Confirmed())
		return err
	}
	switch s.state {
	case Playing:
		if now-s.lastHeard > timeout {
			return fmt.Errorf("%w: nothing from %v for %v", ErrConnectionLost, s.peer, timeout)
		}
		if now-s.lastNew > timeout && (rb.Limit() == 0 || rb.RemoteNext() < rb.Limit()) {
			return fmt.Errorf("%w: no new input from %v for %v (its game does not play on)", ErrConnectionLost, s.peer, timeout)
		}
	case Done:
		if now-s.doneAt > timeout {
			if now-s.lastHeard > timeout {
				s.log.Info("netplay: the opponent went silent after the last tick")
			} else {
				s.log.Info("netplay: the opponent did not acknowledge the last tick", "within", timeout)
			}
			s.state = Finished
		}
	}
	return nil
}

// checkPeer holds the peer to what every honest side does, from what it
// has sent (its acks, its inputs, its checksums):
//
//   - Its checksums. A side's confirmed tick is the lower of its inputs
//     of the other (the ack it sends: peerAck at least) and its own tick
//     (its inputs run at most MaxDelay ahead of it: remoteNext-MaxDelay at
//     least), and every packet it sends carries the checksum of its latest
//     confirmed checkpoint, so its latest checksum is never a whole
//     interval behind that. Two intervals behind, the peer withholds them:
//     its state is not being checked, and a desync would go unseen.
//   - Its acks. A side's inputs run at most MaxDelay ahead of its tick,
//     which runs at most MaxRollback ahead of the other's inputs, which run
//     at most MaxDelay ahead of the other's tick, at most MaxRollback ahead
//     of the inputs the other acked: maxAckLag, 36 ticks. A peer whose
//     acks lag further does not take the inputs it is sent.
func (s *Session[S, P]) checkPeer() error {
	rb := s.rb
	if lag := rb.LocalNext() - s.peerAck; lag > maxAckLag {
		return fmt.Errorf("%w: it acknowledges none of this side's inputs since tick %d (this side is at %d)", ErrProtocol, s.peerAck, rb.LocalNext())
	}
	if held := min(s.peerAck, rb.RemoteNext()-MaxDelay); held-s.theirLatest >= 2*CheckEvery {
		return fmt.Errorf("%w: it sent no checksum of its confirmed state since tick %d, though it holds every input to tick %d", ErrProtocol, s.theirLatest, held)
	}
	return nil
}

// report is the state part of a Report.
func (s *Session[S, P]) report() Report {
	r := Report{State: s.state}
	if s.rb != nil {
		r.Tick, r.Confirmed, r.First = s.rb.Tick(), s.rb.Confirmed(), s.rb.Tick()
	}
	return r
}

// frame rolls back if needed, simulates one tick unless it must stall or
// time sync slows it, and checks the checkpoints newly confirmed.
func (s *Session[S, P]) frame(now time.Duration) Report {
	rb := s.rb
	var rep Report
	rep.First, rep.Rollback = rb.Rollback()
	s.sinceSlow++
	switch {
	case rb.Limit() > 0 && rb.Tick() >= rb.Limit():
	case now < s.holdUntil: // the host has not started yet
	case rb.CanAdvance() && s.adv-float64(s.peerAdv) >= 2 && s.sinceSlow >= slowEvery:
		// (local - remote) / 2 >= 1: this side runs a tick or more ahead
		rep.Slowed = true
		s.sinceSlow = 0
		s.stats.Slowed++
	default:
		t := rb.Tick()
		rep.Advanced = rb.Advance()
		rep.Stalled = !rep.Advanced
		if rep.Advanced && rep.Rollback == 0 {
			rep.First = t
		}
	}
	s.checkpoints()
	if s.err != nil {
		return rep
	}
	if s.state == Playing && rb.Limit() > 0 && rb.Confirmed() >= rb.Limit() {
		s.state, s.doneAt = Done, now
		if s.leaves { // this side's own last tick, not the match's: leave it
			s.sendQuit(QuitLeft, rb.Confirmed())
			s.state = Finished
			return rep
		}
	}
	if s.state == Done && (s.peerAck >= rb.Limit() || s.peerDone) {
		s.sendInput(now, true) // the last acks
		s.sendQuit(QuitDone, rb.Confirmed())
		s.state = Finished
	}
	return rep
}

// checkpoints computes the checksums of the checkpoints confirmed since
// the last frame and compares them with the peer's.
func (s *Session[S, P]) checkpoints() {
	rb := s.rb
	for t := s.checked + CheckEvery; t <= rb.Confirmed(); t += CheckEvery {
		st := rb.StateAt(t)
		if st == nil {
			break // cannot happen: the confirmed tick is never that far behind
		}
		c := check{t, st.Checksum()}
		s.checked = t
		s.lastCheck = c
		k := (t / CheckEvery) % checkRing
		s.own[k] = c
		if s.their[k].tick == t && s.their[k].sum != c.sum {
			s.desync(t, c.sum, s.their[k].sum)
			return
		}
	}
}

// theirCheck takes a checksum from the peer.
func (s *Session[S, P]) theirCheck(t int, sum uint64) {
	if t <= 0 || t%CheckEvery != 0 {
		return
	}
	s.theirLatest = max(s.theirLatest, t)
	k := (t / CheckEvery) % checkRing
	if s.own[k].tick == t {
		if s.own[k].sum != sum {
			s.desync(t, s.own[k].sum, sum)
		}
		return
	}
	if t > s.checked {
		s.their[k] = check{t, sum}
	}
}

func (s *Session[S, P]) desync(t int, local, remote uint64) {
	s.sendQuit(QuitDesync, t)
	s.fail(&DesyncError{Tick: t, Local: local, Remote: remote})
}

func (s *Session[S, P]) fail(err error) error {
	s.err = err
	s.state = Finished
	return err
}

// Close leaves the match: the peer is told (a Quit), so it ends at once
// with ErrPeerLeft rather than waiting for the timeout. Closing a session
// that is over does nothing.
func (s *Session[S, P]) Close() {
	if s.state == Finished {
		return
	}
	if s.state == Playing || s.state == Done {
		t := 0
		if s.rb != nil {
			t = s.rb.Confirmed()
		}
		s.sendQuit(QuitLeft, t)
	}
	s.state = Finished
}

// ---- receiving ----

// receive takes every datagram waiting.
func (s *Session[S, P]) receive(now time.Duration) {
	for s.err == nil && s.state != Finished {
		n, from, ok := s.t.Recv(s.buf[:])
		if !ok {
			return
		}
		if n > MaxPacket {
			s.stats.Ignored++
			continue
		}
		s.handle(s.buf[:n], from, now)
	}
}

// sameAddr compares addresses, an IPv4-mapped IPv6 address equal to its
// IPv4 address (a dual-stack socket sees IPv4 peers that way).
func sameAddr(a, b netip.AddrPort) bool {
	return a.Port() == b.Port() && a.Addr().Unmap() == b.Addr().Unmap()
}

// handle is one datagram.
func (s *Session[S, P]) handle(b []byte, from netip.AddrPort, now time.Duration) {
	p := &s.in
	err := p.Decode(b)
	hostWaiting := s.cfg.Role == Host && s.state == Waiting
	if !hostWaiting && !sameAddr(from, s.peer) {
		s.stats.Ignored++ // only the peer is heard
		return
	}
	if errors.Is(err, ErrVersion) {
		s.otherVersion(b, from)
		return
	}
	if err != nil {
		s.stats.Ignored++
		return
	}
	switch {
	case p.Kind == KindHello && hostWaiting:
		s.hello(p, from, len(b), now)
	case p.Kind == KindWelcome && s.state == Connecting && p.Nonce == s.nonce:
		s.welcome(p, now)
	case p.Kind == KindRefuse && s.state == Connecting && p.Token == s.nonce:
		s.fail(&RefusedError{Reason: p.Reason, Peer: p.Hash, Local: s.cfg.DataHash})
	case p.Kind == KindInput && p.Token == s.token && (s.state == Playing || s.state == Done):
		s.input(p, now, len(b))
	case p.Kind == KindInput && hostWaiting && s.cookieValid(from, p.Token, now):
		// The joiner's first input brings back the token of the Welcome
		// sent to its address: it proves that the joiner receives there,
		// and the match starts with it.
		s.peer, s.token = from, p.Token
		if s.begin(now) {
			s.input(p, now, len(b))
		}
	case p.Kind == KindQuit && p.Token == s.token && (s.state == Playing || s.state == Done):
		s.stats.PacketsIn++
		s.stats.BytesIn += len(b)
		s.quit(p)
	default:
		s.stats.Ignored++
	}
}

// otherVersion answers a packet of another protocol version: a host
// refuses a hello it cannot read (if the refusal is no larger), a joiner
// gives up on a host that speaks another version.
func (s *Session[S, P]) otherVersion(b []byte, from netip.AddrPort) {
	v := PacketVersion(b)
	switch {
	case s.cfg.Role == Joiner && s.state == Connecting && le.Uint32(b[4:]) == s.nonce:
		// Only an answer to our own Hello counts: it carries its nonce
		// where every version has its token, as this version's host
		// does when it refuses another version's Hello. Anything else
		// (a forged refusal, which needs no reply) is ignored.
		s.fail(&RefusedError{Reason: RefuseVersion, PeerVersion: v})
	case s.cfg.Role == Host && s.state == Waiting && len(b) >= refuseSize && Kind(b[3]) == KindHello:
		s.log.Info("netplay: refused a joiner", "addr", from, "why", fmt.Sprintf("it speaks netplay protocol version %d, this build version %d", v, Version))
		s.out = Packet{Kind: KindRefuse, Token: le.Uint32(b[4:]), Reason: RefuseVersion, Hash: s.cfg.DataHash}
		s.send(&s.out, from, len(b))
	default:
		s.stats.Ignored++
	}
}

// hello is a joiner's hello at a waiting host.
func (s *Session[S, P]) hello(p *Packet, from netip.AddrPort, size int, now time.Duration) {
	var app [16]byte
	copy(app[:], s.cfg.App)
	reason := uint8(0)
	switch {
	case p.App != app:
		reason = RefuseApp
	case p.Hash != s.cfg.DataHash:
		reason = RefuseData
	}
	if reason != 0 {
		what := "it runs another game"
		if reason == RefuseData {
			what = fmt.Sprintf("its rules data differ (joiner %s, here %s)", hex.EncodeToString(p.Hash[:6]), hex.EncodeToString(s.cfg.DataHash[:6]))
		}
		s.log.Info("netplay: refused a joiner", "addr", from, "why", what)
		s.out = Packet{Kind: KindRefuse, Token: p.Token, Reason: reason, Hash: s.cfg.DataHash}
		s.send(&s.out, from, size)
		return
	}
	// No slot is held: the Welcome's token is a cookie the host can check
	// without remembering it, and the first joiner to bring one back in an
	// Input from the address it was sent to starts the match. A Hello from
	// a forged address, new nonce or not, holds nothing.
	s.out = Packet{Kind: KindWelcome, Token: s.cookie(from, s.epoch(now)), Nonce: p.Token, App: app, Hash: s.cfg.DataHash,
		Seed: s.cfg.Seed, Params: s.cfg.Params, Limit: s.cfg.Limit}
	s.send(&s.out, from, size)
}

// welcome is the host's answer to the joiner's hello.
func (s *Session[S, P]) welcome(p *Packet, now time.Duration) {
	var app [16]byte
	copy(app[:], s.cfg.App)
	if p.App != app || p.Hash != s.cfg.DataHash {
		s.fail(&RefusedError{Reason: RefuseData, Peer: p.Hash, Local: s.cfg.DataHash})
		return
	}
	s.token = p.Token
	// The match's last tick is the host's; a joiner's own limit ends its
	// side sooner (a scripted run's -ticks against a host that names none):
	// it then leaves the match there, telling the host.
	limit, own := p.Limit, s.cfg.Limit
	switch {
	case own == 0 || own == limit:
	case limit == 0:
		limit, s.leaves = own, true
		s.log.Info("netplay: the host names no last tick: this side stops at its own", "tick", own)
	case own < limit:
		limit, s.leaves = own, true
		s.log.Info("netplay: this side stops at its own last tick, before the host's", "tick", own, "host", p.Limit)
	default:
		s.log.Info("netplay: the match ends at the host's last tick", "tick", p.Limit, "asked", own)
	}
	s.cfg.Seed, s.cfg.Params, s.cfg.Limit = p.Seed, p.Params, limit
	// The host starts when the first Input reaches it, half a round trip
	// from now: the joiner holds its first tick as long, so that both run
	// in step from the start. The hello's round trip is the first sample.
	if rtt := now - s.lastHello; rtt >= 0 && rtt < 2*time.Second {
		s.rtt, s.holdUntil = rtt, now+rtt/2
	}
	s.begin(now)
}

// begin starts the match: the game's start state, the rollback machine.
func (s *Session[S, P]) begin(now time.Duration) bool {
	local := 0
	if s.cfg.Role == Joiner {
		local = 1
	}
	s.agreement = Agreement{Peer: s.peer, Local: local, Seed: s.cfg.Seed, Params: s.cfg.Params, Limit: s.cfg.Limit}
	initial, err := s.game.Start(s.agreement)
	if err != nil {
		s.fail(fmt.Errorf("netplay: the match cannot start: %w", err))
		return false
	}
	s.rb = NewRollback(initial, RollbackOptions[S, P]{Local: local, Delay: s.cfg.Delay, Limit: s.cfg.Limit,
		Mask: s.cfg.InputMask, Input: s.game.Input, OnStep: s.game.Stepped})
	s.state = Playing
	s.lastHeard, s.lastNew = now, now
	return true
}

// input is an Input packet of the peer during the match.
func (s *Session[S, P]) input(p *Packet, now time.Duration, size int) {
	rb := s.rb
	if p.Ack > rb.LocalNext() {
		s.stats.Ignored++ // acks inputs never sent: not our peer's
		return
	}
	s.stats.PacketsIn++
	s.stats.BytesIn += size
	s.lastHeard = now
	s.peerAck = max(s.peerAck, p.Ack)
	if rb.AddRemote(p.First, p.Inputs[:p.Count]) > 0 {
		s.lastNew = now
	}
	if p.Echoed {
		sample := time.Duration(uint16(s.ms(now))-p.Echo-p.Held) * time.Millisecond
		if sample < 10*time.Second {
			if s.rtt == 0 {
				s.rtt = sample
			} else {
				s.rtt += (sample - s.rtt) / 8
			}
		}
	}
	s.echo, s.echoAt, s.hasEcho = p.Ping, now, true
	// The frame advantage: how far this side runs ahead of the peer's
	// present (its tick in the packet plus half a round trip).
	half := float64(s.rtt) * float64(s.cfg.TickRate) / float64(2*time.Second)
	sample := float64(rb.Tick()) - float64(p.Tick) - half
	s.adv += (sample - s.adv) / 8
	s.peerAdv = int(p.Adv)
	if p.CheckTick <= p.Ack { // a side confirms no tick it lacks our inputs for
		s.theirCheck(p.CheckTick, p.Check)
	}
}

// quit is the peer's Quit.
func (s *Session[S, P]) quit(p *Packet) {
	switch p.Reason {
	case QuitDone:
		// The peer confirmed the last tick: it needs nothing more. A Quit
		// (done) at any other tick, or in a match without a last tick,
		// means nothing: the timeouts still watch the peer.
		if s.rb.Limit() == 0 || p.Tick != s.rb.Limit() {
			s.stats.Ignored++
			return
		}
		s.peerDone = true
		s.peerAck = max(s.peerAck, min(p.Ack, s.rb.LocalNext()))
	case QuitLeft:
		s.fail(fmt.Errorf("%w (at tick %d)", ErrPeerLeft, p.Tick))
	case QuitDesync:
		s.fail(&DesyncError{Tick: p.Tick, ByPeer: true})
	}
}

// ---- sending ----

// ms is the session's clock in milliseconds, wrapping at 16 bits.
func (s *Session[S, P]) ms(now time.Duration) uint16 {
	return uint16((now - s.start) / time.Millisecond)
}

// send encodes and sends p. A reply to an address not yet verified is
// never larger than what came from it (limit > 0): no amplification. A
// failure (a full buffer, a network gone for now) is returned for the
// hello to look at; elsewhere the timeouts decide.
func (s *Session[S, P]) send(p *Packet, to netip.AddrPort, limit int) error {
	if limit > 0 && p.Size() > limit {
		return nil
	}
	b := p.Append(s.wbuf[:0])
	if err := s.t.Send(b, to); err != nil {
		return err
	}
	s.stats.PacketsOut++
	s.stats.BytesOut += len(b)
	return nil
}

// sendHello knocks at the host. A transport that reports the host's port
// closed (ErrUnreachable: an ICMP "port unreachable") ends the knock at
// once: nothing hosts there.
func (s *Session[S, P]) sendHello(now time.Duration) {
	s.out = Packet{Kind: KindHello, Token: s.nonce, Hash: s.cfg.DataHash}
	copy(s.out.App[:], s.cfg.App)
	if err := s.send(&s.out, s.peer, 0); errors.Is(err, ErrUnreachable) {
		s.fail(fmt.Errorf("%w: the system reports that nothing listens on %v (is the game hosting, on that port?)", ErrUnreachable, s.peer))
		return
	}
	s.lastHello, s.sentAny = now, true
}

// sendInput sends the inputs the peer lacks, the ack, time sync and the
// latest checksum, as often as the peer needs them and no more (force:
// now):
//
//   - a new local input or checksum goes at once (one packet per Update:
//     a frame's, or a tick's when a headless side runs unpaced): the peer
//     simulates with it, the sooner the fewer rollbacks;
//   - an ack owed, or local inputs the peer has not acknowledged, go a
//     tick's time after the last packet if nothing new went since: a lost
//     packet is made good within a tick, and an ack rides on the next
//     input rather than in a packet of its own;
//   - with nothing new and nothing owed (this side waits), a keepalive
//     every keepalive interval tells the peer this side is there.
func (s *Session[S, P]) sendInput(now time.Duration, force bool) {
	rb := s.rb
	since := now - s.lastSent
	fresh := rb.LocalNext() != s.sentLocal || s.lastCheck.tick != s.sentCheck
	owed := rb.RemoteNext() != s.sentAck || s.peerAck < rb.LocalNext()
	if !force && !fresh && !(owed && since >= time.Second/time.Duration(s.cfg.TickRate)) && since < keepalive {
		return
	}
	p := &s.out
	*p = Packet{Kind: KindInput, Token: s.token, Ack: rb.RemoteNext(), Tick: rb.Tick(), Ping: s.ms(now),
		CheckTick: s.lastCheck.tick, Check: s.lastCheck.sum}
	p.First = max(s.peerAck, rb.LocalNext()-inputRing+1)
	p.Count = min(rb.LocalNext()-p.First, MaxInputs)
	for i := 0; i < p.Count; i++ {
		p.Inputs[i] = rb.LocalInput(p.First + i)
	}
	p.Adv = int8(max(-100, min(100, s.adv+0.5*sign(s.adv))))
	if s.hasEcho {
		p.Echoed, p.Echo = true, s.echo
		p.Held = uint16(min((now-s.echoAt)/time.Millisecond, 60000))
	}
	s.send(p, s.peer, 0)
	s.lastSent, s.sentLocal, s.sentAck, s.sentCheck = now, rb.LocalNext(), rb.RemoteNext(), s.lastCheck.tick
}

func sign(v float64) float64 {
	if v < 0 {
		return -1
	}
	return 1
}

func (s *Session[S, P]) sendQuit(reason uint8, tick int) {
	if s.rb == nil {
		return
	}
	s.out = Packet{Kind: KindQuit, Token: s.token, Reason: reason, Tick: tick, Ack: s.rb.RemoteNext()}
	for i := 0; i < quitCopies; i++ {
		s.send(&s.out, s.peer, 0)
	}
}
