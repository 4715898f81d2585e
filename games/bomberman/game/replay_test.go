package game_test

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/data"
	"github.com/bengine-go/bengine/games/bomberman/game"
)

// Malformed replays are clear errors.
func TestReplayErrors(t *testing.T) {
	cases := []struct{ name, raw, want string }{
		{"version", `{"version":2,"seed":1,"stage":1,"mode":"normal","inputs":[]}`, "field version"},
		{"stage", `{"version":1,"seed":1,"stage":51,"mode":"normal","inputs":[]}`, "field stage"},
		{"mode", `{"version":1,"seed":1,"stage":1,"mode":"duel","inputs":[]}`, "field mode"},
		{"p2 alone", `{"version":1,"seed":1,"stage":1,"mode":"normal","inputs":[{"tick":0,"p1":"R","p2":"L"}]}`, "inputs[0].p2"},
		{"friendly fire", `{"version":1,"seed":1,"stage":1,"mode":"versus","friendlyFire":true,"inputs":[]}`, "field friendlyFire"},
		{"letter", `{"version":1,"seed":1,"stage":1,"mode":"normal","inputs":[{"tick":0,"p1":"X"}]}`, "inputs[0].p1"},
		{"twice", `{"version":1,"seed":1,"stage":1,"mode":"normal","inputs":[{"tick":0,"p1":"RR"}]}`, "twice"},
		{"order", `{"version":1,"seed":1,"stage":1,"mode":"normal","inputs":[{"tick":5,"p1":"R"},{"tick":5,"p1":""}]}`, "inputs[1].tick"},
		{"negative", `{"version":1,"seed":1,"stage":1,"mode":"normal","inputs":[{"tick":-1,"p1":"R"}]}`, "inputs[0].tick"},
		{"unknown", `{"version":1,"seed":1,"stage":1,"mode":"normal","inputs":[],"speed":2}`, "unknown field"},
		{"syntax", `{"version":1,`, "t.json"},
		{"wins", `{"version":1,"seed":1,"stage":1,"mode":"versus","wins":100,"inputs":[]}`, "field wins"},
		{"password", `{"version":1,"seed":1,"stage":1,"mode":"normal","password":"AAAAAAAAAAAAAAAAAAAA","inputs":[]}`, "field password"},
		{"password stage", `{"version":1,"seed":1,"stage":2,"mode":"normal","password":"` + stage1Password + `","inputs":[]}`, "field stage"},
		{"versus password", `{"version":1,"seed":1,"stage":1,"mode":"versus","password":"` + stage1Password + `","inputs":[]}`, "field password"},
	}
	for _, c := range cases {
		_, err := game.ParseReplay("t.json", []byte(c.raw))
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), "t.json") {
			t.Errorf("%s: got %v, want an error naming t.json and %q", c.name, err, c.want)
		}
	}
}

func dumpJSON(t *testing.T, g *game.Game) []byte {
	t.Helper()
	raw, err := g.Dump().JSON()
	if err != nil {
		t.Fatal(err)
	}
	return raw
}

// Determinism: the same replay twice gives identical dumps, and a recorded
// game replays to the same end state.
func TestDeterminismRecordReplay(t *testing.T) {
	cfg := mustConfig(t)
	opts := game.Options{Seed: 99, Stage: 4}
	g, _ := game.New(cfg, opts)
	rec := game.NewRecorder(opts)
	const ticks = 6000
	playRandom(g, rec, 5, ticks, 15)
	want := dumpJSON(t, g)
	rep := reparse(t, rec)
	for i := 0; i < 2; i++ {
		g2, err := game.RunReplay(cfg, rep, ticks)
		if err != nil {
			t.Fatal(err)
		}
		if got := dumpJSON(t, g2); !bytes.Equal(got, want) {
			t.Fatalf("run %d: replayed dump differs:\n%s\nwant\n%s", i, got, want)
		}
	}
}

// The dump has every field the tools and the end-to-end tests read.
func TestDumpFields(t *testing.T) {
	g, _ := game.New(mustConfig(t), game.Options{Seed: 1, Stage: 1})
	raw := string(dumpJSON(t, g))
	for _, f := range []string{`"tick"`, `"stage"`, `"bonus"`, `"phase"`, `"timer"`, `"score"`, `"lives"`, `"player"`,
		`"cell"`, `"offset"`, `"alive"`, `"bombs"`, `"range"`, `"speed"`, `"wallpass"`, `"bombpass"`, `"detonator"`,
		`"flamepass"`, `"mystery"`, `"map"`, `"exit"`, `"revealed"`, `"item"`, `"type"`, `"taken"`, `"flames"`, `"enemies"`, `"state"`} {
		if !strings.Contains(raw, f) {
			t.Errorf("dump lacks %s", f)
		}
	}
}

// replayCase is a replay file in testdata with what its dump must show.
type replayCase struct {
	file  string
	ticks int
	check func(t *testing.T, d *game.Dump)
}

// Rule tests driven by the replay files in testdata.
func TestReplayFiles(t *testing.T) {
	cfg := mustConfig(t)
	cases := []replayCase{
		{"start.json", 1, func(t *testing.T, d *game.Dump) {
			// 11.13: LEFT 2, TIME 200, tick 0 already playing.
			if d.Lives != 2 || d.Timer != 200 || d.Phase != "playing" || d.Tick != 1 {
				t.Errorf("got lives %d timer %d phase %s tick %d, want 2 200 playing 1", d.Lives, d.Timer, d.Phase, d.Tick)
			}
		}},
		{"own_bomb.json", 164, func(t *testing.T, d *game.Dump) {
			// The bomb placed on tick 1 (tick 0 is F&3==0, skipped) fires at F=161; the
			// centre is lethal on the next explosion tick, F=164.
			if d.Phase != "playing" || !d.Player.Alive || len(d.Flames) != 1 {
				t.Errorf("tick 163: got %s alive %v flames %d, want playing, alive, 1 flame", d.Phase, d.Player.Alive, len(d.Flames))
			}
		}},
		{"own_bomb.json", 165, func(t *testing.T, d *game.Dump) {
			if d.Phase != "dying" || d.Player.Alive {
				t.Errorf("tick 164: got %s alive %v, want dying", d.Phase, d.Player.Alive)
			}
		}},
		{"own_bomb.json", 165 + 188, func(t *testing.T, d *game.Dump) {
			// 7 x 16 F + 16 F + the jingle, then LEFT 1 and the STAGE screen.
			if d.Phase != "intro" || d.Lives != 1 || d.Stage != 1 || !d.Player.Alive {
				t.Errorf("got %s lives %d stage %d, want intro 1 1", d.Phase, d.Lives, d.Stage)
			}
		}},
		{"coop_own_bomb.json", 165, func(t *testing.T, d *game.Dump) {
			// Player 2's bomb on (2,1): its flame kills him, not player 1 on (1,1) (no friendly fire).
			if d.Player2 == nil || d.Player2.Alive || !d.Player.Alive || d.Phase != "playing" || d.Mode != "coop" {
				t.Errorf("got p1 alive %v, p2 %+v, phase %s, want p1 alive, p2 dead, playing", d.Player.Alive, d.Player2, d.Phase)
			}
		}},
		{"walk_corner.json", 40, func(t *testing.T, d *game.Dump) {
			// R on tick 0..11 (9 px: tick 0, 4, 8 skipped), then D blocked by the pillar (2,2).
			if d.Player.Cell != [2]int{2, 1} || d.Player.Offset != [2]int{1, 8} {
				t.Errorf("got %v %v, want [2 1] [1 8]", d.Player.Cell, d.Player.Offset)
			}
		}},
	}
	for _, c := range cases {
		rep, err := game.LoadReplay(filepath.Join("..", "testdata", c.file))
		if err != nil {
			t.Fatal(err)
		}
		g, err := game.RunReplay(cfg, rep, c.ticks)
		if err != nil {
			t.Fatal(err)
		}
		t.Run(c.file, func(t *testing.T) { c.check(t, g.Dump()) })
	}
}

// A replay saved and loaded is the same replay.
func TestReplaySaveLoad(t *testing.T) {
	rep := &game.Replay{Version: 1, Seed: 42, Stage: 1, Mode: "normal", Inputs: []game.ReplayInput{{Tick: 0, P1: "R"}, {Tick: 40, P1: "RA"}, {Tick: 41, P1: ""}}}
	path := filepath.Join(t.TempDir(), "r.json")
	if err := rep.Save(path); err != nil {
		t.Fatal(err)
	}
	got, err := game.LoadReplay(path)
	if err != nil {
		t.Fatal(err)
	}
	if got.Seed != 42 || len(got.Inputs) != 3 || got.Inputs[1].P1 != "RA" {
		t.Errorf("got %+v", got)
	}
	raw, _ := os.ReadFile(path)
	if !bytes.Contains(raw, []byte(`"p1": "RA"`)) {
		t.Errorf("saved JSON: %s", raw)
	}
}

// stage1Password is a valid password for stage 1.
var stage1Password = game.Progress{Stage: 1, Bombs: 1, Range: 1}.Password()

// LoadReplay reads within data.MaxFileSize and only regular files: an
// endless device is refused before it is read, a file one byte too large
// is refused, and a missing one is named.
func TestLoadReplayLimits(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.json")
	if err := os.WriteFile(big, bytes.Repeat([]byte(" "), data.MaxFileSize+1), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct{ name, path, want string }{
		{"endless", "/dev/zero", "/dev/zero: not a regular file: it is a character device"},
		{"one byte over", big, "too large"},
		{"missing", filepath.Join(t.TempDir(), "none.json"), "none.json: file not found"},
	}
	for _, c := range cases {
		if c.path == "/dev/zero" {
			if _, err := os.Stat(c.path); err != nil {
				t.Logf("%s: no %s on this system", c.name, c.path)
				continue
			}
		}
		_, err := game.LoadReplay(c.path)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.name, err, c.want)
		}
	}
}

// Options.Password starts the game as CONTINUE does: the password's stage,
// score and power-ups, LEFT 2, the kept power-ups of a death gone.
func TestNewWithPassword(t *testing.T) {
	cfg := mustConfig(t)
	pr := game.Progress{ScoreHundreds: 4321, Stage: 17, Bombs: 4, Range: 3, Speed: true, Detonator: true, Wallpass: true}
	for _, mode := range []game.Mode{game.ModeNormal, game.ModeCoop} {
		g, err := game.New(cfg, game.Options{Seed: 3, Mode: mode, Password: pr.Password()})
		if err != nil {
			t.Fatal(err)
		}
		cont, err := game.New(cfg, game.Options{Seed: 3, Mode: mode, Stage: 5})
		if err != nil {
			t.Fatal(err)
		}
		if err := cont.Continue(pr.Password()); err != nil {
			t.Fatal(err)
		}
		if g.Stage() != 17 || g.Score() != 432100 || g.Phase() != game.PhasePlaying {
			t.Errorf("%v: got stage %d score %d phase %v, want 17 432100 playing", mode, g.Stage(), g.Score(), g.Phase())
		}
		for i := 0; i < g.Players(); i++ {
			p, c := g.Player(i), cont.Player(i)
			got := [8]any{p.Lives, p.Bombs, p.Range, p.Speed, p.Detonator, p.Wallpass, p.Flamepass, p.Bombpass}
			want := [8]any{2, 4, 3, true, true, true, false, false}
			cw := [8]any{c.Lives, c.Bombs, c.Range, c.Speed, c.Detonator, c.Wallpass, c.Flamepass, c.Bombpass}
			if got != want || cw != want {
				t.Errorf("%v player %d: got %v, Continue gives %v, want %v", mode, i+1, got, cw, want)
			}
		}
		if cont.Stage() != g.Stage() || cont.Score() != g.Score() {
			t.Errorf("%v: Continue gives stage %d score %d, Options.Password %d %d", mode, cont.Stage(), cont.Score(), g.Stage(), g.Score())
		}
	}
	bad := []struct {
		name string
		opts game.Options
		want string
	}{
		{"invalid", game.Options{Password: "AAAAAAAAAAAAAAAAAAAA"}, "checksum"},
		{"short", game.Options{Password: "ABC"}, "3 letters"},
		{"versus", game.Options{Mode: game.ModeVersus, Password: pr.Password()}, "versus"},
		{"other stage", game.Options{Stage: 3, Password: pr.Password()}, "stage 3 with a password for stage 17"},
	}
	for _, c := range bad {
		if _, err := game.New(cfg, c.opts); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.name, err, c.want)
		}
	}
}

// A game continued from a password records its password, and the replay
// reproduces it.
func TestReplayWithPassword(t *testing.T) {
	cfg := mustConfig(t)
	opts := game.Options{Seed: 11, Password: game.Progress{ScoreHundreds: 70, Stage: 9, Bombs: 2, Range: 2}.Password()}
	g, err := game.New(cfg, opts)
	if err != nil {
		t.Fatal(err)
	}
	rec := game.NewRecorder(opts)
	playRandom(g, rec, 2, 3000, 17)
	rep := reparse(t, rec)
	if rep.Stage != 9 || rep.Password != opts.Password {
		t.Fatalf("got stage %d password %q, want 9 %q", rep.Stage, rep.Password, opts.Password)
	}
	g2, err := game.RunReplay(cfg, rep, 3000)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := dumpJSON(t, g2), dumpJSON(t, g); !bytes.Equal(got, want) {
		t.Errorf("replayed dump differs:\n%s\nwant\n%s", got, want)
	}
}

// A replay's ticks are bounded: a tick past MaxReplayTick is refused,
// naming the file and the key, and End (where a run of it stops by
// default) is the last input's tick plus ReplayTail, never an overflow.
func TestReplayTicksBounded(t *testing.T) {
	head := `{"version":1,"seed":1,"stage":1,"mode":"normal","inputs":[`
	cases := []struct {
		inputs string
		end    int
		err    string
	}{
		{``, game.ReplayTail, ""},
		{`{"tick":0,"p1":"R"},{"tick":1199,"p1":""}`, 1199 + game.ReplayTail, ""},
		{fmt.Sprintf(`{"tick":%d,"p1":"R"}`, game.MaxReplayTick), game.MaxReplayTick + game.ReplayTail, ""},
		{fmt.Sprintf(`{"tick":%d,"p1":"R"}`, game.MaxReplayTick+1), 0, "t.json: field inputs[0].tick: got 36288001, want 0..36288000 (a week of play)"},
		{`{"tick":0,"p1":"R"},{"tick":9223372036854775747,"p1":""}`, 0, "field inputs[1].tick"},
	}
	for _, c := range cases {
		r, err := game.ParseReplay("t.json", []byte(head+c.inputs+`]}`))
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: got %v, want an error with %q", c.inputs, err, c.err)
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.inputs, err)
		case c.err == "" && r.End() != c.end:
			t.Errorf("%s: End got %d, want %d", c.inputs, r.End(), c.end)
		}
	}
}

// A replay carries the hash of the rules data it was recorded on:
// CheckData accepts it on the same data, refuses it on other data naming
// the file and both hashes, and says of a replay without one (an older
// build's) that it carries none. A hash that is not 64 hex digits does not
// load.
func TestReplayDataHash(t *testing.T) {
	cfg := mustConfig(t)
	files := dataFS(t)
	files[game.RulesFile].Data = append(files[game.RulesFile].Data, ' ')
	modded, err := game.LoadConfig(files)
	if err != nil {
		t.Fatal(err)
	}
	rec := game.NewRecorder(game.Options{Seed: 3, Stage: 2})
	rec.SetDataHash(cfg.Hash())
	rec.Record(0, [2]game.Buttons{game.ButtonRight})
	raw, err := rec.Replay().Marshal()
	if err != nil {
		t.Fatal(err)
	}
	h := cfg.Hash()
	if !bytes.Contains(raw, []byte(`"dataHash": "`+hex.EncodeToString(h[:])+`"`)) {
		t.Fatalf("the replay does not carry the data hash:\n%s", raw)
	}
	r, err := game.ParseReplay("rec.json", raw)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.CheckData(cfg); err != nil {
		t.Errorf("same data: got %v, want nil", err)
	}
	err = r.CheckData(modded)
	var de *game.DataError
	mh := modded.Hash()
	want := fmt.Sprintf("game: replay rec.json was recorded on other rules data (replay %x…, here %x…)", h[:6], mh[:6])
	if !errors.As(err, &de) || !strings.Contains(err.Error(), want) {
		t.Errorf("other data: got %v, want a DataError saying %q", err, want)
	}
	old, err := game.ParseReplay("old.json", []byte(`{"version":1,"seed":1,"stage":1,"mode":"normal","inputs":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	if err := old.CheckData(cfg); !errors.Is(err, game.ErrNoDataHash) || !strings.Contains(err.Error(), "replay old.json carries no rules data hash") {
		t.Errorf("no hash: got %v, want ErrNoDataHash naming the file", err)
	}
	for _, bad := range []string{"12", strings.Repeat("G", 64), strings.Repeat("AB", 32), strings.Repeat("ab", 33)} {
		_, err := game.ParseReplay("t.json", []byte(`{"version":1,"seed":1,"stage":1,"mode":"normal","dataHash":"`+bad+`","inputs":[]}`))
		if err == nil || !strings.Contains(err.Error(), "t.json: field dataHash") {
			t.Errorf("dataHash %q: got %v, want an error naming t.json and dataHash", bad, err)
		}
	}
}

// FuzzReplayHeader: whatever the header's fields, a replay that loads has
// a bounded End, a CheckData that says same, other or none, and encodes
// back to a replay that loads to the same.
func FuzzReplayHeader(f *testing.F) {
	cfg := mustConfig(f)
	h := cfg.Hash()
	f.Add(1, uint64(5), 1, "versus", 3, "", hex.EncodeToString(h[:]), int64(1199))
	f.Add(1, uint64(0), 50, "coop", 0, "", "", int64(0))
	f.Add(1, uint64(1), 1, "normal", 0, stage1Password, strings.Repeat("0", 64), int64(game.MaxReplayTick))
	f.Add(2, uint64(1), 0, "duel", -1, "X", "zz", int64(-1))
	f.Fuzz(func(t *testing.T, version int, seed uint64, stage int, mode string, wins int, password, dataHash string, tick int64) {
		raw, err := json.Marshal(map[string]any{"version": version, "seed": seed, "stage": stage, "mode": mode, "wins": wins,
			"password": password, "dataHash": dataHash, "inputs": []map[string]any{{"tick": tick, "p1": "R"}}})
		if err != nil {
			return
		}
		r, err := game.ParseReplay("fuzz.json", raw)
		if err != nil {
			if !strings.Contains(err.Error(), "fuzz.json") {
				t.Fatalf("an error that does not name the file: %v", err)
			}
			return
		}
		if end := r.End(); end < game.ReplayTail || end > game.MaxReplayTick+game.ReplayTail || end != int(tick)+game.ReplayTail {
			t.Fatalf("tick %d: End %d out of bounds", tick, end)
		}
		var de *game.DataError
		if err := r.CheckData(cfg); err != nil && !errors.As(err, &de) && !errors.Is(err, game.ErrNoDataHash) {
			t.Fatalf("CheckData: %v", err)
		}
		back, err := r.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		again, err := game.ParseReplay("fuzz.json", back)
		if err != nil {
			t.Fatalf("encoded back, it does not load: %v\n%s", err, back)
		}
		if again.Options() != r.Options() || again.DataHash != r.DataHash || again.End() != r.End() {
			t.Fatalf("encoded back, it loads to another replay:\n%s", back)
		}
	})
}
