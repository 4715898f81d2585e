package engine

import (
	"errors"
	"fmt"
	"testing"
)

func TestWrap(t *testing.T) {
	cases := []struct {
		s          string
		cols, most int
		want       string
	}{
		{"", 10, 4, ""},
		{"short", 10, 4, "short"},
		{"exactly 10", 10, 4, "exactly 10"},
		{"hot reload data is gone", 10, 4, "hot reload\ndata is\ngone"},
		{"reload: x", 6, 4, "reload\n: x"},
		{"abcdefghijklmnopqrstuvwxyz", 10, 4, "abcdefghij\nklmnopqrst\nuvwxyz"},
		{"one\ntwo", 10, 4, "one\ntwo"},
		{"a b c d e f g h i j k l m n o p", 4, 3, "a b\nc d\ne..."},
		{"héllo wörld", 6, 4, "héllo\nwörld"},
	}
	for _, c := range cases {
		if got := wrap(c.s, c.cols, c.most); got != c.want {
			t.Errorf("wrap(%q, %d, %d): got %q, want %q", c.s, c.cols, c.most, got, c.want)
		}
	}
}

// uncomparable is an error type == cannot compare.
type uncomparable struct{ parts []string }

func (u uncomparable) Error() string { return fmt.Sprint(u.parts) }

func TestSameError(t *testing.T) {
	a, b := errors.New("a"), errors.New("a")
	u := uncomparable{[]string{"x"}}
	cases := []struct {
		name string
		x, y error
		want bool
	}{
		{"both nil", nil, nil, true},
		{"nil and not", nil, a, false},
		{"the same value", a, a, true},
		{"new value, same words", a, b, false},
		{"an uncomparable type", u, u, false},
	}
	for _, c := range cases {
		if got := sameError(c.x, c.y); got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, got, c.want)
		}
	}
}
