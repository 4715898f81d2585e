package engine

import (
	"log/slog"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// shutdownGrace is how long a game has, after SIGINT, SIGTERM or SIGHUP,
// to stop by itself (finish its frame, write what it writes at its end,
// Close the engine) before the engine ends the process. A game stuck in
// its loading or in a frame (a hook that never returns, a call that
// blocks) is ended then, so a signal always stops the program; a second
// signal ends it at once.
const shutdownGrace = 3 * time.Second

// signals turns the shutdown signals into a quit at the next frame, and
// keeps a watchdog that ends the process if that quit never comes. New
// starts listening (unless Options.NoSignals), so a signal that comes
// while a game is still loading ends it at its first frame, as cleanly as
// one during play; Close hands the signals back and disarms the watchdog.
type signals struct {
	ch       chan os.Signal
	done     chan struct{} // closed by stop
	stopOnce sync.Once
	got      atomic.Bool // a signal came: quit at the next frame
}

// listen starts listening, once.
func (s *signals) listen(log *slog.Logger) {
	if s.ch != nil || len(shutdownSignals) == 0 {
		return
	}
	s.ch = make(chan os.Signal, 2)
	s.done = make(chan struct{})
	signal.Notify(s.ch, shutdownSignals...)
	go s.watch(log)
	log.Debug("engine: SIGINT, SIGTERM and SIGHUP end the loop", "grace", shutdownGrace)
}

// watch is the watchdog: the first signal asks the loop to quit and
// starts the grace period; a second signal, or the end of the grace
// period with the engine still open, ends the process.
func (s *signals) watch(log *slog.Logger) {
	var first os.Signal
	var deadline <-chan time.Time
	for {
		select {
		case sig := <-s.ch:
			if first != nil {
				log.Error("engine: a second signal: exiting now", "signal", sig.String())
				os.Exit(exitCode(sig))
			}
			first = sig
			s.got.Store(true)
			deadline = time.After(shutdownGrace)
			log.Debug("engine: quitting", "signal", sig.String())
		case <-deadline:
			log.Error("engine: the game did not stop after the signal: exiting", "signal", first.String(), "waited", shutdownGrace)
			os.Exit(exitCode(first))
		case <-s.done:
			return
		}
	}
}

// exitCode is a shell's status for a process ended by sig: 128 plus the
// signal's number (130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP).
func exitCode(sig os.Signal) int {
	if n, ok := sig.(syscall.Signal); ok {
		return 128 + int(n)
	}
	return 1
}

// received reports whether a signal arrived.
func (s *signals) received() bool { return s.got.Load() }

// stop hands the signals back to the program and disarms the watchdog.
func (s *signals) stop() {
	if s.ch == nil {
		return
	}
	s.stopOnce.Do(func() {
		signal.Stop(s.ch)
		close(s.done)
	})
}
