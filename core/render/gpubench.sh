#!/usr/bin/env bash
# gpubench.sh: the renderer's tests and GPU benchmarks on a machine with a
# GPU, prepared on one without. Headless: SDL's offscreen video driver (no
# display, no window system) and whatever Vulkan device the machine has;
# the GPU backend draws windowless where the offscreen driver gives Vulkan
# no surface (NVIDIA's driver, Mesa's lavapipe). See docs/performance.md
# for what each figure measures.
#
#   core/render/gpubench.sh build   # here: test binaries, bunnymark and the loader debs into .gpubench/
#   core/render/gpubench.sh run     # there: unpack the debs if the machine lacks a Vulkan
#                                   # loader, run the render, engine, sdlgpu and sdlgfx
#                                   # test binaries whole, then the benchmarks and
#                                   # bunnymark -measure on the GPU backend
#   core/render/gpubench.sh         # both, here (Mesa's lavapipe and llvmpipe without a GPU)
#
#   COUNT=5        runs of each benchmark (default 3)
#   BENCHTIME=1s   each run's length (default 0.5s, so that run fits in five minutes)
#   BENCH=0        the tests only; TESTS=0 the benchmarks only
#   OUT=dir        where run writes its logs (default .gpubench/out)
#   NOOP=1         also SDL's OpenGL benchmarks under GALLIUM_NOOP=1 (Mesa's OpenGL
#                  discards the draws: the calling cost alone; GPU sub-benchmarks skip)
#
# On the device machine of this project's workplace, .gpubench/ travels as
# an ignored path: name it in the run's carry list and start the command
# with `core/render/gpubench.sh run`. The binaries take about 41 MB. On a
# 2-core machine with lavapipe, run took 2 minutes 14 s (the tests about 50 s) at a
# load average of 2, and 10 at 8 to 12 with benchtime 1s; a GPU machine's
# frames are shorter.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
dir="$root/.gpubench"
count="${COUNT:-3}"
benchtime="${BENCHTIME:-0.5s}"

build() {
  mkdir -p "$dir/debs"
  cd "$root"
  for p in core/render core/engine core/scene core/internal/sdlgpu core/internal/sdlgfx; do
    echo "== go test -c ./$p"
    go test -c -ldflags='-s -w' -o "$dir/$(basename "$p").test" "./$p"
  done
  echo "== go build ./examples/bunnymark"
  go build -ldflags='-s -w' -o "$dir/bunnymark" ./examples/bunnymark
  # The Vulkan loader and GLVND's EGL/GL libraries, for a machine that has a
  # GPU driver but not these (Debian's, as SDL loads them by name).
  if command -v apt-get >/dev/null 2>&1; then
    (cd "$dir/debs" && apt-get download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2) ||
      echo "gpubench: could not download the loader debs; run will use the machine's own" >&2
  fi
  du -sh "$dir"
}

# loaders unpacks the carried debs where the machine has no Vulkan loader,
# and points the loaders at NVIDIA's driver files where they are.
loaders() {
  if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan.so.1'; then
    for f in "$dir"/debs/*.deb; do
      [ -e "$f" ] && dpkg -x "$f" /
    done
    ldconfig
  fi
  local icd=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
  local egl=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
  [ -e "$icd" ] && export VK_DRIVER_FILES="${VK_DRIVER_FILES:-$icd}"
  [ -e "$egl" ] && export __EGL_VENDOR_LIBRARY_FILENAMES="${__EGL_VENDOR_LIBRARY_FILENAMES:-$egl}"
  return 0
}

# t runs the test binary of package p from its folder, with the flags given.
t() {
  local p="$1"
  shift
  (cd "$root/$p" && "$dir/$(basename "$p").test" "$@")
}

run() {
  loaders
  export SDL_VIDEO_DRIVER=offscreen SDL_AUDIO_DRIVER=dummy
  local out="${OUT:-$dir/out}"
  mkdir -p "$out"
  {
    nproc
    command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
    command -v vulkaninfo >/dev/null && vulkaninfo --summary 2>/dev/null | grep -E 'deviceName|driverName'
  } 2>&1 | tee "$out/machine.txt" || true
  local rc=0
  if [ "${TESTS:-1}" = 1 ]; then
    for p in core/render core/internal/sdlgpu core/internal/sdlgfx core/engine; do
      local log="$out/test-$(basename "$p").txt"
      if t "$p" -test.count=1 -test.timeout=4m -test.v >"$log" 2>&1; then
        echo "ok    $p ($(grep -c '^--- PASS' "$log") passed, $(grep -c '^--- SKIP' "$log") skipped)"
      else
        rc=1
        echo "FAIL  $p"
        grep -E '^(--- FAIL|panic|FAIL)' "$log" || tail -20 "$log"
      fi
    done
  fi
  if [ "${BENCH:-1}" = 1 ]; then
    echo "== benchmarks (count $count, benchtime $benchtime)"
    {
      t core/render -test.run '^$' -test.benchmem -test.count "$count" -test.benchtime "$benchtime" \
        -test.bench 'BenchmarkRenderSprites/(batched|gpu|gpu-bulk)/|BenchmarkQueueSubmitGPU|BenchmarkQueueSubmitSprites|BenchmarkSpritesFloor/(gpu|auto)/'
      t core/engine -test.run '^$' -test.benchmem -test.count "$count" -test.benchtime "$benchtime" -test.bench 'BenchmarkEngineSprites/(gpu|auto)/'
      t core/scene -test.run '^$' -test.benchmem -test.count "$count" -test.benchtime "$benchtime" \
        -test.bench 'BenchmarkSceneObjects/'
      # Moving sprites added until a frame takes 16.7 ms, Present and the
      # GPU's wait included: the renderer alone, then as GameObjects.
      echo "== bunnymark -measure -headless -renderer gpu"
      timeout 150 "$dir/bunnymark" -measure -headless -renderer gpu | grep '^bunnymark:' || echo "bunnymark: FAIL or over 150 s"
      if [ "${NOOP:-0}" = 1 ]; then
        echo "== GALLIUM_NOOP=1: Mesa's OpenGL discards the draws"
        GALLIUM_NOOP=1 t core/render -test.run '^$' -test.benchmem -test.count "$count" -test.benchtime "$benchtime" -test.bench 'BenchmarkRenderSprites/batched/'
      fi
    } 2>&1 | grep -E '^(Benchmark|ok|FAIL|PASS|--- (FAIL|SKIP)|bunnymark)' | tee "$out/bench.txt"
  fi
  return "$rc"
}

case "${1:-all}" in
build) build ;;
run) run ;;
all) build && run ;;
*)
  echo "usage: $0 [build|run]" >&2
  exit 2
  ;;
esac
