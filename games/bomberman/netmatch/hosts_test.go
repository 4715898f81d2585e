//go:build !js

package netmatch_test

import (
	"net/netip"
	"slices"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/netmatch"
)

// A host lists the addresses it listens on: the one it is bound to, or,
// bound to every address, every one of the machine's (the IPv4 ones for
// 0.0.0.0).
func TestJoinableIsWhereTheHostListens(t *testing.T) {
	ap := netip.MustParseAddrPort
	locals := []netip.AddrPort{ap("192.0.2.2:7777"), ap("[fd00::2]:7777"), ap("127.0.0.1:7777"), ap("[::1]:7777")}
	cases := []struct {
		bound string
		want  []netip.AddrPort
	}{
		{"127.0.0.1:7777", []netip.AddrPort{ap("127.0.0.1:7777")}},
		{"[::ffff:127.0.0.1]:7777", []netip.AddrPort{ap("127.0.0.1:7777")}},
		{"192.0.2.2:7000", []netip.AddrPort{ap("192.0.2.2:7000")}},
		{"[::1]:7777", []netip.AddrPort{ap("[::1]:7777")}},
		{"0.0.0.0:7777", []netip.AddrPort{ap("192.0.2.2:7777"), ap("127.0.0.1:7777")}},
		{"[::]:7777", locals},
	}
	for _, c := range cases {
		if got := netmatch.Joinable(ap(c.bound), locals); !slices.Equal(got, c.want) {
			t.Errorf("bound to %s: got %v, want %v", c.bound, got, c.want)
		}
	}
}
