package render

import (
	"math"
	"os"
	"regexp"
	"strconv"
	"testing"
)

// TestShaderUnormIsRGBA8s: sprite.vert turns a compact record's tint byte
// k into k times the float nearest 1/255, one bit lower where its table of
// 256 bits says so; done here with the constants read from the shader's
// source (a float32 product rounds alike on the CPU and every GPU), that
// is float32(k)/255 bit for bit, which RGBA8 makes and unorm8 holds.
func TestShaderUnormIsRGBA8s(t *testing.T) {
	src, err := os.ReadFile("internal/shaders/src/sprite.vert")
	if err != nil {
		t.Fatal(err)
	}
	var words []uint32
	for _, m := range regexp.MustCompile(`unormHigh(Lo|Hi) = uvec4\(([^)]*)\)`).FindAllSubmatch(src, -1) {
		for _, w := range regexp.MustCompile(`0x([0-9A-F]{8})u`).FindAllSubmatch(m[2], -1) {
			v, _ := strconv.ParseUint(string(w[1]), 16, 32)
			words = append(words, uint32(v))
		}
	}
	recip := regexp.MustCompile(`float\(k\) \* uintBitsToFloat\(0x([0-9A-F]{8})u\)`).FindSubmatch(src)
	if len(words) != 8 || recip == nil {
		t.Fatalf("got %d words of unormHigh and the reciprocal %q in sprite.vert, want 8 and one", len(words), recip)
	}
	r, _ := strconv.ParseUint(string(recip[1]), 16, 32)
	c := math.Float32frombits(uint32(r))
	for k := range uint32(256) {
		bits := math.Float32bits(float32(k)*c) - words[k>>5]>>(k&31)&1
		if got, want := math.Float32frombits(bits), float32(k)/255; got != want || got != unorm8[k] || got != RGBA8(uint8(k), 0, 0, 0).R {
			t.Errorf("byte %d: got %v (%08x) from the shader's arithmetic, want %v (%08x)", k, got, bits, want, math.Float32bits(want))
		}
	}
}
