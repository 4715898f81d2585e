package netplay

import (
	"errors"
	"net"
	"syscall"
	"unsafe"
)

// refused reports whether err is the system's report of an ICMP "port
// unreachable" for a connected socket: nothing listens on the peer's port
// (Windows says the connection was reset).
func refused(err error) bool {
	return errors.Is(err, syscall.WSAECONNRESET) || errors.Is(err, syscall.ECONNREFUSED)
}

// reportUnreachable asks Windows to report an ICMP "port unreachable" on
// the joiner's connected socket. Go's net package turns that report off
// for every UDP socket (SIO_UDP_CONNRESET), since a listening socket would
// see a peer's report as a read error; a socket connected to the host
// hears only the host's, which is what ends a knock on a closed port. A
// system that refuses the call leaves ConnectTimeout to decide.
func reportUnreachable(c *net.UDPConn) {
	rc, err := c.SyscallConn()
	if err != nil {
		return
	}
	_ = rc.Control(func(fd uintptr) {
		on, ret := uint32(1), uint32(0)
		_ = syscall.WSAIoctl(syscall.Handle(fd), syscall.SIO_UDP_CONNRESET,
			(*byte)(unsafe.Pointer(&on)), uint32(unsafe.Sizeof(on)), nil, 0, &ret, nil, 0)
	})
}
