#!/usr/bin/env bash
# gpubench.sh: the sprite benchmarks of both backends in one command,
# headless: SDL's offscreen video driver (no display, no window system)
# and whatever Vulkan device the machine has (a real GPU, or Mesa's
# llvmpipe). The GPU backend draws windowless where the offscreen driver
# cannot make a Vulkan surface. See docs/performance.md for what each
# figure measures.
#
#   core/render/gpubench.sh            # 3 runs of each
#   COUNT=5 core/render/gpubench.sh    # more runs
#   NOOP=1 core/render/gpubench.sh     # also the SDL-renderer backend with
#                                      # GALLIUM_NOOP=1 (Mesa's OpenGL discards
#                                      # the draws: the calling cost alone; the
#                                      # GPU sub-benchmarks skip themselves)
set -euo pipefail
cd "$(dirname "$0")/../.."

export SDL_VIDEO_DRIVER=offscreen SDL_AUDIO_DRIVER=dummy
export GOFLAGS="${GOFLAGS:--p=1}"
count="${COUNT:-3}"

if command -v vulkaninfo >/dev/null 2>&1; then
  vulkaninfo --summary 2>/dev/null | grep -E 'deviceName|driverName' || true
fi

run() {
  go test -run '^$' -bench 'BenchmarkRenderSprites$|BenchmarkRenderSpritesMixed|BenchmarkGeometryFloor|BenchmarkSpritesFloor' \
    -benchmem -count "$count" ./core/render
  go test -run '^$' -bench 'BenchmarkEngineSprites' -benchmem -count "$count" ./core/engine
}

echo "== pixels drawn"
run
if [ "${NOOP:-0}" = 1 ]; then
  echo "== GALLIUM_NOOP=1: Mesa's OpenGL discards the draws"
  GALLIUM_NOOP=1 run
fi
