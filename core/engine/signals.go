package engine

import (
	"log/slog"
	"os"
	"os/signal"
)

// signals turns the shutdown signals into a quit at the next frame. New
// starts listening (unless Options.NoSignals), so a signal that comes
// while a game is still loading ends it at its first frame, as cleanly as
// one during play; Close hands the signals back.
type signals struct {
	ch chan os.Signal
}

// listen starts listening, once.
func (s *signals) listen(log *slog.Logger) {
	if s.ch != nil || len(shutdownSignals) == 0 {
		return
	}
	s.ch = make(chan os.Signal, 1)
	signal.Notify(s.ch, shutdownSignals...)
	log.Debug("engine: SIGINT, SIGTERM and SIGHUP end the loop")
}

// received reports whether a signal arrived since the last call.
func (s *signals) received() bool {
	select {
	case <-s.ch: // a nil channel (not listening) is never ready
		return true
	default:
		return false
	}
}

// stop hands the signals back to the program.
func (s *signals) stop() {
	if s.ch != nil {
		signal.Stop(s.ch)
	}
}
