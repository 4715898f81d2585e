package render

import (
	"strings"
	"sync"
)

// cpuRasterizers are the names drivers give to devices that rasterize on
// the CPU, lower case: Mesa's llvmpipe (OpenGL, and behind Vulkan as
// lavapipe), softpipe and swrast, Google's SwiftShader (Vulkan; Chrome's
// WebGL without a GPU), Microsoft's WARP, which Windows calls the
// "Microsoft Basic Render Driver" (reached through Mesa's Direct3D 12
// drivers for OpenGL and Vulkan, as in WSL), Windows' own OpenGL 1.1
// ("GDI Generic") and Apple's software renderer. Zink on lavapipe reports
// "zink (llvmpipe ...)", which the first entry catches.
var cpuRasterizers = []string{
	"llvmpipe", "lavapipe", "softpipe", "swrast", "swiftshader",
	"microsoft basic render driver", "gdi generic", "software renderer",
	"software rasterizer",
}

// isCPURasterizer reports whether a GPU device name or an OpenGL renderer
// string (GL_RENDERER) names a rasterizer that runs on the CPU. WARP is
// matched as a word: a name may contain the letters otherwise.
func isCPURasterizer(name string) bool {
	n := strings.ToLower(name)
	for _, s := range cpuRasterizers {
		if strings.Contains(n, s) {
			return true
		}
	}
	for _, w := range strings.FieldsFunc(n, func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9')
	}) {
		if w == "warp" {
			return true
		}
	}
	return false
}

// autoChoice is what BackendAuto found on this machine, once per process:
// every later renderer takes the same path without probing again, and
// the choice is logged once.
var autoChoice struct {
	sync.Mutex
	gpuErr   error  // why the GPU backend is not used; nil until it fails
	software string // the CPU rasterizer found ("" if none): SDL's software renderer draws
}

// windowMode is where the GPU backend may draw without its window, when
// the device cannot claim it (SDL's offscreen video driver, where the
// Vulkan driver lacks VK_EXT_headless_surface: NVIDIA's, on a server).
type windowMode uint8

const (
	needWindow       windowMode = iota // a window that cannot be claimed is an error
	windowlessUnseen                   // windowless where nobody could see the window (BackendAuto)
	windowlessAlways                   // windowless whatever the window (BackendGPU)
)

// autoTakesCPUDevices makes BackendAuto take a GPU device that rasterizes
// on the CPU as if it were hardware: tests set it to walk, on Mesa's
// lavapipe, the path a machine with a GPU takes.
var autoTakesCPUDevices bool
