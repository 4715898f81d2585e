package netplay_test

import (
	"net/netip"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
)

// sniffer is a Transport that keeps the last packet its end sent, so a
// test can take the session token and play the peer's part by hand.
type sniffer struct {
	netplay.Transport
	last netplay.Packet
}

func (s *sniffer) Send(b []byte, to netip.AddrPort) error {
	var p netplay.Packet
	if p.Decode(b) == nil {
		s.last = p
	}
	return s.Transport.Send(b, to)
}

// traffic is what each side of a minute's match sent and received, in
// bytes a second (UDP payload).
type traffic struct {
	hostOut, hostIn, joinOut, joinIn float64
}

// trafficRun plays a one-minute match of the toy over a perfect link with
// 10 ms each way. The host runs a frame every 60th of a second, as a
// window does; the joiner either does too (paced), or runs as a headless
// side does, a frame every millisecond (unpaced); or, once the match has
// started, the joiner's program stops playing and only sends a packet
// every 200 ms that acknowledges everything and carries no input (idle).
func trafficRun(tb testing.TB, mode string) traffic {
	tb.Helper()
	const n = 3600
	cfg := netplay.Config{DataHash: hash1, Delay: 2, Limit: n}
	line := netplay.LinkOptions{Latency: 10 * time.Millisecond}
	p := newPair(tb, line, line, cfg, cfg, script(1, n), script(2, n))
	sn := &sniffer{Transport: p.link.End(1)}
	join := cfg
	join.Role, join.HostAddr, join.App = netplay.Joiner, hostAddr, "toy"
	var err error
	if p.join, err = netplay.NewSession[toy](sn, join, p.jg); err != nil {
		tb.Fatal(err)
	}
	step := frame
	if mode == "unpaced" {
		step = time.Millisecond
	}
	var hostNext, idleNext, idleFrom time.Duration
	idleIn, idleOut := 0, 0
	for p.now < 2*time.Minute && p.host.State() != netplay.Finished {
		p.now += step
		p.link.SetTime(p.now)
		if p.now >= hostNext {
			hostNext += frame
			if _, err := p.host.Update(p.now); err != nil {
				break // the idle peer is dropped: the minute is over for it
			}
		}
		if mode == "idle" && p.join.State() == netplay.Playing && p.join.Machine().Tick() > 60 {
			if idleFrom == 0 {
				idleFrom = p.now
			}
			var b [netplay.MaxPacket + 1]byte
			for {
				n, _, ok := p.link.End(1).Recv(b[:])
				if !ok {
					break
				}
				idleIn += n
			}
			if p.now >= idleNext {
				idleNext = p.now + 200*time.Millisecond
				q := netplay.Packet{Kind: netplay.KindInput, Token: sn.last.Token, Ack: p.host.Machine().LocalNext(),
					First: p.join.Machine().LocalNext(), Tick: p.join.Machine().Tick()}
				raw := q.Append(nil)
				p.link.End(1).Send(raw, hostAddr)
				idleOut += len(raw)
			}
			if p.now-idleFrom > time.Minute {
				break
			}
			continue
		}
		if p.join.State() != netplay.Finished {
			if _, err := p.join.Update(p.now); err != nil {
				tb.Fatal(err)
			}
		}
	}
	hs, js := p.host.Stats(), p.join.Stats()
	secs := p.now.Seconds()
	if mode == "idle" {
		secs = (p.now - idleFrom).Seconds()
		return traffic{hostOut: float64(idleIn) / secs, hostIn: float64(idleOut) / secs,
			joinOut: float64(idleOut) / secs, joinIn: float64(idleIn) / secs}
	}
	return traffic{float64(hs.BytesOut) / secs, float64(hs.BytesIn) / secs, float64(js.BytesOut) / secs, float64(js.BytesIn) / secs}
}

// BenchmarkTraffic reports the bytes a second each side of a minute's
// match sends and receives (UDP payload; IPv4 and UDP headers add 28 bytes
// a packet): both sides paced at 60 frames a second, as two windows; a
// paced host against an unpaced joiner, as a window against a headless
// run; and a host whose opponent's program stops playing and only sends
// an acknowledgement every 200 ms. ns/op is the time to simulate it.
func BenchmarkTraffic(b *testing.B) {
	for _, mode := range []string{"paced", "unpaced", "idle"} {
		b.Run(mode, func(b *testing.B) {
			var tr traffic
			for i := 0; i < b.N; i++ {
				tr = trafficRun(b, mode)
			}
			b.ReportMetric(tr.hostOut, "host-out-B/s")
			b.ReportMetric(tr.hostIn, "host-in-B/s")
			b.ReportMetric(tr.joinOut, "joiner-out-B/s")
			b.ReportMetric(tr.joinIn, "joiner-in-B/s")
		})
	}
}

// BenchmarkHello is the cost of the slot defence at a waiting host: one
// Hello from a new address in, its Welcome out (the token computed, the
// packet encoded), and nothing kept. A joiner's first Input costs the host
// one or two more token computations.
func BenchmarkHello(b *testing.B) {
	link := netplay.NewLink(hostAddr, joinAddr, netplay.LinkOptions{}, netplay.LinkOptions{}, 1)
	host, err := netplay.NewSession[toy](link.End(0), netplay.Config{Role: netplay.Host, App: "toy", DataHash: hash1},
		&toyGame{inputs: make([]netplay.Input, 10), t: b})
	if err != nil {
		b.Fatal(err)
	}
	hello := (&netplay.Packet{Kind: netplay.KindHello, Token: 1, App: [16]byte{'t', 'o', 'y'}, Hash: hash1}).Append(nil)
	host.Update(0)
	before := link.End(0).Stats()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		link.Inject(netplay.MustAddr(i), hostAddr, hello)
		host.Update(time.Duration(i) * time.Microsecond)
	}
	b.StopTimer()
	after := link.End(0).Stats()
	if after.Packets-before.Packets != b.N || host.State() != netplay.Waiting {
		b.Fatalf("%d answers to %d hellos, state %v; want one each, waiting", after.Packets-before.Packets, b.N, host.State())
	}
	b.ReportMetric(float64(len(hello)), "in-B/op")
	b.ReportMetric(float64(after.Bytes-before.Bytes)/float64(b.N), "out-B/op")
}

// Each side sends what the peer needs and no more: two paced sides send
// as much as each other (a packet a tick); an unpaced side sends no more
// than the paced one (its acks ride on its inputs); and a host whose
// opponent only acknowledges, every 200 ms, sends keepalives, not a packet
// a frame (it sent 13 times what it received).
func TestSendsWhatThePeerNeeds(t *testing.T) {
	paced, unpaced, idle := trafficRun(t, "paced"), trafficRun(t, "unpaced"), trafficRun(t, "idle")
	if r := paced.joinOut / paced.hostOut; r < 0.95 || r > 1.05 {
		t.Errorf("paced: the joiner sent %.2f times the host's bytes, want as much", r)
	}
	if r := unpaced.joinOut / unpaced.hostOut; r > 1.1 {
		t.Errorf("unpaced joiner: it sent %.2f times the paced host's bytes, want about as much", r)
	}
	if r := idle.hostOut / idle.hostIn; r > 3 {
		t.Errorf("idle peer: the host sent %.1f times what it received, want a few at most", r)
	}
}
