package save_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/save"
)

// TestMain points the default folder at a temporary one, so that no test,
// even one that forgets to pass a folder, writes into the user's config.
// The writer child of TestCrashMidWrite has its folder already and is
// killed, so it makes none.
func TestMain(m *testing.M) {
	if os.Getenv(envCrashDir) != "" {
		os.Exit(m.Run())
	}
	dir, err := os.MkdirTemp("", "bomberman-save-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Setenv(save.EnvDir, dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
