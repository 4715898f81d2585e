//go:build !js

package netplay_test

import (
	"errors"
	"net"
	"net/netip"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
)

func haveIPv6(t *testing.T) {
	t.Helper()
	c, err := net.ListenUDP("udp6", &net.UDPAddr{IP: net.IPv6loopback})
	if err != nil {
		t.Skipf("no IPv6 loopback here: %v", err)
	}
	c.Close()
}

// Two sessions in this process play a match over real UDP sockets on the
// loopback, IPv4, IPv6 and a dual-stack host joined over IPv4, and end on
// the state of a local run of the same inputs.
func TestUDPMatch(t *testing.T) {
	cases := []struct {
		name, listen, join string
		v6                 bool
	}{
		{"IPv4", "127.0.0.1:0", "127.0.0.1", false},
		{"IPv6", "[::1]:0", "::1", true},
		{"dual-stack host, IPv4 joiner", "[::]:0", "127.0.0.1", true},
		{"every address, IPv6 joiner", ":0", "::1", true},
	}
	const n = 240
	a, b := script(31, n), script(32, n)
	want := reference(a, b, n)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.v6 {
				haveIPv6(t)
			}
			hu, err := netplay.ListenUDP(c.listen)
			if err != nil {
				t.Fatal(err)
			}
			defer hu.Close()
			port := hu.LocalAddr().Port()
			ju, hostAddr, err := netplay.DialUDP(net.JoinHostPort(c.join, itoa(int(port))))
			if err != nil {
				t.Fatal(err)
			}
			defer ju.Close()
			cfg := netplay.Config{App: "toy", DataHash: hash1, Delay: 2, Limit: n}
			hcfg, jcfg := cfg, cfg
			hcfg.Role, jcfg.Role, jcfg.HostAddr = netplay.Host, netplay.Joiner, hostAddr
			host, _ := netplay.NewSession[toy](hu, hcfg, &toyGame{inputs: a, t: t})
			join, _ := netplay.NewSession[toy](ju, jcfg, &toyGame{inputs: b, t: t})
			start := time.Now()
			for host.State() != netplay.Finished || join.State() != netplay.Finished {
				if time.Since(start) > 20*time.Second {
					t.Fatalf("not finished after 20 s: host %v, joiner %v", host.State(), join.State())
				}
				now := time.Since(start)
				if _, err := host.Update(now); err != nil {
					t.Fatalf("host: %v", err)
				}
				if _, err := join.Update(now); err != nil {
					t.Fatalf("joiner: %v", err)
				}
				hu.Wait(time.Millisecond)
			}
			if got := *host.Machine().ConfirmedState(); got != want {
				t.Errorf("host: got %+v, want %+v", got, want)
			}
			if got := *join.Machine().ConfirmedState(); got != want {
				t.Errorf("joiner: got %+v, want %+v", got, want)
			}
			if !sameIP(join.Peer(), hostAddr) || join.Peer().Port() != port {
				t.Errorf("joiner's peer %v, want %v", join.Peer(), hostAddr)
			}
		})
	}
}

func sameIP(a, b netip.AddrPort) bool { return a.Addr().Unmap() == b.Addr().Unmap() }

func itoa(i int) string { return strconv.Itoa(i) }

// A datagram over MaxPacket is dropped by the socket's reader, never
// handed to a session.
func TestUDPDropsLargeDatagrams(t *testing.T) {
	u, err := netplay.ListenUDP("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer u.Close()
	c, err := net.DialUDP("udp4", nil, net.UDPAddrFromAddrPort(u.LocalAddr()))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.Write(make([]byte, netplay.MaxPacket+1))
	c.Write([]byte("small"))
	if !u.Wait(5 * time.Second) {
		t.Fatal("nothing arrived")
	}
	var b [netplay.MaxPacket + 1]byte
	n, _, ok := u.Recv(b[:])
	if !ok || string(b[:n]) != "small" {
		t.Fatalf("got %q (%v), want the small datagram only", b[:n], ok)
	}
	if u.Dropped() != 1 {
		t.Errorf("got %d dropped, want 1", u.Dropped())
	}
	if u.Wait(50*time.Millisecond) || u.Close() != nil || u.Close() != nil {
		t.Error("after the small one: got another datagram, or Close failed")
	}
}

func TestUDPAddresses(t *testing.T) {
	cases := []struct {
		listen string
		err    string
	}{
		{"127.0.0.1:0", ""},
		{"0.0.0.0:0", ""},
		{":0", ""},
		{"7777", "want HOST:PORT, :PORT or [IPv6]:PORT"},
		{"127.0.0.1:99999", "invalid port"},
	}
	for _, c := range cases {
		u, err := netplay.ListenUDP(c.listen)
		if c.err == "" {
			if err != nil {
				t.Errorf("%s: %v", c.listen, err)
				continue
			}
			u.Close()
			continue
		}
		if err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: got %v, want an error with %q", c.listen, err, c.err)
		}
	}
	for _, j := range []string{"nohost", "127.0.0.1:0"} {
		if _, _, err := netplay.DialUDP(j); err == nil {
			t.Errorf("DialUDP(%q): got no error", j)
		}
	}
	if addrs := netplay.LocalAddrs(7777); len(addrs) == 0 || addrs[len(addrs)-1].Port() != 7777 {
		t.Errorf("LocalAddrs: got %v, want this machine's addresses on port 7777", addrs)
	}
}

// A joiner knocking at a port nothing listens on hears it from the system
// (an ICMP "port unreachable" on the loopback) and gives up at once with
// ErrUnreachable, rather than after ConnectTimeout: IPv4 and IPv6.
func TestUDPJoinClosedPort(t *testing.T) {
	for _, c := range []struct {
		listen string
		v6     bool
	}{{"127.0.0.1:0", false}, {"[::1]:0", true}} {
		if c.v6 {
			haveIPv6(t)
		}
		closed, err := netplay.ListenUDP(c.listen)
		if err != nil {
			t.Fatal(err)
		}
		addr := closed.LocalAddr()
		closed.Close() // the port is free again: nothing listens there
		ju, host, err := netplay.DialUDP(addr.String())
		if err != nil {
			t.Fatal(err)
		}
		defer ju.Close()
		join, _ := netplay.NewSession[toy](ju, netplay.Config{Role: netplay.Joiner, HostAddr: host, App: "toy", DataHash: hash1},
			&toyGame{inputs: make([]netplay.Input, 10), t: t})
		start := time.Now()
		var rep netplay.Report
		for err == nil && time.Since(start) < 5*time.Second {
			rep, err = join.Update(time.Since(start))
			if rep.State == netplay.Finished && err == nil {
				t.Fatalf("%s: an Update finished the session without its error", c.listen)
			}
			ju.Wait(10 * time.Millisecond)
		}
		want := "the system reports that nothing listens on " + host.String()
		if !errors.Is(err, netplay.ErrUnreachable) || !strings.Contains(err.Error(), want) {
			t.Fatalf("%s: got %v, want ErrUnreachable saying %q", c.listen, err, want)
		}
		if d := time.Since(start); d > time.Second {
			t.Errorf("%s: gave up after %v, want at once", c.listen, d)
		}
	}
}
