package scene

import (
	"testing"
	"unsafe"
)

// TestLayout guards the sizes the frame's memory traffic depends on (see
// "Data Locality" in the package documentation).
func TestLayout(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) != 8 {
		t.Skip("the layout is laid out for 64-bit pointers")
	}
	var o GameObject
	cases := []struct {
		what      string
		got, want uintptr
	}{
		{"Base size", unsafe.Sizeof(Base{}), 16},
		{"Transform offset in GameObject", unsafe.Offsetof(o.Transform), 0},
		{"Transform's world matrix offset (the second cache line)", unsafe.Offsetof(o.Transform.world), 64},
		{"Transform size", unsafe.Sizeof(o.Transform), 128},
		{"GameObject size modulo a cache line", unsafe.Sizeof(o) % 64, 0},
		{"hook entry size", unsafe.Sizeof(hook[Updater]{}), 32},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s: got %d, want %d", c.what, c.got, c.want)
		}
	}
}
