package engine

import (
	"log/slog"
	"os"
	"os/signal"
)

// signals turns the shutdown signals into a quit at the next frame. It
// listens from the first frame on, so a program that only creates an
// engine (a tool, a test) keeps Go's default handling until it runs one.
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
