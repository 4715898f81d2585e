package online_test

import (
	"bytes"
	"flag"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "write ../testdata/versus.json again")

// versusFile is the scripted match of the end-to-end tests and of
// docs/netplay.md's commands: versusScript(5, 1200), twenty seconds of a
// real fight. It is checked, and written with -update, here.
const versusFile = "../testdata/versus.json"

func TestVersusTestdata(t *testing.T) {
	raw, err := versusScript(5, 1200).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	raw = append(raw, '\n')
	if *update {
		if err := os.WriteFile(versusFile, raw, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(versusFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, raw) {
		t.Fatalf("%s is not versusScript(5, 1200): go test ./games/bomberman/online -run TestVersusTestdata -update writes it again", versusFile)
	}
}
