package engine_test

import (
	"errors"
	"flag"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/engine"
)

func TestParseFlags(t *testing.T) {
	newSet := func() (*flag.FlagSet, *int) {
		fl := flag.NewFlagSet("game", flag.ContinueOnError)
		return fl, fl.Int("ticks", 0, "steps to run")
	}
	fl, ticks := newSet()
	if err := engine.ParseFlags(fl, []string{"-ticks", "7"}); err != nil || *ticks != 7 {
		t.Errorf("-ticks 7: got %v and ticks %d, want nil and 7", err, *ticks)
	}
	fl, _ = newSet()
	if err := engine.ParseFlags(fl, []string{"-h"}); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("-h: got %v, want flag.ErrHelp", err)
	}
	fl, _ = newSet()
	err := engine.ParseFlags(fl, []string{"-tick", "7"})
	var usage engine.UsageError
	if !errors.As(err, &usage) || !strings.Contains(err.Error(), "-tick") || !strings.Contains(err.Error(), "-h lists the flags") {
		t.Errorf("-tick 7: got %v, want a UsageError naming -tick and pointing to -h", err)
	}
}
