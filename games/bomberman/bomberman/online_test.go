//go:build !js

package bomberman

import (
	"bytes"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/engine"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/online"
	"github.com/bengine-go/bengine/games/bomberman/save"
)

// The online tests play the windowed game (the real engine on SDL's
// offscreen driver, its menus, its play scene and view) against a bare
// online.Match in the same test: one engine can be open in a process, and
// the other side needs none. Over a netplay.Link both run on the link's
// clock, one fixed step a frame, so a match is reproducible to the packet;
// over loopback UDP they run on the wall clock.

var (
	linkHost = netip.MustParseAddrPort("192.0.2.1:7777")
	linkJoin = netip.MustParseAddrPort("192.0.2.2:50000")
)

const frameTime = time.Second / 60

// newLiveApp opens a headless app at the title that behaves like a live
// game (as newMenuApp), with the settings st (nil: the defaults, particles
// and shake on).
func newLiveApp(t testing.TB, st *save.Settings) (*App, *player) {
	t.Helper()
	if st == nil {
		d := save.DefaultSettings()
		st = &d
	}
	sdlTest(t, st)
	a := newTestApp(t, Flags{Seed: 5, SeedSet: true, Mute: true})
	a.Flags.Headless = false
	pl := &player{t: t, a: a}
	pl.frames(2)
	return a, pl
}

// audioRecord is the audio service of a test that listens: the real mixer
// (offline: the test pulls its mix) with the game's sounds, behind the
// logging decorator, whose record the test reads.
type audioRecord struct {
	mixer *audio.Mixer
	log   bytes.Buffer
}

func recordAudio(t *testing.T, a *App) *audioRecord {
	t.Helper()
	r := &audioRecord{mixer: audio.NewOfflineMixer(nil)}
	if err := a.Assets.registerAudio(r.mixer, engine.Resources().FS(), engine.Resources().Source()); err != nil {
		t.Fatal(err)
	}
	services.ProvideAudio(services.NewLoggingAudio(r.mixer, slog.New(slog.NewTextHandler(&r.log, nil))))
	t.Cleanup(func() { services.ProvideAudio(nil) })
	return r
}

// mix applies the requests made so far and mixes a chunk.
func (r *audioRecord) mix() { r.mixer.Mix() }

// count counts the calls of the service's method call for sound id.
func (r *audioRecord) count(call, id string) int {
	n := 0
	for _, line := range strings.Split(r.log.String(), "\n") {
		if strings.Contains(line, `msg="audio: `+call+`"`) && strings.Contains(line, " id="+id+" ") {
			n++
		}
	}
	return n
}

// subscribe listens to events E on the app's bus.
func subscribe[E any](a *App, fn func(E)) *patterns.Subscription {
	return patterns.Subscribe(services.Bus(), fn)
}

// countEvents counts the events of kind in the local run of r's first n
// ticks.
func countEvents(t *testing.T, cfg *game.Config, r *game.Replay, n int, kind game.EventKind) int {
	t.Helper()
	g, err := game.New(cfg, r.Options())
	if err != nil {
		t.Fatal(err)
	}
	c, count := r.Cursor(), 0
	for tick := 0; tick < n; tick++ {
		g.Step(c.Buttons(tick))
		for _, ev := range g.Events() {
			if ev.Kind == kind {
				count++
			}
		}
	}
	return count
}

// linked is a windowed match against a bare peer over a Link.
type linked struct {
	t       testing.TB
	a       *App
	pl      *player
	link    *netplay.Link
	n       *netMatch     // the window's side
	peer    *online.Match // the other side
	peerErr error
	killed  bool // the peer runs no more (killed: it sends nothing)
}

// startLinked starts a match of the app (as role) against a peer over a
// link shaped by line both ways, each side playing its player's part of
// r: the host's options are r's, and the match ends at confirmed tick
// limit (0 none).
func startLinked(t testing.TB, a *App, pl *player, role netplay.Role, line netplay.LinkOptions, r *game.Replay, limit int) *linked {
	t.Helper()
	l := &linked{t: t, a: a, pl: pl, link: netplay.NewLink(linkHost, linkJoin, line, line, 7)}
	ro := r.Options()
	hostOpts := func(o *online.Options) {
		o.Seed, o.Stage, o.Wins, o.Limit = ro.Seed, ro.Stage, ro.Wins, limit
	}
	mine, theirs := l.link.End(0), l.link.End(1)
	local, peerRole := 0, netplay.Joiner
	if role == netplay.Joiner {
		mine, theirs, local, peerRole = theirs, mine, 1, netplay.Host
	}
	o := a.netOptions(role)
	o.Delay = 2
	if role == netplay.Host {
		hostOpts(&o)
	} else {
		o.HostAddr = linkHost
	}
	n := &netMatch{a: a, role: role}
	if err := a.startNet(n, mine, nil, o, l.link.Now); err != nil {
		t.Fatal(err)
	}
	cur := r.Cursor()
	n.input = func(tick int) game.Buttons { return cur.Buttons(tick)[local] }
	l.n = n
	pc := r.Cursor()
	po := online.Options{Rules: a.Config, Role: peerRole, Delay: 2, HostAddr: linkHost,
		Input: func(tick int) game.Buttons { return pc.Buttons(tick)[1-local] }}
	if peerRole == netplay.Host {
		hostOpts(&po)
	}
	var err error
	if l.peer, err = online.NewMatch(theirs, po); err != nil {
		t.Fatal(err)
	}
	return l
}

// frame runs one frame on both sides at the next 60th of a second.
func (l *linked) frame() {
	l.t.Helper()
	now := l.link.Now() + frameTime
	l.link.SetTime(now)
	l.pl.frames(1)
	if !l.killed && l.peerErr == nil && l.peer.State() != netplay.Finished {
		_, l.peerErr = l.peer.Update(now)
	}
}

// until runs frames until done, at most max.
func (l *linked) until(what string, max int, done func() bool) {
	l.t.Helper()
	for i := 0; !done(); i++ {
		if i == max {
			l.t.Fatalf("%s: not within %d frames (scene %q)", what, max, activeScene())
		}
		l.frame()
	}
}

// duelScript is a scripted versus match of n ticks, first to game.MaxWins
// (it never ends by itself): both players walk, turn and drop bombs at
// random, holding each choice for a few ticks, so that predictions are
// often wrong, bombs go off and players die.
func duelScript(seed uint64, n int) *game.Replay {
	rec := game.NewRecorder(game.Options{Seed: seed, Stage: 1, Mode: game.ModeVersus, Wins: game.MaxWins})
	r := random.New(seed)
	var in [2]game.Buttons
	var left [2]int
	dirs := [...]game.Buttons{game.ButtonUp, game.ButtonDown, game.ButtonLeft, game.ButtonRight, 0}
	for t := 0; t < n; t++ {
		for p := range in {
			if left[p]--; left[p] <= 0 {
				in[p] = dirs[r.Intn(len(dirs))]
				if r.Intn(3) == 0 {
					in[p] |= game.ButtonA
				}
				left[p] = r.Range(2, 20)
			}
		}
		rec.Record(t, in)
	}
	return rec.Replay()
}

// The windowed game hosts a scripted match against a peer over a lossy
// link (100 ms round trip, 20 ms of jitter, 5% loss each way): the play
// scene shows the match's live game, the versus screen shows each round
// once confirmed, and the match ends on the confirmed state of the local
// versus run of the same inputs, on both sides.
func TestOnlineMatchOverLossyLink(t *testing.T) {
	const n = 1200
	a, pl := newMenuApp(t, 5)
	r := duelScript(3, n)
	want, err := game.RunReplay(a.Config, r, n)
	if err != nil {
		t.Fatal(err)
	}
	wantDump, _ := want.Dump().JSON()
	line := netplay.LinkOptions{Latency: 50 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.05}
	l := startLinked(t, a, pl, netplay.Host, line, r, n)
	sawPlay, sawVersus := false, false
	l.until("the match's last tick", 3*n, func() bool {
		switch activeScene() {
		case ScenePlay:
			sawPlay = sawPlay || a.Game() == l.n.m.Game()
		case SceneVersus:
			sawVersus = true
		}
		return l.n.m.State() == netplay.Finished && l.peer.State() == netplay.Finished
	})
	if l.peerErr != nil {
		t.Fatalf("the peer: %v", l.peerErr)
	}
	for side, m := range []*online.Match{l.n.m, l.peer} {
		got, _ := m.Confirmed().Dump().JSON()
		if m.Confirmed().Tick() != n || !bytes.Equal(got, wantDump) {
			t.Errorf("side %d: the last confirmed state (tick %d) is not the local run's", side, m.Confirmed().Tick())
		}
	}
	if !sawPlay {
		t.Error("the play scene never showed the match's game")
	}
	if rounds := want.Round(); rounds > 0 && (!sawVersus || a.Menus().versus.Result().Round != rounds) {
		t.Errorf("the local run played %d rounds: saw the versus screen %v, its last result %+v", rounds, sawVersus, a.Menus().versus.Result())
	}
	if a.net != nil {
		t.Error("the match is over, but the App still holds it")
	}
	st := l.n.m.Stats()
	if st.Rollbacks == 0 {
		t.Error("no rollback: the test does not test rollback")
	}
	t.Logf("window: %d rollbacks (%.1f a second, deepest %d), %d stalls, %d rounds", st.Rollbacks,
		float64(st.Rollbacks)/(float64(n)/60), st.Deepest, st.Stalls, want.Round())
}

// undoneScript is a match in which player 2's explosion exists only on a
// wrong prediction: he drops a bomb in his corner, steps beside it and
// holds A while it burns; he lets go at tick release, before the fuse ends.
// The other side predicts A held on (its last known input): a second bomb
// on his cell as soon as the first has gone, chained by its flames at once,
// an explosion that the real inputs never make.
func undoneScript(release, n int) *game.Replay {
	rec := game.NewRecorder(game.Options{Seed: 1, Stage: 1, Mode: game.ModeVersus, Wins: game.MaxWins})
	for t := 0; t < n; t++ {
		var b game.Buttons
		switch {
		case t == 10:
			b = game.ButtonA
		case t > 10 && t <= 26:
			b = game.ButtonLeft
		case t > 26 && t < release:
			b = game.ButtonA
		}
		rec.Record(t, [2]game.Buttons{0, b})
	}
	return rec.Replay()
}

// A rollback that undoes an explosion takes back what the view showed of
// it: its sound stops (the mixer's record: one explosion stopped, none
// played twice) and its sparks go (the particle count drops by its
// burst), and what both versions have stays: the real explosions' sounds
// play once each.
func TestOnlineRollbackTakesBackAnExplosion(t *testing.T) {
	const n = 300
	a, pl := newLiveApp(t, nil)
	au := recordAudio(t, a)
	r := undoneScript(170, n)
	l := startLinked(t, a, pl, netplay.Host, netplay.LinkOptions{Latency: 100 * time.Millisecond}, r, n)
	var undone []int // ticks of the explosions taken back
	sub := subscribe(a, func(u Undone[Exploded]) { undone = append(undone, u.Event.Tick) })
	defer sub.Close()
	sparks := a.fx[fxSparks]
	before, dropped := 0, 0
	l.until("the match's last tick", 3*n, func() bool {
		if len(undone) == 1 && dropped == 0 {
			dropped = before - sparks.live()
		}
		before = sparks.live()
		au.mix()
		return l.n.m.State() == netplay.Finished
	})
	if len(undone) != 1 {
		t.Fatalf("explosions taken back: got ticks %v, want one (the script no longer makes one on a wrong prediction)", undone)
	}
	if dropped != fxSparksBurst {
		t.Errorf("the sparks at the rollback: got %d fewer, want the undone burst's %d", dropped, fxSparksBurst)
	}
	plays, stops := au.count("PlaySound", "explosion"), au.count("StopSound", "explosion")
	real := countEvents(t, a.Config, r, n, game.EventExplosion)
	if plays != real+1 || stops != 1 {
		t.Errorf("explosion sounds: got %d played and %d stopped, want the %d real ones and the undone one played, that one stopped", plays, stops, real)
	}
	// the second bomb's sound went too: it was on the wrong prediction
	// as well, and still playing
	if got, want := au.mixer.Stats().SoundsStopped, au.count("StopSound", "explosion")+au.count("StopSound", "bomb_place"); got != uint64(want) || want != 2 {
		t.Errorf("the mixer stopped %d sounds, the service was asked to stop %d, want the explosion and the second bomb's", got, want)
	}
}

// A peer killed mid-match (it sends nothing more) ends the windowed match
// after the timeout with CONNECTION LOST, a message that Start takes to the
// title; the socket is closed and the App holds no match.
func TestOnlinePeerKilledShowsConnectionLost(t *testing.T) {
	a, pl := newMenuApp(t, 5)
	l := startLinked(t, a, pl, netplay.Joiner, netplay.LinkOptions{Latency: 20 * time.Millisecond}, duelScript(4, 6000), 0)
	l.until("the play scene", 120, func() bool { return activeScene() == ScenePlay })
	for i := 0; i < 60; i++ {
		l.frame()
	}
	tick := l.n.m.Game().Tick()
	l.killed = true
	timeout := int(netplay.DefaultTimeout / frameTime)
	l.until("the message", timeout+30, func() bool { return activeScene() == SceneMessage })
	if title, detail := a.Menus().message.Message(); title != "CONNECTION LOST" || !strings.Contains(detail, "nothing came from the opponent") {
		t.Errorf("got message %q: %q, want CONNECTION LOST", title, detail)
	}
	if a.net != nil {
		t.Error("the App still holds the lost match")
	}
	// the peer's last inputs came the input delay ahead of its tick; the
	// game predicts MaxRollback ticks past them, then stalls
	if got := l.n.m.Game().Tick(); got > tick+2+netplay.MaxRollback+2 {
		t.Errorf("the game ran on to tick %d after the peer went at %d: want it stalled", got, tick)
	}
	checkNESFrame(t, "connection lost", screenshot(t))
	pl.frames(40)
	pl.key(input.KeyReturn)
	pl.waitFor("the title", 3, func() bool { return activeScene() == SceneTitle })
}

// Start does not pause an online match: the game goes on (the other side's
// cannot stop), the notice says so, and Start again leaves the match: the
// peer hears that its opponent left, the window goes to the title.
func TestOnlineStartDoesNotPause(t *testing.T) {
	a, pl := newMenuApp(t, 5)
	l := startLinked(t, a, pl, netplay.Host, netplay.LinkOptions{Latency: 20 * time.Millisecond}, duelScript(4, 6000), 0)
	l.until("the play scene", 120, func() bool { return activeScene() == ScenePlay })
	l.n.input = nil // the controls now
	for i := 0; i < 30; i++ {
		l.frame()
	}
	a.controls.Press(0, game.ButtonStart)
	tick := a.Game().Tick()
	for i := 0; i < 30; i++ {
		l.frame()
	}
	g := a.Game()
	if g.Paused() || g.Tick() < tick+20 {
		t.Fatalf("after Start: paused %v at tick %d (from %d), want the game running on", g.Paused(), g.Tick(), tick)
	}
	if top, _ := l.n.Notice(); top != "NO PAUSE ONLINE" {
		t.Errorf("after Start: notice %q, want NO PAUSE ONLINE", top)
	}
	checkNESFrame(t, "the online notice", screenshot(t))
	for i := 0; i < noticeSteps; i++ {
		l.frame()
	}
	if top, _ := l.n.Notice(); top != "" {
		t.Errorf("%d steps after Start: notice %q, want none", noticeSteps, top)
	}
	a.controls.Press(1, game.ButtonStart) // either player's controls are this player's
	l.frame()
	l.frame()
	a.controls.Press(0, game.ButtonStart)
	l.frame()
	l.frame()
	if activeScene() != SceneTitle || a.net != nil {
		t.Fatalf("Start twice: scene %q, match %v; want the title and no match", activeScene(), a.net)
	}
	for i := 0; i < 5 && l.peerErr == nil; i++ {
		l.frame()
	}
	if !errors.Is(l.peerErr, netplay.ErrPeerLeft) {
		t.Errorf("the peer: got %v, want that the opponent left", l.peerErr)
	}
}

// Every way a match ends but its result says why on the message screen,
// in words a player reads.
func TestNetFailureSaysWhy(t *testing.T) {
	cases := []struct {
		err           error
		title, detail string
	}{
		{fmt.Errorf("%w: nothing from x for 3s", netplay.ErrConnectionLost), "CONNECTION LOST", "nothing came from the opponent for 3s"},
		{fmt.Errorf("%w (at tick 9)", netplay.ErrPeerLeft), "THE OPPONENT LEFT", "left the match"},
		{fmt.Errorf("%w 1.2.3.4:7777 within 10s", netplay.ErrNoAnswer), "NO ANSWER", "no answer from the host h:7777 within 10s"},
		{&netplay.RefusedError{Reason: netplay.RefuseVersion, PeerVersion: 2}, "REFUSED", "another version of the game (netplay protocol 2, here 1)"},
		{&netplay.RefusedError{Reason: netplay.RefuseApp}, "REFUSED", "another game"},
		{&netplay.RefusedError{Reason: netplay.RefuseData, Peer: [32]byte{0xab, 0xcd, 0xef}, Local: [32]byte{1, 2, 3}}, "REFUSED", "rules data differ from yours (host abcdef, here 010203)"},
		{fmt.Errorf("%w: this side's replay is /s/desync/desync-tick120-host.json; please send it", &netplay.DesyncError{Tick: 120}),
			"DESYNC", "differ at tick 120: a bug. this side's replay is /s/desync/desync-tick120-host.json."},
		{errors.New("netplay: listen: address in use"), "ONLINE PLAY FAILED", "address in use"},
	}
	for _, c := range cases {
		title, detail := netFailure(c.err, "h:7777")
		if title != c.title || !strings.Contains(detail, c.detail) {
			t.Errorf("%v: got %q, %q; want %q and %q", c.err, title, detail, c.title, c.detail)
		}
	}
}

// loopPeer is the other side of a windowed match over loopback UDP, on the
// wall clock, updated once per frame of the window.
type loopPeer struct {
	t     *testing.T
	conn  *netplay.UDP
	m     *online.Match
	start time.Time
	err   error
}

func newLoopPeer(t *testing.T, conn *netplay.UDP, o online.Options) *loopPeer {
	t.Helper()
	o.Input = func(int) game.Buttons { return 0 }
	m, err := online.NewMatch(conn, o)
	if err != nil {
		t.Fatal(err)
	}
	p := &loopPeer{t: t, conn: conn, m: m, start: time.Now()}
	t.Cleanup(func() { m.Close(); conn.Close() })
	return p
}

// frames runs n frames of the window, the peer's after each.
func (p *loopPeer) frames(pl *player, n int) {
	p.t.Helper()
	for i := 0; i < n; i++ {
		pl.frames(1)
		if p.err == nil {
			_, p.err = p.m.Update(time.Since(p.start))
		}
	}
}

// until runs frames until done, at most max.
func (p *loopPeer) until(pl *player, what string, max int, done func() bool) {
	p.t.Helper()
	for i := 0; !done(); i++ {
		if i == max {
			p.t.Fatalf("%s: not within %d frames (scene %q, peer %v, %v)", what, max, activeScene(), p.m.State(), p.err)
		}
		p.frames(pl, 1)
	}
}

// 2P VERSUS, HOST: the host's screen shows the addresses to give the
// friend while frames run on; Escape stops hosting (the port is free
// again); hosting again, a joiner over loopback UDP starts the match, the
// window playing player 1 in the play scene.
func TestOnlineHostFromTheMenus(t *testing.T) {
	a, pl := newMenuApp(t, 5)
	a.hostAddr = "127.0.0.1:0"
	for i := 0; i < TitleVersus; i++ {
		pl.key(input.KeyDown)
	}
	pl.key(input.KeyReturn)
	pl.waitFor("2P VERSUS's menu", 3, func() bool { return activeScene() == SceneVersusMenu })
	checkNESFrame(t, "2P VERSUS's menu", screenshot(t))
	pl.key(input.KeyDown)
	pl.key(input.KeyReturn)
	pl.waitFor("the host's screen", 3, func() bool { return activeScene() == SceneHost })
	n := a.net
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
	pl.frames(60) // the program stays responsive: frames run while it waits
	if !raceEnabled {
		if allocs := testing.AllocsPerRun(20, func() { _ = a.Engine.RunOneFrame() }); allocs != 0 {
			t.Errorf("the host's screen: got %v allocations per frame, want 0", allocs)
		}
	}
	img := screenshot(t)
	checkNESFrame(t, "the host's screen", img)
	if px := countPixels(img, textRow(84), isColour(TextWhite)); px < 50 {
		t.Errorf("the host's screen shows no address (%d pixels on its row)", px)
	}
	pl.key(input.KeyEscape)
	pl.waitFor("back to 2P VERSUS's menu", 3, func() bool { return activeScene() == SceneVersusMenu })
	if a.net != nil {
		t.Fatal("Escape: the App still hosts")
	}
	again, err := netplay.ListenUDP(addr)
	if err != nil {
		t.Fatalf("Escape left the port busy: %v", err)
	}
	again.Close()

	pl.key(input.KeyReturn) // HOST again
	pl.waitFor("the host's screen", 3, func() bool { return activeScene() == SceneHost })
	conn, host, err := netplay.DialUDP(a.net.Addr())
	if err != nil {
		t.Fatal(err)
	}
	p := newLoopPeer(t, conn, online.Options{Rules: a.Config, Role: netplay.Joiner, HostAddr: host, Delay: 2})
	p.until(pl, "the play scene", 600, func() bool { return activeScene() == ScenePlay && a.Game().Tick() > 30 })
	if g := a.Game(); g.Mode() != game.ModeVersus || a.net.m.Local() != 0 || p.m.State() != netplay.Playing {
		t.Errorf("got mode %v, local player %d, peer %v; want versus, player 1, playing", g.Mode(), a.net.m.Local(), p.m.State())
	}
}

// 2P VERSUS, JOIN: the address last joined is offered; a bad one is
// refused on the screen; one typed on the keyboard with a character picked
// from the grid by the pad joins a host over loopback UDP, is kept in the
// settings (on disk too), and the match starts, the window playing player
// 2. Escape while it waits for an answer stops waiting.
func TestOnlineJoinFromTheMenus(t *testing.T) {
	st := *effectsOff()
	st.JoinAddress = "192.0.2.77:7000"
	a, pl := newLiveApp(t, &st)
	pl.plug(1)
	conn, err := netplay.ListenUDP("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := conn.LocalAddr().Port()
	p := newLoopPeer(t, conn, online.Options{Rules: a.Config, Role: netplay.Host, Delay: 2, Seed: 9, Wins: 2})
	pl.switchTo(SceneVersusMenu)
	pl.key(input.KeyDown)
	pl.key(input.KeyDown)
	pl.key(input.KeyReturn)
	pl.waitFor("the join screen", 3, func() bool { return activeScene() == SceneJoin })
	j := a.Menus().join
	if got := j.Entry(); got != "192.0.2.77:7000" {
		t.Errorf("the address offered: got %q, want the last joined", got)
	}
	checkNESFrame(t, "the join screen", screenshot(t))
	erase := func() {
		for len(j.Entry()) > 0 {
			pl.key(input.KeyBackspace)
		}
	}

	// nobody there (an address for documentation): connecting, then Escape
	erase()
	for _, part := range []string{"192", "0", "2", "1"} {
		if part != "192" {
			pl.key(input.KeyPeriod)
		}
		pl.typeText(part)
	}
	pl.key(input.KeyReturn)
	pl.waitFor("connecting", 3, j.Connecting)
	if got := a.Settings().JoinAddress; got != "192.0.2.1:7777" {
		t.Errorf("JoinAddress: got %q, want the address typed with the default port", got)
	}
	pl.frames(30)
	if !raceEnabled {
		if allocs := testing.AllocsPerRun(20, func() { _ = a.Engine.RunOneFrame() }); allocs != 0 {
			t.Errorf("the join screen, connecting: got %v allocations per frame, want 0", allocs)
		}
	}
	checkNESFrame(t, "the join screen, connecting", screenshot(t))
	pl.key(input.KeyEscape)
	if j.Connecting() || a.net != nil || activeScene() != SceneJoin {
		t.Fatalf("Escape while connecting: connecting %v, match %v, scene %q; want the entry again", j.Connecting(), a.net, activeScene())
	}

	// a bad port
	erase()
	pl.typeText("ABC")
	pl.key(input.KeySemicolon)
	pl.typeText("99999")
	pl.key(input.KeyReturn)
	if a.net != nil || !strings.Contains(j.err, "PORT 99999") {
		t.Fatalf("a bad port: match %v, error %q; want none and the port named", a.net, j.err)
	}

	// the host's address: digits and periods typed, the colon picked
	erase()
	pl.typeText("127")
	pl.key(input.KeyPeriod)
	pl.typeText("0")
	pl.key(input.KeyPeriod)
	pl.typeText("0")
	pl.key(input.KeyPeriod)
	pl.typeText("1")
	pl.tap(1, input.ButtonDPadDown)  // '.'
	pl.tap(1, input.ButtonDPadRight) // ':'
	pl.tap(1, input.ButtonSouth)     // A: picks it
	pl.typeText(strconv.Itoa(int(port)))
	want := "127.0.0.1:" + strconv.Itoa(int(port))
	if got := j.Entry(); got != want {
		t.Fatalf("typed and picked: got %q, want %q", got, want)
	}
	pl.tap(1, input.ButtonStart)
	p.until(pl, "the play scene", 600, func() bool { return activeScene() == ScenePlay && a.Game().Tick() > 30 })
	if got := a.net.m.Local(); got != 1 || a.net.m.GameOptions().Seed != 9 {
		t.Errorf("got local player %d, seed %d; want player 2 in the host's match (seed 9)", got, a.net.m.GameOptions().Seed)
	}
	if got := a.Settings().JoinAddress; got != want {
		t.Errorf("JoinAddress: got %q, want %q", got, want)
	}
	saved, err := save.LoadSettings("")
	if err != nil || saved.JoinAddress != want {
		t.Errorf("saved settings: JoinAddress %q (%v), want %q", saved.JoinAddress, err, want)
	}
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
		got, err := JoinAddress(c.typed)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: got %q, %v; want an error with %q", c.typed, got, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("%q: got %q, %v; want %q", c.typed, got, err, c.want)
		}
		if back, _ := JoinAddress(joinEntry(got)); back != got {
			t.Errorf("%q: shown as %q, joins %q; want the same address", got, joinEntry(got), back)
		}
	}
}

// onlineLine is the lossy line of the online allocation test and
// benchmark: a 100 ms round trip, 20 ms of jitter, 5% loss each way.
var onlineLine = netplay.LinkOptions{Latency: 50 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.05}

// onlinePlay opens the app hosting a long scripted match against a peer
// over onlineLine, with the effects on (particles, shake), and plays it
// for warm frames.
func onlinePlay(tb testing.TB, warm int) *linked {
	tb.Helper()
	a, pl := newLiveApp(tb, nil)
	l := startLinked(tb, a, pl, netplay.Host, onlineLine, duelScript(6, 1<<17), 0)
	for i := 0; i < warm; i++ {
		l.frame()
	}
	if activeScene() != ScenePlay && activeScene() != SceneVersus {
		tb.Fatalf("after %d frames: scene %q, want the match", warm, activeScene())
	}
	return l
}

// A frame of the windowed online match allocates nothing in steady play,
// rollbacks and their reconciliation included (the peer's frame, which
// allocates nothing either, is counted with it).
func TestOnlineFramesDoNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	l := onlinePlay(t, 900)
	before := l.n.m.Stats().Rollbacks
	if n := testing.AllocsPerRun(600, l.frame); n > 0.05 {
		t.Errorf("got %.2f allocations per frame, want 0", n)
	}
	if l.n.m.Stats().Rollbacks == before {
		t.Error("no rollback in the frames measured: the test measures too little")
	}
}

// BenchmarkOnlinePlayFrame measures one whole engine frame of the windowed
// online match, headless, over the lossy line (the peer's frame included),
// with the match's figures: rollbacks a second, the deepest, stalls.
func BenchmarkOnlinePlayFrame(b *testing.B) {
	l := onlinePlay(b, 600)
	st0 := l.n.m.Stats()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.frame()
	}
	b.StopTimer()
	st := l.n.m.Stats()
	secs := float64(b.N) / 60
	b.ReportMetric(float64(st.Rollbacks-st0.Rollbacks)/secs, "rollbacks/s")
	b.ReportMetric(float64(st.Resimulated-st0.Resimulated)/secs, "resimulated/s")
	b.ReportMetric(float64(st.Deepest), "deepest")
	b.ReportMetric(float64(st.Stalls-st0.Stalls), "stalls")
}

// 2P VERSUS's INPUT DELAY: left and right change the setting within
// 0..10, it is saved on leaving, and the next match takes it.
func TestVersusMenuInputDelay(t *testing.T) {
	a, pl := newMenuApp(t, 5)
	pl.switchTo(SceneVersusMenu)
	for i := 0; i < VersusDelay; i++ {
		pl.key(input.KeyDown)
	}
	if got := a.Menus().versusMenu.Selected(); got != VersusDelay {
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
			pl.key(c.key)
		}
		if got := a.Settings().InputDelay; got != c.want {
			t.Fatalf("after %d of key %v: got delay %d, want %d", c.n, c.key, got, c.want)
		}
	}
	pl.key(input.KeyEscape)
	pl.waitFor("the title", 3, func() bool { return activeScene() == SceneTitle })
	saved, err := save.LoadSettings("")
	if err != nil || saved.InputDelay != 3 {
		t.Errorf("saved settings: InputDelay %d (%v), want 3", saved.InputDelay, err)
	}
	if got := a.netOptions(netplay.Host).Delay; got != 3 {
		t.Errorf("the next match's delay: got %d, want 3", got)
	}
}
