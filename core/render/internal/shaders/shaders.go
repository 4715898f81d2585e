package shaders

//go:generate go run ../../cmd/shaderc -out . src

import (
	"embed"
)

//go:embed spirv/*.spv msl/*.msl
var blobs embed.FS

// Names lists the shaders, by source file name ("sprite.vert").
var Names = []string{
	"sprite.vert", "sprite.frag", "fullscreen.vert", "copy.frag",
	"light.frag", "blur.frag", "tonemap.frag", "scanlines.frag",
	"mesh.vert", "line.vert", "frosted.frag", "lightvol.vert", "lightvol.frag",
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
