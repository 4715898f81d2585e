package netplay

import (
	"errors"
	"net/netip"
	"time"

	"github.com/bengine-go/bengine/core/random"
)

// LinkOptions shape the packets one way along a Link. The zero value is a
// perfect wire: no latency, nothing lost, in order.
type LinkOptions struct {
	Latency   time.Duration // one way
	Jitter    time.Duration // each packet's latency varies by up to ± Jitter
	Loss      float64       // the chance that a packet is lost, 0..1
	Duplicate float64       // the chance that a packet arrives twice
	// Reorder is the chance that a packet is held back (by Latency/2 plus
	// twice Jitter) so that later ones overtake it. With Reorder 0 packets
	// arrive in the order sent, whatever the jitter.
	Reorder float64
}

// Link is an in-process network of two ends for tests: what one end sends
// reaches the other after the latency and jitter of its direction, unless
// lost, maybe twice, maybe out of order; each end is a Transport. Time is
// the test's: SetTime moves it, so a match over a Link is reproducible to
// the packet (the randomness is seeded). It is not safe for concurrent use.
type Link struct {
	now    time.Duration
	rng    random.RNG
	ends   [2]LinkEnd
	flight []flight
	seq    uint64
}

// LinkEnd is one end of a Link.
type LinkEnd struct {
	link  *Link
	index int
	addr  netip.AddrPort
	opts  LinkOptions // of the packets this end sends
	last  time.Duration
	stats LinkStats
}

// LinkStats counts the packets one end sent.
type LinkStats struct {
	Packets, Bytes int // sent
	Lost, Doubled  int
	Delivered      int // copies that reached the other end
}

type flight struct {
	due  time.Duration
	seq  uint64
	to   netip.AddrPort
	from netip.AddrPort
	n    int
	b    [MaxPacket + 1]byte
}

// ErrTooLarge is a datagram over MaxPacket+1 bytes given to a Link.
var ErrTooLarge = errors.New("netplay: datagram too large for the link")

// NewLink returns a link between addresses a and b: ab shapes what a
// sends to b, ba the way back. seed drives the losses and the jitter.
func NewLink(a, b netip.AddrPort, ab, ba LinkOptions, seed uint64) *Link {
	l := &Link{rng: *random.New(seed), flight: make([]flight, 0, 512)}
	l.ends[0] = LinkEnd{link: l, index: 0, addr: a, opts: ab}
	l.ends[1] = LinkEnd{link: l, index: 1, addr: b, opts: ba}
	return l
}

// End returns end 0 (address a) or end 1 (address b).
func (l *Link) End(i int) *LinkEnd { return &l.ends[i] }

// SetTime moves the link's clock to now: packets due by then can be
// received.
func (l *Link) SetTime(now time.Duration) { l.now = now }

// Now returns the link's clock.
func (l *Link) Now() time.Duration { return l.now }

// Inject puts a datagram from any address on the wire to to, arriving at
// once: a stranger's packet, for tests of what a session ignores.
func (l *Link) Inject(from, to netip.AddrPort, b []byte) {
	l.put(from, to, b, l.now)
}

func (l *Link) put(from, to netip.AddrPort, b []byte, due time.Duration) {
	f := flight{due: due, seq: l.seq, to: to, from: from, n: len(b)}
	copy(f.b[:], b)
	l.seq++
	l.flight = append(l.flight, f)
}

// Addr returns the end's address.
func (e *LinkEnd) Addr() netip.AddrPort { return e.addr }

// Stats returns what this end sent.
func (e *LinkEnd) Stats() LinkStats { return e.stats }

// Send puts b on the wire towards to. Only the other end's address
// reaches anyone; anything else is lost, as on a network with nobody there.
func (e *LinkEnd) Send(b []byte, to netip.AddrPort) error {
	if len(b) > MaxPacket+1 {
		return ErrTooLarge
	}
	l, o := e.link, &e.opts
	e.stats.Packets++
	e.stats.Bytes += len(b)
	if to != l.ends[1-e.index].addr {
		e.stats.Lost++
		return nil
	}
	copies := 1
	if o.Loss > 0 && l.rng.Float64() < o.Loss {
		e.stats.Lost++
		return nil
	}
	if o.Duplicate > 0 && l.rng.Float64() < o.Duplicate {
		copies = 2
		e.stats.Doubled++
	}
	for i := 0; i < copies; i++ {
		due := l.now + o.Latency
		if o.Jitter > 0 {
			due += time.Duration((l.rng.Float64()*2 - 1) * float64(o.Jitter))
		}
		if o.Reorder > 0 && l.rng.Float64() < o.Reorder {
			due += o.Latency/2 + 2*o.Jitter
		} else if o.Reorder == 0 {
			due = max(due, e.last) // in order
		}
		due = max(due, l.now)
		e.last = max(e.last, due)
		l.put(e.addr, to, b, due)
		e.stats.Delivered++
	}
	return nil
}

// Recv returns the earliest datagram due at this end by the link's clock.
func (e *LinkEnd) Recv(b []byte) (int, netip.AddrPort, bool) {
	l := e.link
	best := -1
	for i := range l.flight {
		f := &l.flight[i]
		if f.to != e.addr || f.due > l.now {
			continue
		}
		if best < 0 || f.due < l.flight[best].due || (f.due == l.flight[best].due && f.seq < l.flight[best].seq) {
			best = i
		}
	}
	if best < 0 {
		return 0, netip.AddrPort{}, false
	}
	f := &l.flight[best]
	n := copy(b, f.b[:f.n])
	from := f.from
	last := len(l.flight) - 1
	l.flight[best] = l.flight[last]
	l.flight = l.flight[:last]
	return n, from, true
}
