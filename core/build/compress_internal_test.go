package build

import (
	"strings"
	"testing"

	"github.com/bengine-go/bengine/core/data/datatest"
)

func TestAccepts(t *testing.T) {
	cases := []struct {
		header, coding string
		want           bool
	}{
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, deflate, br, zstd", "gzip", true},
		{"gzip", "br", false},
		{"", "gzip", false},
		{"GZIP", "gzip", true},
		{"gzip;q=0", "gzip", false},
		{"gzip; q=0.001", "gzip", true},
		{"br;q=0, *", "br", false}, // named beats the star
		{"*", "br", true},
		{"*;q=0", "gzip", false},
		{"identity", "gzip", false},
		{" br ; q=1 , gzip;q=0.5", "br", true},
		{"gzip;q=nonsense", "gzip", true}, // an unreadable q-value is ignored
	}
	for _, c := range cases {
		if got := accepts(c.header, c.coding); got != c.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", c.header, c.coding, got, c.want)
		}
	}
}

// FuzzAccepts feeds Accept-Encoding headers, which any client sends to
// serve, to accepts: it must not panic or hang, a header that lists only the
// coding accepts it, and one that gives it q=0 refuses it.
func FuzzAccepts(f *testing.F) {
	for _, h := range []string{"gzip, deflate, br, zstd", "br;q=0, gzip;q=0.5", "*", "", ";;;,,,q=", "gzip;q=1e309"} {
		f.Add(h)
	}
	f.Fuzz(func(t *testing.T, header string) {
		datatest.Bounded(t, func() {
			for _, enc := range Encodings {
				accepts(header, enc.Name)
			}
		})
		name := strings.ToLower(strings.TrimSpace(header))
		if name != "" && !strings.ContainsAny(name, ",;") && name != "*" {
			if !accepts(header, name) {
				t.Errorf("accepts(%q, %q) = false, want true", header, name)
			}
			if accepts(header+";q=0", name) {
				t.Errorf("accepts(%q, %q) = true, want false", header+";q=0", name)
			}
		}
	})
}
