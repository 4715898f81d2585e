package easing_test

import (
	"fmt"

	"github.com/bengine-go/bengine/core/easing"
)

// A curve reshapes progress: halfway through, QuadOut has already covered
// three quarters of the way, QuadIn only a quarter.
func Example() {
	for _, name := range []string{"Linear", "QuadIn", "QuadOut", "BackOut"} {
		f, _ := easing.ByName(name)
		fmt.Printf("%-8s %.3f\n", name, f(0.5))
	}
	// Output:
	// Linear   0.500
	// QuadIn   0.250
	// QuadOut  0.750
	// BackOut  1.088
}
