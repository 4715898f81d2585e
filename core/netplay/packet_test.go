package netplay_test

import (
	"bytes"
	"errors"
	"testing"

	"github.com/bengine-go/bengine/core/netplay"
)

// samples are valid packets of every kind, as a session sends them.
func samples() []netplay.Packet {
	in := netplay.Packet{Kind: netplay.KindInput, Token: 0xdeadbeef, Ack: 1234, First: 1230, Count: 5, Tick: 1236, Adv: -3,
		Ping: 65535, Echoed: true, Echo: 4, Held: 16, CheckTick: 1200, Check: 0x0123456789abcdef}
	copy(in.Inputs[:], []netplay.Input{1, 0x7f, 0, 0xffff, 3})
	full := netplay.Packet{Kind: netplay.KindInput, Token: 1, First: netplay.MaxTick - netplay.MaxInputs, Count: netplay.MaxInputs}
	return []netplay.Packet{
		{Kind: netplay.KindHello, Token: 42, App: [16]byte{'b', 'o', 'm', 'b'}, Hash: [32]byte{1, 2, 3, 31: 9}},
		{Kind: netplay.KindWelcome, Token: 7, Nonce: 42, App: [16]byte{'b'}, Hash: [32]byte{5}, Seed: 1<<64 - 1, Params: [16]byte{1, 2, 15: 3}, Limit: 3600},
		{Kind: netplay.KindRefuse, Token: 42, Reason: netplay.RefuseData, Hash: [32]byte{8}},
		in, full,
		{Kind: netplay.KindInput, Token: 2},
		{Kind: netplay.KindQuit, Token: 7, Reason: netplay.QuitDesync, Tick: 90, Ack: 95},
	}
}

// Every kind of packet decodes to what was encoded, in its size, and the
// sizes stay within MaxPacket.
func TestPacketRoundTrip(t *testing.T) {
	sizes := map[netplay.Kind]int{netplay.KindHello: 88, netplay.KindWelcome: 88, netplay.KindRefuse: 41, netplay.KindQuit: 17}
	for _, p := range samples() {
		b := p.Append(nil)
		want := sizes[p.Kind]
		if p.Kind == netplay.KindInput {
			want = 41 + 2*p.Count
		}
		if len(b) != want || len(b) > netplay.MaxPacket {
			t.Errorf("%v: got %d bytes, want %d (at most %d)", p.Kind, len(b), want, netplay.MaxPacket)
		}
		var got netplay.Packet
		if err := got.Decode(b); err != nil {
			t.Fatalf("%v: %v", p.Kind, err)
		}
		if got != p {
			t.Errorf("%v: got %+v, want %+v", p.Kind, got, p)
		}
	}
	if h := (&netplay.Packet{Kind: netplay.KindHello}).Size(); h < (&netplay.Packet{Kind: netplay.KindWelcome}).Size() {
		t.Errorf("a hello (%d bytes) is smaller than its welcome: a forged hello would be amplified", h)
	}
}

// Anything but a packet's one canonical form is refused, with an error
// that says what is wrong.
func TestPacketDecodeRefuses(t *testing.T) {
	ok := func(k netplay.Kind) []byte {
		for _, p := range samples() {
			if p.Kind == k {
				return p.Append(nil)
			}
		}
		panic(k)
	}
	edit := func(b []byte, f func([]byte) []byte) []byte { return f(append([]byte(nil), b...)) }
	input, hello, quit, refuse := ok(netplay.KindInput), ok(netplay.KindHello), ok(netplay.KindQuit), ok(netplay.KindRefuse)
	cases := []struct {
		name string
		b    []byte
		want error
	}{
		{"empty", nil, netplay.ErrShort},
		{"header only, short", []byte("BN\x01\x04\x00\x00\x00"), netplay.ErrShort},
		{"no magic", edit(input, func(b []byte) []byte { b[0] = 'X'; return b }), netplay.ErrMagic},
		{"other version", edit(input, func(b []byte) []byte { b[2] = 2; return b }), netplay.ErrVersion},
		{"kind 0", edit(input, func(b []byte) []byte { b[3] = 0; return b }), netplay.ErrKind},
		{"kind 6", edit(input, func(b []byte) []byte { b[3] = 6; return b }), netplay.ErrKind},
		{"input, one byte more", append(append([]byte(nil), input...), 0), netplay.ErrSize},
		{"input, one byte less", input[:len(input)-1], netplay.ErrSize},
		{"input, fixed part cut", input[:30], netplay.ErrSize},
		{"input, 33 inputs", edit(input, func(b []byte) []byte { b[16] = 33; return append(b, make([]byte, 56)...) }), netplay.ErrField},
		{"input, bad flags", edit(input, func(b []byte) []byte { b[17] = 2; return b }), netplay.ErrField},
		{"input, tick past MaxTick", edit(input, func(b []byte) []byte { b[21] = 0x80; return b }), netplay.ErrField},
		{"input, ack past MaxTick", edit(input, func(b []byte) []byte { b[11] = 0xff; return b }), netplay.ErrField},
		{"input, inputs past MaxTick", edit(input, func(b []byte) []byte { b[12], b[13], b[14], b[15] = 0xff, 0xff, 0xff, 0x7f; return b }), netplay.ErrField},
		{"input, checksum without its tick", edit(input, func(b []byte) []byte { b[29], b[30], b[31], b[32] = 0, 0, 0, 0; return b }), netplay.ErrField},
		{"input, echo not flagged", edit(input, func(b []byte) []byte { b[17] = 0; return b }), netplay.ErrField},
		{"hello, padding set", edit(hello, func(b []byte) []byte { b[87] = 1; return b }), netplay.ErrField},
		{"hello, short", hello[:87], netplay.ErrSize},
		{"welcome, limit past MaxTick", edit(ok(netplay.KindWelcome), func(b []byte) []byte { b[87] = 0x80; return b }), netplay.ErrField},
		{"refuse, reason 0", edit(refuse, func(b []byte) []byte { b[8] = 0; return b }), netplay.ErrField},
		{"quit, reason 4", edit(quit, func(b []byte) []byte { b[8] = 4; return b }), netplay.ErrField},
		{"quit, long", append(append([]byte(nil), quit...), 1), netplay.ErrSize},
	}
	for _, c := range cases {
		var p netplay.Packet
		if err := p.Decode(c.b); !errors.Is(err, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, err, c.want)
		}
	}
}

func TestPacketDecodeAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime allocates on its own")
	}
	var p netplay.Packet
	b := samples()[3].Append(make([]byte, 0, netplay.MaxPacket))
	bad := []byte("BN\x01\x09xxxxxxxx")
	n := testing.AllocsPerRun(100, func() {
		_ = p.Decode(bad)
		_ = p.Decode(b)
		b = p.Append(b[:0])
	})
	if n != 0 {
		t.Fatalf("got %v allocs per decode and encode, want 0", n)
	}
}

// FuzzDecode: no input makes Decode panic; whatever it accepts is in
// range, at most MaxPacket bytes, and encodes back to the same bytes (one
// canonical form per packet).
func FuzzDecode(f *testing.F) {
	for _, p := range samples() {
		f.Add(p.Append(nil))
	}
	f.Add([]byte("BN\x01\x04"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		var p netplay.Packet
		if err := p.Decode(b); err != nil {
			return
		}
		if len(b) > netplay.MaxPacket || p.Count > netplay.MaxInputs || p.First+p.Count > netplay.MaxTick {
			t.Fatalf("accepted %d bytes with %d inputs from tick %d", len(b), p.Count, p.First)
		}
		if back := p.Append(nil); !bytes.Equal(back, b) {
			t.Fatalf("decoded %x, encoded back %x", b, back)
		}
	})
}
