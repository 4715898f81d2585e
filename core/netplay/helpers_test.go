package netplay_test

import (
	"context"
	"log/slog"
	"net/netip"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/core/random"
)

// toy is a small deterministic simulation: two walkers whose positions and
// a running hash depend on every input of every tick, in order.
type toy struct {
	ticks int
	pos   [2]int
	h     uint64
}

func (s *toy) Step(in [2]netplay.Input) {
	for i := range in {
		s.pos[i] += int(in[i]&3) - 1
		s.h = (s.h ^ uint64(in[i]) ^ uint64(s.pos[i])<<16) * 1099511628211
	}
	s.ticks++
}

func (s *toy) Checksum() uint64 { return s.h ^ uint64(s.ticks) }

// script is a player's inputs by tick: random, each held for a few ticks
// (as players hold buttons), different for each seed.
func script(seed uint64, n int) []netplay.Input {
	r := random.New(seed)
	out := make([]netplay.Input, n)
	var in netplay.Input
	for t := range out {
		if r.Intn(6) == 0 {
			in = netplay.Input(r.Intn(16))
		}
		out[t] = in
	}
	return out
}

// reference runs the toy locally on both scripts for n ticks.
func reference(a, b []netplay.Input, n int) toy {
	var s toy
	for t := 0; t < n; t++ {
		s.Step([2]netplay.Input{a[t], b[t]})
	}
	return s
}

// toyGame is a netplay.Game for the toy: its inputs come from a script,
// and it keeps the checksum of every confirmed checkpoint it saw.
type toyGame struct {
	inputs  []netplay.Input
	asked   int // the next tick Input is expected to be asked for
	t       testing.TB
	stepped int
	perturb int // at this tick (if > 0) the state is damaged: a desync
	pos     [2]int
}

func (g *toyGame) Start(a netplay.Agreement) (toy, error) {
	return toy{h: a.Seed}, nil
}

func (g *toyGame) Input(tick int) netplay.Input {
	if tick != g.asked {
		g.t.Errorf("Input asked for tick %d, want %d (once each, in order)", tick, g.asked)
	}
	g.asked = tick + 1
	if tick < len(g.inputs) {
		return g.inputs[tick]
	}
	return 0
}

func (g *toyGame) Stepped(tick int, s *toy) {
	g.stepped++
	if g.perturb > 0 && tick == g.perturb-1 {
		s.h++
	}
}

var (
	hostAddr = netip.MustParseAddrPort("192.0.2.1:7777")
	joinAddr = netip.MustParseAddrPort("[2001:db8::2]:40000")
	stranger = netip.MustParseAddrPort("198.51.100.9:7777")
)

// pair is a host and a joiner of the toy over a Link.
type pair struct {
	link       *netplay.Link
	host, join *netplay.Session[toy, *toy]
	hg, jg     *toyGame
	now        time.Duration
}

const frame = time.Second / 60

func newPair(t testing.TB, ab, ba netplay.LinkOptions, hostCfg, joinCfg netplay.Config, a, b []netplay.Input) *pair {
	t.Helper()
	p := &pair{link: netplay.NewLink(hostAddr, joinAddr, ab, ba, 1), hg: &toyGame{inputs: a, t: t}, jg: &toyGame{inputs: b, t: t}}
	hostCfg.Role, joinCfg.Role, joinCfg.HostAddr = netplay.Host, netplay.Joiner, hostAddr
	if hostCfg.App == "" {
		hostCfg.App = "toy"
	}
	if joinCfg.App == "" {
		joinCfg.App = "toy"
	}
	var err error
	if p.host, err = netplay.NewSession[toy](p.link.End(0), hostCfg, p.hg); err != nil {
		t.Fatal(err)
	}
	if p.join, err = netplay.NewSession[toy](p.link.End(1), joinCfg, p.jg); err != nil {
		t.Fatal(err)
	}
	return p
}

// run plays frames at 60 Hz on the link's clock until both sessions are
// finished or failed, or max frames; it returns both errors.
func (p *pair) run(max int) (hostErr, joinErr error) {
	for i := 0; i < max; i++ {
		p.now += frame
		p.link.SetTime(p.now)
		if hostErr == nil && p.host.State() != netplay.Finished {
			_, hostErr = p.host.Update(p.now)
		}
		if joinErr == nil && p.join.State() != netplay.Finished {
			_, joinErr = p.join.Update(p.now)
		}
		if p.host.State() == netplay.Finished && p.join.State() == netplay.Finished {
			break
		}
	}
	return hostErr, joinErr
}

// sniffJoin makes the pair's joiner again over a sniffer, before its
// first Update, so that a test can take its token and speak for it.
func (p *pair) sniffJoin(t testing.TB, cfg netplay.Config) *sniffer {
	t.Helper()
	sn := &sniffer{Transport: p.link.End(1)}
	cfg.Role, cfg.HostAddr = netplay.Joiner, hostAddr
	if cfg.App == "" {
		cfg.App = "toy"
	}
	var err error
	if p.join, err = netplay.NewSession[toy](sn, cfg, p.jg); err != nil {
		t.Fatal(err)
	}
	return sn
}

// hostUntil runs the host alone, a frame at a time, for at most d, with
// each(frame) before each frame; it returns the host's error and when.
func (p *pair) hostUntil(d time.Duration, each func(i int)) (error, time.Duration) {
	end := p.now + d
	for i := 0; p.now < end; i++ {
		if each != nil {
			each(i)
		}
		p.now += frame
		p.link.SetTime(p.now)
		if _, err := p.host.Update(p.now); err != nil {
			return err, p.now
		}
		if p.host.State() == netplay.Finished {
			return nil, p.now
		}
	}
	return nil, p.now
}

// rewriter is a Transport that changes the packets its end sends: a peer
// that breaks the protocol.
type rewriter struct {
	netplay.Transport
	f   func(p *netplay.Packet)
	buf []byte
}

func (r *rewriter) Send(b []byte, to netip.AddrPort) error {
	var p netplay.Packet
	if p.Decode(b) == nil {
		r.f(&p)
		b = p.Append(r.buf[:0])
	}
	return r.Transport.Send(b, to)
}

// notes is a slog handler that keeps what a session logs, a line each:
// the message, then its attributes as key=value.
type notes struct{ lines []string }

func (n *notes) logger() *slog.Logger { return slog.New(n) }

func (n *notes) Enabled(context.Context, slog.Level) bool { return true }

func (n *notes) Handle(_ context.Context, r slog.Record) error {
	line := r.Message
	r.Attrs(func(a slog.Attr) bool {
		line += " " + a.String()
		return true
	})
	n.lines = append(n.lines, line)
	return nil
}

func (n *notes) WithAttrs([]slog.Attr) slog.Handler { return n }
func (n *notes) WithGroup(string) slog.Handler      { return n }
