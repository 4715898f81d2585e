package netplay

import "net/netip"

// MustAddr returns the i-th address of a test range of strangers.
func MustAddr(i int) netip.AddrPort {
	return netip.AddrPortFrom(netip.AddrFrom4([4]byte{203, 0, 113, byte(i)}), 5000)
}
