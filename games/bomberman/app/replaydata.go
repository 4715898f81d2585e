package app

import (
	"errors"
	"fmt"
	"log/slog"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// checkReplayData checks that a -replay was recorded on the rules data it
// is about to play on (game.Replay.CheckData): the same inputs on other
// data play to another game, so such a replay is refused, unless force
// (-force), which plays it with a warning. A replay of an older build,
// which carries no data hash, plays with a note in the log.
func checkReplayData(r *game.Replay, rules *game.Config, force bool, log *slog.Logger) error {
	err := r.CheckData(rules)
	var other *game.DataError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, game.ErrNoDataHash):
		log.Warn("bomberman: a replay without a rules data hash, played as it is", "err", err)
		return nil
	case errors.As(err, &other) && force:
		log.Warn("bomberman: -force: playing a replay recorded on other rules data", "err", err)
		return nil
	}
	return fmt.Errorf("%w; -force plays it anyway", err)
}
