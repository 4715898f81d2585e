//go:build !js && !unix && !windows

package netplay

import "net"

// refused reports whether err says that nothing listens on the peer's
// port; these systems are not known to say it.
func refused(error) bool { return false }

// reportUnreachable: these systems are not known to report it.
func reportUnreachable(*net.UDPConn) {}
