//go:build !js

package online

import (
	"errors"
	"fmt"
	"log/slog"
	"math"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/core/netplay"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Headless is a scripted online match without a window: the local
// player's inputs come from a replay (the host takes its p1, the joiner
// its p2), or are idle; the match ends at a confirmed tick and writes the
// confirmed state. Two processes on one machine so give byte-identical
// dumps, equal to the local versus replay of the same inputs.
type Headless struct {
	Rules *game.Config
	// Host is the address to wait for an opponent on (":7777",
	// "0.0.0.0:7777", "[::]:7777"), or Join the host's "HOST:PORT".
	Host, Join string
	Delay      int
	// Seed, Stage and Wins are the host's match (a replay's win).
	Seed        uint64
	Stage, Wins int
	// Replay gives the local player's inputs, and to a host the match's
	// seed, stage and wins; nil plays idle.
	Replay *game.Replay
	// Ticks ends the match at this confirmed tick (0 with a replay: its
	// last input plus a second, as a local -replay run ends).
	Ticks int
	// Dump and Record, if set, are written at the last tick: the
	// confirmed state (game.Dump as JSON) and the confirmed inputs.
	Dump, Record string
	// DesyncDir receives this side's replay if the states desync.
	DesyncDir string
	// Logger receives the progress (the address hosted on, the
	// opponent, the figures at the end) and the session's notes (nil:
	// slog.Default()).
	Logger *slog.Logger
	// Timeout is the silence that ends the match (0: netplay.DefaultTimeout).
	Timeout time.Duration
}

// RunHeadless plays h's match to its last tick as fast as the two sides
// and the network allow (no frame pacing: a side waits on its socket only
// when it must), then writes Dump and Record. SIGINT or SIGTERM leaves the
// match, telling the opponent.
func RunHeadless(h Headless) error {
	log := h.Logger
	if log == nil {
		log = slog.Default()
	}
	role := netplay.Host
	if h.Join != "" {
		role = netplay.Joiner
	}
	if (h.Host == "") == (h.Join == "") {
		return errors.New("online: give a host address or a join address")
	}
	local := 0
	if role == netplay.Joiner {
		local = 1
	}
	ticks := h.Ticks
	seed, stage, wins := h.Seed, h.Stage, h.Wins
	input := func(int) game.Buttons { return 0 }
	if r := h.Replay; r != nil {
		if r.Mode != game.ModeVersus.String() {
			return fmt.Errorf("online: the replay is a %s game; an online match is versus", r.Mode)
		}
		o := r.Options()
		seed, stage, wins = o.Seed, o.Stage, o.Wins
		if ticks == 0 {
			ticks = r.End()
		}
		c := r.Cursor()
		input = func(t int) game.Buttons { return c.Buttons(t)[local] }
	}
	if ticks <= 0 {
		return errors.New("online: a headless match needs a last tick (-ticks N) or a replay")
	}

	var conn *netplay.UDP
	o := Options{Rules: h.Rules, Role: role, Delay: h.Delay, Seed: seed, Stage: stage, Wins: wins, Limit: ticks,
		Input: input, DesyncDir: h.DesyncDir, Timeout: h.Timeout, Logger: log}
	var err error
	if role == netplay.Host {
		if conn, err = netplay.ListenUDP(h.Host); err != nil {
			return err
		}
		log.Info("bomberman: hosting, waiting for an opponent", "addr", conn.LocalAddr())
	} else {
		if conn, o.HostAddr, err = netplay.DialUDP(h.Join); err != nil {
			return err
		}
		log.Info("bomberman: joining", "host", o.HostAddr)
	}
	defer conn.Close()
	m, err := NewMatch(conn, o)
	if err != nil {
		return err
	}
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(stop)

	start := time.Now()
	playing, wrote := false, false
	for {
		select {
		case sig := <-stop:
			m.Close()
			return fmt.Errorf("online: %v: left the match", sig)
		default:
		}
		f, err := m.Update(time.Since(start))
		if err != nil {
			return err
		}
		if !playing && f.State >= netplay.Playing {
			playing = true
			ticks = m.Limit() // the host's last tick, or this side's own if sooner
			log.Info("bomberman: playing", "player", local+1, "peer", m.Peer(), "seed", m.GameOptions().Seed,
				"last_tick", ticks, "delay", h.Delay)
		}
		if !wrote && f.State >= netplay.Done && m.s.Err() == nil {
			wrote = true
			if err := h.write(m); err != nil {
				m.Close()
				return err
			}
		}
		if f.State == netplay.Finished {
			if err := m.s.Err(); err != nil {
				return err
			}
			break
		}
		if !f.Advanced {
			conn.Wait(2 * time.Millisecond) // nothing to simulate: wait for the peer
		}
	}
	st := m.Stats()
	secs := time.Since(start).Seconds()
	log.Info("bomberman: done", "tick", ticks, "seconds", math.Round(secs*10)/10, "rollbacks", st.Rollbacks,
		"deepest", st.Deepest, "resimulated", st.Resimulated, "stalls", st.Stalls, "slowed", st.Slowed,
		"bytes_out", st.BytesOut, "bytes_in", st.BytesIn, "rtt", st.RTT.Round(time.Millisecond))
	return nil
}

// write saves the confirmed state and inputs at the last tick.
func (h *Headless) write(m *Match) error {
	if h.Dump != "" {
		raw, err := m.Confirmed().Dump().JSON()
		if err == nil {
			err = data.WriteFileAtomic(h.Dump, raw, 0o644)
		}
		if err != nil {
			return fmt.Errorf("-dump: %w", err)
		}
	}
	if h.Record != "" {
		if err := m.Replay().Save(h.Record); err != nil {
			return fmt.Errorf("-record: %w", err)
		}
	}
	return nil
}
