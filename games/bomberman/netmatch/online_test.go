//go:build !js

package netmatch_test

import (
	"bytes"
	"errors"
	"fmt"
	"log/slog"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/audio"
	"github.com/bengine-go/bengine/core/input"
	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/core/patterns"
	"github.com/bengine-go/bengine/core/random"
	"github.com/bengine-go/bengine/core/services"
	"github.com/bengine-go/bengine/games/bomberman/app"
	"github.com/bengine-go/bengine/games/bomberman/effects"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/internal/apptest"
	"github.com/bengine-go/bengine/games/bomberman/menu"
	"github.com/bengine-go/bengine/games/bomberman/netmatch"
	"github.com/bengine-go/bengine/games/bomberman/online"
	"github.com/bengine-go/bengine/games/bomberman/play"
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

// audioRecord is the audio service of a test that listens: the real mixer
// (offline: the test pulls its mix) with the game's sounds, behind the
// logging decorator, whose record the test reads.
type audioRecord struct {
	mixer *audio.Mixer
	log   bytes.Buffer
}

func recordAudio(t *testing.T, a *app.App) *audioRecord {
	t.Helper()
	r := &audioRecord{mixer: audio.NewOfflineMixer(nil)}
	if err := a.Assets().RegisterAudio(r.mixer, a.Engine().Resources().FS(), a.Engine().Resources().Source()); err != nil {
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
func subscribe[E any](a *app.App, fn func(E)) *patterns.Subscription {
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
	a       *app.App
	pl      *apptest.Player
	link    *netplay.Link
	n       *netmatch.Match // the window's side
	peer    *online.Match   // the other side
	peerErr error
	killed  bool // the peer runs no more (killed: it sends nothing)
}

// startLinked starts a match of the app (as role) against a peer over a
// link shaped by line both ways, each side playing its player's part of
// r: the host's options are r's, and the match ends at confirmed tick
// limit (0 none).
func startLinked(t testing.TB, a *app.App, pl *apptest.Player, role netplay.Role, line netplay.LinkOptions, r *game.Replay, limit int) *linked {
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
	o := netmatch.MatchOptions(a.Lobby(), role)
	o.Delay = 2
	if role == netplay.Host {
		hostOpts(&o)
	} else {
		o.HostAddr = linkHost
	}
	cur := r.Cursor()
	n, err := netmatch.StartOver(a.Lobby(), role, mine, o, l.link.Now, func(tick int) game.Buttons { return cur.Buttons(tick)[local] })
	if err != nil {
		t.Fatal(err)
	}
	l.n = n
	pc := r.Cursor()
	po := online.Options{Rules: a.Config(), Role: peerRole, Delay: 2, HostAddr: linkHost,
		Input: func(tick int) game.Buttons { return pc.Buttons(tick)[1-local] }}
	if peerRole == netplay.Host {
		hostOpts(&po)
	}
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
	l.pl.Frames(1)
	if !l.killed && l.peerErr == nil && l.peer.State() != netplay.Finished {
		_, l.peerErr = l.peer.Update(now)
	}
}

// until runs frames until done, at most max.
func (l *linked) until(what string, max int, done func() bool) {
	l.t.Helper()
	for i := 0; !done(); i++ {
		if i == max {
			l.t.Fatalf("%s: not within %d frames (scene %q)", what, max, apptest.Scene(l.a))
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
	a, pl := apptest.OpenLive(t, 5)
	r := duelScript(3, n)
	want, err := game.RunReplay(a.Config(), r, n)
	if err != nil {
		t.Fatal(err)
	}
	wantDump, _ := want.Dump().JSON()
	line := netplay.LinkOptions{Latency: 50 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.05}
	l := startLinked(t, a, pl, netplay.Host, line, r, n)
	sawPlay, sawVersus := false, false
	var last play.VersusResult // the last round's result published
	sub := patterns.Subscribe(services.Bus(), func(e netmatch.RoundConfirmed) { last = e.Result })
	defer sub.Close()
	l.until("the match's last tick", 3*n, func() bool {
		switch apptest.Scene(a) {
		case play.SceneName:
			sawPlay = sawPlay || a.Game() == l.n.Online().Game()
		case menu.SceneVersus:
			sawVersus = true
		}
		return l.n.Online().State() == netplay.Finished && l.peer.State() == netplay.Finished
	})
	if l.peerErr != nil {
		t.Fatalf("the peer: %v", l.peerErr)
	}
	for side, m := range []*online.Match{l.n.Online(), l.peer} {
		got, _ := m.Confirmed().Dump().JSON()
		if m.Confirmed().Tick() != n || !bytes.Equal(got, wantDump) {
			t.Errorf("side %d: the last confirmed state (tick %d) is not the local run's", side, m.Confirmed().Tick())
		}
	}
	if !sawPlay {
		t.Error("the play scene never showed the match's game")
	}
	if rounds := want.Round(); rounds > 0 && (!sawVersus || last.Round != rounds) {
		t.Errorf("the local run played %d rounds: saw the versus screen %v, the last result %+v", rounds, sawVersus, last)
	}
	if a.Lobby().Match() != nil {
		t.Error("the match is over, but the App still holds it")
	}
	st := l.n.Online().Stats()
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
	a, pl := apptest.OpenLiveWith(t, 5, nil)
	au := recordAudio(t, a)
	r := undoneScript(170, n)
	l := startLinked(t, a, pl, netplay.Host, netplay.LinkOptions{Latency: 100 * time.Millisecond}, r, n)
	var undone []int // ticks of the explosions taken back
	sub := subscribe(a, func(u game.Undone[game.Exploded]) { undone = append(undone, u.Event.Tick) })
	defer sub.Close()
	fx := a.Play().Effects()
	before, dropped := 0, 0
	l.until("the match's last tick", 3*n, func() bool {
		if len(undone) == 1 && dropped == 0 {
			dropped = before - fx.LiveOf(effects.Sparks)
		}
		before = fx.LiveOf(effects.Sparks)
		au.mix()
		return l.n.Online().State() == netplay.Finished
	})
	if len(undone) != 1 {
		t.Fatalf("explosions taken back: got ticks %v, want one (the script no longer makes one on a wrong prediction)", undone)
	}
	if dropped != effects.SparksBurst {
		t.Errorf("the sparks at the rollback: got %d fewer, want the undone burst's %d", dropped, effects.SparksBurst)
	}
	plays, stops := au.count("PlaySound", "explosion"), au.count("StopSound", "explosion")
	real := countEvents(t, a.Config(), r, n, game.EventExplosion)
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
	a, pl := apptest.OpenLive(t, 5)
	var ended netmatch.Ended
	sub := patterns.Subscribe(services.Bus(), func(e netmatch.Ended) { ended = e })
	defer sub.Close()
	l := startLinked(t, a, pl, netplay.Joiner, netplay.LinkOptions{Latency: 20 * time.Millisecond}, duelScript(4, 6000), 0)
	l.until("the play scene", 120, func() bool { return apptest.Scene(a) == play.SceneName })
	for i := 0; i < 60; i++ {
		l.frame()
	}
	tick := l.n.Online().Game().Tick()
	l.killed = true
	timeout := int(netplay.DefaultTimeout / frameTime)
	l.until("the message", timeout+30, func() bool { return apptest.Scene(a) == menu.SceneMessage })
	if title, detail := ended.Title, ended.Detail; title != "CONNECTION LOST" || !strings.Contains(detail, "nothing came from the opponent") {
		t.Errorf("got message %q: %q, want CONNECTION LOST", title, detail)
	}
	if a.Lobby().Match() != nil {
		t.Error("the App still holds the lost match")
	}
	// the peer's last inputs came the input delay ahead of its tick; the
	// game predicts MaxRollback ticks past them, then stalls
	if got := l.n.Online().Game().Tick(); got > tick+2+netplay.MaxRollback+2 {
		t.Errorf("the game ran on to tick %d after the peer went at %d: want it stalled", got, tick)
	}
	apptest.CheckNES(t, "connection lost", apptest.Screenshot(t, a))
	pl.Frames(40)
	pl.Key(input.KeyReturn)
	pl.WaitFor("the title", 3, func() bool { return apptest.Scene(a) == menu.SceneTitle })
}

// loserScript is a first-to-one versus match that player 2 loses: he
// drops a bomb in his corner at tick 10 and stays on it.
func loserScript(n int) *game.Replay {
	rec := game.NewRecorder(game.Options{Seed: 2, Stage: 1, Mode: game.ModeVersus, Wins: 1})
	for t := 0; t < n; t++ {
		var b game.Buttons
		if t == 10 {
			b = game.ButtonA
		}
		rec.Record(t, [2]game.Buttons{0, b})
	}
	return rec.Replay()
}

// A winner whose game vanishes (killed: it sends nothing more, not even
// that it leaves) as soon as its own game shows the match won leaves the
// loser with the result, not with CONNECTION LOST: the winner's inputs up
// to that tick were sent ahead of it, and again in every packet after, so
// even over a lossy line (onlineLine: 5% lost each way) the loser's match
// is decided (its confirmed state is game over), and an end after the
// result is no failure. The window shows the result until the player
// moves on.
func TestOnlineLoserKeepsTheResultWhenTheWinnerVanishes(t *testing.T) {
	const n = 3000
	a, pl := apptest.OpenLive(t, 5)
	r := loserScript(n)
	want, err := game.RunReplay(a.Config(), r, n)
	if err != nil {
		t.Fatal(err)
	}
	if want.Phase() != game.PhaseGameOver || want.Winner() != 0 {
		t.Fatalf("the script's local run: phase %v, winner %d; want player 1 to win the match", want.Phase(), want.Winner())
	}
	var ended []netmatch.Ended
	sub := patterns.Subscribe(services.Bus(), func(e netmatch.Ended) { ended = append(ended, e) })
	defer sub.Close()
	var results []play.VersusResult
	sub2 := patterns.Subscribe(services.Bus(), func(e netmatch.RoundConfirmed) { results = append(results, e.Result) })
	defer sub2.Close()
	l := startLinked(t, a, pl, netplay.Joiner, onlineLine, r, 0)
	l.until("the winner's game over", n, func() bool {
		g := l.peer.Game()
		return g != nil && g.Phase() == game.PhaseGameOver
	})
	l.killed = true
	timeout := int(netplay.DefaultTimeout / frameTime)
	for i := 0; i < timeout+60; i++ {
		l.frame()
	}
	if len(ended) != 0 {
		t.Errorf("the loser read %q: %q after the result; want no message", ended[0].Title, ended[0].Detail)
	}
	if sc := apptest.Scene(a); sc == menu.SceneMessage {
		t.Errorf("scene %q after the winner vanished, want the result", sc)
	}
	if len(results) == 0 || results[len(results)-1].Match != 0 {
		t.Errorf("results published: %+v; want the last to give the match to player 1", results)
	}
	if a.Lobby().Match() != nil {
		t.Error("the App still holds the match after its connection ended")
	}
}

// Start does not pause an online match: the game goes on (the other side's
// cannot stop), the notice says so, naming the key, and Start again leaves
// the match: the peer hears that its opponent left, the window goes to the
// title.
func TestOnlineStartDoesNotPause(t *testing.T) {
	a, pl := apptest.OpenLive(t, 5)
	l := startLinked(t, a, pl, netplay.Host, netplay.LinkOptions{Latency: 20 * time.Millisecond}, duelScript(4, 6000), 0)
	l.until("the play scene", 120, func() bool { return apptest.Scene(a) == play.SceneName })
	netmatch.SetInput(l.n, nil) // the controls now
	for i := 0; i < 30; i++ {
		l.frame()
	}
	a.Controls().Press(0, game.ButtonStart)
	tick := a.Game().Tick()
	for i := 0; i < 30; i++ {
		l.frame()
	}
	g := a.Game()
	if g.Paused() || g.Tick() < tick+20 {
		t.Fatalf("after Start: paused %v at tick %d (from %d), want the game running on", g.Paused(), g.Tick(), tick)
	}
	if top, bottom := l.n.Notice(); top != "NO PAUSE ONLINE" || bottom != "RETURN/START AGAIN: LEAVE" {
		t.Errorf("after Start: notice %q, %q; want NO PAUSE ONLINE, RETURN/START AGAIN: LEAVE (Start named as the bindings name it)", top, bottom)
	}
	apptest.CheckNES(t, "the online notice", apptest.Screenshot(t, a))
	for i := 0; i < netmatch.NoticeSteps; i++ {
		l.frame()
	}
	if top, _ := l.n.Notice(); top != "" {
		t.Errorf("%d steps after Start: notice %q, want none", netmatch.NoticeSteps, top)
	}
	a.Controls().Press(1, game.ButtonStart) // either player's controls are this player's
	l.frame()
	l.frame()
	a.Controls().Press(0, game.ButtonStart)
	l.frame()
	l.frame()
	if apptest.Scene(a) != menu.SceneTitle || a.Lobby().Match() != nil {
		t.Fatalf("Start twice: scene %q, match %v; want the title and no match", apptest.Scene(a), a.Lobby().Match())
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
		{fmt.Errorf("%w: nothing listens on 1.2.3.4:7777", netplay.ErrUnreachable), "NO ANSWER", "nothing listens on h:7777. is the game hosting"},
		{&netplay.RefusedError{Reason: netplay.RefuseVersion, PeerVersion: 2}, "REFUSED", "another version of the game (netplay protocol 2, here 1)"},
		{&netplay.RefusedError{Reason: netplay.RefuseApp}, "REFUSED", "another game"},
		{&netplay.RefusedError{Reason: netplay.RefuseData, Peer: [32]byte{0xab, 0xcd, 0xef}, Local: [32]byte{1, 2, 3}}, "REFUSED", "rules data differ from yours (host abcdef, here 010203)"},
		{fmt.Errorf("%w: this side's replay is /s/desync/desync-tick120-host.json; please send it", &netplay.DesyncError{Tick: 120}),
			"DESYNC", "differ at tick 120: a bug. this side's replay is /s/desync/desync-tick120-host.json."},
		{fmt.Errorf("%w: it sent no checksum of its confirmed state since tick 60", netplay.ErrProtocol),
			"BROKEN RULES", "did not keep to the online protocol (it sent no checksum of its confirmed state since tick 60). it may be modified"},
		{errors.New("netplay: listen: address in use"), "ONLINE PLAY FAILED", "address in use"},
	}
	for _, c := range cases {
		title, detail := netmatch.Failure(c.err, "h:7777")
		if title != c.title || !strings.Contains(detail, c.detail) {
			t.Errorf("%v: got %q, %q; want %q and %q", c.err, title, detail, c.title, c.detail)
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
	a, pl := apptest.OpenLiveWith(tb, 5, nil)
	l := startLinked(tb, a, pl, netplay.Host, onlineLine, duelScript(6, 1<<17), 0)
	for i := 0; i < warm; i++ {
		l.frame()
	}
	if apptest.Scene(a) != play.SceneName && apptest.Scene(a) != menu.SceneVersus {
		tb.Fatalf("after %d frames: scene %q, want the match", warm, apptest.Scene(a))
	}
	return l
}

// A frame of the windowed online match allocates nothing in steady play,
// rollbacks and their reconciliation included (the peer's frame, which
// allocates nothing either, is counted with it).
func TestOnlineFramesDoNotAllocate(t *testing.T) {
	if apptest.RaceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	l := onlinePlay(t, 900)
	before := l.n.Online().Stats().Rollbacks
	if n := testing.AllocsPerRun(600, l.frame); n > 0.05 {
		t.Errorf("got %.2f allocations per frame, want 0", n)
	}
	if l.n.Online().Stats().Rollbacks == before {
		t.Error("no rollback in the frames measured: the test measures too little")
	}
}

// BenchmarkOnlinePlayFrame measures one whole engine frame of the windowed
// online match, headless, over the lossy line (the peer's frame included),
// with the match's figures: rollbacks a second, the deepest, stalls.
func BenchmarkOnlinePlayFrame(b *testing.B) {
	l := onlinePlay(b, 600)
	st0 := l.n.Online().Stats()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l.frame()
	}
	b.StopTimer()
	st := l.n.Online().Stats()
	secs := float64(b.N) / 60
	b.ReportMetric(float64(st.Rollbacks-st0.Rollbacks)/secs, "rollbacks/s")
	b.ReportMetric(float64(st.Resimulated-st0.Resimulated)/secs, "resimulated/s")
	b.ReportMetric(float64(st.Deepest), "deepest")
	b.ReportMetric(float64(st.Stalls-st0.Stalls), "stalls")
}
