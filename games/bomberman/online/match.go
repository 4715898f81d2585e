package online

import (
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"os"
	"path/filepath"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// App is the game's name in the handshake: a host of another game is
// refused.
const App = "bomberman"

// eventRing is how many ticks of events a Match keeps: every tick a
// rollback can simulate again, and the newest.
const eventRing = 16

// inputsRoom is the confirmed inputs a Match makes room for at its start:
// ten minutes at 60 ticks a second (70 KB). A longer match grows it.
const inputsRoom = 10 * 60 * 60

// playButtons are the buttons a player may send in an online match: the NES
// pad's but Start. Start pauses a game, and an online match has no pause
// (a pause only one side took would split the two games; one both took
// would let either player freeze the other's game), so neither side's
// Start reaches the rules, whatever a peer sends.
const playButtons = game.ButtonUp | game.ButtonDown | game.ButtonLeft | game.ButtonRight |
	game.ButtonA | game.ButtonB

// state is the rollback machine's view of a game: the same value, with
// the machine's Step and Checksum. A copy is a save state: a Game holds
// only plain values and fixed arrays, its tick's events among them.
type state game.Game

func (s *state) Step(in [2]netplay.Input) {
	(*game.Game)(s).Step([2]game.Buttons{game.Buttons(in[0]) & playButtons, game.Buttons(in[1]) & playButtons})
}

func (s *state) Checksum() uint64 { return (*game.Game)(s).Checksum() }

// Options set up one side of an online versus match.
type Options struct {
	// Rules is the data set; its Hash must be the other side's.
	Rules *game.Config
	// Role: netplay.Host plays player 1, netplay.Joiner player 2.
	Role netplay.Role
	// HostAddr is the host's address (the joiner's).
	HostAddr netip.AddrPort
	// Delay is the local input delay in ticks, 0..netplay.MaxDelay.
	Delay int
	// The host's match: the seed, the arena's stage (0: 1), the rounds
	// that take the match (0: rules.json's versusWins) and the confirmed
	// tick it ends at (0: when the players leave). The joiner's are
	// ignored: the host's come with its Welcome.
	Seed        uint64
	Stage, Wins int
	Limit       int
	// Input returns the local player's buttons for a tick: asked once per
	// tick, in order, Delay ticks before the tick is simulated.
	Input func(tick int) game.Buttons
	// DesyncDir is where a desync writes this side's replay ("" the
	// working folder).
	DesyncDir string
	// Logger receives notes for the player: a joiner refused, where the
	// match ends, the match started (nil: slog.Default()).
	Logger *slog.Logger
	// Timeout is the silence that ends the match (0: netplay.DefaultTimeout).
	Timeout time.Duration
}

// Match is one side of an online versus match: the session (handshake,
// inputs, rollback) and what a view needs of it: the live game, the
// events of every tick simulated, the confirmed inputs as a replay.
//
// Call Update once per frame. The Frame it returns says which ticks were
// simulated during it, First to Tick-1 (the first Rollback of them again,
// after a rollback); Events gives each one's events. A view plays the
// sounds and spawns the particles of new ticks, and reconciles those of
// ticks simulated again: an effect of the old version of a tick that the
// new version lacks is taken back, one it has already shown is not shown
// twice. Ticks below Confirmed are final.
type Match struct {
	opts    Options
	s       *netplay.Session[state, *state]
	game    game.Options // the match's options, once agreed
	cursor  *game.ReplayCursor
	events  [eventRing][]game.Event
	evTick  [eventRing]int
	inputs  [][2]game.Buttons // the confirmed inputs, by tick
	started bool
	damage  int // tests: the tick after which the state is damaged (0 never)
}

// Frame is what one Update did: the session's report.
type Frame = netplay.Report

// NewMatch returns a match over t (a netplay.UDP socket, or a Link in
// tests). The first Update starts the handshake.
func NewMatch(t netplay.Transport, o Options) (*Match, error) {
	if o.Rules == nil {
		return nil, errors.New("online: Options.Rules is nil")
	}
	if o.Input == nil {
		return nil, errors.New("online: Options.Input is nil")
	}
	params, err := encodeParams(o.Stage, o.Wins)
	if err != nil {
		return nil, err
	}
	m := &Match{opts: o}
	for i := range m.events {
		m.events[i] = make([]game.Event, 0, 256)
		m.evTick[i] = -1
	}
	cfg := netplay.Config{Role: o.Role, HostAddr: o.HostAddr, App: App, DataHash: o.Rules.Hash(), Seed: o.Seed,
		Params: params, Delay: o.Delay, InputMask: netplay.Input(playButtons), Limit: o.Limit, Timeout: o.Timeout, Logger: o.Logger}
	s, err := netplay.NewSession[state](t, cfg, (*hooks)(m))
	if err != nil {
		return nil, fmt.Errorf("online: %w", err)
	}
	m.s = s
	return m, nil
}

// Params: byte 0 the stage, byte 1 the wins; the rest zero.
func encodeParams(stage, wins int) ([16]byte, error) {
	var p [16]byte
	if stage < 0 || stage > game.Stages {
		return p, fmt.Errorf("online: stage %d, want 1..%d", stage, game.Stages)
	}
	if wins < 0 || wins > game.MaxWins {
		return p, fmt.Errorf("online: wins %d, want 1..%d", wins, game.MaxWins)
	}
	p[0], p[1] = byte(stage), byte(wins)
	return p, nil
}

func decodeParams(p [16]byte) (stage, wins int, err error) {
	for _, b := range p[2:] {
		if b != 0 {
			return 0, 0, errors.New("the host's match parameters are not this build's")
		}
	}
	stage, wins = int(p[0]), int(p[1])
	if stage > game.Stages || wins > game.MaxWins {
		return 0, 0, fmt.Errorf("the host's stage %d or wins %d is out of range", stage, wins)
	}
	return stage, wins, nil
}

// hooks is the Match as the session sees it (netplay.Game).
type hooks Match

func (h *hooks) Start(a netplay.Agreement) (state, error) {
	stage, wins, err := decodeParams(a.Params)
	if err != nil {
		return state{}, err
	}
	h.game = game.Options{Seed: a.Seed, Stage: stage, Mode: game.ModeVersus, Wins: wins}
	g, err := game.New(h.opts.Rules, h.game)
	if err != nil {
		return state{}, err
	}
	if h.game.Stage == 0 {
		h.game.Stage = 1
	}
	// Room for the confirmed inputs of ten minutes, or of the whole match
	// if it is shorter: the last tick comes from the host's Welcome, and a
	// size a packet names is never taken on trust (a last tick of 2^31-1
	// would reserve 4 GB).
	n := inputsRoom
	if a.Limit > 0 {
		n = min(n, a.Limit)
	}
	h.inputs = make([][2]game.Buttons, 0, n)
	h.started = true
	return state(*g), nil
}

func (h *hooks) Input(tick int) netplay.Input { return netplay.Input(h.opts.Input(tick)) }

func (h *hooks) Stepped(tick int, s *state) {
	i := tick % eventRing
	h.events[i] = append(h.events[i][:0], (*game.Game)(s).Events()...)
	h.evTick[i] = tick
	if h.damage > 0 && tick == h.damage {
		(*game.Game)(s).Player(0).Lives++
	}
}

// Update runs one frame at time now (a monotonic clock): packets in,
// rollback, a tick, packets out. A desync writes this side's replay
// (DesyncDir) and says where in the error.
func (m *Match) Update(now time.Duration) (Frame, error) {
	f, err := m.s.Update(now)
	m.record()
	if err == nil {
		return f, nil
	}
	var de *netplay.DesyncError
	if errors.As(err, &de) && m.started {
		path, werr := m.writeDesync(de.Tick)
		if werr != nil {
			return f, fmt.Errorf("%w (and its replay could not be written: %v)", err, werr)
		}
		return f, fmt.Errorf("%w: this side's replay is %s; please send it, with the opponent's, in a bug report", err, path)
	}
	return f, err
}

// record keeps the inputs of the ticks confirmed since the last frame,
// for Replay.
func (m *Match) record() {
	rb := m.s.Machine()
	if rb == nil {
		return
	}
	for t := len(m.inputs); t < rb.Confirmed(); t++ {
		in := rb.Inputs(t)
		m.inputs = append(m.inputs, [2]game.Buttons{game.Buttons(in[0]) & playButtons, game.Buttons(in[1]) & playButtons})
	}
}

func (m *Match) writeDesync(tick int) (string, error) {
	dir := m.opts.DesyncDir
	if dir == "" {
		dir = "."
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(dir, fmt.Sprintf("desync-tick%d-%s.json", tick, m.opts.Role))
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return path, m.Replay().Save(path)
}

// State returns where the session stands.
func (m *Match) State() netplay.State { return m.s.State() }

// Local returns the local player's index: 0 for the host, 1 for the joiner.
func (m *Match) Local() int {
	if m.opts.Role == netplay.Joiner {
		return 1
	}
	return 0
}

// Game returns the live game: the state after Frame.Tick ticks, its last
// ticks simulated on predicted inputs. Nil before the match starts; the
// pointer stays valid for the match's life, the state changes each Update.
func (m *Match) Game() *game.Game {
	if rb := m.s.Machine(); rb != nil {
		return (*game.Game)(rb.Live())
	}
	return nil
}

// Confirmed returns the state after Frame.Confirmed ticks, the same on
// both sides; valid until the next Update. Nil before the match starts.
func (m *Match) Confirmed() *game.Game {
	if rb := m.s.Machine(); rb != nil {
		return (*game.Game)(rb.ConfirmedState())
	}
	return nil
}

// Events returns the events of tick t as last simulated, for the ticks of
// the latest frames (t from Tick-16 to Tick-1); nil for others. The slice
// is reused when t is simulated again.
func (m *Match) Events(t int) []game.Event {
	i := t % eventRing
	if t < 0 || m.evTick[i] != t {
		return nil
	}
	return m.events[i]
}

// GameOptions returns the match's game options as agreed (zero before):
// the host's seed, stage and wins, in versus.
func (m *Match) GameOptions() game.Options { return m.game }

// Limit returns the confirmed tick this side's match ends at, as agreed
// (0: none, or not agreed yet).
func (m *Match) Limit() int { return m.s.Agreement().Limit }

// Peer returns the other side's address.
func (m *Match) Peer() netip.AddrPort { return m.s.Peer() }

// Replay returns the confirmed inputs so far as a replay: a local
// game.RunReplay of it gives the confirmed state.
func (m *Match) Replay() *game.Replay {
	if !m.started {
		return nil
	}
	rec := game.NewRecorder(m.game)
	rec.SetDataHash(m.opts.Rules.Hash())
	for t, in := range m.inputs {
		rec.Record(t, in)
	}
	return rec.Replay()
}

// Stats returns the session's counts: rollbacks, stalls, traffic.
func (m *Match) Stats() netplay.SessionStats { return m.s.Stats() }

// Close leaves the match, telling the peer.
func (m *Match) Close() { m.s.Close() }
