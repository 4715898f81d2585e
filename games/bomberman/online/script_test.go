package online_test

import (
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// The scripted match is a real one: bombs, deaths and rounds.
func TestVersusScriptPlays(t *testing.T) {
	r := versusScript(5, 1200) // the e2e tests' match (testdata/versus.json)
	g, err := game.New(mustRules(t), r.Options())
	if err != nil {
		t.Fatal(err)
	}
	c := r.Cursor()
	count := map[game.EventKind]int{}
	for tick := 0; tick < 1200; tick++ {
		g.Step(c.Buttons(tick))
		for _, e := range g.Events() {
			count[e.Kind]++
		}
	}
	if count[game.EventExplosion] < 5 || count[game.EventPlayerDied] < 2 || count[game.EventRoundOver] < 2 {
		t.Errorf("the script barely plays: %v", count)
	}
	t.Logf("bombs %d explosions %d deaths %d rounds %d items %d phase %v wins %d-%d", count[game.EventBombPlaced], count[game.EventExplosion],
		count[game.EventPlayerDied], count[game.EventRoundOver], count[game.EventItemCollected], g.Phase(), g.Player(0).Wins, g.Player(1).Wins)
}
