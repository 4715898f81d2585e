package online_test

import (
	"bytes"
	"errors"
	"net/netip"
	"os"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/online"
)

var (
	hostAddr = netip.MustParseAddrPort("192.0.2.1:7777")
	joinAddr = netip.MustParseAddrPort("192.0.2.2:50000")
)

const frame = time.Second / 60

// duel is an online match of two Matches in this process over a Link,
// each side playing its player's part of a replay.
type duel struct {
	link       *netplay.Link
	host, join *online.Match
	now        time.Duration
	// what each side had confirmed, checkpoint by checkpoint
	sums [2]map[int]uint64
	// events[side][tick]: the events of each tick as last simulated
	events [2]map[int][]game.Event
}

func newDuel(t testing.TB, r *game.Replay, n int, ab, ba netplay.LinkOptions, delay int, tweak func(o *online.Options)) *duel {
	t.Helper()
	d := &duel{link: netplay.NewLink(hostAddr, joinAddr, ab, ba, 7)}
	hc, jc := r.Cursor(), r.Cursor()
	o := r.Options()
	host := online.Options{Rules: mustRules(t), Role: netplay.Host, Delay: delay, Seed: o.Seed, Stage: o.Stage, Wins: o.Wins,
		Limit: n, Input: func(t int) game.Buttons { return hc.Buttons(t)[0] }}
	join := online.Options{Rules: mustRules(t), Role: netplay.Joiner, HostAddr: hostAddr, Delay: delay,
		Input: func(t int) game.Buttons { return jc.Buttons(t)[1] }}
	if tweak != nil {
		tweak(&host)
		tweak(&join)
	}
	var err error
	if d.host, err = online.NewMatch(d.link.End(0), host); err != nil {
		t.Fatal(err)
	}
	if d.join, err = online.NewMatch(d.link.End(1), join); err != nil {
		t.Fatal(err)
	}
	for i := range d.sums {
		d.sums[i], d.events[i] = map[int]uint64{}, map[int][]game.Event{}
	}
	return d
}

// run plays 60 Hz frames until both sides finish (or fail), at most max.
func (d *duel) run(max int) (hostErr, joinErr error) {
	errs := [2]error{}
	for i := 0; i < max; i++ {
		d.now += frame
		d.link.SetTime(d.now)
		for side, m := range []*online.Match{d.host, d.join} {
			if errs[side] != nil || m.State() == netplay.Finished {
				continue
			}
			var f online.Frame
			f, errs[side] = m.Update(d.now)
			for t := f.First; t < f.Tick; t++ {
				d.events[side][t] = append([]game.Event(nil), m.Events(t)...)
			}
			if c := m.Confirmed(); c != nil && f.Confirmed%netplay.CheckEvery == 0 && f.Confirmed > 0 {
				d.sums[side][f.Confirmed] = c.Checksum()
			}
		}
		if d.host.State() == netplay.Finished && d.join.State() == netplay.Finished {
			break
		}
	}
	return errs[0], errs[1]
}

// local is the local versus run of the same replay: the state after each
// tick's checksum, the events of each tick, the final dump.
func local(t testing.TB, r *game.Replay, n int) (sums map[int]uint64, events map[int][]game.Event, dump []byte) {
	g, err := game.New(mustRules(t), r.Options())
	if err != nil {
		t.Fatal(err)
	}
	c := r.Cursor()
	sums, events = map[int]uint64{}, map[int][]game.Event{}
	for tick := 0; tick < n; tick++ {
		g.Step(c.Buttons(tick))
		events[tick] = append([]game.Event(nil), g.Events()...)
		sums[tick+1] = g.Checksum()
	}
	dump, _ = g.Dump().JSON()
	return sums, events, dump
}

// Two games play a scripted versus match online over lossy links: at
// every checkpoint both confirmed states are identical, and identical to
// the local run of the same inputs; the last confirmed state is the local
// run's; every tick's events, as last simulated, are the local run's; and
// the confirmed inputs each side kept replay to the same state.
func TestMatchOverLossyLink(t *testing.T) {
	const n = 1800
	r := versusScript(5, n)
	sums, events, dump := local(t, r, n)
	ms := func(d int) time.Duration { return time.Duration(d) * time.Millisecond }
	cases := []struct {
		name   string
		ab, ba netplay.LinkOptions
		delay  int
	}{
		{"100ms 20ms jitter 5% loss", netplay.LinkOptions{Latency: ms(50), Jitter: ms(20), Loss: 0.05}, netplay.LinkOptions{Latency: ms(50), Jitter: ms(20), Loss: 0.05}, 2},
		{"lan, no delay", netplay.LinkOptions{Latency: ms(2)}, netplay.LinkOptions{Latency: ms(2)}, 0},
		{"duplicated, reordered", netplay.LinkOptions{Latency: ms(40), Jitter: ms(10), Duplicate: 0.3, Reorder: 0.3}, netplay.LinkOptions{Latency: ms(30), Duplicate: 0.3, Reorder: 0.3}, 2},
		{"bad line", netplay.LinkOptions{Latency: ms(120), Jitter: ms(40), Loss: 0.2, Duplicate: 0.05, Reorder: 0.05}, netplay.LinkOptions{Latency: ms(100), Jitter: ms(30), Loss: 0.15}, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := newDuel(t, r, n, c.ab, c.ba, c.delay, nil)
			if hostErr, joinErr := d.run(20 * n); hostErr != nil || joinErr != nil {
				t.Fatalf("got errors %v and %v, want none", hostErr, joinErr)
			}
			for side, m := range []*online.Match{d.host, d.join} {
				got, _ := m.Confirmed().Dump().JSON()
				if m.Confirmed().Tick() != n || !bytes.Equal(got, dump) {
					t.Errorf("side %d: the last confirmed state (tick %d) is not the local run's", side, m.Confirmed().Tick())
				}
				// The sessions compare every checkpoint themselves (a
				// difference would have ended the match); here the frames
				// whose confirmed tick is a checkpoint are compared with the
				// local run too.
				if len(d.sums[side]) < n/netplay.CheckEvery/4 {
					t.Errorf("side %d: saw %d checkpoints, want a good part of the %d", side, len(d.sums[side]), n/netplay.CheckEvery)
				}
				for tick, sum := range d.sums[side] {
					if sum != sums[tick] {
						t.Fatalf("side %d, checkpoint %d: checksum %x, the local run %x", side, tick, sum, sums[tick])
					}
				}
				for tick := 0; tick < n; tick++ {
					if !reflect.DeepEqual(d.events[side][tick], events[tick]) && (len(events[tick]) > 0 || len(d.events[side][tick]) > 0) {
						t.Fatalf("side %d, tick %d: last simulated with events %v, the local run had %v", side, tick, d.events[side][tick], events[tick])
					}
				}
				g, err := game.RunReplay(mustRules(t), m.Replay(), n)
				if err != nil {
					t.Fatal(err)
				}
				if again, _ := g.Dump().JSON(); !bytes.Equal(again, dump) {
					t.Errorf("side %d: its replay of the confirmed inputs plays to another state", side)
				}
			}
			hs, js := d.host.Stats(), d.join.Stats()
			if hs.Rollbacks == 0 && c.ab.Latency > ms(10) {
				t.Error("no rollback on the host: the test does not test rollback")
			}
			t.Logf("host: %d rollbacks (deepest %d), %d stalls, %d slowed, %d B out; joiner: %d rollbacks (deepest %d), %d stalls, %d slowed, %d B out",
				hs.Rollbacks, hs.Deepest, hs.Stalls, hs.Slowed, hs.BytesOut, js.Rollbacks, js.Deepest, js.Stalls, js.Slowed, js.BytesOut)
		})
	}
}

// A state that differs on one side stops the match on both sides with a
// desync naming the checkpoint, and each side writes its replay of the
// confirmed inputs, which replays to the local run's state.
func TestDesyncWritesBothReplays(t *testing.T) {
	const n = 900
	r := versusScript(8, n)
	dir := t.TempDir()
	d := newDuel(t, r, n, netplay.LinkOptions{Latency: 30 * time.Millisecond}, netplay.LinkOptions{Latency: 30 * time.Millisecond}, 2,
		func(o *online.Options) { o.DesyncDir = dir })
	d.join.DamageAt(100)
	hostErr, joinErr := d.run(10 * n)
	for _, role := range []string{"host", "joiner"} {
		err := hostErr
		if role == "joiner" {
			err = joinErr
		}
		var de *netplay.DesyncError
		path := dir + "/desync-tick120-" + role + ".json"
		if !errors.As(err, &de) || de.Tick != 120 || !strings.Contains(err.Error(), "this side's replay is "+path) {
			t.Errorf("%s: got %v, want a desync at 120 naming %s", role, err, path)
			continue
		}
		rep, err := game.LoadReplay(path)
		if err != nil {
			t.Fatalf("%s: %v", role, err)
		}
		if len(rep.Inputs) == 0 || rep.Seed != r.Seed || rep.Mode != "versus" {
			t.Errorf("%s: replay %+v, want the match's seed and inputs", role, rep)
		}
	}
}

// A joiner whose rules data differ from the host's is refused, saying so.
func TestOtherDataIsRefused(t *testing.T) {
	files := fstest.MapFS{}
	for _, name := range []string{game.StagesFile, game.EnemiesFile, game.ItemsFile, game.RulesFile} {
		raw, err := os.ReadFile("../../../data/bomberman/" + name)
		if err != nil {
			t.Fatal(err)
		}
		files[name] = &fstest.MapFile{Data: raw}
	}
	files[game.RulesFile] = &fstest.MapFile{Data: bytes.Replace(files[game.RulesFile].Data, []byte("{"), []byte("{ "), 1)}
	modded, err := game.LoadConfig(files)
	if err != nil {
		t.Fatal(err)
	}
	d := newDuel(t, versusScript(1, 100), 100, netplay.LinkOptions{}, netplay.LinkOptions{}, 2, func(o *online.Options) {
		if o.Role == netplay.Joiner {
			o.Rules = modded
		}
	})
	_, joinErr := d.run(100)
	if joinErr == nil || !strings.Contains(joinErr.Error(), "the host's rules data differ from yours") {
		t.Fatalf("got %v, want a refusal for other rules data", joinErr)
	}
	if d.host.State() != netplay.Waiting {
		t.Errorf("host: got %v, want it still waiting", d.host.State())
	}
}

// A frame of an online match allocates nothing on either side once it
// runs: packets in, rollbacks, the tick, the events kept, packets out.
func TestUpdateDoesNotAllocate(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector's runtime allocates on its own")
	}
	const n = 1 << 20
	line := netplay.LinkOptions{Latency: 50 * time.Millisecond, Jitter: 20 * time.Millisecond, Loss: 0.05}
	d := newDuel(t, versusScript(5, 4000), n, line, line, 2, nil)
	d.run(600)
	if d.host.State() != netplay.Playing || d.join.State() != netplay.Playing {
		t.Fatalf("got states %v and %v, want both playing", d.host.State(), d.join.State())
	}
	before := d.host.Stats().Rollbacks
	allocs := testing.AllocsPerRun(1200, func() {
		d.now += frame
		d.link.SetTime(d.now)
		if _, err := d.host.Update(d.now); err != nil {
			t.Fatal(err)
		}
		if _, err := d.join.Update(d.now); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("got %v allocs per frame, want 0", allocs)
	}
	if d.host.Stats().Rollbacks == before {
		t.Error("no rollback in 20 s of play: the test measures too little")
	}
}

// Start never pauses an online match, whoever sends it: a peer's Start
// (or one a side's own program let through) is taken out of both players'
// inputs before the rules see them, on both sides, so the match plays on
// as the local run of the same inputs without Start, and the confirmed
// inputs kept for a replay hold no Start either.
func TestStartNeverPauses(t *testing.T) {
	const n = 600
	plain := versusScript(4, n)
	withStart := game.NewRecorder(plain.Options())
	noStart := game.NewRecorder(plain.Options())
	c := plain.Cursor()
	for tick := 0; tick < n; tick++ {
		in := c.Buttons(tick)
		noStart.Record(tick, in)
		if tick >= 100 && tick < 104 {
			in[1] |= game.ButtonStart // the joiner's peer presses Start
		}
		if tick >= 300 && tick < 303 {
			in[0] |= game.ButtonStart
		}
		withStart.Record(tick, in)
	}
	_, _, want := local(t, noStart.Replay(), n)
	d := newDuel(t, withStart.Replay(), n, netplay.LinkOptions{Latency: 30 * time.Millisecond}, netplay.LinkOptions{Latency: 30 * time.Millisecond}, 2, nil)
	paused := false
	for i := 0; i < 20*n && (d.host.State() != netplay.Finished || d.join.State() != netplay.Finished); i++ {
		if hostErr, joinErr := d.run(1); hostErr != nil || joinErr != nil {
			t.Fatalf("got errors %v and %v", hostErr, joinErr)
		}
		for _, m := range []*online.Match{d.host, d.join} {
			if g := m.Game(); g != nil && g.Paused() {
				paused = true
			}
		}
	}
	if paused {
		t.Error("a side's game paused")
	}
	for side, m := range []*online.Match{d.host, d.join} {
		got, _ := m.Confirmed().Dump().JSON()
		if m.Confirmed().Tick() != n || !bytes.Equal(got, want) {
			t.Errorf("side %d: the last confirmed state (tick %d) is not the local run's without Start", side, m.Confirmed().Tick())
		}
		for _, in := range m.Replay().Inputs {
			if strings.Contains(in.P1+in.P2, "S") {
				t.Fatalf("side %d: the confirmed inputs hold a Start at tick %d", side, in.Tick)
			}
		}
	}
}

// A host whose Welcome names the largest last tick a packet can carry
// (2^31-1, over a year) makes neither side reserve memory for it: the
// handshake and the first second of play allocate a few megabytes at most.
func TestLastTickReservesNothing(t *testing.T) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	d := newDuel(t, versusScript(2, 120), netplay.MaxTick, netplay.LinkOptions{}, netplay.LinkOptions{}, 2, nil)
	d.run(60)
	runtime.ReadMemStats(&after)
	if d.join.State() != netplay.Playing || d.join.Limit() != netplay.MaxTick {
		t.Fatalf("joiner: got state %v, limit %d; want playing to tick %d", d.join.State(), d.join.Limit(), netplay.MaxTick)
	}
	if got := after.TotalAlloc - before.TotalAlloc; got > 16<<20 {
		t.Errorf("the match allocated %d MB, want a few at most", got>>20)
	}
}
