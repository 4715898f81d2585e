//go:build !js

package netplay

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"sync"
	"sync/atomic"
	"time"
)

// UDP is a Transport over a UDP socket, IPv4 or IPv6. A goroutine of its
// own reads the socket into a bounded queue (datagrams beyond it, or
// larger than MaxPacket, are dropped), so Recv never blocks the game's
// frame; Wait blocks until a datagram is there, for loops with nothing
// else to do. Recv and Wait belong to one goroutine; Send and Close may
// come from any.
type UDP struct {
	conn    *net.UDPConn
	v4      bool           // an IPv4 socket: send to plain IPv4 addresses
	remote  netip.AddrPort // DialUDP's socket is connected to the host: it sends only there
	closed  atomic.Bool    // the system reported the host's port closed (ICMP)
	in      chan datagram
	held    datagram
	holding bool
	timer   *time.Timer
	dropped atomic.Int64
	done    sync.WaitGroup
	once    sync.Once
}

type datagram struct {
	n    int
	from netip.AddrPort
	b    [MaxPacket]byte
}

const udpQueue = 64 // datagrams waiting for Recv

// ListenUDP opens a socket on addr, as the host does: ":7777" (every
// address, IPv4 and IPv6 where the system has both), "0.0.0.0:7777"
// (IPv4 only), "[::]:7777" (IPv6, and IPv4 where dual-stack), or one
// address of this machine. Port 0 picks a free port (LocalAddr says which).
func ListenUDP(addr string) (*UDP, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return nil, fmt.Errorf("netplay: listen address %q: %w (want HOST:PORT, :PORT or [IPv6]:PORT)", addr, err)
	}
	network := "udp"
	if ip, err := netip.ParseAddr(host); err == nil && ip.Is4() {
		network = "udp4"
	} else if err == nil && !ip.IsUnspecified() {
		network = "udp6"
	}
	la, err := net.ResolveUDPAddr(network, addr)
	if err != nil {
		return nil, fmt.Errorf("netplay: listen address %q: %w", addr, err)
	}
	c, err := net.ListenUDP(network, la)
	if err != nil {
		return nil, fmt.Errorf("netplay: %w", err)
	}
	return newUDP(c, network == "udp4"), nil
}

// DialUDP resolves a host's address ("HOST:PORT", a name or an IPv4 or
// IPv6 address) and opens a socket of its family on a free port, as the
// joiner does. It returns the host's address for Config.HostAddr.
//
// The socket is connected to the host: the system delivers it nothing
// from any other address, and reports an ICMP "port unreachable" from the
// host (nothing listens there): Send then returns an error wrapping
// ErrUnreachable, and a joiner's session ends its knock at once instead
// of after its ConnectTimeout. (A firewall that drops such messages
// leaves the timeout to decide.)
func DialUDP(hostPort string) (*UDP, netip.AddrPort, error) {
	ra, err := net.ResolveUDPAddr("udp", hostPort)
	if err != nil {
		return nil, netip.AddrPort{}, fmt.Errorf("netplay: host address %q: %w (want HOST:PORT)", hostPort, err)
	}
	to := ra.AddrPort()
	to = netip.AddrPortFrom(to.Addr().Unmap(), to.Port())
	if to.Port() == 0 {
		return nil, netip.AddrPort{}, fmt.Errorf("netplay: host address %q: port 0, want the host's port", hostPort)
	}
	network := "udp6"
	if to.Addr().Is4() {
		network = "udp4"
	}
	c, err := net.DialUDP(network, nil, net.UDPAddrFromAddrPort(to))
	if err != nil {
		return nil, netip.AddrPort{}, fmt.Errorf("netplay: %w", err)
	}
	reportUnreachable(c)
	u := newUDP(c, network == "udp4")
	u.remote = to
	return u, to, nil
}

func newUDP(c *net.UDPConn, v4 bool) *UDP {
	u := &UDP{conn: c, v4: v4, in: make(chan datagram, udpQueue), timer: time.NewTimer(time.Hour)}
	u.timer.Stop()
	u.done.Add(1)
	go u.read()
	return u
}

// read is the socket's goroutine: it queues what arrives until Close.
func (u *UDP) read() {
	defer u.done.Done()
	// Room for any datagram: a larger one than MaxPacket is read whole and
	// dropped here (a short buffer would make some systems report an error
	// instead of its size).
	buf := make([]byte, 1<<16)
	var d datagram
	for {
		n, from, err := u.conn.ReadFromUDPAddrPort(buf)
		if err != nil {
			if errors.Is(err, net.ErrClosed) {
				return
			}
			if refused(err) {
				u.closed.Store(true)
			}
			time.Sleep(time.Millisecond) // an ICMP error or the like: go on
			continue
		}
		if n > MaxPacket {
			u.dropped.Add(1)
			continue
		}
		d.n, d.from = n, from
		copy(d.b[:], buf[:n])
		select {
		case u.in <- d:
		default:
			u.dropped.Add(1)
		}
	}
}

// LocalAddr returns the socket's address.
func (u *UDP) LocalAddr() netip.AddrPort {
	return u.conn.LocalAddr().(*net.UDPAddr).AddrPort()
}

// Dropped returns how many datagrams were dropped: too large, or the
// queue full.
func (u *UDP) Dropped() int { return int(u.dropped.Load()) }

// Recv implements Transport.
func (u *UDP) Recv(b []byte) (int, netip.AddrPort, bool) {
	if u.holding {
		u.holding = false
		return copy(b, u.held.b[:u.held.n]), u.held.from, true
	}
	select {
	case d := <-u.in:
		return copy(b, d.b[:d.n]), d.from, true
	default:
		return 0, netip.AddrPort{}, false
	}
}

// Wait blocks until a datagram is waiting or d has passed, and reports
// whether one is.
func (u *UDP) Wait(d time.Duration) bool {
	if u.holding {
		return true
	}
	u.timer.Reset(d)
	defer u.timer.Stop()
	select {
	case u.held = <-u.in:
		u.holding = true
		return true
	case <-u.timer.C:
		return false
	}
}

// Send implements Transport.
func (u *UDP) Send(b []byte, to netip.AddrPort) error {
	if u.remote.IsValid() {
		if !sameAddr(to, u.remote) {
			return fmt.Errorf("netplay: this socket sends only to %v, not %v", u.remote, to)
		}
		if u.closed.Swap(false) {
			return fmt.Errorf("%w: %v", ErrUnreachable, to)
		}
		_, err := u.conn.Write(b)
		if refused(err) {
			return fmt.Errorf("%w: %v", ErrUnreachable, to)
		}
		return err
	}
	if u.v4 {
		to = netip.AddrPortFrom(to.Addr().Unmap(), to.Port())
	}
	_, err := u.conn.WriteToUDPAddrPort(b, to)
	return err
}

// Close closes the socket and waits for its goroutine (idempotent).
func (u *UDP) Close() error {
	var err error
	u.once.Do(func() {
		err = u.conn.Close()
		u.done.Wait()
	})
	return err
}

// LocalAddrs returns the addresses of this machine a friend could reach
// a host on port at: every unicast address of the interfaces that are up,
// loopback last (for a match on one machine).
func LocalAddrs(port uint16) []netip.AddrPort {
	ifs, err := net.Interfaces()
	if err != nil {
		return nil
	}
	var out, loop []netip.AddrPort
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp == 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			pfx, err := netip.ParsePrefix(a.String())
			if err != nil {
				continue
			}
			ip := pfx.Addr()
			if ip.IsLinkLocalUnicast() || ip.IsMulticast() || ip.IsUnspecified() {
				continue
			}
			ap := netip.AddrPortFrom(ip, port)
			if ip.IsLoopback() {
				loop = append(loop, ap)
			} else {
				out = append(out, ap)
			}
		}
	}
	return append(out, loop...)
}
