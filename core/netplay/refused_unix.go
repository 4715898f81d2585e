//go:build unix

package netplay

import (
	"errors"
	"net"
	"syscall"
)

// refused reports whether err is the system's report of an ICMP "port
// unreachable" for a connected socket: nothing listens on the peer's port.
func refused(err error) bool { return errors.Is(err, syscall.ECONNREFUSED) }

// reportUnreachable: a connected socket here reports an ICMP "port
// unreachable" as ECONNREFUSED on its own.
func reportUnreachable(*net.UDPConn) {}
