package shaders_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/bengine-go/bengine/core/render/internal/shaders"
	"github.com/bengine-go/bengine/core/render/shaderc"
)

func TestNamesCoverEverySource(t *testing.T) {
	got, err := shaderc.Sources("src")
	if err != nil {
		t.Fatal(err)
	}
	want := slices.Sorted(slices.Values(shaders.Names))
	if !slices.Equal(got, want) {
		t.Errorf("got sources %v, want Names %v", got, want)
	}
}

// TestCommittedBlobsAreFresh recompiles every shader and compares the
// result with the embedded blobs: a source edited without running go
// generate fails here.
func TestCommittedBlobsAreFresh(t *testing.T) {
	if _, _, err := shaderc.Tools(); err != nil {
		t.Skipf("cannot check the committed shaders: %v", err)
	}
	// Read every source here too: the compilers run in other processes, and
	// go test's cache only notices files this process opens.
	for _, name := range shaders.Names {
		if _, err := os.ReadFile(filepath.Join("src", name)); err != nil {
			t.Fatal(err)
		}
	}
	out := t.TempDir()
	if err := shaderc.Compile("src", out); err != nil {
		t.Fatal(err)
	}
	for _, name := range shaders.Names {
		cases := []struct {
			file      string
			committed []byte
		}{
			{filepath.Join(out, "spirv", name+".spv"), shaders.SPIRV(name)},
			{filepath.Join(out, "msl", name+".msl"), shaders.MSL(name)},
		}
		for _, c := range cases {
			fresh, err := os.ReadFile(c.file)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(fresh, c.committed) {
				t.Errorf("%s: committed blob is stale (%d bytes, source compiles to %d): run go generate ./core/render/... (or the tools here are another version than Debian 12's glslang-tools 12.0.0 and spirv-cross 1.3.239, which made them)", filepath.Base(c.file), len(c.committed), len(fresh))
			}
		}
	}
}

func TestBlobsLookValid(t *testing.T) {
	for _, name := range shaders.Names {
		spv := shaders.SPIRV(name)
		if len(spv) < 20 || !bytes.Equal(spv[:4], []byte{0x03, 0x02, 0x23, 0x07}) {
			t.Errorf("%s: got SPIR-V starting % x, want the magic 03 02 23 07", name, spv[:min(4, len(spv))])
		}
		if msl := shaders.MSL(name); !bytes.Contains(msl, []byte("main0(")) {
			t.Errorf("%s: MSL has no main0 entry point", name)
		}
	}
}
