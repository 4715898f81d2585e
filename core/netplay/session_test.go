package netplay_test

import (
	"encoding/binary"
	"errors"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/core/random"
)

var hash1, hash2 = [32]byte{1, 2, 3}, [32]byte{9, 9, 9}

// checkpoints records, frame by frame, the checksum of every confirmed
// checkpoint of a session.
type checkpoints struct {
	next int
	sums map[int]uint64
}

func (c *checkpoints) record(s *netplay.Session[toy, *toy]) {
	rb := s.Machine()
	if rb == nil {
		return
	}
	if c.sums == nil {
		c.sums, c.next = map[int]uint64{}, netplay.CheckEvery
	}
	for ; c.next <= rb.Confirmed(); c.next += netplay.CheckEvery {
		c.sums[c.next] = rb.StateAt(c.next).Checksum()
	}
}

// Two sessions play a scripted match over links of every kind: both end
// on the state of a local run of the same inputs, with identical confirmed
// states at every checkpoint, and the rollbacks stay within MaxRollback.
func TestMatchOverLossyLink(t *testing.T) {
	const n = 1200
	a, b := script(11, n), script(12, n)
	want := reference(a, b, n)
	cases := []struct {
		name   string
		ab, ba netplay.LinkOptions
		delay  int
	}{
		{"perfect", netplay.LinkOptions{}, netplay.LinkOptions{}, 2},
		{"100ms 20ms jitter 5% loss", netplay.LinkOptions{Latency: 50 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.05},
			netplay.LinkOptions{Latency: 50 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.05}, 2},
		{"no delay", netplay.LinkOptions{Latency: 30 * time.Millisecond, Loss: 0.02}, netplay.LinkOptions{Latency: 30 * time.Millisecond, Loss: 0.02}, 0},
		{"duplicated and reordered", netplay.LinkOptions{Latency: 40 * time.Millisecond, Jitter: 15 * time.Millisecond, Duplicate: 0.2, Reorder: 0.2},
			netplay.LinkOptions{Latency: 40 * time.Millisecond, Jitter: 15 * time.Millisecond, Duplicate: 0.2, Reorder: 0.2}, 3},
		{"bad line", netplay.LinkOptions{Latency: 120 * time.Millisecond, Jitter: 40 * time.Millisecond, Loss: 0.2, Duplicate: 0.1, Reorder: 0.1},
			netplay.LinkOptions{Latency: 90 * time.Millisecond, Jitter: 30 * time.Millisecond, Loss: 0.15, Reorder: 0.1}, 4},
		{"one way slow", netplay.LinkOptions{Latency: 150 * time.Millisecond}, netplay.LinkOptions{Latency: 5 * time.Millisecond}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := netplay.Config{DataHash: hash1, Seed: 0, Delay: c.delay, Limit: n}
			p := newPair(t, c.ab, c.ba, cfg, cfg, a, b)
			var hc, jc checkpoints
			var hostErr, joinErr error
			for i := 0; i < 20*n && (p.host.State() != netplay.Finished || p.join.State() != netplay.Finished); i++ {
				p.now += frame
				p.link.SetTime(p.now)
				if hostErr == nil {
					_, hostErr = p.host.Update(p.now)
				}
				if joinErr == nil {
					_, joinErr = p.join.Update(p.now)
				}
				hc.record(p.host)
				jc.record(p.join)
			}
			if hostErr != nil || joinErr != nil {
				t.Fatalf("got errors %v and %v, want none", hostErr, joinErr)
			}
			for _, s := range []*netplay.Session[toy, *toy]{p.host, p.join} {
				rb := s.Machine()
				if rb.Confirmed() != n || *rb.ConfirmedState() != want {
					t.Errorf("confirmed %d: got %+v, want %d: %+v", rb.Confirmed(), *rb.ConfirmedState(), n, want)
				}
				if st := s.Stats(); st.Deepest > netplay.MaxRollback {
					t.Errorf("deepest rollback %d, want at most %d", st.Deepest, netplay.MaxRollback)
				}
			}
			if len(hc.sums) != n/netplay.CheckEvery || len(jc.sums) != len(hc.sums) {
				t.Fatalf("got %d and %d checkpoints, want %d", len(hc.sums), len(jc.sums), n/netplay.CheckEvery)
			}
			ref := toy{}
			for tick := 0; tick < n; tick++ {
				if hc.sums[tick] != jc.sums[tick] {
					t.Fatalf("checkpoint %d: host %x, joiner %x", tick, hc.sums[tick], jc.sums[tick])
				}
				if sum, ok := hc.sums[tick]; ok && sum != ref.Checksum() {
					t.Fatalf("checkpoint %d: got %x, the local run %x", tick, sum, ref.Checksum())
				}
				ref.Step([2]netplay.Input{a[tick], b[tick]})
			}
			hs, js := p.host.Stats(), p.join.Stats()
			t.Logf("host %+v", hs)
			t.Logf("joiner %+v", js)
		})
	}
}

// A joiner with other data, another game or another protocol version is
// refused with a message that says so; the host goes on waiting.
func TestHandshakeRefuses(t *testing.T) {
	cases := []struct {
		name   string
		join   netplay.Config
		reason uint8
		want   string
	}{
		{"other data", netplay.Config{DataHash: hash2}, netplay.RefuseData, "the host's rules data differ from yours (host 010203000000, here 090909000000)"},
		{"other game", netplay.Config{DataHash: hash1, App: "pong"}, netplay.RefuseApp, "the host runs another game"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var log notes
			host := netplay.Config{DataHash: hash1, Logger: log.logger()}
			p := newPair(t, netplay.LinkOptions{}, netplay.LinkOptions{}, host, c.join, nil, nil)
			hostErr, joinErr := p.run(60)
			var re *netplay.RefusedError
			if !errors.As(joinErr, &re) || re.Reason != c.reason || !strings.Contains(joinErr.Error(), c.want) {
				t.Fatalf("joiner: got %v, want a refusal saying %q", joinErr, c.want)
			}
			if hostErr != nil || p.host.State() != netplay.Waiting || len(log.lines) != 1 || !strings.Contains(log.lines[0], "netplay: refused a joiner addr=[2001:db8::2]:40000") {
				t.Errorf("host: got %v in state %v with notes %q, want it waiting, with one note of the refusal", hostErr, p.host.State(), log.lines)
			}
		})
	}
}

// A hello of another protocol version gets a refusal no larger than
// itself, and a joiner that hears another version from its host gives up
// saying which versions speak.
func TestHandshakeOtherVersion(t *testing.T) {
	p := newPair(t, netplay.LinkOptions{}, netplay.LinkOptions{}, netplay.Config{DataHash: hash1}, netplay.Config{DataHash: hash1}, nil, nil)
	hello := (&netplay.Packet{Kind: netplay.KindHello, Token: 7}).Append(nil)
	hello[2] = netplay.Version + 1
	p.link.Inject(stranger, hostAddr, hello)
	before := p.link.End(0).Stats()
	p.host.Update(0)
	after := p.link.End(0).Stats()
	if after.Packets != before.Packets+1 || after.Bytes-before.Bytes > len(hello) {
		t.Errorf("host: sent %d packets of %d bytes to a %d-byte hello, want one refusal no larger", after.Packets-before.Packets, after.Bytes-before.Bytes, len(hello))
	}
	sn := p.sniffJoin(t, netplay.Config{DataHash: hash1})
	if _, err := p.join.Update(0); err != nil || sn.last.Kind != netplay.KindHello {
		t.Fatalf("joiner: got %v, sent %v; want a hello", err, sn.last.Kind)
	}
	// A refusal of another version counts only with our hello's nonce: a
	// forged one, from the host's address without it, is ignored.
	for _, forged := range [][]byte{[]byte("BN\x02\x03\x00\x00\x00\x00"), hello} {
		p.link.Inject(hostAddr, joinAddr, forged)
		if _, err := p.join.Update(frame); err != nil || p.join.State() != netplay.Connecting {
			t.Fatalf("joiner: a refusal without its nonce: got %v in state %v, want it connecting on", err, p.join.State())
		}
	}
	refusal := append([]byte(nil), hello...)
	binary.LittleEndian.PutUint32(refusal[4:], sn.last.Token)
	p.link.Inject(hostAddr, joinAddr, refusal)
	_, err := p.join.Update(2 * frame)
	if err == nil || !strings.Contains(err.Error(), "the host speaks netplay protocol version 2, this build version 1") {
		t.Errorf("joiner: got %v, want a refusal naming both versions", err)
	}
}

// A Refuse of this version counts only with the nonce of our own hello.
func TestRefuseNeedsOurNonce(t *testing.T) {
	cfg := netplay.Config{DataHash: hash1, Delay: 2, Limit: 100}
	p := newPair(t, netplay.LinkOptions{Latency: 50 * time.Millisecond}, netplay.LinkOptions{Latency: 50 * time.Millisecond}, cfg, cfg, script(1, 100), script(2, 100))
	p.run(1)
	for _, token := range []uint32{0, 12345} {
		p.link.Inject(hostAddr, joinAddr, (&netplay.Packet{Kind: netplay.KindRefuse, Token: token, Reason: netplay.RefuseData, Hash: hash2}).Append(nil))
	}
	if hostErr, joinErr := p.run(1000); hostErr != nil || joinErr != nil {
		t.Fatalf("got errors %v and %v, want the match played", hostErr, joinErr)
	}
}

// Nothing a waiting host sends to an address is larger than what came
// from it, whatever came (valid hellos, garbage, packets of every kind);
// once the match runs, strangers get nothing at all and change nothing.
func TestNoAmplificationAndPeerFilter(t *testing.T) {
	const n = 300
	a, b := script(21, n), script(22, n)
	cfg := netplay.Config{DataHash: hash1, Delay: 2, Limit: n}
	p := newPair(t, netplay.LinkOptions{}, netplay.LinkOptions{}, cfg, cfg, a, b)
	junk := [][]byte{
		{}, {'B'}, []byte("BN\x01\x01"), make([]byte, 8), make([]byte, 88), make([]byte, 105),
		(&netplay.Packet{Kind: netplay.KindHello, Token: 1, Hash: hash1, App: [16]byte{'t', 'o', 'y'}}).Append(nil),
		(&netplay.Packet{Kind: netplay.KindHello, Token: 2, Hash: hash2}).Append(nil),
		(&netplay.Packet{Kind: netplay.KindInput, Token: 3, Count: 32}).Append(nil),
		(&netplay.Packet{Kind: netplay.KindQuit, Token: 4, Reason: netplay.QuitLeft}).Append(nil),
		(&netplay.Packet{Kind: netplay.KindWelcome, Token: 5}).Append(nil),
	}
	for i, j := range junk {
		before := p.link.End(0).Stats()
		p.link.Inject(netplay.MustAddr(i), hostAddr, j)
		p.host.Update(0)
		after := p.link.End(0).Stats()
		if sent := after.Bytes - before.Bytes; sent > len(j) {
			t.Errorf("packet %d (%d bytes): the host sent %d bytes in reply", i, len(j), sent)
		}
	}
	// The valid hello above held nothing: the real joiner comes in at once.
	p.run(10)
	if p.host.State() != netplay.Playing {
		t.Fatalf("host: got state %v, want playing", p.host.State())
	}
	ignored := p.host.Stats().Ignored
	lost := p.link.End(0).Stats().Lost
	for i := 0; i < 50; i++ {
		p.link.Inject(stranger, hostAddr, (&netplay.Packet{Kind: netplay.KindInput, Token: uint32(i), Count: 4,
			Inputs: [netplay.MaxInputs]netplay.Input{5, 6, 7, 8}}).Append(nil))
		p.link.Inject(stranger, hostAddr, (&netplay.Packet{Kind: netplay.KindQuit, Token: uint32(i), Reason: netplay.QuitLeft}).Append(nil))
		p.run(1)
	}
	// the peer's own address with a wrong token is not the peer either
	p.link.Inject(joinAddr, hostAddr, (&netplay.Packet{Kind: netplay.KindQuit, Token: 12345, Reason: netplay.QuitLeft}).Append(nil))
	hostErr, joinErr := p.run(20 * n)
	if hostErr != nil || joinErr != nil {
		t.Fatalf("got errors %v and %v, want none", hostErr, joinErr)
	}
	if got := p.host.Stats().Ignored - ignored; got < 101 {
		t.Errorf("host ignored %d packets, want the 101 strangers'", got)
	}
	if got := p.link.End(0).Stats().Lost - lost; got != 0 {
		t.Errorf("host sent %d packets to strangers, want none", got)
	}
	if got, want := *p.host.Machine().ConfirmedState(), reference(a, b, n); got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
}

// A peer that goes silent ends the match with ErrConnectionLost after the
// timeout; one that leaves ends it at once with ErrPeerLeft; a host that
// never answers ends the joiner's hello with ErrNoAnswer.
func TestMatchEnds(t *testing.T) {
	cfg := netplay.Config{DataHash: hash1, Delay: 2}
	t.Run("silent", func(t *testing.T) {
		p := newPair(t, netplay.LinkOptions{}, netplay.LinkOptions{}, cfg, cfg, make([]netplay.Input, 10000), make([]netplay.Input, 10000))
		p.run(120)
		silentAt := p.now
		var err error
		for err == nil && p.now < silentAt+10*time.Second {
			p.now += frame
			p.link.SetTime(p.now)
			_, err = p.host.Update(p.now)
		}
		if !errors.Is(err, netplay.ErrConnectionLost) || !strings.Contains(err.Error(), "nothing from [2001:db8::2]:40000 for 3s") {
			t.Fatalf("got %v, want connection lost naming the peer and the timeout", err)
		}
		if after := p.now - silentAt; after < netplay.DefaultTimeout || after > netplay.DefaultTimeout+100*time.Millisecond {
			t.Errorf("lost %v after the last packet, want %v", after, netplay.DefaultTimeout)
		}
	})
	t.Run("left", func(t *testing.T) {
		p := newPair(t, netplay.LinkOptions{}, netplay.LinkOptions{}, cfg, cfg, make([]netplay.Input, 10000), make([]netplay.Input, 10000))
		p.run(120)
		p.join.Close()
		if err, _ := p.run(3); !errors.Is(err, netplay.ErrPeerLeft) {
			t.Fatalf("got %v, want ErrPeerLeft", err)
		}
	})
	t.Run("no host", func(t *testing.T) {
		p := newPair(t, netplay.LinkOptions{Loss: 1}, netplay.LinkOptions{Loss: 1}, cfg, cfg, nil, nil)
		_, err := p.run(15 * 60)
		if !errors.Is(err, netplay.ErrNoAnswer) || !strings.Contains(err.Error(), "192.0.2.1:7777 within 10s") {
			t.Fatalf("got %v, want no answer naming the host and the time", err)
		}
	})
}

// A state that differs on one side (a nondeterministic rule) is caught at
// the next checkpoint: both sides stop with a DesyncError naming it.
func TestDesyncIsCaught(t *testing.T) {
	const n = 1000
	cfg := netplay.Config{DataHash: hash1, Delay: 2, Limit: n}
	p := newPair(t, netplay.LinkOptions{Latency: 30 * time.Millisecond}, netplay.LinkOptions{Latency: 30 * time.Millisecond}, cfg, cfg, script(1, n), script(2, n))
	p.jg.perturb = 200
	hostErr, joinErr := p.run(10 * n)
	for _, err := range []error{hostErr, joinErr} {
		var de *netplay.DesyncError
		if !errors.As(err, &de) || de.Tick != 210 {
			t.Errorf("got %v, want a desync at checkpoint 210", err)
		}
	}
	if p.host.Machine().Confirmed() > 300 {
		t.Errorf("the host went on to tick %d", p.host.Machine().Confirmed())
	}
}

// A joiner whose clock runs 3% fast would pull ahead and stall; time sync
// slows it instead, and the ticks of both sides stay close.
func TestTimeSyncSlowsTheSideAhead(t *testing.T) {
	const n = 3000
	cfg := netplay.Config{DataHash: hash1, Delay: 2, Limit: n}
	link := netplay.LinkOptions{Latency: 40 * time.Millisecond, Jitter: 5 * time.Millisecond}
	p := newPair(t, link, link, cfg, cfg, script(5, n), script(6, n))
	var joinNow time.Duration
	worst := 0
	for i := 0; i < 3*n && p.host.State() != netplay.Finished; i++ {
		p.now += frame
		for joinNow+frame*100/103 <= p.now {
			joinNow += frame * 100 / 103
			p.link.SetTime(joinNow)
			if _, err := p.join.Update(joinNow); err != nil {
				t.Fatal(err)
			}
		}
		p.link.SetTime(p.now)
		if _, err := p.host.Update(p.now); err != nil {
			t.Fatal(err)
		}
		if h, j := p.host.Machine(), p.join.Machine(); h != nil && j != nil && i > 300 && h.Tick() < n-10 {
			worst = max(worst, j.Tick()-h.Tick())
		}
	}
	hs, js := p.host.Stats(), p.join.Stats()
	t.Logf("host slowed %d stalled %d, joiner slowed %d stalled %d, joiner ahead by at most %d", hs.Slowed, hs.Stalls, js.Slowed, js.Stalls, worst)
	if js.Slowed < n*2/100 || hs.Slowed > js.Slowed/4 {
		t.Errorf("slowed frames: host %d, joiner %d; want the joiner slowed about 3%% of its frames, the host far less", hs.Slowed, js.Slowed)
	}
	if worst > 4 {
		t.Errorf("the joiner ran up to %d ticks ahead, want a few at most", worst)
	}
}

// The host's seed, parameters and limit are the match's: a joiner with
// other ones (or none) plays the host's match to the host's last tick.
func TestJoinerTakesTheHostsMatch(t *testing.T) {
	const n = 200
	var log notes
	host := netplay.Config{DataHash: hash1, Seed: 77, Params: [16]byte{4}, Limit: n}
	join := netplay.Config{DataHash: hash1, Seed: 1, Limit: 999, Logger: log.logger()}
	p := newPair(t, netplay.LinkOptions{}, netplay.LinkOptions{}, host, join, script(1, n), script(2, n))
	if hostErr, joinErr := p.run(10 * n); hostErr != nil || joinErr != nil {
		t.Fatalf("got errors %v and %v", hostErr, joinErr)
	}
	a := p.join.Agreement()
	if a.Seed != 77 || a.Params[0] != 4 || a.Limit != n || a.Local != 1 || p.join.Machine().Confirmed() != n {
		t.Errorf("joiner: agreed %+v, confirmed %d; want the host's seed, parameters and limit", a, p.join.Machine().Confirmed())
	}
	if len(log.lines) != 1 || log.lines[0] != "netplay: the match ends at the host's last tick tick=200 asked=999" {
		t.Errorf("notes %q, want the one about the limit", log.lines)
	}
	ref := toy{h: 77} // the toy starts from the agreed seed
	a1, b1 := script(1, n), script(2, n)
	for tick := 0; tick < n; tick++ {
		ref.Step([2]netplay.Input{a1[tick], b1[tick]})
	}
	if got := *p.join.Machine().ConfirmedState(); got != ref || *p.host.Machine().ConfirmedState() != ref {
		t.Errorf("got %+v and %+v, want %+v", *p.host.Machine().ConfirmedState(), got, ref)
	}
}

// Once the match runs, a frame allocates nothing on either side.
func TestSessionDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime allocates on its own")
	}
	line := netplay.LinkOptions{Latency: 40 * time.Millisecond, Jitter: 10 * time.Millisecond, Loss: 0.05, Duplicate: 0.05}
	cfg := netplay.Config{DataHash: hash1, Delay: 2}
	p := newPair(t, line, line, cfg, cfg, script(1, 1<<16), script(2, 1<<16))
	p.run(300)
	allocs := testing.AllocsPerRun(1000, func() { p.run(1) })
	if allocs != 0 {
		t.Errorf("got %v allocs per frame, want 0", allocs)
	}
	if p.host.Stats().Rollbacks == 0 {
		t.Error("no rollback: the test measures too little")
	}
}

// A stranger who sends a valid hello every 2 s, each with a new nonce,
// from an address that never answers (a forged one), holds no place at
// the host: a real joiner who comes later, while the stranger goes on,
// starts the match within its first round trips.
func TestHelloHoldsNoPlace(t *testing.T) {
	cfg := netplay.Config{DataHash: hash1, Delay: 2}
	p := newPair(t, netplay.LinkOptions{Latency: 20 * time.Millisecond}, netplay.LinkOptions{Latency: 20 * time.Millisecond},
		cfg, cfg, make([]netplay.Input, 10000), make([]netplay.Input, 10000))
	nonce := uint32(1000)
	knock := func(i int) {
		if i%120 == 0 {
			nonce++
			p.link.Inject(stranger, hostAddr, (&netplay.Packet{Kind: netplay.KindHello, Token: nonce, App: [16]byte{'t', 'o', 'y'}, Hash: hash1}).Append(nil))
		}
	}
	for i := 0; i < 300; i++ { // five seconds of the stranger alone
		knock(i)
		p.now += frame
		p.link.SetTime(p.now)
		if _, err := p.host.Update(p.now); err != nil {
			t.Fatal(err)
		}
	}
	if p.host.State() != netplay.Waiting {
		t.Fatalf("host: got state %v, want it waiting", p.host.State())
	}
	for i := 0; i < 30 && p.join.State() != netplay.Playing; i++ {
		knock(i)
		if hostErr, joinErr := p.run(1); hostErr != nil || joinErr != nil {
			t.Fatalf("got errors %v and %v", hostErr, joinErr)
		}
	}
	p.run(10)
	if p.join.State() != netplay.Playing || p.host.State() != netplay.Playing || p.host.Peer() != joinAddr {
		t.Fatalf("after half a second: joiner %v, host %v with peer %v; want both playing, the host with %v",
			p.join.State(), p.host.State(), p.host.Peer(), joinAddr)
	}
}

// The token of a host's Welcome starts the match only when it comes back
// from the address it was sent to, and only for a while: another address
// with it, or the same one too late, is ignored.
func TestWelcomeTokenIsBound(t *testing.T) {
	link := netplay.NewLink(hostAddr, joinAddr, netplay.LinkOptions{}, netplay.LinkOptions{}, 1)
	sn := &sniffer{Transport: link.End(0)}
	host, err := netplay.NewSession[toy](sn, netplay.Config{Role: netplay.Host, App: "toy", DataHash: hash1}, &toyGame{inputs: make([]netplay.Input, 100), t: t})
	if err != nil {
		t.Fatal(err)
	}
	var now time.Duration
	step := func(from netplay.Packet, addr netip.AddrPort, after time.Duration) {
		now += after
		link.SetTime(now)
		link.Inject(addr, hostAddr, from.Append(nil))
		if _, err := host.Update(now); err != nil {
			t.Fatal(err)
		}
	}
	step(netplay.Packet{Kind: netplay.KindHello, Token: 77, App: [16]byte{'t', 'o', 'y'}, Hash: hash1}, stranger, 0)
	welcome := sn.last
	if welcome.Kind != netplay.KindWelcome || welcome.Nonce != 77 {
		t.Fatalf("the host answered %+v, want a Welcome to nonce 77", welcome)
	}
	first := netplay.Packet{Kind: netplay.KindInput, Token: welcome.Token}
	step(first, joinAddr, time.Second)
	step(first, netplay.MustAddr(3), 0)
	if host.State() != netplay.Waiting {
		t.Fatalf("the token from other addresses: got state %v, want waiting", host.State())
	}
	step(first, stranger, 11*time.Second)
	if host.State() != netplay.Waiting {
		t.Fatalf("the token 12 s later: got state %v, want waiting", host.State())
	}
	step(netplay.Packet{Kind: netplay.KindHello, Token: 78, App: [16]byte{'t', 'o', 'y'}, Hash: hash1}, stranger, 0)
	step(netplay.Packet{Kind: netplay.KindInput, Token: sn.last.Token}, stranger, 4*time.Second)
	if host.State() != netplay.Playing || host.Peer() != stranger {
		t.Fatalf("the fresh token from its address: got state %v with %v, want playing with %v", host.State(), host.Peer(), stranger)
	}
}

// The timeouts watch the peer until the match has ended on both sides: a
// peer that says it is done in a match without a last tick (or at another
// tick) and then goes silent is lost after the timeout; one that sends
// only keepalives, no new input, is lost after the timeout too; and after
// this side's last tick, a peer that never acknowledges it holds this side
// no longer than the timeout.
func TestTimeoutsWatchThePeer(t *testing.T) {
	cfg := netplay.Config{DataHash: hash1, Delay: 2}
	idle := make([]netplay.Input, 10000)
	t.Run("done, then silent", func(t *testing.T) {
		p := newPair(t, netplay.LinkOptions{}, netplay.LinkOptions{}, cfg, cfg, idle, idle)
		sn := p.sniffJoin(t, cfg)
		p.run(120)
		p.link.Inject(joinAddr, hostAddr, (&netplay.Packet{Kind: netplay.KindQuit, Token: sn.last.Token, Reason: netplay.QuitDone,
			Tick: p.join.Machine().Confirmed(), Ack: p.join.Machine().RemoteNext()}).Append(nil))
		from := p.now
		err, at := p.hostUntil(10*time.Second, nil)
		if !errors.Is(err, netplay.ErrConnectionLost) || at-from > netplay.DefaultTimeout+100*time.Millisecond {
			t.Fatalf("got %v %v later, want connection lost after %v", err, at-from, netplay.DefaultTimeout)
		}
	})
	t.Run("keepalives only", func(t *testing.T) {
		p := newPair(t, netplay.LinkOptions{}, netplay.LinkOptions{}, cfg, cfg, idle, idle)
		sn := p.sniffJoin(t, cfg)
		p.run(120)
		from := p.now
		err, at := p.hostUntil(10*time.Second, func(i int) {
			if i%6 == 0 { // every 100 ms: everything acknowledged, no new input
				p.link.Inject(joinAddr, hostAddr, (&netplay.Packet{Kind: netplay.KindInput, Token: sn.last.Token,
					Ack: p.host.Machine().LocalNext(), First: p.host.Machine().RemoteNext(), Tick: p.join.Machine().Tick()}).Append(nil))
			}
		})
		if !errors.Is(err, netplay.ErrConnectionLost) || !strings.Contains(err.Error(), "no new input from [2001:db8::2]:40000 for 3s") ||
			at-from > netplay.DefaultTimeout+100*time.Millisecond {
			t.Fatalf("got %v %v later, want connection lost, no new input, after %v", err, at-from, netplay.DefaultTimeout)
		}
	})
	t.Run("last tick never acknowledged", func(t *testing.T) {
		const n = 200
		limited := cfg
		limited.Limit = n
		var log notes
		hostCfg := limited
		hostCfg.Logger = log.logger()
		p := newPair(t, netplay.LinkOptions{Latency: 100 * time.Millisecond}, netplay.LinkOptions{}, hostCfg, limited, script(1, n), script(2, n))
		sn := p.sniffJoin(t, limited)
		for i := 0; i < 10*n && p.host.State() != netplay.Done; i++ {
			if hostErr, joinErr := p.run(1); hostErr != nil || joinErr != nil {
				t.Fatalf("got errors %v and %v", hostErr, joinErr)
			}
		}
		if p.host.State() != netplay.Done {
			t.Fatalf("host: got %v, want done (at its last tick, waiting for the acknowledgement)", p.host.State())
		}
		from := p.now
		err, at := p.hostUntil(10*time.Second, func(i int) {
			if i%6 == 0 { // keepalives that never acknowledge the last inputs
				p.link.Inject(joinAddr, hostAddr, (&netplay.Packet{Kind: netplay.KindInput, Token: sn.last.Token,
					Ack: n - 20, First: n, Tick: n}).Append(nil))
			}
		})
		if err != nil || p.host.State() != netplay.Finished || at-from > netplay.DefaultTimeout+100*time.Millisecond {
			t.Fatalf("got %v in state %v %v later, want finished after at most %v", err, p.host.State(), at-from, netplay.DefaultTimeout)
		}
		if len(log.lines) != 1 || log.lines[0] != "netplay: the opponent did not acknowledge the last tick within=3s" {
			t.Errorf("notes %q, want the one about the last tick", log.lines)
		}
	})
}

// A joiner's own limit ends its side when the host names no last tick, or
// a later one: it stops at its own confirmed tick, as the local run of the
// same inputs, and leaves the match there; the host hears that it left.
func TestJoinersOwnLimit(t *testing.T) {
	const n = 150
	for _, hostLimit := range []int{0, 400} {
		var log notes
		join := netplay.Config{DataHash: hash1, Delay: 2, Limit: n, Logger: log.logger()}
		p := newPair(t, netplay.LinkOptions{Latency: 20 * time.Millisecond}, netplay.LinkOptions{Latency: 20 * time.Millisecond},
			netplay.Config{DataHash: hash1, Delay: 2, Limit: hostLimit}, join, script(1, 1000), script(2, 1000))
		hostErr, joinErr := p.run(20 * n)
		if joinErr != nil || p.join.State() != netplay.Finished || p.join.Machine().Confirmed() != n {
			t.Fatalf("host limit %d: joiner got %v in state %v at confirmed %d, want finished at %d",
				hostLimit, joinErr, p.join.State(), p.join.Machine().Confirmed(), n)
		}
		if got, want := *p.join.Machine().ConfirmedState(), reference(script(1, n), script(2, n), n); got != want {
			t.Errorf("host limit %d: got %+v, want %+v", hostLimit, got, want)
		}
		if !errors.Is(hostErr, netplay.ErrPeerLeft) {
			t.Errorf("host limit %d: got %v, want the opponent left", hostLimit, hostErr)
		}
		if len(log.lines) != 1 || !strings.Contains(log.lines[0], "this side stops at its own") || !strings.Contains(log.lines[0], "tick=150") {
			t.Errorf("host limit %d: notes %q, want one saying where this side stops", hostLimit, log.lines)
		}
	}
}

// A peer that plays but sends no checksums of its confirmed state, or one
// that acknowledges none of this side's inputs, is held to the protocol:
// the match ends with ErrProtocol soon after it falls a checksum interval
// (or an input ring) behind, and the peer is told.
func TestPeerHeldToTheProtocol(t *testing.T) {
	cases := []struct {
		name string
		f    func(p *netplay.Packet)
		want string
	}{
		{"no checksums", func(p *netplay.Packet) { p.CheckTick, p.Check = 0, 0 }, "it sent no checksum of its confirmed state since tick 0"},
		{"checksums of ticks it lacks", func(p *netplay.Packet) {
			if p.Kind == netplay.KindInput {
				p.CheckTick, p.Check = (p.Ack/netplay.CheckEvery+2)*netplay.CheckEvery, 1
			}
		}, "it sent no checksum of its confirmed state since tick 0"},
		{"no acks", func(p *netplay.Packet) { p.Ack, p.CheckTick, p.Check = 0, 0, 0 }, "it acknowledges none of this side's inputs since tick 0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := netplay.Config{DataHash: hash1, Delay: 2}
			p := newPair(t, netplay.LinkOptions{Latency: 20 * time.Millisecond}, netplay.LinkOptions{Latency: 20 * time.Millisecond},
				cfg, cfg, script(1, 10000), script(2, 10000))
			jc := cfg
			jc.Role, jc.HostAddr, jc.App = netplay.Joiner, hostAddr, "toy"
			var err error
			if p.join, err = netplay.NewSession[toy](&rewriter{Transport: p.link.End(1), f: c.f}, jc, p.jg); err != nil {
				t.Fatal(err)
			}
			hostErr, joinErr := p.run(600)
			if !errors.Is(hostErr, netplay.ErrProtocol) || !strings.Contains(hostErr.Error(), c.want) {
				t.Fatalf("host: got %v, want ErrProtocol saying %q", hostErr, c.want)
			}
			if tick := p.host.Machine().Tick(); tick > 3*netplay.CheckEvery {
				t.Errorf("host: stopped at tick %d, want within about two checksum intervals", tick)
			}
			if !errors.Is(joinErr, netplay.ErrPeerLeft) {
				t.Errorf("joiner: got %v, want told that the host left", joinErr)
			}
		})
	}
}

// The checks of checkPeer never fault an honest peer: random lines (up to
// 150 ms each way, jitter, 30% loss, duplicates, reordering) and random
// input delays on each side, every match played to its end.
func TestHonestPeersPassTheChecks(t *testing.T) {
	r := random.New(77)
	ms := func(n int) time.Duration { return time.Duration(r.Intn(n)) * time.Millisecond }
	line := func() netplay.LinkOptions {
		return netplay.LinkOptions{Latency: ms(150), Jitter: ms(40), Loss: r.Float64() * 0.3,
			Duplicate: r.Float64() * 0.2, Reorder: r.Float64() * 0.2}
	}
	const n = 600
	for i := 0; i < 40; i++ {
		hc := netplay.Config{DataHash: hash1, Delay: r.Intn(netplay.MaxDelay + 1), Limit: n}
		jc := netplay.Config{DataHash: hash1, Delay: r.Intn(netplay.MaxDelay + 1), Limit: n}
		ab, ba := line(), line()
		p := newPair(t, ab, ba, hc, jc, script(uint64(i), n), script(uint64(i+100), n))
		if hostErr, joinErr := p.run(40 * n); hostErr != nil || joinErr != nil || p.host.Machine().Confirmed() != n {
			t.Fatalf("match %d (delays %d and %d, lines %+v and %+v): got errors %v and %v at confirmed %d",
				i, hc.Delay, jc.Delay, ab, ba, hostErr, joinErr, p.host.Machine().Confirmed())
		}
	}
}
