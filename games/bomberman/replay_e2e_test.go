//go:build !js

package main

// End-to-end tests of replays from elsewhere: the real executable records
// a replay with the rules data's hash, plays it back, refuses one recorded
// on other data unless -force, plays an older build's (no hash) with a
// note, and refuses ticks out of bounds. No display needed.

import (
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestE2EReplayData(t *testing.T) {
	skipShort(t)
	exe := executable(t)
	h := releaseRules(t).Hash()
	rec := start(t, exe, "-headless", "-stage", "1", "-seed", "3", "-ticks", "120", "-record", "r.json")
	rec.wait(t, 30*time.Second, "the recording")
	var r struct {
		DataHash string `json:"dataHash"`
	}
	raw := readJSON(t, rec.path("r.json"), &r)
	if r.DataHash != hex.EncodeToString(h[:]) {
		t.Fatalf("the recording's dataHash: got %q, want the rules data's %x", r.DataHash, h)
	}
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	same := write("same.json", raw)
	other := write("other.json", []byte(strings.Replace(string(raw), r.DataHash, strings.Repeat("0", 64), 1)))

	p := start(t, exe, "-headless", "-replay", same, "-dump", "d.json")
	p.wait(t, 30*time.Second, "the replay on its own data")
	if out := p.out.String(); strings.Contains(out, "replay") {
		t.Errorf("a replay on its own data: got notes\n%s\nwant none", out)
	}
	p = start(t, exe, "-headless", "-replay", other, "-dump", "d.json")
	p.exitedWith(t, 10*time.Second, "replay "+other+" was recorded on other rules data (replay 000000000000…, here "+hex.EncodeToString(h[:6])+"…): it would play to another game; -force plays it anyway")
	if _, err := os.Stat(p.path("d.json")); err == nil {
		t.Error("the refused replay wrote a dump")
	}
	p = start(t, exe, "-headless", "-replay", other, "-force", "-dump", "d.json")
	p.wait(t, 30*time.Second, "the replay on other data, forced")
	if out := p.out.String(); !strings.Contains(out, "-force: playing a replay recorded on other rules data") {
		t.Errorf("forced: no warning in\n%s", out)
	}
	old, err := filepath.Abs(filepath.Join("testdata", "versus.json"))
	if err != nil {
		t.Fatal(err)
	}
	p = start(t, exe, "-headless", "-replay", old, "-dump", "d.json")
	p.wait(t, 30*time.Second, "an older build's replay")
	if out := p.out.String(); !strings.Contains(out, "a replay without a rules data hash, played as it is") || !strings.Contains(out, "versus.json carries no rules data hash") {
		t.Errorf("an older build's replay: no note in\n%s", out)
	}
	far := write("far.json", []byte(`{"version":1,"seed":1,"stage":1,"mode":"normal","inputs":[{"tick":0,"p1":"R"},{"tick":9223372036854775747,"p1":""}]}`))
	p = start(t, exe, "-headless", "-replay", far, "-dump", "d.json")
	p.exitedWith(t, 10*time.Second, far+": field inputs[1].tick: got 9223372036854775747, want 0..36288000 (a week of play)")
}
