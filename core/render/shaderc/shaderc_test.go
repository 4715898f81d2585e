package shaderc_test

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/render/shaderc"
)

// write puts files (name -> text) into a new folder and returns it.
func write(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

const vertexSource = `#version 450
#extension GL_GOOGLE_include_directive : require
#include "bengine_vertex.glsl"
layout(location = 3) in float inPhase;
BENGINE_VERTEX_UNIFORMS Wave { vec4 time; };
void main() {
    vUV = inUV;
    vColor = inColor;
    gl_Position = bengineTransform(inPos + vec2(0.0, sin(time.x + inPhase)));
}
`

const fragmentSource = `#version 450
#extension GL_GOOGLE_include_directive : require
#include "bengine_fragment.glsl"
BENGINE_FRAGMENT_UNIFORMS Tint { vec4 tint; };
void main() { bengineWrite(texture(bengineTexture, vUV) * vColor * tint); }
`

// TestCompileAGamesShaders compiles a vertex and a fragment shader that use
// the engine's include files, as a game's go:generate line does, and checks
// both forms of each: SPIR-V with its magic number, MSL with its entry point
// and the bindings SDL's Metal driver expects (uniform buffers first, then
// the storage buffer).
func TestCompileAGamesShaders(t *testing.T) {
	if _, _, err := shaderc.Tools(); err != nil {
		t.Skipf("cannot compile shaders here: %v", err)
	}
	src := write(t, map[string]string{"wave.vert": vertexSource, "tint.frag": fragmentSource, "notes.txt": "not a shader"})
	out := t.TempDir()
	if err := shaderc.Compile(src, out); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"wave.vert", "tint.frag"} {
		spv, err := os.ReadFile(filepath.Join(out, "spirv", name+".spv"))
		if err != nil {
			t.Fatal(err)
		}
		if len(spv) < 20 || !bytes.Equal(spv[:4], []byte{0x03, 0x02, 0x23, 0x07}) {
			t.Errorf("%s: got SPIR-V starting % x, want the magic 03 02 23 07", name, spv[:min(4, len(spv))])
		}
		msl, err := os.ReadFile(filepath.Join(out, "msl", name+".msl"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(msl, []byte("main0(")) {
			t.Errorf("%s: MSL has no main0 entry point", name)
		}
	}
	msl, _ := os.ReadFile(filepath.Join(out, "msl", "wave.vert.msl"))
	for _, want := range []string{"[[buffer(0)]]", "[[buffer(1)]]", "[[buffer(2)]]", "[[attribute(3)]]", "[[attribute(15)]]"} {
		if !bytes.Contains(msl, []byte(want)) {
			t.Errorf("wave.vert.msl: no %s in\n%s", want, msl)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "spirv", "notes.txt.spv")); err == nil {
		t.Error("notes.txt was compiled: want only .vert and .frag files")
	}
}

// TestCompileErrorNamesTheFileAndLine checks that a GLSL error reaches the
// caller with the source's name and the compiler's line number.
func TestCompileErrorNamesTheFileAndLine(t *testing.T) {
	if _, _, err := shaderc.Tools(); err != nil {
		t.Skipf("cannot compile shaders here: %v", err)
	}
	src := write(t, map[string]string{"broken.frag": "#version 450\nlayout(location = 0) out vec4 c;\nvoid main() { c = nosuch; }\n"})
	err := shaderc.Compile(src, t.TempDir())
	if err == nil {
		t.Fatal("compiled a shader with an undeclared name")
	}
	for _, want := range []string{"broken.frag", ":3:", "nosuch"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("got error %q, want it to contain %q", err, want)
		}
	}
}

func TestCompileWithoutSources(t *testing.T) {
	cases := []struct {
		name, dir, want string
	}{
		{"empty folder", t.TempDir(), "no .vert or .frag files"},
		{"missing folder", filepath.Join(t.TempDir(), "nope"), "nope"},
	}
	for _, c := range cases {
		err := shaderc.Compile(c.dir, t.TempDir())
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

func TestSourcesListsShadersSorted(t *testing.T) {
	dir := write(t, map[string]string{"b.frag": "", "a.vert": "", "c.glsl": "", "readme.md": ""})
	got, err := shaderc.Sources(dir)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"a.vert", "b.frag"}; strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("got %v, want %v", got, want)
	}
}

func TestIncludesHoldTheEngineInterface(t *testing.T) {
	for _, name := range []string{"bengine_vertex.glsl", "bengine_fragment.glsl"} {
		b, err := os.ReadFile(filepath.Join("include", name))
		if err != nil {
			t.Fatal(err)
		}
		got, err := fs.ReadFile(shaderc.Includes(), name)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, b) {
			t.Errorf("Includes()'s %s differs from include/%s", name, name)
		}
	}
}
