package netplay

import (
	"errors"
	"syscall"
)

// refused reports whether err is the system's report of an ICMP "port
// unreachable" for a connected socket: nothing listens on the peer's port
// (Windows says the connection was reset).
func refused(err error) bool {
	return errors.Is(err, syscall.WSAECONNRESET) || errors.Is(err, syscall.ECONNREFUSED)
}
