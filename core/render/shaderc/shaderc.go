package shaderc

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
)

//go:embed include/*.glsl
var includes embed.FS

// Includes returns the engine's include files (bengine_vertex.glsl,
// bengine_fragment.glsl), as Compile hands them to the compiler.
func Includes() fs.FS {
	sub, err := fs.Sub(includes, "include")
	if err != nil {
		panic("shaderc: " + err.Error()) // the folder is embedded: cannot happen
	}
	return sub
}

// Tools reports the shader compilers' paths, or an error naming the
// missing one and the Debian package that has it.
func Tools() (glslang, spirvCross string, err error) {
	if glslang, err = exec.LookPath("glslangValidator"); err != nil {
		return "", "", fmt.Errorf("shaderc: glslangValidator not found (Debian package glslang-tools): %w", err)
	}
	if spirvCross, err = exec.LookPath("spirv-cross"); err != nil {
		return "", "", fmt.Errorf("shaderc: spirv-cross not found (Debian package spirv-cross): %w", err)
	}
	return glslang, spirvCross, nil
}

// Compile compiles every shader source of srcDir (the files Sources
// lists) into outDir/spirv/NAME.spv and outDir/msl/NAME.msl, NAME being
// the source's file name ("wave.frag"). The first error names the source,
// with the compiler's own messages (file and line).
func Compile(srcDir, outDir string) error {
	names, err := Sources(srcDir)
	if err != nil {
		return err
	}
	if len(names) == 0 {
		return fmt.Errorf("shaderc: no .vert or .frag files in %s", srcDir)
	}
	glslang, cross, err := Tools()
	if err != nil {
		return err
	}
	for _, d := range []string{"spirv", "msl"} {
		if err := os.MkdirAll(filepath.Join(outDir, d), 0o755); err != nil {
			return fmt.Errorf("shaderc: %w", err)
		}
	}
	tmp, err := os.MkdirTemp("", "shaderc")
	if err != nil {
		return fmt.Errorf("shaderc: %w", err)
	}
	defer os.RemoveAll(tmp)
	inc := filepath.Join(tmp, "include")
	if err := os.CopyFS(inc, Includes()); err != nil {
		return fmt.Errorf("shaderc: write the include files: %w", err)
	}
	for _, name := range names {
		src := filepath.Join(srcDir, name)
		spv := filepath.Join(outDir, "spirv", name+".spv")
		if err := run(glslang, "-V", "-I"+inc, "-o", spv, src); err != nil {
			return fmt.Errorf("shaderc: compile %s to SPIR-V: %w", src, err)
		}
		mspv := filepath.Join(tmp, name+".msl.spv")
		if err := run(glslang, "-V", "-I"+inc, "-DTARGET_MSL", "-o", mspv, src); err != nil {
			return fmt.Errorf("shaderc: compile %s for MSL: %w", src, err)
		}
		msl, err := output(cross, "--msl", "--msl-decoration-binding", mspv)
		if err != nil {
			return fmt.Errorf("shaderc: translate %s to MSL: %w", src, err)
		}
		if err := os.WriteFile(filepath.Join(outDir, "msl", name+".msl"), msl, 0o644); err != nil {
			return fmt.Errorf("shaderc: %w", err)
		}
	}
	return nil
}

// Sources lists the shader sources of srcDir (its .vert and .frag files),
// sorted.
func Sources(srcDir string) ([]string, error) {
	entries, err := os.ReadDir(srcDir)
	if err != nil {
		return nil, fmt.Errorf("shaderc: %w", err)
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
