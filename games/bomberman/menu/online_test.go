//go:build !js

package menu_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/assets"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/online"
	"github.com/bengine-go/bengine/games/bomberman/play"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// 2P VERSUS, HOST: the host's screen shows the addresses to give the
// friend while frames run on; Escape stops hosting (the port is free
// again); hosting again, a joiner over loopback UDP starts the match, the
// window playing player 1 in the play scene.
func TestOnlineHostFromTheMenus(t *testing.T) {
	a, pl := apptest.OpenLive(t, 5)
	menu.SetHostAddr(a.Menus(), "127.0.0.1:0")
	for i := 0; i < menu.TitleVersus; i++ {
		pl.Key(input.KeyDown)
	}
	pl.Key(input.KeyReturn)
	pl.WaitFor("2P VERSUS's menu", 3, func() bool { return apptest.Scene(a) == menu.SceneVersusMenu })
	apptest.CheckNES(t, "2P VERSUS's menu", apptest.Screenshot(t, a))
	pl.Key(input.KeyDown)
	pl.Key(input.KeyReturn)
	pl.WaitFor("the host's screen", 3, func() bool { return apptest.Scene(a) == menu.SceneHost })
	n := a.Lobby().Match()
	if n == nil || !n.Hosting() || !n.Waiting() {
		t.Fatalf("after HOST: got match %v, want one hosting and waiting", n)
	}
	addr := n.Addr()
	found := false
	for _, h := range n.Hosts() {
		found = found || h == addr
	}
	if !found {
		t.Errorf("the addresses shown %v do not hold the one hosted on, %s", n.Hosts(), addr)
	}
	pl.Frames(60) // the program stays responsive: frames run while it waits
	if !apptest.RaceEnabled {
		if allocs := testing.AllocsPerRun(20, func() { _ = a.Engine().RunOneFrame() }); allocs != 0 {
			t.Errorf("the host's screen: got %v allocations per frame, want 0", allocs)
		}
	}
	img := apptest.Screenshot(t, a)
	apptest.CheckNES(t, "the host's screen", img)
	if px := apptest.CountPixels(img, apptest.TextRow(84), apptest.IsColour(assets.TextWhite)); px < 50 {
		t.Errorf("the host's screen shows no address (%d pixels on its row)", px)
	}
	pl.Key(input.KeyEscape)
	pl.WaitFor("back to 2P VERSUS's menu", 3, func() bool { return apptest.Scene(a) == menu.SceneVersusMenu })
	if a.Lobby().Match() != nil {
		t.Fatal("Escape: the App still hosts")
	}
	again, err := netplay.ListenUDP(addr)
	if err != nil {
		t.Fatalf("Escape left the port busy: %v", err)
	}
	again.Close()

	pl.Key(input.KeyReturn) // HOST again
	pl.WaitFor("the host's screen", 3, func() bool { return apptest.Scene(a) == menu.SceneHost })
	conn, host, err := netplay.DialUDP(a.Lobby().Match().Addr())
	if err != nil {
		t.Fatal(err)
	}
	p := apptest.NewLoopPeer(t, conn, online.Options{Rules: a.Config(), Role: netplay.Joiner, HostAddr: host, Delay: 2})
	p.Until(pl, "the play scene", 600, func() bool { return apptest.Scene(a) == play.SceneName && a.Game().Tick() > 30 })
	if g := a.Game(); g.Mode() != game.ModeVersus || a.Lobby().Match().Online().Local() != 0 || p.M.State() != netplay.Playing {
		t.Errorf("got mode %v, local player %d, peer %v; want versus, player 1, playing", g.Mode(), a.Lobby().Match().Online().Local(), p.M.State())
	}
}

// 2P VERSUS, JOIN: the address last joined is offered; a bad one is
// refused on the screen; one typed on the keyboard with a character picked
// from the grid by the pad joins a host over loopback UDP, is kept in the
// settings (on disk too), and the match starts, the window playing player
// 2. Escape while it waits for an answer stops waiting.
func TestOnlineJoinFromTheMenus(t *testing.T) {
	st := *apptest.EffectsOff()
	st.JoinAddress = "192.0.2.77:7000"
	a, pl := apptest.OpenLiveWith(t, 5, &st)
	pl.Plug(1)
	conn, err := netplay.ListenUDP("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := conn.LocalAddr().Port()
	p := apptest.NewLoopPeer(t, conn, online.Options{Rules: a.Config(), Role: netplay.Host, Delay: 2, Seed: 9, Wins: 2})
	pl.SwitchTo(menu.SceneVersusMenu)
	pl.Key(input.KeyDown)
	pl.Key(input.KeyDown)
	pl.Key(input.KeyReturn)
	pl.WaitFor("the join screen", 3, func() bool { return apptest.Scene(a) == menu.SceneJoin })
	j := menu.Join(a.Menus())
	if got := j.Entry(); got != "192.0.2.77:7000" {
		t.Errorf("the address offered: got %q, want the last joined", got)
	}
	apptest.CheckNES(t, "the join screen", apptest.Screenshot(t, a))
	erase := func() {
		for len(j.Entry()) > 0 {
			pl.Key(input.KeyBackspace)
		}
	}

	// nobody answers (a socket of the test's that reads nothing, on the
	// default port where it is free): connecting, then Escape
	silent, typed := silentHost(t)
	erase()
	for _, part := range []string{"127", "0", "0", "1"} {
		if part != "127" {
			pl.Key(input.KeyPeriod)
		}
		pl.TypeText(part)
	}
	if typed != "" {
		pl.Key(input.KeySemicolon)
		pl.TypeText(typed)
	}
	pl.Key(input.KeyReturn)
	pl.WaitFor("connecting", 3, j.Connecting)
	if got := a.Settings().JoinAddress; got != silent {
		t.Errorf("JoinAddress: got %q, want %q, the address typed (no port: %d)", got, silent, menu.DefaultPort)
	}
	pl.Frames(30)
	if !apptest.RaceEnabled {
		if allocs := testing.AllocsPerRun(20, func() { _ = a.Engine().RunOneFrame() }); allocs != 0 {
			t.Errorf("the join screen, connecting: got %v allocations per frame, want 0", allocs)
		}
	}
	apptest.CheckNES(t, "the join screen, connecting", apptest.Screenshot(t, a))
	pl.Key(input.KeyEscape)
	if j.Connecting() || a.Lobby().Match() != nil || apptest.Scene(a) != menu.SceneJoin {
		t.Fatalf("Escape while connecting: connecting %v, match %v, scene %q; want the entry again", j.Connecting(), a.Lobby().Match(), apptest.Scene(a))
	}

	// a bad port
	erase()
	pl.TypeText("ABC")
	pl.Key(input.KeySemicolon)
	pl.TypeText("99999")
	pl.Key(input.KeyReturn)
	if a.Lobby().Match() != nil || !strings.Contains(menu.JoinErr(j), "PORT 99999") {
		t.Fatalf("a bad port: match %v, error %q; want none and the port named", a.Lobby().Match(), menu.JoinErr(j))
	}

	// the host's address: digits and periods typed, the colon picked
	erase()
	pl.TypeText("127")
	pl.Key(input.KeyPeriod)
	pl.TypeText("0")
	pl.Key(input.KeyPeriod)
	pl.TypeText("0")
	pl.Key(input.KeyPeriod)
	pl.TypeText("1")
	pl.Tap(1, input.ButtonDPadDown)  // '.'
	pl.Tap(1, input.ButtonDPadRight) // ':'
	pl.Tap(1, input.ButtonSouth)     // A: picks it
	pl.TypeText(strconv.Itoa(int(port)))
	want := "127.0.0.1:" + strconv.Itoa(int(port))
	if got := j.Entry(); got != want {
		t.Fatalf("typed and picked: got %q, want %q", got, want)
	}
	pl.Tap(1, input.ButtonStart)
	p.Until(pl, "the play scene", 600, func() bool { return apptest.Scene(a) == play.SceneName && a.Game().Tick() > 30 })
	if got := a.Lobby().Match().Online().Local(); got != 1 || a.Lobby().Match().Online().GameOptions().Seed != 9 {
		t.Errorf("got local player %d, seed %d; want player 2 in the host's match (seed 9)", got, a.Lobby().Match().Online().GameOptions().Seed)
	}
	if got := a.Settings().JoinAddress; got != want {
		t.Errorf("JoinAddress: got %q, want %q", got, want)
	}
	saved, err := save.LoadSettings("")
	if err != nil || saved.JoinAddress != want {
		t.Errorf("saved settings: menu.JoinAddress %q (%v), want %q", saved.JoinAddress, err, want)
	}
}

// silentHost opens a socket on loopback that reads nothing, a host that
// never answers (an address off the machine may: a gateway refuses the
// port), on the default port where it is free: its address, and the port
// to type after the colon ("" for the default).
func silentHost(t *testing.T) (addr, port string) {
	t.Helper()
	conn, err := netplay.ListenUDP("127.0.0.1:" + strconv.Itoa(menu.DefaultPort))
	if err != nil {
		t.Logf("the default port is taken (%v): the join types a port", err)
		if conn, err = netplay.ListenUDP("127.0.0.1:0"); err != nil {
			t.Fatal(err)
		}
		port = strconv.Itoa(int(conn.LocalAddr().Port()))
	}
	t.Cleanup(func() { conn.Close() })
	return conn.LocalAddr().String(), port
}

func TestJoinAddress(t *testing.T) {
	cases := []struct{ typed, want, err string }{
		{"192.168.1.20:7777", "192.168.1.20:7777", ""},
		{"192.168.1.20", "192.168.1.20:7777", ""},
		{"FRIEND.EXAMPLE.COM:9000", "friend.example.com:9000", ""},
		{"2001:DB8::20:7000", "[2001:db8::20]:7000", ""},
		{"::1:7777", "[::1]:7777", ""},
		{"[::1]:7000", "[::1]:7000", ""},
		{"", "", "no address"},
		{":7777", "", "no host"},
		{"HOST:0", "", "port 0"},
		{"HOST:70000", "", "port 70000"},
		{"HOST:X", "", "port x"},
	}
	for _, c := range cases {
		got, err := menu.JoinAddress(c.typed)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: got %q, %v; want an error with %q", c.typed, got, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%q: got %q, %v; want %q", c.typed, got, err, c.want)
		}
		if back, _ := menu.JoinAddress(menu.JoinEntryOf(got)); back != got {
			t.Errorf("%q: shown as %q, joins %q; want the same address", got, menu.JoinEntryOf(got), back)
		}
	}
}

// 2P VERSUS's INPUT DELAY: left and right change the setting within
// 0..10, it is saved on leaving, and the next match takes it.
func TestVersusMenuInputDelay(t *testing.T) {
	a, pl := apptest.OpenLive(t, 5)
	pl.SwitchTo(menu.SceneVersusMenu)
	for i := 0; i < menu.VersusDelay; i++ {
		pl.Key(input.KeyDown)
	}
	if got := menu.VersusMenuOf(a.Menus()).Selected(); got != menu.VersusDelay {
		t.Fatalf("got entry %d, want INPUT DELAY", got)
	}
	for _, c := range []struct {
		key  input.Key
		n    int
		want int
	}{
		{input.KeyRight, 3, 5},
		{input.KeyLeft, 1, 4},
		{input.KeyRight, 20, save.MaxInputDelay},
		{input.KeyLeft, 30, 0},
		{input.KeyRight, 3, 3},
	} {
		for i := 0; i < c.n; i++ {
			pl.Key(c.key)
		}
		if got := a.Settings().InputDelay; got != c.want {
			t.Fatalf("after %d of key %v: got delay %d, want %d", c.n, c.key, got, c.want)
		}
	}
	pl.Key(input.KeyEscape)
	pl.WaitFor("the title", 3, func() bool { return apptest.Scene(a) == menu.SceneTitle })
	saved, err := save.LoadSettings("")
	if err != nil || saved.InputDelay != 3 {
		t.Errorf("saved settings: InputDelay %d (%v), want 3", saved.InputDelay, err)
	}
}

// -host 127.0.0.1:PORT listens there only: the host's screen lists that
// one address, none of the machine's others; bound to every address
// (0.0.0.0, [::], :PORT) it lists them all (0.0.0.0: the IPv4 ones).
func TestHostFlagListsWhereItListens(t *testing.T) {
	apptest.SDL(t, apptest.EffectsOff())
	a := apptest.Open(t, app.Flags{Host: "127.0.0.1:0", Mute: true, Live: true})
	apptest.Frames(t, a, 2)
	if got := apptest.Scene(a); got != menu.SceneHost {
		t.Fatalf("-host: got scene %q, want %q", got, menu.SceneHost)
	}
	n := a.Lobby().Match()
	if got := n.Hosts(); len(got) != 1 || got[0] != n.Addr() || !strings.HasPrefix(got[0], "127.0.0.1:") {
		t.Errorf("-host 127.0.0.1:0 bound to %s: got the addresses %v, want that one alone", n.Addr(), got)
	}
	img := apptest.Screenshot(t, a)
	white := apptest.IsColour(assets.TextWhite)
	if px := apptest.CountPixels(img, apptest.TextRow(menu.HostAddrY), white); px < 30 {
		t.Errorf("the host's screen: got %d pixels on the address's row, want 127.0.0.1", px)
	}
	for i := 1; i < 6; i++ {
		if px := apptest.CountPixels(img, apptest.TextRow(menu.HostAddrY+float32(menu.HostAddrDY*i)), white); px != 0 {
			t.Errorf("the host's screen: address row %d has %d pixels, want none (one address)", i+1, px)
		}
	}

	locals := netplay.LocalAddrs(0)
	for _, c := range []struct {
		addr string
		v4   bool // the IPv4 addresses only
	}{{"0.0.0.0:0", true}, {":0", false}} {
		if err := a.Lobby().Host(c.addr); err != nil {
			t.Fatal(err)
		}
		n := a.Lobby().Match()
		want := 0
		for _, l := range locals {
			if !c.v4 || l.Addr().Unmap().Is4() {
				want++
			}
		}
		if got := n.Hosts(); len(got) != max(want, 1) {
			t.Errorf("-host %s: got the addresses %v, want the %d of %v", c.addr, got, want, locals)
		}
		a.Lobby().Leave()
	}
}

// -join on the command line goes as the JOIN screen goes: the address as
// the screen takes it (no port: 7777), kept as the one last joined, on
// disk too, and offered again by the JOIN screen.
func TestJoinFlagKeepsTheAddress(t *testing.T) {
	conn, err := netplay.ListenUDP("127.0.0.1:0") // a host that never answers
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	addr := conn.LocalAddr().String()
	cases := []struct{ flag, want string }{{addr, addr}}
	if silent, port := silentHost(t); port == "" {
		cases = append(cases, struct{ flag, want string }{"127.0.0.1", silent})
	}
	for _, c := range cases {
		t.Run(c.flag, func(t *testing.T) {
			apptest.SDL(t, apptest.EffectsOff())
			a := apptest.Open(t, app.Flags{Join: c.flag, Mute: true, Live: true})
			apptest.Frames(t, a, 2)
			j := menu.Join(a.Menus())
			if got := apptest.Scene(a); got != menu.SceneJoin || !j.Connecting() {
				t.Fatalf("-join %s: got scene %q, connecting %v; want the join screen, connecting", c.flag, got, j.Connecting())
			}
			if got := a.Lobby().Match().Addr(); got != c.want {
				t.Errorf("-join %s: joining %q, want %q", c.flag, got, c.want)
			}
			if got := a.Settings().JoinAddress; got != c.want {
				t.Errorf("-join %s: JoinAddress %q, want %q", c.flag, got, c.want)
			}
			saved, err := save.LoadSettings("")
			if err != nil || saved.JoinAddress != c.want {
				t.Errorf("-join %s: saved JoinAddress %q (%v), want %q", c.flag, saved.JoinAddress, err, c.want)
			}
			a.Lobby().Leave()
			apptest.Frames(t, a, 2)
			menu.EnterJoin(a.Menus())
			if got := j.Entry(); got != menu.JoinEntryOf(c.want) {
				t.Errorf("the JOIN screen after -join %s: offers %q, want %q", c.flag, got, menu.JoinEntryOf(c.want))
			}
		})
	}
}
