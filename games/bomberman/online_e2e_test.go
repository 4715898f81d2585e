//go:build !js

package main

// End-to-end tests of online versus: two real executables on this machine
// play over loopback UDP, headless (no display needed), and once each in
// its window (Xvfb). About 8 s in all, 3 of them the time a host waits for
// a killed opponent.

import (
	"bytes"
	"errors"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/game"
	"github.com/bengine-go/bengine/games/bomberman/online"
)

// versusReplay is the scripted match both sides play (each its own
// player's inputs), absolute so that the processes find it from their
// own working folders.
func versusReplay(t *testing.T) string {
	t.Helper()
	p, err := filepath.Abs(filepath.Join("testdata", "versus.json"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func skipShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: skipping the end-to-end tests of the executable")
	}
}

var hostingRE = regexp.MustCompile(`bomberman: hosting, waiting for an opponent addr=(\S+)`)

// hostPort waits for the host to say the address it listens on.
func (p *proc) hostPort(t *testing.T) string {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if m := hostingRE.FindStringSubmatch(p.out.String()); m != nil {
			_, port, err := net.SplitHostPort(m[1])
			if err != nil {
				t.Fatal(err)
			}
			return port
		}
		select {
		case <-p.done:
			t.Fatalf("the host ended before hosting: %v\n%s", p.err, p.out.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
	t.Fatalf("the host said no address within 20 s:\n%s", p.out.String())
	return ""
}

// waitFor waits for text in the process's output.
func (p *proc) waitFor(t *testing.T, text string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(p.out.String(), text) {
		if time.Now().After(deadline) {
			t.Fatalf("no %q within 20 s:\n%s", text, p.out.String())
		}
		select {
		case <-p.done:
			t.Fatalf("ended before %q: %v\n%s", text, p.err, p.out.String())
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// exitedWith waits for the process to end and checks that it failed with
// status 1 and said want, without a panic.
func (p *proc) exitedWith(t *testing.T, d time.Duration, want string) {
	t.Helper()
	select {
	case <-p.done:
	case <-time.After(d):
		t.Fatalf("still running %v later, want it ended with %q\n%s", d, want, p.out.String())
	}
	out := p.out.String()
	code := -1
	if p.cmd.ProcessState != nil {
		code = p.cmd.ProcessState.ExitCode()
	}
	if code != 1 || !strings.Contains(out, want) || strings.Contains(out, "goroutine ") {
		t.Fatalf("got exit %d with\n%s\nwant exit 1 and %q, no panic", code, out, want)
	}
}

// TestE2EOnlineMatch: a host and a joiner play the scripted match over
// loopback UDP (IPv4, and IPv6 where the machine has it), each its own
// player's part; both write byte-identical dumps of the last confirmed
// state, equal to the local versus run of the same replay.
func TestE2EOnlineMatch(t *testing.T) {
	skipShort(t)
	exe := executable(t)
	rep := versusReplay(t)
	localRun := start(t, exe, "-headless", "-replay", rep, "-dump", "d.json")
	localRun.wait(t, 30*time.Second, "the local -replay run")
	want, err := os.ReadFile(localRun.path("d.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, listen, join string }{
		{"IPv4", "127.0.0.1:0", "127.0.0.1"},
		{"IPv6", "[::1]:0", "::1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.name == "IPv6" {
				if l, err := net.ListenUDP("udp6", &net.UDPAddr{IP: net.IPv6loopback}); err != nil {
					t.Skipf("no IPv6 loopback: %v", err)
				} else {
					l.Close()
				}
			}
			host := start(t, exe, "-headless", "-host", c.listen, "-replay", rep, "-dump", "d.json")
			port := host.hostPort(t)
			join := start(t, exe, "-headless", "-join", net.JoinHostPort(c.join, port), "-replay", rep, "-dump", "d.json", "-delay", "3")
			host.wait(t, 30*time.Second, "the host")
			join.wait(t, 30*time.Second, "the joiner")
			h, err := os.ReadFile(host.path("d.json"))
			if err != nil {
				t.Fatal(err)
			}
			j, err := os.ReadFile(join.path("d.json"))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(h, j) {
				t.Fatalf("the two dumps differ at %s", firstDiff(h, j))
			}
			if !bytes.Equal(h, want) {
				t.Fatalf("the online dump differs from the local run's at %s", firstDiff(h, want))
			}
			for _, p := range []*proc{host, join} {
				// the replay's last input is at tick 1199: a second more, as a local -replay run
				if !strings.Contains(p.out.String(), "bomberman: done tick=1259") {
					t.Errorf("no summary of the match:\n%s", p.out.String())
				}
			}
		})
	}
}

// TestE2EOnlineEnds: a joiner killed mid-match ends the host with
// "connection lost" after the timeout; one interrupted leaves, and the
// host ends at once with "the opponent left"; a joiner with other rules
// data is refused with a message saying so, and the host waits on.
func TestE2EOnlineEnds(t *testing.T) {
	skipShort(t)
	exe := executable(t)
	long := []string{"-headless", "-ticks", "100000000"}
	pair := func(t *testing.T) (host, join *proc) {
		host = start(t, exe, append([]string{"-host", "127.0.0.1:0"}, long...)...)
		join = start(t, exe, append([]string{"-join", "127.0.0.1:" + host.hostPort(t)}, long...)...)
		host.waitFor(t, "bomberman: playing player=1")
		join.waitFor(t, "bomberman: playing player=2")
		time.Sleep(300 * time.Millisecond) // mid-match
		return host, join
	}
	t.Run("killed", func(t *testing.T) {
		host, join := pair(t)
		join.cmd.Process.Kill()
		killed := time.Now()
		host.exitedWith(t, 6*time.Second, "netplay: connection lost: nothing from 127.0.0.1:")
		if d := time.Since(killed); d < 2500*time.Millisecond {
			t.Errorf("connection lost %v after the kill, want the 3 s timeout", d)
		}
	})
	t.Run("interrupted", func(t *testing.T) {
		if runtime.GOOS == "windows" {
			t.Skip("Windows cannot send SIGINT to another process")
		}
		host, join := pair(t)
		join.cmd.Process.Signal(syscall.SIGINT)
		join.exitedWith(t, 3*time.Second, "interrupt: left the match")
		host.exitedWith(t, 2*time.Second, "netplay: the opponent left the match")
	})
	t.Run("nothing hosting", func(t *testing.T) {
		closed, err := net.ListenUDP("udp4", &net.UDPAddr{IP: net.IPv4(127, 0, 0, 1)})
		if err != nil {
			t.Fatal(err)
		}
		addr := closed.LocalAddr().String()
		closed.Close() // nothing listens there now
		join := start(t, exe, append([]string{"-join", addr}, long...)...)
		join.exitedWith(t, 3*time.Second, "the system reports that nothing listens on "+addr)
	})
	t.Run("other data", func(t *testing.T) {
		modded := t.TempDir()
		if err := copyDir(filepath.Join("..", "..", "data", "bomberman"), modded); err != nil {
			t.Fatal(err)
		}
		rules := filepath.Join(modded, "rules.json")
		raw, err := os.ReadFile(rules)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(rules, append(raw, ' '), 0o644); err != nil {
			t.Fatal(err)
		}
		host := start(t, exe, append([]string{"-host", "127.0.0.1:0", "-data", modded}, long...)...)
		join := start(t, exe, append([]string{"-join", "127.0.0.1:" + host.hostPort(t)}, long...)...)
		join.exitedWith(t, 5*time.Second, "the host's rules data differ from yours")
		host.waitFor(t, "netplay: refused a joiner addr=127.0.0.1:")
		select {
		case <-host.done:
			t.Fatalf("the host ended: %v\n%s", host.err, host.out.String())
		default:
		}
	})
}

// TestE2EOnlineWindowed: two real executables, each in its window (Xvfb),
// play online from the flags alone: -host waits on its screen, -join
// connects, both reach the match. The joiner interrupted (SIGINT) leaves
// cleanly, telling the host, whose window says the opponent left and goes
// on running until it is closed (SIGTERM): both exit 0, neither panics.
func TestE2EOnlineWindowed(t *testing.T) {
	needX(t)
	if runtime.GOOS == "windows" {
		t.Skip("Windows cannot send SIGINT to another process")
	}
	exe := executable(t)
	host := start(t, exe, "-host", "127.0.0.1:0", "-scale", "1")
	port := host.hostPort(t)
	host.window(t)
	join := start(t, exe, "-join", "127.0.0.1:"+port, "-scale", "1")
	host.waitFor(t, "bomberman: playing player=1")
	join.waitFor(t, "bomberman: playing player=2")
	time.Sleep(500 * time.Millisecond) // mid-match
	join.cmd.Process.Signal(syscall.SIGINT)
	join.wait(t, 5*time.Second, "the joiner interrupted")
	host.waitFor(t, "the opponent left the match")
	time.Sleep(200 * time.Millisecond) // the host's window shows the message, and runs on
	select {
	case <-host.done:
		t.Fatalf("the host ended on its own: %v\n%s", host.err, host.out.String())
	default:
	}
	host.cmd.Process.Signal(syscall.SIGTERM)
	host.wait(t, 5*time.Second, "the host closed")
	for _, p := range []*proc{host, join} {
		if out := p.out.String(); strings.Contains(out, "goroutine ") || strings.Contains(out, "panic") {
			t.Errorf("a panic:\n%s", out)
		}
	}
}

// TestE2EOnlineJoinerTicks: a headless joiner's -ticks is its own last
// tick even against a host that names none (a window's): it stops there,
// writes its -dump (the local versus run of the same idle inputs), exits
// 0 and leaves the match, which the host hears. The host here is a bare
// online.Match in this process, on loopback UDP, as a window's would be.
func TestE2EOnlineJoinerTicks(t *testing.T) {
	skipShort(t)
	exe := executable(t)
	rules := releaseRules(t)
	conn, err := netplay.ListenUDP("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	host, err := online.NewMatch(conn, online.Options{Rules: rules, Role: netplay.Host, Delay: 2, Seed: 11,
		Input: func(int) game.Buttons { return 0 }, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	hostErr := make(chan error, 1)
	go func() {
		start := time.Now()
		for time.Since(start) < 30*time.Second {
			if _, err := host.Update(time.Since(start)); err != nil {
				hostErr <- err
				return
			}
			conn.Wait(time.Second / 60)
		}
		hostErr <- errors.New("the host's match did not end within 30 s")
	}()
	const ticks = 300
	join := start(t, exe, "-headless", "-join", conn.LocalAddr().String(), "-ticks", strconv.Itoa(ticks), "-dump", "d.json")
	join.wait(t, 30*time.Second, "the joiner")
	if err := <-hostErr; !errors.Is(err, netplay.ErrPeerLeft) {
		t.Errorf("the host: got %v, want the opponent left", err)
	}
	g, err := game.New(rules, game.Options{Seed: 11, Stage: 1, Mode: game.ModeVersus})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < ticks; i++ {
		g.Step([2]game.Buttons{})
	}
	want, _ := g.Dump().JSON()
	got, err := os.ReadFile(join.path("d.json"))
	if err != nil {
		t.Fatalf("no -dump: %v\n%s", err, join.out.String())
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("the joiner's dump differs from the local run's at %s", firstDiff(got, want))
	}
	if out := join.out.String(); !strings.Contains(out, "the host names no last tick: this side stops at its own tick=300") {
		t.Errorf("the joiner did not say where it stops:\n%s", out)
	}
}

// releaseRules loads the rules data the executable plays on: the
// repository's, which executable copies beside it.
func releaseRules(t *testing.T) *game.Config {
	t.Helper()
	rules, err := game.LoadConfig(os.DirFS(filepath.Join("..", "..", "data", "bomberman")))
	if err != nil {
		t.Fatal(err)
	}
	return rules
}
