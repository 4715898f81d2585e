package game_test

import (
	"testing"

	"github.com/bengine-go/bengine/games/bomberman/game"
)

// record runs n frames holding b and returns the events and music changes seen.
func record(g *game.Game, n int, b game.Buttons) (kinds map[game.EventKind]int, music []game.Music) {
	kinds = map[game.EventKind]int{}
	for i := 0; i < n; i++ {
		g.Step([2]game.Buttons{b, 0})
		for _, e := range g.Events() {
			kinds[e.Kind]++
		}
		for _, e := range eventsOf[game.MusicChanged](g) {
			music = append(music, e.Music)
		}
	}
	return kinds, music
}

// Section 10: the sound and music moments are events of the step.
func TestSoundMoments(t *testing.T) {
	cfg := mustConfig(t)
	g := empty(t, 1, 1)
	g.Player(0).Speed = true
	g.SetItem(game.ItemFlamepass, 3, 1, true)
	k, m := record(g, 33, R|A) // the bomb's nudge costs 1 px
	if k[game.EventBombPlaced] != 1 || k[game.EventFootstep] != 4 || k[game.EventItemCollected] != 1 || len(m) != 1 || m[0] != game.MusicInvincible {
		t.Errorf("walk: got %v music %v, want 1 bomb, 4 footsteps, the item and the invincibility theme", k, m)
	}
	place(g, 29, 11, 8, 8)
	record(g, 120, 0) // to F=153; the bomb fires on F=161
	g.AddEnemy(0, game.Balloom, game.Pos{X: 2, Y: 1, U: 8, V: 8}, game.DirUp)
	k, _ = record(g, 300, 0)
	if k[game.EventExplosion] != 1 || k[game.EventEnemyKilled] != 1 || k[game.EventAllEnemiesDead] != 1 || k[game.EventPointsShown] != 1 {
		t.Errorf("blast: got %v, want an explosion, a kill, the chime and the pop-up", k)
	}
	g.SetExit(29, 11, true)
	k, m = record(g, 1, 0)
	if k[game.EventStageClear] != 1 || len(m) != 1 || m[0] != game.MusicClear {
		t.Errorf("clear: got %v music %v, want the clear and its jingle", k, m)
	}
	k, m = record(g, cfg.Rules.ClearFrames+cfg.Rules.IntroFrames, 0)
	if k[game.EventStageStart] != 1 || len(m) != 2 || m[0] != game.MusicStageIntro || m[1] != game.MusicStage {
		t.Errorf("next stage: got %v music %v, want the STAGE screen then the stage theme", k, m)
	}
	g.AddEnemy(0, game.Pontan, g.Player(0).Pos, game.DirUp)
	g.SetLives(0)
	k, m = record(g, 400, 0)
	if k[game.EventPlayerDied] != 1 || k[game.EventGameOver] != 1 || k[game.EventPasswordShown] != 1 || len(m) != 2 || m[0] != game.MusicDeath || m[1] != game.MusicGameOver {
		t.Errorf("death: got %v music %v, want death, game over, password", k, m)
	}
}
