package shaders

//go:generate go run ./gen

import (
	"bytes"
	"embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

//go:embed spirv/*.spv msl/*.msl
var blobs embed.FS

// Names lists the shaders, by source file name ("sprite.vert").
var Names = []string{
	"sprite.vert", "sprite.frag", "fullscreen.vert", "copy.frag",
	"light.frag", "blur.frag", "tonemap.frag", "scanlines.frag",
}

// SPIRV returns the SPIR-V of the named shader. It panics on a name not in
// Names: the set is fixed at build time.
func SPIRV(name string) []byte { return blob("spirv/" + name + ".spv") }

// MSL returns the Metal source of the named shader (entry point "main0").
func MSL(name string) []byte { return blob("msl/" + name + ".msl") }

func blob(path string) []byte {
	b, err := blobs.ReadFile(path)
	if err != nil {
		panic("shaders: no compiled shader " + path)
	}
	return b
}

// Tools reports the shader compilers' paths, or an error naming the
// missing one and the Debian package that has it.
func Tools() (glslang, spirvCross string, err error) {
	if glslang, err = exec.LookPath("glslangValidator"); err != nil {
		return "", "", fmt.Errorf("shaders: glslangValidator not found (Debian package glslang-tools): %w", err)
	}
	if spirvCross, err = exec.LookPath("spirv-cross"); err != nil {
		return "", "", fmt.Errorf("shaders: spirv-cross not found (Debian package spirv-cross): %w", err)
	}
	return glslang, spirvCross, nil
}

// Compile compiles every source in srcDir into outDir/spirv and outDir/msl.
func Compile(srcDir, outDir string) error {
	glslang, cross, err := Tools()
	if err != nil {
		return err
	}
	for _, d := range []string{"spirv", "msl"} {
		if err := os.MkdirAll(filepath.Join(outDir, d), 0o755); err != nil {
			return fmt.Errorf("shaders: %w", err)
		}
	}
	tmp, err := os.MkdirTemp("", "shaders")
	if err != nil {
		return fmt.Errorf("shaders: %w", err)
	}
	defer os.RemoveAll(tmp)
	for _, name := range Names {
		src := filepath.Join(srcDir, name)
		spv := filepath.Join(outDir, "spirv", name+".spv")
		if err := run(glslang, "-V", "-o", spv, src); err != nil {
			return fmt.Errorf("shaders: compile %s to SPIR-V: %w", src, err)
		}
		mspv := filepath.Join(tmp, name+".msl.spv")
		if err := run(glslang, "-V", "-DTARGET_MSL", "-o", mspv, src); err != nil {
			return fmt.Errorf("shaders: compile %s for MSL: %w", src, err)
		}
		msl, err := output(cross, "--msl", "--msl-decoration-binding", mspv)
		if err != nil {
			return fmt.Errorf("shaders: translate %s to MSL: %w", src, err)
		}
		if err := os.WriteFile(filepath.Join(outDir, "msl", name+".msl"), msl, 0o644); err != nil {
			return fmt.Errorf("shaders: %w", err)
		}
	}
	return nil
}

// Sources lists the source files in srcDir, sorted, so a test can check
// that Names covers them all.
func Sources(srcDir string) ([]string, error) {
	entries, err := os.ReadDir(srcDir)
	if err != nil {
		return nil, fmt.Errorf("shaders: %w", err)
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && (strings.HasSuffix(e.Name(), ".vert") || strings.HasSuffix(e.Name(), ".frag")) {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	return names, nil
}

func run(name string, args ...string) error {
	_, err := output(name, args...)
	return err
}

func output(name string, args ...string) ([]byte, error) {
	var out, errb bytes.Buffer
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s: %w: %s%s", filepath.Base(name), err, errb.String(), out.String())
	}
	return out.Bytes(), nil
}
