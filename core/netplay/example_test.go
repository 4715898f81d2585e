package netplay_test

import (
	"fmt"
	"net/netip"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
)

// counter is the smallest simulation: the sum of both players' inputs.
type counter struct{ sum, ticks int }

func (c *counter) Step(in [2]netplay.Input) { c.sum += int(in[0]) + int(in[1]); c.ticks++ }
func (c *counter) Checksum() uint64         { return uint64(c.sum)<<32 | uint64(c.ticks) }

// player is the game around the counter: player 1 presses 1 every tick,
// player 2 presses 2.
type player struct{ press netplay.Input }

func (p player) Start(netplay.Agreement) (counter, error) { return counter{}, nil }
func (p player) Input(int) netplay.Input                  { return p.press }
func (p player) Stepped(int, *counter)                    {}

// Two sessions play 600 ticks over a link with a 100 ms round trip and
// 10% loss: each predicts the other, rolls back when wrong, and both end
// on the same confirmed state.
func ExampleSession() {
	a, b := netip.MustParseAddrPort("10.0.0.1:7777"), netip.MustParseAddrPort("10.0.0.2:5000")
	line := netplay.LinkOptions{Latency: 50 * time.Millisecond, Loss: 0.1}
	link := netplay.NewLink(a, b, line, line, 1)
	cfg := netplay.Config{App: "counter", Delay: netplay.DefaultDelay, Limit: 600}
	hostCfg, joinCfg := cfg, cfg
	hostCfg.Role = netplay.Host
	joinCfg.Role, joinCfg.HostAddr = netplay.Joiner, a
	host, _ := netplay.NewSession[counter](link.End(0), hostCfg, player{1})
	join, _ := netplay.NewSession[counter](link.End(1), joinCfg, player{2})
	for now := time.Duration(0); host.State() != netplay.Finished || join.State() != netplay.Finished; now += time.Second / 60 {
		link.SetTime(now)
		if _, err := host.Update(now); err != nil {
			fmt.Println("host:", err)
			return
		}
		if _, err := join.Update(now); err != nil {
			fmt.Println("joiner:", err)
			return
		}
	}
	fmt.Println(*host.Machine().ConfirmedState(), *join.Machine().ConfirmedState())
	// Output:
	// {1800 600} {1800 600}
}

// A packet encodes into at most MaxPacket bytes, and decodes only from its
// one valid form.
func ExamplePacket() {
	p := netplay.Packet{Kind: netplay.KindInput, Token: 7, Ack: 10, First: 12, Count: 2, Tick: 11}
	p.Inputs[0], p.Inputs[1] = 0x10, 0x11
	b := p.Append(nil)
	var q netplay.Packet
	fmt.Println(len(b), q.Decode(b), q.Inputs[:q.Count])
	fmt.Println(q.Decode(b[:len(b)-1]))
	// Output:
	// 45 <nil> [16 17]
	// netplay: packet size does not match its kind
}
